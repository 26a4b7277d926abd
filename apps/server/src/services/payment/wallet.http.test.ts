import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { type TestBrowser, testBrowser } from "../customer/customer.testing.ts";

/** POST /svc_checkout/paypal/order and /affirm/checkout: the caller's list, our own URLs, the in-process gateway. */
let store: TestStore;
let shopper: TestBrowser;
let listId: string;
let origin: string;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  origin = new URL(store.config.publicBaseUrl).origin;
  shopper = testBrowser(store);
  const res = await shopper.request("/svc_list/lists", { method: "POST", body: { type: "quote" } });
  expect(res.status).toBe(201);
  listId = ((await res.json()) as { _id: string })._id;
});
afterAll(async () => {
  await store?.close();
});

const paypalBody = (over: Record<string, unknown> = {}) => ({
  listId,
  storeId: 1,
  amount: 129.99,
  returnUrl: `${origin}/checkout/review`,
  cancelUrl: "/checkout/payment",
  ...over,
});

async function post(browser: TestBrowser, path: string, body: unknown) {
  const res = await browser.request(`/svc_checkout${path}`, { method: "POST", body });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & Partial<ErrorJson> };
}

describe("wallet start routes", () => {
  it("creates a PayPal order for the caller's list, approved on the gateway's page", async () => {
    const { status, json } = await post(shopper, "/paypal/order", paypalBody());
    expect(status).toBe(200);
    expect(json.approveUrl).toBe(`${origin}/_testpay/paypal/checkoutnow?token=${json.id}`);
    const order = await store.services.paypal.getOrder(String(json.id));
    expect(order).toMatchObject({ status: "CREATED", amountMinor: 12_999, currency: "USD" });
  });

  it("answers someone else's or an unknown list with the same 404", async () => {
    const stranger = testBrowser(store);
    const other = await post(stranger, "/paypal/order", paypalBody());
    expect(other.status).toBe(404);
    expect(other.json.error?.code).toBe("list_not_found");
    const unknown = await post(
      shopper,
      "/paypal/order",
      paypalBody({ listId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toEqual(other.json.error);
    expect((await post(shopper, "/paypal/order", paypalBody({ listId: "not-a-uuid" }))).status).toBe(404);
  });

  it("refuses return and cancel URLs off our origin", async () => {
    for (const returnUrl of [
      "https://evil.example/steal",
      "//evil.example/x",
      "javascript:alert(1)",
      `${origin}.evil.example/`,
    ]) {
      const { status, json } = await post(shopper, "/paypal/order", paypalBody({ returnUrl }));
      expect({ returnUrl, status }).toEqual({ returnUrl, status: 400 });
      expect(json.error?.details?.fields?.[0]?.field).toBe("returnUrl");
    }
    const cancel = await post(shopper, "/paypal/order", paypalBody({ cancelUrl: "https://evil.example/" }));
    expect(cancel.json.error?.details?.fields?.[0]?.field).toBe("cancelUrl");
  });

  it("validates the body", async () => {
    expect((await post(shopper, "/paypal/order", paypalBody({ amount: 0 }))).status).toBe(400);
    expect((await post(shopper, "/paypal/order", paypalBody({ amount: -1 }))).status).toBe(400);
    expect((await post(shopper, "/paypal/order", paypalBody({ storeId: 99 }))).status).toBe(400);
    expect((await post(shopper, "/paypal/order", "{")).json.error?.code).toBe("malformed_json");
  });

  it("starts an Affirm checkout in a USD store only", async () => {
    const body = {
      listId,
      storeId: 1,
      amount: 1299,
      shipping: 49,
      tax: 100,
      returnUrl: "/checkout/review",
      cancelUrl: "/checkout/payment",
    };
    const { status, json } = await post(shopper, "/affirm/checkout", body);
    expect(status).toBe(200);
    expect(json.redirectUrl).toBe(`${origin}/_testpay/affirm/checkout/${json.checkoutId}`);
    expect((await post(shopper, "/affirm/checkout", { ...body, storeId: 5 })).status).toBe(400);
    expect((await post(shopper, "/affirm/checkout", { ...body, returnUrl: "https://evil.example/" })).status).toBe(400);
    expect((await post(testBrowser(store), "/affirm/checkout", body)).status).toBe(404);
  });
});
