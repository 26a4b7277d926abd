import type { RefundBreakdown } from "./refund.ts";

/**
 * Exchanges (issue #21 item 3, ADR 0047): a returned unit of a configurable product swapped for
 * another variant of the same product — another size, another colour — at no charge. Even
 * exchanges only: a variant is offered when its price now equals the price now of the variant
 * the shopper has, and it has units in stock (a backorder does not count); a different price is a
 * refund and a new order. The server judges every choice with this module.
 */

/** One variant of the line's product, as the catalog has it now. */
export interface ExchangeVariant {
  productId: number;
  sku: string;
  /** The option values that tell it apart ("Size: L"). */
  label: string;
  priceMinor: number | null;
  /** Units in stock (backorders not counted). */
  inStock: number;
}

export type ExchangeProblem =
  | "exchange_not_offered"
  | "exchange_variant_required"
  | "exchange_same_variant"
  | "exchange_not_a_variant"
  | "exchange_price_differs"
  | "exchange_out_of_stock";

/** What the shopper has of the line: the variant it took, and that variant's price now. */
export interface ExchangeLine {
  /** The variant the order line took stock of; null when the line is not a configurable's. */
  variantId: number | null;
  variantPriceMinor: number | null;
}

/** Why this variant cannot replace `qty` units of the line, or null when it can. */
export function exchangeProblem(
  line: ExchangeLine,
  variants: readonly ExchangeVariant[],
  chosenId: number | undefined,
  qty: number,
): ExchangeProblem | null {
  if (line.variantId === null || line.variantPriceMinor === null) return "exchange_not_offered";
  if (chosenId === undefined) return "exchange_variant_required";
  if (chosenId === line.variantId) return "exchange_same_variant";
  const v = variants.find((x) => x.productId === chosenId);
  if (!v) return "exchange_not_a_variant";
  if (v.priceMinor !== line.variantPriceMinor) return "exchange_price_differs";
  if (v.inStock < qty) return "exchange_out_of_stock";
  return null;
}

/** The variants the select-items step offers for the line: every one `exchangeProblem` accepts for one unit. */
export function exchangeOffer(line: ExchangeLine, variants: readonly ExchangeVariant[]): ExchangeVariant[] {
  return variants.filter((v) => exchangeProblem(line, variants, v.productId, 1) === null);
}

/**
 * An even exchange moves no money: the replacement is shipped at no charge, no restocking fee and
 * no label cost are kept (the store keeps the sale). The breakdown is all zeros.
 */
export const EVEN_EXCHANGE: RefundBreakdown = {
  merchandise: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  restockingFee: 0,
  labelCost: 0,
  pickupCost: 0,
  total: 0,
};
