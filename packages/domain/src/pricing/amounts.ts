import { fromMinor, type Minor, toMinor } from "../money.ts";

/** A cart line's quantity is a whole number from 1 to this cap (also each bundle child's). */
export const MAX_LINE_QTY = 9999;

/** Catalog amounts above this (in the store currency) are treated as broken data, not prices. */
export const MAX_PRICE = 1_000_000;

export function isValidQty(qty: unknown): qty is number {
  return typeof qty === "number" && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY;
}

/**
 * A catalog amount (decimal) as minor units, or null when it is not a usable price: missing,
 * not finite, negative or absurdly large. The one place catalog decimals are rounded.
 */
export function readPrice(amount: unknown): Minor | null {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0 || amount > MAX_PRICE) return null;
  return toMinor(amount);
}

/** True when a client-sent amount is a finite number with at most 2 decimals. */
export function hasTwoDecimals(amount: unknown): amount is number {
  return (
    typeof amount === "number" &&
    Number.isFinite(amount) &&
    Math.abs(amount) <= MAX_PRICE &&
    fromMinor(toMinor(amount)) === amount
  );
}

/** `percent`% of a non-negative minor amount, rounded half up to a whole minor unit. */
export function percentOfMinor(minor: Minor, percent: number): Minor {
  return Math.round(Number(((minor * percent) / 100).toPrecision(15)));
}

export function sumMinor(values: readonly Minor[]): Minor {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** Amounts beyond 2^53 minor units would lose cents; such a line is refused, not rounded. */
export function isSafeMinor(value: Minor): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
