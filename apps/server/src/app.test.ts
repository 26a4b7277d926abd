import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SITE_CODES, SITES, skuForStore } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, fetchJson } from "./testing/http.ts";
import { seedData } from "./testing/seed-data.ts";
import { createTestStore, type TestStore } from "./testing/test-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

describe("health", () => {
  it("GET /healthz answers 200", async () => {
    const { body } = await fetchJson(store, "/healthz");
    expect(body).toEqual({ status: "ok" });
  });

  it("GET /readyz reports the database reachable and migrations applied", async () => {
    const { body } = await fetchJson(store, "/readyz");
    expect(body).toEqual({ status: "ready", database: true, migrations: true });
  });
});

describe("platform headers", () => {
  it("sets the baseline security headers on API answers, errors included", async () => {
    for (const path of ["/healthz", "/svc_content/catalog/menu", "/svc_content/nope"]) {
      const res = await store.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      // Served over plain http in tests: no HSTS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("echoes a caller's x-request-id and makes one up otherwise", async () => {
    const given = await store.request("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("abc-123");
    const made = await store.request("/healthz");
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("compression (ADR 0031)", () => {
  it("answers GET /healthz (15 bytes of JSON) uncompressed, with its length, to a client asking for br and gzip", async () => {
    const res = await store.request("/healthz", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe("15");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("compresses the catalog menu and it decodes to the same JSON as the plain answer", async () => {
    const plain = await (await store.request("/svc_content/catalog/menu")).text();
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await store.request("/svc_content/catalog/menu", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect((encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(plain);
    }
  });
});

describe("site insert", () => {
  it("answers 404 unknown_site for a site code that does not exist", async () => {
    for (const path of [
      "/svc_content/site/XYZ/catalog/menu",
      "/svc_content/site/XYZ/cms/page/home",
      "/svc_route/site/XYZ/route?url=/",
      "/svc_ssr/site/XYZ/countries",
    ])
      await expectError(store, path, 404, "unknown_site");
  });

  it.each(SITE_CODES)("serves every endpoint under /site/%s", async (code) => {
    const site = SITES[code];
    const everywhere = seedData().products.filter(
      (p) => p.sites === null && p.visibility === 4 && p.prices.every((row) => row.price !== null),
    );
    const simple = everywhere.find((p) => p.type === "simple");
    const configurable = everywhere.find((p) => p.type === "configurable");
    const child = seedData().products.find((p) => p.parentId === configurable?.id);
    const endpoints: [string, string][] = [
      ["/svc_content", "/catalog/menu"],
      ["/svc_content", `/catalog/category/${seedData().categories[0]?.id}`],
      ["/svc_content", `/catalog/product/${simple?.id}`],
      ["/svc_content", `/catalog/product?sku=${skuForStore(simple?.sku ?? "", site.storeId)}`],
      ["/svc_content", `/catalog/product?childId=${child?.id}`],
      ["/svc_content", `/catalog/product/complete/${configurable?.id}`],
      ["/svc_content", `/catalog/product/group-prices?ids=${simple?.id}`],
      ["/svc_content", "/catalog/product/compatibility?tag=x&group=rack-attachments"],
      ["/svc_content", "/hot/active"],
      ["/svc_content", "/cms/page/home"],
      ["/svc_content", "/cms/block/footer-links"],
      ["/svc_route", "/route?url=/gear-apparel"],
      ["/svc_ssr", "/countries"],
      ["/svc_ssr", "/regions?countryCode=US"],
    ];
    for (const [root, rest] of endpoints) {
      const res = await store.request(`${root}/site/${code}${rest}`);
      expect({ path: `${root}/site/${code}${rest}`, status: res.status }).toEqual({
        path: `${root}/site/${code}${rest}`,
        status: 200,
      });
      const body = await res.json();
      if (/^\/catalog\/product(\?|\/\d|\/complete|\/group-prices)/.test(rest))
        expect(JSON.stringify(body)).toContain(`"storeId":${site.storeId}`);
    }
  });

  it("accepts a lower-case site code", async () => {
    const { body } = await fetchJson<{ sku: string }[]>(store, "/svc_ssr/site/gbr/countries");
    expect(body.length).toBeGreaterThan(0);
  });
});

const big = "9".repeat(65);
/** [path, status, field named in error.details.fields[0] (prefix match)] */
const BAD_INPUT: [string, number, string?][] = [
  ["/svc_content/catalog/product/abc", 400, "id"],
  ["/svc_content/catalog/product/0", 400, "id"],
  ["/svc_content/catalog/product/-1", 400, "id"],
  ["/svc_content/catalog/product/99999999999", 400, "id"],
  ["/svc_content/catalog/product/1.5", 400, "id"],
  ["/svc_content/catalog/product/1e3", 400, "id"],
  ["/svc_content/catalog/product/0x3E8", 400, "id"],
  ["/svc_content/catalog/product/0012", 400, "id"],
  ["/svc_content/catalog/product/%2012", 400, "id"],
  ["/svc_content/catalog/product?childId=1e3", 400, "query.childId"],
  ["/svc_content/catalog/product/complete/abc", 400, "id"],
  ["/svc_content/catalog/product/complete/0", 400, "id"],
  ["/svc_content/catalog/category/abc", 400, "id"],
  ["/svc_content/catalog/category/-3", 400, "id"],
  ["/svc_content/catalog/category/99999999999", 400, "id"],
  ["/svc_content/catalog/category/1?page=0", 400, "query.page"],
  ["/svc_content/catalog/category/1?page=abc", 400, "query.page"],
  ["/svc_content/catalog/category/1?pageSize=1000", 400, "query.pageSize"],
  ["/svc_content/catalog/category/1?pageSize=0", 400, "query.pageSize"],
  ["/svc_content/catalog/category/1?pageSize=2.5", 400, "query.pageSize"],
  ["/svc_content/catalog/product", 400, "query.sku"],
  ["/svc_content/catalog/product?sku=", 400, "query.sku"],
  ["/svc_content/catalog/product?sku=%20%20", 400, "query.sku"],
  [`/svc_content/catalog/product?sku=${big}`, 400, "query.sku"],
  ["/svc_content/catalog/product?sku=A&childId=1", 400, "query.sku"],
  ["/svc_content/catalog/product?childId=abc", 400, "query.childId"],
  ["/svc_content/catalog/product?childId=0", 400, "query.childId"],
  ["/svc_content/catalog/product?childId=99999999999", 400, "query.childId"],
  ["/svc_content/catalog/product/group-prices", 400, "query.ids"],
  ["/svc_content/catalog/product/group-prices?ids=a,b", 400, "query.ids"],
  ["/svc_content/catalog/product/group-prices?ids=1,-2", 400, "query.ids"],
  ["/svc_content/catalog/product/group-prices?ids=,,", 400, "query.ids"],
  [
    `/svc_content/catalog/product/group-prices?ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(",")}`,
    400,
    "query.ids",
  ],
  ["/svc_content/catalog/product/group-prices?ids=1&groupId=abc", 400, "query.groupId"],
  ["/svc_content/catalog/product/group-prices?ids=1&groupId=-1", 400, "query.groupId"],
  ["/svc_content/catalog/product/compatibility?group=rack-attachments", 400, "query.tag"],
  ["/svc_content/catalog/product/compatibility?tag=x&group=", 400, "query.group"],
  [`/svc_content/catalog/product/compatibility?tag=${"t".repeat(101)}&group=x`, 400, "query.tag"],
  ["/svc_content/cms/page/a%20b", 400, "id"],
  ["/svc_content/cms/page/..%2F..%2Fetc", 400, "id"],
  [`/svc_content/cms/block/${"b".repeat(101)}`, 400, "name"],
  ["/svc_content/cms/block/-x", 400, "name"],
  ["/svc_route/route", 400, "query.url"],
  ["/svc_route/route?url=", 400, "query.url"],
  ["/svc_route/route?url=shoes", 400, "query.url"],
  ["/svc_route/route?url=//evil.com", 400, "query.url"],
  ["/svc_route/route?url=https://evil.com/", 400, "query.url"],
  [`/svc_route/route?url=/${"a".repeat(2048)}`, 400, "query.url"],
  ["/svc_route/route?url=/%00", 400, "query.url"],
  ["/svc_content/catalog/product?sku=A%00B", 400, "query.sku"],
  ["/svc_content/catalog/product/compatibility?tag=%00&group=x", 400, "query.tag"],
  // NUL anywhere in the path: the input guard's 400 (ADR 0023), before any route reads a parameter.
  ["/svc_content/cms/block/a%00", 400, "path"],
  ["/svc_ssr/regions?countryCode=USA", 400, "query.countryCode"],
  ["/svc_ssr/regions?countryCode=1", 400, "query.countryCode"],
  ["/media/product/barbell/x-1.svg?w=123", 400, "query.w"],
  ["/media/product/barbell/x-1.svg?w=abc", 400, "query.w"],
  ["/svc_content/nope", 404],
  ["/svc_content/catalog/nope/1", 404],
  ["/svc_route/nope", 404],
  ["/svc_ssr/nope", 404],
  ["/svc_content/site/EUR/nope", 404],
  ["/media/nope.svg", 404],
  ["/media/product/unicorn/x-1.svg", 404],
  ["/media/product/barbell/x-9.svg", 404],
  // Odd but harmless input: must be answered, never a 5xx.
  ["/svc_route/route?url=/%", 404],
  ["/svc_route/route?url=/%E0%A4%A", 404],
  ["/svc_content/catalog/product?sku=%F0%9F%8F%8B", 404],
  ["/svc_content/catalog/product?sku=%27%3B%20drop%20table%20x", 404],
  ["/svc_content/cms/page/does-not-exist", 404],
  ["/svc_content/cms/block/does-not-exist", 404],
  ["/svc_content/catalog/product/2147483647", 404],
  ["/svc_content/catalog/category/2147483647", 404],
];

describe("bad input", () => {
  it.each(BAD_INPUT)("%s → %i", async (path, status, field) => {
    const res = await store.request(path);
    expect(res.status).toBeLessThan(500);
    const error = await expectError(store, path, status);
    if (status === 400) expect(error.code).toBe("validation_error");
    if (field) expect(error.details?.fields?.[0]?.field.startsWith(field)).toBe(true);
  });

  it("refuses a body over 1 MB with 413 JSON", async () => {
    const body = "x".repeat(1024 * 1024 + 10);
    await expectError(store, "/svc_content/catalog/menu", 413, "payload_too_large", { method: "POST", body });
  });

  it("answers a method nobody serves with 404 JSON, not a 5xx", async () => {
    await expectError(store, "/svc_content/catalog/menu", 404, "not_found", { method: "DELETE" });
  });
});

describe("GET /media", () => {
  it("serves a seeded image as SVG, sized to an allowed width", async () => {
    const [top] = await store.services.catalog.listMenu(SITES.USA);
    const category = await store.services.catalog.getCategory(top?.id ?? 0, SITES.USA);
    expect(category.image).toMatch(/^\/media\//);
    const res = await store.request(`${category.image}?w=360`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="360"/);
    const full = await (await store.request(category.image ?? "")).text();
    expect(full).not.toMatch(/^<svg [^>]*width="360"/);
  });
});
