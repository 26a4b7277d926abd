import {
  type ContentBlock,
  ERRORS,
  type ErrorKind,
  INDEX_MAX_PER_PAGE,
  INDEX_MAX_SEARCH,
  type IndexAuthor,
  type IndexCategory,
  type IndexPost,
  type IndexTag,
  type WpError,
} from "@ironworks/contracts";
import { LANGUAGES, LOCALES, languageOf, localizePath } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { HttpError, httpError } from "../../platform/errors.ts";
import { type AppEnv, cacheControl } from "../../platform/http.ts";
import type { IndexService, ListQuery } from "./index-hub.service.ts";

/** Browsers and proxies keep an answer a minute: a publish shows everywhere within it (the data caches drop at once). */
const HTTP_TTL = { posts: 60, tags: 300 } as const;
/** A featured image's media id: the post's id in another range (WordPress keeps media as posts). */
const MEDIA_ID_OFFSET = 100_000;
const BANNER = { width: 1920, height: 720 };

/** Thrown as a WordPress error (`{code, message, data: {status, params}}`). */
function wpError(kind: ErrorKind, message: string = kind.message, params?: Record<string, string>): HttpError {
  return httpError(kind, message, params);
}
const invalid = (param: string, problem: string) =>
  wpError(ERRORS.indexInvalidParam, `Invalid parameter(s): ${param}`, { [param]: problem });

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The body as WordPress HTML: rich text as written, product cards as a block comment carrying their SKUs. */
export function renderContent(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((b) => {
      const props = (b.props ?? {}) as { html?: string; skus?: string[]; title?: string };
      if (b.name === "RichText" && typeof props.html === "string") return `${props.html}\n`;
      if (b.name === "ProductCarousel")
        return `<!-- wp:ironworks/products ${JSON.stringify({ title: props.title ?? "", skus: props.skus ?? [] })} /-->\n`;
      return "";
    })
    .join("");
}

/** WordPress's local date without a zone (the store's hub runs in UTC) and the GMT one. */
const wpDate = (iso: string) => iso.slice(0, 19);

function params(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

/** `categories=1,2`, `categories[]=1&categories[]=2`: integer lists, WordPress's message for a bad item. */
function intList(q: URLSearchParams, name: string): number[] | undefined {
  const raw = [...q.getAll(name), ...q.getAll(`${name}[]`)].flatMap((v) => v.split(","));
  if (!raw.length) return undefined;
  return raw.map((v, i) => {
    const n = Number(v.trim());
    if (!/^\d{1,9}$/.test(v.trim()) || !Number.isSafeInteger(n))
      throw invalid(name, `${name}[${i}] is not of type integer.`);
    return n;
  });
}

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max?: number): number {
  const v = q.get(name);
  if (v === null || v === "") return fallback;
  const n = Number(v);
  if (!/^-?\d{1,9}$/.test(v) || n < min || (max !== undefined && n > max))
    throw invalid(
      name,
      max === undefined
        ? `${name} must be greater than or equal to ${min}`
        : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
    );
  return n;
}

function oneOf<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const v = q.get(name);
  if (v === null || v === "") return undefined;
  if (!(allowed as readonly string[]).includes(v)) throw invalid(name, `${name} is not one of ${allowed.join(", ")}.`);
  return v as T;
}

function langParam(q: URLSearchParams): string {
  return oneOf(q, "lang", LANGUAGES) ?? "en";
}

function searchParam(q: URLSearchParams): string | undefined {
  const s = q.get("search");
  if (s === null || s.trim() === "") return undefined;
  if (s.length > INDEX_MAX_SEARCH)
    throw invalid("search", `search must be at most ${INDEX_MAX_SEARCH} characters long.`);
  return s;
}

/** `_fields=id,title.rendered`: the top-level names asked for (unknown names are ignored, as WordPress does). */
function fieldsParam(q: URLSearchParams): Set<string> | null {
  const v = q.get("_fields");
  if (v === null || v.trim() === "") return null;
  return new Set(
    v
      .split(",")
      .map((f) => f.trim().split(".")[0] ?? "")
      .filter(Boolean),
  );
}

