import type { BuyRequest } from "../pricing/types.ts";

/**
 * The identity of a cart item for merging: product, options, children and metadata, with keys
 * sorted so the same choice in another key order is the same item. List ids are not part of it.
 */
export function buyRequestKey(item: Pick<BuyRequest, "productId" | "options" | "children" | "metadata">): string {
  return stableJson([item.productId, item.options ?? null, item.children ?? null, item.metadata ?? null]);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export interface MergeLimits<T> {
  /** The quantity rules' max for the item (quantityLimits(product).max). */
  maxQty(item: T): number;
  /** Units in stock for the item (availableQty); 0 when out of stock. */
  available(item: T): number;
}

export interface MergedItem<T> {
  item: T;
  /** The summed quantity before capping, when the item was merged and capped. */
  requested?: number;
}

/**
 * SPEC §5: duplicates merge into the first occurrence with their quantities summed, capped to the
 * item's quantity rules and to the available stock (qoh unless backorder). An out-of-stock item is
 * not capped to zero: it keeps its quantity and shows as bin/oos instead.
 */
export function mergeDuplicates<T extends BuyRequest>(items: readonly T[], limits: MergeLimits<T>): MergedItem<T>[] {
  const byKey = new Map<string, { item: T; qty: number; count: number }>();
  for (const item of items) {
    const key = buyRequestKey(item);
    const seen = byKey.get(key);
    if (seen) {
      seen.qty += item.qty;
      seen.count++;
    } else byKey.set(key, { item, qty: item.qty, count: 1 });
  }
  return [...byKey.values()].map(({ item, qty, count }) => {
    if (count === 1) return { item };
    let capped = Math.min(qty, limits.maxQty(item));
    const stock = limits.available(item);
    if (stock >= 1) capped = Math.min(capped, stock);
    capped = Math.max(1, capped);
    const merged = { ...item, qty: capped };
    return capped === qty ? { item: merged } : { item: merged, requested: qty };
  });
}
