import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

/** The gateway as a caller sees it: /_testpay over HTTP (in-process), Adyen/PayPal/Affirm shapes. */
let store: TestStore;
let key: string;
let clientKey: string;

beforeAll(async () => {
  store = await createTestStore();
  key = store.services.testpayKeys.apiKey;
  clientKey = store.config.testpayClientKey;
});
afterAll(async () => store.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
type Json = Record<string, any>;

/** A server call with the API key; the /test/* controls go from this machine with the control secret. */
async function call(path: string, body?: unknown, init: { method?: string; headers?: Record<string, string> } = {}) {
  const res = path.startsWith("/test/")
    ? await testpayControl(store, path, body)
    : await store.request(`/_testpay${path}`, {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers: { "x-api-key": key, "content-type": "application/json", ...init.headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json, res };
}

async function tokenize(number: string, extra: Json = {}) {
  const res = await store.request(`/_testpay/checkoutshopper/v1/tokenize?clientKey=${clientKey}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      number,
      expiryMonth: 3,
      expiryYear: 2030,
      cvc: number.startsWith("3") ? "7373" : "737",
      holderName: "J Smith",
      ...extra,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

let ref = 0;
const pay = (paymentMethod: Json, extra: Json = {}, headers: Record<string, string> = {}) =>
  call(
    "/v72/payments",
    {
      merchantAccount: "IronworksECOM",
      reference: `ORDER-${++ref}`,
      amount: { currency: "USD", value: 12999 },
      paymentMethod: { type: "scheme", ...paymentMethod },
      returnUrl: "https://shop.example/checkout/return",
      ...extra,
    },
    { headers },
  );

const testCard = (number: string, holderName = "J Smith", month = "03", year = "2030", cvc = "737") => ({
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: `test_${month}`,
  encryptedExpiryYear: `test_${year}`,
  encryptedSecurityCode: `test_${cvc}`,
  holderName,
});

describe("card tokenisation (browser → gateway)", () => {
  it("turns a card into opaque tokens with brand and last four", async () => {
    const t = await tokenize("4111 1111 1111 1111");
    expect(t).toMatchObject({ brand: "visa", lastFour: "1111" });
    for (const field of ["encryptedCardNumber", "encryptedExpiryMonth", "encryptedExpiryYear", "encryptedSecurityCode"])
      expect(t[field]).not.toMatch(/4111/);
  });

  it("refuses a Luhn-invalid number, a bad client key and bad fields", async () => {
    const bad = await store.request(`/_testpay/checkoutshopper/v1/tokenize?clientKey=${clientKey}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: "4111111111111112", expiryMonth: 3, expiryYear: 2030, cvc: "737" }),
    });
    expect(bad.status).toBe(422);
    const wrongKey = await store.request("/_testpay/checkoutshopper/v1/tokenize?clientKey=nope", {
      method: "POST",
      body: "{}",
    });
    expect(wrongKey.status).toBe(401);
    const month = await store.request(`/_testpay/checkoutshopper/v1/tokenize?clientKey=${clientKey}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: "4111111111111111", expiryMonth: 13, expiryYear: 2030 }),
    });
    expect(month.status).toBe(422);
    expect(((await month.json()) as Json).fields[0].field).toBe("expiryMonth");
  });

  it("authorises with the tokens and refuses tokens mixed from two cards", async () => {
    const a = await tokenize("4111111111111111");
    const b = await tokenize("5555555555554444");
    const ok = await pay({ ...a, brand: undefined, lastFour: undefined });
    expect(ok.body).toMatchObject({ resultCode: "Authorised", paymentMethod: { brand: "visa" } });
    expect(ok.body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    const mixed = await pay({
      encryptedCardNumber: a.encryptedCardNumber,
      encryptedExpiryMonth: b.encryptedExpiryMonth,
      encryptedExpiryYear: a.encryptedExpiryYear,
    });
    expect(mixed.status).toBe(422);
  });
});

describe("/v72/payments outcomes by card", () => {
  it.each([
    ["4111111111111111", "Authorised", undefined],
    ["5555555555554444", "Authorised", undefined],
    ["4000000000000002", "Refused", "Refused"],
    ["4000000000009995", "Refused", "Not enough balance"],
    ["4000000000000069", "Refused", "Expired Card"],
    ["4000000000000127", "Error", "Acquirer Error"],
    ["4000000000000010", "Received", undefined],
    ["4111111111111112", "Refused", "Invalid Card Number"],
  ])("%s → %s %s", async (number, resultCode, refusalReason) => {
    const { status, body } = await pay(testCard(number));
    expect(status).toBe(200);
    expect(body.resultCode).toBe(resultCode);
    expect(body.refusalReason).toBe(refusalReason);
    expect(body.merchantReference).toBe(`ORDER-${ref}`);
  });

  it("answers Adyen's holder-name triggers", async () => {
    expect((await pay(testCard("4111111111111111", "NOT_ENOUGH_BALANCE"))).body).toMatchObject({
      resultCode: "Refused",
      refusalReasonCode: "12",
    });
    expect((await pay(testCard("4111111111111111", "CARD_EXPIRED"))).body.refusalReason).toBe("Expired Card");
    expect((await pay(testCard("4111111111111111", "ERROR"))).body.resultCode).toBe("Error");
    expect((await pay(testCard("4111111111111111", "PENDING"))).body.resultCode).toBe("Received");
  });

  it("refuses a past expiry and a wrong CVC", async () => {
    expect((await pay(testCard("4111111111111111", "J", "01", "2020"))).body.refusalReason).toBe("Expired Card");
    expect((await pay(testCard("4111111111111111", "J", "03", "2030", "123"))).body.refusalReason).toBe("CVC Declined");
    expect((await pay(testCard("370000000000002", "J", "03", "2030", "7373"))).body.resultCode).toBe("Authorised");
  });

  it("rejects bad money and missing keys", async () => {
    expect((await pay(testCard("4111111111111111"), { amount: { currency: "USD", value: 0 } })).status).toBe(422);
    expect((await pay(testCard("4111111111111111"), { amount: { currency: "usd", value: 100 } })).status).toBe(422);
    expect((await pay(testCard("4111111111111111"), { amount: { currency: "USD", value: 1.5 } })).status).toBe(422);
    const noKey = await call("/v72/payments", {}, { headers: { "x-api-key": "wrong-key" } });
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ errorType: "security" });
  });
});

describe("3-D Secure 2", () => {
  async function challengeForm(token: string, decision: "complete" | "fail", password: string) {
    return store.request("/_testpay/3ds/challenge", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, decision, password }).toString(),
    });
  }

  it("frictionless (5454…): IdentifyShopper, then Authorised on details", async () => {
    const first = await pay(testCard("5454545454545454"));
    expect(first.body).toMatchObject({
      resultCode: "IdentifyShopper",
      action: { type: "threeDS2", subtype: "fingerprint" },
    });
    const details = await call("/v72/payments/details", {
      details: { fingerprintResult: Buffer.from('{"threeDSCompInd":"Y"}').toString("base64") },
      paymentData: first.body.action.paymentData,
    });
    expect(details.body).toMatchObject({ resultCode: "Authorised", pspReference: first.body.pspReference });
    const again = await call("/v72/payments/details", {
      details: { fingerprintResult: "eyJ9" },
      paymentData: first.body.action.paymentData,
    });
    expect(again.status).toBe(422);
  });

  it.each([
    ["complete", "password", "Authorised"],
    ["complete", "wrong", "Refused"],
    ["fail", "password", "Refused"],
  ] as const)("challenge (4917…): %s with %j → %s", async (decision, password, resultCode) => {
    const first = await pay(testCard("4917610000000000"));
    const challenge = await call("/v72/payments/details", {
      details: { fingerprintResult: "x" },
      paymentData: first.body.action.paymentData,
    });
    expect(challenge.body).toMatchObject({ resultCode: "ChallengeShopper", action: { subtype: "challenge" } });
    const token = challenge.body.action.authorisationToken as string;
    const page = await store.request(`/_testpay/3ds/challenge?token=${encodeURIComponent(token)}`);
    const html = await page.text();
    expect(html).toContain("Complete");
    expect(html).toContain("Fail");
    const done = await challengeForm(token, decision, password);
    expect(done.status).toBe(303);
    const threeDSResult = new URL(done.headers.get("location")!).searchParams.get("threeDSResult")!;
    const final = await call("/v72/payments/details", { details: { threeDSResult } });
    expect(final.body.resultCode).toBe(resultCode);
    if (resultCode === "Refused") expect(final.body.refusalReason).toBe("3D Not Authenticated");
  });

  it("a forged transStatus does not pass: the gateway keeps the outcome", async () => {
    const first = await pay(testCard("2222400010000008"));
    const challenge = await call("/v72/payments/details", {
      details: { fingerprintResult: "x" },
      paymentData: first.body.action.paymentData,
    });
    const token = challenge.body.action.authorisationToken as string;
    await challengeForm(token, "fail", "");
    const forged = Buffer.from(JSON.stringify({ transStatus: "Y", authorisationToken: token })).toString("base64");
    expect((await call("/v72/payments/details", { details: { threeDSResult: forged } })).body.resultCode).toBe(
      "Refused",
    );
  });

  it("redirect (6011…): RedirectShopper, shopper returns with redirectResult", async () => {
    const first = await pay(testCard("6011111111111117"));
    expect(first.body).toMatchObject({ resultCode: "RedirectShopper", action: { type: "redirect", method: "GET" } });
    const token = new URL(first.body.action.url).searchParams.get("token")!;
    const done = await challengeForm(token, "complete", "password");
    const location = new URL(done.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://shop.example/checkout/return");
    const final = await call("/v72/payments/details", {
      details: { redirectResult: location.searchParams.get("redirectResult")! },
    });
    expect(final.body.resultCode).toBe("Authorised");
  });

  it("a merchant-initiated payment (ContAuth) skips authentication", async () => {
    expect((await pay(testCard("4917610000000000"), { shopperInteraction: "ContAuth" })).body.resultCode).toBe(
      "Authorised",
    );
  });
});

describe("stored payment methods", () => {
  it("stores on a zero-value verification, lists, pays with and without CVC, deletes", async () => {
    const shopperReference = `shopper-${Date.now()}`;
    const stored = await pay(testCard("5555555555554444"), {
      amount: { currency: "USD", value: 0 },
      storePaymentMethod: true,
      shopperReference,
    });
    const id = stored.body.additionalData["tokenization.storedPaymentMethodId"];
    expect(id).toMatch(/^\d{16}$/);
    expect(stored.body.additionalData).toMatchObject({
      cardSummary: "4444",
      expiryDate: "3/2030",
      "recurring.recurringDetailReference": id,
    });
    const again = await pay(testCard("5555555555554444"), {
      amount: { currency: "USD", value: 0 },
      storePaymentMethod: true,
      shopperReference,
    });
    expect(again.body.additionalData["tokenization.storedPaymentMethodId"]).toBe(id);
    const list = await call(`/v72/storedPaymentMethods?shopperReference=${shopperReference}`);
    expect(list.body.storedPaymentMethods).toEqual([
      expect.objectContaining({
        id,
        brand: "mc",
        lastFour: "4444",
        expiryMonth: "03",
        expiryYear: "2030",
        holderName: "J Smith",
      }),
    ]);
    expect((await pay({ storedPaymentMethodId: id }, { shopperReference })).body.resultCode).toBe("Authorised");
    expect(
      (await pay({ storedPaymentMethodId: id, encryptedSecurityCode: "test_737" }, { shopperReference })).body
        .resultCode,
    ).toBe("Authorised");
    expect((await pay({ storedPaymentMethodId: id }, { shopperReference: "someone-else" })).status).toBe(422);
    const methods = await call("/v72/paymentMethods", { merchantAccount: "M", shopperReference, countryCode: "US" });
    expect(methods.body.paymentMethods.map((m: Json) => m.type)).toEqual(["scheme", "paypal", "affirm"]);
    expect(methods.body.storedPaymentMethods).toHaveLength(1);
    expect(
      (await call(`/v72/storedPaymentMethods/${id}?shopperReference=other`, undefined, { method: "DELETE" })).status,
    ).toBe(422);
    expect(
      (
        await call(`/v72/storedPaymentMethods/${id}?shopperReference=${shopperReference}`, undefined, {
          method: "DELETE",
        })
      ).status,
    ).toBe(204);
    expect((await pay({ storedPaymentMethodId: id }, { shopperReference })).status).toBe(422);
  });

  it("the CVC-required card (4000…0101) is refused without its CVC", async () => {
    const shopperReference = `shopper-cvc-${Date.now()}`;
    const stored = await pay(testCard("4000000000000101"), {
      amount: { currency: "USD", value: 0 },
      storePaymentMethod: true,
      shopperReference,
    });
    const id = stored.body.additionalData["tokenization.storedPaymentMethodId"];
    expect((await pay({ storedPaymentMethodId: id }, { shopperReference })).body).toMatchObject({
      resultCode: "Refused",
      refusalReason: "CVC Declined",
    });
    expect(
      (await pay({ storedPaymentMethodId: id, encryptedSecurityCode: "test_737" }, { shopperReference })).body
        .resultCode,
    ).toBe("Authorised");
  });
});

describe("idempotency, modifications and faults", () => {
  it("the same Idempotency-Key answers the first result and charges once", async () => {
    const body = {
      merchantAccount: "M",
      reference: "IDEM-1",
      amount: { currency: "USD", value: 500 },
      paymentMethod: { type: "scheme", ...testCard("4111111111111111") },
    };
    const headers = { "idempotency-key": `idem-${Date.now()}` };
    const [a, b] = await Promise.all([
      call("/v72/payments", body, { headers }),
      call("/v72/payments", body, { headers }),
    ]);
    expect(a.body.pspReference).toBe(b.body.pspReference);
    const c = await call("/v72/payments", body, { headers });
    expect(c.body.pspReference).toBe(a.body.pspReference);
    expect((await call("/v72/payments", { ...body, reference: "IDEM-2" }, { headers })).status).toBe(422);
  });

  it("captures up to the authorised amount, in its currency; cancels only uncaptured", async () => {
    const { body } = await pay(testCard("4111111111111111"));
    const psp = body.pspReference;
    expect(
      (await call(`/v72/payments/${psp}/captures`, { merchantAccount: "M", amount: { currency: "EUR", value: 100 } }))
        .status,
    ).toBe(422);
    expect(
      (await call(`/v72/payments/${psp}/captures`, { merchantAccount: "M", amount: { currency: "USD", value: 20000 } }))
        .status,
    ).toBe(422);
    const cap = await call(`/v72/payments/${psp}/captures`, {
      merchantAccount: "M",
      amount: { currency: "USD", value: 12999 },
    });
    expect(cap).toMatchObject({ status: 201, body: { status: "received", paymentPspReference: psp } });
    expect((await call(`/v72/payments/${psp}/cancels`, { merchantAccount: "M" })).status).toBe(422);
    const other = await pay(testCard("4111111111111111"));
    expect((await call(`/v72/payments/${other.body.pspReference}/cancels`, { merchantAccount: "M" })).status).toBe(201);
  });

  it("injects failures on demand and resets them", async () => {
    await call("/test/faults", { failNext: 1, failStatus: 503 });
    expect((await pay(testCard("4111111111111111"))).status).toBe(503);
    expect((await pay(testCard("4111111111111111"))).status).toBe(200);
  });
});

describe("PayPal Orders v2", () => {
  const order = (value = "129.99", items = "119.99") => ({
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: "ORDER-1",
        amount: {
          currency_code: "USD",
          value,
          breakdown: {
            item_total: { currency_code: "USD", value: items },
            shipping: { currency_code: "USD", value: "10.00" },
          },
        },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: { return_url: "https://shop.example/return", cancel_url: "https://shop.example/cancel" },
      },
    },
  });

  it("create → approve → capture; capture twice or before approval fails", async () => {
    const created = await call("/paypal/v2/checkout/orders", order());
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.body.links.find((l: Json) => l.rel === "approve").href).toContain("/paypal/checkoutnow?token=");
    const early = await call(`/paypal/v2/checkout/orders/${created.body.id}/capture`, {});
    expect(early.body.details[0].issue).toBe("ORDER_NOT_APPROVED");
    const page = await store.request(`/_testpay/paypal/checkoutnow?token=${created.body.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: created.body.id, decision: "approve", email: "buyer@example.com" }).toString(),
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toContain("https://shop.example/return?token=");
    const done = await call(`/paypal/v2/checkout/orders/${created.body.id}/capture`, {});
    expect(done).toMatchObject({ status: 201, body: { status: "COMPLETED" } });
    expect((await call(`/paypal/v2/checkout/orders/${created.body.id}/capture`, {})).body.details[0].issue).toBe(
      "ORDER_ALREADY_CAPTURED",
    );
  });

  it("AMOUNT_MISMATCH when the breakdown or the capture amount does not add up", async () => {
    expect((await call("/paypal/v2/checkout/orders", order("129.99", "100.00"))).body.details[0].issue).toBe(
      "AMOUNT_MISMATCH",
    );
    const created = await call("/paypal/v2/checkout/orders", order());
    await call(`/test/paypal/${created.body.id}/approve`, {});
    const mismatch = await call(`/paypal/v2/checkout/orders/${created.body.id}/capture`, {
      amount: { currency_code: "USD", value: "99.00" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.details[0].issue).toBe("AMOUNT_MISMATCH");
  });

  it("a declined@ buyer gets INSTRUMENT_DECLINED; PayPal-Request-Id is idempotent", async () => {
    const headers = { "paypal-request-id": `pp-${Date.now()}` };
    const a = await call("/paypal/v2/checkout/orders", order(), { headers });
    const b = await call("/paypal/v2/checkout/orders", order(), { headers });
    expect(b.body.id).toBe(a.body.id);
    await call(`/test/paypal/${a.body.id}/approve`, { email: "declined@example.com" });
    expect((await call(`/paypal/v2/checkout/orders/${a.body.id}/capture`, {})).body.details[0].issue).toBe(
      "INSTRUMENT_DECLINED",
    );
  });
});

