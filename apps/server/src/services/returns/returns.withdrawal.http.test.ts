import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { movableNow } from "../staff/staff.testing.ts";
import { confirmKey, confirmReturn, deliveredOrder, euOrder } from "./returns.testing.ts";

/**
 * Issue #21 item 7, the EU right of withdrawal through /svc_returns/withdrawal on PGlite: offered
 * on the EU store with the flag only, the 14-day period from delivery (any time before), the
 * statement kept as confirmed, once per confirmation key, a return for the delivered units with
 * their shipping share and no fees but the label, and the acknowledgement mailed in German with
 * the content and the date and time.
 */
const clock = movableNow();
let store: TestStore;
const DAY = 86_400_000;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  await store.services.flags.set("eu-returns", { value: true });
});
afterAll(() => store.close());

let n = 0;
const email = () => `widerruf.${Date.now()}.${n++}@example.com`;
const mailsTo = async (to: string) => store.services.mail.listOutbox({ to });

describe("where the withdrawal function is offered", () => {
  it("on the EU store while the flag is on; not on the US store; 404 withdrawal_closed otherwise", async () => {
    const eu = await euOrder(store, email());
    expect((await call(eu.browser, "GET", `/svc_returns/withdrawal/order/${eu.orderId}`)).status).toBe(200);
    const us = await deliveredOrder(store, email());
    const closed = await call(us.browser, "GET", `/svc_returns/withdrawal/order/${us.orderId}`);
    expect([closed.status, closed.body.error.code]).toEqual([404, "withdrawal_closed"]);
    await store.services.flags.set("eu-returns", { value: false });
    try {
      const off = await call(eu.browser, "POST", "/svc_returns/withdrawal", {
        orderId: eu.orderId,
        name: "Greta Gast",
        confirmKey: confirmKey(),
      });
      expect([off.status, off.body.error.code]).toEqual([404, "withdrawal_closed"]);
    } finally {
      await store.services.flags.set("eu-returns", { value: true });
    }
  });

  it("someone else's order is the same 404 as an unknown one", async () => {
    const { orderId } = await euOrder(store, email());
    const stranger = testBrowser(store);
    const theirs = await call(stranger, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Mallory",
      confirmKey: confirmKey(),
    });
    expect([theirs.status, theirs.body.error.code]).toEqual([404, "order_not_found"]);
  });
});

