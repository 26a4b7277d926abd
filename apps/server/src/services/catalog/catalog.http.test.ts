import { PRODUCT_TYPES, Product, ProductComplete } from "@ironworks/contracts";
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

const SPEC_FIELDS = [
  "productId",
  "sku",
  "name",
  "type",
  "price",
  "attributes",
  "weight",
  "inventory",
  "childrenIds",
  "bundleOptions",
  "customOptions",
  "giftcardData",
  "hundoPricing",
  "gallery",
  "thumbnail",
  "visibility",
  "url",
  "hasRedirect",
  "categories",
] as const;
const INVENTORY_FIELDS = ["min", "max", "qoh", "backorder", "leadTime", "restockStatus", "promoQty", "bin", "ms"];

const product = async (id: number, site = "") =>
  (await fetchJson<Product>(store, `/svc_content${site && `/site/${site}`}/catalog/product/${id}`)).body;
const bySku = async (sku: string, site = "") =>
  (
    await fetchJson<Product>(
      store,
      `/svc_content${site && `/site/${site}`}/catalog/product?sku=${encodeURIComponent(sku)}`,
    )
  ).body;

describe("GET /svc_content/catalog/product/{id}", () => {
  it.each(PRODUCT_TYPES)("answers the SPEC §3 product shape for a %s product", async (type) => {
    const listed = usa.byType(type);
    const p = await product(listed.productId);
    for (const field of SPEC_FIELDS) expect(p).toHaveProperty(field);
    for (const field of INVENTORY_FIELDS) expect(p.inventory).toHaveProperty(field);
    expect(Product.parse(p)).toBeTruthy();
    expect(p).toMatchObject({ productId: listed.productId, sku: listed.sku, name: listed.name, type, url: listed.url });
    expect(p.visibility).toBe(4);
    expect(p.hasRedirect).toBe(false);
    expect(p.currency).toBe("USD");
    expect(p.thumbnail).toBe(p.gallery[0]?.link);
    for (const image of p.gallery) expect(image.link).toMatch(/^\/media\//);
    expect(p.categories.length).toBeGreaterThan(0);
    for (const c of p.categories) expect(c.url).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it("answers type-specific details: children, options, gift card data", async () => {
    const configurable = await product(usa.byType("configurable").productId);
    expect(configurable.childrenIds.length).toBeGreaterThan(0);
    expect(configurable.configurableAttributes.length).toBeGreaterThan(0);

    const bundle = await product(usa.byType("bundle").productId);
    expect(bundle.bundleOptions.length).toBeGreaterThan(0);
    const optionProducts = new Set(bundle.bundleOptions.flatMap((o) => o.values.map((v) => v.productId)));
    expect(new Set(bundle.childrenIds)).toEqual(optionProducts);

    const grouped = await product(usa.byType("grouped").productId);
    expect(grouped.childrenIds.length).toBeGreaterThan(0);

    const giftcard = await product(usa.byType("giftcard").productId);
    expect(giftcard.giftcardData?.amounts.length).toBeGreaterThan(0);
    expect(giftcard.price).toBeNull();

    const simple = await product(usa.byType("simple").productId);
    expect(simple).toMatchObject({ childrenIds: [], bundleOptions: [], giftcardData: null });
    expect(typeof simple.price).toBe("number");
    expect(simple.weight).toBeGreaterThan(0);

    const virtual = await product(usa.byType("virtual").productId);
    expect(virtual.weight).toBeNull();
  });

  it("answers hundo pricing for heavy iron", async () => {
    const heavy = seedData().products.find((p) => p.details.hundoPricing && p.sites === null && p.visibility === 4);
    expect(heavy).toBeDefined();
    const p = await product(heavy?.id ?? 0);
    expect(p.hundoPricing).toEqual(heavy?.details.hundoPricing);
  });

  it("answers 404 product_not_found for an unknown id", async () => {
    await expectError(store, "/svc_content/catalog/product/999999", 404, "product_not_found");
  });
});

describe("GET /svc_content/catalog/product?sku=", () => {
  it("finds a product by sku, case-insensitively", async () => {
    const listed = usa.byType("simple");
    expect((await bySku(listed.sku)).productId).toBe(listed.productId);
    expect((await bySku(listed.sku.toLowerCase())).productId).toBe(listed.productId);
  });

  it.each([
    ["EUR", "EU-"],
    ["GBR", "EU-"],
    ["AUS", "AU-"],
  ])("on %s takes and answers the %s store sku", async (site, prefix) => {
    const listed = usa.byType("simple");
    const p = await bySku(`${prefix}${listed.sku}`, site);
    expect(p.productId).toBe(listed.productId);
    expect(p.sku).toBe(`${prefix}${listed.sku}`);
    expect((await bySku(`${prefix}${listed.sku}`.toLowerCase(), site)).productId).toBe(listed.productId);
    expect((await product(listed.productId, site)).sku).toBe(`${prefix}${listed.sku}`);
  });

  it("answers 404 for an unknown sku", async () => {
    await expectError(store, "/svc_content/catalog/product?sku=NO-SUCH-SKU", 404, "product_not_found");
  });
});

describe("GET /svc_content/catalog/product?childId=", () => {
  it("answers the configurable parent of a child", async () => {
    const parent = await product(usa.byType("configurable").productId);
    for (const childId of parent.childrenIds.slice(0, 3)) {
      const { body } = await fetchJson<Product>(store, `/svc_content/catalog/product?childId=${childId}`);
      expect(body.productId).toBe(parent.productId);
      expect(body.childrenIds).toContain(childId);
    }
  });

  it("answers 404 for a product that has no parent", async () => {
    const simple = usa.byType("simple");
    await expectError(store, `/svc_content/catalog/product?childId=${simple.productId}`, 404, "product_not_found");
  });
});

describe("GET /svc_content/catalog/product/complete/{id}", () => {
  it("includes every child of a configurable product", async () => {
    const id = usa.byType("configurable").productId;
    const { body } = await fetchJson<ProductComplete>(store, `/svc_content/catalog/product/complete/${id}`);
    expect(ProductComplete.parse(body)).toBeTruthy();
    expect(body.children.map((c) => c.productId).sort()).toEqual([...body.childrenIds].sort());
    for (const child of body.children) expect(child).toMatchObject({ parentId: id, type: "simple", visibility: 1 });
  });

  it("includes the members of a bundle", async () => {
    const id = usa.byType("bundle").productId;
    const { body } = await fetchJson<ProductComplete>(store, `/svc_content/catalog/product/complete/${id}`);
    expect(body.children.length).toBeGreaterThan(0);
    for (const child of body.children) expect(body.childrenIds).toContain(child.productId);
  });

  it("prices a bundle's fixed selections in each store's currency, with the included product free", async () => {
    const id = usa.byType("bundle").productId;
    for (const site of ["", "EUR", "GBR"]) {
      const { body } = await fetchJson<ProductComplete>(
        store,
        `/svc_content${site && `/site/${site}`}/catalog/product/complete/${id}`,
      );
      const childPrice = new Map(body.children.map((c) => [c.productId, c.price]));
      for (const option of body.bundleOptions)
        for (const v of option.values) {
          if (option.includedProductId === v.productId) expect(v.price).toBe(0);
          else if (v.priceType === "fixed" && v.price > 0) expect(v.price).toBe(childPrice.get(v.productId));
        }
    }
  });

  it("answers no children for a simple product", async () => {
    const id = usa.byType("simple").productId;
    const { body } = await fetchJson<ProductComplete>(store, `/svc_content/catalog/product/complete/${id}`);
    expect(body.children).toEqual([]);
  });
});

describe("GET /svc_content/catalog/product/group-prices", () => {
  type GroupPrices = { storeId: number; prices: { productId: number; groupId: number; price: number }[] };
  const withGroupPrices = () => seedData().products.filter((p) => p.groupPrices.some((g) => g.storeId === 1));

  it("answers the customer-group prices of the listed products in the store currency", async () => {
    const [first, second] = withGroupPrices();
    expect(first && second).toBeTruthy();
    const ids = [first?.id, second?.id];
    const { body } = await fetchJson<GroupPrices>(
      store,
      `/svc_content/catalog/product/group-prices?ids=${ids.join(",")}`,
    );
    const expected = [first, second].flatMap((p) =>
      (p?.groupPrices ?? [])
        .filter((g) => g.storeId === 1)
        .map((g) => ({ productId: p?.id, groupId: g.groupId, price: g.price / 100 })),
    );
    expect(body.storeId).toBe(1);
    expect(body.prices).toEqual(expect.arrayContaining(expected));
    expect(body.prices).toHaveLength(expected.length);
  });

  it("narrows to one group with groupId", async () => {
    const [first] = withGroupPrices();
    const groupId = first?.groupPrices[0]?.groupId ?? -1;
    const { body } = await fetchJson<GroupPrices>(
      store,
      `/svc_content/catalog/product/group-prices?ids=${first?.id}&groupId=${groupId}`,
    );
    expect(body.prices.length).toBeGreaterThan(0);
    for (const row of body.prices) expect(row.groupId).toBe(groupId);
  });

  it("answers an empty list for products without group prices", async () => {
    const plain = seedData().products.find((p) => p.groupPrices.length === 0);
    const { body } = await fetchJson<GroupPrices>(store, `/svc_content/catalog/product/group-prices?ids=${plain?.id}`);
    expect(body.prices).toEqual([]);
  });
});

describe("GET /svc_content/catalog/product/compatibility", () => {
  type Compat = { compatible: { sku: string; name: string; productId: number }[]; incompatible: Compat["compatible"] };

  it("splits a group's accessories into those that fit the tag and those that do not", async () => {
    const accessory = seedData().products.find(
      (p) => p.attributes.compat_tag && p.attributes.accessory_type && p.sites === null,
    );
    const tag = String(accessory?.attributes.compat_tag).split(",")[0]?.trim() ?? "";
    const group = String(accessory?.attributes.compat_group);
    const { body } = await fetchJson<Compat>(
      store,
      `/svc_content/catalog/product/compatibility?tag=${encodeURIComponent(tag)}&group=${encodeURIComponent(group)}`,
    );
    expect(body.compatible.length).toBeGreaterThan(0);
    expect(body.incompatible.length).toBeGreaterThan(0);
    expect(body.compatible.map((c) => c.productId)).toContain(accessory?.id);
    const seen = new Set<number>();
    for (const [list, fits] of [
      [body.compatible, true],
      [body.incompatible, false],
    ] as const) {
      for (const item of list) {
        expect(seen.has(item.productId)).toBe(false);
        seen.add(item.productId);
        const p = await product(item.productId);
        expect(p).toMatchObject({ sku: item.sku, name: item.name });
        expect(p.attributes.compat_group).toBe(group);
        const tags = String(p.attributes.compat_tag ?? "")
          .split(",")
          .map((t) => t.trim());
        expect(tags.includes(tag)).toBe(fits);
      }
    }
  });

  it("answers empty lists for an unknown group", async () => {
    const { body } = await fetchJson<Compat>(
      store,
      "/svc_content/catalog/product/compatibility?tag=x&group=no-such-group",
    );
    expect(body).toEqual({ compatible: [], incompatible: [] });
  });
});

describe("GET /svc_content/hot/active", () => {
  type Hot = { products: { productId: number; sku: string; price: number | null }[]; hundoProductIds: number[] };

  it("answers the site's hot deals in merchandising order with the hundo subset", async () => {
    const { res, body } = await fetchJson<Hot>(store, "/svc_content/hot/active");
    expect(res.headers.get("cache-control")).toMatch(/max-age=300\b/);
    const expected = seedData()
      .hotDeals.filter((d) => d.site === "USA")
      .sort((a, b) => a.position - b.position);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.map((p) => p.productId)).toEqual(expected.map((d) => d.productId));
    expect(body.hundoProductIds).toEqual(expected.filter((d) => d.hundo).map((d) => d.productId));
  });

  it("answers each site its own deals with store skus", async () => {
    const { body } = await fetchJson<Hot>(store, "/svc_content/site/EUR/hot/active");
    const expected = seedData().hotDeals.filter((d) => d.site === "EUR");
    expect(body.products.length).toBe(expected.length);
    for (const p of body.products) expect(p.sku).toMatch(/^EU-/);
  });
});
