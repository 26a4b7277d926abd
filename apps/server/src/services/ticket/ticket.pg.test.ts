import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { insertCustomer } from "../lists/lists.testing.ts";

// Race-freedom on a real PostgreSQL server: the unique index, not a read-then-write, decides.
if (!TEST_DATABASE_URL) console.log("PostgreSQL tickets suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("tickets on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("a ticket with 3 uses is used at most 3 times by 10 simultaneous orders", async () => {
    const customerId = await insertCustomer(store);
    const ticket = await store.services.tickets.grant(customerId, { remainingUses: 3, value: 10, type: "percent" });
    const used = await Promise.all(
      Array.from({ length: 10 }, () => store.services.tickets.use(customerId, ticket._id)),
    );
    expect(used.filter(Boolean)).toHaveLength(3);
    expect((await store.services.tickets.list(customerId))[0]?.remainingUses).toBe(0);
  });
});
