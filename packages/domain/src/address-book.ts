import type { CountryAddressFormat } from "./address.ts";
import { FIELD_LABELS, type FieldLabelId, type FieldRule, isFieldLabelId, issue, textOf } from "./rules/message.ts";
import { NAME_MAX_LENGTH, nameIssue, requiredIssue, tooLongIssue } from "./rules/validation.ts";

/**
 * The customer's address book (SPEC §3 Address, §4 default rules, §5 address validity), shared by
 * the browser form (as the shopper types) and the server (the final word). Country data comes in
 * as an argument so the browser never bundles the whole address table (address.ts holds it).
 */

/** What the rules need to know of a country: its address format (address.ts, types only). */
export type AddressCountryRules = CountryAddressFormat;

/** Ours (ADR 0012): a customer keeps at most 50 addresses; lengths fit a shipping label. */
export const ADDRESS_BOOK_MAX = 50;
export const ADDRESS_LIMITS = {
  name: NAME_MAX_LENGTH,
  company: 100,
  telephone: 32,
  streetLine: 100,
  streetLines: 3,
  apartment: 100,
  city: 100,
  region: 100,
  postcode: 20,
  vatNumber: 32,
  eoriNumber: 32,
} as const;

/** The form's flat fields (street lines as street/street2), in display order. */
export const ADDRESS_FIELDS = [
  "firstname",
  "lastname",
  "company",
  "telephone",
  "street",
  "street2",
  "city",
  "countryId",
  "region",
  "postcode",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The fields' labels in the spec's English (the storefront shows `validation.label.<field>`). */
export const ADDRESS_LABELS: Record<AddressField, string> = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [f, FIELD_LABELS[f]]),
) as Record<AddressField, string>;

const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));
const titleCase = (s: string) => s.replace(/(^|[\s_/-])(\w)/g, (_m, sep: string, c: string) => sep + c.toUpperCase());

/**
 * The region field of the address form for a country (ADR 0020): shown where the country's
 * addresses have a region line (or a list to pick from), labelled as that country names it,
 * required where it must be given. No country chosen yet: the generic "State/Province".
 */
export function regionField(
  country: Pick<AddressCountryRules, "hasRegion" | "requireRegion" | "regionLabel"> | undefined,
): { shown: boolean; label: string; required: boolean } {
  if (!country) return { shown: true, label: ADDRESS_LABELS.region, required: false };
  return {
    shown: country.hasRegion || country.requireRegion,
    label: regionLabel(country),
    required: country.requireRegion,
  };
}

/** The region line's label id ('state', 'county', 'state_territory'…; 'region' when not known). */
export function regionLabelId(country: Pick<AddressCountryRules, "regionLabel"> | undefined): FieldLabelId {
  return country && isFieldLabelId(country.regionLabel) ? country.regionLabel : "region";
}

/** The region field's label for a country ('State', 'Province', 'County'…). */
export function regionLabel(country: Pick<AddressCountryRules, "regionLabel"> | undefined): string {
  return country ? titleCase(country.regionLabel.replace(/_/g, "/")) : ADDRESS_LABELS.region;
}

const maxLength =
  (field: FieldLabelId, max: number): FieldRule =>
  (v) =>
    tooLongIssue(v, field, max);

