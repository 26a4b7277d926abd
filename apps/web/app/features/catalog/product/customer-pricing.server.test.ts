import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, insertCustomer, seedData, type TestStore } from "@ironworks/server/testing";
import type { AppLoadContext } from "../../../lib/context.ts";
import { loadCustomerPricing } from "./customer-pricing.server.ts";
import { evaluatePurchase } from "./purchase-check.ts";
import { initialPurchase } from "./purchase.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

/** The load context of a page request by a signed-in customer of `groupId` (or a visitor without a session). */
async function contextFor(groupId: number | null): Promise<AppLoadContext> {
  const session =
    groupId === null ? null : (await store.services.session.signIn(null, await insertCustomer(store, groupId))).session;
  return { services: store.services, session: { find: async () => session } } as unknown as AppLoadContext;
}

describe("the product page's customer-group prices (SPEC §6: from group 2 up)", () => {
  const seeded = () => {
    const p = seedData().products.find(
      (x) =>
        x.type === "simple" && x.sites === null && x.visibility === 4 && x.groupPrices.some((g) => g.groupId === 2),
    );
    if (!p) throw new Error("no group-priced product in the seed");
    return p;
  };

  it("gives a group-2 customer the group's price, which the browser's engine then shows", async () => {
    const p = seeded();
    const product = await store.services.catalog.getProductComplete(p.id, SITES.USA);
    const pricing = await loadCustomerPricing(await contextFor(2), SITES.USA, product);
    expect(pricing?.groupId).toBe(2);
    const group = new Map(pricing?.groupPrices);
    expect(group.get(p.id)).toEqual(expect.any(Number));
    const ev = evaluatePurchase(
      product,
      initialPurchase(product, { childId: null, bundleChildIds: [], recipeId: null }),
      null,
      {
        groupId: 2,
        groupPrices: group,
      },
    );
    const plain = evaluatePurchase(
      product,
      initialPurchase(product, { childId: null, bundleChildIds: [], recipeId: null }),
      null,
    );
    expect(ev.line?.reason).toBe("group");
    expect(plain.line?.reason).not.toBe("group");
    expect(ev.totalMinor).toBeLessThan(plain.totalMinor ?? 0);
  });

  it("reads nothing for guests and plain customers", async () => {
    const product = await store.services.catalog.getProductComplete(seeded().id, SITES.USA);
    expect(await loadCustomerPricing(await contextFor(null), SITES.USA, product)).toBeNull();
    expect(await loadCustomerPricing(await contextFor(1), SITES.USA, product)).toBeNull();
  });
});