describe("withdrawing", () => {
  it("keeps the statement, opens the return of the delivered units and acknowledges it in German, once", async () => {
    const to = email();
    const { browser, orderId } = await euOrder(store, to);
    const view = await call(browser, "GET", `/svc_returns/withdrawal/order/${orderId}`);
    expect(view.body.withdrawalDays).toBe(14);
    expect(view.body.lines.map((l: Json) => [l.lineNo, l.withdrawal.withdrawable, l.withdrawal.qty])).toEqual([
      [1, true, 2],
      [2, true, 1],
    ]);
    const key = confirmKey();
    const made = await call(browser, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Greta Gast",
      confirmKey: key,
      locale: "de-DE",
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ orderId, name: "Greta Gast", email: to });
    expect(made.body.id).toMatch(/^WD-[0-9A-Z]{10}$/);
    expect(made.body.lines.map((l: Json) => [l.lineNo, l.qty, l.delivered])).toEqual([
      [1, 2, true],
      [2, 1, true],
    ]);
    expect(made.body.acknowledgedAt).not.toBeNull();
    expect(made.body.submittedAt).toBe(clock.now().toISOString());

    // The delivered units go back under a return: reason withdrawal, shipping with them, no restocking fee.
    const rma = await call(browser, "GET", `/svc_returns/rma/${made.body.rmaNumber}`);
    expect(rma.body).toMatchObject({ state: "approved", outcome: "refund" });
    expect(rma.body.lines.map((l: Json) => l.reason)).toEqual(["withdrawal", "withdrawal"]);
    const order = await call(browser, "GET", `/svc_checkout/site/EUR/order/${orderId}`);
    expect(rma.body.totals.shipping).toBe(Math.round(order.body.totals.shipping * 100));
    expect(rma.body.totals.restockingFee).toBe(0);

    // The acknowledgement: German, the content as submitted, the date and time.
    const ack = (await mailsTo(to)).find((m) => m.subject.startsWith("Wir haben deinen Widerruf"));
    expect(ack?.subject).toBe(`Wir haben deinen Widerruf der Bestellung ${orderId} erhalten`);
    expect(ack?.text).toContain("Hallo Greta Gast,");
    expect(ack?.text).toMatch(/bei uns eingegangen ist\./);
    expect(ack?.text).toMatch(/am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} \(UTC\)/);
    expect(ack?.text).toContain(`Vertrag: Bestellung ${orderId} vom`);
    expect(ack?.text).toContain(`Referenz: ${made.body.id}`);
    expect(ack?.text).toMatch(/Widerrufen: 2 × .+ \(/);
    expect(ack?.text).toMatch(new RegExp(`/de/rmaprocess/print/${made.body.rmaNumber}/\\d{4}-\\d{2}-\\d{2}`));
    expect(ack?.html).toContain('<html lang="de-DE">');

    // The same confirmation again: 409, nothing new; a new one finds nothing left to withdraw.
    const replay = await call(browser, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Greta Gast",
      confirmKey: key,
    });
    expect([replay.status, replay.body.error.code]).toEqual([409, "withdrawal_already_confirmed"]);
    const again = await call(browser, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Greta Gast",
      confirmKey: confirmKey(),
    });
    expect([again.status, again.body.error.code]).toEqual([422, "line_not_withdrawable"]);
    const after = await call(browser, "GET", `/svc_returns/withdrawal/order/${orderId}`);
    expect(after.body.withdrawals.map((w: Json) => w.id)).toEqual([made.body.id]);
    expect((await mailsTo(to)).filter((m) => m.subject.startsWith("Wir haben deinen Widerruf"))).toHaveLength(1);
  });

  it("withdraws from one line in part, and refuses more than is left", async () => {
    const { browser, orderId } = await euOrder(store, email());
    const over = await call(browser, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Greta Gast",
      lines: [{ lineNo: 1, qty: 3 }],
      confirmKey: confirmKey(),
    });
    expect([over.status, over.body.error.code, over.body.error.details.lines]).toEqual([
      422,
      "line_not_withdrawable",
      [{ lineNo: 1, problem: "quantity" }],
    ]);
    const part = await call(browser, "POST", "/svc_returns/withdrawal", {
      orderId,
      name: "Greta Gast",
      lines: [{ lineNo: 1, qty: 1 }],
      confirmKey: confirmKey(),
    });
    expect(part.status).toBe(201);
    const view = await call(browser, "GET", `/svc_returns/withdrawal/order/${orderId}`);
    expect(view.body.lines.map((l: Json) => l.withdrawal.qty)).toEqual([1, 1]);
  });

  it("before delivery: recorded without a return slip; after the 14th day from delivery: refused", async () => {
    const to = email();
    const early = await euOrder(store, to, { deliver: false });
    const made = await call(early.browser, "POST", "/svc_returns/withdrawal", {
      orderId: early.orderId,
      name: "Greta Gast",
      confirmKey: confirmKey(),
      locale: "de-DE",
    });
    expect(made.status).toBe(201);
    expect(made.body.rmaNumber).toBeNull();
    expect(made.body.lines.every((l: Json) => l.delivered === false)).toBe(true);
    const ack = (await mailsTo(to)).find((m) => m.subject.startsWith("Wir haben deinen Widerruf"));
    expect(ack?.text).toContain("Verweigere die Annahme");

    const late = await euOrder(store, email());
    clock.advance(15 * DAY);
    try {
      const refused = await call(late.browser, "POST", "/svc_returns/withdrawal", {
        orderId: late.orderId,
        name: "Greta Gast",
        confirmKey: confirmKey(),
      });
      expect([refused.status, refused.body.error.code]).toEqual([422, "line_not_withdrawable"]);
      expect(refused.body.error.details.lines.map((l: Json) => l.problem)).toEqual(["nothing_withdrawable"]);
    } finally {
      clock.advance(-15 * DAY);
    }
  });
});

describe("the return mails in the shopper's language (issue #21 item 3)", () => {
  it("a return confirmed on /de is mailed in German, with the slip's link under /de", async () => {
    const to = email();
    const { browser, orderId } = await euOrder(store, to);
    const made = await call(browser, "POST", "/svc_returns/rma", {
      orderId,
      outcome: "refund",
      lines: [{ lineNo: 2, qty: 1, reason: "changed_mind", condition: "unopened" }],
      confirmKey: confirmKey(),
      locale: "de-DE",
    });
    expect(made.status).toBe(201);
    const mail = (await mailsTo(to)).find((m) => m.subject.includes(made.body.rmaNumber));
    expect(mail?.subject).toBe(`Deine Rücksendung ${made.body.rmaNumber} zur Bestellung ${orderId}`);
    expect(mail?.text).toContain(`Wir haben deine Rücksendung ${made.body.rmaNumber} erhalten und sie ist genehmigt.`);
    expect(mail?.text).toMatch(/Erstattung, sobald die Artikel bei uns angekommen sind: \d+,\d{2}\s€/);
    expect(mail?.text).toMatch(
      new RegExp(`Rücksendeschein drucken: \\S+/de/rmaprocess/print/${made.body.rmaNumber}/\\d{4}-\\d{2}-\\d{2}`),
    );
    // The same shopper on the US store (no locale given) gets English.
    const us = await deliveredOrder(store, to);
    const en = await confirmReturn(us.browser, us.orderId, [
      { lineNo: 1, qty: 1, reason: "changed_mind", condition: "unopened" },
    ]);
    const english = (await mailsTo(to)).find((m) => m.subject.includes(en.body.rmaNumber));
    expect(english?.subject).toBe(`Your return ${en.body.rmaNumber} for order ${us.orderId}`);
  });
});