describe("Affirm", () => {
  const checkout = (email = "shopper@example.com") => ({
    merchant: {
      user_confirmation_url: "https://shop.example/affirm/confirm",
      user_cancel_url: "https://shop.example/affirm/cancel",
      user_confirmation_url_action: "GET",
    },
    billing: { email },
    items: [{ display_name: "Bar", sku: "B-1", unit_price: 29500, qty: 1 }],
    order_id: "ORDER-9",
    shipping_amount: 1000,
    tax_amount: 0,
    total: 30500,
  });

  it("checkout → confirm → authorise once → capture", async () => {
    const created = await call("/affirm/api/v2/checkout/direct", checkout());
    const id = created.body.checkout_id as string;
    const confirm = await store.request(`/_testpay/affirm/checkout/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=confirm",
    });
    const token = new URL(confirm.headers.get("location")!).searchParams.get("checkout_token")!;
    const auth = await call("/affirm/api/v1/transactions", { transaction_id: token, order_id: "ORDER-9" });
    expect(auth.body).toMatchObject({ status: "authorized", amount: 30500 });
    expect((await call("/affirm/api/v1/transactions", { transaction_id: token })).status).toBe(400);
    expect((await call(`/affirm/api/v1/transactions/${auth.body.id}/capture`, {})).body.type).toBe("capture");
  });

  it("cancel goes to the cancel URL; a declined@ shopper is declined; totals must add up", async () => {
    const created = await call("/affirm/api/v2/checkout/direct", checkout());
    const cancel = await store.request(`/_testpay/affirm/checkout/${created.body.checkout_id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=cancel",
    });
    expect(cancel.headers.get("location")).toBe("https://shop.example/affirm/cancel");
    const declined = await call("/affirm/api/v2/checkout/direct", checkout("declined@example.com"));
    const { body } = await call(`/test/affirm/${declined.body.checkout_id}/confirm`, {});
    expect((await call("/affirm/api/v1/transactions", { transaction_id: body.checkout_token })).body.code).toBe(
      "auth-declined",
    );
    expect((await call("/affirm/api/v2/checkout/direct", { ...checkout(), total: 1 })).status).toBe(400);
  });
});

