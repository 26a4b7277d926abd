import { fromMinor, type Minor, toMinor } from "../money.ts";

/**
 * SPEC §9: EUR/GBR prices include VAT; an optional excl.-VAT figure is derived from the
 * VAT-inclusive price with the rate the caller names (destination or standard rate, e.g. 19
 * for DE goods, 20 for GB) — no rate is assumed here. Rounded once, half up.
 */
export function excludingVatMinor(inclusiveMinor: Minor, ratePercent: number): Minor {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError("VAT rate must be a non-negative number");
  return Math.round(Number(((inclusiveMinor * 100) / (100 + ratePercent)).toPrecision(15)));
}

/** The decimal form of excludingVatMinor. */
export function excludingVat(inclusive: number, ratePercent: number): number {
  return fromMinor(excludingVatMinor(toMinor(inclusive), ratePercent));
}

/** SPEC §9: the subscription suffix for monthly programs ("/mo"); nothing otherwise. */
export function subscriptionSuffix(interval: string | null | undefined): string {
  return interval === "month" ? "/mo" : "";
}
