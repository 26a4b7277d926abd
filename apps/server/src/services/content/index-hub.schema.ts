import type { ContentBlock, IndexRevisionSnapshot } from "@ironworks/contracts";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/**
 * The Index (issue #19): hub categories, tags, authors and posts; each post's words per language in
 * index_post_texts (a language without a text shows the English one). Ids are WordPress-style
 * integers: the API's `categories=330&tags=775` filters and SPEC §9's special ids are these.
 */
export const indexCategories = pgTable("index_categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  headline: text("headline").notNull(),
  headerImage: text("header_image").notNull(),
  position: integer("position").notNull().default(0),
  /** name and headline per language. */
  translations: jsonb("translations")
    .$type<Partial<Record<string, { name?: string; headline?: string }>>>()
    .notNull()
    .default({}),
});

export const indexTags = pgTable("index_tags", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  translations: jsonb("translations").$type<Partial<Record<string, { name?: string }>>>().notNull().default({}),
});

export const indexAuthors = pgTable("index_authors", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  bio: text("bio").notNull(),
  avatar: text("avatar").notNull(),
  translations: jsonb("translations").$type<Partial<Record<string, { bio?: string }>>>().notNull().default({}),
});

/** status: draft (never shown), future (shown from published_at on), publish. */
export const indexPosts = pgTable(
  "index_posts",
  {
    id: integer("id").primaryKey(),
    categoryIds: jsonb("category_ids").$type<number[]>().notNull(),
    tagIds: jsonb("tag_ids").$type<number[]>().notNull().default([]),
    authorId: integer("author_id")
      .notNull()
      .references(() => indexAuthors.id),
    format: text("format").notNull().default("standard"),
    featuredImage: text("featured_image").notNull(),
    largeFeaturedImage: text("large_featured_image").notNull(),
    featuredVideo: text("featured_video"),
    customCss: text("custom_css").notNull().default(""),
    customJs: text("custom_js").notNull().default(""),
    skus: jsonb("skus").$type<string[]>().notNull().default([]),
    /** The hub's featured story (WordPress's sticky). */
    sticky: boolean("sticky").notNull().default(false),
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("index_posts_status_published").on(t.status, t.publishedAt)],
);

export const indexPostTexts = pgTable(
  "index_post_texts",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => indexPosts.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] }), unique("index_post_texts_lang_slug").on(t.lang, t.slug)],
);

/**
 * Every save of a post (create, edit, restore) keeps the post's fields and texts as they were saved,
 * who saved them and when (issue #19 item 4: revisions); the editor lists them and restores one.
 */
export const indexPostRevisions = pgTable(
  "index_post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => indexPosts.id, { onDelete: "cascade" }),
    /** The post's version this save produced. */
    version: integer("version").notNull(),
    /** create | update | restore */
    action: text("action").notNull(),
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb("snapshot").$type<IndexRevisionSnapshot>().notNull(),
  },
  (t) => [index("index_post_revisions_post").on(t.postId, t.id)],
);
