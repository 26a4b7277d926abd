import type { BuyRequest, List, PlaceOrderRequest, RateAddress } from "@ironworks/contracts";
import { fromMinor, grandTotalMinor, SITES, type Site, toMinor } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestStore } from "../../testing/test-store.ts";
import { solveCaptcha, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { giftcard, plentiful } from "../lists/lists.testing.ts";

/** Helpers for the checkout suites and bench: a shopper's order body, computed the way the checkout page does. */

export const US_ADDRESS: RateAddress = {
  firstname: "Sam",
  lastname: "Lee",
  email: "sam@example.com",
  telephone: "5555550100",
  street: ["1 Main St"],
  city: "Columbus",
  postcode: "43215",
  region: "Ohio",
  regionId: "OH",
  countryId: "US",
};

/** Gateway tokens for a test card, as the browser gets them from /_testpay (the store never sees the number). */
export async function cardTokens(store: TestStore, number = "4111111111111111", cvc: string | null = "737") {
  const res = await store.request(`/_testpay/checkoutshopper/v1/tokenize?clientKey=${store.config.testpayClientKey}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      number,
      expiryMonth: 3,
      expiryYear: 2030,
      ...(cvc ? { cvc } : {}),
      holderName: "Sam Lee",
    }),
  });
  if (res.status !== 200) throw new Error(`tokenize failed: ${res.status} ${await res.text()}`);
  const { brand: _b, lastFour: _l, ...tokens } = (await res.json()) as Record<string, string>;
  return tokens as {
    encryptedCardNumber: string;
    encryptedExpiryMonth: string;
    encryptedExpiryYear: string;
    encryptedSecurityCode?: string;
  };
}

export function buyRequests(list: List): BuyRequest[] {
  return list.items.map((i) => {
    const r: BuyRequest = { productId: i.productId, qty: i.qty };
    if (i.options) r.options = i.options;
    if (i.children) r.children = i.children;
    if (i.metadata) r.metadata = i.metadata;
    return r;
  });
}

/**
 * The order body the checkout page posts for a list: items with the prices shown, the first
 * non-pickup rate of a fresh shipping quote, the tax for it, and totals; paid by `payment`
 * (default: a card 4111… via fresh gateway tokens).
 */
export async function draftOrder(
  store: TestStore,
  list: List,
  options: {
    site?: Site;
    address?: RateAddress | null;
    email?: string;
    payment?: Partial<PlaceOrderRequest["payment"]>;
    card?: string;
    /** Quote delivery with earned free shipping (a customer's free-shipping ticket). */
    freeShipping?: boolean;
  } = {},
): Promise<PlaceOrderRequest> {
  const site = options.site ?? SITES.USA;
  const address = options.address === undefined ? US_ADDRESS : options.address;
  const items = buyRequests(list);
  const rates = await store.services.shipping.getRates(
    {
      items,
      shippingAddress: address,
      shippingMode: "fewestPackages",
      ...(options.freeShipping ? { freeShipping: true } : {}),
    },
    site,
  );
  const rate = rates.rates.find((r) => r.shippingCode !== "pickup_pickup") ?? rates.rates[0];
  if (!rate) throw new Error(`no rate: ${rates.error}`);
  const tax = await store.services.tax.fetchRates({ items, shippingAddress: address, shippingAmount: rate.rate }, site);
  const subtotal = toMinor(list.totals.subtotal);
  const discount = toMinor(list.totals.hundoDiscount);
  const taxMinor = toMinor(tax.totalTaxAmount);
  const grand = grandTotalMinor(
    { subtotal, discount, shipping: toMinor(rate.rate), tax: taxMinor },
    site.pricesIncludeVat,
  );
  const virtual = rate.shippingCode === "virtual_virtual";
  return {
    listId: list._id,
    storeId: site.storeId,
    items: list.items.map((i) => ({
      listItemId: i._id,
      productId: i.productId,
      sku: i.product.sku,
      qty: i.qty,
      price: i.price?.unitPrice ?? 0,
    })),
    shippingMode: "fewestPackages",
    totals: {
      subtotal: fromMinor(subtotal),
      discount: fromMinor(discount),
      shipping: rate.rate,
      tax: tax.totalTaxAmount,
      grandTotalIncludingTax: fromMinor(grand),
      giftcards: 0,
    },
    payment: {
      paymentType: "card",
      amount: fromMinor(grand),
      card: { type: "scheme", ...(await cardTokens(store, options.card)) },
      ...options.payment,
    },
    shippingAddress: address,
    billingAddress: address,
    shipping: virtual ? [] : [{ ...rate, transactionId: rates.transactionId }],
    giftcards: [],
    customer: { email: options.email ?? "sam@example.com" },
  };
}

/** catalog_inventory.qoh of a product (the truth the order takes from). */
export async function stockOf(store: TestStore, productId: number): Promise<number> {
  const result = (await store.database.db.execute(
    sql`select qoh from catalog_inventory where product_id = ${productId}`,
  )) as unknown as { rows?: { qoh: number }[] } | { qoh: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0]?.qoh);
}

export async function setStock(store: TestStore, productId: number, qoh: number, backorder = false): Promise<void> {
  await store.database.db.execute(
    sql`update catalog_inventory set qoh = ${qoh}, backorder = ${backorder} where product_id = ${productId}`,
  );
}

/** Orders of a list, any status. */
export async function ordersOfList(store: TestStore, listId: string): Promise<{ id: string; status: string }[]> {
  const result = (await store.database.db.execute(
    sql`select id, status from checkout_orders where list_id = ${listId}`,
  )) as unknown as { rows?: { id: string; status: string }[] } | { id: string; status: string }[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** A single-use Apple Pay / Google Pay token from the gateway's stand-in for the phone's wallet. */
export async function walletToken(store: TestStore, type: "applepay" | "googlepay", number = "4111111111111111") {
  const res = await store.request(
    `/_testpay/checkoutshopper/v1/wallet-token?clientKey=${store.config.testpayClientKey}`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type, number }) },
  );
  if (res.status !== 200) throw new Error(`wallet token failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The stored order row (fields the wire does not show: the gateway's references). */
export async function orderRow(store: TestStore, orderId: string): Promise<Record<string, unknown>> {
  const result = (await store.database.db.execute(
    sql`select id, status, payment, shipping from checkout_orders where id = ${orderId}`,
  )) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows[0] ?? {};
}

/** After a checkout suite: the queued order mails sent, the search warm-up done, then the store closed. */
export async function closeCheckoutStore(store: TestStore | undefined): Promise<void> {
  await store?.services.checkout.drain();
  await store?.services.search.warm();
  await store?.close();
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
export type Json = Record<string, any>;

/** A JSON request as the browser makes it; the answer parsed (null when empty). */
export async function call(
  browser: TestBrowser,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await browser.request(path, { method, body, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json, res };
}

/** A guest with a cart of `items` (default: 2 of a plentiful product). */
export async function shopperWithCart(
  store: TestStore,
  items: { productId: number; qty: number; metadata?: unknown }[] = [{ productId: plentiful().id, qty: 2 }],
  browser: TestBrowser = testBrowser(store),
) {
  const created = await call(browser, "POST", "/svc_list/lists", { type: "quote", items });
  expect(created.status).toBe(201);
  return { browser, list: created.body as List };
}

/** POST /svc_checkout/order, with a solved captcha unless `captcha` is false. */
export async function place(store: TestStore, browser: TestBrowser, body: unknown, captcha = true) {
  const headers = captcha ? { "x-captcha-token": await solveCaptcha(store, "order") } : undefined;
  return call(browser, "POST", "/svc_checkout/order", body, headers);
}

/** A cart line of the seed's gift card, e-mailed to friend@example.com (a virtual-only order). */
export function emailedGiftcardLine() {
  const gc = giftcard();
  return {
    productId: gc.id,
    qty: 1,
    metadata: {
      giftcard: {
        amount: gc.amount,
        delivery: "email",
        recipientEmail: "friend@example.com",
        recipientName: "Friend",
        senderName: "Sam",
      },
    },
  };
}
