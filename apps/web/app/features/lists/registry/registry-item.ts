/** Registry item metadata (SPEC §3: registry wanted/purchased/priority) as the pages show it. */
export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface RegistryNumbers {
  wanted: number;
  purchased: number;
  /** Still wanted (never below 0: gifts beyond the wish are fine). */
  remaining: number;
  priority: Priority;
}

const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/** The registry part of an item's metadata (`metadata.registry`: wanted, purchased, priority). */
export function registryMeta(item: { metadata?: Record<string, unknown> | undefined }): Record<string, unknown> {
  const registry = item.metadata?.registry;
  return typeof registry === "object" && registry !== null ? (registry as Record<string, unknown>) : {};
}

/** Wanted defaults to the line's quantity, purchased to 0, priority to medium. */
export function registryNumbers(item: {
  qty: number;
  metadata?: Record<string, unknown> | undefined;
}): RegistryNumbers {
  const meta = registryMeta(item);
  const wanted = count(meta.wanted) ?? item.qty;
  const purchased = count(meta.purchased) ?? 0;
  const priority = PRIORITIES.includes(meta.priority as Priority) ? (meta.priority as Priority) : "medium";
  return { wanted, purchased, remaining: Math.max(0, wanted - purchased), priority };
}

/** "12 June 2026" for a YYYY-MM-DD event date, in the page's locale; the raw text if it is not one. */
export function formatEventDate(date: unknown, localeTag: string): string | null {
  if (typeof date !== "string" || !date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(localeTag, { dateStyle: "long", timeZone: "UTC" }).format(d);
}
