import type { Brand, BrandsResponse, IndexPostCard, ProductSummary } from "@ironworks/contracts";
import { buildIndexHub } from "@ironworks/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { shopper } from "../lists/lists.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const browser = () => shopper(() => store, "/svc_content");
const makers = () =>
  new Set(
    seedData()
      .products.map((p) => p.attributes.manufacturer)
      .filter(Boolean),
  );

describe("/svc_content/brands (issue 23 item 6)", () => {
  it("lists every manufacturer of the catalog with a logo, a page path and its product count", async () => {
    const { brands } = await browser().ok<BrandsResponse>("GET", "/brands");
    expect(new Set(brands.map((b) => b.name))).toEqual(makers());
    expect(brands.map((b) => b.name)).toEqual([...brands.map((b) => b.name)].sort((x, y) => x.localeCompare(y)));
    for (const b of brands) {
      expect(b.logo).toMatch(/^<svg [^>]*role="img"/);
      expect(b.path).toBe(`/brands/${b.slug}`);
      expect(b.productCount).toBeGreaterThan(0);
    }
  });

  it("a brand page lists the brand's own products, in the shopper's language", async () => {
    const { brand, products } = await browser().ok<{ brand: Brand; products: ProductSummary[] }>(
      "GET",
      "/brands/halvard-steel",
    );
    expect(brand.name).toBe("Halvard Steel");
    expect(products.length).toBe(brand.productCount);
    expect(products.every((p) => p.manufacturer === "Halvard Steel")).toBe(true);
    const german = await browser().ok<{ brand: Brand }>("GET", "/brands/halvard-steel?locale=de");
    expect(german.brand.story).toMatch(/Langhanteln/);
    const swiss = await browser().ok<{ brand: Brand }>("GET", "/brands/halvard-steel?locale=de-CH");
    expect(swiss.brand.story).toBe(german.brand.story); // de-CH → de
  });

  it("a brand page shows The Index's published articles about its products, newest first, in the shopper's language", async () => {
    const { brands } = await browser().ok<BrandsResponse>("GET", "/brands");
    const posts = buildIndexHub().posts;
    const published = posts.filter((p) => p.status === "publish");
    let checked = 0;
    for (const b of brands) {
      const page = await browser().ok<{ products: ProductSummary[]; articles: IndexPostCard[] }>("GET", `${b.path}`);
      const skus = new Set(page.products.map((p) => p.sku));
      const about = published.filter((p) => p.skus.some((k) => skus.has(k)));
      expect(page.articles.length).toBe(Math.min(6, about.length));
      for (const a of page.articles) {
        expect(about.map((p) => p.id)).toContain(a.id);
        expect(a.link).toMatch(/^\/theindex\/[a-z0-9-]+\/[a-z0-9-]+$/);
      }
      const dates = page.articles.map((a) => Date.parse(a.date));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
      // Never a draft or a scheduled post.
      const unpublished = new Set(posts.filter((p) => p.status !== "publish").map((p) => p.id));
      expect(page.articles.some((a) => unpublished.has(a.id))).toBe(false);
      if (!page.articles.length) continue;
      checked++;
      const german = await browser().ok<{ articles: IndexPostCard[] }>("GET", `${b.path}?locale=de`);
      const first = posts.find((p) => p.id === german.articles[0]?.id);
      const de = first?.texts.find((t) => t.lang === "de");
      if (de) expect(german.articles[0]?.title).toBe(de.title);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers an unknown or malformed brand with 404 brand_not_found and a bad locale with 400", async () => {
    for (const slug of ["no-such-brand", "%3Cscript%3E", "A".repeat(300)])
      expect(await browser().fails("GET", `/brands/${slug}`, 404, "brand_not_found")).toEqual({
        code: "brand_not_found",
        message: "Brand not found",
      });
    await browser().fails("GET", "/brands?locale=xx", 400, "validation_error");
  });
});
