import { z } from "zod";
import { ContentBlock } from "./content.ts";

/**
 * The back office's categories, redirects, CMS pages and blocks (issue #17 item 4, issue #15 item 3).
 * Forms in the console validate with these before posting; the server validates again.
 */

/** The languages staff write copy in; English is the entity's own text (ADR 0038). */
export const COPY_LANGUAGES = ["en", "de", "fr", "es", "nl"] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];
export const CopyLanguage = z.enum(COPY_LANGUAGES, { error: "must be en, de, fr, es or nl" });

/** One URL segment: lower-case letters and digits, single hyphens between them. */
export const UrlKey = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, "is too long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits with single hyphens (no spaces or /)");

const CategoryText = z.object({
  name: z.string().trim().max(255, "is too long"),
  description: z.string().trim().max(5000, "is too long"),
  /** Another language's URL key: empty = the English one is used. */
  urlKey: z.union([z.literal(""), UrlKey]),
});

/** A category save: what changed is what is sent; `version` is what the editor read. */
export const StaffCategoryEdit = z.object({
  version: z.number().int().min(1),
  parentId: z.number().int().min(1).nullable().optional(),
  position: z
    .number()
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(100_000, "is too big")
    .optional(),
  isActive: z.boolean().optional(),
  copy: z
    .object({
      en: CategoryText.extend({
        name: z.string().trim().min(1, "is required").max(255, "is too long"),
        urlKey: UrlKey,
      }),
      de: CategoryText,
      fr: CategoryText,
      es: CategoryText,
      nl: CategoryText,
    })
    .partial()
    .optional(),
});
export type StaffCategoryEdit = z.infer<typeof StaffCategoryEdit>;

/** A new category under a parent (null: top level); English name and URL key required, other languages optional. */
export const StaffCategoryCreate = z.object({
  parentId: z.number().int().min(1).nullable(),
  position: z
    .number()
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(100_000, "is too big")
    .default(0),
  isActive: z.boolean().default(true),
  inMenu: z.boolean().default(true),
  copy: z.object({
    en: CategoryText.extend({
      name: z.string().trim().min(1, "is required").max(255, "is too long"),
      urlKey: UrlKey.pipe(z.string().min(1, "is required")),
      description: z.string().trim().max(5000, "is too long").default(""),
    }),
    de: CategoryText.partial().optional(),
    fr: CategoryText.partial().optional(),
    es: CategoryText.partial().optional(),
    nl: CategoryText.partial().optional(),
  }),
});
export type StaffCategoryCreate = z.infer<typeof StaffCategoryCreate>;

/** A path of this store: starts with one "/", no scheme, host, query or fragment. */
const StorePath = z
  .string()
  .trim()
  .min(1, "is required")
  .max(2000, "is too long")
  .refine((p) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\"), "must be a path on this store (/…)")
  .refine((p) => !/[?#\s]/.test(p), "must be a path without query, fragment or spaces");

/** "*" (every store) or one store's site code. */
export const RedirectSite = z.string().regex(/^(\*|[A-Z]{3})$/, "must be * or a store code (USA, EUR …)");

export const StaffRedirectCreate = z.object({
  site: RedirectSite.default("*"),
  from: StorePath,
  to: StorePath,
  type: z.union([z.literal(301), z.literal(302)], { error: "must be 301 or 302" }),
  /** Redirecting a path that shows a product, category or page hides it there: the member confirms. */
  confirm: z.boolean().optional(),
});
export type StaffRedirectCreate = z.infer<typeof StaffRedirectCreate>;

export const StaffRedirectEdit = StaffRedirectCreate.omit({ site: true, from: true }).extend({
  version: z.number().int().min(1),
});
export type StaffRedirectEdit = z.infer<typeof StaffRedirectEdit>;

/** Which redirect: its store and source path (query string, as paths hold slashes). */
export const StaffRedirectKey = z.object({ site: RedirectSite, from: StorePath });

export const StaffRedirectQuery = z.object({
  q: z.string().trim().max(200, "is too long").optional(),
  /** A column, "-" first for descending (AdminTable's sort buttons). */
  sort: z.enum(["from", "-from", "to", "-to"], { error: "must be from or to, - first for descending" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const StaffCmsPageEdit = z.object({
  version: z.number().int().min(1),
  locale: CopyLanguage,
  /** Another language: an empty title or description means "not translated" (English shows). */
  title: z.string().trim().max(255, "is too long"),
  metaDescription: z.string().trim().max(1000, "is too long"),
  blocks: z.array(ContentBlock).max(500, "has too many blocks"),
  isActive: z.boolean().optional(),
});
export type StaffCmsPageEdit = z.infer<typeof StaffCmsPageEdit>;

/** A CMS identifier (page or block): letters, digits, hyphens and underscores. */
export const CmsIdentifier = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100, "is too long")
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, "must be letters, digits, - or _");

/** A new CMS page (English copy; translations are added in the editor): one store or every store ("*"). */
export const StaffCmsPageCreate = z.object({
  identifier: CmsIdentifier,
  site: RedirectSite.default("*"),
  /** Its own address on the store ("/about-us"), or empty for a page shown only inside others. */
  url: z.union([z.literal(""), StorePath]).default(""),
  title: z.string().trim().min(1, "is required").max(255, "is too long"),
  metaDescription: z.string().trim().max(1000, "is too long").default(""),
  blocks: z.array(ContentBlock).max(500, "has too many blocks").default([]),
  isActive: z.boolean().default(true),
});
export type StaffCmsPageCreate = z.infer<typeof StaffCmsPageCreate>;

export const StaffCmsBlockEdit = z.object({
  version: z.number().int().min(1),
  locale: CopyLanguage,
  content: z.string().max(100_000, "is too long"),
  active: z.boolean().optional(),
});
export type StaffCmsBlockEdit = z.infer<typeof StaffCmsBlockEdit>;

export const StaffCmsBlockCreate = z.object({
  name: CmsIdentifier,
  site: RedirectSite.default("*"),
  content: z.string().min(1, "is required").max(100_000, "is too long"),
  active: z.boolean().default(true),
});
export type StaffCmsBlockCreate = z.infer<typeof StaffCmsBlockCreate>;

export const StaffMissingQuery = z.object({
  language: z.enum(["de", "fr", "es", "nl"], { error: "must be de, fr, es or nl" }).default("de"),
  entity: z
    .enum(["product", "category", "page", "block"], { error: "must be product, category, page or block" })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffMissingQuery = z.infer<typeof StaffMissingQuery>;
