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
  it("describes bundles, gift cards and customised items", () => {
    expect(
      itemDetails({ product: { ...product, type: "bundle" }, children: [{ productId: 1, qty: 1 }] }, "en-US"),
    ).toEqual(["Bundle of 1 item"]);
    expect(itemDetails({ product, metadata: { giftcard: { recipientName: "Ann" } } }, "en-US")).toEqual(["To Ann"]);
    expect(itemDetails({ product, metadata: { recipeId: "x" } }, "en-US")).toEqual(["Customised (design x)"]);
  });
});
