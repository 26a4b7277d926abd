import type { PricedLine, ProductComplete } from "@ironworks/contracts";
import { availableQty, MAX_LINE_QTY, quantityLimits } from "@ironworks/domain";
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
  if (line?.childId !== undefined) {
    const child = byId.get(line.childId);
    return child ? availableQty(child) : 0;
  }
  if (line && line.children.length > 0)
    return Math.min(
      ...line.children.map((c) => {
        const child = byId.get(c.productId);
        return child ? Math.floor(availableQty(child) / Math.max(1, c.qty)) : 0;
      }),
    );
  return availableQty(product);
}

/** The product's quantity rules (SPEC §5: MMV max 1, programs, purchase limits…), variant included. */
export function ruleMax(product: ProductComplete, line: Line | undefined): number {
  const variant = line?.childId !== undefined ? product.children.find((c) => c.productId === line.childId) : undefined;
  return Math.min(quantityLimits(product).max, variant ? quantityLimits(variant).max : MAX_LINE_QTY);
}

/**
 * The most a line may hold (SPEC §5 "merged duplicates capped to available stock"): the quantity
 * rules, and on purchasable lists the stock. An out-of-stock line is not capped to zero: it keeps
 * its quantity and shows as bin/oos (as the domain's mergeDuplicates does).
 */
export function lineCap(type: ListType, product: ProductComplete | undefined, line: Line | undefined): number {
  if (!product) return MAX_LINE_QTY;
  const max = ruleMax(product, line);
  if (!isPurchasable(type)) return max;
  const stock = lineStock(product, line);
  return stock >= 1 ? Math.min(max, stock) : max;
}

/** What the answer shows as maxQty: the quantity sellable now, null when not limited. */
export function sellableQty(product: ProductComplete | undefined, line: Line | undefined): number | null {
  if (!product) return null;
  const n = Math.min(ruleMax(product, line), lineStock(product, line));
  return n >= MAX_LINE_QTY ? null : n;
}
