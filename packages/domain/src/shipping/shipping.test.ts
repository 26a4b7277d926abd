import { describe, expect, it } from "vitest";
import { checkRateAddress } from "./address-check.ts";
import { quoteShipping, type ShippingInput } from "./engine.ts";
import { buildPackages, leadTimeDays, type ShipItem } from "./packages.ts";
import { PICKUP_CODE, VIRTUAL_CODE, zoneFor } from "./zones.ts";

const item = (over: Partial<ShipItem> = {}): ShipItem => ({
  productId: 1,
  sku: "SKU",
  qty: 1,
  unitWeightLb: 10,
  groups: ["standard"],
  blackFridayDropship: false,
  pickupDisabled: false,
  leadTime: null,
  shipsFree3: false,
  virtual: false,
  hundo: false,
  ...over,
});

const quote = (items: ShipItem[], over: Partial<ShippingInput> = {}) =>
  quoteShipping({
    site: "USA",
    country: "US",
    region: "OH",
    items,
    allowSplit: false,
    shippingMode: "fewestPackages",
    freeShipping: false,
    ...over,
  });

const codes = (q: ReturnType<typeof quote>) => q.rates.map((r) => [r.shippingCode, r.rateMinor]);

describe("zones", () => {
  it.each([
    ["US", "OH", "us48"],
    ["US", "HI", "us_remote"],
    ["US", "AE", "military"],
    ["CA", "ON", "ca"],
    ["DE", null, "eu"],
    ["CH", null, "europe"],
    ["GB", null, "gb"],
    ["JE", null, "crown"],
    ["AU", "NSW", "au"],
    ["JP", null, "intl"],
  ])("%s %s → %s", (country, region, zone) => expect(zoneFor(country, region)).toBe(zone));
});

describe("rates", () => {
  it("prices parcels by base + per whole lb, per service, with pickup on the USA site", () => {
    expect(codes(quote([item({ unitWeightLb: 10.2 })]))).toEqual([
      ["ups_ground", 995 + 45 * 11],
      ["ups_2day", 2495 + 120 * 11],
      ["ups_overnight", 4995 + 250 * 11],
      [PICKUP_CODE, 0],
    ]);
  });

  it("virtual-only orders get one zero virtual rate", () => {
    expect(codes(quote([item({ virtual: true })]))).toEqual([[VIRTUAL_CODE, 0]]);
  });

  it("APO/FPO/DPO: USPS only, no pickup, no freight", () => {
    const q = quote([item()], { region: "AE" });
    expect(q.rates.map((r) => r.carrier)).toEqual(["USPS"]);
    const freight = quote([item({ groups: ["heavy_direct"] })], { region: "AP" });
    expect(freight.rates).toEqual([]);
    expect(freight.error).toMatch(/APO/);
  });

  it("dropship, per-order dropship and freight add their charges and block pickup", () => {
    const q = quote([
      item(),
      item({ groups: ["dropship"], unitWeightLb: 4 }),
      item({ groups: ["per_order_dropship"] }),
    ]);
    expect(codes(q)[0]).toEqual(["ups_ground", 995 + 450 + (1495 + 50 * 4) + 1995]);
    expect(q.rates.some((r) => r.shippingCode === PICKUP_CODE)).toBe(false);
    const f = quote([item({ groups: ["dropship_freight"], unitWeightLb: 300 })]);
    expect(codes(f)).toEqual([["freight_ltl", 14900 + 25 * 300]]);
  });

  it("black_friday_dropship ships as dropship; no_pickup and pickup-disabled only block pickup", () => {
    expect(quote([item({ blackFridayDropship: true })]).packages[0]?.kind).toBe("dropship");
    for (const it of [item({ groups: ["no_pickup"] }), item({ pickupDisabled: true })]) {
      const q = quote([it]);
      expect(q.packages[0]?.kind).toBe("parcel");
      expect(q.rates.some((r) => r.shippingCode === PICKUP_CODE)).toBe(false);
    }
  });

  it("heavy-direct allows pickup on EUR and GBR by group, not on USA", () => {
    const hd = [item({ groups: ["heavy_direct"] })];
    expect(quote(hd).rates.some((r) => r.shippingCode === PICKUP_CODE)).toBe(false);
    expect(
      quote(hd, { site: "GBR", country: "GB", region: null }).rates.some((r) => r.shippingCode === PICKUP_CODE),
    ).toBe(true);
    // A unit too heavy for parcels ships heavy-direct on the order and blocks pickup everywhere.
    expect(
      quote([item({ unitWeightLb: 400 })], { site: "GBR", country: "GB", region: null }).rates.some(
        (r) => r.shippingCode === PICKUP_CODE,
      ),
    ).toBe(false);
  });

  it("3 Ships Free: three units in the contiguous US make their ground shipping free", () => {
    expect(codes(quote([item({ shipsFree3: true, qty: 3 })]))[0]).toEqual(["ups_ground", 0]);
    expect(codes(quote([item({ shipsFree3: true, qty: 2 })]))[0]).toEqual(["ups_ground", 995 + 45 * 20]);
    expect(codes(quote([item({ shipsFree3: true, qty: 3 }), item({ unitWeightLb: 2 })]))[0]).toEqual([
      "ups_ground",
      995 + 90,
    ]);
    expect(codes(quote([item({ shipsFree3: true, qty: 3 })], { region: "HI" }))[0]?.[1]).toBeGreaterThan(0);
  });

  it("earned free shipping zeroes the cheapest parcel service only", () => {
    const q = quote([item()], { freeShipping: true });
    expect(codes(q).slice(0, 2)).toEqual([
      ["ups_ground", 0],
      ["ups_2day", 2495 + 1200],
    ]);
  });

  it("met-rule Hundo iron carries no per-lb charge", () => {
    expect(codes(quote([item({ hundo: true, unitWeightLb: 45, qty: 4 })]))[0]).toEqual(["ups_ground", 995]);
  });
});

