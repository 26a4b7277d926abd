import data from "./address-data.json" with { type: "json" };
import type { SiteCode } from "./sites.ts";
import { EU_MEMBERS } from "./eu.ts";

/** Address metadata per country, derived from Google's libaddressinput data (scripts/build-address-data.mjs). */
export interface CountryAddressFormat {
  requireRegion: boolean;
  /** Whether addresses there have a region line at all (Germany and France have none). */
  hasRegion: boolean;
  requirePostcode: boolean;
  postcodeRegex: string | null;
  postcodeExample: string | null;
  regionLabel: string;
  regions: { code: string; name: string }[];
}

/**
 * Ours over libaddressinput (ADR 0020), for the stores' own countries: Australians write
 * "State/Territory" (ACT, NT), and UK shipping labels take an optional county.
 */
const OURS: Record<string, Partial<CountryAddressFormat>> = {
  AU: { regionLabel: "state_territory" },
  GB: { hasRegion: true, regionLabel: "county" },
};

const FORMATS: Record<string, CountryAddressFormat> = Object.fromEntries(
  Object.entries(data as Record<string, CountryAddressFormat>).map(([code, f]) => [code, { ...f, ...OURS[code] }]),
);

export function findAddressFormat(alpha2: string): CountryAddressFormat | undefined {
  return FORMATS[alpha2.toUpperCase()];
}

export const ALL_COUNTRY_CODES = Object.keys(FORMATS);

const EU_SITE = [...EU_MEMBERS, "CH", "LI", "NO", "IS", "AD", "SM", "GI", "MC"];

/** Countries each site ships to. The USA site serves every country no other site serves. */
export const SHIP_TO: Record<Exclude<SiteCode, "USA">, string[]> = {
  CAN: ["CA"],
  AUS: ["AU", "NZ"],
  GBR: ["GB", "IM", "JE", "GG"],
  EUR: EU_SITE,
  APO: ["US"],
};

export function shipToCountries(site: SiteCode): string[] {
  if (site !== "USA") return SHIP_TO[site];
  const elsewhere = new Set(
    Object.entries(SHIP_TO)
      .filter(([k]) => k !== "APO")
      .flatMap(([, v]) => v),
  );
  return ALL_COUNTRY_CODES.filter((c) => !elsewhere.has(c));
}

/** Whole-string, case-insensitive postcode match against the country's pattern (SPEC §5). */
export function postcodeMatches(alpha2: string, postcode: string): boolean {
  const format = findAddressFormat(alpha2);
  if (!format?.postcodeRegex) return true;
  return new RegExp(`^(?:${format.postcodeRegex})$`, "i").test(postcode.trim());
}
