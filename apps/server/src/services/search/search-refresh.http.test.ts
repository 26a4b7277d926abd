import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { products } from "../catalog/catalog.schema.ts";
import { createSearchRepository } from "./search.repository.ts";
import { createSearchService } from "./search.service.ts";
import { searchClient } from "./search.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { names } = searchClient(() => store);

describe("the index follows the catalog", () => {
  it("is built at start and rebuilt on demand", async () => {
    const index = await store.services.search.getIndex();
    expect(index.docs.length).toBeGreaterThan(400);
    await store.database.db
      .update(products)
      .set({ name: "Ironworks Zephyr Barbell", updatedAt: new Date() })
      .where(eq(products.sku, "BB1008"));
    expect(await names("zephyr")).toEqual([]);
    await store.services.search.rebuild();
    expect(await names("zephyr")).toEqual(["Ironworks Zephyr Barbell"]);
  });

  it("notices a catalog change by itself and rebuilds in the background", async () => {
    const search = createSearchService(createSearchRepository(store.database.db), { refreshCheckMs: 0 });
    const first = await search.getIndex();
    await store.database.db
      .update(products)
      .set({ name: "Ironworks Quokka Bar", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(products.sku, "BB1009"));
    await search.getIndex(); // triggers the version check
    await expect.poll(async () => (await search.getIndex()) !== first, { timeout: 10_000 }).toBe(true);
    const r = await search.query("USA", { query: { keyphrase: "quokka" } });
    expect(r.content.product.value.map((p) => p.name)).toEqual(["Ironworks Quokka Bar"]);
  });
});
