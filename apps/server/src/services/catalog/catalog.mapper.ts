import type { Category, Inventory, Product, ProductSummary } from "@ironworks/contracts";
import { fromMinor, localizeMeasures, type Site, skuForStore } from "@ironworks/domain";
import type { CategoryRow, InventoryRow, ProductRecord } from "./catalog.repository.ts";

const NO_STOCK: Inventory = {
  min: 1,
  max: 0,
  qoh: 0,
  backorder: false,
  leadTime: null,
  restockStatus: null,
  promoQty: null,
  bin: false,
  ms: null,
};

const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : fromMinor(minor));

export function toInventory(row: InventoryRow | undefined): Inventory {
  if (!row) return NO_STOCK;
  return {
    min: row.min,
    max: row.max,
    qoh: row.qoh,
    backorder: row.backorder,
    leadTime: row.leadTime,
    restockStatus: row.restockStatus,
    promoQty: row.promoQty,
    bin: row.bin,
    ms: row.ms,
  };
}

export function stockStatus(inv: Inventory, type: Product["type"]): ProductSummary["stockStatus"] {
  if (type === "virtual" || type === "giftcard" || type === "grouped" || type === "configurable" || type === "bundle")
    return "in_stock";
  if (inv.qoh > 0) return "in_stock";
  return inv.backorder ? "backorder" : "oos";
}

/**
 * A category in the index of one language: its row in that language and `linkPath`, the path links to
 * it take there ({@link categoryPathIn}).
 */
export type IndexedCategory = CategoryRow & { linkPath?: string };

/** Category lookups needed while mapping: every active category by id. */
export type CategoryIndex = Map<number, IndexedCategory>;

/**
 * The path of a category in a language (issue #17, ADR 0038): its own URL key in that language (set in
 * the back office) as the last segment under the same parent path — the path the back office registers
 * as the category's route — or its English path when the language has no key. Menus, breadcrumbs,
 * sub-category lists and strips link there, so a German page links the German path and it opens
 * without a redirect.
 */
export function categoryPathIn(row: Pick<CategoryRow, "urlPath" | "translations">, locale: string): string {
  const language = (locale.split("-")[0] ?? "").toLowerCase();
  const key = language === "en" ? undefined : row.translations[language]?.urlKey?.trim();
  if (!key) return `/${row.urlPath}`;
  const slash = row.urlPath.lastIndexOf("/");
  return slash < 0 ? `/${key}` : `/${row.urlPath.slice(0, slash)}/${key}`;
}

/** A link to a category: its name and path in the index's language (the English path outside one). */
export function categoryRef(row: IndexedCategory) {
  return { id: row.id, name: row.name, url: row.linkPath ?? `/${row.urlPath}` };
}

/**
 * Catalog copy is written in US units; every shopper-facing text of a product goes through the
 * one unit rule (ADR 0020) so a metric site shows kg and cm in names, options, features and
 * descriptions alike, and so does everything downstream (cart, checkout, orders, alerts).
 */
function localizeCopy(p: ProductRecord["product"], site: Site) {
  const local = (text: string) => localizeMeasures(text, site.code);
  const a = p.attributes;
  const d = p.details;
  return {
    name: local(p.name),
    attributes: {
      ...a,
      ...(typeof a.short_description === "string" ? { short_description: local(a.short_description) } : {}),
      ...(typeof a.description === "string" ? { description: local(a.description) } : {}),
      ...(Array.isArray(a.features) ? { features: a.features.map((f) => (typeof f === "string" ? local(f) : f)) } : {}),
    },
    bundleOptions: (d.bundleOptions ?? []).map((o) => ({ ...o, title: local(o.title) })),
    customOptions: (d.customOptions ?? []).map((o) => ({
      ...o,
      title: local(o.title),
      values: o.values.map((v) => ({ ...v, title: local(v.title) })),
    })),
    configurableAttributes: (d.configurableAttributes ?? []).map((c) => ({
      ...c,
      label: local(c.label),
      values: c.values.map((v) => ({ ...v, label: local(v.label) })),
    })),
    gallery: p.gallery.map((g) => ({ ...g, label: local(g.label) })),
  };
}

/** A product's name as a site shows it (ADR 0020). */
export function productName(name: string, site: Site): string {
  return localizeMeasures(name, site.code);
}

export function toProduct(
  record: ProductRecord,
  site: Site,
  categories: CategoryIndex,
  childrenIds: number[],
): Product {
  const { product: p, price } = record;
  const details = p.details;
  const copy = localizeCopy(p, site);
  return {
    productId: p.id,
    sku: skuForStore(p.sku, site.storeId),
    name: copy.name,
    type: p.type,
    price: money(price?.price),
    attributes: {
      ...copy.attributes,
      special_price: money(price?.specialPrice),
      rogue_promo_price: money(price?.promoPrice),
    },
    weight: p.weight,
    inventory: toInventory(record.inventory),
    childrenIds,
    bundleOptions: copy.bundleOptions,
    customOptions: copy.customOptions,
    giftcardData: details.giftcardData ?? null,
    hundoPricing: details.hundoPricing ?? null,
    configurableAttributes: copy.configurableAttributes,
    gallery: copy.gallery,
    thumbnail: p.thumbnail,
    visibility: p.visibility,
    url: `/${p.urlKey}`,
    hasRedirect: false,
    categories: record.categoryIds.flatMap((id) => {
      const row = categories.get(id);
      return row ? [categoryRef(row)] : [];
    }),
    parentId: p.parentId,
    storeId: site.storeId,
    currency: site.currency,
  };
}

export function toSummary(record: ProductRecord, site: Site): ProductSummary {
  const { product: p, price } = record;
  return {
    productId: p.id,
    sku: skuForStore(p.sku, site.storeId),
    name: productName(p.name, site),
    type: p.type,
    url: `/${p.urlKey}`,
    thumbnail: p.thumbnail,
    price: money(price?.price),
    special_price: money(price?.specialPrice),
    promoPrice: money(price?.promoPrice),
    promo: p.attributes.rogue_promo_enabled
      ? {
          rogue_promo_enabled: true,
          rogue_promo_from_date: p.attributes.rogue_promo_from_date ?? null,
          rogue_promo_to_date: p.attributes.rogue_promo_to_date ?? null,
          rogue_promo_qty_enable: p.attributes.rogue_promo_qty_enable ?? false,
          rogue_promo_qty: p.attributes.rogue_promo_qty ?? null,
        }
      : null,
    stockStatus: stockStatus(toInventory(record.inventory), p.type),
    manufacturer: p.attributes.manufacturer ?? null,
    subscription_interval: p.attributes.subscription_interval ?? null,
  };
}

/** Parent chain from the root down to (and including) the category. */
export function breadcrumbs(row: CategoryRow, categories: CategoryIndex): Category["breadcrumbs"] {
  const chain: CategoryRow[] = [];
  let current: CategoryRow | undefined = row;
  for (let depth = 0; current && depth < 10; depth++) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : categories.get(current.parentId);
  }
  return chain.map(categoryRef);
}

export function visibleOn(sites: string[] | null, site: Site): boolean {
  return sites === null || sites.includes(site.code);
}
