import { type Category, PRODUCT_TYPES, Product, type ProductComplete, type RouteResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscoveredCatalog, discoverCatalog } from "../../testing/discover.ts";
import { expectError, fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";

// The same core catalog and route answers as the PGlite suites, on a real PostgreSQL server.
if (!TEST_DATABASE_URL) console.log("PostgreSQL suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("catalog and routes on PostgreSQL", () => {
  let store: TestStore;
  let usa: DiscoveredCatalog;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
    usa = await discoverCatalog(store);
  });
  afterAll(async () => {
    await store?.close();
  });

  it("is migrated, seeded and ready", async () => {
    expect(store.database.kind).toBe("postgres");
    expect((await fetchJson(store, "/readyz")).body).toEqual({ status: "ready", database: true, migrations: true });
    expect(await store.services.catalog.countProducts()).toBe(seedData().products.length);
  });

  it.each(PRODUCT_TYPES)("answers a %s product in the SPEC §3 shape", async (type) => {
    const listed = usa.byType(type);
    const { body } = await fetchJson<Product>(store, `/svc_content/catalog/product/${listed.productId}`);
    expect(Product.parse(body)).toMatchObject({ productId: listed.productId, type, sku: listed.sku, url: listed.url });
  });

  it("finds store skus case-insensitively and prices in the store currency", async () => {
    const listed = usa.byType("simple");
    const seeded = seedData().products.find((p) => p.id === listed.productId);
    const { body } = await fetchJson<Product>(
      store,
      `/svc_content/site/GBR/catalog/product?sku=eu-${listed.sku.toLowerCase()}`,
    );
    const gbp = seeded?.prices.find((p) => p.storeId === 34)?.price ?? 0;
    expect(body).toMatchObject({
      productId: listed.productId,
      sku: `EU-${listed.sku}`,
      currency: "GBP",
      price: gbp / 100,
    });
  });

  it("answers a configurable parent by child id and with its children", async () => {
    const parentId = usa.byType("configurable").productId;
    const { body } = await fetchJson<ProductComplete>(store, `/svc_content/catalog/product/complete/${parentId}`);
    expect(body.children.length).toBe(body.childrenIds.length);
    const childId = body.childrenIds[0];
    const parent = await fetchJson<Product>(store, `/svc_content/catalog/product?childId=${childId}`);
    expect(parent.body.productId).toBe(parentId);
  });

  it("pages a category and hides region-limited categories elsewhere", async () => {
    const top = seedData().categories.find((c) => c.urlPath === "equipment-packages");
    const commercial = seedData().categories.find((c) => c.urlPath === "equipment-packages/commercial-packages");
    const all = (await fetchJson<Category>(store, `/svc_content/catalog/category/${top?.id}?pageSize=200`)).body;
    const second = (await fetchJson<Category>(store, `/svc_content/catalog/category/${top?.id}?page=2&pageSize=2`))
      .body;
    expect(second.productCount).toBe(all.productCount);
    expect(second.products.map((p) => p.productId)).toEqual(all.products.slice(2, 4).map((p) => p.productId));
    expect(all.children.map((c) => c.id)).toContain(commercial?.id);
    await expectError(store, `/svc_content/site/EUR/catalog/category/${commercial?.id}`, 404, "category_not_found");
  });

  it("splits compatibility and answers group prices (jsonb and array queries)", async () => {
    const accessory = seedData().products.find(
      (p) => p.attributes.compat_tag && p.attributes.accessory_type && p.sites === null,
    );
    const tag = String(accessory?.attributes.compat_tag).split(",")[0]?.trim();
    const q = `tag=${encodeURIComponent(tag ?? "")}&group=${encodeURIComponent(String(accessory?.attributes.compat_group))}`;
    const compat = (
      await fetchJson<{ compatible: { productId: number }[]; incompatible: unknown[] }>(
        store,
        `/svc_content/catalog/product/compatibility?${q}`,
      )
    ).body;
    expect(compat.compatible.map((c) => c.productId)).toContain(accessory?.id);
    expect(compat.incompatible.length).toBeGreaterThan(0);
    const priced = seedData().products.find((p) => p.groupPrices.some((g) => g.storeId === 1));
    const prices = (
      await fetchJson<{ prices: unknown[] }>(store, `/svc_content/catalog/product/group-prices?ids=${priced?.id}`)
    ).body;
    expect(prices.prices.length).toBe(priced?.groupPrices.filter((g) => g.storeId === 1).length);
  });

  it("answers 404 for a region-limited product on another site", async () => {
    const limited = seedData().products.find(
      (p) => p.sites?.includes("EUR") && !p.sites.includes("USA") && p.visibility === 4,
    );
    await expectError(store, `/svc_content/catalog/product/${limited?.id}`, 404, "product_not_found");
    expect(
      (await fetchJson<Product>(store, `/svc_content/site/EUR/catalog/product/${limited?.id}`)).body.productId,
    ).toBe(limited?.id);
  });

  it("answers hot deals with the hundo subset", async () => {
    const { body } = await fetchJson<{ products: { productId: number }[]; hundoProductIds: number[] }>(
      store,
      "/svc_content/hot/active",
    );
    const ids = body.products.map((p) => p.productId);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of body.hundoProductIds) expect(ids).toContain(id);
  });

  it("resolves categories, products, CMS pages and redirects, normalising the path", async () => {
    const route = async (url: string, site = "") =>
      (
        await fetchJson<RouteResponse>(
          store,
          `/svc_route${site && `/site/${site}`}/route?url=${encodeURIComponent(url)}`,
        )
      ).body;
    const barbells = seedData().categories.find((c) => c.urlPath === "weightlifting-bars-plates/barbells");
    expect(await route("/Weightlifting-Bars-Plates/Barbells/?x=1")).toMatchObject({
      entityType: "category",
      entityId: barbells?.id,
    });
    const listed = usa.byType("simple");
    expect(await route(listed.url)).toMatchObject({ entityType: "product", entityId: listed.productId });
    expect(await route("/about-us")).toMatchObject({ entityType: "cms", entityId: "about-us" });
    expect(await route("/holiday-gifts")).toMatchObject({ redirectTarget: "/gift-guide", redirectType: 302 });
    expect(await route("/plates", "EUR")).toMatchObject({ redirectType: 301 });
    await expectError(store, "/svc_route/route?url=/no/such/page", 404, "route_not_found");
  });

  it("answers site-specific CMS pages and blocks", async () => {
    const usaHome = (await fetchJson<{ id: number }>(store, "/svc_content/cms/page/home")).body;
    const eurHome = (await fetchJson<{ id: number }>(store, "/svc_content/site/EUR/cms/page/home")).body;
    expect(eurHome.id).not.toBe(usaHome.id);
    const inactive = (await fetchJson(store, "/svc_content/cms/block/holiday-closure")).body;
    expect(inactive).toEqual({ name: "holiday-closure", active: false, content: "" });
  });
});
