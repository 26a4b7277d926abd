import type { List, ListItem } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { pendingCartQty } from "./use-cart-count.ts";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const add = (qtys: number[]) => ({ intent: "add", items: qtys.map((qty) => ({ productId: 1, qty })) });

function cartWith(qty: number): List {
  const item = {
    _id: "line-1",
    listItemId: "line-1",
    productId: 1,
    qty,
    product: { name: "Bar", sku: "B", type: "simple", url: "/b", thumbnail: null },
    stockStatus: "empty",
    maxQty: null,
  } as ListItem;
  return {
    _id: "cart",
    type: "quote",
    items: [item],
    messages: [],
    metadata: { isActive: true, activeCartTs: null },
    urlKey: null,
    version: 1,
    totals: { qty, subtotal: 0, hundoDiscount: 0, total: 0, currency: "USD" },
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
}

describe("pendingCartQty (the header count while changes are in flight)", () => {
  it.each([
    ["nothing in flight", [], 3],
    ["an add being sent counts at once", [{ state: "submitting" as const, json: add([2]) }], 5],
    ["a grouped add counts every line", [{ state: "submitting" as const, json: add([1, 2]) }], 6],
    [
      "an answered add counts as the server kept it (capped)",
      [{ state: "loading" as const, json: add([5]), data: { ok: true, intent: "add", qty: 4, messages: [] } }],
      4,
    ],
    [
      "a refused add counts for nothing",
      [{ state: "loading" as const, json: add([5]), data: { ok: false, intent: "add", code: "x", message: "no" } }],
      3,
    ],
    [
      "buy now and the wishlist leave the cart alone",
      [{ state: "submitting" as const, json: { intent: "buy-now", items: [{ productId: 1, qty: 1 }] } }],
      3,
    ],
    [
      "a plain form add with an items field",
      [{ state: "submitting" as const, formData: form({ intent: "add", items: '[{"productId":1,"qty":2}]' }) }],
      5,
    ],
    ["an idle fetcher is history", [{ state: "idle" as const, json: add([9]) }], 3],
  ])("%s", (_name, fetchers, expected) => {
    expect(pendingCartQty(3, fetchers, null)).toBe(expected);
  });

  it("on the cart page, a quantity change and a removal count as the page shows them", () => {
    const page = { cart: cartWith(3), sfl: null };
    const update = {
      state: "submitting" as const,
      formData: form({ intent: "update-qty", itemId: "line-1", qty: "7" }),
    };
    expect(pendingCartQty(3, [update], page)).toBe(7);
    const remove = {
      state: "submitting" as const,
      formData: form({ intent: "remove", itemId: "line-1", list: "cart" }),
    };
    expect(pendingCartQty(3, [remove], page)).toBe(0);
    expect(pendingCartQty(3, [update, { state: "submitting" as const, json: add([1]) }], page)).toBe(8);
  });
});
