import { describe, expect, it } from "vitest";
import { cartTotals, priceCart } from "./cart.ts";
import { excludingVat, excludingVatMinor, subscriptionSuffix } from "./display.ts";
import { hundoDiscounts, hundoUnitDiscountMinor, hundoWeight } from "./hundo.ts";
import { defaultChildren, findFixture, hundoDumbbells, hundoPlate } from "./test-fixtures.ts";
import type { BuyRequest, PricingContext } from "./types.ts";
import { toWireLine } from "./wire.ts";

const hundoOn: PricingContext = { hundoProductIds: new Set([9001, 9002]) };

describe("priceCart / cartTotals", () => {
  const requests: BuyRequest[] = [
    { productId: 1001, qty: 2 },
    { productId: 424242, qty: 1 },
    { productId: 3000, qty: 1, children: defaultChildren },
    { productId: 7000, qty: 1 },
    { productId: 5000, qty: 1, options: { "1": 13, "2": 21 } },
  ];

  it("answers one result per request and totals the lines that priced", () => {
    const cart = priceCart(requests, findFixture);
    expect(cart.results.map((r) => (r.ok ? r.line.rowMinor : r.error.message))).toEqual([
      59000,
      "Trying to get price for not loaded product",
      82400,
      "Invalid cart item",
      36500,
    ]);
    expect(cart.lines).toHaveLength(3);
    expect(cart).toMatchObject({ subtotalMinor: 59000 + 82400 + 36500, hundoDiscountMinor: 0, totalMinor: 177900 });
  });

  it("totals an empty cart as 0", () => {
    expect(cartTotals([])).toEqual({ subtotalMinor: 0, hundoDiscountMinor: 0, totalMinor: 0, lineHundoMinor: [] });
  });
});

describe("Hundo pricing (ruleWeight, discountPerLb; ADR 0003)", () => {
  const price = (requests: BuyRequest[], ctx: PricingContext = hundoOn) => priceCart(requests, findFixture, ctx);

  it("takes discountPerLb × weight × qty off once the cart holds ruleWeight lb of Hundo iron", () => {
    const cart = price([{ productId: 9001, qty: 2 }]); // 180 lb ≥ 100
    expect(cart.lineHundoMinor).toEqual([0.25 * 180 * 100]);
    expect(cart).toMatchObject({ subtotalMinor: 43000, hundoDiscountMinor: 4500, totalMinor: 38500 });
  });

  it("counts the weight across Hundo lines, not per line", () => {
    const light = { ...hundoPlate, productId: 9003, weight: 40 };
    const find = (id: number) => (id === 9003 ? light : findFixture(id));
    const one = priceCart([{ productId: 9003, qty: 2 }], find, { hundoProductIds: new Set([9003]) });
    expect(one.hundoDiscountMinor).toBe(0); // 80 lb < 100
    const two = priceCart(
      [
        { productId: 9003, qty: 2 },
        { productId: 9002, qty: 1 },
      ],
      find,
      { hundoProductIds: new Set([9002, 9003]) },
    );
    expect(hundoWeight(two.lines)).toBe(230);
    expect(two.lineHundoMinor).toEqual([2000, 1500]);
  });

  it("ignores products the site does not sell as Hundo deals, and non-Hundo lines", () => {
    expect(price([{ productId: 9001, qty: 2 }], {}).hundoDiscountMinor).toBe(0);
    const mixed = price([
      { productId: 1001, qty: 5 },
      { productId: 9002, qty: 1 },
    ]);
    expect(mixed.lineHundoMinor).toEqual([0, 1500]);
  });

  it("never takes more than the row total", () => {
    const cheap = { ...hundoDumbbells, price: 1 };
    const cart = priceCart([{ productId: 9002, qty: 1 }], () => cheap, hundoOn);
    expect(cart).toMatchObject({ hundoDiscountMinor: 100, totalMinor: 0 });
  });

  it.each<[number | null, { discountPerLb: number } | null, number]>([
    [150, { discountPerLb: 0.1 }, 1500],
    [90, { discountPerLb: 0.25 }, 2250],
    [33.3, { discountPerLb: 0.15 }, 500],
    [null, { discountPerLb: 0.1 }, 0],
    [150, null, 0],
    [150, { discountPerLb: 0 }, 0],
  ])("unit saving for display: %s lb at %o → %d", (weight, rule, minor) => {
    expect(hundoUnitDiscountMinor(weight, rule)).toBe(minor);
  });

  it("rounds once per line", () => {
    expect(
      hundoDiscounts([{ qty: 3, weight: 33.3, rowMinor: 999999, hundo: { ruleWeight: 0, discountPerLb: 0.15 } }]),
    ).toEqual([1499]);
  });
});

describe("display helpers (SPEC §9)", () => {
  it.each<[number, number, number]>([
    [119, 19, 100],
    [120, 20, 100],
    [99.95, 20, 83.29],
    [10, 0, 10],
    [0.01, 19, 0.01],
    [1234.56, 5.5, 1170.2],
  ])("%d incl. %d%% VAT is %d excl.", (incl, rate, excl) => {
    expect(excludingVat(incl, rate)).toBe(excl);
  });

  it("needs an explicit, sane VAT rate", () => {
    expect(() => excludingVatMinor(100, -1)).toThrow(RangeError);
    expect(() => excludingVatMinor(100, Number.NaN)).toThrow(RangeError);
  });

  it.each([
    ["month", "/mo"],
    [null, ""],
    [undefined, ""],
    ["year", ""],
  ])("subscription suffix for %s is %j", (interval, suffix) => {
    expect(subscriptionSuffix(interval)).toBe(suffix);
  });
});

describe("toWireLine", () => {
  it("answers decimals with 2 places", () => {
    const cart = priceCart([{ productId: 9002, qty: 3 }], findFixture, hundoOn);
    const line = cart.lines[0];
    if (!line) throw new Error("no line");
    expect(toWireLine(line, cart.lineHundoMinor[0])).toEqual({
      productId: 9002,
      sku: "DB1010",
      type: "simple",
      qty: 3,
      unitPrice: 180.99,
      rowTotal: 542.97,
      regularPrice: 180.99,
      reason: "regular",
      earned: false,
      breakdown: { base: 180.99, options: 0, children: 0 },
      options: [],
      children: [],
      hundoDiscount: 45,
    });
    expect(toWireLine({ ...line, qty: 1 })).not.toHaveProperty("hundoDiscount");
  });
});
