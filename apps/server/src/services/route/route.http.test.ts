import { type Product, RouteResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscoveredCatalog, discoverCatalog } from "../../testing/discover.ts";
import { expectError, fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
let usa: DiscoveredCatalog;
beforeAll(async () => {
  store = await createTestStore();
  usa = await discoverCatalog(store);
});
afterAll(async () => {
  await store?.close();
});

const route = async (url: string, site = "") =>
  (await fetchJson<RouteResponse>(store, `/svc_route${site && `/site/${site}`}/route?url=${encodeURIComponent(url)}`))
    .body;
const categoryId = (path: string) => seedData().categories.find((c) => c.urlPath === path)?.id;

describe("GET /svc_route/route", () => {
  it("resolves a category path", async () => {
    const r = await route("/weightlifting-bars-plates/barbells");
    expect(RouteResponse.parse(r)).toBeTruthy();
    expect(r).toMatchObject({
      entityType: "category",
      entityId: categoryId("weightlifting-bars-plates/barbells"),
      redirectTarget: null,
      redirectType: null,
    });
  });

  it("lists the legacy paths that redirect to an entity as related", async () => {
    const r = await route("/weightlifting-bars-plates/barbells");
    expect(r.related).toContain("/barbells");
  });

  it("resolves a product url to the product the catalog answers", async () => {
    for (const type of ["simple", "configurable", "bundle"] as const) {
      const listed = usa.byType(type);
      const r = await route(listed.url);
      expect(r).toMatchObject({ entityType: "product", entityId: listed.productId });
      const product = await fetchJson<Product>(store, `/svc_content/catalog/product/${r.entityId}`);
      expect(product.body.url).toBe(listed.url);
    }
  });

  it("does not resolve a region-limited product or category on a site that does not show it", async () => {
    const data = seedData();
    const product = data.products.find((p) => p.visibility === 4 && p.sites && !p.sites.includes("USA"));
    const category = data.categories.find((c) => c.sites && !c.sites.includes("EUR"));
    expect(product && category).toBeTruthy();
    await expectError(store, `/svc_route/route?url=/${product?.urlKey}`, 404, "route_not_found");
    const onItsSite = await route(`/${product?.urlKey}`, product?.sites?.[0]);
    expect(onItsSite).toMatchObject({ entityType: "product", entityId: product?.id });
    await expectError(store, `/svc_route/site/EUR/route?url=/${category?.urlPath}`, 404, "route_not_found");
  });

  it("resolves a CMS url to the page identifier", async () => {
    expect(await route("/about-us")).toMatchObject({ entityType: "cms", entityId: "about-us", redirectTarget: null });
    expect(await route("/", "EUR")).toMatchObject({ entityType: "cms", entityId: "home" });
  });

  it("answers a legacy redirect with its target and type", async () => {
    expect(await route("/barbells")).toEqual({
      entityType: null,
      entityId: null,
      redirectTarget: "/weightlifting-bars-plates/barbells",
      redirectType: 301,
      related: [],
    });
    expect(await route("/holiday-gifts")).toMatchObject({ redirectTarget: "/gift-guide", redirectType: 302 });
  });

  it("answers one hop only, so a redirect loop cannot hang the server", async () => {
    expect(await route("/loop-a")).toMatchObject({ redirectTarget: "/loop-b", redirectType: 301 });
    expect(await route("/loop-b")).toMatchObject({ redirectTarget: "/loop-a", redirectType: 301 });
  });

  it("sends every other redirect to a path that resolves", async () => {
    const redirects = seedData().urlRewrites.filter((r) => r.redirectTarget && !r.requestPath.startsWith("/loop-"));
    expect(redirects.length).toBeGreaterThan(0);
    for (const r of redirects) {
      const site = r.site === "*" ? "" : r.site;
      const target = await route(r.redirectTarget ?? "", site);
      expect({ from: r.requestPath, entityType: target.entityType }).toEqual({
        from: r.requestPath,
        entityType: expect.any(String),
      });
    }
  });

  it("applies a site's own redirect only on that site", async () => {
    expect(await route("/plates", "EUR")).toMatchObject({ redirectTarget: "/weightlifting-bars-plates/bumper-plates" });
    await expectError(store, `/svc_route/route?url=${encodeURIComponent("/plates")}`, 404, "route_not_found");
  });

  it("answers 404 route_not_found for an unknown path", async () => {
    const error = await expectError(store, "/svc_route/route?url=/no/such/page", 404, "route_not_found");
    expect(error.message.length).toBeGreaterThan(0);
  });

  it.each([
    "/weightlifting-bars-plates/barbells/",
    "/Weightlifting-Bars-Plates/BARBELLS",
    "/weightlifting-bars-plates/barbells?sort=price&p=2",
    "/weightlifting-bars-plates/barbells#reviews",
    "/weightlifting-bars-plates//barbells",
  ])("normalises %s", async (url) => {
    expect(await route(url)).toMatchObject({
      entityType: "category",
      entityId: categoryId("weightlifting-bars-plates/barbells"),
    });
  });

  it("is cached for 2 hours (SPEC §9) with an ETag and 304", async () => {
    const path = "/svc_route/route?url=/gear-apparel";
    const res = await store.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=7200\b/);
    const etag = res.headers.get("etag") ?? "";
    expect((await store.request(path, { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});
