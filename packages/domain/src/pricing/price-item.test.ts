import { describe, expect, it } from "vitest";
import { PRICING_MESSAGES } from "./errors.ts";
import { priceBuyRequest } from "./price-item.ts";
import { bar, customBar, findFixture, groupedSet, teeParent } from "./test-fixtures.ts";
import type { BuyRequest, PricingContext } from "./types.ts";

const price = (request: BuyRequest, ctx: PricingContext = {}) =>
  priceBuyRequest(request, findFixture(request.productId), ctx);
const errorOf = (request: BuyRequest, ctx?: PricingContext) => {
  const r = price(request, ctx);
  if (r.ok) throw new Error(`expected an error, priced ${r.line.unitMinor}`);
  return r.error;
};
const lineOf = (request: BuyRequest, ctx?: PricingContext) => {
  const r = price(request, ctx);
  if (!r.ok) throw new Error(`expected a line, got ${r.error.message}`);
  return r.line;
};

describe("priceBuyRequest: any product", () => {
  it("prices a simple product: unit, row = unit × qty, breakdown", () => {
    expect(lineOf({ productId: bar.productId, qty: 3 })).toMatchObject({
      productId: 1001,
      sku: "BB1001",
      type: "simple",
      qty: 3,
      unitMinor: 29500,
      rowMinor: 88500,
      regularUnitMinor: 29500,
      reason: "regular",
      breakdown: { baseMinor: 29500, optionsMinor: 0, childrenMinor: 0 },
    });
  });

  it("answers 'Trying to get price for not loaded product' when the product data is missing", () => {
    expect(priceBuyRequest({ productId: 424242, qty: 1 }, undefined)).toEqual({
      ok: false,
      error: { code: "product_not_loaded", message: "Trying to get price for not loaded product" },
    });
    expect(priceBuyRequest({ productId: 1, qty: 1 }, bar).ok).toBe(false);
  });

  it.each([0, -1, 1.5, 10000, 1e12, Number.NaN, Number.POSITIVE_INFINITY, "2", null])("rejects qty %s", (qty) => {
    expect(errorOf({ productId: bar.productId, qty: qty as number })).toMatchObject({
      code: "invalid_qty",
      field: "qty",
    });
  });

  it.each([1, 9999])("accepts qty %d", (qty) => {
    expect(lineOf({ productId: bar.productId, qty }).rowMinor).toBe(29500 * qty);
  });

  it("never reads a client price", () => {
    const sneaky = { productId: bar.productId, qty: 1, price: 0.01, unitPrice: 0.01, metadata: { fluidPrice: 0.01 } };
    expect(lineOf(sneaky as BuyRequest).unitMinor).toBe(29500);
  });

  it("refuses grouped products as cart items ('Invalid cart item')", () => {
    expect(errorOf({ productId: groupedSet.productId, qty: 1 })).toEqual({
      code: "invalid_cart_item",
      message: PRICING_MESSAGES.invalid_cart_item,
    });
  });

  it.each([
    ["a string productId", { productId: "1001", qty: 1 }],
    ["children that are not a list", { productId: 1001, qty: 1, children: "x" }],
    ["children on a simple product", { productId: 1001, qty: 1, children: [{ productId: 4001, qty: 1 }] }],
    ["metadata that is not an object", { productId: 1001, qty: 1, metadata: [1] }],
  ])("refuses %s as 'Invalid cart item'", (_label, request) => {
    const r = priceBuyRequest(request as unknown as BuyRequest, bar);
    expect(r.ok ? null : r.error.message).toBe("Invalid cart item");
  });
});

