import { SITES } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testpayControl } from "../../testing/local.ts";
import { draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import { buyNowOrder, grantTicket, signedInOwner, ticketUses } from "../checkout/checkout-tickets.testing.ts";
import { affirmToken, setStock, without } from "../checkout/checkout.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { type StaffClient, staffTestStore } from "./staff.testing.ts";

/**
 * Issue #17 item 4: refunds of PayPal and Affirm orders through their providers (the test gateway
 * plays both), full and partial, once per Idempotency-Key however often the console retries, never
 * above what was captured less what was refunded, audited, the customer mailed.
 */
const t = staffTestStore(["support", "owner"]);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.store.database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** A guest's order of `qty` plentiful products paid with PayPal (created, approved, captured); its id. */
async function paypalOrder(qty = 2): Promise<string> {
  const { browser, list } = await shopperWithCart(t.store, [{ productId: plentiful().id, qty }]);
  const draft = await draftOrder(t.store, list);
  const pp = await t.store.services.paypal.createOrder({
    amountMinor: Math.round(draft.payment.amount * 100),
    currency: "USD",
    reference: list._id,
    returnUrl: "http://localhost:3000/checkout/review",
    cancelUrl: "http://localhost:3000/checkout",
  });
  expect((await testpayControl(t.store, `/test/paypal/${pp.id}/approve`)).status).toBeLessThan(300);
  const placed = await place(t.store, browser, without(draft, { paymentType: "paypal", transactionToken: pp.id }));
  expect([placed.status, placed.body.status]).toEqual([201, "published"]);
  return placed.body.orderId as string;
}

/** A guest's order paid with Affirm (checkout confirmed in the modal, authorised, captured); its id. */
async function affirmOrder(qty = 2): Promise<string> {
  const { browser, list } = await shopperWithCart(t.store, [{ productId: plentiful().id, qty }]);
  const draft = await draftOrder(t.store, list);
  const token = await affirmToken(t.store, browser, draft);
  const placed = await place(t.store, browser, without(draft, { paymentType: "affirm", transactionToken: token }));
  expect([placed.status, placed.body.status]).toEqual([201, "published"]);
  return placed.body.orderId as string;
}

/** What the provider's own books say was given back for the order's payment. */
async function providerRefunded(orderId: string): Promise<number> {
  const [order] = await rows<{ payment: Json }>(sql`select payment from checkout_orders where id = ${orderId}`);
  const psp = String(order?.payment.pspReference);
  const [paypal] = await rows<{ n: number }>(
    sql`select coalesce((data->>'refundedMinor')::int, 0) as n from testpay_objects where kind = 'paypal' and data->>'captureId' = ${psp}`,
  );
  if (paypal) return paypal.n;
  const [affirm] = await rows<{ n: number }>(
    sql`select coalesce((data->>'refunded')::int, 0) as n from testpay_objects where kind = 'affirm_txn' and id = ${psp}`,
  );
  return affirm?.n ?? -1;
}

const refund = (who: StaffClient, orderId: string, body: object, key?: string) =>
  who.json("POST", `/svc_staff/orders/${orderId}/refunds`, body, key ? { "idempotency-key": key } : {});

const refundMails = async (orderId: string, email: string) =>
  (await t.store.services.mail.listOutbox({ to: email })).filter((m) =>
    m.subject.includes(`refund for order ${orderId}`),
  );

describe.each([
  ["PayPal", paypalOrder],
  ["Affirm", affirmOrder],
])("%s refunds", (_name, placeOrder) => {
  it("part, then the rest, through the provider; more than is left is refused", async () => {
    const id = await placeOrder(3);
    const before = await t.staff.support.json("GET", `/svc_staff/orders/${id}`);
    const captured = before.body.capturedMinor as number;
    expect(captured).toBeGreaterThan(1000);

    const part = await refund(t.staff.support, id, { amountMinor: 1000, reason: "dented" }, `part-${id}`);
    expect(part.status).toBe(201);
    expect(part.body.order).toMatchObject({ refundedMinor: 1000, refundStatus: "partially_refunded" });
    expect(await providerRefunded(id)).toBe(1000);

    const tooMuch = await refund(t.staff.support, id, { amountMinor: captured });
    expect([tooMuch.status, tooMuch.body.error.code, tooMuch.body.error.details.refundableMinor]).toEqual([
      409,
      "refund_exceeds_captured",
      captured - 1000,
    ]);
    const rest = await refund(t.staff.owner, id, {});
    expect(rest.status).toBe(201);
    expect(rest.body.order).toMatchObject({ refundedMinor: captured, refundableMinor: 0, refundStatus: "refunded" });
    expect(await providerRefunded(id)).toBe(captured);
    expect(await refundMails(id, before.body.email)).toHaveLength(2);
  });

  it("once per Idempotency-Key, however often and however concurrently the console retries", async () => {
    const id = await placeOrder(2);
    const key = `retry-${id}`;
    const answers = await Promise.all([1, 2, 3].map(() => refund(t.staff.support, id, { amountMinor: 700 }, key)));
    // One of them asked the provider; the others answered the same refund or "still in progress".
    const done = answers.filter((a) => a.status === 201);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 201))
      expect([a.status, a.body.error.code]).toEqual([409, "refund_in_progress"]);
    const again = await refund(t.staff.support, id, { amountMinor: 700 }, key);
    expect(again.status).toBe(201);
    expect(new Set([...done, again].map((a) => a.body.refundId)).size).toBe(1);
    expect(again.body.order).toMatchObject({ refundedMinor: 700 });
    expect(await providerRefunded(id)).toBe(700);
    expect(await refundMails(id, again.body.order.email)).toHaveLength(1);

    const other = await refund(t.staff.support, id, { amountMinor: 800 }, key);
    expect([other.status, other.body.error.code]).toEqual([422, "idempotency_key_reused"]);
    const audit = await t.staff.owner.json("GET", `/svc_staff/audit?targetType=order&targetId=${id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
      "order.refund",
      "order.refund.requested",
    ]);
  });

  it("a provider failure is recorded; the retry under the same key refunds once", async () => {
    const id = await placeOrder(2);
    const key = `fail-${id}`;
    expect((await testpayControl(t.store, "/test/faults", { failNext: 1 })).status).toBe(200);
    const failed = await refund(t.staff.support, id, { amountMinor: 500 }, key);
    expect([failed.status, failed.body.error.code]).toEqual([422, "refund_failed"]);
    expect(await providerRefunded(id)).toBe(0);
    const detail = await t.staff.support.json("GET", `/svc_staff/orders/${id}`);
    expect(detail.body).toMatchObject({ refundedMinor: 0, refundStatus: "none" });

    const retried = await refund(t.staff.support, id, { amountMinor: 500 }, key);
    expect([retried.status, retried.body.refundId]).toEqual([201, failed.body.error.details.refundId]);
    expect(await providerRefunded(id)).toBe(500);
    const audit = await t.staff.owner.json("GET", `/svc_staff/audit?targetType=order&targetId=${id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
      "order.refund",
      "order.refund.retried",
      "order.refund.failed",
      "order.refund.requested",
    ]);
  });
});

