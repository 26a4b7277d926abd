import type { List, PlaceOrderRequest } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { solveCaptcha } from "../../testing/captcha.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { plentiful, scarce } from "../lists/lists.testing.ts";
import { call, cardTokens, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import { US_ADDRESS } from "../../testing/order-draft.ts";
import { closeCheckoutStore, emailedGiftcardLine, ordersOfList, setStock, stockOf } from "./checkout.testing.ts";

/** POST /svc_checkout/order and the order reads, as the checkout page and the account pages call them. */
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => closeCheckoutStore(store));

async function expectRefused(body: PlaceOrderRequest, browser: TestBrowser, status: number, code: string) {
  const r = await place(store, browser, body);
  expect({ status: r.status, code: r.body?.error?.code, body: r.body }).toMatchObject({ status, code });
  return r.body.error;
}

describe("placing an order", () => {
  it("card 4111: 201 published, stock taken, cart closed, order readable, mail queued", async () => {
    const p = plentiful();
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 2 }]);
    const body = await draftOrder(store, list);
    const r = await place(store, browser, body);
    expect(r.status).toBe(201);
    expect(r.res.headers.get("cache-control")).toBe("no-store");
    expect(r.body).toMatchObject({
      storeId: 1,
      status: "published",
      payment: { paymentType: "card", amount: body.payment.amount, resultCode: "Authorised", action: null },
    });
    expect(r.body.orderId).toMatch(/^IW-[0-9A-Z]{12}$/);
    expect(await stockOf(store, p.id)).toBe(before - 2);
    const cart = await call(browser, "GET", `/svc_list/lists/${list._id}`);
    expect(cart.body.metadata.isActive).toBe(false);
    const order = await call(browser, "GET", `/svc_checkout/order/${r.body.orderId}?storeId=1`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      orderId: r.body.orderId,
      listId: list._id,
      status: "published",
      currency: "USD",
      items: [{ productId: p.id, qty: 2, sku: p.sku }],
      totals: {
        subtotal: body.totals.subtotal,
        shipping: body.totals.shipping,
        tax: body.totals.tax,
        grandTotalIncludingTax: body.totals.grandTotalIncludingTax,
      },
      customer: { email: "sam@example.com", customerId: null, groupId: 0 },
      shippingAddress: { city: "Columbus" },
      shipments: [],
    });
    expect(order.body.payment).toMatchObject({ brand: "visa", lastFour: "1111" });
    await store.services.checkout.drain();
    const [mail] = await store.services.mail.listOutbox({ to: "sam@example.com" });
    expect(mail?.subject).toContain(r.body.orderId);
    expect(mail?.text).toContain(p.sku);
  });

  it("the same cart posted again → 409 order_already_published naming the order", async () => {
    const { browser, list } = await shopperWithCart(store);
    const body = await draftOrder(store, list);
    const first = await place(store, browser, body);
    expect(first.status).toBe(201);
    const again = await place(store, browser, {
      ...body,
      payment: { ...body.payment, card: (await draftOrder(store, list)).payment.card },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "order_already_published",
      details: { orderId: first.body.orderId },
    });
  });

  it("refused card 4000…0002: 402 payment_error, stock given back, the cart can be paid again", async () => {
    const p = plentiful(1);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const refused = await place(store, browser, await draftOrder(store, list, { card: "4000000000000002" }));
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("payment_error");
    expect(await stockOf(store, p.id)).toBe(before);
    expect((await ordersOfList(store, list._id)).map((o) => o.status)).toEqual(["payment_error"]);
    const retry = await place(store, browser, await draftOrder(store, list));
    expect(retry.status).toBe(201);
    expect(await stockOf(store, p.id)).toBe(before - 1);
  });

  it("an expired card (4000…0069): 402 payment_error naming the reason, no live order, stock untouched", async () => {
    const p = plentiful(1);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const refused = await place(store, browser, await draftOrder(store, list, { card: "4000000000000069" }));
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("payment_error");
    expect(JSON.stringify(refused.body.error)).toMatch(/expired/i);
    expect(await stockOf(store, p.id)).toBe(before);
    expect((await ordersOfList(store, list._id)).map((o) => o.status)).toEqual(["payment_error"]);
  });

  it("3-D Secure challenge card 4917…: payment_pending with an action; details finish it; a replayed token → three_ds", async () => {
    const p = plentiful(2);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const body = await draftOrder(store, list, { card: "4917610000000000" });
    body.payment.returnUrl = "http://localhost:3000/checkout/review";
    const placed = await place(store, browser, body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      status: "payment_pending",
      payment: { threeDsState: "new", resultCode: "IdentifyShopper" },
    });
    expect(placed.body.payment.action).toBeTruthy();
    expect(await stockOf(store, p.id)).toBe(before - 1);
    const orderId = placed.body.orderId;
    // The fingerprint step, then the challenge page (password "password"), then its result.
    const fp = await call(browser, "POST", `/svc_checkout/order/${orderId}/payment/details`, {
      details: { fingerprintResult: String(placed.body.payment.action.token ?? "") },
    });
    let challenge = fp;
    expect(fp.status).toBe(200);
    expect(fp.body).toMatchObject({ status: "payment_pending", payment: { resultCode: "ChallengeShopper" } });
    const token = String(challenge.body?.payment?.action?.authorisationToken ?? "");
    const page = await store.request("/_testpay/3ds/challenge", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: "password", decision: "complete", token }).toString(),
    });
    const location = page.headers.get("location") ?? "";
    const threeDSResult = new URL(location, "http://x").searchParams.get("threeDSResult") ?? "";
    expect(threeDSResult).not.toBe("");
    challenge = await call(browser, "POST", `/svc_checkout/order/${orderId}/payment/details`, {
      details: { threeDSResult },
    });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toMatchObject({ status: "published", payment: { resultCode: "Authorised", action: null } });
    const replay = await call(browser, "POST", `/svc_checkout/order/${orderId}/payment/details`, {
      details: { threeDSResult },
    });
    expect(replay.status).toBe(402);
    expect(replay.body.error.code).toBe("three_ds");
  });

  it("a forged 3-D Secure result → 402 three_ds, payment_error, stock back", async () => {
    const p = plentiful(3);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const placed = await place(store, browser, await draftOrder(store, list, { card: "4917610000000000" }));
    expect(placed.body.status).toBe("payment_pending");
    const forged = await call(browser, "POST", `/svc_checkout/order/${placed.body.orderId}/payment/details`, {
      details: { threeDSResult: Buffer.from(JSON.stringify({ transStatus: "Y" })).toString("base64") },
    });
    expect(forged.status).toBe(402);
    expect(forged.body.error.code).toBe("three_ds");
    expect(await stockOf(store, p.id)).toBe(before);
    const order = await call(browser, "GET", `/svc_checkout/order/${placed.body.orderId}`);
    expect(order.body.status).toBe("payment_error");
  });

  it("the sweeper gives up 3-D Secure waits older than 15 minutes and gives the stock back", async () => {
    const p = plentiful(4);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const placed = await place(store, browser, await draftOrder(store, list, { card: "4917610000000000" }));
    expect(placed.body.status).toBe("payment_pending");
    expect(await store.services.checkout.sweepPending(new Date())).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await store.services.checkout.sweepPending(later)).toBeGreaterThanOrEqual(1);
    const order = await call(browser, "GET", `/svc_checkout/order/${placed.body.orderId}`);
    expect(order.body).toMatchObject({ status: "payment_error", payment: { threeDsState: "finalization-timeout" } });
    expect(await stockOf(store, p.id)).toBe(before);
  });

  it("stored card of a customer: 4000…0101 without CVC → 402 cvv_required; with it → 201", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const saved = await call(browser, "POST", "/svc_customer/customer/credit-cards", {
      paymentMethod: await cardTokens(store, "4000000000000101"),
    });
    expect(saved.status).toBe(201);
    const storedPaymentMethodId = saved.body.creditCard.storedPaymentMethodId;
    const { list } = await shopperWithCart(store, undefined, browser);
    const body = await draftOrder(store, list, { payment: { paymentType: "storedCard", storedPaymentMethodId } });
    delete body.payment.card;
    await expectRefused(body, browser, 402, "cvv_required");
    const cvc = (await cardTokens(store, "4000000000000101")).encryptedSecurityCode;
    const ok = await place(store, browser, { ...body, payment: { ...body.payment, encryptedSecurityCode: cvc } });
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe("published");
    // Someone else's stored card id is refused before anything is taken.
    const other = testBrowser(store);
    await registerCustomer(store, other);
    const { list: theirs } = await shopperWithCart(store, undefined, other);
    const foreign = await draftOrder(store, theirs, { payment: { paymentType: "storedCard", storedPaymentMethodId } });
    delete foreign.payment.card;
    const r = await place(store, other, foreign);
    expect(r.status).toBe(400);
    expect(r.body.error.details.fields[0].field).toBe("payment.storedPaymentMethodId");
  });

  it("inventory_error when the stock ran out: per-SKU message and details, nothing taken", async () => {
    const p = scarce();
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    await setStock(store, p.id, 0);
    const error = await expectRefused(await draftOrder(store, list), browser, 409, "inventory_error");
    expect(error.message).toBe(`${p.sku}: requested 1, available 0`);
    expect(error.details).toEqual([{ sku: p.sku, requested: 1, available: 0 }]);
    expect(await stockOf(store, p.id)).toBe(0);
    expect(await ordersOfList(store, list._id)).toEqual([]);
    await setStock(store, p.id, p.inventory.qoh);
  });
});

