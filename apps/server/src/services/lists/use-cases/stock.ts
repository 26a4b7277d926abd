import type { PricedLine, ProductComplete } from "@ironworks/contracts";
import { lineQtyCap, MAX_LINE_QTY, quantityLimits, suppliableQty } from "@ironworks/domain";
import type { ListType } from "../lists.schema.ts";

/** Lists whose lines are bought as they stand: their quantities are capped to the stock. */
const PURCHASABLE: ReadonlySet<ListType> = new Set(["quote", "buyNow", "registryPurchase"]);
export const isPurchasable = (type: ListType) => PURCHASABLE.has(type);

type Line = Pick<PricedLine, "childId" | "children">;

/**
 * Units of a line the store can supply now: a simple item its own stock, a configurable item its
 * variant's, a bundle its scarcest child's (child qty per bundle). Infinity when not limited.
 */
export function lineStock(product: ProductComplete, line: Line | undefined): number {
  const byId = new Map(product.children.map((c) => [c.productId, c]));
  const parts =
    line?.childId !== undefined
      ? [{ productId: line.childId, qty: 1 }]
      : line && line.children.length > 0
        ? line.children
        : null;
  if (!parts) return suppliableQty([{ product, perUnit: 1 }]);
  const found = parts.flatMap((c) => {
    const child = byId.get(c.productId);
    return child ? [{ product: child, perUnit: c.qty }] : [];
  });
  return found.length === parts.length ? suppliableQty(found) : 0; // a part the catalog lacks: none
}

/** The product's quantity rules (SPEC §5: MMV max 1, programs, purchase limits…), variant included. */
export function ruleMax(product: ProductComplete, line: Line | undefined): number {
  const variant = line?.childId !== undefined ? product.children.find((c) => c.productId === line.childId) : undefined;
  return Math.min(quantityLimits(product).max, variant ? quantityLimits(variant).max : MAX_LINE_QTY);
}

/**
 * The most a line may hold: the domain's lineQtyCap (SPEC §5 "merged duplicates capped to available
 * stock") over the product's quantity rules and, on purchasable lists, its stock.
 */
export function lineCap(type: ListType, product: ProductComplete | undefined, line: Line | undefined): number {
  if (!product) return MAX_LINE_QTY;
  return lineQtyCap(ruleMax(product, line), lineStock(product, line), isPurchasable(type));
}

/** What the answer shows as maxQty: the quantity sellable now, null when not limited. */
export function sellableQty(product: ProductComplete | undefined, line: Line | undefined): number | null {
  if (!product) return null;
  const n = Math.min(ruleMax(product, line), lineStock(product, line));
  return n >= MAX_LINE_QTY ? null : n;
}
