import { computeRefund, RETURN_POLICIES, type ReturnPolicy } from "@ironworks/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveCaptcha } from "../../testing/captcha.ts";
import { call, type Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import {
  confirmKey,
  confirmReturn,
  deliveredConfigurableOrder,
  deliveredOrder,
  gatewayRefunded,
  paypalRefunded,
  returnProducts,
} from "./returns.testing.ts";

/**
 * Issue #21 through /svc_returns and /svc_staff/returns on PGlite: who may return, eligibility and
 * why not, the quote the confirm page shows, the RMA and its replay, the support queue, receipt
 * with restock, and a refund or store credit exactly once, each transition audited.
 */
const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let owner: StaffClient;
const DAY = 86_400_000;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  support = await signedInStaff(store, clock, "support");
  owner = await signedInStaff(store, clock, "owner");
});
afterAll(() => store.close());

const line1 = (over: Json = {}) => ({ lineNo: 1, qty: 1, reason: "changed_mind", condition: "unopened", ...over });
const line2 = (over: Json = {}) => ({ lineNo: 2, qty: 1, reason: "changed_mind", condition: "unopened", ...over });
const audit = async (id: string) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=rma&targetId=${id}`)).body.entries as Json[];
const qoh = (sku: string) => store.services.staff.catalog.qohOf(sku);
/** SQL statements one by one (a fault the test injects, and takes away). */
const run = async (...statements: string[]) => {
  for (const s of statements) await store.database.db.execute(sql.raw(s));
};
/** The mails to `to` whose subject names `what` (an RMA number): delivered mail jobs (ADR 0043). */
const mailsAbout = async (to: string, what: string) =>
  (await store.services.mail.listOutbox({ to, limit: 200 })).filter((m) => m.subject.includes(what));

describe("who may return from an order", () => {
  it("the placing session sees every line eligible until 30 days after delivery", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ orderId, returnsOpen: true, policy: { windowDays: 30 } });
    expect(view.body.lines.map((l: Json) => [l.lineNo, l.eligibility.eligible, l.eligibility.returnableQty])).toEqual([
      [1, true, 2],
      [2, true, 1],
    ]);
  });

  it("someone else's order and an unknown number are the same 404", async () => {
    const { orderId } = await deliveredOrder(store);
    const stranger = testBrowser(store);
    const theirs = await call(stranger, "GET", `/svc_returns/order/${orderId}`);
    const unknown = await call(stranger, "GET", "/svc_returns/order/IW-NOSUCHORDER0");
    expect([theirs.status, theirs.body]).toEqual([unknown.status, unknown.body]);
    expect(theirs.body.error.code).toBe("order_not_found");
    const confirm = await confirmReturn(stranger, orderId, [line1()]);
    expect([confirm.status, confirm.body.error.code]).toEqual([404, "order_not_found"]);
  });

  it("a guest finds the order by number and e-mail (captcha); a wrong e-mail answers as an unknown number", async () => {
    const { orderId } = await deliveredOrder(store, "guest.returns@example.com");
    const guest = testBrowser(store);
    const lookup = async (id: string, email: string) =>
      call(
        guest,
        "POST",
        "/svc_checkout/order/lookup",
        { orderId: id, email },
        {
          "x-captcha-token": await solveCaptcha(store, "order"),
        },
      );
    const wrongEmail = await lookup(orderId, "someone@example.com");
    const wrongNumber = await lookup("IW-NOSUCHORDER0", "guest.returns@example.com");
    expect([wrongEmail.status, wrongEmail.body]).toEqual([wrongNumber.status, wrongNumber.body]);
    expect((await call(guest, "GET", `/svc_returns/order/${orderId}`)).status).toBe(404);
    expect((await lookup(orderId.toLowerCase(), "Guest.Returns@example.com")).status).toBe(200);
    expect((await call(guest, "GET", `/svc_returns/order/${orderId}`)).status).toBe(200);
  });
});

describe("select, quote, confirm", () => {
  it("quotes one of two items from the policy's rules, then confirms an RMA approved at once", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const body = { orderId, outcome: "refund", lines: [line2()] };
    const quote = await call(browser, "POST", "/svc_returns/quote", body);
    expect(quote.status).toBe(200);
    const row = await store.services.staff.orders.detail(orderId);
    const expected = computeRefund(
      {
        subtotal: row.totals.subtotal,
        discount: row.totals.discount,
        shipping: row.totals.shipping,
        itemTax: row.totals.itemTax,
        shippingTax: row.totals.shippingTax,
        pricesIncludeVat: false,
        lines: row.lines.map((l, i) => ({ lineNo: i + 1, qty: l.qty, rowTotalMinor: l.rowTotalMinor })),
      },
      RETURN_POLICIES.USA as ReturnPolicy,
      [],
      [{ lineNo: 2, qty: 1, reason: "changed_mind" }],
    );
    expect(quote.body).toMatchObject({
      currency: "USD",
      outcome: "refund",
      totals: expected,
      amountMinor: expected.total,
    });
    expect(expected.labelCost).toBe(995);

    const confirmed = await confirmReturn(browser, orderId, [line2()]);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ orderId, state: "approved", amountMinor: expected.total });
    expect(confirmed.body.rmaNumber).toMatch(/^RMA-[0-9A-Z]{10}$/);
    expect(confirmed.body.history.map((h: Json) => [h.to, h.actor])).toEqual([
      ["requested", "guest"],
      ["approved", "policy"],
    ]);
    const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
    expect(view.body.lines[1].eligibility).toMatchObject({ eligible: false, why: "fully_returned" });
    expect(view.body.returns.map((r: Json) => r.rmaNumber)).toEqual([confirmed.body.rmaNumber]);
    const mails = await store.services.mail.listOutbox({ to: "sam@example.com" });
    const slip = mails.find((m) => m.subject.includes(confirmed.body.rmaNumber));
    expect(slip?.text).toContain(`/rmaprocess/print/${confirmed.body.rmaNumber}/${confirmed.body.dateIssued}`);
  });

  it("a replayed confirm is 409 and changes nothing", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const key = confirmKey();
    const first = await confirmReturn(browser, orderId, [line1()], { key });
    expect(first.status).toBe(201);
    const again = await confirmReturn(browser, orderId, [line1()], { key });
    expect([again.status, again.body.error.code, again.body.error.details.rmaNumber]).toEqual([
      409,
      "rma_already_confirmed",
      first.body.rmaNumber,
    ]);
    const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
    expect(view.body.returns).toHaveLength(1);
    expect(view.body.lines[0].eligibility.returnableQty).toBe(1);
    // The confirmation mail is a job of the first confirm's transaction: one mail, not two.
    expect(await mailsAbout("sam@example.com", first.body.rmaNumber)).toHaveLength(1);
  });

  it("a return whose transaction fails at commit mails nothing (the mail is a job in it)", async () => {
    const to = "rolled.back.return@example.com";
    const { browser, orderId } = await deliveredOrder(store, to);
    // A deferred check refuses this shopper's return at COMMIT, after the mail job was written.
    await run(
      `create or replace function refuse_rma() returns trigger language plpgsql as $$
        begin if new.email = '${to}' then raise exception 'refused at commit'; end if; return new; end $$`,
      `create constraint trigger refuse_rma after insert on returns_rmas
        deferrable initially deferred for each row execute function refuse_rma()`,
    );
    try {
      const failed = await confirmReturn(browser, orderId, [line1()]);
      expect(failed.status).toBe(500);
    } finally {
      await run("drop trigger refuse_rma on returns_rmas", "drop function refuse_rma()");
    }
    const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
    expect(view.body.returns).toEqual([]);
    const jobs = (await store.database.db.execute(
      sql`select count(*)::int as n from jobs.job where name = 'mail' and data->>'to' = ${to} and data->>'text' like '%/rmaprocess/%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(0);
    expect((await store.services.mail.listOutbox({ to })).filter((m) => m.text.includes("/rmaprocess/"))).toEqual([]);
    // The same return again commits: its one mail is delivered.
    const ok = await confirmReturn(browser, orderId, [line1()]);
    expect(ok.status).toBe(201);
    expect(await mailsAbout(to, ok.body.rmaNumber)).toHaveLength(1);
  });

  it("more than bought, more than is left, a used item for a change of mind: 422 naming each line", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const tooMany = await confirmReturn(browser, orderId, [line1({ qty: 3 })]);
    expect([tooMany.status, tooMany.body.error.code, tooMany.body.error.details.lines]).toEqual([
      422,
      "line_not_returnable",
      [{ lineNo: 1, problem: "quantity" }],
    ]);
    const used = await confirmReturn(browser, orderId, [line1({ condition: "used" }), { ...line2(), lineNo: 9 }]);
    expect(used.body.error.details.lines).toEqual([
      { lineNo: 1, problem: "used_condition" },
      { lineNo: 9, problem: "unknown_line" },
    ]);
    expect((await confirmReturn(browser, orderId, [line1({ qty: 2 })])).status).toBe(201);
    const left = await confirmReturn(browser, orderId, [line1()]);
    expect([left.status, left.body.error.details.lines]).toEqual([422, [{ lineNo: 1, problem: "fully_returned" }]]);
    const bad = await call(browser, "POST", "/svc_returns/rma", { orderId, outcome: "refund", lines: [] });
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });

  it("past the 30 days the line says why and cannot be returned", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    clock.advance(32 * DAY);
    try {
      const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
      expect(view.body.lines[0].eligibility).toMatchObject({ eligible: false, why: "window_closed" });
      const late = await confirmReturn(browser, orderId, [line1()]);
      expect([late.status, late.body.error.details.lines]).toEqual([422, [{ lineNo: 1, problem: "window_closed" }]]);
    } finally {
      clock.advance(-32 * DAY);
    }
  });

  it("the print page needs the number and its issue date, and carries a Code 128 barcode", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line1()])).body;
    const ok = await call(browser, "GET", `/svc_returns/rma/${rma.rmaNumber}/print/${rma.dateIssued}`);
    expect(ok.status).toBe(200);
    expect(ok.body.barcodeSvg).toMatch(/^<svg[^>]*viewBox/);
    const wrong = await call(browser, "GET", `/svc_returns/rma/${rma.rmaNumber}/print/2001-01-01`);
    expect([wrong.status, wrong.body.error.code]).toEqual([404, "rma_not_found"]);
    const stranger = await call(testBrowser(store), "GET", `/svc_returns/rma/${rma.rmaNumber}`);
    expect([stranger.status, stranger.body.error.code]).toEqual([404, "rma_not_found"]);
  });

  it("the label is a PDF with the barcode image, for the same number and date only", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line1()])).body;
    const res = await browser.request(`/svc_returns/rma/${rma.rmaNumber}/label/${rma.dateIssued}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${rma.rmaNumber}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const wrong = await call(browser, "GET", `/svc_returns/rma/${rma.rmaNumber}/label/2001-01-01`);
    expect([wrong.status, wrong.body.error.code]).toEqual([404, "rma_not_found"]);
    const stranger = await call(testBrowser(store), "GET", `/svc_returns/rma/${rma.rmaNumber}/label/${rma.dateIssued}`);
    expect([stranger.status, stranger.body.error.code]).toEqual([404, "rma_not_found"]);
  });
});

describe("the support queue", () => {
  it("receives with restock in the same transaction, refunds once, audits every step", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line1({ qty: 2, reason: "defective" })])).body;
    const queue = await support.json("GET", "/svc_staff/returns?state=approved&limit=100");
    expect(queue.status).toBe(200);
    expect(queue.body.returns.map((r: Json) => r.rmaNumber)).toContain(rma.rmaNumber);
    expect(queue.body.returns.every((r: Json) => r.state === "approved")).toBe(true);

    const sku = returnProducts()[0]?.sku as string;
    const before = await qoh(sku);
    const early = await owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect([early.status, early.body.error.code]).toEqual([409, "rma_wrong_state"]);
    const received = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 2, condition: "restock" }],
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      state: "received",
      lines: [{ receivedQty: 2, receivedCondition: "restock" }],
    });
    expect(await qoh(sku)).toBe((before as number) + 2);

    // Two units may be above the support member's refund limit: the owner settles this one.
    const refunded = await owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ state: "refunded", refundedMinor: rma.amountMinor });
    const order = await support.json("GET", `/svc_staff/orders/${orderId}`);
    expect(order.body.refunds).toEqual([
      expect.objectContaining({ id: `RF-${rma.rmaNumber}`, amountMinor: rma.amountMinor, status: "succeeded" }),
    ]);
    expect(await gatewayRefunded(store, orderId)).toEqual([{ refunded: rma.amountMinor }]);
    const again = await owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect([again.status, again.body.error.code]).toEqual([409, "rma_wrong_state"]);
    expect((await support.json("GET", `/svc_staff/orders/${orderId}`)).body.refunds).toHaveLength(1);
    expect((await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/close`, {})).body.state).toBe("closed");
    // The confirmation and the refund: one mail each, jobs of their transactions.
    expect((await mailsAbout("sam@example.com", rma.rmaNumber)).length).toBe(2);
    expect((await audit(rma.rmaNumber)).map((e) => e.action)).toEqual(["rma.closed", "rma.refunded", "rma.received"]);
  });

  it("a configurable's received unit goes back to the variant's stock (the order line records the variant)", async () => {
    const { browser, orderId, childSku } = await deliveredConfigurableOrder(store);
    const line = (await call(browser, "GET", `/svc_returns/order/${orderId}`)).body.lines[0];
    expect(line.eligibility.eligible).toBe(true);
    const rma = (await confirmReturn(browser, orderId, [line1({ reason: "defective" })])).body;
    const before = (await qoh(childSku)) as number;
    const received = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "restock" }],
    });
    expect(received.status).toBe(200);
    expect(await qoh(childSku)).toBe(before + 1);
  });

  it("a PayPal order's return is refunded through PayPal once, however often settle is sent", async () => {
    const { browser, orderId } = await deliveredOrder(store, "pat@example.com", "paypal");
    const rma = (await confirmReturn(browser, orderId, [line1({ qty: 2, reason: "defective" })])).body;
    const received = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 2, condition: "restock" }],
    });
    expect(received.status).toBe(200);

    const settle = () => owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    const both = await Promise.all([settle(), settle()]);
    const ok = both.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body).toMatchObject({ state: "refunded", refundedMinor: rma.amountMinor });
    const other = both.find((r) => r.status !== 200);
    expect(other?.status).toBe(409);
    expect(["rma_wrong_state", "refund_in_progress"]).toContain(other?.body.error.code);
    const again = await settle();
    expect([again.status, again.body.error.code]).toEqual([409, "rma_wrong_state"]);

    expect(await paypalRefunded(store, orderId)).toEqual([{ refunded: rma.amountMinor }]);
    // Two settles at once, one refund: one refund mail (after the confirmation's).
    expect((await mailsAbout("pat@example.com", rma.rmaNumber)).length).toBe(2);
    expect((await support.json("GET", `/svc_staff/orders/${orderId}`)).body.refunds).toEqual([
      expect.objectContaining({ id: `RF-${rma.rmaNumber}`, amountMinor: rma.amountMinor, status: "succeeded" }),
    ]);
  });

  it("refuses a refund above what is left of the captured payment, and leaves the return received", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line1({ reason: "defective" })])).body;
    await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "damaged" }],
    });
    const all = await owner.json("POST", `/svc_staff/orders/${orderId}/refunds`, { reason: "goodwill" });
    expect(all.status).toBe(201);
    const refused = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect([refused.status, refused.body.error.code]).toEqual([409, "refund_exceeds_captured"]);
    expect((await support.json("GET", `/svc_staff/returns/${rma.rmaNumber}`)).body.state).toBe("received");
  });

  it("an order paid by gift card: a return and the back office's refunds never give the card back more than it paid", async () => {
    // The back office gives back all but 1 cent onto the gift card: a return is then refused.
    const first = await deliveredOrder(store, "gc.one@example.com", "giftcard");
    const paid = (await support.json("GET", `/svc_staff/orders/${first.orderId}`)).body;
    const goodwill = await owner.json("POST", `/svc_staff/orders/${first.orderId}/refunds`, {
      amountMinor: paid.capturedMinor - 1,
      reason: "goodwill",
    });
    expect(goodwill.status).toBe(201);
    const rma = (await confirmReturn(first.browser, first.orderId, [line1({ reason: "defective" })])).body;
    await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "restock" }],
    });
    const balance = (await store.services.giftcards.balance(first.giftcard as string))?.balanceMinor;
    const refused = await owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect([refused.status, refused.body.error.code, refused.body.error.details.refundableMinor]).toEqual([
      409,
      "refund_exceeds_captured",
      1,
    ]);
    expect((await store.services.giftcards.balance(first.giftcard as string))?.balanceMinor).toBe(balance);

    // A return refunded onto the gift card first: the back office sees that part given back.
    const second = await deliveredOrder(store, "gc.two@example.com", "giftcard");
    const rma2 = (await confirmReturn(second.browser, second.orderId, [line1({ reason: "defective" })])).body;
    await support.json("POST", `/svc_staff/returns/${rma2.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "restock" }],
    });
    const settled = await owner.json("POST", `/svc_staff/returns/${rma2.rmaNumber}/settle`, {});
    expect(settled.body).toMatchObject({ state: "refunded", refundedMinor: rma2.amountMinor });
    expect((await store.services.giftcards.balance(second.giftcard as string))?.balanceMinor).toBe(rma2.amountMinor);
    const order = (await support.json("GET", `/svc_staff/orders/${second.orderId}`)).body;
    expect(order).toMatchObject({
      refundedMinor: rma2.amountMinor,
      refundableMinor: order.capturedMinor - rma2.amountMinor,
    });
    expect(order.tenders.giftcards[0].refundableMinor).toBe(order.capturedMinor - rma2.amountMinor);
    const all = await owner.json("POST", `/svc_staff/orders/${second.orderId}/refunds`, { reason: "goodwill" });
    expect([all.status, all.body.order.refundedMinor]).toEqual([201, order.capturedMinor]);
    expect((await store.services.giftcards.balance(second.giftcard as string))?.balanceMinor).toBe(order.capturedMinor);
  }, 120_000);

  it("store credit is a gift card of the total plus the bonus", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (
      await confirmReturn(browser, orderId, [line2({ reason: "does_not_fit" })], { outcome: "store_credit" })
    ).body;
    expect(rma.totals.bonus).toBe(Math.round(rma.totals.total / 10));
    await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 2, qty: 1, condition: "restock" }],
    });
    const credited = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {});
    expect(credited.body).toMatchObject({ state: "credited" });
    const card = await store.services.giftcards.balance(credited.body.giftcardCode);
    expect(card).toMatchObject({ balanceMinor: rma.totals.total + rma.totals.bonus, currency: "USD" });
    // The card's code is mailed once, by a job of the credit's transaction.
    const mails = await mailsAbout("sam@example.com", rma.rmaNumber);
    expect(mails.filter((m) => m.text.includes(credited.body.giftcardCode))).toHaveLength(1);
  });

  it("a used item waits for support, who rejects it with a reason; the units may be returned again", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line1({ reason: "defective", condition: "used" })])).body;
    expect(rma.state).toBe("requested");
    const noReason = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/reject`, {});
    expect([noReason.status, noReason.body.error.code]).toEqual([400, "validation_error"]);
    const rejected = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/reject`, {
      reason: "Wear from use, not a defect",
    });
    expect(rejected.body).toMatchObject({ state: "rejected", rejectReason: "Wear from use, not a defect" });
    const twice = await support.json("POST", `/svc_staff/returns/${rma.rmaNumber}/approve`, {});
    expect([twice.status, twice.body.error.code]).toEqual([409, "rma_wrong_state"]);
    const view = await call(browser, "GET", `/svc_returns/order/${orderId}`);
    expect(view.body.lines[0].eligibility.returnableQty).toBe(2);
    expect((await audit(rma.rmaNumber)).map((e) => [e.action, e.detail.reason])).toEqual([
      ["rma.rejected", "Wear from use, not a defect"],
    ]);
  });

  it("the shopper may cancel before receipt, not after", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const a = (await confirmReturn(browser, orderId, [line1()])).body;
    const cancelled = await call(browser, "POST", `/svc_returns/rma/${a.rmaNumber}/cancel`, {});
    expect(cancelled.body.state).toBe("cancelled");
    const b = (await confirmReturn(browser, orderId, [line2()])).body;
    await support.json("POST", `/svc_staff/returns/${b.rmaNumber}/receive`, {
      lines: [{ lineNo: 2, qty: 1, condition: "restock" }],
    });
    const late = await call(browser, "POST", `/svc_returns/rma/${b.rmaNumber}/cancel`, {});
    expect([late.status, late.body.error.code]).toEqual([409, "rma_wrong_state"]);
  });
});
