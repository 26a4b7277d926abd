import type { Product } from "@ironworks/contracts";
import { defaultBundleChildren } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { byName, configurable, plain, pricingClient, seed, usd } from "./pricing.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { priced, complete } = pricingClient(() => store);

describe("POST /svc_content/catalog/price: every product type", () => {
  it("prices a simple product from the catalog, never from the request", async () => {
    const p = plain();
    const body = await priced({
      items: [{ productId: p.id, qty: 2, price: 0.01, unitPrice: 0.01, metadata: { fluidPrice: 0.01 } }],
    });
    expect(body.items[0]).toMatchObject({
      productId: p.id,
      qty: 2,
      unitPrice: usd(p.id) / 100,
      rowTotal: (usd(p.id) * 2) / 100,
      stockStatus: "empty",
    });
    expect(body).toMatchObject({
      subtotal: (usd(p.id) * 2) / 100,
      total: (usd(p.id) * 2) / 100,
      currency: "USD",
      storeId: 1,
    });
  });

  it("prices in the site's store and currency under /site/{code}", async () => {
    const p = plain();
    const eur =
      seed()
        .find((x) => x.id === p.id)
        ?.prices.find((r) => r.storeId === 5)?.price ?? 0;
    const body = await priced({ items: [{ productId: p.id, qty: 1 }] }, "/svc_content/site/EUR/catalog/price");
    expect(body).toMatchObject({ currency: "EUR", storeId: 5, subtotal: eur / 100 });
    expect(body.items[0]).toMatchObject({ sku: `EU-${p.sku}` });
  });

  it("prices a configurable product by variant", async () => {
    const parent = configurable();
    const product = await complete(parent.id);
    const child = product.children[0] as Product;
    const body = await priced({
      items: [{ productId: parent.id, qty: 1, children: [{ productId: child.productId, qty: 1 }] }],
    });
    expect(body.items[0]).toMatchObject({ childId: child.productId, regularPrice: child.price });
  });

  it("prices a bundle's default selection at the bundle price, and a swap by its difference", async () => {
    const bundle = await complete(byName("Ironworks Garage Gym Package - Starter").id);
    const defaults = defaultBundleChildren(bundle);
    const body = await priced({ items: [{ productId: bundle.productId, qty: 1, children: defaults }] });
    expect(body.items[0]).toMatchObject({ unitPrice: bundle.price, breakdown: { children: 0 } });
    const rack = bundle.bundleOptions.find((o) => o.title === "Rack");
    const [stand, power] = rack?.values ?? [];
    if (!rack || !stand || !power) throw new Error("no rack option");
    const swapped = defaults.map((c) => (c.productId === stand.productId ? { ...c, productId: power.productId } : c));
    const price = (id: number) => bundle.children.find((c) => c.productId === id)?.price ?? Number.NaN;
    const swap = await priced({ items: [{ productId: bundle.productId, qty: 1, children: swapped }] });
    expect(swap.items[0]).toMatchObject({
      unitPrice: Math.round(((bundle.price ?? 0) + price(power.productId) - price(stand.productId)) * 100) / 100,
    });
  });

  it("adds custom option prices", async () => {
    const bar = byName("Ironworks Custom Foundry Bar");
    const body = await priced({
      items: [{ productId: bar.id, qty: 1, options: { "1": 13, "2": 23, "3": "PR 200", "4": [41] } }],
    });
    expect(body.items[0]).toMatchObject({
      unitPrice: usd(bar.id) / 100 + 15 + 25 + 25 + 12,
      breakdown: { options: 77 },
    });
  });

  it("prices gift cards at their amount", async () => {
    const open = byName("Ironworks Gift Card - Any Amount");
    const body = await priced({
      items: [
        {
          productId: open.id,
          qty: 2,
          metadata: { giftcard: { customAmount: 42.5, recipientEmail: "sam@example.com" } },
        },
      ],
    });
    expect(body).toMatchObject({ subtotal: 85, items: [{ giftcard: { amount: 42.5, delivery: "email" } }] });
  });

  it("applies a customer-group price for group 2 and up", async () => {
    const p = seed().find(
      (x) => x.type === "simple" && x.visibility === 4 && x.groupPrices.some((g) => g.storeId === 1 && g.groupId === 2),
    );
    const group = p?.groupPrices.find((g) => g.storeId === 1 && g.groupId === 2);
    if (!p || !group) throw new Error("no group-priced product");
    const body = await priced({ items: [{ productId: p.id, qty: 1 }], groupId: 2 });
    const line = body.items[0] as { unitPrice: number; reason: string };
    expect(line.unitPrice).toBeLessThanOrEqual(group.price / 100);
    expect((await priced({ items: [{ productId: p.id, qty: 1 }], groupId: 1 })).items[0]).not.toMatchObject({
      reason: "group",
    });
  });

  it("takes the Hundo discount for the site's Hundo deals", async () => {
    const deal = seedData().hotDeals.find((d) => d.hundo && d.site === "USA");
    if (!deal) throw new Error("no USA hundo deal");
    const body = await priced({ items: [{ productId: deal.productId, qty: 2 }] });
    expect(body.hundoDiscount).toBeGreaterThan(0);
    expect(body.total).toBe(Math.round((body.subtotal - body.hundoDiscount) * 100) / 100);
  });

  it("shows out-of-stock items with a back-in-stock alert as bin", async () => {
    const p = seed().find((x) => x.type === "simple" && x.inventory.bin && x.inventory.qoh === 0 && x.sites === null);
    if (!p) throw new Error("no bin product");
    expect((await priced({ items: [{ productId: p.id, qty: 1 }] })).items[0]).toMatchObject({ stockStatus: "bin" });
  });
});
