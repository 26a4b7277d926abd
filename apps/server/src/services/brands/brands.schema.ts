import type { BrandCopy } from "@ironworks/contracts";
import { boolean, jsonb, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Brands (issue 23 item 6): every manufacturer the catalog names (`attributes.manufacturer` is the
 * brand's `name`), with its logo (an SVG document), story and SEO copy; other languages in
 * `translations` (ADR 0038). An inactive brand has no page; its products are unaffected.
 */
export const brands = pgTable("catalog_brands", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull().unique(),
  logo: text("logo").notNull(),
  story: text("story").notNull(),
  pageTitle: text("page_title").notNull(),
  metaDescription: text("meta_description").notNull(),
  translations: jsonb("translations").$type<Partial<Record<string, BrandCopy>>>().notNull().default({}),
  isActive: boolean("is_active").notNull().default(true),
});
