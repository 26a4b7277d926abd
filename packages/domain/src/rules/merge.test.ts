import { describe, expect, it } from "vitest";
import type { BuyRequest } from "../pricing/types.ts";
import { buyRequestKey, lineQtyCap } from "./merge.ts";

describe("lineQtyCap (SPEC §5: merged duplicates capped to available stock)", () => {
  // The cases of the former mergeDuplicates table: 2 + 3 of one item merged into a line of 5.
  it.each<[string, number, number, boolean, number]>([
    ["caps to the stock on hand", 9999, 4, true, 4],
    ["caps to the quantity rules (MMV max 1)", 1, 40, true, 1],
    ["leaves an out-of-stock item uncapped (it shows as bin/oos)", 9999, 0, true, 5],
    ["keeps the rule cap when out of stock", 1, 0, true, 1],
    ["does not cap when there is enough", 9999, 5, true, 5],
    ["does not cap to the stock a line not bought as it stands (wishlist)", 9999, 2, false, 5],
    ["keeps the rule cap on a line not bought as it stands", 1, 2, false, 1],
    ["does not cap a line whose stock is not limited", 9999, Number.POSITIVE_INFINITY, true, 5],
  ])("%s", (_label, ruleMax, stock, toStock, qty) => {
    expect(Math.min(2 + 3, lineQtyCap(ruleMax, stock, toStock))).toBe(qty);
  });
});

describe("buyRequestKey (the identity duplicates merge on)", () => {
  it("is the same for the same item", () => {
    expect(buyRequestKey({ productId: 1 })).toBe(buyRequestKey({ productId: 1, options: undefined }));
    expect(buyRequestKey({ productId: 1 })).not.toBe(buyRequestKey({ productId: 2 }));
  });

  it("keeps different choices apart and ignores key order", () => {
    const a: BuyRequest = { productId: 5, qty: 1, options: { "1": 11, "2": 21 } };
    const b: BuyRequest = { productId: 5, qty: 1, options: { "2": 21, "1": 11 } };
    const c: BuyRequest = { productId: 5, qty: 1, options: { "1": 13, "2": 21 } };
    expect(buyRequestKey(a)).toBe(buyRequestKey(b));
    expect(buyRequestKey(a)).not.toBe(buyRequestKey(c));
    expect(new Set([a, b, c].map(buyRequestKey)).size).toBe(2);
  });

  it("keeps gift cards for different recipients apart", () => {
    const card = (email: string): BuyRequest => ({
      productId: 6,
      qty: 1,
      metadata: { giftcard: { amount: 50, recipientEmail: email } },
    });
    expect(new Set([card("a@x.io"), card("b@x.io"), card("a@x.io")].map(buyRequestKey)).size).toBe(2);
  });
});
