import { z } from "zod";

/** Compare lists and brands (issue 23 items 5–6): wire shapes of /svc_compare and /svc_content/brands. */

export const COMPARE_ERROR_CODES = {
  compareFull: "compare_full",
  notComparable: "compare_not_comparable",
  brandNotFound: "brand_not_found",
} as const;

/** POST /svc_compare/list/items */
export const CompareAddRequest = z.object({ sku: z.string().trim().min(1).max(64) }).strict();
export type CompareAddRequest = z.infer<typeof CompareAddRequest>;

/** The shopper's own compare list: the skus in their order, and its share path. */
export const CompareList = z.object({
  skus: z.array(z.string()),
  count: z.number(),
  max: z.number(),
  path: z.string(),
});
export type CompareList = z.infer<typeof CompareList>;

export const CompareItem = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  manufacturer: z.string().nullable(),
  price: z.number().nullable(),
});
export type CompareItem = z.infer<typeof CompareItem>;

/**
 * A row of the table. `kind` tells the page how to show a value: `text` as is, `money` in the
 * site's currency, `weight` in pounds converted for the region, `stock` a stock status word,
 * `check` a feature a product has ("yes") or lacks (null). `label` is the row's name where it comes
 * from the product's own (translated) copy; the fixed rows are named by their `code` in the page.
 */
export const CompareRowWire = z.object({
  code: z.string(),
  kind: z.enum(["text", "money", "weight", "stock", "check"]),
  label: z.string().nullable(),
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
});
export type CompareRowWire = z.infer<typeof CompareRowWire>;

/** What a table left out: skus it does not know, cannot read, past the maximum or of another kind. */
export const CompareNote = z.object({
  reason: z.enum(["unknown", "malformed", "too_many", "not_comparable"]),
  skus: z.array(z.string()),
});
export type CompareNote = z.infer<typeof CompareNote>;

export const CompareTable = z.object({
  items: z.array(CompareItem),
  rows: z.array(CompareRowWire),
  notes: z.array(CompareNote),
  path: z.string(),
});
export type CompareTable = z.infer<typeof CompareTable>;

/** A brand (BigCommerce-like: name, path, image, page title, meta description, story). */
export const Brand = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  path: z.string(),
  story: z.string(),
  pageTitle: z.string(),
  metaDescription: z.string(),
  productCount: z.number(),
});
export type Brand = z.infer<typeof Brand>;

export const BrandsResponse = z.object({ brands: z.array(Brand) });
export type BrandsResponse = z.infer<typeof BrandsResponse>;

/** Per-locale brand copy (ADR 0038): English is the row's own text. */
export interface BrandCopy {
  story?: string;
  pageTitle?: string;
  metaDescription?: string;
}
