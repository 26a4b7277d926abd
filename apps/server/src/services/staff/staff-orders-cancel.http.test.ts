import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { ordersOfList, stockOf } from "../checkout/checkout.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { SUPPORT_REFUND_LIMIT_MINOR } from "./staff.permissions.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 item 4 through the staff API: cancel (SPEC §4 statuses: unpaid or paid-and-not-shipped
 * orders; a paid one is refunded in full through the gateway first; stock goes back) and the order
 * mail sent again — both audited.
 */
const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let owner: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  support = await signedInStaff(store, clock, "support");
  owner = await signedInStaff(store, clock, "owner");
});
afterAll(() => store.close());

/** A guest's card order of `qty` plentiful products (a 3-D Secure card leaves it payment_pending). */
async function order(qty: number, card?: string): Promise<{ id: string; status: string }> {
  const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty }]);
  const r = await place(store, browser, await draftOrder(store, list, card ? { card } : {}));
  expect(r.status).toBe(201);
  return { id: r.body.orderId as string, status: r.body.status as string };
}

const qoh = () => stockOf(store, plentiful().id);

const actions = async (id: string) =>
  (
    (await owner.json("GET", `/svc_staff/audit?targetType=order&targetId=${id}`)).body.entries as { action: string }[]
  ).map((e) => e.action);

const mailsTo = async (email: string, subject: string) =>
  (await store.services.mail.listOutbox({ to: email })).filter((m) => m.subject.includes(subject));

describe("cancel", () => {
  it("a paid order: refunded in full at the gateway, cancelled, its stock back, the customer mailed, audited", async () => {
    const stockBefore = await qoh();
    const { id } = await order(1);
    expect(await qoh()).toBe(stockBefore - 1);
    const paid = (await support.json("GET", `/svc_staff/orders/${id}`)).body;

    const res = await support.json("POST", `/svc_staff/orders/${id}/cancel`, { reason: "customer changed mind" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: "cancelled",
      refundedMinor: paid.capturedMinor,
      refundStatus: "refunded",
    });
    expect(await qoh()).toBe(stockBefore);
    const gateway = (
      (await store.database.db.execute(
        sql`select (data->>'refunded')::int as refunded from testpay_objects
            where kind = 'payment' and data->>'merchantReference' = ${id} and data->>'status' = 'authorised'`,
      )) as unknown as { rows: { refunded: number }[] }
    ).rows;
    expect(gateway).toEqual([{ refunded: paid.capturedMinor }]);
    expect(await mailsTo(paid.email, `refund for order ${id}`)).toHaveLength(1);
    expect(await actions(id)).toEqual(["order.cancel", "order.refund", "order.refund.requested"]);

    // Final: a second cancel is refused and gives nothing back twice.
    const again = await support.json("POST", `/svc_staff/orders/${id}/cancel`, {});
    expect([again.status, again.body.error.code]).toEqual([409, "order_not_cancellable"]);
    expect(await qoh()).toBe(stockBefore);
  });

  it("an unpaid order (3-D Secure unanswered): cancelled without a refund, its stock back", async () => {
    const stockBefore = await qoh();
    const { id, status } = await order(2, "4917610000000000");
    expect(status).toBe("payment_pending");
    const res = await support.json("POST", `/svc_staff/orders/${id}/cancel`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled", refundedMinor: 0, refunds: [] });
    expect(await qoh()).toBe(stockBefore);
    expect(await actions(id)).toEqual(["order.cancel"]);
  });

  it("refuses a shipped order, a failed one, and support above its refund limit (nothing changes)", async () => {
    const { id: shipped } = await order(1);
    await support.json("POST", `/svc_staff/orders/${shipped}/ship`, {});
    const res = await support.json("POST", `/svc_staff/orders/${shipped}/cancel`, {});
    expect([res.status, res.body.error.code, res.body.error.details.shipped]).toEqual([
      409,
      "order_not_cancellable",
      true,
    ]);

    const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty: 1 }]);
    const declined = await place(store, browser, await draftOrder(store, list, { card: "4000000000000002" }));
    expect(declined.status).toBe(402);
    const [failed] = await ordersOfList(store, list._id);
    expect(failed?.status).toBe("payment_error");
    const refused = await support.json("POST", `/svc_staff/orders/${failed?.id}/cancel`, {});
    expect([refused.status, refused.body.error.code]).toEqual([409, "order_not_cancellable"]);

    const stockBefore = await qoh();
    const { id: big } = await order(40);
    expect((await support.json("GET", `/svc_staff/orders/${big}`)).body.capturedMinor).toBeGreaterThan(
      SUPPORT_REFUND_LIMIT_MINOR,
    );
    const over = await support.json("POST", `/svc_staff/orders/${big}/cancel`, {});
    expect([over.status, over.body.error.details.permission]).toEqual([403, "orders.refund.above-limit"]);
    expect((await support.json("GET", `/svc_staff/orders/${big}`)).body.status).toBe("published");
    expect(await qoh()).toBe(stockBefore - 40);
    expect((await owner.json("POST", `/svc_staff/orders/${big}/cancel`, {})).status).toBe(200);
    expect(await qoh()).toBe(stockBefore);
  });

  it("an unknown order is 404 and a bad body 400", async () => {
    expect((await support.json("POST", "/svc_staff/orders/IW-NOPE/cancel", {})).status).toBe(404);
    const { id } = await order(1);
    const bad = await support.json("POST", `/svc_staff/orders/${id}/cancel`, { reason: "x".repeat(501) });
    expect([bad.status, bad.body.error.details.fields[0].field]).toEqual([400, "reason"]);
  });
});

describe("order search", () => {
  it("finds an order by the beginning of its number (any case) or of its email (any case)", async () => {
    const { id } = await order(1);
    const { email } = (await support.json("GET", `/svc_staff/orders/${id}`)).body as { email: string };
    const ids = async (q: string) =>
      ((await support.json("GET", `/svc_staff/orders?q=${encodeURIComponent(q)}`)).body.orders as { id: string }[]).map(
        (o) => o.id,
      );
    expect(await ids(id.toLowerCase())).toEqual([id]);
    expect(await ids(email.toUpperCase())).toContain(id);
    expect(await ids(email.slice(0, -4))).toContain(id);
    // A wildcard typed by staff is a character, not a pattern.
    expect(await ids("%")).toEqual([]);
  });
});

describe("resend the order mail", () => {
  it("sends the confirmation again to the order's address, audited; an unpaid order has none to send", async () => {
    const { id } = await order(1);
    const detail = (await support.json("GET", `/svc_staff/orders/${id}`)).body;
    expect(await mailsTo(detail.email, `order ${id}`)).toHaveLength(1);
    const res = await support.json("POST", `/svc_staff/orders/${id}/mail`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ orderId: id, to: detail.email });
    const confirmations = await mailsTo(detail.email, `Your Ironworks order ${id}`);
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]?.text).toBe(confirmations[0]?.text);
    expect(await actions(id)).toEqual(["order.mail.resend"]);

    const { id: unpaid } = await order(1, "4917610000000000");
    const none = await support.json("POST", `/svc_staff/orders/${unpaid}/mail`, {});
    expect([none.status, none.body.error.code]).toEqual([409, "order_mail_not_sent"]);
  });
});
