/**
 * The stores by id with their site code and currency (SPEC §9; @ironworks/domain SITES, written here
 * because the console imports no storefront module — see admin-api.ts).
 */
export const STORES = [
  { id: 1, code: "USA", currency: "USD" },
  { id: 2, code: "CAN", currency: "CAD" },
  { id: 4, code: "APO", currency: "USD" },
  { id: 5, code: "EUR", currency: "EUR" },
  { id: 18, code: "AUS", currency: "AUD" },
  { id: 34, code: "GBR", currency: "GBP" },
] as const;

export const storeOf = (id: number) => STORES.find((s) => s.id === id);

/** "49.99" typed by staff → minor units; empty → null; anything else → NaN (the form says which field). */
export function minorOf(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

export const majorOf = (minor: number | null) => (minor === null ? "" : (minor / 100).toFixed(2));
