import { describe, expect, it } from "vitest";
import {
  baseSku,
  findSiteBySiteId,
  findSiteByStoreId,
  isSiteCode,
  SITE_CODES,
  SITES,
  STORE_CURRENCY,
  STORE_IDS,
  skuForStore,
} from "./sites.ts";

describe("STORE_CURRENCY (SPEC §3/§9)", () => {
  it("maps 1 and 4 to USD, 2 CAD, 5 EUR, 18 AUD, 34 GBP", () => {
    expect(STORE_CURRENCY).toEqual({ 1: "USD", 4: "USD", 2: "CAD", 5: "EUR", 18: "AUD", 34: "GBP" });
    expect(
      Object.keys(STORE_CURRENCY)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...STORE_IDS].sort((a, b) => a - b));
  });

  it.each(SITE_CODES)("site %s charges in its store's currency", (code) => {
    const site = SITES[code];
    expect(site.code).toBe(code);
    expect(site.currency).toBe(STORE_CURRENCY[site.storeId]);
  });

  it("uses site ids 1, 2, 3, 4, 14, 18 and the SPEC §9 store locales", () => {
    expect(SITE_CODES.map((c) => SITES[c].siteId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 14, 18]);
    expect(new Set(SITE_CODES.map((c) => SITES[c].storeLocale))).toEqual(new Set(["en_US", "en_CA", "en_GB", "en_AU"]));
  });

  it("includes VAT in EUR and GBR prices only", () => {
    expect(SITE_CODES.filter((c) => SITES[c].pricesIncludeVat)).toEqual(["EUR", "GBR"]);
  });

  it("finds sites by store id and site id", () => {
    expect(findSiteByStoreId(34)?.code).toBe("GBR");
    expect(findSiteByStoreId(5)?.code).toBe("EUR");
    expect(findSiteByStoreId(3)).toBeUndefined();
    expect(findSiteBySiteId(14)?.code).toBe("GBR");
    expect(findSiteBySiteId(18)?.code).toBe("AUS");
    expect(findSiteBySiteId(5)).toBeUndefined();
  });

  it("recognises only upper-case site codes", () => {
    expect(isSiteCode("EUR")).toBe(true);
    expect(isSiteCode("eur")).toBe(false);
    expect(isSiteCode("XYZ")).toBe(false);
  });
});

describe("skuForStore / baseSku (SPEC §9)", () => {
  it.each([
    [1, "RA1001", "RA1001"],
    [4, "RA1001", "RA1001"],
    [2, "RA1001", "RA1001"],
    [5, "RA1001", "EU-RA1001"],
    [34, "RA1001", "EU-RA1001"],
    [18, "RA1001", "AU-RA1001"],
  ] as const)("store %i shows %s as %s", (storeId, sku, shown) => {
    expect(skuForStore(sku, storeId)).toBe(shown);
    expect(baseSku(shown)).toBe(sku);
  });

  it("strips the prefix case-insensitively, once, and leaves lookalikes alone", () => {
    expect(baseSku("eu-RA1001")).toBe("RA1001");
    expect(baseSku("Au-RA1001")).toBe("RA1001");
    expect(baseSku("EU-AU-X1")).toBe("AU-X1");
    expect(baseSku("EUROBAR")).toBe("EUROBAR");
    expect(baseSku("XEU-1")).toBe("XEU-1");
  });
});
