import type { Product, ProductComplete } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld.ts";
import {
  bestStockState,
  cheapest,
  initialSelection,
  leadTimeText,
  matchChild,
  parsePreselect,
  selectConfigValue,
  stockState,
} from "./product-view.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

function product(over: Partial<Product> = {}): Product {
  return {
    productId: 1,
    sku: "AT1",
    name: "Tee",
    type: "simple",
    price: 30,
    attributes: {},
    weight: 1,
    inventory: {
      min: 1,
      max: 100,
      qoh: 5,
      backorder: false,
      leadTime: null,
      restockStatus: null,
      promoQty: null,
      bin: false,
      ms: null,
    },
    childrenIds: [],
    bundleOptions: [],
    customOptions: [],
    giftcardData: null,
    hundoPricing: null,
    configurableAttributes: [],
    gallery: [{ link: "/media/a.svg", label: "a", width: 10, height: 10 }],
    thumbnail: null,
    visibility: 4,
    url: "/tee",
    hasRedirect: false,
    categories: [],
    parentId: null,
    storeId: 1,
    currency: "USD",
    ...over,
  };
}

const child = (id: number, color: string, size: string, over: Partial<Product> = {}) =>
  product({
    productId: id,
    sku: `AT1-${color}-${size}`,
    attributes: { color, size },
    parentId: 1,
    visibility: 1,
    ...over,
  });

function tee(): ProductComplete {
  return {
    ...product({ type: "configurable", childrenIds: [11, 12, 13] }),
    configurableAttributes: [
      {
        code: "color",
        label: "Color",
        values: [
          { value: "black", label: "Black", swatch: "#000" },
          { value: "red", label: "Red", swatch: "#f00" },
        ],
      },
      {
        code: "size",
        label: "Size",
        values: [
          { value: "M", label: "M", swatch: null },
          { value: "L", label: "L", swatch: null },
        ],
      },
    ],
    children: [
      child(11, "black", "M"),
      child(12, "black", "L", { price: 25 }),
      child(13, "red", "M", { attributes: { color: "red", size: "M", special_price: 20 } }),
    ],
  };
}

describe("parsePreselect", () => {
  it("reads childId, dash-separated bundle children and the recipe id", () => {
    const p = parsePreselect(new URLSearchParams("childId=12&b=5-6-x-7&rid=r1"));
    expect(p).toEqual({ childId: 12, bundleChildIds: [5, 6, 7], recipeId: "r1" });
  });
  it("ignores malformed values", () => {
    expect(parsePreselect(new URLSearchParams("childId=-1&b=&rid="))).toEqual({
      childId: null,
      bundleChildIds: [],
      recipeId: null,
    });
  });
});

describe("configurable selection", () => {
  it("matches the child only when every attribute is chosen", () => {
    expect(matchChild(tee(), { color: "black" })).toBeNull();
    expect(matchChild(tee(), { color: "black", size: "L" })?.productId).toBe(12);
    expect(matchChild(tee(), { color: "red", size: "L" })).toBeNull();
  });
  it("preselects the linked child, or nothing when it is unknown", () => {
    expect(initialSelection(tee(), 13)).toEqual({ color: "red", size: "M" });
    expect(initialSelection(tee(), 99)).toEqual({});
  });
  it("drops a choice no child has together with the new value", () => {
    expect(selectConfigValue(tee(), { color: "black", size: "L" }, "color", "red")).toEqual({ color: "red" });
    expect(selectConfigValue(tee(), { color: "black", size: "M" }, "color", "red")).toEqual({
      color: "red",
      size: "M",
    });
  });
  it("finds the cheapest child by the price paid now (special prices count)", () => {
    expect(cheapest(tee().children, NOW)?.productId).toBe(13);
  });
});

describe("stock", () => {
  const inv = product().inventory;
  it("follows SPEC §4: in stock, backorder, bin, oos", () => {
    expect(stockState(inv, "simple")).toBe("in_stock");
    expect(stockState({ ...inv, qoh: 0, backorder: true }, "simple")).toBe("backorder");
    expect(stockState({ ...inv, qoh: 0, bin: true }, "simple")).toBe("bin");
    expect(stockState({ ...inv, qoh: 0 }, "simple")).toBe("oos");
    expect(stockState({ ...inv, qoh: 0 }, "virtual")).toBe("in_stock");
  });
  it("a configurable is as available as its best child", () => {
    const out = { ...inv, qoh: 0 };
    expect(bestStockState([product({ inventory: out }), product({ inventory: { ...out, backorder: true } })])).toBe(
      "backorder",
    );
    expect(bestStockState([])).toBe("oos");
  });
  it("words lead times once", () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}(${values?.time})`;
    expect(leadTimeText("Ships in 2-3 weeks", t)).toBe("Ships in 2-3 weeks");
    expect(leadTimeText("2-3 weeks", t)).toBe("catalog.stock.leadTime(2-3 weeks)");
  });
});

describe("productJsonLd", () => {
  it("gives a simple product one offer at the price paid now", () => {
    const ld = productJsonLd(
      { ...product({ attributes: { special_price: 25, manufacturer: "Ironworks" } }), children: [] },
      "https://shop.test/tee",
      NOW,
    );
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "25.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Ironworks" });
    expect(ld.image).toEqual(["https://shop.test/media/a.svg?w=1284"]);
  });
  it("gives a configurable an aggregate offer over its children", () => {
    const ld = productJsonLd(tee(), "https://shop.test/tee", NOW);
    expect(ld.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: "20.00",
      highPrice: "30.00",
      offerCount: 3,
    });
  });
});
