import { describe, expect, it } from "vitest";
import { ALL_COUNTRY_CODES, findAddressFormat } from "../address.ts";
import { addressRules, phoneIssue, regionField, regionLabel, regionLabelId } from "../address-book.ts";
import { signupListIssue } from "../newsletter.ts";
import { cardCvcIssue, cardExpiryIssue, cardNumberIssue } from "../payment.ts";
import { FIELD_LABELS, type FieldRule, type ValidationIssue } from "./message.ts";
import {
  EMAIL_CHANGE_RULES,
  emailIssue,
  firstIssue,
  formIssues,
  nameIssue,
  newPasswordIssue,
  PASSWORD_CHANGE_RULES,
  REGISTER_RULES,
  requiredIssue,
  SIGN_IN_RULES,
} from "./validation.ts";

/**
 * The keys a rule hands to the storefront (issue #15 item 2): the web formats `key` + `field` +
 * `values` from its `validation` catalog; `text` stays the spec's English sentence (SPEC §5).
 */
type Expected = Omit<ValidationIssue, "text"> & { text: string };

describe("validation issues carry a stable key beside the spec's English", () => {
  it.each<[string, ValidationIssue | null, Expected | null]>([
    ["required, no field", requiredIssue(" "), { key: "required", text: "Required Field" }],
    [
      "required first name",
      requiredIssue("", "firstname"),
      { key: "required", field: "firstname", text: "Please enter your first name" },
    ],
    ["present", requiredIssue("x", "firstname"), null],
    ["email empty", emailIssue(""), { key: "required", field: "email", text: "Please enter your email" }],
    ["email bad", emailIssue("sam@"), { key: "email", text: "Please enter a valid email." }],
    [
      "new email empty",
      emailIssue("", "newEmail"),
      { key: "required", field: "newEmail", text: "Please enter your new email" },
    ],
    [
      "name too long",
      nameIssue("x".repeat(101), "lastname"),
      { key: "tooLong", field: "lastname", values: { max: 100 }, text: "Last Name must be at most 100 characters." },
    ],
    [
      "password short",
      newPasswordIssue("short", "newPassword"),
      {
        key: "tooShort",
        field: "newPassword",
        values: { min: 8 },
        text: "New Password must be at least 8 characters.",
      },
    ],
    [
      "password long",
      newPasswordIssue("x".repeat(129)),
      { key: "tooLong", field: "password", values: { max: 128 }, text: "Password must be at most 128 characters." },
    ],
    ["phone", phoneIssue("1234"), { key: "phone", text: "Please enter a valid phone number." }],
    ["no list", signupListIssue([]), { key: "selectList", text: "Please select a list to sign up." }],
    ["a list", signupListIssue(["rapidfire"]), null],
    [
      "card number empty",
      cardNumberIssue(""),
      { key: "required", field: "cardNumber", text: "Please enter your card number" },
    ],
    [
      "card number bad",
      cardNumberIssue("4111 1111 1111 1112"),
      { key: "cardNumber", text: "Please enter a valid card number." },
    ],
    ["expiry bad", cardExpiryIssue("13/30"), { key: "cardExpiry", text: "Please enter a valid expiry date (MM/YY)." }],
    [
      "expired",
      cardExpiryIssue("01/20", new Date("2026-11-26T00:00:00Z")),
      { key: "cardExpired", text: "This card has expired." },
    ],
    ["cvc", cardCvcIssue("12"), { key: "cardCvc", text: "Please enter the 3 or 4 digit security code." }],
  ])("%s", (_name, found, expected) => {
    expect(found).toEqual(expected);
  });
});

describe("address issues (SPEC §5 address valid) name the country's own region line", () => {
  it.each<[string, string, keyof ReturnType<typeof addressRules>, string, Expected]>([
    ["US", "empty state", "region", "", { key: "required", field: "state", text: "Please enter your state" }],
    [
      "AU",
      "empty state",
      "region",
      "",
      { key: "required", field: "state_territory", text: "Please enter your state/territory" },
    ],
    [
      "US",
      "empty phone",
      "telephone",
      "",
      { key: "required", field: "telephone", text: "Please enter your phone number" },
    ],
    ["US", "bad phone", "telephone", "12", { key: "phone", text: "Please enter a valid phone number." }],
    [
      "US",
      "long company",
      "company",
      "x".repeat(101),
      { key: "tooLong", field: "company", values: { max: 100 }, text: "Company must be at most 100 characters." },
    ],
    ["ZZ", "unknown country", "countryId", "ZZ", { key: "country", text: "Please select a valid country." }],
    ["ZZ", "no country", "countryId", "", { key: "required", field: "countryId", text: "Please enter your country" }],
  ])("%s %s", (country, _name, field, value, expected) => {
    const format = findAddressFormat(country);
    const withRegions = format && country === "US" ? { ...format, regions: [{ code: "OH", name: "Ohio" }] } : format;
    expect(firstIssue(value, addressRules(withRegions)[field])).toEqual(expected);
  });

  it("a postcode off the country's pattern carries the country's example", () => {
    const example = findAddressFormat("US")?.postcodeExample ?? "";
    expect(firstIssue("ABC", addressRules(findAddressFormat("US")).postcode)).toEqual({
      key: "postcodeExample",
      field: "postcode",
      values: { example },
      text: `Please enter a valid zip/postal code (e.g. ${example}).`,
    });
    expect(firstIssue("ABC", addressRules({ ...findAddressFormat("US")!, postcodeExample: null }).postcode)).toEqual({
      key: "postcode",
      field: "postcode",
      text: "Please enter a valid zip/postal code.",
    });
  });

  it("an unknown region of a country with a list names that country's label", () => {
    const format = findAddressFormat("US");
    const found = firstIssue(
      "ZZ",
      addressRules(format && { ...format, regions: [{ code: "OH", name: "Ohio" }] }).region,
    );
    expect(found).toEqual({ key: "region", field: "state", text: "Please select a valid state." });
  });

  it("every country's region line has a label id whose English is the label the form shows", () => {
    for (const code of ALL_COUNTRY_CODES) {
      const format = findAddressFormat(code);
      if (!regionField(format).shown) continue;
      const id = regionLabelId(format);
      expect(FIELD_LABELS[id], code).toBe(regionLabel(format));
    }
    expect(regionLabelId(undefined)).toBe("region");
  });
});

describe("the account forms' rules hand issues with field ids", () => {
  const fields = (rules: Record<string, readonly FieldRule[]>) =>
    Object.fromEntries(Object.entries(formIssues({}, rules)).map(([f, i]) => [f, i?.field]));

  it.each<[string, Record<string, readonly FieldRule[]>, Record<string, string>]>([
    ["sign-in", SIGN_IN_RULES, { email: "email", password: "password" }],
    [
      "register",
      REGISTER_RULES,
      { firstname: "firstname", lastname: "lastname", email: "email", password: "password" },
    ],
    ["email change", EMAIL_CHANGE_RULES, { email: "newEmail", currentPassword: "currentPassword" }],
    ["password change", PASSWORD_CHANGE_RULES, { password: "newPassword", currentPassword: "currentPassword" }],
  ])("%s", (_name, rules, expected) => {
    expect(fields(rules)).toEqual(expected);
  });
});
