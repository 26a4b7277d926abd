import { describe, expect, it } from "vitest";
import { ALL_COUNTRY_CODES, findAddressFormat } from "./address.ts";
import {
  ADDRESS_FIELDS,
  addressFormValues,
  addressRules,
  findRegion,
  phoneMessage,
  regionField,
  regionLabel,
} from "./address-book.ts";
import { formErrors } from "./rules/validation.ts";

const valid = {
  firstname: "Sam",
  lastname: "Lee",
  company: "",
  telephone: "+1 (614) 555-0100",
  street: "545 E 5th Ave",
  street2: "",
  city: "Columbus",
  countryId: "US",
  region: "OH",
  postcode: "43201",
};

const errorsFor = (changes: Partial<typeof valid>) => {
  const values = { ...valid, ...changes };
  return formErrors(values, addressRules(findAddressFormat(values.countryId)));
};

describe("addressRules (SPEC §5 address valid)", () => {
  it("accepts a complete US address", () => {
    expect(errorsFor({})).toEqual({});
  });

  it.each([
    ["firstname", { firstname: "  " }, "Please enter your first name"],
    ["lastname", { lastname: "" }, "Please enter your last name"],
    ["telephone", { telephone: "" }, "Please enter your phone number"],
    ["telephone", { telephone: "12-34" }, "Please enter a valid phone number."],
    ["telephone", { telephone: "call me" }, "Please enter a valid phone number."],
    ["street", { street: " " }, "Please enter your street address"],
    ["city", { city: "" }, "Please enter your city"],
    ["countryId", { countryId: "" }, "Please enter your country"],
    ["countryId", { countryId: "ZZ" }, "Please select a valid country."],
    ["region", { region: "" }, "Please enter your state"],
    ["region", { region: "Narnia" }, "Please select a valid state."],
    ["region", { countryId: "CA", region: "", postcode: "K1A 0B1" }, "Please enter your province"],
    ["postcode", { postcode: "" }, "Please enter your zip/postal code"],
    ["postcode", { postcode: "4320" }, "Please enter a valid zip/postal code (e.g. 95014)."],
    [
      "postcode",
      { countryId: "CA", region: "ON", postcode: "12345" },
      "Please enter a valid zip/postal code (e.g. H3Z 2Y7).",
    ],
    [
      "postcode",
      { countryId: "GB", region: "", postcode: "SW1A" },
      "Please enter a valid zip/postal code (e.g. EC1Y 8SY).",
    ],
    ["firstname", { firstname: "x".repeat(101) }, "First Name must be at most 100 characters."],
    ["company", { company: "x".repeat(101) }, "Company must be at most 100 characters."],
    ["street", { street: "x".repeat(101) }, "Street Address must be at most 100 characters."],
    ["street2", { street2: "x".repeat(101) }, "Street Address Line 2 must be at most 100 characters."],
    ["city", { city: "x".repeat(101) }, "City must be at most 100 characters."],
    [
      "postcode",
      { countryId: "GB", region: "", postcode: "x".repeat(21) },
      "Zip/Postal Code must be at most 20 characters.",
    ],
  ] as const)("%s %j → %s", (field, changes, message) => {
    expect(errorsFor(changes)[field]).toBe(message);
  });

  it.each([
    ["GB without a region", { countryId: "GB", region: "", postcode: "sw1a 1aa" }],
    ["DE without a region", { countryId: "DE", region: "", postcode: "10115" }],
    ["the region by name", { region: "ohio" }],
    ["a US ZIP+4", { postcode: "43201-1234" }],
    ["HK without a postcode (the country has none)", { countryId: "HK", region: "Kowloon", postcode: "" }],
    ["IE with an optional region left empty", { countryId: "IE", region: "", postcode: "" }],
    ["an optional company and second line", { company: "Rogue", street2: "Unit 4" }],
  ])("accepts %s", (_name, changes) => {
    expect(errorsFor(changes)).toEqual({});
  });

  it("checks the fields in the form's order", () => {
    expect(Object.keys(addressRules(findAddressFormat("US")))).toEqual([...ADDRESS_FIELDS]);
  });
});

describe("address helpers", () => {
  it.each([
    ["US", "State"],
    ["CA", "Province"],
    ["IE", "County"],
    ["JP", "Prefecture"],
  ])("labels %s's region '%s'", (country, label) => {
    expect(regionLabel(findAddressFormat(country))).toBe(label);
  });

  it.each([
    ["US", true, "State", true],
    ["CA", true, "Province", true],
    ["AU", true, "State/Territory", true],
    ["GB", true, "County", false],
    ["IE", true, "County", false],
    ["DE", false, "Province", false],
    ["FR", false, "Region", false],
    ["BE", false, "Province", false],
    ["NL", false, "Province", false],
    ["ES", true, "Province", true],
    ["IT", true, "Province", true],
  ])("%s's region field: shown %s, labelled %j, required %s", (country, shown, label, required) => {
    const field = regionField(findAddressFormat(country));
    expect(field.shown).toBe(shown);
    if (shown) expect(field.label).toBe(label);
    expect(field.required).toBe(required);
  });

  it("a country not chosen yet shows the generic region field", () => {
    expect(regionField(undefined)).toEqual({ shown: true, label: "State/Province", required: false });
  });

  it("every country that requires a region shows its field", () => {
    for (const code of ALL_COUNTRY_CODES) {
      const format = findAddressFormat(code);
      if (format?.requireRegion) expect(regionField(format).shown, code).toBe(true);
    }
  });

  it.each([
    ["TX", "TX"],
    ["texas", "TX"],
    ["Texas ", "TX"],
    ["ZZ", null],
    ["", null],
  ])("finds the US region %j → %s", (given, code) => {
    expect(findRegion(findAddressFormat("US"), given)?.code ?? null).toBe(code);
  });

  it.each([
    ["+44 20 7946 0958", null],
    ["(614) 555-0100 x12", null],
    ["5550100", null],
    ["1234", "Please enter a valid phone number."],
    ["555-0100; DROP", "Please enter a valid phone number."],
  ])("phone %j → %s", (phone, message) => {
    expect(phoneMessage(phone)).toBe(message);
  });

  it("flattens street lines and prefers the region code", () => {
    expect(
      addressFormValues({ street: ["1 Main St", "Apt 2", "Rear"], region: "Ohio", regionId: "OH", countryId: "US" }),
    ).toMatchObject({ street: "1 Main St", street2: "Apt 2 Rear", region: "OH", countryId: "US" });
  });
});
