import type { SeedData } from "@ironworks/seed";
import type { CatalogSnapshot, SourceChild, SourceProduct } from "./search.source.ts";

/**
 * Catalog snapshots without a database: the demo seed as the index sees it, and larger generated
 * catalogs made from the seed's vocabulary (benchmarks of 10k and 50k products).
 */
export function snapshotFromSeed(seed: SeedData): CatalogSnapshot {
  const childrenOf = new Map<number, SourceChild[]>();
  for (const p of seed.products) {
    if (p.parentId === null) continue;
    const list = childrenOf.get(p.parentId) ?? [];
    list.push({
      id: p.id,
      sku: p.sku,
      thumbnail: p.thumbnail,
      attributes: p.attributes,
      sites: p.sites,
      storeIds: p.prices.map((r) => r.storeId),
    });
    childrenOf.set(p.parentId, list);
  }
  const products: SourceProduct[] = seed.products
    .filter((p) => p.visibility === 4)
    .map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      type: p.type,
      urlKey: p.urlKey,
      attributes: p.attributes,
      configurableAttributes: p.details.configurableAttributes ?? [],
      gallery: p.gallery,
      thumbnail: p.thumbnail,
      sites: p.sites,
      categories: p.categories,
      prices: new Map(p.prices.map((r) => [r.storeId, r])),
      stock: { qoh: p.inventory.qoh, backorder: p.inventory.backorder },
      children: childrenOf.get(p.id) ?? [],
      createdAt: 0,
      translations: p.translations,
    }));
  return {
    version: `seed:${products.length}`,
    products,
    categories: seed.categories.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      urlPath: c.urlPath,
      position: c.position,
      sites: c.sites,
      inMenu: c.inMenu,
      translations: c.translations,
    })),
    deals: seed.hotDeals,
  };
}

const MODELS = ["Pro", "Lite", "Elite", "II", "Classic", "HD", "Compact", "XL", "Team", "Garage", "Club", "Studio"];
const FINISHES = ["Black", "Zinc", "Chrome", "Stainless", "Cerakote", "Matte", "Raw", "Red", "Navy", "Olive"];

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` products cloned from the seed's listed products with new names (model and finish words
 * added), ids, skus, prices (±30 %) and children; categories, brands, regions and descriptions kept.
 * About 2 % of products are deals on each site.
 */
export function syntheticSnapshot(base: CatalogSnapshot, count: number, seed = 7): CatalogSnapshot {
  const rnd = random(seed);
  const templates = base.products;
  const products: SourceProduct[] = [];
  let nextChild = 10_000_000;
  for (let i = 0; i < count; i++) {
    const t = templates[i % templates.length] as SourceProduct;
    const round = Math.floor(i / templates.length);
    const id = 1_000_000 + i;
    const name =
      round === 0
        ? t.name
        : `${t.name} ${MODELS[Math.floor(rnd() * MODELS.length)]} ${FINISHES[Math.floor(rnd() * FINISHES.length)]} ${round}`;
    const factor = 0.7 + rnd() * 0.6;
    const prices = new Map(
      [...t.prices].map(([store, p]) => [
        store,
        {
          price: p.price === null ? null : Math.round(p.price * factor),
          specialPrice: p.specialPrice === null ? null : Math.round(p.specialPrice * factor),
          promoPrice: p.promoPrice === null ? null : Math.round(p.promoPrice * factor),
        },
      ]),
    );
    const sku = `SY${id}`;
    products.push({
      ...t,
      id,
      sku,
      name,
      urlKey: `synthetic-${id}`,
      prices,
      children: t.children.map((c, k) => ({ ...c, id: nextChild++, sku: `${sku}-${k}` })),
      createdAt: i,
    });
  }
  const sites = ["USA", "CAN", "EUR", "AUS", "GBR", "APO"];
  const types = ["clearance", "limited", "bundle-deal", "hundo"];
  const deals = products
    .filter(() => rnd() < 0.02)
    .map((p, i) => ({
      productId: p.id,
      site: sites[i % sites.length] as string,
      position: i + 1,
      dealType: types[i % types.length] as string,
    }));
  return { version: `synthetic:${count}:${seed}`, products, categories: base.categories, deals };
}
