import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
}, 180_000);
afterAll(async () => {
  await store?.close();
});

describe("The Index's RSS feeds (issue #19 item 5)", () => {
  it("a category's feed lists its newest posts with links into the storefront", async () => {
    const res = await store.request("/theindex/athletes/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Athletes | The Index</title>");
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l).toMatch(/^https?:\/\/[^/]+\/theindex\/athletes\/[a-z0-9-]+$/);
  });

  it("in another language: the language's names and its storefront's paths", async () => {
    const xml = await (await store.request("/theindex/athletes/feed.xml?lang=de")).text();
    expect(xml).toContain("<title>Athleten | The Index</title>");
    expect(xml).toContain("<language>de</language>");
    expect(xml).toMatch(/<link>https?:\/\/[^/]+\/de\/theindex\/athletes\/[a-z0-9-]+<\/link>/);
  });

  it("the hub's feed has every category; an unknown category or language is 404", async () => {
    const xml = await (await store.request("/theindex/feed.xml")).text();
    expect(new Set([...xml.matchAll(/<category>([^<]+)<\/category>/g)].map((m) => m[1])).size).toBeGreaterThan(1);
    expect((await store.request("/theindex/no-such-category/feed.xml")).status).toBe(404);
    expect((await store.request("/theindex/athletes/feed.xml?lang=xx")).status).toBe(404);
  });
});

describe("sitemap.xml lists the Index (issue #19 item 5)", () => {
  it("the hub, each category and each published post at its own language's slug, with hreflang", async () => {
    const xml = await store.services.sitemap.render("https://shop.example");
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/theindex<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/theindex\/athletes<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/theindex\/gym-builds\/two-car-garage-gym-build<\/loc><lastmod>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/de\/theindex\/gym-builds\/doppelgarage-gym-projekt<\/loc>/);
    expect(xml).toMatch(/hreflang="de-DE" href="https?:\/\/[^/]+\/de\/theindex\/gym-builds\/doppelgarage-gym-projekt"/);
    // Drafts and scheduled posts are not in it.
    expect(xml).not.toContain("draft-deadlift-variations");
    expect(xml).not.toContain("six-post-rack-build-diary");
  });
});

describe("the header preview's article search", () => {
  it("gives each result's storefront path (locale-less) beside WordPress's absolute url", async () => {
    const res = await store.request("/wp-json/wp/v2/search?search=kniebeugen&per_page=4&lang=de");
    const body = (await res.json()) as { url: string; path: string; title: string }[];
    expect(body.length).toBeGreaterThan(0);
    for (const a of body) {
      expect(a.path).toMatch(/^\/theindex\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(a.url.endsWith(`/de${a.path}`)).toBe(true);
    }
  });
});
