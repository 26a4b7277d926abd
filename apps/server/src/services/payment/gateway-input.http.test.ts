import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { cardTokens, draftOrder, shopperWithCart } from "../../testing/orders.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";

/**
 * Issue #13: free text the store forwards to the payment gateway (card holder names, the Affirm
 * contact e-mail) is checked before calling out. A bad value is the caller's 400 naming the field,
 * not a gateway failure the store reports as 503.
 */
let store: TestStore;
let shopper: TestBrowser;
let listId: string;
let origin: string;

beforeAll(async () => {
  store = await createTestStore();
  origin = new URL(store.config.publicBaseUrl).origin;
  shopper = testBrowser(store);
  await registerCustomer(store, shopper);
  const { list } = await shopperWithCart(store, undefined, shopper);
  listId = list._id;
});
afterAll(async () => {
  await store?.services.checkout.drain();
  await store?.close();
});

const BAD_NAMES = ["Sam\u0000Lee", "Sam\ud800", "\udc00Lee", "Sam\u0007Lee", "Sam\u009bLee", "Sam\nLee"];
const BAD_EMAILS = ["not an email", "sam@example", "sam\u0000@example.com", "sam\ud800@example.com", "\u0001@x.com"];

async function expectFieldError(path: string, method: string, body: unknown, field: string) {
  const res = await shopper.request(path, { method, body });
  const json = (await res.json()) as ErrorJson;
  expect({ path, status: res.status, fields: json.error.details?.fields?.map((f) => f.field) }).toMatchObject({
    status: 400,
    fields: [field],
  });
}

describe("gateway-bound free text", () => {
  it("refuses a bad card holder name with 400 on every route that sends one to the gateway", async () => {
    const order = await draftOrder(store, (await shopperWithCart(store, undefined, shopper)).list);
    for (const holderName of BAD_NAMES) {
      const paymentMethod = { type: "scheme", ...(await cardTokens(store)), holderName };
      await expectFieldError(
        "/svc_customer/customer/credit-cards",
        "POST",
        { paymentMethod },
        "paymentMethod.holderName",
      );
      await expectFieldError("/svc_paymentmethod/methods", "PUT", { paymentMethod }, "paymentMethod.holderName");
      await expectFieldError(
        "/svc_checkout/order",
        "POST",
        { ...order, payment: { ...order.payment, card: paymentMethod } },
        "payment.card.holderName",
      );
    }
  });

  it("refuses a bad Affirm contact e-mail with 400 before starting the checkout", async () => {
    for (const email of BAD_EMAILS) {
      await expectFieldError(
        "/svc_checkout/affirm/checkout",
        "POST",
        {
          listId,
          storeId: 1,
          amount: 10,
          email,
          returnUrl: `${origin}/checkout/review`,
          cancelUrl: "/checkout/payment",
        },
        "email",
      );
    }
  });

  it("still takes a good name and e-mail", async () => {
    const saved = await shopper.request("/svc_customer/customer/credit-cards", {
      method: "POST",
      body: { paymentMethod: { ...(await cardTokens(store)), holderName: "Zoë O'Brien-Łukasz" } },
    });
    expect(saved.status).toBe(201);
    const affirm = await shopper.request("/svc_checkout/affirm/checkout", {
      method: "POST",
      body: {
        listId,
        storeId: 1,
        amount: 10,
        email: "sam@example.com",
        returnUrl: `${origin}/checkout/review`,
        cancelUrl: "/checkout/payment",
      },
    });
    expect(affirm.status).toBe(200);
  });
});
