import { describe, expect, it } from "vitest";
import type { BuyRequest } from "../pricing/types.ts";
import { buyRequestKey, type MergeLimits, mergeDuplicates } from "./merge.ts";

const limits = (max: number, available: number): MergeLimits<BuyRequest> => ({
  maxQty: () => max,
  available: () => available,
});

describe("mergeDuplicates (SPEC §5: merged duplicates capped to available stock)", () => {
  it("sums duplicates into the first occurrence", () => {
    const items: BuyRequest[] = [
      { productId: 1, qty: 2 },
      { productId: 2, qty: 1 },
      { productId: 1, qty: 3 },
    ];
    expect(mergeDuplicates(items, limits(9999, 100))).toEqual([
      { item: { productId: 1, qty: 5 } },
      { item: { productId: 2, qty: 1 } },
    ]);
  });

  it.each<[string, number, number, number, number | undefined]>([
    ["caps to the stock on hand", 9999, 4, 4, 5],
    ["caps to the quantity rules (MMV max 1)", 1, 40, 1, 5],
    ["leaves an out-of-stock item uncapped (it shows as bin/oos)", 9999, 0, 5, undefined],
    ["keeps the rule cap when out of stock", 1, 0, 1, 5],
    ["does not cap when there is enough", 9999, 5, 5, undefined],
  ])("%s", (_label, max, available, qty, requested) => {
    const merged = mergeDuplicates(
      [
        { productId: 1, qty: 2 },
        { productId: 1, qty: 3 },
      ],
      limits(max, available),
    );
    expect(merged).toEqual([
      requested === undefined ? { item: { productId: 1, qty } } : { item: { productId: 1, qty }, requested },
    ]);
  });

  it("does not cap an item that was not merged", () => {
    expect(mergeDuplicates([{ productId: 1, qty: 8 }], limits(9999, 2))).toEqual([{ item: { productId: 1, qty: 8 } }]);
  });

  it("keeps different choices apart and ignores key order", () => {
    const a: BuyRequest = { productId: 5, qty: 1, options: { "1": 11, "2": 21 } };
    const b: BuyRequest = { productId: 5, qty: 1, options: { "2": 21, "1": 11 } };
    const c: BuyRequest = { productId: 5, qty: 1, options: { "1": 13, "2": 21 } };
    expect(buyRequestKey(a)).toBe(buyRequestKey(b));
    expect(buyRequestKey(a)).not.toBe(buyRequestKey(c));
    expect(mergeDuplicates([a, b, c], limits(9999, 100)).map((m) => m.item.qty)).toEqual([2, 1]);
  });

  it("keeps gift cards for different recipients apart", () => {
    const card = (email: string): BuyRequest => ({
      productId: 6,
      qty: 1,
      metadata: { giftcard: { amount: 50, recipientEmail: email } },
    });
    expect(mergeDuplicates([card("a@x.io"), card("b@x.io"), card("a@x.io")], limits(9999, 100)).length).toBe(2);
  });
});
