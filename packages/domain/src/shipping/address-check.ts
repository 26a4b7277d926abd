import { findAddressFormat, postcodeMatches, shipToCountries } from "../address.ts";
import type { SiteCode } from "../sites.ts";

/** The address fields shipping and tax read (SPEC §3 Address). */
export interface RateAddress {
  countryId?: string | null | undefined;
  region?: string | null | undefined;
  regionId?: string | number | null | undefined;
  postcode?: string | null | undefined;
  city?: string | null | undefined;
  street?: readonly (string | null | undefined)[] | null | undefined;
}

export interface AddressProblem {
  field: string;
  message: string;
}

export interface CheckedAddress {
  country: string;
  /** The region code from the country's list (a name or code is accepted), or null. */
  region: string | null;
  postcode: string | null;
}

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";

/**
 * SPEC §5 address validity for rating and tax: a known country the site ships to, one non-empty
 * street line, city, a postcode where the country requires one and matching its pattern when
 * given, a region where the country requires one and from its list when it has one. Contact
 * fields are checkout's concern, not the rate's (ADR 0007). Field names are `shippingAddress.*`.
 */
export function checkRateAddress(
  address: RateAddress,
  site: SiteCode,
): { ok: true; address: CheckedAddress } | { ok: false; problem: AddressProblem } {
  const fail = (field: string, message: string) => ({
    ok: false as const,
    problem: { field: `shippingAddress.${field}`, message },
  });
  const country = (address.countryId ?? "").trim().toUpperCase();
  if (!country) return fail("countryId", "is required");
  const format = findAddressFormat(country);
  if (!format || !/^[A-Z]{2}$/.test(country)) return fail("countryId", `unknown country '${country}'`);
  if (!shipToCountries(site).includes(country)) return fail("countryId", `this store does not ship to ${country}`);
  if (!address.street?.some((line) => !blank(line))) return fail("street", "needs one non-empty street line");
  if (blank(address.city)) return fail("city", "is required");
  const postcode = (address.postcode ?? "").trim();
  if (!postcode && format.requirePostcode) return fail("postcode", "is required");
  if (postcode && !postcodeMatches(country, postcode))
    return fail(
      "postcode",
      `does not match the ${country} pattern${format.postcodeExample ? ` (e.g. ${format.postcodeExample})` : ""}`,
    );
  const given = (
    address.region ?? (address.regionId === undefined || address.regionId === null ? "" : String(address.regionId))
  ).trim();
  let region: string | null = null;
  if (given) {
    if (format.regions.length) {
      const found = format.regions.find(
        (r) => r.code.toUpperCase() === given.toUpperCase() || r.name.toUpperCase() === given.toUpperCase(),
      );
      if (!found) return fail("region", `unknown region '${given}' for ${country}`);
      region = found.code;
    } else region = given;
  } else if (format.requireRegion) return fail("region", "is required");
  return { ok: true, address: { country, region, postcode: postcode || null } };
}
