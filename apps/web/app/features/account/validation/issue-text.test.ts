import { ALL_COUNTRY_CODES, findAddressFormat } from "@ironworks/domain/address";
import {
  addressRules,
  cardCvcIssue,
  cardExpiryIssue,
  cardNumberIssue,
  emailIssue,
  FIELD_LABELS,
  type FieldLabelId,
  firstIssue,
  newPasswordIssue,
  phoneIssue,
  requiredIssue,
  signupListIssue,
  tooLongIssue,
  VALIDATION_KEYS,
  type ValidationIssue,
} from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../lib/i18n/catalog.server.ts";
import { translate } from "../../../lib/i18n/messages.ts";
import { issueText } from "./issue-text.ts";
import { validationCatalog } from "./messages.server.ts";

const say = (tag: string) => {
  const pages = [pageMessages({ tag }, validationCatalog)];
  return (issue: ValidationIssue) => issueText((key, values) => translate(pages, key, values), issue);
};

/** Every issue the domain's rules can hand out, over every field and every country's address format. */
function allIssues(): ValidationIssue[] {
  const ids = Object.keys(FIELD_LABELS) as FieldLabelId[];
  const found: (ValidationIssue | null)[] = [
    requiredIssue(""),
    ...ids.map((id) => requiredIssue("", id)),
    ...ids.map((id) => tooLongIssue("x".repeat(200), id, 100)),
    emailIssue("sam@"),
    newPasswordIssue("short", "newPassword"),
    phoneIssue("12"),
    signupListIssue([]),
    cardNumberIssue("4111 1111 1111 1112"),
    cardExpiryIssue("13/99"),
    cardExpiryIssue("01/20", new Date("2026-11-26T00:00:00Z")),
    cardCvcIssue("1"),
    firstIssue("ZZ", addressRules(undefined).countryId),
    firstIssue("#!", addressRules({ ...findAddressFormat("US")!, postcodeExample: null }).postcode),
    ...ALL_COUNTRY_CODES.flatMap((code) => {
      const format = findAddressFormat(code);
      if (!format) return [];
      const rules = addressRules({ ...format, regions: [{ code: "X1", name: "Somewhere" }] });
      return [firstIssue("", rules.region), firstIssue("nowhere", rules.region), firstIssue("#!", rules.postcode)];
    }),
  ];
  return found.filter((i): i is ValidationIssue => i !== null);
}

describe("validation issues in the page's language", () => {
  const issues = allIssues();

  it("covers each kind of issue", () => {
    expect([...new Set(issues.map((i) => i.key))].sort()).toEqual([...VALIDATION_KEYS].sort());
  });

  it("reads in English exactly as the spec's sentence the API answers", () => {
    const english = say("en-US");
    for (const issue of issues) expect(english(issue), JSON.stringify(issue)).toBe(issue.text);
  });

  it.each(["de-DE", "fr-FR", "es-ES", "nl-BE"])("reads in %s without an English sentence", (tag) => {
    const local = say(tag);
    for (const issue of issues) {
      const text = local(issue);
      expect(text, JSON.stringify(issue)).not.toBe("");
      if (/\s/.test(issue.text)) expect(text, JSON.stringify(issue)).not.toBe(issue.text);
    }
  });

  it.each<[string, ValidationIssue, string]>([
    ["de-DE", requiredIssue("", "firstname")!, "Bitte gib deinen Vornamen ein."],
    ["de-DE", tooLongIssue("x".repeat(101), "company", 100)!, "Firma darf höchstens 100 Zeichen lang sein."],
    ["fr-FR", emailIssue("nope")!, "Veuillez saisir une adresse e-mail valide."],
    ["nl-BE", requiredIssue("", "postcode")!, "Vul je postcode in."],
    ["es-ES", newPasswordIssue("abc")!, "Contraseña debe tener al menos 8 caracteres."],
  ])("%s %j", (tag, issue, expected) => {
    expect(say(tag)(issue)).toBe(expected);
  });
});
