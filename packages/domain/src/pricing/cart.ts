import type { Minor } from "../money.ts";
import type { PriceResult } from "./errors.ts";
import { hundoDiscounts } from "./hundo.ts";
import { priceBuyRequest } from "./price-item.ts";
import type { BuyRequest, PricedLine, PricingContext, PricingProduct } from "./types.ts";

export interface CartTotals {
  /** Σ row totals, exactly. */
  subtotalMinor: Minor;
  hundoDiscountMinor: Minor;
  /** subtotal − Hundo discount; never negative. */
  totalMinor: Minor;
  /** Hundo discount per line, in the order of the lines given. */
  lineHundoMinor: Minor[];
}

/** Totals of priced lines: integer sums, so the total equals the sum of its lines to the cent. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotalMinor = 0;
  for (const line of lines) subtotalMinor += line.rowMinor;
  const lineHundoMinor = hundoDiscounts(lines);
  let hundoDiscountMinor = 0;
  for (const off of lineHundoMinor) hundoDiscountMinor += off;
  return {
    subtotalMinor,
    hundoDiscountMinor,
    totalMinor: Math.max(0, subtotalMinor - hundoDiscountMinor),
    lineHundoMinor,
  };
}

export interface CartPricing extends CartTotals {
  /** One result per request, in order. */
  results: PriceResult[];
  /** The lines that priced, in request order (the totals cover exactly these). */
  lines: PricedLine[];
}

/** Prices every buy request; totals cover the lines that priced. Products come from `findProduct`. */
export function priceCart(
  requests: readonly BuyRequest[],
  findProduct: (productId: number) => PricingProduct | undefined,
  ctx: PricingContext = {},
): CartPricing {
  const results = requests.map((request) => priceBuyRequest(request, findProduct(request?.productId), ctx));
  const lines = results.flatMap((r) => (r.ok ? [r.line] : []));
  return { results, lines, ...cartTotals(lines) };
}