const PHONE_CHARS = /^\+?[\d\s().\-/#xX]*$/;
export const PHONE_MESSAGE = "Please enter a valid phone number.";

/** A phone number: digits with the usual separators, at least 5 digits. */
export function phoneIssue(value: unknown): ReturnType<FieldRule> {
  const text = str(value).trim();
  if (!PHONE_CHARS.test(text) || (text.match(/\d/g)?.length ?? 0) < 5) return issue("phone", PHONE_MESSAGE);
  return null;
}

export const phoneMessage = (value: unknown): string | null => textOf(phoneIssue(value));

/** The region as stored: the code from the country's list (a code or a name is accepted), else the text. */
export function findRegion(
  country: AddressCountryRules | undefined,
  value: unknown,
): { code: string; name: string } | null {
  const given = str(value).trim().toUpperCase();
  if (!given || !country?.regions.length) return null;
  return country.regions.find((r) => r.code.toUpperCase() === given || r.name.toUpperCase() === given) ?? null;
}

/** Whole-string, case-insensitive match against the country's pattern (as address.ts postcodeMatches). */
export function postcodeFits(country: AddressCountryRules | undefined, postcode: string): boolean {
  if (!country?.postcodeRegex) return true;
  return new RegExp(`^(?:${country.postcodeRegex})$`, "i").test(postcode.trim());
}

/**
 * SPEC §5 address validity for one country: contact (first and last name, phone), one street
 * line, city, country; the region when the country requires one (from its list when it has one);
 * the postcode when the country uses them, matching its pattern when given. `country` undefined
 * means no known country is chosen: the country field says so and region/postcode rules relax.
 */
export function addressRules(country: AddressCountryRules | undefined): Record<AddressField, readonly FieldRule[]> {
  const region = regionLabelId(country);
  const regionText = regionLabel(country).toLowerCase();
  const postcodeText = ADDRESS_LABELS.postcode.toLowerCase();
  return {
    firstname: [(v) => nameIssue(v, "firstname")],
    lastname: [(v) => nameIssue(v, "lastname")],
    company: [maxLength("company", ADDRESS_LIMITS.company)],
    telephone: [(v) => requiredIssue(v, "telephone"), maxLength("telephone", ADDRESS_LIMITS.telephone), phoneIssue],
    street: [(v) => requiredIssue(v, "street"), maxLength("street", ADDRESS_LIMITS.streetLine)],
    street2: [maxLength("street2", ADDRESS_LIMITS.streetLine)],
    city: [(v) => requiredIssue(v, "city"), maxLength("city", ADDRESS_LIMITS.city)],
    countryId: [
      (v) => requiredIssue(v, "countryId"),
      () => (country ? null : issue("country", "Please select a valid country.")),
    ],
    region: [
      (v) => (country?.requireRegion ? requiredIssue(v, region) : null),
      maxLength(region, ADDRESS_LIMITS.region),
      // A country without a region line shows no field, so there is no list to pick from either.
      (v) =>
        str(v).trim() && country?.regions.length && regionField(country).shown && !findRegion(country, v)
          ? issue("region", `Please select a valid ${regionText}.`, region)
          : null,
    ],
    postcode: [
      (v) => (country?.requirePostcode ? requiredIssue(v, "postcode") : null),
      maxLength("postcode", ADDRESS_LIMITS.postcode),
      (v) => {
        if (!str(v).trim() || postcodeFits(country, str(v))) return null;
        const example = country?.postcodeExample;
        return example
          ? issue("postcodeExample", `Please enter a valid ${postcodeText} (e.g. ${example}).`, "postcode", { example })
          : issue("postcode", `Please enter a valid ${postcodeText}.`, "postcode");
      },
    ],
  };
}

/** An address as the rules see it: street lines flattened into street/street2. */
export function addressFormValues(a: {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  telephone?: string | null;
  street?: readonly (string | null)[] | null;
  city?: string | null;
  countryId?: string | null;
  region?: string | null;
  regionId?: string | null;
  postcode?: string | null;
}): Record<AddressField, string> {
  const lines = (a.street ?? []).map((l) => l ?? "");
  return {
    firstname: a.firstname ?? "",
    lastname: a.lastname ?? "",
    company: a.company ?? "",
    telephone: a.telephone ?? "",
    street: lines[0] ?? "",
    street2: lines.slice(1).join(" "),
    city: a.city ?? "",
    countryId: a.countryId ?? "",
    region: a.regionId || a.region || "",
    postcode: a.postcode ?? "",
  };
}
