import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";

// Two tabs adding at once on a real PostgreSQL server: the row lock, not a read-then-write, decides.
if (!TEST_DATABASE_URL) console.log("PostgreSQL compare suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("compare lists on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  }, 600_000);
  afterAll(async () => {
    await store?.close();
  });

  it("eight simultaneous adds of different racks: exactly four are kept, four refused as full", async () => {
    const racks = seedData()
      .products.filter((p) => p.attributes.accessory_type === "rack" && p.sites === null && p.visibility === 4)
      .map((p) => p.sku)
      .slice(0, 8);
    const session = { customerId: null, sessionId: crypto.randomUUID() };
    const results = await Promise.allSettled(racks.map((sku) => store.services.compare.add(session, SITES.USA, sku)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual(Array(4).fill("compare_full"));
    const list = await store.services.compare.getList(session, SITES.USA);
    expect(list.count).toBe(4);
    expect(new Set(list.skus).size).toBe(4);
  });
});
