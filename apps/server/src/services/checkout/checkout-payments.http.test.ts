import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { GIFTCARD_POLICIES } from "../giftcard/index.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { call, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import {
  affirmToken,
  closeCheckoutStore,
  orderRow,
  ordersOfList,
  stockOf,
  walletToken,
  without,
} from "./checkout.testing.ts";

/**
 * Follow-ups of ADR 0016: reading an order by a number in any case and through a lookup grant,
 * storeCard, Affirm, native-app wallet payments.
 */
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => closeCheckoutStore(store));

async function lookup(browser: TestBrowser, orderId: string, email: string) {
  return call(
    browser,
    "POST",
    "/svc_checkout/order/lookup",
    { orderId, email },
    {
      "x-captcha-token": await solveCaptcha(store, "order"),
    },
  );
}

describe("reading an order", () => {
  it("the number in any case reads the same order", async () => {
    const { browser, list } = await shopperWithCart(store);
    const placed = await place(store, browser, await draftOrder(store, list));
    expect(placed.status).toBe(201);
    const id: string = placed.body.orderId;
    const lower = await call(browser, "GET", `/svc_checkout/order/${id.toLowerCase()}`);
    expect([lower.status, lower.body.orderId]).toEqual([200, id]);
    const padded = await call(browser, "GET", `/svc_checkout/order/%20${id.toLowerCase()}%20`);
    expect([padded.status, padded.body.orderId]).toEqual([200, id]);
    // Still only for this session: another one gets the unknown-number 404.
    expect((await call(testBrowser(store), "GET", `/svc_checkout/order/${id.toLowerCase()}`)).status).toBe(404);
  });

  it("a lookup grant lets a guest session read a customer's order; other sessions still get 404", async () => {
    const customer = testBrowser(store);
    await registerCustomer(store, customer);
    const { list } = await shopperWithCart(store, undefined, customer);
    const placed = await place(store, customer, await draftOrder(store, list, { email: "Owner.Of@example.com" }));
    expect(placed.status).toBe(201);
    const id: string = placed.body.orderId;
    const guest = testBrowser(store);
    expect((await call(guest, "GET", `/svc_checkout/order/${id}`)).status).toBe(404);
    const found = await lookup(guest, id.toLowerCase(), "owner.of@example.com");
    expect([found.status, found.body.orderId]).toEqual([200, id]);
    const read = await call(guest, "GET", `/svc_checkout/order/${id.toLowerCase()}`);
    expect([read.status, read.body.customer.customerId]).toEqual([200, expect.any(String)]);
    expect((await call(testBrowser(store), "GET", `/svc_checkout/order/${id}`)).status).toBe(404);
    // The grant is for reading: the customer's order list stays the customer's.
    expect((await call(guest, "GET", "/svc_checkout/order")).status).toBe(401);
  });
});

