import type { SearchTokens } from "@ironworks/contracts";
import { SITES, skuForStore } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { searchClient } from "./search.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { tokenFor, post, search, names } = searchClient(() => store);
const kp = (keyphrase: string) => ({ query: { keyphrase: { value: [keyphrase] } } });

describe("GET /svc_ssr/site/{site}/rfktkn", () => {
  it("answers the API urls and a token that expires in 15 minutes, cached 14 (a 1 minute margin)", async () => {
    const before = Date.now();
    const { res, body } = await fetchJson<SearchTokens>(store, "/svc_ssr/site/USA/rfktkn");
    expect(body).toMatchObject({ apiUrl: "/search-api/search-rec/3", eventApiUrl: "/search-api/event/1" });
    expect(body.token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(body.expires).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(body.expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(res.headers.get("cache-control")).toBe("private, max-age=840");
  });

  it("serves every site, lower-case codes too; an unknown site is a 404", async () => {
    for (const code of Object.keys(SITES)) await fetchJson(store, `/svc_ssr/site/${code.toLowerCase()}/rfktkn`);
    await expectError(store, "/svc_ssr/site/XYZ/rfktkn", 404, "unknown_site");
  });
});

describe("search API authorisation", () => {
  const body = { data: kp("bar") };
  const statusWith = async (token: string | null) => (await post(body, { token })).status;

  it("answers 401 without a token, with a forged, a malformed or an expired one", async () => {
    const { token } = await tokenFor();
    const [head, payload, mac] = token.split(".") as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ s: "USA", e: Date.now() + 3_600_000 })).toString("base64url");
    const flipped = `${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [
      null,
      "",
      "nonsense",
      `${head}.${forgedPayload}.${mac}`,
      `${head}.${payload}.${flipped}`,
      store.services.search.issueTokenAt("USA", Date.now() - 16 * 60_000),
    ]) {
      const res = await post(body, { token: bad });
      expect(res.status, String(bad)).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
    expect(await statusWith(token)).toBe(200);
  });

  it("accepts the raw token without the Bearer scheme, and the GET ?data= form", async () => {
    const { token, apiUrl } = await tokenFor();
    const raw = await store.request(apiUrl, {
      method: "POST",
      headers: { authorization: token },
      body: JSON.stringify(body),
    });
    expect(raw.status).toBe(200);
    const get = await store.request(`${apiUrl}?data=${encodeURIComponent(JSON.stringify(body.data))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(get.status).toBe(200);
  });

  it("scopes results to the token's site", async () => {
    const usaOnly = seedData().products.find((p) => p.visibility === 4 && p.sites?.join() === "USA,APO");
    if (!usaOnly) throw new Error("seed has no USA-only product");
    expect(await names(usaOnly.name, "USA")).toContain(usaOnly.name);
    expect(await names(usaOnly.name, "EUR")).not.toContain(usaOnly.name);
  });
});

