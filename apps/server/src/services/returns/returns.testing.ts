import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { seedData } from "../../testing/seed-data.ts";
import type { List } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { call, draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { without } from "../checkout/checkout.testing.ts";
import { type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";

/** The two products of the returns tests: two plentiful simple products, one line each. */
export const returnProducts = () => [plentiful(0), plentiful(1)];

/**
 * A guest's paid order of two lines (2 × the first product, 1 × the second), by card unless told
 * (PayPal: created, approved by the buyer, captured at placing; or a gift card of the whole total,
 * its code returned), shipped and delivered; the browser
 * that placed it may read it (and so return from it).
 */
export async function deliveredOrder(
  store: TestStore,
  email = "sam@example.com",
  pay: "card" | "paypal" | "giftcard" = "card",
) {
  const [a, b] = returnProducts();
  const { browser, list } = await shopperWithCart(store, [
    { productId: a?.id as number, qty: 2 },
    { productId: b?.id as number, qty: 1 },
  ]);
  let draft = await draftOrder(store, list, { email });
  if (pay === "paypal") {
    const pp = await store.services.paypal.createOrder({
      amountMinor: Math.round(draft.payment.amount * 100),
      currency: "USD",
      reference: list._id,
      returnUrl: "http://localhost:3000/checkout/review",
      cancelUrl: "http://localhost:3000/checkout",
    });
    expect((await testpayControl(store, `/test/paypal/${pp.id}/approve`)).status).toBeLessThan(300);
    draft = without(draft, { paymentType: "paypal", transactionToken: pp.id });
  }
  let giftcard: string | undefined;
  if (pay === "giftcard") {
    const totalMinor = Math.round(draft.payment.amount * 100);
    giftcard = await store.services.giftcards.issue(store.database.db, {
      orderId: null,
      amountMinor: totalMinor,
      currency: "USD",
    });
    draft.giftcards = [{ code: giftcard, amount: totalMinor / 100 }];
    draft.totals.giftcards = totalMinor / 100;
    draft.payment.amount = 0;
    draft = without(draft, { paymentType: "giftcard" });
  }
  const placed = await place(store, browser, draft);
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId as string;
  await store.services.checkout.ship(orderId);
  await store.services.checkout.deliver(orderId);
  return { browser, orderId, giftcard };
}

/** A fresh confirm key, as the confirm page gets one. */
export const confirmKey = () => randomBytes(16).toString("base64url");

/** POST /svc_returns/rma for `lines`, a refund unless told. */
export function confirmReturn(
  browser: TestBrowser,
  orderId: string,
  lines: {
    lineNo: number;
    qty: number;
    reason: string;
    condition: string;
    exchangeFor?: number;
    photos?: string[];
    note?: string;
  }[],
  options: { outcome?: string; key?: string } = {},
) {
  return call(browser, "POST", "/svc_returns/rma", {
    orderId,
    outcome: options.outcome ?? "refund",
    lines,
    confirmKey: options.key ?? confirmKey(),
  });
}

/** What the test gateway says it refunded of the order's payment (minor units, one row per payment). */
export async function gatewayRefunded(store: TestStore, orderId: string) {
  const result = (await store.database.db.execute(
    sql`select (data->>'refunded')::int as refunded from testpay_objects
        where kind = 'payment' and data->>'merchantReference' = ${orderId} and data->>'status' = 'authorised'`,
  )) as unknown as { rows: { refunded: number }[] };
  return result.rows;
}

/** What PayPal (the test gateway's sandbox) says it refunded of the order's capture (minor units). */
export async function paypalRefunded(store: TestStore, orderId: string) {
  const result = (await store.database.db.execute(
    sql`select coalesce((p.data->>'refundedMinor')::int, 0) as refunded from testpay_objects p
        join checkout_orders o on o.payment->>'pspReference' = p.data->>'captureId'
        where p.kind = 'paypal' and o.id = ${orderId}`,
  )) as unknown as { rows: { refunded: number }[] };
  return result.rows;
}

const EU_ADDRESS = {
  firstname: "Greta",
  lastname: "Gast",
  street: ["Unter den Linden 1"],
  city: "Berlin",
  postcode: "10117",
  countryId: "DE",
  telephone: "030000000",
};

/**
 * A German guest's paid order on the EU store (/de, de-DE) of the same two lines as
 * deliveredOrder, shipped and delivered unless told; the placing browser may read it.
 */
export async function euOrder(store: TestStore, email: string, options: { deliver?: boolean } = {}) {
  const [a, b] = returnProducts();
  const browser = testBrowser(store);
  const created = await call(browser, "POST", "/svc_list/site/EUR/lists", {
    type: "quote",
    items: [
      { productId: a?.id as number, qty: 2 },
      { productId: b?.id as number, qty: 1 },
    ],
  });
  expect(created.status).toBe(201);
  const body = await draftOrder(store, created.body as List, {
    site: SITES.EUR,
    address: { ...EU_ADDRESS, email },
    email,
  });
  const placed = await place(store, browser, { ...body, meta: { l10n: "de-DE" } });
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId as string;
  if (options.deliver !== false) {
    await store.services.checkout.ship(orderId);
    await store.services.checkout.deliver(orderId);
  }
  return { browser, orderId };
}

/**
 * A guest's paid, delivered order of one configurable product (1 unit of a plentiful variant,
 * chosen by its attribute values as the product page sends it), and the variant's SKU.
 */
export async function deliveredConfigurableOrder(store: TestStore, email = "variant@example.com") {
  const usa = SITES.USA;
  for (const s of seedData().products.filter(
    (p) => p.type === "configurable" && p.visibility === 4 && p.sites === null,
  )) {
    const p = await store.services.catalog.getProductComplete(s.id, usa);
    const child = p.children.find(
      (c) => c.inventory.qoh > 20 && !c.inventory.backorder && c.price !== null && p.childrenIds.includes(c.productId),
    );
    if (!child || !p.configurableAttributes.length) continue;
    const options = Object.fromEntries(p.configurableAttributes.map((a) => [a.code, String(child.attributes[a.code])]));
    const browser = testBrowser(store);
    const created = await call(browser, "POST", "/svc_list/lists", {
      type: "quote",
      items: [{ productId: p.productId, qty: 1, options }],
    });
    expect(created.status).toBe(201);
    const placed = await place(store, browser, await draftOrder(store, created.body as List, { email }));
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await store.services.checkout.ship(orderId);
    await store.services.checkout.deliver(orderId);
    return { browser, orderId, childSku: child.sku };
  }
  throw new Error("no configurable product with a plentiful variant");
}

/**
 * A guest's paid, delivered order of one unit of a configurable product's variant that has a
 * sibling variant at the same price with units in stock (what an even exchange may take; ADR
 * 0047): the browser, the order, the variant bought and the sibling (product id and SKU).
 */
export async function exchangeableOrder(store: TestStore, email = "swap@example.com") {
  const usa = SITES.USA;
  for (const s of seedData().products.filter(
    (p) => p.type === "configurable" && p.visibility === 4 && p.sites === null,
  )) {
    const p = await store.services.catalog.getProductComplete(s.id, usa);
    if (!p.configurableAttributes.length) continue;
    const kids = p.children.filter(
      (c) => c.inventory.qoh > 20 && !c.inventory.backorder && c.price !== null && p.childrenIds.includes(c.productId),
    );
    const bought = kids.find((c) => kids.some((o) => o.productId !== c.productId && o.price === c.price));
    const other = bought && kids.find((o) => o.productId !== bought.productId && o.price === bought.price);
    if (!bought || !other) continue;
    const options = Object.fromEntries(
      p.configurableAttributes.map((a) => [a.code, String(bought.attributes[a.code])]),
    );
    const browser = testBrowser(store);
    const created = await call(browser, "POST", "/svc_list/lists", {
      type: "quote",
      items: [{ productId: p.productId, qty: 1, options }],
    });
    expect(created.status).toBe(201);
    const placed = await place(store, browser, await draftOrder(store, created.body as List, { email }));
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await store.services.checkout.ship(orderId);
    await store.services.checkout.deliver(orderId);
    return {
      browser,
      orderId,
      productId: p.productId,
      bought: { productId: bought.productId, sku: bought.sku },
      other: { productId: other.productId, sku: other.sku },
    };
  }
  throw new Error("no configurable product with two in-stock variants at one price");
}
