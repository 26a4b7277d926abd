import { LANGUAGES, parseTextLocale } from "@ironworks/domain";
import { z } from "zod";

/** SPEC §2/§3 content block: the unit pages are assembled from. */
export interface ContentBlock {
  name: string;
  props?: Record<string, unknown>;
  slots?: Record<string, ContentBlock[]>;
  class?: string;
  value?: string;
  segments?: string[];
  skus?: string[];
  abTest?: { name: string; variants: ContentBlock[][] };
  tracking?: { name: string; index?: number; whenVisible?: boolean };
  styles?: Record<string, string>;
}

export const ContentBlock: z.ZodType<ContentBlock> = z.lazy(() =>
  z.object({
    name: z.string(),
    props: z.record(z.string(), z.unknown()).optional(),
    slots: z.record(z.string(), z.array(ContentBlock)).optional(),
    class: z.string().optional(),
    value: z.string().optional(),
    segments: z.array(z.string()).optional(),
    skus: z.array(z.string()).optional(),
    abTest: z.object({ name: z.string(), variants: z.array(z.array(ContentBlock)) }).optional(),
    tracking: z
      .object({ name: z.string(), index: z.number().optional(), whenVisible: z.boolean().optional() })
      .optional(),
    styles: z.record(z.string(), z.string()).optional(),
  }),
);

export const CmsPage = z.object({
  id: z.number(),
  identifier: z.string(),
  url: z.string(),
  title: z.string(),
  metaDescription: z.string().nullable(),
  blocks: z.array(ContentBlock),
  roguebuilder: z.unknown().nullable(),
});
export type CmsPage = z.infer<typeof CmsPage>;

export const CmsBlock = z.object({ name: z.string(), active: z.boolean(), content: z.string() });
export type CmsBlock = z.infer<typeof CmsBlock>;

/** SPEC §3 route response. */
export const RouteResponse = z.object({
  entityType: z.enum(["category", "product", "cms", "page"]).nullable(),
  entityId: z.union([z.number(), z.string()]).nullable(),
  redirectTarget: z.string().nullable(),
  redirectType: z.number().nullable(),
  related: z.array(z.string()),
});
export type RouteResponse = z.infer<typeof RouteResponse>;

export const Country = z.object({
  alpha2: z.string(),
  name: z.string(),
  requireRegion: z.boolean(),
  postcodeRegex: z.string().nullable(),
});
export type Country = z.infer<typeof Country>;

export const Region = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof Region>;

/**
 * The `locale` input of the catalog, content and search reads (issue 15 item 3, ADR 0038): a language
 * we write, optionally with its region ("de", "de-DE", "nl-BE"); English when absent.
 */
export const TextLocale = z
  .string()
  .max(35, "is too long")
  .transform((value, ctx) => {
    const tag = parseTextLocale(value);
    if (tag === null) {
      ctx.addIssue({
        code: "custom",
        message: `must be one of ${LANGUAGES.join(", ")}, optionally with a region (de-DE)`,
      });
      return z.NEVER;
    }
    return tag;
  });

/** Translations of one entity by locale key ("de", "de-CH"); English is the entity's own text (ADR 0038). */
export type TranslationsOf<T> = Partial<Record<string, Partial<T>>>;

/** A product's copy in one locale. `labels` translates option, attribute and gallery labels by their English text. */
export interface ProductCopy {
  name: string;
  short_description: string;
  description: string;
  features: string[];
  labels: Record<string, string>;
}

/** A category's copy in one locale; `strip` holds the sub-category strip labels by target category id. */
export interface CategoryCopy {
  name: string;
  description: string;
  strip: Record<string, string>;
  /** This language's last URL segment (back office); the English path is used where it is absent. */
  urlKey: string;
}

export interface CmsPageCopy {
  title: string;
  metaDescription: string;
  blocks: ContentBlock[];
}

export interface CmsBlockCopy {
  content: string;
}
