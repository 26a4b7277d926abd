import { describe, expect, it } from "vitest";
import { availableQty, itemStockStatus, type StockProduct, stockStatus, worstStockStatus } from "./stock.ts";

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
