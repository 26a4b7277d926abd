import { type Locale, LOCALES, localizePath } from "@ironworks/domain";

export interface HeadLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
}

/**
 * Canonical and hreflang alternates for a page (SPEC §2). Non-indexable locales get
 * noindex,nofollow except the APO home page.
 */
export function headLinks(baseUrl: string, locale: Locale, path: string): HeadLinks {
  const abs = (p: string) => `${baseUrl}${p === "/" ? "/" : p}`;
  const alternates = LOCALES.filter((l) => l.indexable).map((l) => ({
    hreflang: l.tag,
    href: abs(localizePath(path, l)),
  }));
  alternates.push({ hreflang: "x-default", href: abs(path) });
  const apoHome = locale.site === "APO" && path === "/";
  return {
    canonical: abs(localizePath(path, locale)),
    alternates,
    robots: locale.indexable || apoHome ? null : "noindex,nofollow",
  };
}

/** Route modules may set handle.noindex (404s, placeholders, account pages); root.tsx writes the robots tag. */
export interface RouteHandle {
  noindex?: boolean;
  /** The back office (ADR 0037): pages under a route with this handle render without the storefront's shell. */
  console?: boolean;
}