describe("bad input", () => {
  it("an unusable Idempotency-Key is a 400 naming the header; nothing is refunded", async () => {
    const id = await paypalOrder(1);
    const bad = await refund(t.staff.support, id, { amountMinor: 100 }, "x");
    expect([bad.status, bad.body.error.code, bad.body.error.details.fields[0].field]).toEqual([
      400,
      "validation_error",
      "Idempotency-Key",
    ]);
    expect(await providerRefunded(id)).toBe(0);
  });
});

describe("cancel", () => {
  it("gives back the ticket uses the order spent, as a failed payment does (SPEC §5 HW1012)", async () => {
    const hw1012 = (await t.store.services.catalog.getProductBySku("HW1012", SITES.USA)).productId;
    await setStock(t.store, hw1012, 1000, false);
    const buyer = await signedInOwner(t.store);
    const customerId = buyer.customerId as number;
    await grantTicket(t.store, customerId, { remainingUses: 1, productId: hw1012, freeShipping: true });
    const placed = await t.store.services.checkout.place(
      await buyNowOrder(t.store, buyer, hw1012, { freeShipping: true }),
      buyer,
      SITES.USA,
    );
    expect(await ticketUses(t.store, customerId)).toEqual([0]);

    const cancelled = await t.staff.owner.json("POST", `/svc_staff/orders/${placed.orderId}/cancel`, {
      reason: "Event postponed",
    });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, "cancelled"]);
    expect(await ticketUses(t.store, customerId)).toEqual([1]);
    const audit = await t.staff.owner.json("GET", `/svc_staff/audit?action=order.cancel&targetId=${placed.orderId}`);
    expect(audit.body.entries[0].detail).toMatchObject({ reason: "Event postponed", ticketsGivenBack: 1 });
  });
});