describe("relevance on the seeded catalog", () => {
  const listedOn = (site: string) =>
    seedData().products.filter((p) => p.visibility === 4 && (p.sites === null || p.sites.includes(site)));

  it("ranks the product with the exact name first (every 4th listed product)", async () => {
    const products = listedOn("USA").filter((_, i) => i % 4 === 0);
    const misses: string[] = [];
    for (const p of products) {
      const first = (await names(p.name))[0];
      if (first !== p.name) misses.push(`${p.name} → ${first}`);
    }
    expect(misses).toEqual([]);
  });

  it("finds a product by its sku, with or without the store prefix", async () => {
    const p = listedOn("EUR").find((x) => x.type === "simple") as { sku: string; name: string };
    expect((await names(p.sku, "EUR"))[0]).toBe(p.name);
    expect((await names(skuForStore(p.sku, 5), "EUR"))[0]).toBe(p.name);
  });

  it.each([
    ["dumbel", /dumbbell/i],
    ["kettlebel", /kettlebell/i],
    ["competiton bar", /competition/i],
    ["hodie", /hoodie/i],
    ["weightlifitng shoes", /shoe/i],
    ["bumpr plates", /bumper/i],
  ])("forgives typos: %s", async (typo, expected) => {
    const found = await names(typo);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.slice(0, 2).every((n) => expected.test(n)),
      found.slice(0, 3).join(", "),
    ).toBe(true);
  });

  it.each([
    ["kettle", /kettlebell/i],
    ["dumbb", /dumbbell/i],
    ["hood", /hoodie/i],
  ])("matches prefixes while typing: %s", async (prefix, expected) => {
    const found = await names(prefix);
    expect(found.length).toBeGreaterThan(0);
    expect(expected.test(found[0] ?? ""), found[0]).toBe(true);
  });

  it.each([
    ["db", /dumbbell/i],
    ["kb", /kettlebell/i],
    ["oly", /olympic|weightlifting/i],
    ["tshirt", /tee/i],
  ])("knows synonyms: %s", async (short, expected) => {
    const found = await names(short);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.slice(0, 5).every((n) => expected.test(n)),
      found.slice(0, 5).join(", "),
    ).toBe(true);
  });

  it("narrows multi-word queries to products with every word", async () => {
    const found = await names("bumper plates 10 kg");
    expect(found[0]).toMatch(/bumper plates - 10 kg/i);
    for (const n of found) expect(n).toMatch(/bumper/i);
  });

  it("answers an empty result for gibberish, with suggestions still well-formed", async () => {
    const r = await search({ ...kp("qqzzxxqq"), suggestion: { keyphrase: { max: 4 }, category: { max: 6 } } });
    expect(r.total_item).toBe(0);
    expect(r.content.product.value).toEqual([]);
    expect(r.suggestion.category).toEqual([]);
  });
});

describe("facets, sort and paging", () => {
  it("facet counts of single-valued facets add up to total_item", async () => {
    for (const keyphrase of ["", "bar", "plates", "ironworks"]) {
      const r = await search({ ...kp(keyphrase), facet: { all: true, max: -1 }, n_item: 0 });
      const sum = (name: string) => (r.facet[name]?.value ?? []).reduce((n, v) => n + v.count, 0);
      expect(sum("brand"), keyphrase).toBe(r.total_item);
      const unpriced = (await search({ ...kp(keyphrase), n_item: 200 })).content.product.value.filter(
        (p) => p.price === null,
      ).length;
      if (r.total_item <= 200) expect(sum("price") + unpriced, keyphrase).toBe(r.total_item);
    }
  });

  it("filters by a facet value (text or id) to exactly its count; other facets are unaffected by their own filter", async () => {
    const all = await search({ ...kp("plates"), facet: { all: true } });
    const brand = all.facet.brand?.value[0];
    if (!brand) throw new Error("no brand facet");
    for (const value of [brand.text, brand.id]) {
      const r = await search({ ...kp("plates"), facet: { all: true }, filter: { brand: { value: [value] } } });
      expect(r.total_item).toBe(brand.count);
      expect(r.facet.brand?.value.find((v) => v.id === brand.id)).toMatchObject({ selected: true, count: brand.count });
      // Disjunctive: the brand facet still offers the other brands.
      expect(r.facet.brand?.value.length).toBe(all.facet.brand?.value.length);
    }
  });

  it("filters by price band and by range; at most 10 values per facet unless asked", async () => {
    const all = await search({ facet: { all: true }, n_item: 0 });
    for (const f of Object.values(all.facet)) expect(f.value.length).toBeLessThanOrEqual(10);
    expect(all.facet.category?.total).toBeGreaterThan(10);
    const band = all.facet.price?.value[1];
    if (!band) throw new Error("no price band");
    const r = await search({ filter: { price: { value: [`${band.min}-${band.max ?? ""}`] } }, n_item: 200 });
    expect(r.total_item).toBe(band.count);
    const ranged = await search({ filter: { final_price: { value: [{ min: 100, max: 200 }] } }, n_item: 200 });
    for (const p of ranged.content.product.value) {
      const paid = p.special_price ?? p.price ?? -1;
      expect(paid).toBeGreaterThanOrEqual(100);
      expect(paid).toBeLessThanOrEqual(200);
    }
  });

  it("sorts by price and name both ways", async () => {
    const paid = (p: { price: number | null; special_price?: number }) => p.special_price ?? p.price ?? Infinity;
    const asc = (await search({ ...kp("plates"), sort: { value: [{ name: "price", order: "asc" }] } })).content.product
      .value;
    for (let i = 1; i < asc.length; i++)
      expect(paid(asc[i] as never)).toBeGreaterThanOrEqual(paid(asc[i - 1] as never));
    const desc = (await search({ ...kp("plates"), sort: { value: [{ type: "price", order: "desc" }] } })).content
      .product.value;
    expect(paid(desc[0] as never)).toBeGreaterThanOrEqual(paid(desc.at(-1) as never));
    const byName = (await search({ ...kp("bar"), sort: { value: [{ name: "name", order: "asc" }] } })).content.product
      .value;
    const sorted = [...byName].map((p) => p.name.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());
  });

  it("pages with n_item and page_number (default page size 80)", async () => {
    const first = await search({});
    expect(first.n_item).toBe(80);
    expect(first.content.product.value).toHaveLength(80);
    expect(first.total_page).toBe(Math.ceil(first.total_item / 80));
    const p1 = await search({ n_item: 10, page_number: 1 });
    const p2 = await search({ n_item: 10, page_number: 2 });
    const ids = (r: typeof p1) => r.content.product.value.map((p) => p.productId);
    expect(ids(p2).some((id) => ids(p1).includes(id))).toBe(false);
    const beyond = await search({ n_item: 10, page_number: 999 });
    expect(beyond.content.product.value).toEqual([]);
    expect(beyond.total_item).toBe(p1.total_item);
  });
});

