import { fromMinor, type Minor, toMinor } from "../money.ts";
import type { RateOption, ShippingQuote } from "./engine.ts";
import type { ShipItem } from "./packages.ts";
import { PICKUP_CODE } from "./zones.ts";

/**
 * A custom quote's discount and freight (issue #22 item 5, ADR 0052): the one rule the cart, its
 * estimate, the shipping rates, the tax and checkout all apply, so every figure a shopper sees is
 * the figure the order charges.
 *
 * - A quote's staff-set **discount** and **freight** apply when the buyer's cart holds the whole
 *   quote: every quoted product at its quoted quantity, each line priced at the quote's price (the
 *   quote is the buyer's, accepted or converted, not expired). A cart with part of a quote keeps the
 *   quoted unit prices but gets neither the discount nor the freight (the lines ship as usual).
 * - The discount is shared over the quote's lines in proportion to their rows (the last line takes
 *   the remainder), never more than the rows: each line's taxable amount is net of its share.
 * - The freight is the delivery of the quote's lines: they leave the carrier quote and become one
 *   freight package whose only option is the freight; every whole-order option of the other lines
 *   gets the freight added, and pickup is not offered with a quote's freight.
 */

export const QUOTE_FREIGHT_CODE = "quote_freight";

export interface HonouredQuote {
  id: string;
  lines: readonly { productId: number; qty: number }[];
  discountMinor: Minor;
  freightMinor: Minor;
}

export interface QuoteChargeLine {
  productId: number;
  qty: number;
  /** The quote the line names (metadata.quoteId) when the quote's price priced it; else null. */
  quoteId: string | null;
  rowMinor: Minor;
}

export interface QuoteCharges {
  /** The quotes whose whole content is in the cart (discount and freight applied). */
  complete: string[];
  discountMinor: Minor;
  freightMinor: Minor;
  /** Per line (same order as given): its share of a quote discount. */
  lineDiscountMinor: Minor[];
  /** Per line: it ships on its quote's freight (out of the carrier quote). */
  freightLine: boolean[];
}

export function quoteCharges(lines: readonly QuoteChargeLine[], quotes: readonly HonouredQuote[]): QuoteCharges {
  const out: QuoteCharges = {
    complete: [],
    discountMinor: 0,
    freightMinor: 0,
    lineDiscountMinor: lines.map(() => 0),
    freightLine: lines.map(() => false),
  };
  for (const q of quotes) {
    const at = lines.flatMap((l, i) => (l.quoteId === q.id ? [i] : []));
    if (at.length === 0) continue;
    const inCart = new Map<number, number>();
    for (const i of at) {
      const l = lines[i] as QuoteChargeLine;
      inCart.set(l.productId, (inCart.get(l.productId) ?? 0) + l.qty);
    }
    const wanted = new Map<number, number>();
    for (const l of q.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty);
    const whole = inCart.size === wanted.size && [...wanted].every(([id, qty]) => inCart.get(id) === qty);
    if (!whole) continue;
    out.complete.push(q.id);
    const rows = at.reduce((s, i) => s + (lines[i] as QuoteChargeLine).rowMinor, 0);
    const discount = Math.max(0, Math.min(q.discountMinor, rows));
    let left = discount;
    at.forEach((i, n) => {
      const share =
        n === at.length - 1
          ? left
          : rows > 0
            ? Math.floor((discount * (lines[i] as QuoteChargeLine).rowMinor) / rows)
            : 0;
      out.lineDiscountMinor[i] = share;
      left -= share;
      out.freightLine[i] = true;
    });
    out.discountMinor += discount;
    out.freightMinor += Math.max(0, q.freightMinor);
  }
  return out;
}

/**
 * The delivery options with the quotes' freight: `quote` is the carrier quote of the other lines
 * (null when every physical line ships on a quote's freight), `freightItems` the quote lines.
 */
export function withQuoteFreight(
  quote: ShippingQuote | null,
  freightMinor: Minor,
  freightItems: readonly ShipItem[],
): ShippingQuote {
  const freight = (packageNumber?: number): RateOption => ({
    shippingCode: QUOTE_FREIGHT_CODE,
    rateMinor: freightMinor,
    label: "Quoted freight",
    carrier: "ironworks",
    ...(packageNumber === undefined ? {} : { packageNumber }),
  });
  const others = quote?.packages ?? [];
  const packageNumber = others.reduce((n, p) => Math.max(n, p.packageNumber), 0) + 1;
  const pkg = {
    packageNumber,
    kind: "freight" as const,
    items: [...freightItems],
    weightLb: freightItems.reduce((s, i) => s + i.unitWeightLb * i.qty, 0),
    leadTime: null,
    rates: [freight(packageNumber)],
  };
  if (!quote || quote.rates.every((r) => r.shippingCode === "virtual_virtual"))
    return { zone: quote?.zone ?? null, rates: [freight()], packages: [pkg], error: null };
  const split = quote.rates.some((r) => r.packageNumber !== undefined);
  const rates = split
    ? [...quote.rates.filter((r) => r.shippingCode !== PICKUP_CODE), pkg.rates[0] as RateOption]
    : quote.rates
        .filter((r) => r.shippingCode !== PICKUP_CODE)
        .map((r) => ({ ...r, rateMinor: r.rateMinor + freightMinor }));
  return { zone: quote.zone, rates, packages: [...others, pkg], error: quote.error };
}

/**
 * A list's discount as checkout charges it: Hundo plus the owner's whole custom quotes' discount
 * (the cart's `totals`; the browser's order totals and the server's verify agree on it).
 */
export function listDiscount(totals: { hundoDiscount: number; quoteDiscount?: number | undefined }): number {
  return fromMinor(toMinor(totals.hundoDiscount) + toMinor(totals.quoteDiscount ?? 0));
}
