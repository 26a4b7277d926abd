import type { SeedPrice } from "../types.ts";

/** Store ids with their conversion from the USD list price (SPEC §3/§9). */
export const PRICE_STORES = [1, 2, 4, 5, 18, 34] as const;
export type PriceStoreId = (typeof PRICE_STORES)[number];

const RATE: Record<PriceStoreId, number> = { 1: 1, 4: 1, 2: 1.37, 5: 1.1, 18: 1.55, 34: 0.95 };

/** Integer cents for a decimal amount, without float drift. */
export function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole units, or a .50/.95/.99 ending, per store style; input and output in cents. */
function retail(storeId: PriceStoreId, raw: number): number {
  const units = raw / 100;
  if (storeId === 1 || storeId === 4) return raw;
  if (storeId === 5) {
    // EUR: VAT-inclusive, .00 or .50 endings.
    return units >= 100 ? Math.round(units) * 100 : Math.round(units * 2) * 50;
  }
  if (storeId === 34) {
    // GBP: VAT-inclusive, .95 under 100, whole pounds above.
    return units >= 100 ? Math.round(units) * 100 : Math.max(95, Math.round(units) * 100 - 5);
  }
  // CAD / AUD: .99 under 100, whole dollars above.
  return units >= 100 ? Math.round(units) * 100 : Math.max(99, Math.round(units) * 100 - 1);
}

/** Converts a USD amount (cents) to a store's retail amount (cents). */
export function convert(storeId: PriceStoreId, usdCents: number): number {
  return retail(storeId, Math.round(usdCents * RATE[storeId]));
}

/** One price row per store; null price for products priced elsewhere (grouped, gift cards). */
export function buildPrices(usd: number | null): SeedPrice[] {
  return PRICE_STORES.map((storeId) => ({
    storeId,
    price: usd === null ? null : convert(storeId, cents(usd)),
    specialPrice: null,
    promoPrice: null,
  }));
}

/** A discounted amount with a store-appropriate ending, always strictly below `price`. */
export function discounted(storeId: PriceStoreId, price: number, factor: number): number {
  let value = retail(storeId, Math.round(price * factor));
  if (storeId === 1 || storeId === 4) value = Math.round((price * factor) / 100) * 100 - (price < 10000 ? 5 : 0);
  if (value >= price) value = price - (price > 1000 ? 100 : 5);
  return Math.max(1, value);
}
