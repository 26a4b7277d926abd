/**
 * Regional storefronts (SPEC §2, §3, §9). A site is what the shopper picks by URL prefix;
 * it fixes the store (catalog prices, currency) and the locale used for formatting.
 */

export const SITE_CODES = ["USA", "CAN", "EUR", "AUS", "GBR", "APO"] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const STORE_IDS = [1, 2, 4, 5, 18, 34] as const;
export type StoreId = (typeof STORE_IDS)[number];

export type CurrencyCode = "USD" | "CAD" | "EUR" | "AUD" | "GBP";

/** SPEC §3/§9: store ids map to currency. */
export const STORE_CURRENCY: Record<StoreId, CurrencyCode> = {
  1: "USD",
  4: "USD",
  2: "CAD",
  5: "EUR",
  18: "AUD",
  34: "GBP",
};

export interface Site {
  code: SiteCode;
  /** SPEC §9: site ids 1, 2, 3, 4, 14, 18. */
  siteId: 1 | 2 | 3 | 4 | 14 | 18;
  storeId: StoreId;
  storeName: string;
  /** SPEC §9: en_US, en_CA, en_GB, en_AU. */
  storeLocale: "en_US" | "en_CA" | "en_GB" | "en_AU";
  currency: CurrencyCode;
  defaultCountry: string;
  /** EUR/GBR prices include VAT (SPEC §9). */
  pricesIncludeVat: boolean;
}

export const SITES: Record<SiteCode, Site> = {
  USA: {
    code: "USA",
    siteId: 1,
    storeId: 1,
    storeName: "us",
    storeLocale: "en_US",
    currency: "USD",
    defaultCountry: "US",
    pricesIncludeVat: false,
  },
  CAN: {
    code: "CAN",
    siteId: 2,
    storeId: 2,
    storeName: "ca",
    storeLocale: "en_CA",
    currency: "CAD",
    defaultCountry: "CA",
    pricesIncludeVat: false,
  },
  EUR: {
    code: "EUR",
    siteId: 3,
    storeId: 5,
    storeName: "eu",
    storeLocale: "en_GB",
    currency: "EUR",
    defaultCountry: "DE",
    pricesIncludeVat: true,
  },
  APO: {
    code: "APO",
    siteId: 4,
    storeId: 4,
    storeName: "apo",
    storeLocale: "en_US",
    currency: "USD",
    defaultCountry: "US",
    pricesIncludeVat: false,
  },
  GBR: {
    code: "GBR",
    siteId: 14,
    storeId: 34,
    storeName: "uk",
    storeLocale: "en_GB",
    currency: "GBP",
    defaultCountry: "GB",
    pricesIncludeVat: true,
  },
  AUS: {
    code: "AUS",
    siteId: 18,
    storeId: 18,
    storeName: "au",
    storeLocale: "en_AU",
    currency: "AUD",
    defaultCountry: "AU",
    pricesIncludeVat: false,
  },
};

export function isSiteCode(value: string): value is SiteCode {
  return (SITE_CODES as readonly string[]).includes(value);
}

export function findSiteByStoreId(storeId: number): Site | undefined {
  return Object.values(SITES).find((s) => s.storeId === storeId);
}

export function findSiteBySiteId(siteId: number): Site | undefined {
  return Object.values(SITES).find((s) => s.siteId === siteId);
}

/** SPEC §9: SKUs get an EU- prefix for stores 5 and 34, AU- for 18. */
export function skuForStore(baseSku: string, storeId: StoreId): string {
  if (storeId === 5 || storeId === 34) return `EU-${baseSku}`;
  if (storeId === 18) return `AU-${baseSku}`;
  return baseSku;
}

/** Inverse of skuForStore: the catalog's own sku for a store-facing sku. */
export function baseSku(sku: string): string {
  return sku.replace(/^(EU|AU)-/i, "");
}