describe("gift cards and PayPal", () => {
  it("a gift card pays part: refused card gives the balance back; the retry spends it", async () => {
    const code = await store.services.giftcards.issue(store.database.db, {
      orderId: null,
      amountMinor: 1000,
      currency: "USD",
    });
    const { browser, list } = await shopperWithCart(store);
    const withCard = async (card: string) => {
      const b = await draftOrder(store, list, { card });
      b.giftcards = [{ code, amount: 10 }];
      b.totals.giftcards = 10;
      b.payment.amount = Math.round((b.payment.amount - 10) * 100) / 100;
      return b;
    };
    const refused = await place(store, browser, await withCard("4000000000000002"));
    expect(refused.status).toBe(402);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(1000);
    const paid = await place(store, browser, await withCard("4111111111111111"));
    expect(paid.status).toBe(201);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(0);
    const order = await call(browser, "GET", `/svc_checkout/order/${paid.body.orderId}`);
    expect(order.body.totals.giftcards).toBe(10);
    expect(order.body.giftcards).toEqual([{ code: expect.stringMatching(/^\*+[A-Z0-9]{4}$/), amount: 10 }]);
  });

  it("PayPal approved for another amount → 402 payment_error {reason: amount_mismatch}, stock back", async () => {
    const p = plentiful(9);
    const before = await stockOf(store, p.id);
    const { browser, list } = await shopperWithCart(store, [{ productId: p.id, qty: 1 }]);
    const body = await draftOrder(store, list);
    const pp = await store.services.paypal.createOrder({
      amountMinor: Math.round(body.payment.amount * 100) - 100,
      currency: "USD",
      reference: list._id,
      returnUrl: "http://localhost:3000/checkout/review",
      cancelUrl: "http://localhost:3000/checkout",
    });
    const approved = await testpayControl(store, `/test/paypal/${pp.id}/approve`);
    expect(approved.status).toBeLessThan(300);
    delete body.payment.card;
    body.payment = { ...body.payment, paymentType: "paypal", transactionToken: pp.id };
    const r = await place(store, browser, body);
    expect([r.status, r.body.error?.code, r.body.error?.details]).toEqual([
      402,
      "payment_error",
      { reason: "amount_mismatch" },
    ]);
    expect(await stockOf(store, p.id)).toBe(before);
  });
});

