import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { insertCustomer } from "../lists/lists.testing.ts";

// Race-freedom on a real PostgreSQL server: the unique index, not a read-then-write, decides.
if (!TEST_DATABASE_URL) console.log("PostgreSQL bins suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("bins on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("ten simultaneous subscriptions to one product make one alert; the rest are already_subscribed", async () => {
    const customerId = await insertCustomer(store);
    const product = seedData().products.find((p) => p.type === "simple" && p.sites === null && p.visibility === 4);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        // The customer's own address (no confirmation needed, ADR 0024).
        store.services.bins.subscribe(
          customerId,
          SITES.USA,
          { product_id: product?.id ?? 0, email: "pg@example.com" },
          { customerEmail: "pg@example.com" },
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "validation_error_already_subscribed" });
    expect(await store.services.bins.list(customerId, SITES.USA)).toHaveLength(1);
  });

  it("five simultaneous restocks from 0 mail each waiting alert exactly once (row lock + claim)", async () => {
    const product = seedData().products.filter((p) => p.type === "simple" && p.sites === null && p.visibility === 4)[1];
    const productId = product?.id ?? 0;
    await store.services.stock.restock(productId, 0);
    const customers = await Promise.all(Array.from({ length: 4 }, () => insertCustomer(store)));
    for (const [i, customerId] of customers.entries())
      await store.services.bins.subscribe(
        customerId,
        SITES.USA,
        { product_id: productId, email: `pg${i}@example.com` },
        { customerEmail: `pg${i}@example.com` },
      );
    const results = await Promise.all([1, 2, 3, 4, 5].map((qty) => store.services.stock.restock(productId, qty)));
    expect(results.reduce((n, r) => n + r.notified, 0)).toBe(4);
    expect(results.filter((r) => r.previousQoh === 0)).toHaveLength(1);
  });
});
