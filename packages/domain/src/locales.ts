import { SITES, type Site, type SiteCode } from "./sites.ts";

/**
 * URL locale prefixes (SPEC §2). Each prefix selects a site and a BCP-47 locale used for
 * number formatting and hreflang. See docs/decisions/0002-locales-and-indexing.md.
 */
export interface Locale {
  /** Path prefix without trailing slash; "" for the USA root. */
  prefix: string;
  site: SiteCode;
  /** BCP-47 tag used for hreflang and html lang. */
  tag: string;
  /** Country the locale targets (ISO alpha-2). */
  country: string;
  /** Whether search engines may index it (SPEC §2: non-indexable get noindex,nofollow). */
  indexable: boolean;
  /** Label for the region picker. */
  label: string;
}

/** A locale row; the country is the region of its BCP-47 tag. */
const locale = (prefix: string, site: SiteCode, tag: string, indexable: boolean, label: string): Locale => ({
  prefix,
  site,
  tag,
  country: tag.slice(tag.indexOf("-") + 1),
  indexable,
  label,
});

/** A eurozone country: its own language at /xx (indexable) and English at /xx/en (not indexed). */
const euroCountry = (country: string, language: string, nativeName: string, englishName: string): Locale[] => {
  const prefix = `/${country.toLowerCase()}`;
  return [
    locale(prefix, "EUR", `${language}-${country}`, true, `${nativeName} (EUR)`),
    locale(`${prefix}/en`, "EUR", `en-${country}`, false, `${englishName} – English (EUR)`),
  ];
};

export const LOCALES: readonly Locale[] = [
  locale("", "USA", "en-US", true, "United States (USD)"),
  locale("/ca", "CAN", "en-CA", true, "Canada (CAD)"),
  locale("/au", "AUS", "en-AU", true, "Australia (AUD)"),
  locale("/gb", "GBR", "en-GB", true, "United Kingdom (GBP)"),
  locale("/apo", "APO", "en-US", false, "APO / FPO / DPO (USD)"),
  ...euroCountry("DE", "de", "Deutschland", "Germany"),
  ...euroCountry("FR", "fr", "France", "France"),
  ...euroCountry("ES", "es", "España", "Spain"),
  ...euroCountry("BE", "nl", "België", "Belgium"),
];

export const DEFAULT_LOCALE = LOCALES[0] as Locale;

/** Longest-prefix match of a pathname against the locale prefixes. */
export function resolveLocale(pathname: string): { locale: Locale; rest: string } {
  let best = DEFAULT_LOCALE;
  for (const locale of LOCALES) {
    if (!locale.prefix) continue;
    if (pathname === locale.prefix || pathname.startsWith(`${locale.prefix}/`)) {
      if (locale.prefix.length > best.prefix.length) best = locale;
    }
  }
  const rest = pathname.slice(best.prefix.length) || "/";
  return { locale: best, rest };
}

export function siteOf(locale: Locale): Site {
  return SITES[locale.site];
}

/** Prefix an internal, root-relative path with the locale (used for links and rich content). */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (!locale.prefix) return path;
  if (path === locale.prefix || path.startsWith(`${locale.prefix}/`)) return path;
  return path === "/" ? locale.prefix : `${locale.prefix}${path}`;
}

/**
 * Currency display (SPEC §9): en-US formatting except locale formatting for Europe and UK;
 * an empty amount shows a dash.
 */
export function formatPrice(amount: number | null | undefined, currency: string, locale: Locale): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "–";
  const tag = locale.site === "EUR" || locale.site === "GBR" ? locale.tag : "en-US";
  return currencyFormat(tag, currency).format(amount);
}

// Building an Intl.NumberFormat costs far more than using one: keep one per tag and currency.
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/**
 * The locale an order was placed in: its site's locale with the page's language tag (the order's
 * meta.l10n) where the site has one, else the site's first (its main prefix).
 */
export function localeOfSite(site: string, tag?: string | null): Locale {
  const ofSite = LOCALES.filter((l) => l.site === site);
  return ofSite.find((l) => l.tag === tag) ?? ofSite[0] ?? DEFAULT_LOCALE;
}
