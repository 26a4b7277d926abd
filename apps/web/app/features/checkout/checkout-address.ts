import type { Address, RateAddress } from "@ironworks/contracts";
import {
  type AddressField,
  addressFormValues,
  addressRules,
  emailMessage,
  findRegion,
  formIssues,
  type ValidationIssue,
} from "@ironworks/domain";
import type { AddressValues, CheckoutCountry, Region } from "./checkout-types.ts";

/** Checkout's address rules: the account address book's (SPEC §5), per country. */

export function rulesFor(country: string | undefined, countries: CheckoutCountry[], regions: Record<string, Region[]>) {
  const format = countries.find((c) => c.code === country);
  return addressRules(format ? { ...format, regions: regions[format.code] ?? [] } : undefined);
}

export function addressErrors(
  values: AddressValues,
  countries: CheckoutCountry[],
  regions: Record<string, Region[]>,
): Partial<Record<AddressField, ValidationIssue>> {
  return formIssues(values, rulesFor(values.countryId, countries, regions));
}

/** SPEC §5 address valid (contact, street, city, country, region/postcode per country). */
export function isAddressValid(values: AddressValues, countries: CheckoutCountry[], regions: Record<string, Region[]>) {
  return Object.keys(addressErrors(values, countries, regions)).length === 0;
}

export function isEmailValid(email: string): boolean {
  return emailMessage(email) === null;
}

/** The wire address (SPEC §3 Address; the VAT number is sent as vatId) from the form's values. */
export function toRateAddress(
  values: AddressValues,
  extra: {
    email?: string;
    vatNumber?: string;
    eoriNumber?: string;
    countries?: CheckoutCountry[];
    regions?: Record<string, Region[]>;
  } = {},
): RateAddress {
  const country = (values.countryId ?? "").toUpperCase();
  const format = extra.countries?.find((c) => c.code === country);
  const region = format ? findRegion({ ...format, regions: extra.regions?.[country] ?? [] }, values.region) : null;
  const street = [values.street ?? "", values.street2 ?? ""].map((s) => s.trim()).filter(Boolean);
  const vat = extra.vatNumber?.trim();
  const eori = extra.eoriNumber?.trim();
  return {
    firstname: values.firstname?.trim() || null,
    lastname: values.lastname?.trim() || null,
    email: extra.email?.trim() || null,
    telephone: values.telephone?.trim() || null,
    company: values.company?.trim() || null,
    street,
    city: values.city?.trim() || null,
    postcode: values.postcode?.trim() || null,
    region: region?.name ?? (values.region?.trim() || null),
    regionId: region?.code ?? null,
    countryId: country || null,
    ...(vat ? { vatId: vat } : {}),
    ...(eori ? { eoriNumber: eori } : {}),
  };
}

export function savedAddressValues(address: Address): AddressValues {
  return addressFormValues(address);
}

/** What rating reads of an address (a change elsewhere — a name — does not reload the rates). */
export function ratingPart(a: RateAddress): Record<string, unknown> {
  return {
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    region: a.regionId ?? a.region,
    countryId: a.countryId,
  };
}

/** One line for a summary ("Ada Lovelace, 1 Main St, Columbus, OH 43004, US"). */
export function addressLine(a: RateAddress | AddressValues | null): string {
  if (!a) return "";
  const v = a as Record<string, unknown>;
  const street = Array.isArray(v.street) ? v.street.join(", ") : [v.street, v.street2].filter(Boolean).join(", ");
  const name = [v.firstname, v.lastname].filter(Boolean).join(" ");
  return [name, street, v.city, [v.regionId || v.region, v.postcode].filter(Boolean).join(" "), v.countryId]
    .filter((s) => typeof s === "string" && s.trim())
    .join(", ");
}
