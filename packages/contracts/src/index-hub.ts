import { z } from "zod";
import type { ContentBlock } from "./content.ts";

/**
 * The Index (issue #19): the store's magazine, served in the WordPress REST v2 shape at
 * `/wp-json/wp/v2/*` (third-party-contracts.md §3, wave2-anchors.md §1) and read in-process by the
 * storefront's /theindex pages. The spec's non-core fields (featuredImagePath, largeFeaturedImagePath,
 * featuredVideo, customCss, customJs, headline, headerImage) are custom REST fields.
 */

/** The codes WordPress answers (`{code, message, data: {status}}`), kept as WordPress spells them. */
export const INDEX_ERROR_CODES = {
  invalidParam: "rest_invalid_param",
  invalidPageNumber: "rest_post_invalid_page_number",
  postInvalidId: "rest_post_invalid_id",
  termInvalid: "rest_term_invalid",
  userInvalidId: "rest_user_invalid_id",
  noRoute: "rest_no_route",
  /** The storefront's own door (an unknown category or slug under /theindex). */
  postNotFound: "index_post_not_found",
  categoryNotFound: "index_category_not_found",
  slugInUse: "index_slug_in_use",
  revisionNotFound: "index_revision_not_found",
} as const;

/** WordPress's error body: `{"code","message","data":{"status",…}}`. */
export interface WpError {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

/** SPEC §9 content hub constants. */
export const INDEX_PAGE_SIZE = 20;
export const INDEX_SEARCH_PAGE_SIZE = 4;
export const INDEX_MAX_PER_PAGE = 100;
/** Longest `search` the API takes (issue #19: 1,000 characters → 400). */
export const INDEX_MAX_SEARCH = 200;
/** SPEC §9: categories 101 and 330 (Athletes) are special; Journeyman = category 330 with tag 775. */
export const INDEX_CATEGORY_TRAINING = 101;
export const INDEX_CATEGORY_ATHLETES = 330;
export const INDEX_TAG_JOURNEYMAN = 775;

export const INDEX_POST_STATUSES = ["draft", "future", "publish"] as const;
export type IndexPostStatus = (typeof INDEX_POST_STATUSES)[number];
export const INDEX_POST_FORMATS = ["standard", "video", "gallery"] as const;
export type IndexPostFormat = (typeof INDEX_POST_FORMATS)[number];

/** A hub category (SPEC §3): id, name, slug, headline, header image. */
export interface IndexCategory {
  id: number;
  name: string;
  slug: string;
  headline: string;
  headerImage: string;
  /** Published posts in the language asked for. */
  count: number;
}

export interface IndexTag {
  id: number;
  name: string;
  slug: string;
  count: number;
}

export interface IndexAuthor {
  id: number;
  name: string;
  slug: string;
  bio: string;
  avatar: string;
}

/** A post as a card (SPEC §3 Index post): what lists show. */
export interface IndexPostCard {
  id: number;
  slug: string;
  /** The storefront path: /theindex/{categorySlug}/{postSlug} (SPEC §2 links). */
  link: string;
  title: string;
  excerpt: string;
  format: IndexPostFormat;
  featuredImagePath: string;
  categories: number[];
  tags: number[];
  /** The first category's slug (the URL's) and name. */
  category: { id: number; slug: string; name: string };
  author: number;
  /** ISO 8601, the publication time. */
  date: string;
  modified: string;
  /** Category 330 with tag 775 (SPEC §9). */
  journeyman: boolean;
  /** Minutes at 230 words a minute, at least 1. */
  readingMinutes: number;
  /** The language this text is in (a missing translation falls back to English). */
  lang: string;
}

/** The full post (SPEC §3): the card plus the body and the custom fields. */
export interface IndexPost extends IndexPostCard {
  largeFeaturedImagePath: string;
  featuredVideo: string | null;
  /** The body as the store's content blocks (RichText, ProductCarousel by SKU, …). */
  blocks: ContentBlock[];
  customCss: string;
  customJs: string;
  /** The same post's slug in every language it is written in (hreflang). */
  slugs: Record<string, string>;
  skus: string[];
}

export interface IndexPostPage {
  post: IndexPost;
  author: IndexAuthor | null;
  related: IndexPostCard[];
  /** The post's tags (links to /theindex/tag/{slug}). */
  tags: IndexTag[];
}

export interface IndexListing {
  posts: IndexPostCard[];
  total: number;
  totalPages: number;
  page: number;
}

export interface IndexHub {
  featured: IndexPostCard | null;
  latest: IndexPostCard[];
  categories: { category: IndexCategory; posts: IndexPostCard[] }[];
}

/**
 * A featured video is one of the store's own files under /media/video/ (served with range requests,
 * under the pages' `default-src 'self'`). SPEC §3 names no video host, so no outside URL is taken.
 */
export const INDEX_VIDEO_PATH = /^\/media\/video\/[a-z0-9][a-z0-9._-]{0,100}\.(?:mp4|webm)$/;

/** An image under the store's own /media (a featured image, a video's poster). */
export const INDEX_MEDIA_PATH = /^\/media\/[a-z0-9/._-]+$/;

/** Every `<video src>` of a body, as written (quotes optional). */
const VIDEO_SOURCES = /<video\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** A video in a body is one of the store's own clips, as a featured video is; an outside one is refused. */
export function outsideVideos(html: string): string[] {
  return [...html.matchAll(VIDEO_SOURCES)]
    .map((m) => (m[1] ?? m[2] ?? m[3] ?? "").trim())
    .filter((src) => !INDEX_VIDEO_PATH.test(src));
}

/** Rich text an author may not save: scripts, frames, inline handlers, javascript: URLs (customJs is the owner's). */
const UNSAFE_HTML = /<\s*\/?\s*(script|iframe|object|embed|style|link|meta|base|form)\b|\son[a-z]+\s*=|javascript\s*:/i;

export const IndexSlug = z
  .string()
  .trim()
  .min(1, "is required")
  .max(120, "is too long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");

export const StaffIndexPostText = z.object({
  lang: z.enum(["en", "de", "fr", "es", "nl"], { error: "must be en, de, fr, es or nl" }),
  slug: IndexSlug,
  title: z.string().trim().min(1, "is required").max(200, "is too long"),
  excerpt: z.string().trim().max(600, "is too long"),
  html: z
    .string()
    .max(100_000, "is too long")
    .refine((h) => !UNSAFE_HTML.test(h), "may not contain scripts, frames, event handlers or javascript: links")
    .refine(
      (h) => outsideVideos(h).length === 0,
      "may embed only the store's own videos (/media/video/… ending in .mp4 or .webm)",
    ),
});

/** A post as the back office saves it (issue #19 item 4): English is required; other languages optional. */
export const StaffIndexPostInput = z
  .object({
    version: z.number().int().min(1).optional(),
    categoryIds: z.array(z.number().int().positive()).min(1, "needs a category").max(5),
    tagIds: z.array(z.number().int().positive()).max(20).default([]),
    authorId: z.number().int().positive(),
    featuredImage: z.string().max(300).regex(INDEX_MEDIA_PATH, "must be a /media path"),
    /** The hero's video (shown instead of the image, the image its poster): one of the store's own files. */
    featuredVideo: z
      .string()
      .max(300)
      .regex(INDEX_VIDEO_PATH, "must be a /media/video/ file ending in .mp4 or .webm")
      .nullable()
      .default(null),
    skus: z.array(z.string().trim().min(1).max(64)).max(24).default([]),
    sticky: z.boolean().default(false),
    /** The page's own CSS and script: accepted only from the owner role (403 otherwise); absent = unchanged. */
    customCss: z.string().max(20_000, "is too long").optional(),
    customJs: z.string().max(20_000, "is too long").optional(),
    texts: z
      .array(StaffIndexPostText)
      .min(1)
      .max(5)
      .refine((t) => t.some((x) => x.lang === "en"), "needs the English text")
      .refine((t) => new Set(t.map((x) => x.lang)).size === t.length, "has a language twice"),
  })
  .strict();
export type StaffIndexPostInput = z.infer<typeof StaffIndexPostInput>;

/** Draft → scheduled (a future `publishAt`) → published; back to draft unpublishes. */
export const StaffIndexStatusInput = z
  .object({
    status: z.enum(["draft", "future", "publish"], { error: "must be draft, future or publish" }),
    publishAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).max(40).optional(),
  })
  .strict()
  .refine((v) => v.status !== "future" || v.publishAt !== undefined, {
    message: "a scheduled post needs publishAt",
    path: ["publishAt"],
  });
