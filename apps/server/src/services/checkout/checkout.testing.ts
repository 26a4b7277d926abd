import type { PlaceOrderRequest } from "@ironworks/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { call } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import type { TestBrowser } from "../customer/customer.testing.ts";
import { giftcard } from "../lists/lists.testing.ts";

/** Helpers for the checkout suites: the stored rows behind an order (placing one: testing/orders.ts). */

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

/** A body paid by something other than a card (no card tokens). */
export function without(body: PlaceOrderRequest, payment: Partial<PlaceOrderRequest["payment"]>): PlaceOrderRequest {
  const { card: _card, ...rest } = body.payment;
  return { ...body, payment: { ...rest, ...payment } };
}

/** The checkout page's Affirm start, the shopper's confirmation in the modal → the checkout token. */
export async function affirmToken(
  store: TestStore,
  browser: TestBrowser,
  body: PlaceOrderRequest,
  email = "sam@example.com",
): Promise<string> {
  const start = await call(browser, "POST", "/svc_checkout/affirm/checkout", {
    listId: body.listId,
    storeId: body.storeId,
    amount: body.payment.amount,
    shipping: body.totals.shipping,
    tax: body.totals.tax,
    email,
    returnUrl: "/checkout/review",
    cancelUrl: "/checkout",
  });
  expect(start.status).toBe(200);
  const confirmed = await testpayControl(store, `/test/affirm/${start.body.checkoutId}/confirm`);
  const { checkout_token } = (await confirmed.json()) as { checkout_token: string };
  expect(checkout_token).toBeTruthy();
  return checkout_token;
}
