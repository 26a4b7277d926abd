import { type Locale, LOCALES, localizePath, resolveLocale, type Site, SITES, formatPrice } from "@ironworks/domain";
import { useRouteLoaderData } from "react-router";

export interface LocaleContext {
  locale: Locale;
  site: Site;
  /** The path without the locale prefix, e.g. "/cart". */
  path: string;
}

export function localeFromRequest(request: Request): LocaleContext {
  const url = new URL(request.url);
  const { locale, rest } = resolveLocale(url.pathname);
  return { locale, site: SITES[locale.site], path: rest };
}

/** Locale of the current page, from the root loader (features/shell/root-data.ts carries these fields). */
export function useLocale(): LocaleContext {
  const data = useRouteLoaderData("root") as LocaleContext | undefined;
  if (data) return { locale: data.locale, site: data.site, path: data.path };
  const fallback = LOCALES[0] as Locale;
  return { locale: fallback, site: SITES.USA, path: "/" };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A count or other plain number written for a BCP-47 tag ("1,234" on en-US, "1.234" on de-DE). */
export function formatNumber(value: number, tag: string): string {
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in a tag's language ("Deutschland" on de-DE); the code when Intl has none. */
export function formatRegion(code: string, tag: string): string {
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: "region" });
    regionNames.set(tag, names);
  }
  return names.of(code) ?? code;
}

const percentFormats = new Map<string, Intl.NumberFormat>();
/** A rate in percent for a tag ("19 %" on de-DE), at most one decimal. Formats are built once per tag: building costs far more than using. */
export function formatPercent(percent: number, tag: string): string {
  let format = percentFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
    percentFormats.set(tag, format);
  }
  return format.format(percent / 100);
}

/**
 * Helpers bound to the current locale.
 * - `href(path)` is for router links (<Link>, <NavLink>, <Form>, navigate): the router's basename
 *   is the locale prefix, so the path stays as it is.
 * - `url(path)` is the full localized path, for plain <a>/<form> elements and absolute links.
 */
export function useLocaleTools() {
  const { locale, site } = useLocale();
  return {
    href: (path: string) => path,
    url: (path: string) => localizePath(path, locale),
    price: (amount: number | null | undefined) => formatPrice(amount, site.currency, locale),
    /** A plain number (a count, a range) in the page's locale. */
    number: (value: number) => formatNumber(value, locale.tag),
  };
}
