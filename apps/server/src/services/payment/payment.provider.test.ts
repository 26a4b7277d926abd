import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { testpayRoutes } from "../testpay/index.ts";
import {
  CardRefusedError,
  type PaymentProvider,
  PaymentRejectedError,
  PaymentUnavailableError,
} from "./payment.provider.ts";
import { CONTROL_SECRET, providerGateway } from "./provider-gateway.testing.ts";
import { createTestpayProvider } from "./testpay.provider.ts";

/**
 * The PaymentProvider contract, run against the testpay gateway both in-process and over a real
 * socket: what any adapter (a real Adyen one included) must answer.
 */
let store: TestStore;
let gateway: ReturnType<typeof testpayRoutes>;
let server: ReturnType<typeof serve>;
let port = 0;
let clock = new Date("2026-01-10T12:00:00Z");
const API_KEY = "contract-test-api-key";

beforeAll(async () => {
  store = await createTestStore({ seed: false });
  gateway = providerGateway(
    store,
    { apiKey: API_KEY, clientKey: "contract-client-key" },
    { now: () => clock, hangMs: 5_000 },
  );
  await new Promise<void>((resolve) => {
    server = serve({ fetch: gateway.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await store.close();
});

async function tokens(number: string, cvc = "737") {
  const res = await gateway.request("/checkoutshopper/v1/tokenize?clientKey=contract-client-key", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ number, expiryMonth: 3, expiryYear: 2030, cvc, holderName: "J Smith" }),
  });
  const t = (await res.json()) as Record<string, string>;
  return {
    encryptedCardNumber: t.encryptedCardNumber!,
    encryptedExpiryMonth: t.encryptedExpiryMonth!,
    encryptedExpiryYear: t.encryptedExpiryYear!,
    encryptedSecurityCode: t.encryptedSecurityCode!,
  };
}

const transports: [string, () => PaymentProvider][] = [
  [
    "in-process",
    () =>
      createTestpayProvider({
        baseUrl: "http://testpay.internal",
        apiKey: API_KEY,
        fetch: (u, i) => gateway.request(u, i),
        timeoutMs: 300,
      }),
  ],
  ["over HTTP", () => createTestpayProvider({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, timeoutMs: 300 })],
];

describe.each(transports)("PaymentProvider contract (%s)", (_name, make) => {
  let provider: PaymentProvider;
  let n = 0;
  beforeAll(() => {
    provider = make();
  });
  const amount = { currency: "USD", value: 4200 };
  const reference = () => `REF-${++n}`;

  it("offers cards, PayPal and Affirm for the US", async () => {
    const { paymentMethods } = await provider.paymentMethods({ countryCode: "US" });
    expect(paymentMethods.map((m) => m.type)).toEqual(["scheme", "paypal", "affirm"]);
    expect((await provider.paymentMethods({ countryCode: "DE" })).paymentMethods.map((m) => m.type)).not.toContain(
      "affirm",
    );
  });

  it("authorises, refuses with the reason, and reports the card used", async () => {
    const ok = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("4111111111111111"),
    });
    expect(ok).toMatchObject({
      resultCode: "Authorised",
      card: { brand: "visa", lastFour: "1111", expiryMonth: 3, expiryYear: 2030 },
    });
    const no = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("4000000000009995"),
    });
    expect(no).toMatchObject({ resultCode: "Refused", refusalReason: "Not enough balance", refusalReasonCode: "12" });
  });

  it("finishes 3-D Secure through details", async () => {
    const first = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("5454545454545454"),
    });
    expect(first.resultCode).toBe("IdentifyShopper");
    const paymentData = String(first.action?.paymentData);
    const done = await provider.details({
      details: { fingerprintResult: "eyJ0aHJlZURTQ29tcEluZCI6IlkifQ==" },
      paymentData,
    });
    expect(done.resultCode).toBe("Authorised");
    await expect(provider.details({ details: { fingerprintResult: "x" }, paymentData })).rejects.toBeInstanceOf(
      PaymentRejectedError,
    );
  });

  it("an unfinished challenge past 10 minutes is refused (transStatus U)", async () => {
    const first = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("4917610000000000"),
    });
    const challenge = await provider.details({
      details: { fingerprintResult: "x" },
      paymentData: String(first.action?.paymentData),
    });
    expect(challenge.resultCode).toBe("ChallengeShopper");
    const start = clock;
    clock = new Date(start.getTime() + 11 * 60 * 1000);
    try {
      const token = String(challenge.action?.authorisationToken);
      const threeDSResult = Buffer.from(JSON.stringify({ transStatus: "Y", authorisationToken: token })).toString(
        "base64",
      );
      expect((await provider.details({ details: { threeDSResult } })).resultCode).toBe("Refused");
    } finally {
      clock = start;
    }
  });

  it("stores a card, lists it, pays with it, deletes it", async () => {
    const shopper = `contract-${_name}-${Date.now()}`;
    const stored = await provider.storePaymentMethod({
      shopperReference: shopper,
      paymentMethod: await tokens("5555555555554444"),
      currency: "USD",
      reference: reference(),
    });
    expect(stored).toMatchObject({
      brand: "mc",
      lastFour: "4444",
      expiryMonth: 3,
      expiryYear: 2030,
      holderName: "J Smith",
    });
    expect(await provider.listStored(shopper)).toEqual([stored]);
    const paid = await provider.authorise({
      reference: reference(),
      amount,
      shopperReference: shopper,
      paymentMethod: { storedPaymentMethodId: stored.storedPaymentMethodId },
    });
    expect(paid.resultCode).toBe("Authorised");
    await provider.deleteStored(shopper, stored.storedPaymentMethodId);
    expect(await provider.listStored(shopper)).toEqual([]);
    await expect(provider.deleteStored(shopper, stored.storedPaymentMethodId)).rejects.toBeInstanceOf(
      PaymentRejectedError,
    );
  });

  it("a refused card is not stored; an unknown token is rejected", async () => {
    const shopper = `contract-refused-${_name}`;
    await expect(
      provider.storePaymentMethod({
        shopperReference: shopper,
        paymentMethod: await tokens("4000000000000002"),
        currency: "USD",
        reference: reference(),
      }),
    ).rejects.toBeInstanceOf(CardRefusedError);
    const bogus = {
      encryptedCardNumber: "tpenc_nope.number",
      encryptedExpiryMonth: "tpenc_nope.month",
      encryptedExpiryYear: "tpenc_nope.year",
    };
    await expect(
      provider.storePaymentMethod({
        shopperReference: shopper,
        paymentMethod: bogus,
        currency: "USD",
        reference: reference(),
      }),
    ).rejects.toBeInstanceOf(PaymentRejectedError);
  });

  it("captures and cancels", async () => {
    const a = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("4111111111111111"),
    });
    expect((await provider.capture(a.pspReference!, amount)).pspReference).toMatch(/^[A-Z0-9]{16}$/);
    const b = await provider.authorise({
      reference: reference(),
      amount,
      paymentMethod: await tokens("4111111111111111"),
    });
    expect((await provider.cancel(b.pspReference!)).pspReference).toMatch(/^[A-Z0-9]{16}$/);
    await expect(provider.cancel(a.pspReference!)).rejects.toBeInstanceOf(PaymentRejectedError);
  });

  it("the same idempotency key gives the same payment", async () => {
    const paymentMethod = await tokens("4111111111111111");
    const req = { reference: reference(), amount, paymentMethod, idempotencyKey: `k-${_name}-${Date.now()}` };
    const [a, b] = await Promise.all([provider.authorise(req), provider.authorise(req)]);
    expect(a.pspReference).toBe(b.pspReference);
  });

  it("a gateway that does not answer in time, or fails, is unavailable", async () => {
    await expect(
      provider.authorise({ reference: reference(), amount, paymentMethod: await tokens("4000000000000119") }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    await gateway.request("/test/faults", {
      method: "POST",
      headers: { "x-testpay-control": CONTROL_SECRET },
      body: JSON.stringify({ failNext: 1, failStatus: 502 }),
    });
    await expect(provider.paymentMethods({})).rejects.toBeInstanceOf(PaymentUnavailableError);
  });

  it("a wrong API key is not a card problem", async () => {
    const wrong = createTestpayProvider({
      baseUrl: "http://testpay.internal",
      apiKey: "wrong-key-123",
      fetch: (u, i) => gateway.request(u, i),
    });
    await expect(wrong.paymentMethods({})).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});