describe("storeCard", () => {
  it("a signed-in customer's card with storeCard is saved (the first one the default) and pays next time", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    expect((await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
    const { list } = await shopperWithCart(store, undefined, browser);
    const body = await draftOrder(store, list, { card: "5555555555554444" });
    const placed = await place(store, browser, { ...body, payment: { ...body.payment, storeCard: true } });
    expect([placed.status, placed.body.status]).toEqual([201, "published"]);
    const cards = (await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards as Json[];
    expect(cards).toEqual([
      expect.objectContaining({ lastFour: "4444", brand: "mc", isDefault: true, expired: false }),
    ]);
    const row = await orderRow(store, placed.body.orderId);
    expect((row.payment as Json).storedPaymentMethodId).toBe(cards[0]?.storedPaymentMethodId);

    // The second card saved the same way is not the default; the same card again adds nothing.
    const second = await shopperWithCart(store, undefined, browser);
    const visa = await draftOrder(store, second.list);
    expect((await place(store, browser, { ...visa, payment: { ...visa.payment, storeCard: true } })).status).toBe(201);
    const third = await shopperWithCart(store, undefined, browser);
    const again = await draftOrder(store, third.list);
    expect((await place(store, browser, { ...again, payment: { ...again.payment, storeCard: true } })).status).toBe(
      201,
    );
    const after = (await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards as Json[];
    expect(after.map((c) => [c.lastFour, c.isDefault])).toEqual([
      ["4444", true],
      ["1111", false],
    ]);

    // The saved card pays a stored-card order.
    const fourth = await shopperWithCart(store, undefined, browser);
    const stored = without(await draftOrder(store, fourth.list), {
      paymentType: "storedCard",
      storedPaymentMethodId: cards[0]?.storedPaymentMethodId,
    });
    expect((await place(store, browser, stored)).body.status).toBe("published");
  });

  it("after 3-D Secure (frictionless 5454…) the stored card arrives with the details and is saved", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const { list } = await shopperWithCart(store, undefined, browser);
    const body = await draftOrder(store, list, { card: "5454545454545454" });
    const placed = await place(store, browser, { ...body, payment: { ...body.payment, storeCard: true } });
    expect([placed.status, placed.body.status]).toEqual([201, "payment_pending"]);
    expect((await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
    const done = await call(browser, "POST", `/svc_checkout/order/${placed.body.orderId}/payment/details`, {
      details: { fingerprintResult: String(placed.body.payment.action.token ?? "") },
    });
    expect([done.status, done.body.status]).toEqual([200, "published"]);
    const cards = (await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards as Json[];
    expect(cards.map((c) => [c.lastFour, c.isDefault])).toEqual([["5454", true]]);
  });

  it("without storeCard, or as a guest, nothing is saved", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const { list } = await shopperWithCart(store, undefined, browser);
    expect((await place(store, browser, await draftOrder(store, list))).status).toBe(201);
    expect((await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
    const guest = await shopperWithCart(store);
    const body = await draftOrder(store, guest.list);
    const placed = await place(store, guest.browser, { ...body, payment: { ...body.payment, storeCard: true } });
    expect(placed.status).toBe(201);
    expect((await orderRow(store, placed.body.orderId)).payment).not.toHaveProperty("storedPaymentMethodId");
  });

  it("a refused card with storeCard saves nothing", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const { list } = await shopperWithCart(store, undefined, browser);
    const body = await draftOrder(store, list, { card: "4000000000000002" });
    expect((await place(store, browser, { ...body, payment: { ...body.payment, storeCard: true } })).status).toBe(402);
    expect((await call(browser, "GET", "/svc_customer/customer/credit-cards")).body.creditCards).toEqual([]);
  });
});

describe("Affirm", () => {
  it("a confirmed checkout token → authorised and captured, published", async () => {
    const p = plentiful(6);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const draft = await draftOrder(store, list);
    const body = without(draft, { paymentType: "affirm", transactionToken: await affirmToken(store, browser, draft) });
    const placed = await place(store, browser, body);
    expect([placed.status, placed.body.status, placed.body.payment.paymentType]).toEqual([201, "published", "affirm"]);
    expect(await stockOf(store, p.id)).toBe(before - 1);
    const txn = String(((await orderRow(store, placed.body.orderId)).payment as Json).pspReference ?? "");
    expect(txn).not.toBe("");
    // Captured at Affirm: a second capture is refused.
    await expect(store.services.affirm.capture(txn)).rejects.toMatchObject({ errorCode: "invalid-transition" });
    // The token authorised once: the same token for another cart is refused.
    const other = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const reused = without(await draftOrder(store, other.list), {
      paymentType: "affirm",
      transactionToken: body.payment.transactionToken,
    });
    const r = await place(store, other.browser, reused);
    expect([r.status, r.body.error.code]).toEqual([402, "payment_error"]);
  });

  it("declined by Affirm → 402 payment_error; stock and gift card given back; the cart can be paid again", async () => {
    const p = plentiful(7);
    const before = await stockOf(store, p.id);
    const code = await store.services.giftcards.issue(store.database.db, {
      orderId: null,
      amountMinor: 500,
      currency: "USD",
    });
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const draft = await draftOrder(store, list);
    draft.giftcards = [{ code, amount: 5 }];
    draft.totals.giftcards = 5;
    draft.payment.amount = Math.round((draft.payment.amount - 5) * 100) / 100;
    const token = await affirmToken(store, browser, draft, "declined@example.com");
    const r = await place(store, browser, without(draft, { paymentType: "affirm", transactionToken: token }));
    expect([r.status, r.body.error.code, r.body.error.details]).toEqual([
      402,
      "payment_error",
      { reason: "auth-declined" },
    ]);
    expect(await stockOf(store, p.id)).toBe(before);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(500);
    expect((await ordersOfList(store, list._id)).map((o) => o.status)).toEqual(["payment_error"]);
    const retry = await place(
      store,
      browser,
      without(draft, { paymentType: "affirm", transactionToken: await affirmToken(store, browser, draft) }),
    );
    expect([retry.status, retry.body.status]).toEqual([201, "published"]);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(0);
  });
});

describe("native-app wallet payments", () => {
  for (const type of ["applepay", "googlepay"] as const)
    it(`${type}: the wallet's token is authorised like a card, no 3-D Secure`, async () => {
      const { browser, list } = await shopperWithCart(store);
      // 4917… asks a card for a 3-D Secure challenge; the wallet's cryptogram stands for it.
      const body = without(await draftOrder(store, list), {
        paymentType: "wallet",
        adyenType: type,
        transactionToken: await walletToken(store, type, "4917610000000000"),
      });
      const placed = await place(store, browser, body);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        status: "published",
        payment: { paymentType: "wallet", resultCode: "Authorised", action: null, lastFour: "0000" },
      });
      expect((await orderRow(store, placed.body.orderId)).payment).toMatchObject({ adyenType: type });
    });

  it("a refused wallet card → 402 payment_error, stock back; a replayed token → 402; the cart pays again", async () => {
    const p = plentiful(8);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const draft = await draftOrder(store, list);
    const refused = await place(
      store,
      browser,
      without(draft, {
        paymentType: "wallet",
        adyenType: "applepay",
        transactionToken: await walletToken(store, "applepay", "4000000000000002"),
      }),
    );
    expect([refused.status, refused.body.error.code]).toEqual([402, "payment_error"]);
    expect(await stockOf(store, p.id)).toBe(before);
    const token = await walletToken(store, "googlepay");
    const ok = await place(
      store,
      browser,
      without(draft, { paymentType: "wallet", adyenType: "googlepay", transactionToken: token }),
    );
    expect(ok.status).toBe(201);
    expect(await stockOf(store, p.id)).toBe(before - 1);
    const other = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const replay = await place(
      store,
      other.browser,
      without(await draftOrder(store, other.list), {
        paymentType: "wallet",
        adyenType: "googlepay",
        transactionToken: token,
      }),
    );
    expect([replay.status, replay.body.error.code]).toEqual([402, "payment_error"]);
    expect(await stockOf(store, p.id)).toBe(before - 1);
  });

  it("a wallet payment names its wallet and carries a token (400 naming the field)", async () => {
    const { browser, list } = await shopperWithCart(store);
    const draft = await draftOrder(store, list);
    const noType = await place(store, browser, without(draft, { paymentType: "wallet", transactionToken: "x" }));
    expect([noType.status, noType.body.error.details.fields[0].field]).toEqual([400, "payment.adyenType"]);
    const noToken = await place(store, browser, without(draft, { paymentType: "wallet", adyenType: "applepay" }));
    expect([noToken.status, noToken.body.error.details.fields[0].field]).toEqual([400, "payment.transactionToken"]);
    // An Apple Pay token sent as Google Pay is not decrypted.
    const wrong = await place(
      store,
      browser,
      without(draft, {
        paymentType: "wallet",
        adyenType: "googlepay",
        transactionToken: await walletToken(store, "applepay"),
      }),
    );
    expect([wrong.status, wrong.body.error.code]).toEqual([402, "payment_error"]);
    expect(await ordersOfList(store, list._id)).toEqual([{ id: expect.any(String), status: "payment_error" }]);
  });
});

describe("gift-card guesses at checkout (ADR 0024)", () => {
  it("unknown codes in orders count toward the address's guessing budget, shared with the balance check", async () => {
    const ip = "10.88.0.1";
    const { browser, list } = await shopperWithCart(
      store,
      [{ productId: plentiful(3).id, qty: 1 }],
      testBrowser(store, ip),
    );
    const body = await draftOrder(store, list);
    const guess = (i: number) => ({
      ...body,
      giftcards: [{ code: `GUESS-GUESS-GUESS-${String(i).padStart(4, "0")}`, amount: 1 }],
      totals: { ...body.totals, giftcards: 1 },
      payment: { ...body.payment, amount: Math.round((body.payment.amount - 1) * 100) / 100 },
    });
    for (let i = 0; i < GIFTCARD_POLICIES.misses.free; i++) {
      const answer = await place(store, browser, guess(i));
      expect([answer.status, answer.body.error.code]).toEqual([409, "giftcard_not_exist"]);
    }
    const next = await place(store, browser, guess(99));
    expect([next.status, next.body.error.code]).toEqual([429, "too_many_attempts"]);
    const balance = await call(
      testBrowser(store, ip),
      "POST",
      "/svc_checkout/giftcard/balance",
      { code: "AAAA-BBBB-CCCC-DDDD" },
      { "x-captcha-token": await solveCaptcha(store, "giftcard") },
    );
    expect(balance.status).toBe(429);
    // Another address is not held back, and the same cart pays without a gift card.
    const other = testBrowser(store, "10.88.0.2");
    other.cookie = browser.cookie;
    expect((await place(store, other, await draftOrder(store, list))).status).toBe(201);
  });
});

describe("the card payment's 3-D Secure return URL", () => {
  it.each([
    "https://evil.example/checkout/review",
    "//evil.example/checkout/review",
    "/\\evil.example",
    "javascript:alert(1)",
    "http://user:pass@localhost:3000/checkout/review",
  ])("refuses %j with 400 naming payment.returnUrl, before any order is made", async (returnUrl) => {
    const { browser, list } = await shopperWithCart(store);
    const body = await draftOrder(store, list);
    const placed = await place(store, browser, { ...body, payment: { ...body.payment, returnUrl } });
    expect(placed.status).toBe(400);
    expect(placed.body.error).toMatchObject({
      code: "validation_error",
      details: { fields: [expect.objectContaining({ field: "payment.returnUrl" })] },
    });
    expect(await ordersOfList(store, list._id)).toEqual([]);
  });

  it("takes a page of this store, relative or absolute", async () => {
    for (const returnUrl of ["/checkout/review", `${store.config.publicBaseUrl}/gb/checkout/review`]) {
      const { browser, list } = await shopperWithCart(store);
      const body = await draftOrder(store, list);
      const placed = await place(store, browser, { ...body, payment: { ...body.payment, returnUrl } });
      expect([returnUrl, placed.status]).toEqual([returnUrl, 201]);
    }
  });
});
