/**
 * A bulk price change in the back office (issue #17 item 4): by a percentage (+10 raises by 10 %)
 * or by an amount in minor units (negative lowers), rounded half away from zero to whole minor
 * units. A result below zero is refused (null): the whole bulk edit is then refused.
 */
export function adjustPrice(minor: number, mode: "percent" | "amount", value: number): number | null {
  const raw = mode === "percent" ? minor * (1 + value / 100) : minor + value;
  // Round on the cent after removing float noise (19.99 * 1.1 = 21.989000000000001).
  const next = Math.sign(raw) * Math.round(Math.abs(Number(raw.toFixed(6))));
  return next < 0 ? null : next;
}