describe("a tampered body is refused with the SPEC §8 code, nothing taken", () => {
  let browser: TestBrowser;
  let list: List;
  let body: PlaceOrderRequest;
  beforeAll(async () => {
    ({ browser, list } = await shopperWithCart(store, [{ productId: plentiful(5).id, qty: 3 }]));
    body = await draftOrder(store, list);
  });
  const tamper = (f: (b: PlaceOrderRequest) => void): PlaceOrderRequest => {
    const copy = structuredClone(body);
    f(copy);
    return copy;
  };
  const cases: [string, (b: PlaceOrderRequest) => void, string][] = [
    [
      "a lower unit price",
      (b) => {
        (b.items[0] as { price: number }).price -= 1;
      },
      "wrong_product_price",
    ],
    [
      "a lower subtotal",
      (b) => {
        b.totals.subtotal -= 1;
      },
      "wrong_product_price",
    ],
    [
      "a discount",
      (b) => {
        b.totals.discount = 5;
      },
      "wrong_discount",
    ],
    [
      "a lower shipping rate",
      (b) => {
        (b.shipping?.[0] as { rate: number }).rate -= 1;
      },
      "wrong_shipping_rate",
    ],
    [
      "a forged quote token",
      (b) => {
        (b.shipping?.[0] as { transactionId: string }).transactionId = "abc.def";
      },
      "shipping_rate",
    ],
    [
      "an unknown delivery code",
      (b) => {
        (b.shipping?.[0] as { shippingCode: string }).shippingCode = "teleport";
      },
      "shipping_method_not_found",
    ],
    [
      "a package number on a whole-order rate",
      (b) => {
        (b.shipping?.[0] as { packageNumber?: number }).packageNumber = 7;
      },
      "shipping_method_not_valid",
    ],
    [
      "a lower shipping total",
      (b) => {
        b.totals.shipping -= 1;
      },
      "wrong_shipping_total",
    ],
    [
      "a lower tax",
      (b) => {
        b.totals.tax -= 0.01;
      },
      "wrong_tax_total",
    ],
    [
      "a lower grand total",
      (b) => {
        b.totals.grandTotalIncludingTax -= 0.01;
      },
      "wrong_grandtotal",
    ],
    [
      "a lower payment amount",
      (b) => {
        b.payment.amount -= 0.01;
      },
      "wrong_payment_amount",
    ],
  ];
  for (const [what, f, code] of cases)
    it(`${what} → 409 ${code}`, async () => {
      const stock = await stockOf(store, list.items[0]?.productId as number);
      await expectRefused(tamper(f), browser, 409, code);
      expect(await stockOf(store, list.items[0]?.productId as number)).toBe(stock);
      expect(await ordersOfList(store, list._id)).toEqual([]);
    });

  it("pickup when an item blocks it → pickup_disabled", async () => {
    const blocked = (await import("../../testing/seed-data.ts"))
      .seedData()
      .products.find(
        (p) =>
          p.attributes.rogue_pickup_disabled === true &&
          p.visibility === 4 &&
          p.type === "simple" &&
          p.inventory.qoh > 5,
      );
    if (!blocked) throw new Error("no pickup-disabled product");
    const own = await shopperWithCart(store, [{ productId: blocked.id, qty: 1 }]);
    const b = await draftOrder(store, own.list);
    const s = b.shipping?.[0] as { shippingCode: string; rate: number };
    s.shippingCode = "pickup_pickup";
    b.totals.grandTotalIncludingTax -= s.rate;
    b.payment.amount -= s.rate;
    b.totals.shipping = 0;
    s.rate = 0;
    await expectRefused(b, own.browser, 409, "pickup_disabled");
  });

  it("a subscription without its agreement → 422 subscription_agree_missing", async () => {
    const program = (await import("../../testing/seed-data.ts")).seedData().products.find((p) => p.sku === "PR1001");
    const own = await shopperWithCart(store, [{ productId: program?.id as number, qty: 1 }]);
    const b = await draftOrder(store, own.list);
    await expectRefused(b, own.browser, 422, "subscription_agree_missing");
  });

  it("a trial needs both agreements: it becomes a subscription", async () => {
    const trial = (await import("../../testing/seed-data.ts"))
      .seedData()
      .products.find((p) => p.attributes.is_trial === true && p.attributes.subscription_interval === "month");
    const own = await shopperWithCart(store, [{ productId: trial?.id as number, qty: 1 }]);
    const b = await draftOrder(store, own.list);
    b.agreements = { trial: true };
    const refused = await expectRefused(b, own.browser, 422, "subscription_agree_missing");
    expect(refused.details.fields[0].field).toBe("agreements.subscription");
    b.agreements = { trial: true, subscription: true };
    expect((await place(store, own.browser, b)).status).toBe(201);
  });

  it("an unknown gift card → 409 giftcard_not_exist, stock untouched", async () => {
    const stock = await stockOf(store, list.items[0]?.productId as number);
    const b = tamper((x) => {
      x.giftcards = [{ code: "NOPE-NOPE-NOPE-NOPE", amount: 1 }];
      x.totals.giftcards = 1;
      x.payment.amount = Math.round((x.payment.amount - 1) * 100) / 100;
    });
    await expectRefused(b, browser, 409, "giftcard_not_exist");
    expect(await stockOf(store, list.items[0]?.productId as number)).toBe(stock);
  });

  it("someone else's list → 404 list_not_found; an empty list → 422 empty_order", async () => {
    const stranger = testBrowser(store);
    await call(stranger, "POST", "/svc_list/lists", { type: "quote" });
    await expectRefused(body, stranger, 404, "list_not_found");
    const empty = await call(stranger, "POST", "/svc_list/lists", { type: "quote" });
    const b = tamper((x) => {
      x.listId = empty.body._id;
    });
    await expectRefused(b, stranger, 422, "empty_order");
  });

  it("bad input: malformed JSON, a missing field, a huge number → 400; a huge body → 413", async () => {
    const headers = { "x-captcha-token": await solveCaptcha(store, "order") };
    const bad = await call(browser, "POST", "/svc_checkout/order", "{not json", headers);
    expect([bad.status, bad.body.error.code]).toEqual([400, "malformed_json"]);
    const missing = await place(
      store,
      browser,
      tamper((x) => void delete (x as Partial<PlaceOrderRequest>).listId),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields[0].field).toBe("listId");
    const huge = await place(
      store,
      browser,
      tamper((x) => {
        x.payment.amount = 1e300;
      }),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error.details.fields[0].field).toBe("payment.amount");
    const big = await call(browser, "POST", "/svc_checkout/order", { ...body, comments: "x".repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
  });

  it("captcha: a wrong token → 400 captcha_failed; no token passes a few times, then 429", async () => {
    const wrong = await call(browser, "POST", "/svc_checkout/order", body, { "x-captcha-token": "bm9wZQ==" });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, "captcha_failed"]);
    const tampered = tamper((x) => {
      x.totals.tax += 1;
    });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await place(store, browser, tampered, false)).status);
    expect(codes.slice(0, 3)).toEqual([409, 409, 409]);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("reading orders", () => {
  it("a stranger's order id → 404 like an unknown one; the orders list needs a customer", async () => {
    const { browser, list } = await shopperWithCart(store);
    const placed = await place(store, browser, await draftOrder(store, list));
    const stranger = testBrowser(store);
    const theirs = await call(stranger, "GET", `/svc_checkout/order/${placed.body.orderId}`);
    const unknown = await call(stranger, "GET", "/svc_checkout/order/IW-000000000000");
    expect([theirs.status, theirs.body.error.code]).toEqual([404, "order_not_found"]);
    expect(unknown.body).toEqual(theirs.body);
    const guestList = await call(browser, "GET", "/svc_checkout/order");
    expect([guestList.status, guestList.body.error.code]).toEqual([401, "login_required"]);
  });

  it("a customer's orders: summary and full views, newest first, paged", async () => {
    const browser = testBrowser(store);
    await registerCustomer(store, browser);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { list } = await shopperWithCart(store, undefined, browser);
      const placed = await place(store, browser, await draftOrder(store, list));
      expect(placed.status).toBe(201);
      ids.push(placed.body.orderId);
    }
    const summary = await call(browser, "GET", "/svc_checkout/order?page=1&limit=1");
    expect(summary.body).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(summary.body.orders).toEqual([
      expect.objectContaining({ orderId: ids[1], status: "published", itemCount: 2, currency: "USD" }),
    ]);
    const full = await call(browser, "GET", "/svc_checkout/order?view=full&limit=10");
    expect(full.body.orders.map((o: Json) => o.orderId)).toEqual([ids[1], ids[0]]);
    expect(full.body.orders[0]).toMatchObject({ items: [{ qty: 2 }], customer: { groupId: 1 } });
    const bad = await call(browser, "GET", "/svc_checkout/order?limit=500");
    expect(bad.status).toBe(400);
  });

  it("lookup by number and email lets another session read the order; a wrong email is the same 404", async () => {
    const { browser, list } = await shopperWithCart(store);
    const placed = await place(store, browser, await draftOrder(store, list, { email: "Lookup.Me@example.com" }));
    const other = testBrowser(store);
    const headers = async () => ({ "x-captcha-token": await solveCaptcha(store, "order") });
    const wrong = await call(
      other,
      "POST",
      "/svc_checkout/order/lookup",
      { orderId: placed.body.orderId, email: "x@example.com" },
      await headers(),
    );
    const unknown = await call(
      other,
      "POST",
      "/svc_checkout/order/lookup",
      { orderId: "IW-000000000000", email: "x@example.com" },
      await headers(),
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect((await call(other, "GET", `/svc_checkout/order/${placed.body.orderId}`)).status).toBe(404);
    const found = await call(
      other,
      "POST",
      "/svc_checkout/order/lookup",
      { orderId: placed.body.orderId, email: "lookup.me@example.com" },
      await headers(),
    );
    expect(found.status).toBe(200);
    expect(found.body.orderId).toBe(placed.body.orderId);
    expect((await call(other, "GET", `/svc_checkout/order/${placed.body.orderId}`)).status).toBe(200);
  });

  it("virtual-only orders need no address or shipping", async () => {
    const { browser, list } = await shopperWithCart(store, [emailedGiftcardLine()]);
    const body = await draftOrder(store, list, { address: null });
    expect(body.shipping).toEqual([]);
    const placed = await place(store, browser, { ...body, shippingAddress: null, billingAddress: US_ADDRESS });
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe("published");
    await store.services.checkout.drain();
    const [mail] = await store.services.mail.listOutbox({ to: "friend@example.com" });
    expect(mail?.text).toMatch(/Code: [A-Z0-9]{4}-/);
  });
});
