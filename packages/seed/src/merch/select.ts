import type { SeedProduct } from "../types.ts";

/** Shared predicates for the merchandising passes. */

export const isVisible = (p: SeedProduct) => p.visibility === 4;

export function storePrice(p: SeedProduct, storeId: number): number | null {
  return p.prices.find((row) => row.storeId === storeId)?.price ?? null;
}

/** Physical, individually priced products a shopper can put in a cart. */
export function isStockedGood(p: SeedProduct): boolean {
  return (p.type === "simple" || p.type === "configurable") && p.weight !== null;
}

export function soldOn(p: SeedProduct, site: string): boolean {
  return p.sites === null || p.sites.includes(site);
}

export function childrenOf(products: SeedProduct[], parent: SeedProduct): SeedProduct[] {
  return products.filter((p) => p.parentId === parent.id);
}

/** Ids of products that other products point at (bundle values, grouped members). */
export function referencedIds(products: SeedProduct[]): Set<number> {
  const ids = new Set<number>();
  for (const p of products) {
    for (const opt of p.details.bundleOptions ?? []) for (const v of opt.values) ids.add(v.productId);
    for (const id of p.details.groupedIds ?? []) ids.add(id);
  }
  return ids;
}

/** Applies `change` to a product and, for a configurable, to each of its children. */
export function withChildren(products: SeedProduct[], parent: SeedProduct, change: (p: SeedProduct) => void): void {
  change(parent);
  if (parent.type === "configurable") for (const child of childrenOf(products, parent)) change(child);
}
