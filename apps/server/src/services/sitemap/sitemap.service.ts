import { LOCALES, localizePath, SITES } from "@ironworks/domain";
import type { Cache } from "../../platform/cache.ts";
import type { CatalogService } from "../catalog/index.ts";

const TTL_MS = 60 * 60_000;
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: every indexable locale's home, categories and products, with hreflang alternates. */
export function createSitemapService(catalog: CatalogService, cache: Cache) {
  return {
    render(baseUrl: string): Promise<string> {
      return cache.wrap(`sitemap:${baseUrl}`, TTL_MS, async () => {
        const indexable = LOCALES.filter((l) => l.indexable);
        const pathsBySite = new Map<string, Set<string>>();
        for (const site of new Set(indexable.map((l) => l.site))) {
          pathsBySite.set(site, new Set(["/", ...(await catalog.listSitePaths(SITES[site]))]));
        }
        const entries: string[] = [];
        for (const locale of indexable) {
          for (const path of pathsBySite.get(locale.site) ?? []) {
            const alternates = indexable
              .filter((l) => pathsBySite.get(l.site)?.has(path))
              .map(
                (l) =>
                  `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${escapeXml(baseUrl + localizePath(path, l))}"/>`,
              )
              .join("");
            entries.push(`<url><loc>${escapeXml(baseUrl + localizePath(path, locale))}</loc>${alternates}</url>`);
          }
        }
        return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
      });
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
