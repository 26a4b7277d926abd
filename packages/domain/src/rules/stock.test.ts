import { describe, expect, it } from "vitest";
import {
  availableQty,
  itemStockStatus,
  type StockProduct,
  stockStatus,
  suppliableQty,
  worstStockStatus,
} from "./stock.ts";

const item = (qoh: number, backorder = false, bin = false, type = "simple"): StockProduct => ({
  type,
  inventory: { qoh, backorder, bin },
});

describe("stock status (SPEC §4: empty, bin, oos; ADR 0003)", () => {
  it.each<[string, StockProduct, number, string]>([
    ["in stock", item(5), 1, "empty"],
    ["exactly enough", item(5), 5, "empty"],
    ["more than on hand, no alert", item(5), 6, "oos"],
    ["more than on hand, alert offered", item(5, false, true), 6, "bin"],
    ["none on hand, alert offered", item(0, false, true), 1, "bin"],
    ["none on hand, no alert", item(0), 1, "oos"],
    ["none on hand, backorder", item(0, true), 100, "empty"],
    ["negative qoh", item(-3), 1, "oos"],
    ["virtual products are not stock-tracked", item(0, false, false, "virtual"), 1, "empty"],
    ["gift cards are not stock-tracked", item(0, false, false, "giftcard"), 3, "empty"],
    ["qty 0 is judged as 1", item(0, false, true), 0, "bin"],
  ])("%s → %s", (_label, product, qty, status) => {
    expect(stockStatus(product, qty)).toBe(status);
  });

  it.each<[StockProduct, number]>([
    [item(7), 7],
    [item(0), 0],
    [item(2.7), 2],
    [item(0, true), Number.POSITIVE_INFINITY],
    [item(0, false, false, "virtual"), Number.POSITIVE_INFINITY],
  ])("available units of %o: %d", (product, n) => {
    expect(availableQty(product)).toBe(n);
  });

  it("takes the worst status of an item's parts (a bundle is as available as its scarcest child)", () => {
    expect(worstStockStatus([])).toBe("empty");
    expect(worstStockStatus(["empty", "bin"])).toBe("bin");
    expect(worstStockStatus(["bin", "oos", "empty"])).toBe("oos");
    expect(
      itemStockStatus([
        { product: item(10), qty: 2 },
        { product: item(3, false, true), qty: 4 },
      ]),
    ).toBe("bin");
  });
});

describe("suppliableQty (the units of an item the store can supply now)", () => {
  it.each<[string, { product: StockProduct; perUnit: number }[], number]>([
    ["a simple item: its stock", [{ product: item(7), perUnit: 1 }], 7],
    ["out of stock", [{ product: item(0), perUnit: 1 }], 0],
    ["backorderable: not limited", [{ product: item(0, true), perUnit: 1 }], Number.POSITIVE_INFINITY],
    [
      "a bundle: its scarcest child, per child qty",
      [
        { product: item(10), perUnit: 2 },
        { product: item(9), perUnit: 3 },
      ],
      3,
    ],
    ["a child qty of 0 counts as 1", [{ product: item(4), perUnit: 0 }], 4],
    ["a child short of one bundle", [{ product: item(1), perUnit: 2 }], 0],
  ])("%s", (_label, parts, qty) => {
    expect(suppliableQty(parts)).toBe(qty);
  });
});