/** `_embed` (everything) or `_embed=wp:featuredmedia,wp:term`. */
function embedParam(q: URLSearchParams): Set<string> | null {
  if (!q.has("_embed")) return null;
  const v = q.get("_embed") ?? "";
  const all = ["author", "wp:featuredmedia", "wp:term"];
  if (v === "" || v === "1" || v === "true") return new Set(all);
  return new Set(v.split(",").map((s) => s.trim()));
}

/** Lazily computed fields, so a card list never renders content it was not asked for (`_fields`). */
type Lazy = Record<string, () => unknown>;

function pick(fields: Lazy, only: Set<string> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, get] of Object.entries(fields)) if (!only || only.has(k)) out[k] = get();
  return out;
}

/**
 * The Index's public API in the WordPress REST v2 shape, at WordPress's own paths (issue #19):
 * /wp-json/wp/v2/posts, /posts/{id}, /categories, /categories/{id}, /tags, /tags/{id}, /users/{id},
 * /media/{id}, /search. Language by `lang` (as WordPress translation plugins do). Errors in
 * WordPress's body shape with its codes (`rest_invalid_param`, `rest_post_invalid_page_number`, …).
 */
export function indexHubRoutes(index: IndexService, options: { publicBaseUrl: string }) {
  const app = new Hono<AppEnv>();
  const base = options.publicBaseUrl.replace(/\/$/, "");
  const api = `${base}/wp-json/wp/v2`;
  /** A storefront path in the language's first indexable locale (de → /de, nl → /be, en → none). */
  const absolute = (path: string, lang: string) => {
    const locale = LOCALES.find((l) => l.indexable && languageOf(l) === lang && !l.tag.startsWith("en-")) ?? LOCALES[0];
    return `${base}${locale ? localizePath(path, locale) : path}`;
  };

  app.onError((err, c) => {
    if (!(err instanceof HttpError)) throw err;
    const body: WpError = {
      code: err.code,
      message: err.message,
      data: { status: err.status, ...(err.details ? { params: err.details as Record<string, string> } : {}) },
    };
    return c.json(body, err.status);
  });

  const send = (c: Context, body: unknown, ttl: number, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const etag = `W/"${(h >>> 0).toString(36)}${text.length.toString(36)}"`;
    const all = {
      "content-type": "application/json; charset=utf-8",
      "cache-control": cacheControl(ttl),
      etag,
      "access-control-expose-headers": "X-WP-Total, X-WP-TotalPages, Link",
      ...headers,
    };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers: all });
    return new Response(c.req.method === "HEAD" ? null : text, { status: 200, headers: all });
  };

  const media = (p: IndexPost, lang: string) => ({
    id: p.id + MEDIA_ID_OFFSET,
    date: wpDate(p.date),
    slug: `${p.slug}-featured`,
    type: "attachment",
    link: absolute(p.link, lang),
    title: { rendered: escapeHtml(p.title) },
    alt_text: p.title,
    media_type: "image",
    mime_type: "image/svg+xml",
    source_url: `${base}${p.largeFeaturedImagePath}`,
    media_details: { ...BANNER, sizes: {} },
  });

  /** What `_embed` needs, read once per request (each read is a walk over the cached snapshot). */
  const embeds = () => {
    const memo = new Map<string, Promise<{ authors: IndexAuthor[]; categories: IndexCategory[]; tags: IndexTag[] }>>();
    return (lang: string) => {
      let hit = memo.get(lang);
      if (!hit) {
        hit = Promise.all([index.authors(lang), index.categories(lang), index.tags(lang)]).then(
          ([authors, categories, tags]) => ({ authors, categories, tags }),
        );
        memo.set(lang, hit);
      }
      return hit;
    };
  };

  async function wpPost(
    p: IndexPost,
    lang: string,
    only: Set<string> | null,
    embed: Set<string> | null,
    related = embeds(),
  ) {
    const links = () => ({
      self: [{ href: `${api}/posts/${p.id}` }],
      collection: [{ href: `${api}/posts` }],
      author: [{ embeddable: true, href: `${api}/users/${p.author}` }],
      "wp:featuredmedia": [{ embeddable: true, href: `${api}/media/${p.id + MEDIA_ID_OFFSET}` }],
      "wp:term": [
        { taxonomy: "category", embeddable: true, href: `${api}/categories?post=${p.id}` },
        { taxonomy: "post_tag", embeddable: true, href: `${api}/tags?post=${p.id}` },
      ],
      curies: [{ name: "wp", href: "https://api.w.org/{rel}", templated: true }],
    });
    const fields: Lazy = {
      id: () => p.id,
      date: () => wpDate(p.date),
      date_gmt: () => wpDate(p.date),
      guid: () => ({ rendered: `${base}/?p=${p.id}` }),
      modified: () => wpDate(p.modified),
      modified_gmt: () => wpDate(p.modified),
      slug: () => p.slug,
      status: () => "publish",
      type: () => "post",
      link: () => absolute(p.link, lang),
      title: () => ({ rendered: escapeHtml(p.title) }),
      content: () => ({ rendered: renderContent(p.blocks), protected: false }),
      excerpt: () => ({ rendered: `<p>${escapeHtml(p.excerpt)}</p>\n`, protected: false }),
      author: () => p.author,
      featured_media: () => p.id + MEDIA_ID_OFFSET,
      comment_status: () => "closed",
      ping_status: () => "closed",
      sticky: () => false,
      template: () => "",
      format: () => p.format,
      meta: () => [],
      categories: () => p.categories,
      tags: () => p.tags,
      class_list: () => [`post-${p.id}`, "post", "type-post", "status-publish", `format-${p.format}`],
      lang: () => p.lang,
      // SPEC §3's custom REST fields.
      featuredImagePath: () => p.featuredImagePath,
      largeFeaturedImagePath: () => p.largeFeaturedImagePath,
      featuredVideo: () => p.featuredVideo,
      customCss: () => p.customCss,
      customJs: () => p.customJs,
      journeyman: () => p.journeyman,
      readingMinutes: () => p.readingMinutes,
      skus: () => p.skus,
      _links: links,
    };
    const out = pick(fields, only);
    if (embed && (!only || only.has("_embedded"))) {
      const { authors, categories, tags } = await related(lang);
      const embedded: Record<string, unknown> = {};
      if (embed.has("author")) {
        const a = authors.find((x) => x.id === p.author);
        if (a) embedded.author = [wpUser(a)];
      }
      if (embed.has("wp:featuredmedia")) embedded["wp:featuredmedia"] = [media(p, lang)];
      if (embed.has("wp:term"))
        embedded["wp:term"] = [
          categories.filter((c) => p.categories.includes(c.id)).map((c) => wpCategory(c, lang)),
          tags.filter((t) => p.tags.includes(t.id)).map((t) => wpTag(t, lang)),
        ];
      out._embedded = embedded;
    }
    return out;
  }

  const wpUser = (a: { id: number; name: string; slug: string; bio: string; avatar: string }) => ({
    id: a.id,
    name: a.name,
    url: "",
    description: a.bio,
    link: `${base}/theindex/author/${a.slug}`,
    slug: a.slug,
    avatar_urls: { "96": `${base}${a.avatar}` },
    avatar: a.avatar,
  });
  const wpCategory = (
    c: { id: number; name: string; slug: string; headline: string; headerImage: string; count: number },
    lang: string,
  ) => ({
    id: c.id,
    count: c.count,
    description: c.headline,
    link: absolute(`/theindex/${c.slug}`, lang),
    name: c.name,
    slug: c.slug,
    taxonomy: "category",
    parent: 0,
    meta: [],
    headline: c.headline,
    headerImage: c.headerImage,
  });
  const wpTag = (t: { id: number; name: string; slug: string; count: number }, lang: string) => ({
    id: t.id,
    count: t.count,
    description: "",
    link: absolute(`/theindex/tag/${t.slug}`, lang),
    name: t.name,
    slug: t.slug,
    taxonomy: "post_tag",
    meta: [],
  });

  /** X-WP-Total / X-WP-TotalPages / Link; a page past the end is 400 when there are results. */
  function paging(c: Context, total: number, page: number, perPage: number): Record<string, string> {
    const totalPages = Math.ceil(total / perPage);
    if (page > totalPages && total > 0) throw wpError(ERRORS.indexInvalidPageNumber);
    const url = new URL(c.req.url);
    const at = (n: number) => {
      const u = new URL(`${api}${url.pathname.replace(/^.*\/wp\/v2/, "")}`);
      for (const [k, v] of url.searchParams) u.searchParams.append(k, v);
      u.searchParams.set("page", String(n));
      return `<${u.toString()}>`;
    };
    const link = [
      ...(page > 1 && page <= totalPages + 1 ? [`${at(page - 1)}; rel="prev"`] : []),
      ...(page < totalPages ? [`${at(page + 1)}; rel="next"`] : []),
    ].join(", ");
    return {
      "x-wp-total": String(total),
      "x-wp-totalpages": String(totalPages),
      ...(link ? { link } : {}),
    };
  }

  app.get("/wp/v2/posts", async (c) => {
    const q = params(c);
    const status = q.get("status");
    if (status !== null && status !== "publish") throw invalid("status", "Status is forbidden.");
    const perPage = intParam(q, "per_page", 10, 1, INDEX_MAX_PER_PAGE);
    const page = intParam(q, "page", 1, 1);
    const lang = langParam(q);
    const query: ListQuery = {
      lang,
      page,
      perPage,
      categories: intList(q, "categories"),
      categoriesExclude: intList(q, "categories_exclude"),
      tags: intList(q, "tags"),
      tagsExclude: intList(q, "tags_exclude"),
      include: intList(q, "include"),
      exclude: intList(q, "exclude"),
      author: intList(q, "author"),
      search: searchParam(q),
      slug: [...q.getAll("slug"), ...q.getAll("slug[]")].flatMap((s) => s.split(",")).filter(Boolean),
      order: oneOf(q, "order", ["asc", "desc"] as const),
      orderby: oneOf(q, "orderby", ["date", "id", "title", "slug", "relevance", "modified"] as const),
      sticky: q.has("sticky") ? q.get("sticky") === "true" || q.get("sticky") === "1" : undefined,
    };
    if (query.orderby === "relevance" && !query.search)
      throw invalid("orderby", "You need to define a search term to order by relevance.");
    const listing = await index.list(query);
    const headers = paging(c, listing.total, page, perPage);
    const only = fieldsParam(q);
    const embed = embedParam(q);
    const related = embeds();
    const body = await Promise.all(listing.entries.map((p) => wpPost(p, lang, only, embed, related)));
    // SPEC §9: the first page is the hot one; both are dropped from the data cache on a publish.
    return send(c, body, HTTP_TTL.posts, headers);
  });

  app.get("/wp/v2/posts/:id", async (c) => {
    const q = params(c);
    const id = c.req.param("id");
    const lang = langParam(q);
    const post = /^\d{1,9}$/.test(id) ? await index.postById(Number(id), lang) : null;
    if (!post) throw wpError(ERRORS.indexPostInvalidId);
    return send(c, await wpPost(post, lang, fieldsParam(q), embedParam(q)), HTTP_TTL.posts);
  });

  app.get("/wp/v2/media/:id", async (c) => {
    const q = params(c);
    const id = Number(c.req.param("id"));
    const lang = langParam(q);
    const post =
      Number.isSafeInteger(id) && id > MEDIA_ID_OFFSET ? await index.postById(id - MEDIA_ID_OFFSET, lang) : null;
    if (!post) throw wpError(ERRORS.indexPostInvalidId);
    return send(c, media(post, lang), HTTP_TTL.posts);
  });

  const terms = <T extends { id: number; name: string; slug: string; count: number }>(
    c: Context,
    list: T[],
    toWp: (t: T) => Record<string, unknown>,
    ttl: number,
  ) => {
    const q = params(c);
    const perPage = intParam(q, "per_page", 10, 1, INDEX_MAX_PER_PAGE);
    const page = intParam(q, "page", 1, 1);
    const search = searchParam(q)?.toLowerCase();
    const include = intList(q, "include");
    const exclude = intList(q, "exclude");
    const slugs = (q.get("slug") ?? "").split(",").filter(Boolean);
    const hideEmpty = q.get("hide_empty") === "true" || q.get("hide_empty") === "1";
    const order = oneOf(q, "order", ["asc", "desc"] as const) ?? "asc";
    const orderby = oneOf(q, "orderby", ["name", "id", "slug", "count"] as const) ?? "name";
    const filtered = list
      .filter(
        (t) =>
          (!search || t.name.toLowerCase().includes(search) || t.slug.includes(search)) &&
          (!include?.length || include.includes(t.id)) &&
          (!exclude?.length || !exclude.includes(t.id)) &&
          (!slugs.length || slugs.includes(t.slug)) &&
          (!hideEmpty || t.count > 0),
      )
      .sort((a, b) => {
        const by =
          orderby === "id" || orderby === "count"
            ? a[orderby] - b[orderby]
            : String(a[orderby]).localeCompare(String(b[orderby]));
        return order === "asc" ? by : -by;
      });
    const headers = paging(c, filtered.length, page, perPage);
    const only = fieldsParam(q);
    const body = filtered.slice((page - 1) * perPage, page * perPage).map((t) => {
      const full = toWp(t);
      return only ? Object.fromEntries(Object.entries(full).filter(([k]) => only.has(k))) : full;
    });
    return send(c, body, ttl, headers);
  };

  app.get("/wp/v2/categories", async (c) => {
    const lang = langParam(params(c));
    return terms(c, await index.categories(lang), (t) => wpCategory(t, lang), HTTP_TTL.posts);
  });
  app.get("/wp/v2/tags", async (c) => {
    const lang = langParam(params(c));
    return terms(c, await index.tags(lang), (t) => wpTag(t, lang), HTTP_TTL.tags);
  });
  app.get("/wp/v2/categories/:id", async (c) => {
    const lang = langParam(params(c));
    const id = Number(c.req.param("id"));
    const found = (await index.categories(lang)).find((x) => x.id === id);
    if (!found) throw wpError(ERRORS.indexTermInvalid);
    return send(c, wpCategory(found, lang), HTTP_TTL.posts);
  });
  app.get("/wp/v2/tags/:id", async (c) => {
    const lang = langParam(params(c));
    const id = Number(c.req.param("id"));
    const found = (await index.tags(lang)).find((x) => x.id === id);
    if (!found) throw wpError(ERRORS.indexTermInvalid);
    return send(c, wpTag(found, lang), HTTP_TTL.tags);
  });
  app.get("/wp/v2/users/:id", async (c) => {
    const lang = langParam(params(c));
    const id = Number(c.req.param("id"));
    const found = (await index.authors(lang)).find((a) => a.id === id);
    if (!found) throw wpError(ERRORS.indexUserInvalidId);
    return send(c, wpUser(found), HTTP_TTL.posts);
  });

  /** WP 5.0 search: `[{id, title, url, type, subtype, _links}]`, 4 per page in the header preview (SPEC §9). */
  app.get("/wp/v2/search", async (c) => {
    const q = params(c);
    const perPage = intParam(q, "per_page", 10, 1, INDEX_MAX_PER_PAGE);
    const page = intParam(q, "page", 1, 1);
    const lang = langParam(q);
    const type = oneOf(q, "type", ["post", "term", "post-format"] as const) ?? "post";
    oneOf(q, "subtype", ["post", "any"] as const);
    if (type !== "post") {
      return send(c, [], HTTP_TTL.posts, { "x-wp-total": "0", "x-wp-totalpages": "0" });
    }
    const listing = await index.list({ lang, page, perPage, search: searchParam(q) });
    const headers = paging(c, listing.total, page, perPage);
    const body = listing.posts.map((p) => ({
      id: p.id,
      title: escapeHtml(p.title),
      url: absolute(p.link, lang),
      type: "post",
      subtype: "post",
      featuredImagePath: p.featuredImagePath,
      // The storefront's own (locale-less) path: the header preview navigates within the page's locale.
      path: p.link,
      excerpt: p.excerpt,
      _links: { self: [{ embeddable: true, href: `${api}/posts/${p.id}` }] },
    }));
    return send(c, body, HTTP_TTL.posts, headers);
  });

  app.all("*", () => {
    throw wpError(ERRORS.indexNoRoute);
  });
  return app;
}
