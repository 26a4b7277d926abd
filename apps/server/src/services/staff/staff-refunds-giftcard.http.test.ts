import { describe, expect, it } from "vitest";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { without } from "../checkout/checkout.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { type StaffClient, staffTestStore } from "./staff.testing.ts";

/**
 * Issue #17: refunds of orders paid by gift card, alone or beside a card (ADR 0057). The gift card
 * part goes back onto the card's ledger in the refund's transaction, the card part through the test
 * gateway; per tender never above what it paid; audited; the customer mailed.
 */
const t = staffTestStore(["support", "owner", "merchandiser"]);

const issue = (amountMinor: number) =>
  t.store.services.giftcards.issue(t.store.database.db, { orderId: null, amountMinor, currency: "USD" });
const balance = async (code: string) => (await t.store.services.giftcards.balance(code))?.balanceMinor;

/** A guest's order paid by a gift card: all of it (`cardMinor` 0) or all but what the test card pays. */
async function giftcardOrder(opts: { giftcardMinor?: number; qty?: number } = {}) {
  const { browser, list } = await shopperWithCart(t.store, [{ productId: plentiful().id, qty: opts.qty ?? 1 }]);
  const draft = await draftOrder(t.store, list);
  const totalMinor = Math.round(draft.payment.amount * 100);
  const giftcardMinor = Math.min(opts.giftcardMinor ?? totalMinor, totalMinor);
  const code = await issue(giftcardMinor + 500);
  draft.giftcards = [{ code, amount: giftcardMinor / 100 }];
  draft.totals.giftcards = giftcardMinor / 100;
  draft.payment.amount = (totalMinor - giftcardMinor) / 100;
  const body = giftcardMinor === totalMinor ? without(draft, { paymentType: "giftcard" }) : draft;
  const placed = await place(t.store, browser, body);
  expect([placed.status, placed.body.status]).toEqual([201, "published"]);
  return { id: placed.body.orderId as string, code, totalMinor, giftcardMinor };
}

const refund = (who: StaffClient, orderId: string, body: object, key?: string) =>
  who.json("POST", `/svc_staff/orders/${orderId}/refunds`, body, key ? { "idempotency-key": key } : {});

const refundMails = async (orderId: string) =>
  (await t.store.services.mail.listOutbox({})).filter((m) => m.subject.includes(`refund for order ${orderId}`));