export type StaffIndexStatusInput = z.infer<typeof StaffIndexStatusInput>;

export interface StaffIndexPostSummary {
  id: number;
  title: string;
  status: IndexPostStatus;
  publishedAt: string | null;
  modifiedAt: string;
  languages: string[];
  categoryIds: number[];
  version: number;
}

export interface StaffIndexPost extends Omit<StaffIndexPostInput, "version"> {
  id: number;
  status: IndexPostStatus;
  publishedAt: string | null;
  version: number;
  /** The storefront path of the English text (a draft is seen through a signed preview link). */
  link: string;
}

/** A post as one save left it (issue #19 item 4: revisions). */
export interface IndexRevisionSnapshot {
  categoryIds: number[];
  tagIds: number[];
  authorId: number;
  featuredImage: string;
  featuredVideo: string | null;
  skus: string[];
  sticky: boolean;
  customCss: string;
  customJs: string;
  texts: { lang: "en" | "de" | "fr" | "es" | "nl"; slug: string; title: string; excerpt: string; html: string }[];
}

export const INDEX_REVISION_ACTIONS = ["create", "update", "restore"] as const;

/** One revision in the editor's list: who saved, when, and which fields that save changed. */
export interface StaffIndexRevision {
  id: number;
  version: number;
  action: (typeof INDEX_REVISION_ACTIONS)[number];
  staffEmail: string;
  createdAt: string;
  title: string;
  /** The fields that differ from the revision before it ("texts.de.title", "featuredImage", …); all on the first. */
  changed: string[];
}

/** Restores a revision as a new save; `version` is the post's current one (a stale one → 409). */
export const StaffIndexRestoreInput = z.object({ version: z.number().int().min(1).optional() }).strict();
export type StaffIndexRestoreInput = z.infer<typeof StaffIndexRestoreInput>;

/** A signed, expiring link to a post as saved, whatever its status (issue #19 item 4). */
export interface StaffIndexPreviewLink {
  /** The storefront path, without a locale prefix: /theindex/preview/{id}?t={exp}.{sig} */
  path: string;
  url: string;
  expiresAt: string;
}
