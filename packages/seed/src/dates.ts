/**
 * Every date in the seed is relative to this fixed reference day, so the data never depends on
 * the clock. Active promos run until 2030; upcoming ones start three years after the reference.
 */
export const SEED_REFERENCE_DATE = "2026-11-01";

const DAY_MS = 86_400_000;

/** ISO date (yyyy-mm-dd) `days` after the reference date (negative = before). */
export function daysFromReference(days: number): string {
  const base = Date.parse(`${SEED_REFERENCE_DATE}T00:00:00Z`);
  return new Date(base + days * DAY_MS).toISOString().slice(0, 10);
}
