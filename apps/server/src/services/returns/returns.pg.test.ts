import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { call } from "../../testing/orders.ts";
import {
  confirmKey,
  confirmReturn,
  deliveredOrder,
  euOrder,
  exchangeableOrder,
  gatewayRefunded,
} from "./returns.testing.ts";

/**
 * Returns on PostgreSQL, where requests run on separate connections at once (issue #21 "Bad
 * input"): two confirms of one page make one RMA; two returns racing for the last units make one;
 * two settles of one return refund once, at the gateway and in the ledger.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL returns suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("returns on PostgreSQL", () => {
  const clock = movableNow();
  let store: TestStore;
  let owner: StaffClient;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres", now: clock.now });
    owner = await signedInStaff(store, clock, "owner");
  }, 120_000);
  afterAll(() => store?.close());

  const line = { lineNo: 1, qty: 2, reason: "defective", condition: "unopened" };

  it("two confirms of the same page at once: one RMA, the other 409", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const key = confirmKey();
    const answers = await Promise.all([
      confirmReturn(browser, orderId, [line], { key }),
      confirmReturn(browser, orderId, [line], { key }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("rma_already_confirmed");
    const rows = await store.database.db.execute(
      sql`select count(*)::int as n from returns_rmas where order_id = ${orderId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("two different returns of the same last units at once: one is made, the other 422", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const answers = await Promise.all([
      confirmReturn(browser, orderId, [line]),
      confirmReturn(browser, orderId, [line]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  });

  it("two settles of one return at once: one refund at the gateway and in the ledger", async () => {
    const { browser, orderId } = await deliveredOrder(store);
    const rma = (await confirmReturn(browser, orderId, [line])).body as Json;
    await owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/receive`, {
      lines: [{ lineNo: 1, qty: 2, condition: "restock" }],
    });
    const answers = await Promise.all([
      owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {}),
      owner.json("POST", `/svc_staff/returns/${rma.rmaNumber}/settle`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(["refund_in_progress", "rma_wrong_state"]).toContain(answers.find((a) => a.status === 409)?.body.error.code);
    const order = (await owner.json("GET", `/svc_staff/orders/${orderId}`)).body;
    expect(order.refunds.map((r: Json) => [r.amountMinor, r.status])).toEqual([[rma.amountMinor, "succeeded"]]);
    expect(await gatewayRefunded(store, orderId)).toEqual([{ refunded: rma.amountMinor }]);
  });

  // The EU withdrawal (item 7): the same rules under the order's row lock.
  const withdraw = (browser: Parameters<typeof call>[0], orderId: string, key = confirmKey()) =>
    call(browser, "POST", "/svc_returns/withdrawal", { orderId, name: "Greta Gast", confirmKey: key });

  it("two confirmations of one withdrawal at once: one withdrawal and one return, the other 409", async () => {
    await store.services.flags.set("eu-returns", { value: true });
    const { browser, orderId } = await euOrder(store, `wd.pg.${Date.now()}@example.com`);
    const key = confirmKey();
    const answers = await Promise.all([withdraw(browser, orderId, key), withdraw(browser, orderId, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("withdrawal_already_confirmed");
    const count = async (table: "returns_withdrawals" | "returns_rmas") =>
      (
        (await store.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where order_id = ${orderId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    expect([await count("returns_withdrawals"), await count("returns_rmas")]).toEqual([1, 1]);
  });

  it("a withdrawal and a return racing for the same units: one takes them, the other is refused", async () => {
    await store.services.flags.set("eu-returns", { value: true });
    const { browser, orderId } = await euOrder(store, `wd.pg.race.${Date.now()}@example.com`);
    const answers = await Promise.all([
      withdraw(browser, orderId),
      confirmReturn(browser, orderId, [
        { lineNo: 1, qty: 2, reason: "changed_mind", condition: "unopened" },
        { lineNo: 2, qty: 1, reason: "changed_mind", condition: "unopened" },
      ]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const view = await call(browser, "GET", `/svc_returns/withdrawal/order/${orderId}`);
    expect(view.body.lines.map((l: Json) => l.withdrawal.qty)).toEqual([0, 0]);
  });

  // Exchanges (ADR 0047): the replacement unit is held in the confirm's transaction, never oversold.
  it("two exchanges of two orders racing for the last unit of a variant: one holds it, the other 422, stock 0 not −1", async () => {
    const a = await exchangeableOrder(store, `x.pg.a.${Date.now()}@example.com`);
    const b = await exchangeableOrder(store, `x.pg.b.${Date.now()}@example.com`);
    expect(b.other.productId).toBe(a.other.productId);
    const qoh = async () =>
      (
        (await store.database.db.execute(
          sql`select qoh from catalog_inventory where product_id = ${a.other.productId}`,
        )) as unknown as { rows: { qoh: number }[] }
      ).rows[0]?.qoh;
    const before = await qoh();
    await store.database.db.execute(sql`update catalog_inventory set qoh = 1 where product_id = ${a.other.productId}`);
    const swap = { lineNo: 1, qty: 1, reason: "does_not_fit", condition: "unopened", exchangeFor: a.other.productId };
    const answers = await Promise.all([
      confirmReturn(a.browser, a.orderId, [swap], { outcome: "exchange" }),
      confirmReturn(b.browser, b.orderId, [swap], { outcome: "exchange" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(answers.find((r) => r.status === 422)?.body.error.details.lines[0].problem).toBe("exchange_out_of_stock");
    expect(await qoh()).toBe(0);
    // The loser left nothing behind: no return for its order.
    const loser = answers[0]?.status === 422 ? a.orderId : b.orderId;
    const rows = (await store.database.db.execute(
      sql`select count(*)::int as n from returns_rmas where order_id = ${loser}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
    // Cancelled, the unit is back.
    const winner = answers.find((r) => r.status === 201)?.body as Json;
    const browser = answers[0]?.status === 201 ? a.browser : b.browser;
    expect((await call(browser, "POST", `/svc_returns/rma/${winner.rmaNumber}/cancel`, {})).status).toBe(200);
    expect(await qoh()).toBe(1);
    await store.database.db.execute(
      sql`update catalog_inventory set qoh = ${before} where product_id = ${a.other.productId}`,
    );
  });

  it("a shopper's cancel and support's reject of one exchange at once: the held unit goes back once", async () => {
    const a = await exchangeableOrder(store, `x.pg.c.${Date.now()}@example.com`);
    const qoh = async () =>
      (
        (await store.database.db.execute(
          sql`select qoh from catalog_inventory where product_id = ${a.other.productId}`,
        )) as unknown as { rows: { qoh: number }[] }
      ).rows[0]?.qoh as number;
    const start = await qoh();
    const made = await confirmReturn(
      a.browser,
      a.orderId,
      [{ lineNo: 1, qty: 1, reason: "other", condition: "opened", exchangeFor: a.other.productId }],
      { outcome: "exchange" },
    );
    expect(made.body.state).toBe("requested");
    expect(await qoh()).toBe(start - 1);
    const answers = await Promise.all([
      call(a.browser, "POST", `/svc_returns/rma/${made.body.rmaNumber}/cancel`, {}),
      owner.json("POST", `/svc_staff/returns/${made.body.rmaNumber}/reject`, { reason: "race" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await qoh()).toBe(start);
  });
});
