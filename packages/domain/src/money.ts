/** Money is integer minor units inside; decimals with 2 places on the wire (DESIGN §5). */

export type Minor = number;

/**
 * Decimal amount → minor units, half away from zero. Scaling is re-read at 15 significant digits
 * so binary noise (1.005 * 100 = 100.49999…) does not flip the rounding.
 */
export function toMinor(amount: number): Minor {
  if (!Number.isFinite(amount)) throw new RangeError("amount must be finite");
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  return Math.sign(amount) * Math.round(scaled) || 0;
}

export function fromMinor(minor: Minor): number {
  return Math.round(minor) / 100;
}

/** Round a decimal amount to 2 places, half away from zero. */
export function round2(amount: number): number {
  return fromMinor(toMinor(amount));
}