describe("gift-card-only orders", () => {
  it("part, then the rest, back onto the gift card; audited; mailed; more is refused", async () => {
    const o = await giftcardOrder({ qty: 2 });
    expect(await balance(o.code)).toBe(500);
    const before = await t.staff.support.json("GET", `/svc_staff/orders/${o.id}`);
    expect(before.body).toMatchObject({ capturedMinor: o.totalMinor, refundableMinor: o.totalMinor });
    expect(before.body.tenders.giftcards).toEqual([
      { code: `****${o.code.slice(-4)}`, paidMinor: o.totalMinor, refundableMinor: o.totalMinor },
    ]);

    const part = await refund(t.staff.support, o.id, { amountMinor: 1000, reason: "dented" }, `gc-${o.id}`);
    expect(part.status).toBe(201);
    expect(part.body.order).toMatchObject({ refundedMinor: 1000, refundStatus: "partially_refunded" });
    expect(await balance(o.code)).toBe(1500);

    const tooMuch = await refund(t.staff.support, o.id, { amountMinor: o.totalMinor });
    expect([tooMuch.status, tooMuch.body.error.code, tooMuch.body.error.details.refundableMinor]).toEqual([
      409,
      "refund_exceeds_captured",
      o.totalMinor - 1000,
    ]);
    const rest = await refund(t.staff.owner, o.id, {});
    expect(rest.status).toBe(201);
    expect(rest.body.order).toMatchObject({ refundableMinor: 0, refundStatus: "refunded" });
    expect(await balance(o.code)).toBe(o.totalMinor + 500);

    // The same Idempotency-Key answers the first refund again, crediting nothing twice.
    const again = await refund(t.staff.support, o.id, { amountMinor: 1000 }, `gc-${o.id}`);
    expect([again.status, again.body.refundId]).toEqual([201, part.body.refundId]);
    expect(await balance(o.code)).toBe(o.totalMinor + 500);

    const mails = await refundMails(o.id);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join(" ")).toContain(`back onto your gift card ending ****${o.code.slice(-4)}`);
    const audit = await t.staff.owner.json("GET", `/svc_staff/audit?targetType=order&targetId=${o.id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
      "order.refund",
      "order.refund.requested",
      "order.refund",
      "order.refund.requested",
    ]);
    expect(audit.body.entries.at(-2).detail.tenders).toEqual([
      { tender: "giftcard", code: `****${o.code.slice(-4)}`, amountMinor: 1000 },
    ]);
  });

  it("a part above what the gift card paid → 409 refund_exceeds_tender; nothing credited", async () => {
    const o = await giftcardOrder();
    const res = await refund(t.staff.support, o.id, {
      tenders: { giftcards: [{ code: o.code, amountMinor: o.totalMinor + 1 }] },
    });
    expect([res.status, res.body.error.code, res.body.error.details]).toMatchObject([
      409,
      "refund_exceeds_tender",
      { tender: "giftcard", refundableMinor: o.totalMinor },
    ]);
    const card = await refund(t.staff.support, o.id, { tenders: { providerMinor: 1 } });
    expect([card.status, card.body.error.code, card.body.error.details.tender]).toEqual([
      409,
      "refund_exceeds_tender",
      "provider",
    ]);
    expect(await balance(o.code)).toBe(500);
  });

  it("only orders.refund may refund: 403 names the permission", async () => {
    const o = await giftcardOrder();
    const res = await refund(t.staff.merchandiser, o.id, {});
    expect([res.status, res.body.error.details.permission]).toEqual([403, "orders.refund"]);
    expect(await balance(o.code)).toBe(500);
  });

  it("a cancel gives the gift card back what is left of it, never twice", async () => {
    const o = await giftcardOrder();
    expect((await refund(t.staff.support, o.id, { amountMinor: 300 })).status).toBe(201);
    const cancelled = await t.staff.owner.json("POST", `/svc_staff/orders/${o.id}/cancel`, {});
    expect([cancelled.status, cancelled.body.status]).toEqual([200, "cancelled"]);
    expect(await balance(o.code)).toBe(o.totalMinor + 500);
  });
});

describe("orders paid partly by gift card", () => {
  it("a total goes to the card first, then onto the gift card; explicit parts per tender", async () => {
    const o = await giftcardOrder({ giftcardMinor: 1000, qty: 2 });
    const cardMinor = o.totalMinor - 1000;
    expect(cardMinor).toBeGreaterThan(600);
    const detail = await t.staff.support.json("GET", `/svc_staff/orders/${o.id}`);
    expect(detail.body.tenders.provider).toEqual({ paidMinor: cardMinor, refundableMinor: cardMinor });

    const split = await refund(t.staff.owner, o.id, { amountMinor: cardMinor + 400 });
    expect(split.status).toBe(201);
    expect(split.body.order.tenders).toMatchObject({
      provider: { refundableMinor: 0 },
      giftcards: [{ refundableMinor: 600 }],
    });
    expect(await balance(o.code)).toBe(500 + 400);

    const over = await refund(t.staff.support, o.id, { tenders: { giftcards: [{ code: o.code, amountMinor: 601 }] } });
    expect([over.status, over.body.error.code]).toEqual([409, "refund_exceeds_tender"]);
    const exact = await refund(t.staff.support, o.id, { tenders: { giftcards: [{ code: o.code, amountMinor: 600 }] } });
    expect([exact.status, exact.body.order.refundStatus]).toEqual([201, "refunded"]);
    expect(await balance(o.code)).toBe(1500);
    const mails = await refundMails(o.id);
    expect(mails.map((m) => m.text).join(" ")).toContain("to your original payment method");
  });

  it("a total and parts at once is a 400", async () => {
    const o = await giftcardOrder({ giftcardMinor: 1000 });
    const res = await refund(t.staff.support, o.id, { amountMinor: 100, tenders: { providerMinor: 100 } });
    expect([res.status, res.body.error.code]).toEqual([400, "validation_error"]);
  });
});
