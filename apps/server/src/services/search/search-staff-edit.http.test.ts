import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { searchClient } from "./search.testing.ts";

/**
 * Issue #17 item 5 on the single-process PGlite server (dev, the e2e server, `npm start` without
 * DATABASE_URL): a staff edit reaches search within 1 s. The change bus names the product written and
 * the index patches just it in — in place, the index object kept — rather than rebuilding the whole
 * catalog in slices (which took ~20 s under load). A regression to a rebuild fails on the identity.
 */
const clock = movableNow();
let store: TestStore;
let merch: StaffClient;
const { names } = searchClient(() => store);

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  merch = await signedInStaff(store, clock, "merchandiser");
});
afterAll(() => store.close());

describe("a staff edit and search on PGlite", () => {
  it("the renamed product is found within 1 s, patched into the index it has (the index object kept)", async () => {
    expect(store.database.kind).toBe("pglite");
    const product = plentiful(2);
    const before = await store.services.search.getIndex();
    expect(await names("Glimmerquartz")).toEqual([]);

    const read = await merch.json("GET", `/svc_staff/products/${product.id}?locale=en`);
    const saved = await merch.json("PUT", `/svc_staff/products/${product.id}`, {
      version: read.body.version,
      locale: "en",
      name: "Ironworks Glimmerquartz Bar",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const at = Date.now();
    await expect
      .poll(() => names("Glimmerquartz"), { interval: 25, timeout: 1000 })
      .toEqual(["Ironworks Glimmerquartz Bar"]);
    expect(Date.now() - at).toBeLessThan(1000);
    // Patched, not rebuilt: the same index object answers.
    expect(await store.services.search.getIndex()).toBe(before);
  });
});
