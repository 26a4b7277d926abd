import { INDEX_PAGE_SIZE } from "@ironworks/contracts";
import { LANGUAGES, LOCALES, languageOf, localizePath } from "@ironworks/domain";
import { Hono } from "hono";
import { HttpError } from "../../platform/errors.ts";
import { type AppEnv, cacheControl } from "../../platform/http.ts";
import type { IndexService } from "./index-hub.service.ts";

const THE_INDEX = "The Index";
const FEED_TTL_S = 300;
const escapeXml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * RSS 2.0 feeds of the Index (issue #19 item 5): /theindex/feed.xml (every category) and
 * /theindex/{category}/feed.xml, the newest 20 posts, in the `lang` asked for (English by default),
 * links to the language's storefront. Unknown category or language → 404.
 */
export function indexFeedRoutes(index: IndexService, options: { publicBaseUrl: string }) {
  const app = new Hono<AppEnv>();
  const base = options.publicBaseUrl.replace(/\/$/, "");
  const absolute = (path: string, lang: string) => {
    const locale = LOCALES.find((l) => l.indexable && languageOf(l) === lang && !l.tag.startsWith("en-"));
    return `${base}${locale ? localizePath(path, locale) : path}`;
  };
  const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

  async function feed(c: { req: { url: string; query(name: string): string | undefined } }, slug: string | null) {
    const lang = c.req.query("lang") ?? "en";
    if (!(LANGUAGES as readonly string[]).includes(lang)) return notFound();
    let title = THE_INDEX;
    let description = "";
    let categoryId: number | undefined;
    let path = "/theindex";
    if (slug !== null) {
      try {
        const category = await index.category(slug, lang);
        title = `${category.name} | ${THE_INDEX}`;
        description = category.headline;
        categoryId = category.id;
        path = `/theindex/${category.slug}`;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return notFound();
        throw err;
      }
    }
    const { posts } = await index.list({
      lang,
      page: 1,
      perPage: INDEX_PAGE_SIZE,
      categories: categoryId === undefined ? undefined : [categoryId],
    });
    const self = `${base}${new URL(c.req.url).pathname}${lang === "en" ? "" : `?lang=${lang}`}`;
    const items = posts
      .map((p) => {
        const link = absolute(p.link, lang);
        return [
          "<item>",
          `<title>${escapeXml(p.title)}</title>`,
          `<link>${escapeXml(link)}</link>`,
          `<guid isPermaLink="false">${escapeXml(`${base}/?p=${p.id}`)}</guid>`,
          `<pubDate>${new Date(p.date).toUTCString()}</pubDate>`,
          `<category>${escapeXml(p.category.name)}</category>`,
          `<description>${escapeXml(p.excerpt)}</description>`,
          `<enclosure url="${escapeXml(base + p.featuredImagePath)}" type="image/svg+xml" length="0"/>`,
          "</item>",
        ].join("");
      })
      .join("\n");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(title)}</title>
<link>${escapeXml(absolute(path, lang))}</link>
<description>${escapeXml(description || title)}</description>
<language>${lang}</language>
<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${posts[0] ? `<lastBuildDate>${new Date(posts[0].date).toUTCString()}</lastBuildDate>\n` : ""}${items}
</channel>
</rss>
`;
    return new Response(xml, {
      status: 200,
      headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": cacheControl(FEED_TTL_S) },
    });
  }

  app.get("/feed.xml", (c) => feed(c, null));
  app.get("/:category/feed.xml", (c) => feed(c, c.req.param("category")));
  return app;
}
