import type { CmsBlockCopy, CmsPageCopy, ContentBlock, TranslationsOf } from "@ironworks/contracts";
import { boolean, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";

/** site is a site code, or "*" for content shared by every site. */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: integer("id").primaryKey(),
    identifier: text("identifier").notNull(),
    site: text("site").notNull(),
    url: text("url").notNull(),
    title: text("title").notNull(),
    metaDescription: text("meta_description"),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull(),
    roguebuilder: jsonb("roguebuilder"),
    isActive: boolean("is_active").notNull().default(true),
    /** Title, meta description and blocks per locale (ADR 0038). */
    translations: jsonb("translations").$type<TranslationsOf<CmsPageCopy>>().notNull().default({}),
    /** Moved forward by every back-office save (optimistic concurrency, migration 0011). */
    version: integer("version").notNull().default(1),
  },
  (t) => [unique("cms_pages_identifier_site").on(t.identifier, t.site)],
);

export const cmsBlocks = pgTable(
  "cms_blocks",
  {
    name: text("name").notNull(),
    site: text("site").notNull(),
    active: boolean("active").notNull().default(true),
    content: text("content").notNull(),
    translations: jsonb("translations").$type<TranslationsOf<CmsBlockCopy>>().notNull().default({}),
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.name, t.site] })],
);
