import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpError } from "../../platform/errors.ts";
import { TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { buyNowOrder, grantTicket, openTicketStore, signedInOwner, ticketUses } from "./checkout-tickets.testing.ts";
import { closeCheckoutStore } from "./checkout.testing.ts";

/**
 * Limited rights spent inside the order transaction on a real PostgreSQL server (ADR 0024): a
 * single-use ticket for the ticket-only product (SPEC §5 HW1012, one per account) and a
 * single-use free-shipping ticket, raced by concurrent orders of one customer on separate pooled
 * connections, ordered again afterwards, and given back by a refused payment.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL checkout tickets suite skipped: TEST_DATABASE_URL not set");

const usa = SITES.USA;

describe.skipIf(!TEST_DATABASE_URL)("order tickets on PostgreSQL", () => {
  let store: TestStore;
  let hw1012: number;
  beforeAll(async () => {
    ({ store, hw1012 } = await openTicketStore(true));
  }, 120_000);
  afterAll(() => closeCheckoutStore(store));

  const codeOf = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === "fulfilled" ? "placed" : ((outcome.reason as HttpError).code ?? String(outcome.reason));

  it("HW1012 with one single-use ticket: of 5 concurrent orders exactly one is placed, the others get 409", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1, productId: hw1012 });
    const bodies = await Promise.all(Array.from({ length: 5 }, () => buyNowOrder(store, owner, hw1012)));
    const outcomes = await Promise.allSettled(bodies.map((b) => store.services.checkout.place(b, owner, usa)));
    const codes = outcomes.map(codeOf);
    expect(codes.filter((c) => c === "placed")).toHaveLength(1);
    expect(codes.filter((c) => c === "ticket_used")).toHaveLength(4);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as HttpError).status).toBe(409);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([0]);
  }, 120_000);

  it("HW1012 is one per account: a second ticket does not buy a second unit, sequentially or at once", async () => {
    const owner = await signedInOwner(store);
    const grant = () => grantTicket(store, owner.customerId as number, { remainingUses: 1, productId: hw1012 });
    await grant();
    await grant();
    await grant();
    const first = await buyNowOrder(store, owner, hw1012);
    await store.services.checkout.place(first, owner, usa);
    await expect(
      store.services.checkout.place(await buyNowOrder(store, owner, hw1012), owner, usa),
    ).rejects.toMatchObject({
      status: 409,
      code: "account_limit",
    });
    const other = await signedInOwner(store);
    await grantTicket(store, other.customerId as number, { remainingUses: 2, productId: hw1012 });
    const bodies = await Promise.all(Array.from({ length: 3 }, () => buyNowOrder(store, other, hw1012)));
    const codes = (await Promise.allSettled(bodies.map((b) => store.services.checkout.place(b, other, usa)))).map(
      codeOf,
    );
    expect(codes.filter((c) => c === "placed")).toHaveLength(1);
    // Two uses remain on the ticket at most once each: the first order's use stays spent.
    expect(await ticketUses(store, other.customerId as number)).toEqual([1]);
  }, 120_000);

  it("a single-use free-shipping ticket ships one of 3 concurrent orders free and then shows 0 uses left", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1, freeShipping: true });
    const p = plentiful(10);
    const bodies = await Promise.all(
      Array.from({ length: 3 }, () => buyNowOrder(store, owner, p.id, { freeShipping: true })),
    );
    expect(bodies.every((b) => b.totals.shipping === 0)).toBe(true);
    const codes = (await Promise.allSettled(bodies.map((b) => store.services.checkout.place(b, owner, usa)))).map(
      codeOf,
    );
    expect(codes.sort()).toEqual(["placed", "ticket_used", "ticket_used"]);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([0]);
    // Sequentially too: the next order with free shipping is refused, with the delivery charged it goes through.
    await expect(
      store.services.checkout.place(await buyNowOrder(store, owner, p.id, { freeShipping: true }), owner, usa),
    ).rejects.toMatchObject({ status: 409 });
    const charged = await buyNowOrder(store, owner, p.id);
    expect(charged.totals.shipping).toBeGreaterThan(0);
    await expect(store.services.checkout.place(charged, owner, usa)).resolves.toMatchObject({ status: "published" });
  }, 120_000);

  it("a refused payment gives the ticket use back; the next order can spend it", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1, productId: hw1012, freeShipping: true });
    const refused = await buyNowOrder(store, owner, hw1012, { card: "4000000000000002", freeShipping: true });
    await expect(store.services.checkout.place(refused, owner, usa)).rejects.toMatchObject({ status: 402 });
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
    const paid = await buyNowOrder(store, owner, hw1012, { freeShipping: true });
    await expect(store.services.checkout.place(paid, owner, usa)).resolves.toMatchObject({ status: "published" });
    expect(await ticketUses(store, owner.customerId as number)).toEqual([0]);
  }, 120_000);
});
