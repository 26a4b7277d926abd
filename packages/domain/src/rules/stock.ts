/**
 * SPEC §4 stock status per cart item, as this project defines it (ADR 0003):
 * - "empty": nothing to report — the requested quantity can be supplied (in stock, backorderable,
 *   or not stock-tracked: virtual products and gift cards);
 * - "bin": out of stock for the requested quantity and the product offers a back-in-stock alert
 *   (inventory.bin), so the shopper is invited to sign up;
 * - "oos": out of stock for the requested quantity, no alert offered.
 */
export type StockStatus = "empty" | "bin" | "oos";

export interface StockProduct {
  type: string;
  inventory: { qoh: number; backorder: boolean; bin: boolean };
}

const SEVERITY: Record<StockStatus, number> = { empty: 0, bin: 1, oos: 2 };

/** Units that can be supplied: qoh unless backorders are accepted; unlimited when not stock-tracked. */
export function availableQty(product: StockProduct): number {
  if (product.type === "virtual" || product.type === "giftcard") return Number.POSITIVE_INFINITY;
  if (product.inventory.backorder) return Number.POSITIVE_INFINITY;
  const qoh = product.inventory.qoh;
  return Number.isFinite(qoh) && qoh > 0 ? Math.floor(qoh) : 0;
}

/**
 * Units of an item the store can supply now: its scarcest part, each part's stock divided by the
 * part's units in one item (a bundle child's qty; 1 otherwise). Infinity when nothing limits it.
 */
export function suppliableQty(parts: readonly { product: StockProduct; perUnit: number }[]): number {
  return Math.min(...parts.map((p) => Math.floor(availableQty(p.product) / Math.max(1, p.perUnit))));
}

export function stockStatus(product: StockProduct, qty = 1): StockStatus {
  if (availableQty(product) >= Math.max(1, qty)) return "empty";
  return product.inventory.bin ? "bin" : "oos";
}

/** The worst of several statuses (oos over bin over empty): a bundle is as available as its scarcest part. */
export function worstStockStatus(statuses: Iterable<StockStatus>): StockStatus {
  let worst: StockStatus = "empty";
  for (const s of statuses) if (SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst;
}

/**
 * A cart item's status from its parts: a simple item is itself; a configurable item is its
 * variant; a bundle is every selected child at (child qty × line qty).
 */
export function itemStockStatus(parts: readonly { product: StockProduct; qty: number }[]): StockStatus {
  return worstStockStatus(parts.map((p) => stockStatus(p.product, p.qty)));
}
