import { LOCALES, languageOf, localizePath, SITES } from "@ironworks/domain";
import type { Cache } from "../../platform/cache.ts";
import type { CatalogService } from "../catalog/index.ts";

const TTL_MS = 60 * 60_000;
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the Index gives the sitemap (services/content's IndexService.sitemap). */
export interface SitemapIndexSource {
  sitemap(): Promise<{
    categories: string[];
    posts: { category: string; slugs: Record<string, string>; modified: string }[];
  }>;
}

/**
 * The Index's entries (issue #19 item 5): the hub and its categories in every indexable locale, each
 * post at its own language's slug, alternates per language. Read from the Index's own snapshot on
 * every render (not the sitemap's hour), so a publish shows up at once.
 */
async function indexEntries(index: SitemapIndexSource, baseUrl: string): Promise<string[]> {
  const indexable = LOCALES.filter((l) => l.indexable);
  const { categories, posts } = await index.sitemap();
  const pages: { pathIn: (lang: string) => string; lastmod?: string }[] = [
    { pathIn: () => "/theindex" },
    ...categories.map((c) => ({ pathIn: () => `/theindex/${c}` })),
    ...posts.map((p) => ({
      pathIn: (lang: string) => `/theindex/${p.category}/${p.slugs[lang] ?? p.slugs.en ?? Object.values(p.slugs)[0]}`,
      lastmod: p.modified,
    })),
  ];
  const out: string[] = [];
  for (const page of pages) {
    const at = (l: (typeof indexable)[number]) => escapeXml(baseUrl + localizePath(page.pathIn(languageOf(l)), l));
    const alternates = indexable
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${at(l)}"/>`)
      .join("");
    for (const locale of indexable)
      out.push(
        `<url><loc>${at(locale)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}${alternates}</url>`,
      );
  }
  return out;
}

/** sitemap.xml: every indexable locale's home, categories and products, with hreflang alternates; the Index's pages. */
export function createSitemapService(catalog: CatalogService, cache: Cache, index?: SitemapIndexSource) {
  return {
    async render(baseUrl: string): Promise<string> {
      const [catalogEntries, hub] = await Promise.all([
        catalogPart(baseUrl),
        index ? indexEntries(index, baseUrl).catch(() => []) : Promise.resolve([]),
      ]);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...catalogEntries, ...hub].join("\n")}\n</urlset>\n`;
    },
  };

  function catalogPart(baseUrl: string): Promise<string[]> {
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
      return entries;
    });
  }
}
export type SitemapService = ReturnType<typeof createSitemapService>;
