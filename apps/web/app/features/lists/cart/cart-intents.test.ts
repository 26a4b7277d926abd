import { describe, expect, it } from "vitest";
import { IntentError, parseIntent, requestedQty } from "./cart-intents.ts";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("requestedQty", () => {
  it("takes the typed value moved by the stepper", () => {
    expect(requestedQty("3", null)).toBe(3);
    expect(requestedQty("3", "1")).toBe(4);
    expect(requestedQty("3", "-1")).toBe(2);
    expect(requestedQty(" 7 ", "")).toBe(7);
    expect(requestedQty("", null)).toBeNaN();
    expect(requestedQty("2.5", null)).toBeNaN();
    expect(requestedQty("abc", "1")).toBeNaN();
  });
});

describe("parseIntent", () => {
  it("reads quantity changes; stepping to 0 removes the line", () => {
    expect(parseIntent(form({ intent: "update-qty", itemId: "a", qty: "2", step: "1" }))).toEqual({
      intent: "update-qty",
      itemId: "a",
      qty: 3,
    });
    expect(parseIntent(form({ intent: "update-qty", itemId: "a", qty: "1", step: "-1" }))).toEqual({
      intent: "remove",
      itemId: "a",
      list: "cart",
    });
  });
  it("refuses bad quantities, unknown intents and missing ids", () => {
    expect(() => parseIntent(form({ intent: "update-qty", itemId: "a", qty: "x" }))).toThrow(IntentError);
    expect(() => parseIntent(form({ intent: "update-qty", itemId: "a", qty: "10000" }))).toThrow(IntentError);
    expect(() => parseIntent(form({ intent: "drop-table", itemId: "a" }))).toThrow(IntentError);
    expect(() => parseIntent(form({ intent: "remove" }))).toThrow(IntentError);
  });
  it("reads moves and removes from either list", () => {
    expect(parseIntent(form({ intent: "move-to-sfl", itemId: "a" }))).toEqual({ intent: "move-to-sfl", itemId: "a" });
    expect(parseIntent(form({ intent: "move-to-cart", itemId: "b" }))).toEqual({ intent: "move-to-cart", itemId: "b" });
    expect(parseIntent(form({ intent: "remove", itemId: "b", list: "sfl" }))).toEqual({
      intent: "remove",
      itemId: "b",
      list: "sfl",
    });
  });
  it("reads product intents from JSON bodies and from a JSON form field", () => {
    const items = [{ productId: 1, qty: 1 }];
    expect(parseIntent({ intent: "add", items })).toEqual({ intent: "add", items });
    expect(parseIntent(form({ intent: "buy-now", items: JSON.stringify(items) }))).toEqual({
      intent: "buy-now",
      items,
    });
    expect(() => parseIntent({ intent: "add", items: [] })).toThrow(IntentError);
    expect(parseIntent({ intent: "delete-buy-now" })).toEqual({ intent: "delete-buy-now" });
  });
});
