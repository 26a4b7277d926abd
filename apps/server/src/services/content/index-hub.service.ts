import {
  type ContentBlock,
  ERRORS,
  INDEX_CATEGORY_ATHLETES,
  INDEX_TAG_JOURNEYMAN,
  type IndexAuthor,
  type IndexCategory,
  type IndexHub,
  type IndexListing,
  type IndexPost,
  type IndexPostCard,
  type IndexPostFormat,
  type IndexPostPage,
  type IndexTag,
} from "@ironworks/contracts";
import type { Cache } from "../../platform/cache.ts";
import { httpError } from "../../platform/errors.ts";
import type {
  IndexAuthorRow,
  IndexCategoryRow,
  IndexPostRow,
  IndexRepository,
  IndexTagRow,
  IndexTextRow,
} from "./index-hub.repository.ts";

/** SPEC §9: the Index's first page 6 h, tags 24 h; a publish drops both at once on every process. */
export const INDEX_TTL_MS = 6 * 3600_000;
export const INDEX_TAGS_TTL_MS = 24 * 3600_000;
/** The cache keys' prefix: services.ts drops it on a "content" change. */
export const INDEX_CACHE_PREFIX = "memo:index:";
const EN = "en";
const WORDS_PER_MINUTE = 230;
const RELATED = 3;

interface Entry {
  row: IndexPostRow;
  texts: Map<string, IndexTextRow>;
  /** Lower-cased words for `search`, per language. */
  haystack: Map<string, string>;
  date: number;
}

/** Everything a reader can see, read once and kept: the lists, the hub and the post pages are cut from it. */
interface Snapshot {
  posts: Entry[];
  categories: IndexCategoryRow[];
  authors: Map<number, IndexAuthorRow>;
}

export interface ListQuery {
  lang: string;
  page: number;
  perPage: number;
  categories?: readonly number[];
  categoriesExclude?: readonly number[];
  tags?: readonly number[];
  tagsExclude?: readonly number[];
  include?: readonly number[];
  exclude?: readonly number[];
  author?: readonly number[];
  search?: string;
  slug?: readonly string[];
  order?: "asc" | "desc";
  orderby?: "date" | "id" | "title" | "slug" | "relevance" | "modified";
  sticky?: boolean;
}

export const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The plain words of a body: rich text and block titles. */
export function blocksText(blocks: readonly ContentBlock[]): string {
  const out: string[] = [];
  const walk = (list: readonly ContentBlock[]) => {
    for (const b of list) {
      const props = (b.props ?? {}) as { html?: unknown; title?: unknown; text?: unknown };
      for (const v of [props.html, props.title, props.text]) if (typeof v === "string") out.push(stripTags(v));
      for (const slot of Object.values(b.slots ?? {})) walk(slot);
    }
  };
  walk(blocks);
  return out.join(" ");
}

