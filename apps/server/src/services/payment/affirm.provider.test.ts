import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { testpayRoutes } from "../testpay/index.ts";
import { type AffirmProvider, createAffirmProvider } from "./affirm.provider.ts";
import { PaymentUnavailableError } from "./payment.provider.ts";
import { CONTROL_SECRET, providerGateway, rejected } from "./provider-gateway.testing.ts";

/** The Affirm adapter against the in-process /_testpay gateway (docs/testpay.md). */
let store: TestStore;
let gateway: ReturnType<typeof testpayRoutes>;
let affirm: AffirmProvider;
const API_KEY = "affirm-test-api-key";

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  gateway = providerGateway(store, { apiKey: API_KEY, clientKey: "affirm-client-key" });
  affirm = createAffirmProvider({
    baseUrl: "http://testpay.internal/affirm",
    apiKey: API_KEY,
    fetch: (u, i) => gateway.request(u, i),
    timeoutMs: 2_000,
  });
});
afterAll(async () => {
  await store?.close();
});

/** The shopper's Confirm in the Affirm modal: the checkout token the confirmation URL receives. */
async function confirm(checkoutId: string): Promise<string> {
  const res = await gateway.request(`/test/affirm/${checkoutId}/confirm`, {
    method: "POST",
    headers: { "x-testpay-control": CONTROL_SECRET },
  });
  const body = (await res.json()) as { checkout_token: string };
  return body.checkout_token;
}

const checkout = (input: { email?: string; orderId?: string } = {}) =>
  affirm.createCheckout({
    totalMinor: 129_900,
    shippingMinor: 4_900,
    taxMinor: 10_000,
    userConfirmationUrl: "http://shop.test/checkout/review?affirm=1",
    cancelUrl: "http://shop.test/checkout/payment",
    orderId: input.orderId ?? "list-1",
    email: input.email,
  });

describe("Affirm provider", () => {
  it("confirm → authorize → capture", async () => {
    const started = await checkout();
    expect(started.redirectUrl).toBe(`http://shop.test/_testpay/affirm/checkout/${started.checkoutId}`);
    const token = await confirm(started.checkoutId);
    const txn = await affirm.authorize(token, "order-1");
    expect(txn).toMatchObject({ amountMinor: 129_900, currency: "USD" });
    expect(await affirm.capture(txn.id)).toMatchObject({ amountMinor: 129_900 });
    expect((await rejected(affirm.void(txn.id))).errorCode).toBe("invalid-transition");
    // A checkout token authorises once.
    expect((await rejected(affirm.authorize(token, "order-1"))).errorCode).toBe("invalid-checkout-token");
  });

  it("voids an authorisation that is not captured", async () => {
    const txn = await affirm.authorize(await confirm((await checkout()).checkoutId), "order-2");
    await affirm.void(txn.id);
    expect((await rejected(affirm.capture(txn.id))).errorCode).toBe("invalid-transition");
  });

  it("passes Affirm's refusals on with their code", async () => {
    const declined = await checkout({ email: "declined@example.com" });
    expect((await rejected(affirm.authorize(await confirm(declined.checkoutId), "order-3"))).errorCode).toBe(
      "auth-declined",
    );
    expect((await rejected(affirm.authorize("affirm_forged", "order-3"))).errorCode).toBe("invalid-checkout-token");
    expect((await rejected(affirm.capture("NOSUCHTXN000"))).errorCode).toBe("transaction-not-found");
    const mismatch = affirm.createCheckout({
      totalMinor: 1000,
      items: [{ name: "Bar", sku: "BAR", unitPriceMinor: 900, qty: 1 }],
      userConfirmationUrl: "http://shop.test/r",
      cancelUrl: "http://shop.test/c",
      orderId: "list-4",
    });
    expect((await rejected(mismatch)).errorCode).toBe("total-mismatch");
  });

  it("reports a failing gateway or a wrong key as unavailable", async () => {
    await gateway.request("/test/faults", {
      method: "POST",
      headers: { "x-testpay-control": CONTROL_SECRET, "content-type": "application/json" },
      body: JSON.stringify({ failNext: 1 }),
    });
    await expect(checkout()).rejects.toBeInstanceOf(PaymentUnavailableError);
    const wrongKey = createAffirmProvider({
      baseUrl: "http://testpay.internal/affirm",
      apiKey: "wrong",
      fetch: (u, i) => gateway.request(u, i),
    });
    await expect(
      wrongKey.createCheckout({ totalMinor: 100, userConfirmationUrl: "/r", cancelUrl: "/c", orderId: "x" }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});