describe("configurable products", () => {
  it.each([
    ["by child id", { children: [{ productId: 2002, qty: 1 }] }, 2002, 3250],
    ["by attribute values", { options: { color: "red", size: "M" } }, 2002, 3250],
    ["by both, when they agree", { options: { color: "black" }, children: [{ productId: 2001, qty: 1 }] }, 2001, 3000],
    ["at the variant's special price", { options: { color: "red", size: "L" } }, 2003, 2400],
  ])("resolves the variant %s", (_label, extra, childId, unitMinor) => {
    const line = lineOf({ productId: teeParent.productId, qty: 2, ...extra });
    expect(line).toMatchObject({ childId, unitMinor, rowMinor: unitMinor * 2 });
  });

  it("takes the parent's group price when the variant has none", () => {
    const ctx: PricingContext = { groupId: 2, groupPrices: new Map([[2000, 27]]) };
    expect(lineOf({ productId: 2000, qty: 1, children: [{ productId: 2001, qty: 1 }] }, ctx)).toMatchObject({
      unitMinor: 2700,
      reason: "group",
    });
  });

  it.each<[string, Partial<BuyRequest>, string]>([
    ["no variant named", {}, "Invalid configurable product"],
    ["an incomplete attribute choice", { options: { color: "red" } }, "Invalid configurable product"],
    [
      "two variants",
      {
        children: [
          { productId: 2001, qty: 1 },
          { productId: 2002, qty: 1 },
        ],
      },
      "Invalid configurable product",
    ],
    ["a variant of another product", { children: [{ productId: 1001, qty: 1 }] }, "Unknown configurable child"],
    [
      "a loaded product that is not one of its children",
      { children: [{ productId: 2999, qty: 1 }] },
      "Unknown configurable child",
    ],
    ["attribute values no variant has", { options: { color: "black", size: "L" } }, "Unknown configurable child"],
    [
      "a child id that contradicts the attributes",
      { options: { color: "red" }, children: [{ productId: 2001, qty: 1 }] },
      "Unknown configurable child",
    ],
    ["a non-text attribute value", { options: { color: ["red"], size: "M" } }, "Unknown configurable child"],
  ])("refuses %s", (_label, extra, message) => {
    expect(errorOf({ productId: 2000, qty: 1, ...extra }).message).toBe(message);
  });

  // ADR 0063: an option the product gained with one value, or lost with its one value, leaves a line
  // added before meaning the same variant.
  it("implies an option with one value and ignores an option code the product no longer has", () => {
    const gripped = {
      ...teeParent,
      configurableAttributes: [
        ...(teeParent.configurableAttributes ?? []),
        { code: "grip", values: [{ value: "standard" }] },
      ],
      children: (teeParent.children ?? []).map((c) => ({ ...c, attributes: { ...c.attributes, grip: "standard" } })),
    };
    const before = priceBuyRequest({ productId: 2000, qty: 1, options: { color: "red", size: "M" } }, gripped);
    expect(before.ok && before.line.childId).toBe(2002);
    const stale = lineOf({ productId: 2000, qty: 1, options: { color: "red", size: "M", grip: "standard" } });
    expect(stale.childId).toBe(2002);
    expect(errorOf({ productId: 2000, qty: 1, options: { color: "red", size: "M", "9": 1 } }).message).toBe(
      "Invalid options selected",
    );
  });

  it("refuses a configurable without loaded variants", () => {
    const bare = { ...teeParent, children: [] };
    const r = priceBuyRequest({ productId: 2000, qty: 1, children: [{ productId: 2001, qty: 1 }] }, bare);
    expect(r.ok ? null : r.error.message).toBe("Invalid configurable product");
  });
});

describe("custom options (SPEC §5)", () => {
  const required = { "1": 11, "2": 21 };
  it.each<[string, Record<string, unknown>, number]>([
    ["required options only, free values", required, 35000],
    ["a priced radio value", { ...required, "1": 13 }, 36500],
    ["a priced drop-down value given as a string", { ...required, "2": "23" }, 37500],
    ["area text adds the option price", { ...required, "3": "LIFT HEAVY" }, 37500],
    ["blank area text is not filled", { ...required, "3": "   " }, 35000],
    ["checkbox values add up", { ...required, "4": [41, 42] }, 39700],
    ["a single checkbox value without a list", { ...required, "4": 41 }, 36200],
    ["multiple-select values add up", { ...required, "5": ["51", 52] }, 37300],
    ["an empty list is not filled", { ...required, "4": [] }, 35000],
    [
      "everything",
      { "1": 13, "2": 23, "3": "PR 200", "4": [41, 42], "5": [51, 52] },
      35000 + 1500 + 2500 + 2500 + 4700 + 2300,
    ],
  ])("%s", (_label, options, unitMinor) => {
    const line = lineOf({ productId: customBar.productId, qty: 1, options });
    expect(line.unitMinor).toBe(unitMinor);
    expect(line.breakdown.optionsMinor).toBe(unitMinor - 35000);
  });

  it.each<[string, unknown, string, string]>([
    ["an unknown option id", { ...required, "9": 1 }, "Invalid options selected", "options.9"],
    ["a non-numeric option key", { ...required, color: "red" }, "Invalid options selected", "options.color"],
    ["options that are not an object", [11, 21], "Invalid options selected", "options"],
    ["a missing required option", { "2": 21 }, "Option 1 is required", "options.1"],
    ["a required option left blank", { "1": null, "2": 21 }, "Option 1 is required", "options.1"],
    ["an unknown radio value", { ...required, "1": 99 }, "Invalid options selected", "options.1"],
    ["a list for a radio", { ...required, "1": [11] }, "Invalid options selected", "options.1"],
    ["a fractional value id", { ...required, "2": 21.5 }, "Invalid options selected", "options.2"],
    ["a value of another option", { ...required, "4": [51] }, "Invalid options selected", "options.4"],
    ["a repeated checkbox value", { ...required, "4": [41, 41] }, "Invalid options selected", "options.4"],
    ["a number as area text", { ...required, "3": 42 }, "Invalid options selected", "options.3"],
    ["area text over 255 characters", { ...required, "3": "x".repeat(256) }, "Invalid options selected", "options.3"],
    ["area text with control characters", { ...required, "3": "a\u0000b" }, "Invalid options selected", "options.3"],
    ["an object as a value", { ...required, "5": { id: 51 } }, "Invalid options selected", "options.5"],
  ])("refuses %s", (_label, options, message, field) => {
    const error = errorOf({ productId: customBar.productId, qty: 1, options: options as Record<string, unknown> });
    expect(error).toMatchObject({ message, field });
  });

  it("refuses options on a product that has none", () => {
    expect(errorOf({ productId: bar.productId, qty: 1, options: { "1": 11 } }).message).toBe(
      "Invalid options selected",
    );
  });
});
