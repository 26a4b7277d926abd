import { PlaceOrderRequest } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpError } from "../../platform/errors.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { guestOwner, plentiful } from "../lists/lists.testing.ts";
import { draftOrder } from "../../testing/orders.ts";
import { ordersOfList, setStock, stockOf } from "./checkout.testing.ts";

/**
 * Orders on a real PostgreSQL server: concurrent buyers on separate pooled connections race for
 * the last units, one cart posted twice at once makes one order, one order shipped by several
 * callers at once gets one set of packages (ADR 0016).
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL checkout suite skipped: TEST_DATABASE_URL not set");

const usa = SITES.USA;

describe.skipIf(!TEST_DATABASE_URL)("orders on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  }, 120_000);
  afterAll(async () => {
    await store?.services.checkout.drain();
    await store?.services.search.warm();
    await store?.close();
  });

  const codeOf = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === "fulfilled" ? "placed" : ((outcome.reason as HttpError).code ?? String(outcome.reason));

  async function buyer(productId: number, qty = 1) {
    const owner = guestOwner();
    const list = await store.services.lists.createList(owner, usa, { type: "quote", items: [{ productId, qty }] });
    const body = PlaceOrderRequest.parse(await draftOrder(store, list));
    return { owner, list, body };
  }

  it("50 concurrent buyers for the last 10 units: exactly 10 orders, stock 0", async () => {
    const p = plentiful(6);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(p.id)));
    await setStock(store, p.id, 10);
    const outcomes = await Promise.allSettled(buyers.map((b) => store.services.checkout.place(b.body, b.owner, usa)));
    const codes = outcomes.map(codeOf);
    expect(codes.filter((c) => c === "placed")).toHaveLength(10);
    expect(codes.filter((c) => c === "inventory_error")).toHaveLength(40);
    expect(await stockOf(store, p.id)).toBe(0);
    const placed = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    expect(placed.every((o) => o.status === "published")).toBe(true);
  }, 120_000);

  it("the same order posted twice at once: one order, the other gets order_already_published", async () => {
    const p = plentiful(7);
    const before = await stockOf(store, p.id);
    const { owner, list, body } = await buyer(p.id, 2);
    const second = PlaceOrderRequest.parse(await draftOrder(store, list));
    const outcomes = await Promise.allSettled([
      store.services.checkout.place(body, owner, usa),
      store.services.checkout.place(second, owner, usa),
    ]);
    expect(outcomes.map(codeOf).sort()).toEqual(["order_already_published", "placed"]);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    const fulfilled = outcomes.find((o) => o.status === "fulfilled") as PromiseFulfilledResult<{ orderId: string }>;
    expect((rejected.reason as HttpError).details).toEqual({ orderId: fulfilled.value.orderId });
    expect(await ordersOfList(store, list._id)).toHaveLength(1);
    expect(await stockOf(store, p.id)).toBe(before - 2);
  }, 60_000);

  it("shipping one order from 5 callers at once: one set of packages, every caller sees the same", async () => {
    const p = plentiful(9);
    const { owner, body } = await buyer(p.id, 1);
    const { orderId } = await store.services.checkout.place(body, owner, usa);
    const answers = await Promise.all(Array.from({ length: 5 }, () => store.services.checkout.ship(orderId)));
    expect(answers[0]).toHaveLength(1);
    for (const a of answers) expect(a).toEqual(answers[0]);
    const delivered = await store.services.checkout.deliver(orderId);
    expect(delivered.map((s) => [s.status, s.events.map((e) => e.description)])).toEqual([
      ["delivered", ["Label created", "In transit", "Delivered"]],
    ]);
  }, 60_000);

  it("a tampered total: wrong_grandtotal, no order, stock unchanged", async () => {
    const p = plentiful(8);
    const before = await stockOf(store, p.id);
    const { owner, list, body } = await buyer(p.id, 1);
    body.totals.grandTotalIncludingTax -= 10;
    body.payment.amount -= 10;
    await expect(store.services.checkout.place(body, owner, usa)).rejects.toMatchObject({
      status: 409,
      code: "wrong_grandtotal",
    });
    expect(await ordersOfList(store, list._id)).toEqual([]);
    expect(await stockOf(store, p.id)).toBe(before);
  }, 60_000);
});
