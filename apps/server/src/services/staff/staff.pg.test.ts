import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftOrder, place, shopperWithCart } from "../../testing/orders.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * The back office on PostgreSQL, where requests run on separate connections at once: two refunds
 * of one order at the same moment cannot together return more than was captured (the order row
 * is locked while the amount is reserved), and the audit trail's trigger holds there too.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL back-office suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("back office on PostgreSQL", () => {
  const clock = movableNow();
  let store: TestStore;
  let owner: StaffClient;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres", now: clock.now });
    owner = await signedInStaff(store, clock, "owner");
  }, 120_000);
  afterAll(() => store?.close());

  it("two refunds at once of 60% each: one is made, the other refused as more than captured", async () => {
    const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty: 2 }]);
    const orderId = (await place(store, browser, await draftOrder(store, list))).body.orderId as string;
    const captured = (await owner.json("GET", `/svc_staff/orders/${orderId}`)).body.capturedMinor as number;
    const amountMinor = Math.ceil(captured * 0.6);
    const answers = await Promise.all([
      owner.json("POST", `/svc_staff/orders/${orderId}/refunds`, { amountMinor }),
      owner.json("POST", `/svc_staff/orders/${orderId}/refunds`, { amountMinor }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe("refund_exceeds_captured");
    expect((await owner.json("GET", `/svc_staff/orders/${orderId}`)).body.refundedMinor).toBe(amountMinor);
  });

  it("one Idempotency-Key sent four times at once on separate connections: one refund made", async () => {
    const { browser, list } = await shopperWithCart(store, [{ productId: plentiful().id, qty: 2 }]);
    const orderId = (await place(store, browser, await draftOrder(store, list))).body.orderId as string;
    const key = `pg-${orderId}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        owner.json("POST", `/svc_staff/orders/${orderId}/refunds`, { amountMinor: 300 }, { "idempotency-key": key }),
      ),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === "refund_in_progress")).toBe(true);
    const after = await owner.json("GET", `/svc_staff/orders/${orderId}`);
    expect([after.body.refundedMinor, after.body.refunds.length]).toEqual([300, 1]);
  });

  it("the audit trail refuses UPDATE and DELETE", async () => {
    const refused = (query: string) =>
      store.database.db.execute(sql.raw(query)).then(
        () => "done",
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refused("update staff_audit set action = 'x'")).toMatch(/append-only: UPDATE refused/);
    expect(await refused("delete from staff_audit")).toMatch(/append-only: DELETE refused/);
  });
});
