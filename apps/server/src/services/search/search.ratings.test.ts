import { generateSeed } from "@ironworks/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { createSearchService } from "./search.service.ts";
import type { CatalogSnapshot, SourceRating } from "./search.source.ts";
import { snapshotFromSeed } from "./search.synthetic.ts";

/**
 * Issue #23: published ratings on the listing documents — stars on every tile of a results page or
 * category grid, a "4 stars & up" facet, and a review published or rejected reaching them through
 * `ratingsChanged` (the change bus's "reviews" topic) without a rebuild.
 */
let seeded: CatalogSnapshot;
beforeAll(() => {
  seeded = snapshotFromSeed(generateSeed());
});

function store(initial: [number, SourceRating][]) {
  const ratings = new Map(initial);
  let snapshotReads = 0;
  let ratingReads = 0;
  const service = createSearchService(undefined, {
    tokenSecret: "test",
    loadSnapshot: async () => {
      snapshotReads++;
      return seeded;
    },
    loadProducts: async (ids) => ({
      version: seeded.version,
      products: seeded.products.filter((p) => ids.includes(p.id)),
    }),
    loadRatings: async (ids) => {
      ratingReads++;
      return new Map([...ratings].filter(([id]) => !ids || ids.includes(id)));
    },
  });
  return { service, ratings, snapshotReads: () => snapshotReads, ratingReads: () => ratingReads };
}

const search = (
  service: ReturnType<typeof createSearchService>,
  keyphrase: string,
  extra: { filter?: Record<string, { value: string[] }>; language?: string } = {},
) =>
  service.query("USA", {
    query: { keyphrase },
    n_item: 200,
    facet: { all: true },
    ...(extra.filter ? { filter: extra.filter } : {}),
    ...(extra.language ? { context: { locale: { language: extra.language } } } : {}),
  });

/** Three barbells sold in the USA: rated 4.6, 3.2 and not at all. */
function barbells() {
  const sold = seeded.products.filter((p) => /barbell/i.test(p.name) && p.prices.has(1) && p.type === "simple");
  const [a, b, c] = sold;
  if (!a || !b || !c) throw new Error("the seed has fewer than three barbells");
  return [a.id, b.id, c.id] as const;
}

describe("ratings in search results and the rating facet", () => {
  it("carries the published average and count on each product and counts it under every floor it reaches", async () => {
    const [high, mid, none] = barbells();
    const { service } = store([
      [high, { average: 4.6, count: 12 }],
      [mid, { average: 3.2, count: 5 }],
    ]);
    const answer = await search(service, "barbell");
    const byId = new Map(answer.content.product.value.map((p) => [p.productId, p]));
    expect(byId.get(high)?.rating).toEqual({ average: 4.6, count: 12 });
    expect(byId.get(mid)?.rating).toEqual({ average: 3.2, count: 5 });
    expect(byId.get(none)).toBeDefined();
    expect(byId.get(none)?.rating).toBeUndefined();

    const facet = answer.facet.rating;
    expect(facet?.display_name).toBe("Rating");
    const floors = Object.fromEntries((facet?.value ?? []).map((v) => [v.min, v.count]));
    // 4.6 counts under 4, 3, 2, 1; 3.2 under 3, 2, 1; the unrated barbell under none.
    expect(floors).toEqual({ 4: 1, 3: 2, 2: 2, 1: 2 });
    expect(facet?.value.map((v) => v.min)).toEqual([4, 3, 2, 1]);
    expect(facet?.value[0]?.text).toBe("4 Stars & Up");
  });

  it("filters to products at or above the chosen floor (by key, text or facet id)", async () => {
    const [high, mid] = barbells();
    const { service } = store([
      [high, { average: 4.6, count: 12 }],
      [mid, { average: 3.2, count: 5 }],
    ]);
    const atLeast4 = await search(service, "barbell", { filter: { rating: { value: ["4"] } } });
    expect(atLeast4.content.product.value.map((p) => p.productId)).toEqual([high]);
    expect(atLeast4.facet.rating?.value.find((v) => v.min === 4)?.selected).toBe(true);

    const atLeast3 = await search(service, "barbell", { filter: { rating: { value: ["3 stars & up"] } } });
    expect(atLeast3.content.product.value.map((p) => p.productId).sort()).toEqual([high, mid].sort());

    const id = (await search(service, "barbell")).facet.rating?.value.find((v) => v.min === 4)?.id as string;
    const byId = await search(service, "barbell", { filter: { rating: { value: [id] } } });
    expect(byId.content.product.value.map((p) => p.productId)).toEqual([high]);

    const nonsense = await search(service, "barbell", { filter: { rating: { value: ["9"] } } });
    expect(nonsense.total_item).toBe(0);
  });

  it("follows a published or rejected review in every language's index without building again", async () => {
    const [high, mid] = barbells();
    const s = store([[high, { average: 4.6, count: 12 }]]);
    await search(s.service, "barbell");
    await search(s.service, "barbell", { language: "de" });
    const reads = s.snapshotReads();

    // A five-star review of `mid` is published; one of `high` is rejected and it has none left.
    s.ratings.set(mid, { average: 5, count: 1 });
    s.ratings.delete(high);
    s.service.ratingsChanged([mid, high]);
    await s.service.settled();

    for (const language of ["en", "de"]) {
      const answer = await search(s.service, "barbell", { filter: { rating: { value: ["4"] } }, language });
      expect(answer.content.product.value.map((p) => p.productId)).toEqual([mid]);
      expect(answer.content.product.value[0]?.rating).toEqual({ average: 5, count: 1 });
    }
    expect(s.snapshotReads()).toBe(reads);
  });

  it("answers no rating facet where nothing is rated", async () => {
    const { service } = store([]);
    const answer = await search(service, "barbell");
    expect(answer.facet.rating).toBeUndefined();
    expect(answer.content.product.value.every((p) => p.rating === undefined)).toBe(true);
  });
});
