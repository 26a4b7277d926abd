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
  };
}
