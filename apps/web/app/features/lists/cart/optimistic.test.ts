import type { List, ListItem } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { applyPending, pendingChange } from "./optimistic.ts";

function item(id: string, qty: number, unitPrice: number): ListItem {
  return {
    _id: id,
    listItemId: id,
    productId: 1,
    qty,
    product: { name: id, sku: id, type: "simple", url: `/${id}`, thumbnail: null },
    price: {
      productId: 1,
      sku: id,
      type: "simple",
      qty,
      unitPrice,
      rowTotal: Math.round(unitPrice * qty * 100) / 100,
      regularPrice: unitPrice,
      reason: "regular",
      earned: false,
      breakdown: { base: unitPrice, options: 0, children: 0 },
      options: [],
      children: [],
    },
    stockStatus: "empty",
    maxQty: null,
  };
}

function list(type: "quote" | "sfl", items: ListItem[]): List {
  const subtotal = items.reduce((s, i) => s + (i.price?.rowTotal ?? 0), 0);
  return {
    _id: `${type}-1`,
    type,
    items,
    messages: [],
    metadata: { isActive: true, activeCartTs: null },
    urlKey: null,
    version: 1,
    totals: { qty: items.reduce((s, i) => s + i.qty, 0), subtotal, hundoDiscount: 0, total: subtotal, currency: "USD" },
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
}

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("applyPending", () => {
  const cart = list("quote", [item("a", 1, 19.99), item("b", 2, 0.1)]);
  const sfl = list("sfl", [item("c", 1, 5)]);

  it("keeps the server's totals when nothing is pending", () => {
    const v = applyPending(cart, sfl, []);
    expect(v.cart.qty).toBe(3);
    expect(v.cart.subtotal).toBe(cart.totals.subtotal);
    expect(v.cart.pending).toBe(false);
  });

  it("re-multiplies a new quantity in minor units (no float drift)", () => {
    const v = applyPending(cart, sfl, [{ intent: "update-qty", itemId: "b", qty: 3 }]);
    const b = v.cart.items.find((i) => i._id === "b");
    expect(b?.qty).toBe(3);
    expect(b?.price?.rowTotal).toBe(0.3);
    expect(b?.pending).toBe(true);
    expect(v.cart.subtotal).toBe(20.29);
    expect(v.cart.qty).toBe(4);
  });

  it("drops removed lines and moves lines between the cart and save for later", () => {
    const removed = applyPending(cart, sfl, [{ intent: "remove", itemId: "a", list: "cart" }]);
    const shown = (l: { items: { _id: string; gone: boolean }[] }) => l.items.filter((i) => !i.gone).map((i) => i._id);
    expect(shown(removed.cart)).toEqual(["b"]);
    expect(removed.cart.items.find((i) => i._id === "a")?.gone).toBe(true);
    const moved = applyPending(cart, sfl, [
      { intent: "move-to-sfl", itemId: "a" },
      { intent: "move-to-cart", itemId: "c" },
    ]);
    expect(shown(moved.cart)).toEqual(["b", "moving:c"]);
    expect(shown(moved.sfl)).toEqual(["moving:a"]);
    expect(moved.cart.subtotal).toBe(5.2);
  });

  it("treats a missing list as empty", () => {
    const v = applyPending(null, null, [{ intent: "remove", itemId: "x", list: "cart" }]);
    expect(v.cart.items).toEqual([]);
    expect(v.cart.listId).toBeNull();
  });
});

describe("pendingChange", () => {
  it("reads item changes from a fetcher's form data and ignores the rest", () => {
    expect(pendingChange(form({ intent: "update-qty", itemId: "a", qty: "4" }))).toEqual({
      intent: "update-qty",
      itemId: "a",
      qty: 4,
    });
    expect(pendingChange(form({ intent: "delete-buy-now" }))).toBeNull();
    expect(pendingChange(form({ intent: "update-qty", itemId: "a", qty: "-3" }))).toBeNull();
    expect(pendingChange(undefined)).toBeNull();
  });
});