describe("search products (SPEC §3)", () => {
  it("carry the site's prices: special_price only below price, GBP fields on GBR, store skus", async () => {
    const seed = seedData();
    const special = seed.products.find(
      (p) =>
        p.visibility === 4 && p.sites === null && p.prices.some((r) => r.storeId === 34 && r.specialPrice !== null),
    );
    if (!special) throw new Error("no special-priced product");
    const gb = (await search({ ...kp(special.name) }, "GBR")).content.product.value[0];
    const row = special.prices.find((r) => r.storeId === 34);
    expect(gb).toMatchObject({ productId: special.id, sku: `EU-${special.sku}`, price: (row?.price ?? 0) / 100 });
    expect(gb?.price_gbp).toBe(gb?.price);
    expect(gb?.special_price).toBeLessThan(gb?.price ?? 0);
    expect(gb?.special_price_gbp).toBe(gb?.special_price);
    const au = (await search({ ...kp(special.name) }, "AUS")).content.product.value[0];
    expect(au?.sku).toBe(`AU-${special.sku}`);
    expect(au).not.toHaveProperty("price_gbp");
    const plain = (await search({ ...kp("Ironworks Power Bar") })).content.product.value[0];
    if (plain && plain.special_price === undefined) expect(plain).not.toHaveProperty("special_price");
  });

  it("have up to 3 categories, brand, images, colour variants and the default related label", async () => {
    const r = await search({ ...kp("color training plates"), n_item: 80 });
    const withColors = r.content.product.value.find((p) => p.related.length > 1);
    expect(withColors?.related[0]).toMatchObject({ label: expect.any(String), productId: expect.any(Number) });
    for (const p of r.content.product.value) {
      expect(p.categories.length).toBeLessThanOrEqual(3);
      expect(p.relatedLabelName).toBe("colors");
      expect(p.quoted).toBe(false);
      expect(p.brand).toEqual(expect.any(String));
    }
  });

  it("answers only the fields asked for in content.product.field", async () => {
    const r = await search({ ...kp("bar"), content: { product: { field: { value: ["sku", "name"] } } }, n_item: 2 });
    expect(Object.keys(r.content.product.value[0] ?? {}).sort()).toEqual(["name", "sku"]);
  });
});

