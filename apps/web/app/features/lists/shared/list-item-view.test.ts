import { describe, expect, it } from "vitest";
import { itemDetails, itemPath, itemStockView } from "./list-item-view.ts";

const product = { name: "Bar", sku: "B1", type: "simple", url: "/bar", thumbnail: null };

describe("itemStockView", () => {
  it("maps SPEC §4 statuses, short when the store has fewer than the line", () => {
    expect(itemStockView({ qty: 2, stockStatus: "empty", maxQty: null })).toBe("in_stock");
    expect(itemStockView({ qty: 2, stockStatus: "empty", maxQty: 5 })).toBe("in_stock");
    expect(itemStockView({ qty: 6, stockStatus: "empty", maxQty: 5 })).toBe("short");
    expect(itemStockView({ qty: 6, stockStatus: "oos", maxQty: 2 })).toBe("short");
    expect(itemStockView({ qty: 1, stockStatus: "oos", maxQty: 0 })).toBe("oos");
    expect(itemStockView({ qty: 1, stockStatus: "bin", maxQty: null })).toBe("bin");
    expect(itemStockView({ qty: 1, stockStatus: null, maxQty: null })).toBeNull();
  });
});

describe("itemPath", () => {
  it("keeps a plain product's url", () => {
    expect(itemPath({ product })).toBe("/bar");
  });
  it("names bundle children with b= and recipes with rid=", () => {
    const bundle = { ...product, type: "bundle", url: "/kit" };
    const children = [
      { productId: 11, qty: 1 },
      { productId: 12, qty: 2 },
    ];
    expect(itemPath({ product: bundle, children })).toBe("/kit?b=11-12");
    expect(itemPath({ product, metadata: { recipeId: "r-9" } })).toBe("/bar?rid=r-9");
  });
});

describe("itemDetails", () => {
  it("prints the server's description: choices, bundle parts with quantities, options, recipient", () => {
    const description = {
      name: "Tee",
      choices: [
        { label: "Color", value: "Charcoal" },
        { label: "Size", value: "L" },
      ],
      parts: [{ name: "Plate", qty: 2, included: false }],
      customOptions: [{ label: "Engraving", value: "IW" }],
      giftcard: null,
      design: null,
    };
    expect(itemDetails({ description })).toEqual(["Color: Charcoal", "Size: L", "2 × Plate", "Engraving: IW"]);
  });
  it("without a description yet, the gift card recipient and design from the metadata", () => {
    expect(itemDetails({ metadata: { giftcard: { recipientName: "Ann" } } })).toEqual(["Gift card to Ann"]);
    expect(itemDetails({ metadata: { recipeId: "x" } })).toEqual(["Customised (design x)"]);
  });
});