describe("split shipments", () => {
  const cart = [
    item({ productId: 1, leadTime: null }),
    item({ productId: 2, leadTime: "Ships in 2-3 weeks" }),
    item({ productId: 3, groups: ["dropship"] }),
  ];
  it("fastest splits parcels by lead time, in-stock first", () => {
    const p = buildPackages(cart, "fastest", true);
    expect(p.map((x) => [x.packageNumber, x.kind, x.items.map((i) => i.productId), x.leadTime])).toEqual([
      [1, "parcel", [1], null],
      [2, "parcel", [2], "Ships in 2-3 weeks"],
      [3, "dropship", [3], null],
    ]);
  });
  it("fewestPackages keeps one parcel with the longest lead time", () => {
    const p = buildPackages(cart, "fewestPackages", true);
    expect(p.map((x) => [x.kind, x.items.length, x.leadTime])).toEqual([
      ["parcel", 2, "Ships in 2-3 weeks"],
      ["dropship", 1, null],
    ]);
  });
  it("with allowSplit every package's options carry their packageNumber", () => {
    const q = quote(cart, { allowSplit: true, shippingMode: "fastest" });
    const numbers = new Set(q.rates.filter((r) => r.shippingCode !== PICKUP_CODE).map((r) => r.packageNumber));
    expect([...numbers]).toEqual([1, 2, 3]);
    expect(q.rates.find((r) => r.packageNumber === 2)?.leadTime).toBe("Ships in 2-3 weeks");
  });
  it("reads lead times in days", () => {
    expect([
      leadTimeDays("Ships in 2-3 weeks"),
      leadTimeDays("Ships in 7-10 business days"),
      leadTimeDays(null),
    ]).toEqual([21, 10, 0]);
  });
});

describe("rate address (SPEC §5)", () => {
  const ok = { countryId: "US", region: "OH", postcode: "43215", city: "Columbus", street: ["545 E 5th Ave"] };
  it("accepts a complete address and normalises the region to its code", () => {
    expect(checkRateAddress({ ...ok, region: "Ohio" }, "USA")).toEqual({
      ok: true,
      address: { country: "US", region: "OH", postcode: "43215" },
    });
  });
  it.each([
    [{ countryId: "" }, "shippingAddress.countryId"],
    [{ countryId: "XX" }, "shippingAddress.countryId"],
    [{ countryId: "DE", postcode: "10115" }, "shippingAddress.countryId"],
    [{ street: ["  "] }, "shippingAddress.street"],
    [{ city: "" }, "shippingAddress.city"],
    [{ postcode: "" }, "shippingAddress.postcode"],
    [{ postcode: "ABCDE" }, "shippingAddress.postcode"],
    [{ region: "" }, "shippingAddress.region"],
    [{ region: "Atlantis" }, "shippingAddress.region"],
  ])("%o → %s", (change, field) => {
    const r = checkRateAddress({ ...ok, ...change }, "USA");
    expect(r.ok ? null : r.problem.field).toBe(field);
  });
});
