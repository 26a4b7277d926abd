import type { ProductComplete } from "@ironworks/contracts";
import { SITES, type SiteCode, unitSystemFor } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { searchClient } from "../search/search.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

/** A figure in US units: "45 lb", "10 lbs", "14-inch", "4 inches", "16 × 6 ft", "53 × 68 in". */
const US_FIGURE = /\d\s?(?:lbs?|pounds?)\b|\d(?:-inch|\s?inch(?:es)?|\s?ft|\s?feet)\b|\d in\b(?! the\b)/i;

/** Every text of a product a shopper reads, children (variants) included. */
function shopperText(p: ProductComplete): string[] {
  const own = (q: Omit<ProductComplete, "children">) => [
    q.name,
    q.attributes.short_description ?? "",
    q.attributes.description ?? "",
    ...(Array.isArray(q.attributes.features) ? q.attributes.features.map(String) : []),
    ...q.configurableAttributes.flatMap((c) => [c.label, ...c.values.map((v) => v.label)]),
    ...q.bundleOptions.map((o) => o.title),
    ...q.customOptions.flatMap((o) => [o.title, ...o.values.map((v) => v.title)]),
    ...q.gallery.map((g) => g.label),
  ];
  return [...own(p), ...p.children.flatMap(own)];
}

/** Visible products whose authored copy carries a US-unit figure, sold on the site. */
function withUsFigures(site: SiteCode) {
  const { storeId } = SITES[site];
  return seedData().products.filter(
    (p) =>
      p.visibility === 4 &&
      (p.sites === null || p.sites.includes(site)) &&
      p.prices.some((r) => r.storeId === storeId && r.price !== null) &&
      US_FIGURE.test(
        [p.name, p.attributes.description ?? "", ...((p.attributes.features as string[] | undefined) ?? [])].join(" "),
      ),
  );
}

async function complete(id: number, site: SiteCode): Promise<ProductComplete | null> {
  const res = await store.request(`/svc_content/site/${site}/catalog/product/complete/${id}`);
  return res.status === 200 ? ((await res.json()) as ProductComplete) : null;
}

describe("catalog copy in the site's units (ADR 0020)", () => {
  it.each(["EUR", "GBR", "CAN", "AUS"] as const)(
    "%s: no product text carries a figure in lb, in or ft",
    async (site) => {
      expect(unitSystemFor(site)).toBe("metric");
      const candidates = withUsFigures(site);
      expect(candidates.length).toBeGreaterThan(50);
      const offenders: string[] = [];
      let checked = 0;
      for (const p of candidates) {
        const product = await complete(p.id, site);
        if (!product) continue;
        checked++;
        for (const text of shopperText(product))
          if (US_FIGURE.test(text)) offenders.push(`${p.sku}: ${text.slice(0, 90)}`);
      }
      expect(checked).toBeGreaterThan(50);
      expect(offenders).toEqual([]);
    },
    60_000,
  );

  it("a metric site names an lb plate pair in kg; the USA keeps the lb name", async () => {
    const plate = seedData().products.find((p) => p.name === "Ironworks Training Bumper Plates - 45 lb Pair");
    expect(plate).toBeDefined();
    const id = plate?.id ?? 0;
    expect((await complete(id, "USA"))?.name).toBe("Ironworks Training Bumper Plates - 45 lb Pair");
    expect((await complete(id, "GBR"))?.name).toBe("Ironworks Training Bumper Plates - 20.4 kg Pair");
    // The wire weight stays the catalog's number (lb, SPEC §3): units are a display rule.
    expect((await complete(id, "GBR"))?.weight).toBe(plate?.weight);
  });

  it("category listings and search results name products in kg on metric sites", async () => {
    const category = seedData().categories.find((c) => c.urlPath === "weightlifting-bars-plates/bumper-plates");
    const listing = await fetchJson<{ products: { name: string }[] }>(
      store,
      `/svc_content/site/GBR/catalog/category/${category?.id}?pageSize=100`,
    );
    const listed = listing.body.products.map((p) => p.name);
    expect(listed.some((n) => /\d kg Pair$/.test(n))).toBe(true);
    expect(listed.filter((n) => US_FIGURE.test(n))).toEqual([]);

    const { names } = searchClient(() => store);
    const found = await names("bumper plates", "EUR");
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((n) => US_FIGURE.test(n))).toEqual([]);
    expect((await names("training bumper plates", "USA")).some((n) => / lb Pair$/.test(n))).toBe(true);
  });
});
