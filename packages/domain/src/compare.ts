/**
 * Compare lists (issue 23 item 5): at most four products of one comparable kind, side by side.
 * One home for the rules the server enforces and the page shows (ADR 0027 codes live in contracts).
 */

/** A compare list holds at most this many products (Adobe Commerce's default, issue 23). */
export const MAX_COMPARE = 4;

/** A guest's compare list (kept by session) untouched this long is gone; a customer's stays. */
export const GUEST_COMPARE_DAYS = 30;

/** The message of a refused add when the list is full. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} products. Remove one first.`;
/** The message of a refused add when the product is of another kind than the list. */
export const NOT_COMPARABLE_MESSAGE = "This product can't be compared with the products in your list.";

/** What the rules need to know of a product. */
export interface CompareEntry {
  productId: number;
  /** Its comparable kind (`compareFamily`). */
  family: string;
}

/**
 * A product's comparable kind: its accessory type where the catalog names one (a power rack, a
 * squat stand and a wall-mount rack are all `rack`), else its deepest category (barbells with
 * barbells). Products without either compare with nothing.
 */
export function compareFamily(product: { accessoryType?: unknown; categoryUrls: readonly string[] }): string | null {
  if (typeof product.accessoryType === "string" && product.accessoryType.trim())
    return `type:${product.accessoryType.trim().toLowerCase()}`;
  const deepest = [...product.categoryUrls].sort((a, b) => depth(b) - depth(a) || a.localeCompare(b))[0];
  return deepest ? `category:${deepest}` : null;
}
const depth = (url: string) => url.split("/").filter(Boolean).length;

export type CompareAddOutcome<E extends CompareEntry = CompareEntry> =
  | { ok: true; entries: E[]; added: boolean }
  | { ok: false; reason: "full" | "not_comparable" };

/**
 * Adding a product: already there → unchanged (an add is idempotent); a list of another kind, or a
 * product of no kind → not_comparable; a full list → full; else appended (the shopper's order).
 */
export function addToCompare<E extends CompareEntry>(
  list: readonly E[],
  entry: Omit<E, "family"> & { family: string | null },
): CompareAddOutcome<E> {
  if (list.some((e) => e.productId === entry.productId)) return { ok: true, entries: [...list], added: false };
  const kind = list[0]?.family;
  const family = entry.family;
  if (family === null || (kind !== undefined && kind !== family)) return { ok: false, reason: "not_comparable" };
  if (list.length >= MAX_COMPARE) return { ok: false, reason: "full" };
  return { ok: true, entries: [...list, { ...entry, family } as E], added: true };
}

/**
 * The guest's list merged into the customer's at sign-in: the customer's first, then the guest's
 * products of the same kind, up to the maximum. A customer without a list takes the guest's.
 */
export function mergeCompareLists<E extends CompareEntry>(customer: readonly E[], guest: readonly E[]): E[] {
  let merged: E[] = [...customer];
  for (const entry of guest) {
    const outcome = addToCompare(merged, entry);
    if (outcome.ok) merged = outcome.entries;
  }
  return merged;
}

const SKU = /^[A-Z0-9][A-Z0-9_-]{0,63}$/;

/**
 * A shared compare URL's product segment (`/compare/RK-1001,RK-1002`): skus separated by commas,
 * case-insensitive, duplicates once. Anything that cannot be a sku, and skus past the maximum,
 * come back apart so the page can say what it left out.
 */
export function parseCompareSkus(segment: string): {
  skus: string[];
  /** Each sku of `skus` as the link wrote it (notes quote what the sender typed, not its upper case). */
  written: string[];
  malformed: string[];
  overflow: string[];
} {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a broken escape is just text that is not a sku
  }
  const parts = decoded
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const skus: string[] = [];
  const written: string[] = [];
  const malformed: string[] = [];
  const overflow: string[] = [];
  for (const raw of parts.slice(0, 50)) {
    const part = raw.toUpperCase();
    if (!SKU.test(part)) malformed.push(raw.slice(0, 64));
    else if (skus.includes(part)) continue;
    else if (skus.length >= MAX_COMPARE) overflow.push(raw);
    else {
      skus.push(part);
      written.push(raw);
    }
  }
  return { skus, written, malformed, overflow };
}

/** The share path of a list of skus. */
export const comparePath = (skus: readonly string[]) => (skus.length ? `/compare/${skus.join(",")}` : "/compare");

/** One attribute across the compared products; `differs` when not every product has the same value. */
export interface CompareRow<V = string | null> {
  code: string;
  values: V[];
  differs: boolean;
}

const normal = (v: string | null) => (v === null ? "" : v.trim().replace(/\s+/g, " ").toLowerCase());

/**
 * The attribute table: one row per code (in the given order), a value per product. A value that
 * only some products have differs from the missing ones; a row every product lacks is dropped.
 * With one product nothing differs.
 */
export function compareRows(
  codes: readonly string[],
  products: readonly Record<string, string | null>[],
): CompareRow[] {
  return codes.flatMap((code) => {
    const values = products.map((p) => p[code] ?? null);
    if (values.every((v) => v === null || v.trim() === "")) return [];
    const distinct = new Set(values.map(normal));
    return [{ code, values, differs: distinct.size > 1 }];
  });
}

/** "Differences only": the rows where the products disagree. */
export const differencesOnly = <R extends { differs: boolean }>(rows: readonly R[]): R[] =>
  rows.filter((r) => r.differs);
