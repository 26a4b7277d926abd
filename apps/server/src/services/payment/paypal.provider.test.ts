import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { testpayRoutes } from "../testpay/index.ts";
import { PaymentUnavailableError } from "./payment.provider.ts";
import { createPaypalProvider, type PaypalProvider } from "./paypal.provider.ts";
import { CONTROL_SECRET, providerGateway, rejected } from "./provider-gateway.testing.ts";

/** The PayPal adapter against the in-process /_testpay gateway (PayPal Orders v2, docs/testpay.md). */
let store: TestStore;
let gateway: ReturnType<typeof testpayRoutes>;
const API_KEY = "paypal-test-api-key";
let tokenCalls = 0;
let clock = 1_000_000;

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  gateway = providerGateway(store, { apiKey: API_KEY, clientKey: "paypal-client-key" });
});
afterAll(async () => {
  await store?.close();
});

const gatewayFetch = (url: string, init: RequestInit) => {
  if (url.endsWith("/v1/oauth2/token")) tokenCalls++;
  return gateway.request(url, init);
};

function provider(options: { apiKey?: string; timeoutMs?: number } = {}): PaypalProvider {
  return createPaypalProvider({
    baseUrl: "http://testpay.internal/paypal",
    apiKey: options.apiKey ?? API_KEY,
    fetch: gatewayFetch,
    timeoutMs: options.timeoutMs ?? 2_000,
    now: () => clock,
  });
}

const control = (path: string, body: unknown = {}) =>
  gateway.request(`/test${path}`, {
    method: "POST",
    headers: { "x-testpay-control": CONTROL_SECRET, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

let n = 0;
const start = (paypal: PaypalProvider, amountMinor = 4299, currency = "USD") =>
  paypal.createOrder({
    amountMinor,
    currency,
    reference: `list-${++n}`,
    returnUrl: "http://shop.test/checkout/review?paypal=1",
    cancelUrl: "http://shop.test/checkout/payment",
  });

describe("PayPal provider", () => {
  beforeEach(async () => {
    await control("/faults", {});
  });

  it("creates an order the shopper approves, then captures it once", async () => {
    const paypal = provider();
    const order = await start(paypal);
    expect(order.approveUrl).toBe(`http://shop.test/_testpay/paypal/checkoutnow?token=${order.id}`);
    expect(await paypal.getOrder(order.id)).toEqual({
      status: "CREATED",
      amountMinor: 4299,
      currency: "USD",
      payerEmail: null,
    });
    expect((await rejected(paypal.capture(order.id, { amountMinor: 4299, currency: "USD" }))).errorCode).toBe(
      "ORDER_NOT_APPROVED",
    );

    expect((await control(`/paypal/${order.id}/approve`, { email: "buyer@example.com" })).status).toBe(200);
    expect(await paypal.getOrder(order.id)).toMatchObject({ status: "APPROVED", payerEmail: "buyer@example.com" });
    const capture = await paypal.capture(order.id, { amountMinor: 4299, currency: "USD" }, `cap-${order.id}`);
    expect(capture.status).toBe("COMPLETED");
    expect(capture.captureId).toMatch(/^[A-Z0-9]{17}$/);
    // The same idempotency key answers the first capture again, without a second one.
    expect(await paypal.capture(order.id, { amountMinor: 4299, currency: "USD" }, `cap-${order.id}`)).toEqual(capture);
    const again = await rejected(paypal.capture(order.id, { amountMinor: 4299, currency: "USD" }, `cap2-${order.id}`));
    expect(again.errorCode).toBe("ORDER_ALREADY_CAPTURED");
  });

  it("rejects a capture whose amount or currency differs from the approved order (AMOUNT_MISMATCH)", async () => {
    const paypal = provider();
    const order = await start(paypal, 10_000);
    await control(`/paypal/${order.id}/approve`);
    expect((await rejected(paypal.capture(order.id, { amountMinor: 10_001, currency: "USD" }))).errorCode).toBe(
      "AMOUNT_MISMATCH",
    );
    expect((await rejected(paypal.capture(order.id, { amountMinor: 10_000, currency: "CAD" }))).errorCode).toBe(
      "AMOUNT_MISMATCH",
    );
    expect((await paypal.capture(order.id, { amountMinor: 10_000, currency: "USD" })).status).toBe("COMPLETED");
  });

  it("passes PayPal's refusals on with their issue", async () => {
    const paypal = provider();
    const declined = await start(paypal);
    await control(`/paypal/${declined.id}/approve`, { email: "declined@example.com" });
    expect((await rejected(paypal.capture(declined.id, { amountMinor: 4299, currency: "USD" }))).errorCode).toBe(
      "INSTRUMENT_DECLINED",
    );
    expect((await rejected(paypal.getOrder("NOSUCHORDER123456"))).errorCode).toBe("INVALID_RESOURCE_ID");
    expect((await rejected(start(paypal, 0))).errorCode).toBe("CANNOT_BE_ZERO_OR_NEGATIVE");
  });

  it("keeps the OAuth token until shortly before it expires", async () => {
    const paypal = provider();
    const before = tokenCalls;
    const [a, b] = await Promise.all([start(paypal), start(paypal)]);
    await paypal.getOrder(a.id);
    await paypal.getOrder(b.id);
    expect(tokenCalls - before).toBe(1);
    clock += 32_400_000 - 30_000; // inside the last minute of the gateway's 9 h lifetime
    await paypal.getOrder(a.id);
    expect(tokenCalls - before).toBe(2);
  });

  it("reports a failing, silent or misconfigured gateway as unavailable", async () => {
    await control("/faults", { failNext: 1, failStatus: 503 });
    await expect(start(provider())).rejects.toBeInstanceOf(PaymentUnavailableError);
    await expect(start(provider({ apiKey: "wrong" }))).rejects.toBeInstanceOf(PaymentUnavailableError);
    const paypal = provider({ timeoutMs: 50 });
    await paypal.getOrder((await start(provider())).id); // token fetched before the gateway slows down
    await control("/faults", { latencyMs: 1_000 });
    await expect(start(paypal)).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});