describe("suggestions and redirects", () => {
  it("suggests keyphrases, categories and trending categories", async () => {
    const r = await search({
      ...kp("dumbel"),
      suggestion: { keyphrase: { max: 5 }, category: { max: 6 }, trending_category: { max: 6 } },
      n_item: 12,
    });
    expect(r.suggestion.keyphrase.length).toBeGreaterThan(0);
    expect(r.suggestion.keyphrase.some((k) => /dumbbell/.test(k.text))).toBe(true);
    // Corrections prefer the catalog's common words: no "duffel" for "dumbel".
    expect(r.suggestion.keyphrase.map((k) => k.text)).not.toContain("duffel");
    expect(r.suggestion.category[0]).toMatchObject({
      text: "Dumbbells & Kettlebells",
      url: expect.stringMatching(/^\//),
    });
    expect(r.suggestion.trending_category.length).toBeGreaterThan(0);
    expect(r.suggestion.trending_category.length).toBeLessThanOrEqual(6);
  });

  it("without a keyphrase: featured products, top-level categories", async () => {
    const r = await search({ n_item: 12, suggestion: { keyphrase: { max: 5 }, category: { max: 6 } } });
    expect(r.content.product.value).toHaveLength(12);
    expect(r.suggestion.keyphrase).toEqual([]);
    expect(r.suggestion.category.length).toBeGreaterThan(0);
  });

  it.each([
    ["gift card", "/gift-guide/gift-cards"],
    ["Gift Cards", "/gift-guide/gift-cards"],
    ["deals", "/deals"],
  ])("redirects the configured keyphrase %s", async (phrase, url) => {
    expect((await search(kp(phrase))).redirect_url).toBe(url);
  });

  it("sends no redirect for other keyphrases", async () => {
    expect(await search(kp("gift"))).not.toHaveProperty("redirect_url");
  });
});

describe("widgets", () => {
  const catalogCategory = async (path: string, site = "USA") => {
    const id = seedData().categories.find((c) => c.urlPath === path)?.id ?? 0;
    return store.services.catalog.getCategory(id, SITES[site as "USA"], 1, 200);
  };

  it("category rfkid_10 lists a category's products in merchandising order, with facets", async () => {
    const path = "weightlifting-bars-plates/barbells";
    const expected = await catalogCategory(path);
    const r = await search({
      widget: { rfkid: "rfkid_10" },
      context: { page: { uri: `/${path}` } },
      sort: { value: [{ name: "featured", order: "desc" }] },
      facet: { all: true },
      n_item: 200,
    });
    expect(r.total_item).toBe(expected.productCount);
    expect(r.content.product.value.map((p) => p.productId)).toEqual(expected.products.map((p) => p.productId));
    expect(r.facet_names).toContain("brand");
  });

  it("category uris may carry a locale prefix, a trailing slash or a query", async () => {
    const r = await search({ widget: { rfkid: "rfkid_10" }, context: { page: { uri: "/gb/shoes/?p=2" } } }, "GBR");
    expect(r.total_item).toBeGreaterThan(0);
  });

  it("answers 404 uri_not_found for an unknown uri or a category the site does not show", async () => {
    for (const [uri, site] of [
      ["/no-such-category", "USA"],
      ["/gift-guide/gifts-under-30", "GBR"],
    ] as const) {
      const res = await post({ data: { widget: { rfkid: "rfkid_10" }, context: { page: { uri } } } }, { site });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("uri_not_found");
    }
  });

  it("gift-guide bands list what costs less than the band in the site's currency", async () => {
    for (const [site, uri, cap] of [
      ["USA", "/gift-guide/gifts-under-30", 30],
      ["CAN", "/gift-guide/gifts-under-50", 50],
      ["GBR", "/gift-guide/gifts-under-40", 40],
      ["AUS", "/gift-guide/gifts-under-80", 80],
    ] as const) {
      const r = await search({ widget: { rfkid: "rfkid_10" }, context: { page: { uri } }, n_item: 200 }, site);
      expect(r.total_item, uri).toBeGreaterThan(0);
      for (const p of r.content.product.value) expect(p.special_price ?? p.price ?? Infinity).toBeLessThan(cap);
    }
  });

  it("featured uris and /deals answer the site's featured products and deals", async () => {
    for (const [site, uri] of [
      ["AUS", "/featured-au"],
      ["EUR", "/featured-eu"],
      ["GBR", "/featured-eu"],
      ["USA", "/na-featured"],
    ] as const) {
      const r = await search({ widget: { rfkid: "rfkid_10" }, context: { page: { uri } } }, site);
      expect(r.total_item, `${site} ${uri}`).toBeGreaterThan(0);
    }
    const deals = seedData().hotDeals.filter((d) => d.site === "USA");
    const r = await search({
      widget: { rfkid: "rfkid_10" },
      context: { page: { uri: "/deals" } },
      facet: { all: true },
    });
    expect(r.content.product.value.map((p) => p.productId).sort()).toEqual(deals.map((d) => d.productId).sort());
    expect(r.facet.deal_type?.value.map((v) => v.text)).toEqual(expect.arrayContaining(["Clearance"]));
  });

  it("similar rfkid_31 answers related products without the product itself (up to 80)", async () => {
    const target = seedData().products.find((p) => p.visibility === 4 && /Kettlebell - 16 kg/.test(p.name));
    if (!target) throw new Error("no kettlebell");
    const r = await search({ widget: { rfkid: "rfkid_31" }, context: { page: { sku: [target.sku] } } });
    expect(r.n_item).toBe(80);
    expect(r.content.product.value.length).toBeGreaterThan(0);
    expect(r.content.product.value.map((p) => p.productId)).not.toContain(target.id);
    expect(r.content.product.value[0]?.name).toMatch(/kettlebell/i);
  });

  it("cart rfkid_4 and forYou rfkid_32 answer products; unknown widgets are a 400", async () => {
    const bar = seedData().products.find((p) => p.sku === "BB1008");
    const cart = await search({
      widget: { rfkid: "rfkid_4" },
      context: { page: { sku: [bar?.sku ?? ""] } },
      n_item: 12,
    });
    expect(cart.content.product.value).toHaveLength(12);
    expect(cart.content.product.value.map((p) => p.sku)).not.toContain("BB1008");
    const forYou = await search({ widget: { rfkid: "rfkid_32" }, context: { user: { user_id: "u1" } }, n_item: 12 });
    expect(forYou.content.product.value).toHaveLength(12);
    const res = await post({ data: { widget: { rfkid: "rfkid_999" } } });
    expect(res.status).toBe(400);
  });
});

describe("POST {eventApiUrl}", () => {
  it("accepts events with 204 and feeds views into 'for you'", async () => {
    const { token, eventApiUrl } = await tokenFor();
    const target = seedData().products.find((p) => p.visibility === 4 && /Rubber Hex Dumbbells - 25 lb/.test(p.name));
    const send = (body: unknown, auth = `Bearer ${token}`) =>
      store.request(eventApiUrl, { method: "POST", headers: { authorization: auth }, body: JSON.stringify(body) });
    const t = Date.now();
    const res = await send({
      data: {
        t,
        t0: t - 500,
        user_id: "shopper-7",
        app_type: "web",
        type: "view",
        name: "pdp",
        value: { products: [{ sku: target?.sku }] },
      },
    });
    expect(res.status).toBe(204);
    const r = await search({ widget: { rfkid: "rfkid_32" }, context: { user: { user_id: "shopper-7" } }, n_item: 5 });
    expect(r.content.product.value[0]?.name).toMatch(/dumbbell/i);
    expect((await send({ data: { t: "yesterday" } })).status).toBe(400);
    expect((await send({ nodata: true })).status).toBe(400);
    expect((await send({ data: { t } }, "Bearer nope")).status).toBe(401);
  });
});
