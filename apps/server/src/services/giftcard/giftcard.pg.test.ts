import type { Db } from "@ironworks/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../platform/errors.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { issueTestCard } from "./giftcard.testing.ts";

// Race-freedom on a real PostgreSQL server: the conditional UPDATE, not a read-then-write, decides.
if (!TEST_DATABASE_URL) console.log("PostgreSQL gift card suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("gift cards on PostgreSQL", () => {
  let store: TestStore;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => store.database.db.transaction((tx) => work(tx as unknown as Db));

  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres", seed: false });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("20 simultaneous debits of 10.00 on a 50.00 card: exactly 5 succeed and the balance ends at 0", async () => {
    const giftcards = store.services.giftcards;
    const code = await issueTestCard(store.database.db, 5000, "USD");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTx((tx) => giftcards.debit(tx, { code, amountMinor: 1000, currency: "USD", orderId: `order-${i}` })),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(5);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(HttpError);
      expect((f.reason as HttpError).code).toBe("giftcard_balance_error");
    }
    const balances = ok.map((r) => (r as PromiseFulfilledResult<{ balanceMinor: number }>).value.balanceMinor);
    expect(Math.min(...balances)).toBe(0);
    expect(balances.every((b) => b >= 0)).toBe(true);
    expect((await giftcards.balance(code))?.balanceMinor).toBe(0);
    const ledger = await giftcards.movements(code);
    expect(ledger.filter((m) => m.kind === "debit")).toHaveLength(5);
    expect(ledger.reduce((s, m) => s + m.amountMinor, 0)).toBe(0);
  });

  it("a refund gives back what the order took, and no more", async () => {
    const giftcards = store.services.giftcards;
    const code = await issueTestCard(store.database.db, 5000, "USD");
    await inTx((tx) => giftcards.debit(tx, { code, amountMinor: 3000, currency: "USD", orderId: "order-r" }));
    expect((await giftcards.balance(code))?.balanceMinor).toBe(2000);
    await inTx((tx) => giftcards.refund(tx, { code, amountMinor: 1000, orderId: "order-r" }));
    await inTx((tx) => giftcards.refund(tx, { code, amountMinor: 2000, orderId: "order-r" }));
    expect((await giftcards.balance(code))?.balanceMinor).toBe(5000);
    await expect(
      inTx((tx) => giftcards.refund(tx, { code, amountMinor: 1, orderId: "order-r" })),
    ).rejects.toMatchObject({
      code: "giftcard_balance_error",
    });
    await expect(
      inTx((tx) => giftcards.refund(tx, { code, amountMinor: 100, orderId: "another-order" })),
    ).rejects.toMatchObject({ code: "giftcard_balance_error" });
    expect((await giftcards.movements(code)).map((m) => m.kind)).toEqual(["issue", "debit", "refund", "refund"]);
  });

  it("a debit rolls back with the order's transaction; unknown codes and other currencies are refused", async () => {
    const giftcards = store.services.giftcards;
    const code = await issueTestCard(store.database.db, 2500, "EUR");
    await expect(
      inTx(async (tx) => {
        await giftcards.debit(tx, { code, amountMinor: 2500, currency: "EUR", orderId: "order-x" });
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    expect((await giftcards.balance(code))?.balanceMinor).toBe(2500);
    expect(await giftcards.movements(code)).toHaveLength(1);
    await expect(
      inTx((tx) => giftcards.debit(tx, { code, amountMinor: 100, currency: "USD", orderId: "order-y" })),
    ).rejects.toMatchObject({ status: 409, code: "giftcard_balance_error" });
    await expect(
      inTx((tx) =>
        giftcards.debit(tx, { code: "NOPE-NOPE-NOPE-NOPE", amountMinor: 100, currency: "EUR", orderId: "order-z" }),
      ),
    ).rejects.toMatchObject({ status: 409, code: "giftcard_not_exist" });
    // The code as typed: lower case, spaces instead of dashes.
    const typed = code.toLowerCase().replaceAll("-", " ");
    const after = await inTx((tx) =>
      giftcards.debit(tx, { code: typed, amountMinor: 500, currency: "EUR", orderId: "o" }),
    );
    expect(after).toEqual({ code, balanceMinor: 2000, currency: "EUR" });
  });

  it("issues distinct codes for an order, with the recipient and an issue movement", async () => {
    const giftcards = store.services.giftcards;
    const codes = await inTx(async (tx) => {
      const out: string[] = [];
      // One transaction is one connection: its statements run one after another.
      for (let i = 0; i < 3; i++)
        out.push(
          await giftcards.issue(tx, {
            orderId: "order-gift",
            amountMinor: 2500,
            currency: "USD",
            recipient: { email: "a@b.c" },
          }),
        );
      return out;
    });
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect((await giftcards.balance(code))?.balance).toBe(25);
      expect((await giftcards.movements(code)).map((m) => [m.kind, m.orderId, m.amountMinor])).toEqual([
        ["issue", "order-gift", 2500],
      ]);
    }
  });
});
