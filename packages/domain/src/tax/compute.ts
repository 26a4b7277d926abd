import type { Minor } from "../money.ts";
import { type TaxCategory, taxComponents } from "./rates.ts";

export interface TaxableLine {
  /** What the shopper pays for the line, after its Hundo share (minor units, ≥ 0). */
  amountMinor: Minor;
  category: TaxCategory;
}

export interface TaxInput {
  country: string;
  region?: string | null | undefined;
  postcode?: string | null | undefined;
  /** EUR/GBR stores: amounts already contain VAT (SPEC §9); the tax is the VAT they contain. */
  pricesIncludeVat: boolean;
  lines: readonly TaxableLine[];
  shippingMinor: Minor;
  /** Valid B2B intra-EU cross-border sale (ADR 0008): no VAT is charged. */
  reverseCharge?: boolean | undefined;
}

export interface TaxRateLine {
  label: string;
  rate: number;
  kind: "items" | "shipping";
  baseMinor: Minor;
  taxMinor: Minor;
}

export interface TaxResult {
  lines: TaxRateLine[];
  itemTaxMinor: Minor;
  shippingTaxMinor: Minor;
  totalMinor: Minor;
}

/** Thousandths of a percent, so 9.975 % and 25.5 % stay exact integers. */
const milli = (rate: number) => Math.round(rate * 1000);

/** round(num / den) half up, for non-negative integers (exact below 2^53). */
function divRound(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/**
 * Tax on one rate line, rounded once (DESIGN §5): exclusive base × r/100, or for VAT-inclusive
 * prices the VAT the gross contains, gross × r/(100+r). Never negative, never above the gross.
 */
export function taxOn(baseMinor: Minor, rate: number, inclusive: boolean): Minor {
  const base = Math.max(0, Math.round(baseMinor));
  const r = milli(rate);
  if (base === 0 || r <= 0) return 0;
  return inclusive ? divRound(base * r, 100_000 + r) : divRound(base * r, 100_000);
}

/**
 * Sales tax, GST/HST/PST or VAT for one order: per tax of the destination, item amounts are
 * grouped by rate into one line each (rounded once), and the delivery charge gets its own line
 * at the tax's shipping rate. Zero-rate lines are left out of the summary.
 */
export function computeTax(input: TaxInput): TaxResult {
  const components = input.reverseCharge ? [] : taxComponents(input.country, input.region, input.postcode);
  const lines: TaxRateLine[] = [];
  for (const component of components) {
    const byRate = new Map<number, Minor>();
    for (const line of input.lines) {
      const rate = component.rate(line.category);
      if (rate > 0) byRate.set(rate, (byRate.get(rate) ?? 0) + Math.max(0, line.amountMinor));
    }
    for (const [rate, baseMinor] of [...byRate].sort((a, b) => b[0] - a[0]))
      lines.push({
        label: `${component.label} ${rate}%`,
        rate,
        kind: "items",
        baseMinor,
        taxMinor: taxOn(baseMinor, rate, input.pricesIncludeVat),
      });
    if (component.shippingRate > 0 && input.shippingMinor > 0)
      lines.push({
        label: `${component.label} ${component.shippingRate}% (shipping)`,
        rate: component.shippingRate,
        kind: "shipping",
        baseMinor: input.shippingMinor,
        taxMinor: taxOn(input.shippingMinor, component.shippingRate, input.pricesIncludeVat),
      });
  }
  const sum = (kind: TaxRateLine["kind"]) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.taxMinor, 0);
  const itemTaxMinor = sum("items");
  const shippingTaxMinor = sum("shipping");
  return { lines, itemTaxMinor, shippingTaxMinor, totalMinor: itemTaxMinor + shippingTaxMinor };
}