function readingMinutes(blocks: readonly ContentBlock[]): number {
  const words = blocksText(blocks).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const pick = <T>(translations: Partial<Record<string, T>>, lang: string): T | undefined =>
  lang === EN ? undefined : translations[lang];

/**
 * The Index (issue #19): published posts per language (a language without its own text shows the
 * English one), categories, tags and authors. One snapshot of what readers may see is cached for the
 * SPEC's 6 h, or until the next scheduled post goes live if that is sooner; a write drops it on
 * every process (the "content" change, services.ts).
 */
export function createIndexService(repo: IndexRepository, cache: Cache, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function build(): Promise<{ snapshot: Snapshot; ttlMs: number }> {
    const at = now();
    const [{ posts, texts }, categories, authors, next] = await Promise.all([
      repo.loadVisible(at),
      repo.categories(),
      repo.authors(),
      repo.nextScheduled(at),
    ]);
    const byPost = new Map<number, Map<string, IndexTextRow>>();
    for (const t of texts) {
      const m = byPost.get(t.postId) ?? new Map<string, IndexTextRow>();
      m.set(t.lang, t);
      byPost.set(t.postId, m);
    }
    const entries: Entry[] = posts
      .filter((p) => byPost.get(p.id)?.size)
      .map((row) => entryOf(row, [...(byPost.get(row.id)?.values() ?? [])]))
      .sort((a, b) => b.date - a.date || b.row.id - a.row.id);
    const ttlMs = next ? Math.max(1000, Math.min(INDEX_TTL_MS, next.getTime() - at.getTime())) : INDEX_TTL_MS;
    return {
      snapshot: { posts: entries, categories, authors: new Map(authors.map((a) => [a.id, a])) },
      ttlMs,
    };
  }

  function entryOf(row: IndexPostRow, texts: IndexTextRow[]): Entry {
    const t = new Map(texts.map((x) => [x.lang, x]));
    const haystack = new Map(
      [...t].map(([lang, text]) => [lang, `${text.title} ${text.excerpt} ${blocksText(text.blocks)}`.toLowerCase()]),
    );
    return { row, texts: t, haystack, date: (row.publishedAt ?? row.modifiedAt).getTime() };
  }

  let building: Promise<Snapshot> | null = null;
  async function snapshot(): Promise<Snapshot> {
    const key = `${INDEX_CACHE_PREFIX}snapshot`;
    const hit = cache.get<Snapshot>(key);
    if (hit) return hit;
    if (!building)
      building = build()
        .then(({ snapshot: s, ttlMs }) => {
          cache.set(key, s, ttlMs);
          return s;
        })
        .finally(() => {
          building = null;
        });
    return building;
  }

  const textOf = (e: Entry, lang: string): IndexTextRow =>
    (e.texts.get(lang) ?? e.texts.get(EN) ?? [...e.texts.values()][0]) as IndexTextRow;

  const category = (s: Snapshot, id: number | undefined, lang: string): IndexCategory | undefined => {
    const row = s.categories.find((c) => c.id === id);
    return row && toCategory(s, row, lang);
  };

  function toCategory(s: Snapshot, row: IndexCategoryRow, lang: string): IndexCategory {
    const t = pick(row.translations, lang);
    return {
      id: row.id,
      name: t?.name ?? row.name,
      slug: row.slug,
      headline: t?.headline ?? row.headline,
      headerImage: row.headerImage,
      count: s.posts.filter((p) => p.row.categoryIds.includes(row.id)).length,
    };
  }

  function card(s: Snapshot, e: Entry, lang: string): IndexPostCard {
    const text = textOf(e, lang);
    const cat = category(s, e.row.categoryIds[0], lang);
    const catSlug = cat?.slug ?? "uncategorized";
    return {
      id: e.row.id,
      slug: text.slug,
      link: `/theindex/${catSlug}/${text.slug}`,
      title: text.title,
      excerpt: text.excerpt,
      format: e.row.format as IndexPostFormat,
      featuredImagePath: e.row.featuredImage,
      categories: e.row.categoryIds,
      tags: e.row.tagIds,
      category: { id: cat?.id ?? 0, slug: catSlug, name: cat?.name ?? "" },
      author: e.row.authorId,
      date: new Date(e.date).toISOString(),
      modified: e.row.modifiedAt.toISOString(),
      journeyman: e.row.categoryIds.includes(INDEX_CATEGORY_ATHLETES) && e.row.tagIds.includes(INDEX_TAG_JOURNEYMAN),
      readingMinutes: readingMinutes(text.blocks),
      lang: text.lang,
    };
  }

  function full(s: Snapshot, e: Entry, lang: string): IndexPost {
    const text = textOf(e, lang);
    return {
      ...card(s, e, lang),
      largeFeaturedImagePath: e.row.largeFeaturedImage,
      featuredVideo: e.row.featuredVideo,
      blocks: text.blocks,
      customCss: e.row.customCss,
      customJs: e.row.customJs,
      slugs: Object.fromEntries([...e.texts].map(([l, t]) => [l, t.slug])),
      skus: e.row.skus,
    };
  }

  function toAuthor(row: IndexAuthorRow, lang: string): IndexAuthor {
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      bio: pick(row.translations, lang)?.bio ?? row.bio,
      avatar: row.avatar,
    };
  }

  /** Posts matching a WordPress-style query, in order; `relevance` = how often the words occur. */
  function select(s: Snapshot, q: Omit<ListQuery, "page" | "perPage">): Entry[] {
    const any = (list: readonly number[] | undefined, ids: readonly number[]) =>
      !list?.length || list.some((id) => ids.includes(id));
    const none = (list: readonly number[] | undefined, ids: readonly number[]) =>
      !list?.length || !list.some((id) => ids.includes(id));
    const words = (q.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const score = (e: Entry) => {
      const hay = e.haystack.get(q.lang) ?? e.haystack.get(EN) ?? "";
      return words.reduce(
        (n, w) => n + (hay.includes(w) ? 1 + (textOf(e, q.lang).title.toLowerCase().includes(w) ? 2 : 0) : -1e6),
        0,
      );
    };
    let out = s.posts.filter(
      (e) =>
        any(q.categories, e.row.categoryIds) &&
        none(q.categoriesExclude, e.row.categoryIds) &&
        any(q.tags, e.row.tagIds) &&
        none(q.tagsExclude, e.row.tagIds) &&
        (!q.include?.length || q.include.includes(e.row.id)) &&
        (!q.exclude?.length || !q.exclude.includes(e.row.id)) &&
        (!q.author?.length || q.author.includes(e.row.authorId)) &&
        (q.sticky === undefined || e.row.sticky === q.sticky) &&
        (!q.slug?.length || q.slug.includes(textOf(e, q.lang).slug) || q.slug.includes(e.texts.get(EN)?.slug ?? "")) &&
        (!words.length || score(e) > 0),
    );
    const orderby = q.orderby ?? (words.length ? "relevance" : "date");
    const dir = q.order === "asc" ? -1 : 1;
    const title = (e: Entry) => textOf(e, q.lang).title;
    const slug = (e: Entry) => textOf(e, q.lang).slug;
    const cmp: Record<NonNullable<ListQuery["orderby"]>, (a: Entry, b: Entry) => number> = {
      date: (a, b) => b.date - a.date || b.row.id - a.row.id,
      modified: (a, b) => b.row.modifiedAt.getTime() - a.row.modifiedAt.getTime() || b.row.id - a.row.id,
      id: (a, b) => b.row.id - a.row.id,
      title: (a, b) => title(b).localeCompare(title(a)),
      slug: (a, b) => slug(b).localeCompare(slug(a)),
      relevance: (a, b) => score(b) - score(a) || b.date - a.date,
    };
    out = [...out].sort((a, b) => dir * cmp[orderby](a, b));
    return out;
  }

  /** Related posts: never the post itself; most shared tags, then the same category, then the newest. */
  function related(s: Snapshot, e: Entry, lang: string): IndexPostCard[] {
    const shared = (o: Entry) => o.row.tagIds.filter((t) => e.row.tagIds.includes(t)).length;
    const sameCat = (o: Entry) => (o.row.categoryIds.some((c) => e.row.categoryIds.includes(c)) ? 1 : 0);
    return s.posts
      .filter((o) => o.row.id !== e.row.id)
      .sort((a, b) => shared(b) - shared(a) || sameCat(b) - sameCat(a) || b.date - a.date)
      .slice(0, RELATED)
      .map((o) => card(s, o, lang));
  }

  async function page(s: Snapshot, e: Entry, lang: string): Promise<IndexPostPage> {
    const author = s.authors.get(e.row.authorId);
    const rows = await cache.wrap<IndexTagRow[]>(`${INDEX_CACHE_PREFIX}tags`, INDEX_TAGS_TTL_MS, () => repo.tags());
    const tags = rows
      .filter((t) => e.row.tagIds.includes(t.id))
      .map((t) => ({
        id: t.id,
        name: pick(t.translations, lang)?.name ?? t.name,
        slug: t.slug,
        count: s.posts.filter((o) => o.row.tagIds.includes(t.id)).length,
      }));
    return {
      post: full(s, e, lang),
      author: author ? toAuthor(author, lang) : null,
      related: related(s, e, lang),
      tags,
    };
  }

  const findBySlug = (s: Snapshot, slug: string, lang: string): Entry | undefined =>
    s.posts.find((e) => textOf(e, lang).slug === slug) ??
    s.posts.find((e) => e.texts.get(EN)?.slug === slug) ??
    s.posts.find((e) => [...e.texts.values()].some((t) => t.slug === slug));

  return {
    /** Posts per a WordPress-style query (the API's /posts and the storefront's lists). */
    async list(q: ListQuery): Promise<IndexListing & { entries: IndexPost[] }> {
      const s = await snapshot();
      const all = select(s, q);
      const start = (q.page - 1) * q.perPage;
      const pageEntries = all.slice(start, start + q.perPage);
      return {
        posts: pageEntries.map((e) => card(s, e, q.lang)),
        entries: pageEntries.map((e) => full(s, e, q.lang)),
        total: all.length,
        totalPages: Math.ceil(all.length / q.perPage),
        page: q.page,
      };
    },

    /**
     * Published posts that feature any of these products (the post's `skus`, case-insensitive),
     * newest first, at most `limit`: a brand page's "From The Index" (issue #23 item 6).
     */
    async aboutProducts(skus: readonly string[], lang: string, limit = 6): Promise<IndexPostCard[]> {
      if (!skus.length) return [];
      const s = await snapshot();
      const wanted = new Set(skus.map((k) => k.toUpperCase()));
      return s.posts
        .filter((e) => e.row.skus.some((k) => wanted.has(k.toUpperCase())))
        .sort((a, b) => b.date - a.date || b.row.id - a.row.id)
        .slice(0, limit)
        .map((e) => card(s, e, lang));
    },

    /** The hub: the featured (sticky, else newest) story, the latest, a row per category. */
    async hub(lang: string, options: { latest?: number; perCategory?: number } = {}): Promise<IndexHub> {
      const s = await snapshot();
      const featured = s.posts.find((e) => e.row.sticky) ?? s.posts[0];
      const rest = s.posts.filter((e) => e !== featured);
      return {
        featured: featured ? card(s, featured, lang) : null,
        latest: rest.slice(0, options.latest ?? 6).map((e) => card(s, e, lang)),
        categories: s.categories.map((c) => ({
          category: toCategory(s, c, lang),
          posts: s.posts
            .filter((e) => e.row.categoryIds.includes(c.id))
            .slice(0, options.perCategory ?? 4)
            .map((e) => card(s, e, lang)),
        })),
      };
    },

    async categories(lang: string): Promise<IndexCategory[]> {
      const s = await snapshot();
      return s.categories.map((c) => toCategory(s, c, lang));
    },

    /** A hub category by slug or id; unknown → 404 index_category_not_found. */
    async category(slugOrId: string | number, lang: string): Promise<IndexCategory> {
      const s = await snapshot();
      const row = s.categories.find((c) => c.slug === slugOrId || c.id === slugOrId);
      if (!row) throw httpError(ERRORS.indexCategoryNotFound);
      return toCategory(s, row, lang);
    },

    /** Tags with their published post counts; cached a day (SPEC §9). */
    async tags(lang: string): Promise<IndexTag[]> {
      const s = await snapshot();
      const key = `${INDEX_CACHE_PREFIX}tags`;
      const rows = await cache.wrap<IndexTagRow[]>(key, INDEX_TAGS_TTL_MS, () => repo.tags());
      return rows.map((t) => ({
        id: t.id,
        name: pick(t.translations, lang)?.name ?? t.name,
        slug: t.slug,
        count: s.posts.filter((e) => e.row.tagIds.includes(t.id)).length,
      }));
    },

    /** A tag by slug, with its published post count; unknown → 404 index_post_not_found (the page's 404). */
    async tag(slug: string, lang: string): Promise<IndexTag> {
      const s = await snapshot();
      const rows = await cache.wrap<IndexTagRow[]>(`${INDEX_CACHE_PREFIX}tags`, INDEX_TAGS_TTL_MS, () => repo.tags());
      const t = rows.find((r) => r.slug === slug);
      if (!t) throw httpError(ERRORS.indexPostNotFound, "Index tag not found");
      return {
        id: t.id,
        name: pick(t.translations, lang)?.name ?? t.name,
        slug: t.slug,
        count: s.posts.filter((e) => e.row.tagIds.includes(t.id)).length,
      };
    },

    /** An author by slug; unknown → 404. */
    async author(slug: string, lang: string): Promise<IndexAuthor> {
      const s = await snapshot();
      const row = [...s.authors.values()].find((a) => a.slug === slug);
      if (!row) throw httpError(ERRORS.indexPostNotFound, "Index author not found");
      return toAuthor(row, lang);
    },

    async authors(lang: string): Promise<IndexAuthor[]> {
      const s = await snapshot();
      return [...s.authors.values()].map((a) => toAuthor(a, lang));
    },

    /** A post page: the post in the language (English text where it has none), its author and related posts. */
    async post(slug: string, lang: string): Promise<IndexPostPage> {
      const s = await snapshot();
      const e = findBySlug(s, slug, lang);
      if (!e) throw httpError(ERRORS.indexPostNotFound);
      return page(s, e, lang);
    },

    /**
     * A post as saved, whatever its status (a draft, a scheduled post): what a signed preview link
     * shows (issue #19 item 4). Read from the database each time, never from the readers' snapshot.
     */
    async draft(id: number, lang: string): Promise<IndexPostPage | null> {
      const [s, found] = await Promise.all([snapshot(), repo.loadOne(id)]);
      if (!found?.texts.length) return null;
      return page(s, entryOf(found.post, found.texts), lang);
    },

    async postById(id: number, lang: string): Promise<IndexPost | null> {
      const s = await snapshot();
      const e = s.posts.find((p) => p.row.id === id);
      return e ? full(s, e, lang) : null;
    },

    /**
     * What sitemap.xml lists of the Index (issue #19 item 5): the hub, each category and each
     * published post with its own slug per language (a language without a text: the English slug).
     */
    async sitemap(): Promise<{
      categories: string[];
      posts: { category: string; slugs: Record<string, string>; modified: string }[];
    }> {
      const s = await snapshot();
      return {
        categories: s.categories.map((c) => c.slug),
        posts: s.posts.map((e) => ({
          category: s.categories.find((c) => c.id === e.row.categoryIds[0])?.slug ?? "uncategorized",
          slugs: Object.fromEntries([...e.texts].map(([l, t]) => [l, t.slug])),
          modified: e.row.modifiedAt.toISOString(),
        })),
      };
    },

    /** Drops every cached read (after a write; services.ts also does it on a "content" change). */
    invalidate(): void {
      cache.deletePrefix(INDEX_CACHE_PREFIX);
    },
  };
}

export type IndexService = ReturnType<typeof createIndexService>;
