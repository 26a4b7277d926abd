import type { Category, Inventory, Product, ProductSummary } from "@ironworks/contracts";
import { fromMinor, type Site, skuForStore } from "@ironworks/domain";
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

/** Category lookups needed while mapping: every active category by id. */
export type CategoryIndex = Map<number, CategoryRow>;

export function categoryRef(row: CategoryRow) {
  return { id: row.id, name: row.name, url: `/${row.urlPath}` };
}

export function toProduct(
  record: ProductRecord,
  site: Site,
  categories: CategoryIndex,
  childrenIds: number[],
): Product {
  const { product: p, price } = record;
  const details = p.details;
  return {
    productId: p.id,
    sku: skuForStore(p.sku, site.storeId),
    name: p.name,
    type: p.type,
    price: money(price?.price),
    attributes: {
      ...p.attributes,
      special_price: money(price?.specialPrice),
      rogue_promo_price: money(price?.promoPrice),
    },
    weight: p.weight,
    inventory: toInventory(record.inventory),
    childrenIds,
    bundleOptions: details.bundleOptions ?? [],
    customOptions: details.customOptions ?? [],
    giftcardData: details.giftcardData ?? null,
    hundoPricing: details.hundoPricing ?? null,
    configurableAttributes: details.configurableAttributes ?? [],
    gallery: p.gallery,
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
    name: p.name,
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
