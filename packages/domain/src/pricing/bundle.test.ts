import { describe, expect, it } from "vitest";
import { bundleDefaultsMinor, defaultBundleChildren } from "./bundle.ts";
import { priceBuyRequest } from "./price-item.ts";
import { defaultChildren, garageBundle } from "./test-fixtures.ts";
import type { BuyRequestChild, PricingContext } from "./types.ts";

const price = (children: unknown, qty = 1, ctx: PricingContext = {}, product = garageBundle) =>
  priceBuyRequest({ productId: 3000, qty, children: children as BuyRequestChild[] }, product, ctx);
const withChild = (i: number, child: Partial<BuyRequestChild>) =>
  defaultChildren.map((c, j) => (j === i ? { ...c, ...child } : c));

describe("bundles (SPEC §3 bundle options, §5 bundle rules)", () => {
  it("costs the bundle's own price for the default selection", () => {
    expect(bundleDefaultsMinor(garageBundle)).toBe(82400);
    const r = price(defaultChildren, 2);
    expect(r.ok && r.line).toMatchObject({
      unitMinor: 82400,
      rowMinor: 164800,
      breakdown: { baseMinor: 82400, optionsMinor: 0, childrenMinor: 0 },
    });
    expect(r.ok && r.line.children).toEqual([
      { productId: 4001, bundleOptionId: 100, qty: 1, unitMinor: 44500, free: false, isDefault: true },
      { productId: 4003, bundleOptionId: 101, qty: 2, unitMinor: 18950, free: false, isDefault: true },
      { productId: 4006, bundleOptionId: 103, qty: 1, unitMinor: 0, free: true, isDefault: true },
    ]);
  });

  it("builds the default children a product page starts from", () => {
    expect(defaultBundleChildren(garageBundle)).toEqual(defaultChildren);
  });

  it.each<[string, BuyRequestChild[], number]>([
    ["swap the stand for the rack (+350)", withChild(0, { productId: 4002 }), 82400 + 35000],
    ["three pairs of 45s (canChangeQty)", withChild(1, { qty: 3 }), 82400 + 18950],
    ["one pair of 45s", withChild(1, { qty: 1 }), 82400 - 18950],
    ["25s instead of 45s", withChild(1, { productId: 4004, qty: 2 }), 82400 - 2 * 18950 + 2 * 11900],
    [
      "add the optional bench at 90% (percent price type)",
      [...defaultChildren, { productId: 4005, qty: 1, metadata: { bundleOptionId: 102 } }],
      82400 + 20250,
    ],
    [
      "both plate sizes",
      [...defaultChildren, { productId: 4004, qty: 1, metadata: { bundleOptionId: 101 } }],
      82400 + 11900,
    ],
    ["option ids as strings", withChild(0, { metadata: { bundleOptionId: "100" } }), 82400],
  ])("%s", (_label, children, unitMinor) => {
    const r = price(children);
    expect(r.ok ? r.line.unitMinor : r.error.message).toBe(unitMinor);
    expect(r.ok && r.line.breakdown.childrenMinor).toBe(unitMinor - 82400);
  });

  it("applies the bundle's own special price to the package, changes at full price", () => {
    const onSale = { ...garageBundle, attributes: { special_price: 799 } };
    const r = price(withChild(0, { productId: 4002 }), 1, {}, onSale);
    expect(r.ok && r.line).toMatchObject({
      unitMinor: 79900 + 35000,
      regularUnitMinor: 82400 + 35000,
      reason: "special",
    });
  });

  it("prices from the defaults when the bundle row has no price", () => {
    const r = price(withChild(0, { productId: 4002 }), 1, {}, { ...garageBundle, price: null });
    expect(r.ok && r.line.unitMinor).toBe(82400 + 35000);
  });

  it.each<[string, unknown, string, string?]>([
    [
      "a required option without a child",
      [defaultChildren[1], defaultChildren[2]],
      "Option 100 is required",
      "bundleOptions.100",
    ],
    ["the included option left out", [defaultChildren[0], defaultChildren[1]], "Option 103 is required"],
    ["no children at all", [], "Option 100 is required"],
    [
      "a free child that is not the included product",
      withChild(2, { productId: 4005 }),
      "Incorrect free product",
      "children.2",
    ],
    ["a free child with qty 2", withChild(2, { qty: 2 }), "Incorrect free product", "children.2"],
    [
      "the included product under bundleOptionId with qty 2",
      withChild(2, { qty: 2, metadata: { bundleOptionId: 103 } }),
      "Incorrect free product",
    ],
    [
      "freeBundleOptionId on an option with no included product",
      withChild(0, { metadata: { freeBundleOptionId: 100 } }),
      "Incorrect free product",
    ],
    ["a child without an option id", withChild(0, { metadata: {} }), "Invalid bundle child", "children.0"],
    ["an unknown option id", withChild(0, { metadata: { bundleOptionId: 999 } }), "Invalid bundle child"],
    ["a non-numeric option id", withChild(0, { metadata: { bundleOptionId: "rack" } }), "Invalid bundle child"],
    ["a quantity change the value forbids", withChild(0, { qty: 2 }), "Invalid bundle child", "children.0.qty"],
    ["a zero child quantity", withChild(1, { qty: 0 }), "Invalid bundle child", "children.1.qty"],
    ["a negative child quantity", withChild(1, { qty: -2 }), "Invalid bundle child"],
    ["a fractional child quantity", withChild(1, { qty: 1.5 }), "Invalid bundle child"],
    ["a huge child quantity", withChild(1, { qty: 1e9 }), "Invalid bundle child"],
    ["the same selection twice", [...defaultChildren, defaultChildren[1]], "Invalid bundle child", "children.3"],
    ["a product from another option", withChild(0, { productId: 4003 }), "Unknown bundle child", "children.0"],
    ["a product that is in no option", withChild(0, { productId: 1001 }), "Unknown bundle child"],
    ["children that are not a list", { productId: 4001 }, "Invalid bundle child", "children"],
    [
      "a child without a qty",
      [{ productId: 4001, metadata: { bundleOptionId: 100 } }],
      "Invalid bundle child",
      "children",
    ],
  ])("refuses %s", (_label, children, message, field) => {
    const r = price(children);
    expect(r.ok ? null : r.error.message).toBe(message);
    if (field && !r.ok) expect(r.error.field).toBe(field);
  });

  it("answers 'Unknown bundle child' when a selection is not sold in the store (not loaded)", () => {
    const partial = { ...garageBundle, children: (garageBundle.children ?? []).filter((c) => c.productId !== 4002) };
    const r = price(withChild(0, { productId: 4002 }), 1, {}, partial);
    expect(r.ok ? null : r.error.message).toBe("Unknown bundle child");
  });
});
