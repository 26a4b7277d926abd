import type { Minor } from "../money.ts";
import type { PricedLine } from "./types.ts";

type HundoLine = Pick<PricedLine, "qty" | "weight" | "hundo" | "rowMinor">;

const usableRule = (line: HundoLine) =>
  line.hundo !== null &&
  Number.isFinite(line.hundo.discountPerLb) &&
  line.hundo.discountPerLb > 0 &&
  Number.isFinite(line.hundo.ruleWeight) &&
  line.weight > 0;

/** Pounds of Hundo-priced iron in the cart: Σ unit weight × qty over lines with a usable rule. */
export function hundoWeight(lines: readonly HundoLine[]): number {
  let lb = 0;
  for (const line of lines) if (usableRule(line)) lb += line.weight * line.qty;
  return lb;
}

/**
 * Hundo pricing (SPEC §3 hundoPricing, the hundoDiscount of the SPEC §7 tax call), as this
 * project reads it (ADR 0003): once the cart holds at least a product's `ruleWeight` lb of
 * Hundo-priced iron in total, each of that product's lines gets `discountPerLb` off per lb
 * (unit weight × qty), rounded once per line and never more than the line's row total.
 * An order-level discount: line prices are unchanged. Answers one amount per line, in order.
 */
export function hundoDiscounts(lines: readonly HundoLine[]): Minor[] {
  const total = hundoWeight(lines);
  return lines.map((line) => {
    if (!usableRule(line) || !line.hundo || total < line.hundo.ruleWeight) return 0;
    const off = Math.round(Number((line.hundo.discountPerLb * 100 * line.weight * line.qty).toPrecision(15)));
    return Number.isSafeInteger(off) ? Math.min(off, line.rowMinor) : line.rowMinor;
  });
}

/** The Hundo saving per unit of a product once its rule is met, for display (per lb × unit weight). */
export function hundoUnitDiscountMinor(weight: number | null, rule: { discountPerLb: number } | null): Minor {
  if (!rule || weight === null || !(weight > 0) || !(rule.discountPerLb > 0)) return 0;
  return Math.round(Number((rule.discountPerLb * 100 * weight).toPrecision(15)));
}