describe("wallets (native app): Apple Pay / Google Pay tokens", () => {
  async function walletToken(type: string, number?: string, key = clientKey) {
    const res = await store.request(`/_testpay/checkoutshopper/v1/wallet-token?clientKey=${key}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type, ...(number ? { number } : {}) }),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  it("a token pays once, like its card; no 3-D Secure; the answer names the wallet", async () => {
    const t = await walletToken("applepay", "4917610000000000");
    expect(t.body).toMatchObject({ type: "applepay", brand: "visa", lastFour: "0000" });
    expect(t.body.token).not.toMatch(/4917/);
    const paid = await pay({ type: "applepay", applePayToken: t.body.token });
    expect(paid.body).toMatchObject({
      resultCode: "Authorised",
      paymentMethod: { type: "applepay", brand: "visa" },
      additionalData: { cardSummary: "0000" },
    });
    expect(paid.body.action).toBeUndefined();
    const again = await pay({ type: "applepay", applePayToken: t.body.token });
    expect([again.status, again.body.errorCode]).toEqual([422, "174"]);
  });

  it("the card picks the outcome; a token of the other wallet or none is refused; a bad client key 401", async () => {
    const refused = await pay({
      type: "googlepay",
      googlePayToken: (await walletToken("googlepay", "4000000000000002")).body.token,
    });
    expect(refused.body).toMatchObject({ resultCode: "Refused", refusalReasonCode: "2" });
    const apple = (await walletToken("applepay")).body.token;
    expect((await pay({ type: "googlepay", googlePayToken: apple })).status).toBe(422);
    expect((await pay({ type: "googlepay" })).body.errorCode).toBe("14_003");
    expect((await walletToken("samsungpay")).status).toBe(422);
    expect((await walletToken("applepay", undefined, "wrong")).status).toBe(401);
  });
});
