import type { CategoryCopy, ProductCopy } from "@ironworks/contracts";
import { pickText } from "@ironworks/domain";
import type { MissingTranslation } from "../../platform/missing-translations.ts";
import type { CategoryRow, ProductRow } from "./catalog.repository.ts";

/**
 * Catalog rows in a locale (ADR 0038): the row's English text replaced field by field along the
 * locale's fallback chain (de-DE → de → English). Rows are cached and shared: never mutated.
 */
export function productInLocale(row: ProductRow, locale: string, missing?: MissingTranslation): ProductRow {
  if (locale === "en") return row;
  const t = row.translations;
  const note = missing && ((l: string, field: keyof ProductCopy) => missing("product", row.id, l, field));
  const pick = <K extends keyof ProductCopy>(english: ProductCopy[K], field: K) =>
    pickText<ProductCopy, K>(english, t, locale, field, note);
  const a = row.attributes;
  const labels = pickText<ProductCopy, "labels">({}, t, locale, "labels");
  const label = (text: string) => labels[text] ?? text;
  const d = row.details;
  return {
    ...row,
    name: pick(row.name, "name"),
    attributes: {
      ...a,
      ...(typeof a.short_description === "string"
        ? { short_description: pick(a.short_description, "short_description") }
        : {}),
      ...(typeof a.description === "string" ? { description: pick(a.description, "description") } : {}),
      ...(Array.isArray(a.features) ? { features: pick(a.features as string[], "features") } : {}),
      // Copy written in a language only (the back office lets a merchandiser add a German description to
      // a product without an English one): shown in that language, nothing to fall back to elsewhere.
      ...(typeof a.description !== "string" && onlyIn(t, locale, "description")),
      ...(!Array.isArray(a.features) && onlyIn(t, locale, "features")),
    },
    details: {
      ...d,
      ...(d.bundleOptions && {
        bundleOptions: d.bundleOptions.map((o) => ({ ...o, title: label(o.title) })),
      }),
      ...(d.customOptions && {
        customOptions: d.customOptions.map((o) => ({
          ...o,
          title: label(o.title),
          values: o.values.map((v) => ({ ...v, title: label(v.title) })),
        })),
      }),
      ...(d.configurableAttributes && {
        configurableAttributes: d.configurableAttributes.map((c) => ({
          ...c,
          label: label(c.label),
          values: c.values.map((v) => ({ ...v, label: label(v.label) })),
        })),
      }),
    },
    gallery: row.gallery.map((g) => ({ ...g, label: label(g.label) })),
  };
}

/** A field that has no English text but a translation along the locale's chain: `{field: text}`, else nothing. */
function onlyIn<K extends "description" | "features">(
  t: ProductRow["translations"],
  locale: string,
  field: K,
): Partial<Pick<ProductCopy, K>> {
  const empty = (field === "features" ? [] : "") as ProductCopy[K];
  const text = pickText<ProductCopy, K>(empty, t, locale, field);
  return (Array.isArray(text) ? text.length : text) ? ({ [field]: text } as Partial<Pick<ProductCopy, K>>) : {};
}

export function categoryInLocale(row: CategoryRow, locale: string, missing?: MissingTranslation): CategoryRow {
  if (locale === "en") return row;
  const t = row.translations;
  const note = missing && ((l: string, field: keyof CategoryCopy) => missing("category", row.id, l, field));
  const strip = pickText<CategoryCopy, "strip">({}, t, locale, "strip");
  return {
    ...row,
    name: pickText<CategoryCopy, "name">(row.name, t, locale, "name", note),
    description:
      row.description === null
        ? null
        : pickText<CategoryCopy, "description">(row.description, t, locale, "description", note),
    linkStrip: row.linkStrip && {
      ...row.linkStrip,
      items: row.linkStrip.items.map((item) => ({ ...item, label: strip[String(item.categoryId)] ?? item.label })),
    },
  };
}
