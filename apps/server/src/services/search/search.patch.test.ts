import { SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createSearchService } from "./search.service.ts";
import type { CatalogSnapshot, SourceProduct } from "./search.source.ts";
import { snapshotFromSeed } from "./search.synthetic.ts";

/**
 * A change announced with its products (ADR 0038 addendum): each built index — English and every
 * language asked for so far — patches just those products in; nothing is built again unless a
 * product's place in the index moved.
 */
const EUR_STORE = SITES.EUR.storeId;
let seeded: CatalogSnapshot;
beforeAll(() => {
  seeded = snapshotFromSeed(generateSeed());
});

/** The catalog "in the database": tests change it, the service reads it through the two loaders. */
function catalog() {
  let products = seeded.products;
  let version = 0;
  let snapshotReads = 0;
  let productReads = 0;
  const service = createSearchService(undefined, {
    tokenSecret: "test",
    loadSnapshot: async () => {
      snapshotReads++;
      return { ...seeded, products, version: `v${version}` };
    },
    loadProducts: async (ids) => {
      productReads++;
      return { version: `v${version}`, products: products.filter((p) => ids.includes(p.id)) };
    },
  });
  return {
    service,
    snapshotReads: () => snapshotReads,
    productReads: () => productReads,
    /** Writes a product and announces it, naming it (`named`, as the write seam does) or not. */
    change(id: number, edit: (p: SourceProduct) => SourceProduct, named = true) {
      products = products.map((p) => (p.id === id ? edit(p) : p));
      version++;
      service.invalidate(named ? [id] : undefined);
    },
  };
}

const ask = (service: ReturnType<typeof createSearchService>, keyphrase: string, language: string) =>
  service.query("EUR", { query: { keyphrase }, n_item: 80, context: { locale: { language } } });

async function names(service: ReturnType<typeof createSearchService>, keyphrase: string, language: string) {
  return (await ask(service, keyphrase, language)).content.product.value.map((p) => String(p.name));
}

/** A barbell sold in EUR with a German name of its own. */
function germanBarbell(): SourceProduct & { german: string } {
  const p = seeded.products.find(
    (p) => /barbell/i.test(p.name) && p.translations?.de?.name && p.prices.has(EUR_STORE) && p.type === "simple",
  );
  if (!p?.translations?.de?.name) throw new Error("the seed has no German-named barbell");
  return { ...p, german: p.translations.de.name };
}

describe("patching a changed product into the search indexes", () => {
  // A change announced while the first index is still being built (a process just started, or a test
  // store's first query) has no index to go into yet: the build patches it in once swapped in. The
  // patcher used to restart itself at once, forever, on promises alone: the event loop starved and the
  // process hung at 100 % CPU (no timer, this test's timeout included, could fire; CI hung on it).
  it("a product changed during the first build is in the index once built, and the process keeps running", async () => {
    const { service, change } = catalog();
    const bar = germanBarbell();
    const first = names(service, "barbell", "en"); // starts the first build
    const renamed = "Ironworks Matterhorn Barbell";
    change(bar.id, (p) => ({ ...p, name: renamed }));
    await first;
    await service.settled();
    expect(await names(service, "Matterhorn", "en")).toEqual([renamed]);
    // Timers still run: the event loop is not starved.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("renames a product in German: the German query finds the new name, not the old, without a rebuild", async () => {
    const { service, change, snapshotReads } = catalog();
    const bar = germanBarbell();
    expect(await names(service, bar.german, "de")).toContain(bar.german);

    const renamed = "Ironworks Zugspitze Hantelstange";
    change(bar.id, (p) => ({
      ...p,
      translations: { ...p.translations, de: { ...p.translations?.de, name: renamed } },
    }));
    await service.settled();

    expect(await names(service, "Zugspitze", "de")).toEqual([renamed]);
    expect(await names(service, "Hantelstange Zugspitze", "de")).toContain(renamed);
    expect(await names(service, bar.german, "de")).not.toContain(bar.german);
    // English copy did not change: the English index still finds the English name.
    expect(await names(service, bar.name, "en")).toContain(bar.name);
    expect(await names(service, "Zugspitze", "en")).toEqual([]);
    expect(snapshotReads()).toBe(1);
  });

  it("patches a new price into the answers of every language already built", async () => {
    const { service, change, snapshotReads } = catalog();
    const bar = germanBarbell();
    await names(service, bar.german, "de");
    const price = { price: 123_456, specialPrice: null, promoPrice: null };
    change(bar.id, (p) => ({ ...p, prices: new Map([...p.prices, [EUR_STORE, price]]) }));
    await service.settled();
    for (const [language, name] of [
      ["de", bar.german],
      ["en", bar.name],
    ] as const) {
      const r = await ask(service, name, language);
      expect(r.content.product.value.find((p) => p.name === name)?.price).toBe(1234.56);
    }
    expect(snapshotReads()).toBe(1);
  });

  it("builds again when a change moves a product to other categories", async () => {
    const { service, change, snapshotReads } = catalog();
    const bar = germanBarbell();
    const moved = seeded.products.find((p) => p.categories[0]?.categoryId !== bar.categories[0]?.categoryId);
    await names(service, bar.german, "de");
    change(bar.id, (p) => ({ ...p, name: "Ironworks Quokka Bar", categories: moved?.categories ?? [] }));
    await service.settled();
    expect(await names(service, "quokka", "en")).toEqual(["Ironworks Quokka Bar"]);
    expect(snapshotReads()).toBe(2);
  });

  it("answers from the index it has while a change that names no product is built, then from the new one", async () => {
    const { service, change, snapshotReads } = catalog();
    const bar = germanBarbell();
    await names(service, bar.german, "de");
    change(bar.id, (p) => ({ ...p, name: "Ironworks Quokka Bar" }), false);
    // The build runs in slices: a query meanwhile is answered, from the indexes built before the change.
    expect(await names(service, bar.name, "en")).toContain(bar.name);
    await service.settled();
    expect(snapshotReads()).toBe(2);
    expect(await names(service, "quokka", "en")).toEqual(["Ironworks Quokka Bar"]);
    expect(await names(service, bar.name, "en")).not.toContain(bar.name);
    // The German index in use was built again from the same catalog (its name there did not change).
    expect(await names(service, bar.german, "de")).toContain(bar.german);
  });

  it("acts once on one write announced under two topics (catalog and price) in the same turn", async () => {
    const { service, change, snapshotReads, productReads } = catalog();
    const bar = germanBarbell();
    await names(service, bar.german, "de");
    change(bar.id, (p) => ({ ...p, name: "Ironworks Wombat Bar" }));
    service.invalidate([bar.id]); // the same write's second topic
    await service.settled();
    expect(await names(service, "wombat", "en")).toEqual(["Ironworks Wombat Bar"]);
    expect(productReads()).toBe(1);

    change(bar.id, (p) => ({ ...p, name: "Ironworks Numbat Bar" }), false);
    service.invalidate(); // the second topic, naming no product either
    await service.settled();
    expect(await names(service, "numbat", "en")).toEqual(["Ironworks Numbat Bar"]);
    expect(snapshotReads()).toBe(2);
  });
});
