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

/**
 * The year of the demo "upcoming" competition (the Ironworks Throwdown, issue #20): the first year
 * whose registration deadline, 1 March, is at least a month after `now`, so a store seeded on any
 * day has an event open for registration (it opens on 1 March of the year before).
 */
export function upcomingThrowdownYear(now: Date): number {
  const inAMonth = now.getTime() + 30 * 24 * 3600_000;
  const year = now.getUTCFullYear();
  return Date.UTC(year, 2, 1) > inAMonth ? year : year + 1;
}
