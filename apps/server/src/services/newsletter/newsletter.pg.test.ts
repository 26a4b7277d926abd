import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";

// Race-freedom on a real PostgreSQL server: the unique index, not a read-then-write, decides.
if (!TEST_DATABASE_URL) console.log("PostgreSQL newsletters suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("newsletters on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("simultaneous newsletter subscriptions of one address keep one row per list", async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        store.services.newsletter.subscribe(SITES.USA, "Race@Example.com", ["newsletter", "rapidfire"], null),
      ),
    );
    expect(await store.services.newsletter.subscriptions(SITES.USA, "race@example.com")).toEqual([
      "newsletter",
      "rapidfire",
    ]);
  });
});
