import { PlaceOrderRequest } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { HttpError } from "../../platform/errors.ts";
import { TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import type { ListOwner } from "../lists/index.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { buyNowOrder, grantTicket, openTicketStore, signedInOwner, ticketUses } from "./checkout-tickets.testing.ts";
import { draftOrder } from "../../testing/orders.ts";
import { buyRequests, US_ADDRESS } from "../../testing/order-draft.ts";
import { closeCheckoutStore, orderRow, setStock, stockOf } from "./checkout.testing.ts";

/**
 * An order gives back what it took (stock, ticket uses, gift cards) whatever ends its payment: an
 * unexpected gateway error, a process that died between placement and payment (the sweeper), a
 * refusal racing another placement of the same customer (one lock order, no deadlock); and a
 * free-shipping ticket is spent only when it is what made the delivery free (ADR 0024).
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL checkout release suite skipped: TEST_DATABASE_URL not set");

const usa = SITES.USA;

describe.skipIf(!TEST_DATABASE_URL)("order release on PostgreSQL", () => {
  let store: TestStore;
  let hw1012: number;
  beforeAll(async () => {
    ({ store, hw1012 } = await openTicketStore(false));
  }, 120_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => closeCheckoutStore(store));

  const hw1012Ticket = (customerId: number) => grantTicket(store, customerId, { remainingUses: 1, productId: hw1012 });

  /** HW1012 paid by PayPal with a 10 USD gift card for part of it. */
  async function paypalWithGiftcard(owner: ListOwner) {
    const code = await store.services.giftcards.issue(store.database.db, {
      orderId: null,
      amountMinor: 1000,
      currency: "USD",
    });
    const body = await buyNowOrder(store, owner, hw1012, {
      payment: { paymentType: "paypal", transactionToken: "PAYPAL-TOKEN" },
    });
    body.payment.card = undefined;
    body.giftcards = [{ code, amount: 10 }];
    body.totals.giftcards = 10;
    body.payment.amount = Math.round((body.payment.amount - 10) * 100) / 100;
    return { body, code };
  }

  it("an unexpected gateway error gives back stock, the ticket use and the gift card; the error stays", async () => {
    const owner = await signedInOwner(store);
    await hw1012Ticket(owner.customerId as number);
    const { body, code } = await paypalWithGiftcard(owner);
    const before = await stockOf(store, hw1012);
    vi.spyOn(store.services.paypal, "capture").mockRejectedValue(new TypeError("gateway client bug"));
    await expect(store.services.checkout.place(body, owner, usa)).rejects.toThrow("gateway client bug");
    expect(await stockOf(store, hw1012)).toBe(before);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(1000);
    vi.restoreAllMocks();
    // Not 409 account_limit: the failed order no longer counts as a purchase.
    await expect(
      store.services.checkout.place(await buyNowOrder(store, owner, hw1012), owner, usa),
    ).resolves.toMatchObject({ status: "published" });
  }, 120_000);

  it("the sweeper releases an order left `new` for 15 minutes (the process died before its payment's outcome)", async () => {
    const owner = await signedInOwner(store);
    await hw1012Ticket(owner.customerId as number);
    const { body, code } = await paypalWithGiftcard(owner);
    const before = await stockOf(store, hw1012);
    let fail: (err: Error) => void = () => undefined;
    const capture = vi
      .spyOn(store.services.paypal, "capture")
      .mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const placing = store.services.checkout.place(body, owner, usa).catch((err: unknown) => err);
    await vi.waitFor(() => expect(capture).toHaveBeenCalled(), { timeout: 30_000 });
    expect(await stockOf(store, hw1012)).toBe(before - 1);
    expect(await store.services.checkout.sweepPending(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(store, hw1012)).toBe(before);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(1000);
    fail(new TypeError("connection reset"));
    await placing;
    // Released once: the late failure gives nothing back twice.
    expect(await stockOf(store, hw1012)).toBe(before);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
    expect((await store.services.giftcards.balance(code))?.balanceMinor).toBe(1000);
  }, 120_000);

  it("a refused order's release racing placements of the same customer never deadlocks (40P01)", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1000, freeShipping: true });
    const p = plentiful(10);
    await setStock(store, p.id, 1000, false);
    const failures: string[] = [];
    // A refused order leaves its list free for the next try: 3 lists serve every round's refusals.
    const refusedLists = await Promise.all(
      Array.from({ length: 3 }, () =>
        store.services.lists.createList(owner, usa, { type: "buyNow", items: [{ productId: p.id, qty: 1 }] }),
      ),
    );
    for (let round = 0; round < 6; round++) {
      const refused = await Promise.all(
        refusedLists.map(async (list) =>
          PlaceOrderRequest.parse(await draftOrder(store, list, { freeShipping: true, card: "4000000000000002" })),
        ),
      );
      const paid = await Promise.all(
        Array.from({ length: 3 }, () => buyNowOrder(store, owner, p.id, { freeShipping: true })),
      );
      const outcomes = await Promise.allSettled(
        [...refused, ...paid].map((b) => store.services.checkout.place(b, owner, usa)),
      );
      outcomes.forEach((o, i) => {
        const expected = i < refused.length ? 402 : null;
        if (o.status === "fulfilled" && expected === null) return;
        const err = o.status === "rejected" ? (o.reason as HttpError & { cause?: { code?: string } }) : null;
        if (err?.status === expected) return;
        failures.push(String(err?.cause?.code ?? err?.code ?? err?.message ?? "placed"));
      });
    }
    expect(failures).toEqual([]);
    // 18 paid orders spent a use each; the 18 refused ones gave theirs back.
    expect(await ticketUses(store, owner.customerId as number)).toEqual([982]);
  }, 300_000);

  it("store pickup with a free-shipping ticket keeps the ticket's use; a delivery it makes free spends it", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1, freeShipping: true });
    const p = plentiful(10);
    const list = await store.services.lists.createList(owner, usa, {
      type: "buyNow",
      items: [{ productId: p.id, qty: 1 }],
    });
    const body = PlaceOrderRequest.parse(await draftOrder(store, list, { freeShipping: true }));
    const rates = await store.services.shipping.getRates(
      { items: buyRequests(list), shippingAddress: US_ADDRESS, shippingMode: "fewestPackages", freeShipping: true },
      usa,
    );
    const pickup = rates.rates.find((r) => r.shippingCode === "pickup_pickup");
    if (!pickup) throw new Error("no pickup rate");
    expect(pickup.rate).toBe(0);
    body.shipping = [{ ...pickup, transactionId: rates.transactionId }];
    const placed = await store.services.checkout.place(body, owner, usa);
    expect(placed.status).toBe("published");
    expect((await orderRow(store, placed.orderId)).status).toBe("published");
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
    await store.services.checkout.place(await buyNowOrder(store, owner, p.id, { freeShipping: true }), owner, usa);
    expect(await ticketUses(store, owner.customerId as number)).toEqual([0]);
  }, 120_000);

  it("an order that ships free anyway (3 of a 3-ships-free product) keeps the free-shipping ticket's use", async () => {
    const owner = await signedInOwner(store);
    await grantTicket(store, owner.customerId as number, { remainingUses: 1, freeShipping: true });
    let productId: number | null = null;
    for (let n = 0; productId === null && n < 200; n++) {
      let candidate: ReturnType<typeof plentiful>;
      try {
        candidate = plentiful(n);
      } catch {
        break;
      }
      const complete = await store.services.catalog.getProductComplete(candidate.id, usa);
      if (complete.categories.some((c) => c.url.includes("3-ships-free"))) productId = candidate.id;
    }
    if (productId === null) throw new Error("no plentiful 3-ships-free product in the seed");
    const list = await store.services.lists.createList(owner, usa, { type: "buyNow", items: [{ productId, qty: 3 }] });
    const body = PlaceOrderRequest.parse(await draftOrder(store, list, { freeShipping: true }));
    expect(body.totals.shipping).toBe(0);
    await expect(store.services.checkout.place(body, owner, usa)).resolves.toMatchObject({ status: "published" });
    expect(await ticketUses(store, owner.customerId as number)).toEqual([1]);
  }, 120_000);
});
