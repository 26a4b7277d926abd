import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "@ironworks/contracts";
import { OFFLINE_ERROR, UNREADABLE_ERROR } from "../../lib/api.ts";
import en from "./messages/en.json";
import { orderErrorText, skuProblemText } from "./order-error-text.ts";
import {
  ORDER_ERROR_MESSAGE_KEYS,
  ORDER_MESSAGE_KEYS,
  orderErrorOf,
  parseSkuProblems,
  planFor,
  readOrderError,
} from "./order-errors.ts";

const err = (code: string, message = "", details?: unknown) => ({ code, message, details });
/** The English catalog as the page formats it (placeholders filled the way the test reads them). */
const english = (key: string, values: Record<string, string | number> = {}) => {
  const text = (en as Record<string, string>)[key];
  if (text === undefined) throw new Error(`no English message ${key}`);
  return text
    .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g, (_, n, one, other) =>
      (values[n] === 1 ? one : other).replace("#", String(values[n])),
    )
    .replace(/\{(\w+)\}/g, (_, n) => String(values[n]));
};
const shown = (code: string, message = "", details?: unknown) =>
  orderErrorText(english, planFor(err(code, message, details), "card"));

describe("order error handling (SPEC §8)", () => {
  it.each(["giftcard_balance_error", "giftcard_not_exist"])(
    "%s removes every gift card and shows giftcard_balance_error",
    (code) => {
      const plan = planFor(err(code), "card");
      expect(plan.removeGiftcards).toBe(true);
      expect(plan.messageKey).toBe("giftcard_balance_error");
    },
  );

  it("order_already_published names the existing order to fetch", () => {
    const plan = planFor(err("order_already_published", "", { orderId: "ORD-1" }), "card");
    expect(plan.existingOrderId).toBe("ORD-1");
    expect(shown("order_already_published")).toBe(
      "This order has already been placed with different totals. Please check your order history.",
    );
  });

  it.each([
    "shipping_rate",
    "wrong_shipping_total",
    "wrong_shipping_rate",
    "shipping_method_not_found",
    "shipping_method_not_valid",
    "pickup_disabled",
  ])("%s reloads prices, refetches shipping and shows wrong_shipping_rate", (code) => {
    expect(planFor(err(code), "card")).toMatchObject({
      reloadPrices: true,
      refetch: "shipping",
      messageKey: "wrong_shipping_rate",
    });
  });

  it.each(["wrong_tax_total", "wrong_discount", "wrong_grandtotal", "wrong_payment_amount", "wrong_product_price"])(
    "%s reloads prices, refetches tax and shows wrong_product_price",
    (code) => {
      expect(planFor(err(code), "card")).toMatchObject({
        reloadPrices: true,
        refetch: "tax",
        messageKey: "wrong_product_price",
      });
    },
  );

  it("inventory_error with sold-out items: reload the cart and open the out-of-stock modal", () => {
    const plan = planFor(
      err("inventory_error", "RB-1: requested 2, available 0", [{ sku: "RB-1", requested: 2, available: 0 }]),
      "card",
    );
    expect(plan.reloadCart).toBe(true);
    expect(plan.outOfStock).toEqual([{ sku: "RB-1", message: null, available: 0 }]);
    expect(plan.outOfStock.map((p) => skuProblemText(english, p))).toEqual(["Out of stock"]);
    expect(plan.skuProblems).toEqual([]);
  });

  it("inventory_error with short items: per-SKU errors parsed from the message", () => {
    const plan = planFor(
      err("inventory_error", "RB-1: requested 5, available 2; PL-9: requested 3, available 1"),
      "card",
    );
    expect(plan.outOfStock).toEqual([]);
    expect(plan.skuProblems).toEqual([
      { sku: "RB-1", message: "requested 5, available 2", available: 2 },
      { sku: "PL-9", message: "requested 3, available 1", available: 1 },
    ]);
    expect(plan.skuProblems.map((p) => skuProblemText(english, p))).toEqual(["Only 2 available", "Only 1 available"]);
  });

  it("parses sold-out items from the message alone", () => {
    expect(parseSkuProblems(err("inventory_error", "RB-1: requested 1, available 0"))).toEqual([
      { sku: "RB-1", message: "requested 1, available 0", available: 0 },
    ]);
  });

  it("payment_error: a PayPal amount mismatch clears the approval; otherwise payment_error", () => {
    const mismatch = err("payment_error", "The PayPal amount does not match the order.", { reason: "amount_mismatch" });
    expect(planFor(mismatch, "paypal")).toMatchObject({ messageKey: "paypal_amount_mismatch", clearPaypalToken: true });
    expect(planFor(mismatch, "card")).toMatchObject({ messageKey: "payment_error", clearPaypalToken: false });
    expect(shown("payment_error", "Refused")).toBe(
      "Your payment could not be completed. Please check your payment details or choose another method.",
    );
  });

  it("cvv_required and three_ds have their messages", () => {
    expect(shown("cvv_required")).toBe("Please enter the security code (CVV) of your card.");
    expect(shown("three_ds")).toBe(
      "Your card could not be verified (3-D Secure). Please try again or use another card.",
    );
  });

  it("shows unknown codes as they came", () => {
    expect(planFor(err("something_new", "Something new happened"), "card")).toMatchObject({
      message: "Something new happened",
      messageKey: null,
    });
    expect(planFor(err("bare_code"), "card").message).toBe("bare_code");
    expect(shown("something_new", "Something new happened")).toBe("Something new happened");
  });

  it("reads the one error shape, else a generic error", () => {
    expect(readOrderError({ error: { code: "x", message: "y", details: 1 } }, 409)).toEqual({
      code: "x",
      message: "y",
      details: 1,
    });
    expect(readOrderError("<html>", 502).code).toBe("http_502");
    expect(readOrderError(null, 0).code).toBe("network");
  });

  it("a failed call of the client becomes the order error (network, http_{status}, or the answer's)", () => {
    expect(orderErrorOf({ ok: false, status: 0, offline: true, error: OFFLINE_ERROR })).toEqual({
      code: "network",
      message: "",
    });
    expect(shown("network")).toBe("We could not reach the store. Please check your connection and try again.");
    expect(orderErrorOf({ ok: false, status: 502, unreadable: true, error: UNREADABLE_ERROR })).toEqual({
      code: "http_502",
      message: "",
    });
    expect(shown("http_502")).toBe("The store could not answer (error 502). Please try again.");
    const error = { code: "inventory_error", message: "SKU1: out of stock", details: [], fields: [] };
    expect(orderErrorOf({ ok: false, status: 409, error })).toEqual({
      code: "inventory_error",
      message: "SKU1: out of stock",
      details: [],
    });
  });

  it("every contract order code has its handling (shown as it came when it has no message key)", () => {
    for (const code of Object.values(ORDER_ERROR_CODES)) {
      const key = ORDER_ERROR_MESSAGE_KEYS[code];
      const plan = planFor(err(code, "as it came"), "card");
      expect(plan.messageKey).toBe(key);
      expect(orderErrorText(english, plan)).toBe(key ? english(`checkout.error.${key}`) : "as it came");
    }
  });

  it("every message key has its words in the checkout catalog", () => {
    for (const key of ORDER_MESSAGE_KEYS) expect(Object.keys(en)).toContain(`checkout.error.${key}`);
  });
});
