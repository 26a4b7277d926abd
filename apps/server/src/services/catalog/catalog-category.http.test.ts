import type { Category, MenuCategory, Product } from "@ironworks/contracts";
import { SITES, type SiteCode } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscoveredCatalog, discoverCatalog } from "../../testing/discover.ts";
import { expectError, fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
let usa: DiscoveredCatalog;
let menu: MenuCategory[];
beforeAll(async () => {
  store = await createTestStore();
  usa = await discoverCatalog(store);
  menu = (await fetchJson<MenuCategory[]>(store, "/svc_content/catalog/menu")).body;
});
afterAll(async () => {
  await store?.close();
});

const svc = (site: SiteCode | "") => `/svc_content${site && `/site/${site}`}`;
const category = async (id: number, site: SiteCode | "" = "", query = "") =>
  (await fetchJson<Category>(store, `${svc(site)}/catalog/category/${id}${query}`)).body;
/** A category id by its url path, as the seed's category tree documents it. */
const idOf = (path: string) => {
  const found = seedData().categories.find((c) => c.urlPath === path);
  if (!found) throw new Error(`no category ${path}`);
  return found.id;
};

describe("GET /svc_content/catalog/category/{id}", () => {
  it("answers a top-level category with itself as breadcrumb, its children and a link strip", async () => {
    const top = menu.find((m) => m.children.length > 0) as MenuCategory;
    const c = await category(top.id);
    expect(c).toMatchObject({ id: top.id, name: top.name, url: top.url, parentId: null });
    expect(c.breadcrumbs).toEqual([{ id: top.id, name: top.name, url: top.url }]);
    expect(c.children.map((x) => x.id)).toEqual(top.children.map((x) => x.id));
    expect(c.linkStrip?.items.length).toBeGreaterThan(0);
    for (const item of c.linkStrip?.items ?? []) expect(item.url).toMatch(/^\//);
    expect(c.productCount).toBeGreaterThan(0);
  });

  it("answers a sub-category with the parent chain as breadcrumbs", async () => {
    const top = menu.find((m) => m.children.length > 0) as MenuCategory;
    const sub = top.children[0] as MenuCategory["children"][number];
    const c = await category(sub.id);
    expect(c.parentId).toBe(top.id);
    expect(c.breadcrumbs.map((b) => b.id)).toEqual([top.id, sub.id]);
    expect(c.url.startsWith(`${top.url}/`)).toBe(true);
  });

  it("lists only visible products, each with a price in the site currency", async () => {
    const c = await category(menu[0]?.id ?? 0, "", "?pageSize=200");
    for (const p of c.products) {
      expect(p.url).toMatch(/^\//);
      expect(p.price === null || typeof p.price === "number").toBe(true);
      expect(["in_stock", "backorder", "oos"]).toContain(p.stockStatus);
    }
    const children = seedData()
      .products.filter((p) => p.visibility !== 4)
      .map((p) => p.id);
    for (const id of children) expect(usa.products.map((p) => p.productId)).not.toContain(id);
  });

  it("pages with page and pageSize and keeps the product count", async () => {
    const id = menu.reduce((a, b) => (a.children.length >= b.children.length ? a : b)).id;
    const all = await category(id, "", "?pageSize=200");
    expect(all.productCount).toBeGreaterThan(6);
    const first = await category(id, "", "?page=1&pageSize=3");
    const second = await category(id, "", "?page=2&pageSize=3");
    expect(first).toMatchObject({ page: 1, pageSize: 3, productCount: all.productCount });
    expect(first.products.map((p) => p.productId)).toEqual(all.products.slice(0, 3).map((p) => p.productId));
    expect(second.products.map((p) => p.productId)).toEqual(all.products.slice(3, 6).map((p) => p.productId));
    const beyond = await category(id, "", `?page=${Math.ceil(all.productCount / 3) + 1}&pageSize=3`);
    expect(beyond).toMatchObject({ products: [], productCount: all.productCount });
  });

  it("defaults to page 1 of 48", async () => {
    const c = await category(menu[0]?.id ?? 0);
    expect(c).toMatchObject({ page: 1, pageSize: 48 });
    expect(c.products.length).toBe(Math.min(48, c.productCount));
  });

  it("answers 404 category_not_found for an unknown id", async () => {
    await expectError(store, "/svc_content/catalog/category/999999", 404, "category_not_found");
  });
});

describe("region limits", () => {
  it("hides a region-limited category from other sites: menu, children, link strip and direct fetch", async () => {
    const commercial = idOf("equipment-packages/commercial-packages");
    const parent = idOf("equipment-packages");
    const onUsa = await category(parent);
    expect(onUsa.children.map((c) => c.id)).toContain(commercial);
    expect(onUsa.linkStrip?.items.map((i) => i.categoryId)).toContain(commercial);
    const onEur = await category(parent, "EUR");
    expect(onEur.children.map((c) => c.id)).not.toContain(commercial);
    expect(onEur.linkStrip?.items.map((i) => i.categoryId)).not.toContain(commercial);
    const eurMenu = (await fetchJson<MenuCategory[]>(store, `${svc("EUR")}/catalog/menu`)).body;
    expect(eurMenu.flatMap((m) => m.children.map((c) => c.id))).not.toContain(commercial);
    await expectError(store, `${svc("EUR")}/catalog/category/${commercial}`, 404, "category_not_found");
    expect((await category(commercial, "CAN")).id).toBe(commercial);
  });

  it("hides a link-strip item limited to one region while the category stays reachable", async () => {
    const hardware = idOf("replacement-parts/hardware");
    const parent = idOf("replacement-parts");
    expect((await category(parent)).linkStrip?.items.map((i) => i.categoryId)).toContain(hardware);
    const onGbr = await category(parent, "GBR");
    expect(onGbr.linkStrip?.items.map((i) => i.categoryId)).not.toContain(hardware);
    expect(onGbr.children.map((c) => c.id)).toContain(hardware);
    expect((await category(hardware, "GBR")).id).toBe(hardware);
  });

  it("shows each site its own gift-guide price bands", async () => {
    const guide = idOf("gift-guide");
    const names = async (site: SiteCode | "") => (await category(guide, site)).children.map((c) => c.name);
    expect(await names("")).toEqual(expect.arrayContaining(["Gifts Under $30", "Gifts Under $60"]));
    expect(await names("")).not.toContain("Gifts Under 40");
    expect(await names("EUR")).toEqual(expect.arrayContaining(["Gifts Under 40", "Gifts Under 80"]));
    expect(await names("CAN")).toContain("Gifts Under $50");
  });

  it("answers 404 for a region-limited product on another site and the product on its own", async () => {
    const limited = seedData().products.find(
      (p) => p.sites?.includes("EUR") && !p.sites.includes("USA") && p.visibility === 4,
    );
    expect(limited).toBeDefined();
    const id = limited?.id ?? 0;
    await expectError(store, `/svc_content/catalog/product/${id}`, 404, "product_not_found");
    await expectError(store, `/svc_content/catalog/product?sku=${limited?.sku}`, 404, "product_not_found");
    const onEur = (await fetchJson<Product>(store, `${svc("EUR")}/catalog/product/${id}`)).body;
    expect(onEur.productId).toBe(id);
    expect(usa.products.map((p) => p.productId)).not.toContain(id);
  });
});

describe("prices per store", () => {
  const SITE_LIST: SiteCode[] = ["USA", "CAN", "EUR", "AUS", "GBR"];

  it("answers the same product in each site's currency at the seed's price", async () => {
    const listed = usa.byType("simple");
    const seeded = seedData().products.find((p) => p.id === listed.productId);
    const seen = new Set<number | null>();
    for (const code of SITE_LIST) {
      const site = SITES[code];
      const p = (
        await fetchJson<Product>(store, `${svc(code === "USA" ? "" : code)}/catalog/product/${listed.productId}`)
      ).body;
      const row = seeded?.prices.find((r) => r.storeId === site.storeId);
      expect(row?.price).toEqual(expect.any(Number));
      expect(p).toMatchObject({ storeId: site.storeId, currency: site.currency, price: (row?.price ?? 0) / 100 });
      seen.add(p.price);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  it("lists category products at the site's prices", async () => {
    const top = menu[0]?.id ?? 0;
    const onGbr = await category(top, "GBR", "?pageSize=10");
    for (const p of onGbr.products) {
      const seeded = seedData().products.find((s) => s.id === p.productId);
      const row = seeded?.prices.find((r) => r.storeId === 34);
      expect(p.price).toBe(row?.price === null || row?.price === undefined ? null : row.price / 100);
      expect(p.sku.startsWith("EU-")).toBe(true);
    }
  });
});

describe("HTTP caching (SPEC §9)", () => {
  it.each([
    ["category", () => `/svc_content/catalog/category/${menu[0]?.id}`, 300],
    ["hot deals", () => "/svc_content/hot/active", 300],
  ])("caches %s for %i s with an ETag and answers 304 to If-None-Match", async (_name, path, seconds) => {
    const first = await store.request(path());
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(new RegExp(`^public, max-age=${seconds}\\b`));
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await store.request(path(), { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await store.request(path(), { headers: { "if-none-match": 'W/"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it("gives different pages and sites different ETags", async () => {
    const id = menu[0]?.id;
    const etag = async (path: string) => (await store.request(path)).headers.get("etag");
    const a = await etag(`/svc_content/catalog/category/${id}?page=1&pageSize=2`);
    const b = await etag(`/svc_content/catalog/category/${id}?page=2&pageSize=2`);
    const c = await etag(`/svc_content/site/GBR/catalog/category/${id}?page=1&pageSize=2`);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
