import { type Language, LOCALES, type Locale, resolveLocale, type SiteCode } from "@ironworks/domain";

/** SPEC §9: the preferred country cookie lives 365 days. */
export const PREFERRED_COUNTRY_COOKIE = "preferred_country";
export const PREFERRED_COUNTRY_DAYS = 365;
/** Once a visit is settled (dismissed or answered), the check does not run again in this tab. */
export const REGION_SETTLED_KEY = "iw_region_settled";

/** GET /svc_ssr/geoIp (SPEC §3 Geo response). */
export interface Geo {
  country: string | null;
  name: string | null;
  current: string;
  currentName: string;
  path: string | null;
}

export type RegionDecision =
  | { kind: "dismiss" }
  | { kind: "redirect"; path: string }
  | { kind: "prompt"; country: string; name: string; path: string; target: Locale };

/** Storefronts whose visitors are never prompted to move (SPEC §4: path /au or /ca). */
const NO_PROMPT_PATHS = new Set(["/au", "/ca"]);

export function localeForPath(path: string): Locale {
  return resolveLocale(path).locale;
}

/**
 * SPEC §4 Region confirmation, after "no prompt if the stored preferred country matches the site"
 * (the root loader checks that): silent dismissal if the visitor's country matches the site or the
 * geo path is /au or /ca; automatic redirect if the stored preference equals the detected country;
 * otherwise the modal.
 */
export function decideRegion(geo: Geo, site: SiteCode, preferred: string | null): RegionDecision {
  if (!geo.country || !geo.path) return { kind: "dismiss" };
  const target = localeForPath(geo.path);
  // The APO site serves US addresses; every other site is the one the geo path points at.
  const matchesSite = target.site === site || (site === "APO" && geo.country === "US");
  if (matchesSite || NO_PROMPT_PATHS.has(geo.path)) return { kind: "dismiss" };
  if (preferred === geo.country) return { kind: "redirect", path: geo.path };
  return { kind: "prompt", country: geo.country, name: geo.name ?? geo.country, path: geo.path, target };
}

/**
 * The visitor's country as the page's language names it: the geo service's English name on English
 * pages, `Intl.DisplayNames` in the others ("Vereinigtes Königreich"), the English name if that fails.
 */
export function countryName(decision: { country: string; name: string }, language: Language): string {
  if (language === "en") return decision.name;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(decision.country) ?? decision.name;
  } catch {
    return decision.name;
  }
}

export function storefrontLabel(path: string): string {
  const prefix = path === "/" ? "" : path;
  return LOCALES.find((l) => l.prefix === prefix)?.label ?? path;
}

export function rememberCountry(country: string, secure: boolean): void {
  const parts = [
    `${PREFERRED_COUNTRY_COOKIE}=${encodeURIComponent(country)}`,
    "Path=/",
    `Max-Age=${PREFERRED_COUNTRY_DAYS * 86_400}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads too.
  document.cookie = parts.join("; ");
}

export function markSettled(): void {
  try {
    sessionStorage.setItem(REGION_SETTLED_KEY, "1");
  } catch {}
}

export function isSettled(): boolean {
  try {
    return sessionStorage.getItem(REGION_SETTLED_KEY) === "1";
  } catch {
    return false;
  }
}
