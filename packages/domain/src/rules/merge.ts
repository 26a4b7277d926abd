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

/**
 * SPEC §5 "merged duplicates capped to available stock": the most a cart or list line may hold.
 * `ruleMax` is the quantity rules' max (quantityLimits, the variant's too); `stock` the units the
 * store can supply now (suppliableQty); `toStock` whether the line is bought as it stands (a
 * wishlist line is not capped to the stock). An out-of-stock line is not capped to zero: it keeps
 * its quantity and shows as bin/oos instead.
 */
export function lineQtyCap(ruleMax: number, stock: number, toStock: boolean): number {
  return toStock && stock >= 1 ? Math.min(ruleMax, stock) : ruleMax;
}
