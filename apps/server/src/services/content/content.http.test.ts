import { CmsBlock, CmsPage } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, fetchJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const svc = (site = "") => `/svc_content${site && `/site/${site}`}`;
const page = async (id: string | number, site = "") =>
  (await fetchJson<CmsPage>(store, `${svc(site)}/cms/page/${id}`)).body;
const block = async (name: string, site = "") =>
  (await fetchJson<CmsBlock>(store, `${svc(site)}/cms/block/${name}`)).body;
/** Every block name used on a page, slots and A/B variants included. */
const blockNames = (blocks: CmsPage["blocks"]): string[] =>
  blocks.flatMap((b) => [
    b.name,
    ...Object.values(b.slots ?? {}).flatMap(blockNames),
    ...(b.abTest?.variants ?? []).flatMap(blockNames),
  ]);

describe("GET /svc_content/cms/page/{id}", () => {
  it("answers the home page with its content blocks", async () => {
    const home = await page("home");
    expect(CmsPage.parse(home)).toBeTruthy();
    expect(home).toMatchObject({ identifier: "home", url: "/" });
    expect(home.title.length).toBeGreaterThan(0);
    expect(blockNames(home.blocks)).toContain("HeroBanner");
  });

  it("answers each site its own home page", async () => {
    const sites = ["", "CAN", "EUR", "AUS", "GBR", "APO"];
    const homes = await Promise.all(sites.map((site) => page("home", site)));
    expect(new Set(homes.map((h) => h.id)).size).toBe(sites.length);
    for (const home of homes) expect(home.identifier).toBe("home");
    // Product carousels list skus sold on the site: the EUR page differs from the USA one.
    expect(JSON.stringify(homes[2]?.blocks)).not.toBe(JSON.stringify(homes[0]?.blocks));
  });

  it("answers a page by its numeric id", async () => {
    const home = await page("home", "EUR");
    const byId = await page(home.id, "EUR");
    expect(byId).toEqual(home);
  });

  it("does not serve one site's page on another site", async () => {
    const eurHome = await page("home", "EUR");
    await expectError(store, `${svc()}/cms/page/${eurHome.id}`, 404, "page_not_found");
  });

  it("serves a shared page on every site", async () => {
    const usa = await page("about-us");
    const gbr = await page("about-us", "GBR");
    expect(usa).toMatchObject({ identifier: "about-us", url: "/about-us" });
    expect(gbr.id).toBe(usa.id);
    expect((await page(usa.id, "AUS")).identifier).toBe("about-us");
  });

  it("answers 404 page_not_found with the error shape for an unknown page", async () => {
    const error = await expectError(store, `${svc()}/cms/page/no-such-page`, 404, "page_not_found");
    expect(error.message.length).toBeGreaterThan(0);
    await expectError(store, `${svc()}/cms/page/999999`, 404, "page_not_found");
  });

  it("is publicly cacheable with an ETag", async () => {
    const res = await store.request(`${svc()}/cms/page/home`);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = res.headers.get("etag") ?? "";
    expect((await store.request(`${svc()}/cms/page/home`, { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});

describe("GET /svc_content/cms/block/{name}", () => {
  it("answers an active block with its content", async () => {
    const footer = await block("footer-links");
    expect(CmsBlock.parse(footer)).toBeTruthy();
    expect(footer.active).toBe(true);
    expect(footer.content).toContain("<a href=");
  });

  it("prefers the site's own block over the shared one", async () => {
    const usa = await block("free-shipping-banner");
    const eur = await block("free-shipping-banner", "EUR");
    const gbr = await block("free-shipping-banner", "GBR");
    expect(usa.active && eur.active).toBe(true);
    expect(eur.content).not.toBe(usa.content);
    expect(eur.content).toContain("€");
    expect(gbr.content).toBe(usa.content);
  });

  it("answers an inactive block as inactive with empty content", async () => {
    expect(await block("holiday-closure")).toEqual({ name: "holiday-closure", active: false, content: "" });
  });

  it("answers 404 block_not_found for an unknown block", async () => {
    await expectError(store, `${svc()}/cms/block/no-such-block`, 404, "block_not_found");
    await expectError(store, `${svc("EUR")}/cms/block/no-such-block`, 404, "block_not_found");
  });

  it("is cached for an hour (SPEC §9) with an ETag and 304", async () => {
    const res = await store.request(`${svc()}/cms/block/footer-links`);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=3600\b/);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await store.request(`${svc()}/cms/block/footer-links`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});
