import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/orders.ts";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 item 4 (catalog) through the staff API on a real engine: the product list with search,
 * filters, sort and pages; bulk edit of selected rows (all or nothing, one audit entry per changed
 * product, 409 when any row changed since it was listed); the full editor's fields per product type
 * with the storefront showing the result; 409 with the current version; 403 for a role without
 * catalog.write (the RBAC matrix walks every endpoint, staff-rbac.http.test.ts).
 */
const clock = movableNow();
let store: TestStore;
let merchandiser: StaffClient;
let owner: StaffClient;
let viewer: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  merchandiser = await signedInStaff(store, clock, "merchandiser");
  owner = await signedInStaff(store, clock, "owner");
  viewer = await signedInStaff(store, clock, "viewer");
});
afterAll(() => store.close());

const seeded = () => seedData().products;
const USA = 1;
const EUR = 5;
/** Simple, listed, sold everywhere, with stock: the price and copy journeys' products. */
const simple = (n: number) => plentiful(n);
const bundle = () => {
  const p = seeded().find((x) => x.type === "bundle" && x.visibility === 4 && x.sites === null);
  if (!p) throw new Error("no bundle in the seed");
  return p;
};

type Row = { id: number; sku: string; name: string; type: string; version: string; status: string; qoh: number | null };
const list = async (query: string) => {
  const res = await merchandiser.json("GET", `/svc_staff/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { products: Row[]; total: number; page: number; limit: number };
};
/** The rows of these products as the list shows them (each found by its SKU). */
const listedRows = async (...wanted: { id: number; sku: string }[]) => {
  const out: Row[] = [];
  for (const p of wanted)
    out.push(...(await list(`q=${encodeURIComponent(p.sku)}`)).products.filter((r) => r.id === p.id));
  return out;
};
const read = async (id: number, locale = "en") =>
  (await merchandiser.json("GET", `/svc_staff/products/${id}?locale=${locale}`)).body;
const auditOf = async (id: number) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=product&targetId=${id}`)).body.entries as {
    action: string;
    staffEmail: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
const shopper = (path: string) => call(testBrowser(store), "GET", path);

describe("product list", () => {
  it("finds products by name or SKU, filters by type, status, stock and store, sorts and pages", async () => {
    const p = simple(0);
    const bySku = await list(`q=${encodeURIComponent(p.sku.toLowerCase())}`);
    expect(bySku.products.map((r) => r.sku)).toContain(p.sku);
    const byName = await list(`q=${encodeURIComponent(p.name.slice(0, 8))}`);
    expect(byName.products.some((r) => r.id === p.id)).toBe(true);

    const bundles = await list("type=bundle&limit=200");
    expect(bundles.total).toBe(seeded().filter((x) => x.type === "bundle").length);
    expect(bundles.products.every((r) => r.type === "bundle")).toBe(true);

    const hidden = await list("status=hidden&limit=200");
    expect(hidden.total).toBe(seeded().filter((x) => x.visibility !== 4).length);
    const inStock = await list("inStock=yes&limit=200");
    expect(inStock.products.every((r) => (r.qoh ?? 0) > 0)).toBe(true);
    const eurOnly = await list(`storeId=${EUR}&limit=200`);
    expect(eurOnly.total).toBe(seeded().filter((x) => x.prices.some((pr) => pr.storeId === EUR)).length);
    const category = p.categories[0]?.categoryId as number;
    const inCategory = await list(`categoryId=${category}&limit=200`);
    expect(inCategory.products.map((r) => r.id)).toContain(p.id);

    const bySkuDesc = await list("sort=-sku&limit=3");
    const skus = bySkuDesc.products.map((r) => r.sku);
    expect(skus).toEqual([...skus].sort().reverse());
    const page2 = await list("sort=id&limit=2&page=2");
    const page1 = await list("sort=id&limit=2&page=1");
    expect(page2.products[0]?.id).toBeGreaterThan(page1.products[1]?.id as number);
    expect(page1.total).toBe(seeded().length);

    const row = (await list(`q=${encodeURIComponent(p.sku)}`)).products.find((r) => r.id === p.id) as Row & {
      prices: Record<string, { price: number }>;
    };
    expect(row.prices[String(USA)]?.price).toBe(p.prices.find((x) => x.storeId === USA)?.price);
  });

  it("refuses a bad filter with 400 and the field", async () => {
    const bad = await merchandiser.json("GET", "/svc_staff/products?type=spaceship");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
    const sort = await merchandiser.json("GET", "/svc_staff/products?sort=price;drop");
    expect(sort.status).toBe(400);
  });
});

describe("bulk edit", () => {
  it("raises the USA price of two products by 10 %, in one go, one audit entry each; the storefront shows it", async () => {
    const [a, b] = [simple(1), simple(2)];
    const rows = await listedRows(a, b);
    const before = await Promise.all([a, b].map((p) => read(p.id)));
    const res = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: rows.map((r) => ({ id: r.id, version: r.version })),
      change: { kind: "price", storeId: USA, mode: "percent", value: 10 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changed).toBe(2);
    for (const [i, p] of [a, b].entries()) {
      const was = before[i]?.prices.find((x: { storeId: number }) => x.storeId === USA)?.price as number;
      const now = Math.round(was * 1.1);
      expect((await read(p.id)).prices.find((x: { storeId: number }) => x.storeId === USA).price).toBe(now);
      const audit = (await auditOf(p.id)).filter((e) => e.action === "product.bulk");
      expect(audit[0]?.changes).toEqual({ [`price.${USA}`]: { before: was, after: now } });
      expect(audit[0]?.staffEmail).toBe(merchandiser.email);
      const shown = await shopper(`/svc_content/catalog/product/${p.id}`);
      expect(shown.body.price).toBeCloseTo(now / 100, 2);
    }
  });

  it("changes nothing when any selected product changed since it was listed: 409 names it", async () => {
    const [a, b] = [simple(3), simple(4)];
    const rows = await listedRows(a, b);
    // Someone saves b in between.
    const fresh = await read(b.id);
    expect(
      (
        await owner.json("PUT", `/svc_staff/products/${b.id}`, {
          version: fresh.version,
          shortDescription: "Edited meanwhile",
        })
      ).status,
    ).toBe(200);
    const res = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: rows.map((r) => ({ id: r.id, version: r.version })),
      change: { kind: "status", status: "hidden" },
    });
    expect([res.status, res.body.error.code]).toEqual([409, "version_conflict"]);
    expect(res.body.error.details.conflicts.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect((await read(a.id)).status).toBe("listed");
    expect((await auditOf(a.id)).filter((e) => e.action === "product.bulk")).toEqual([]);
  });

  it("is all or nothing: one product that cannot take the change refuses the whole edit with 400", async () => {
    const a = simple(5);
    // A grouped parent carries no price of its own (its members do).
    const priceless = seeded().find((x) => !x.prices.some((p) => p.storeId === USA && p.price !== null));
    if (!priceless) throw new Error("every seeded product has a USA price");
    const rows = await listedRows(a, priceless);
    const version = (id: number) => rows.find((r) => r.id === id)?.version ?? "";
    const priceBefore = (await read(a.id)).prices.find((x: { storeId: number }) => x.storeId === USA).price;
    const res = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: [
        { id: a.id, version: version(a.id) },
        { id: priceless.id, version: version(priceless.id) },
      ],
      change: { kind: "price", storeId: USA, mode: "amount", value: -100 },
    });
    expect([res.status, res.body.error.code]).toEqual([400, "validation_error"]);
    expect(res.body.error.details.fields[0].message).toBe(`${priceless.sku} has no price in store ${USA}`);
    expect((await read(a.id)).prices.find((x: { storeId: number }) => x.storeId === USA).price).toBe(priceBefore);
    expect((await auditOf(a.id)).filter((e) => e.action === "product.bulk")).toEqual([]);
    const below = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: [{ id: a.id, version: version(a.id) }],
      change: { kind: "price", storeId: USA, mode: "percent", value: -150 },
    });
    expect([below.status, below.body.error.details.fields[0].message]).toEqual([
      400,
      `${a.sku} would cost less than 0`,
    ]);
  });

  it("assigns a category and hides a product; an unknown category is refused", async () => {
    const a = simple(6);
    const category = seeded().find(
      (x) => x.categories.length && !x.categories.some((c) => c.categoryId === a.categories[0]?.categoryId),
    )?.categories[0]?.categoryId as number;
    let rows = await listedRows(a);
    const v = () => (rows.find((r) => r.id === a.id) as Row).version;
    const assign = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: [{ id: a.id, version: v() }],
      change: { kind: "category", categoryId: category, assign: true },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    expect((await read(a.id)).categoryIds).toContain(category);
    rows = await listedRows(a);
    const hide = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: [{ id: a.id, version: v() }],
      change: { kind: "status", status: "hidden" },
    });
    expect(hide.status).toBe(200);
    expect((await list(`status=hidden&q=${encodeURIComponent(a.sku)}`)).products.map((r) => r.id)).toEqual([a.id]);
    const unknown = await merchandiser.json("POST", "/svc_staff/products/bulk", {
      products: [{ id: a.id, version: hide.body.products[0].version }],
      change: { kind: "category", categoryId: 987654, assign: true },
    });
    expect([unknown.status, unknown.body.error.details.fields[0].field]).toEqual([400, "change.categoryId"]);
  });

  it("403 names catalog.write for a viewer, who may still list", async () => {
    expect((await viewer.json("GET", "/svc_staff/products")).status).toBe(200);
    const res = await viewer.json("POST", "/svc_staff/products/bulk", {
      products: [{ id: simple(0).id, version: "1" }],
      change: { kind: "status", status: "hidden" },
    });
    expect([res.status, res.body.error.details.permission]).toEqual([403, "catalog.write"]);
  });
});

describe("product editor", () => {
  it("saves special price, promo fields, German description and features, stock and attributes in one audited save", async () => {
    const p = simple(7);
    const en = await read(p.id);
    const usa = en.prices.find((x: { storeId: number }) => x.storeId === USA);
    const saved = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: en.version,
      prices: [{ storeId: USA, price: usa.price, specialPrice: usa.price - 500, promoPrice: usa.promoPrice }],
      promo: { enabled: true, fromDate: "2026-01-01", toDate: "2099-12-31", qtyLimit: false, qty: null },
      inventory: { qoh: 42, backorder: true },
      attributes: { manufacturer: "Ironworks Foundry" },
      weight: 12.5,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).not.toBe(en.version);
    const de = await read(p.id, "de");
    const german = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: de.version,
      locale: "de",
      description: "Gebaut für schwere Sätze, Tag für Tag.",
      features: ["Pulverbeschichtet", "Made in Ohio"],
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    expect(german.body).toMatchObject({ locale: "de", description: "Gebaut für schwere Sätze, Tag für Tag." });

    const shownUs = (await shopper(`/svc_content/catalog/product/${p.id}`)).body;
    expect(shownUs.attributes.special_price).toBeCloseTo((usa.price - 500) / 100, 2);
    expect(shownUs.attributes).toMatchObject({ rogue_promo_enabled: true, manufacturer: "Ironworks Foundry" });
    expect(shownUs.inventory).toMatchObject({ qoh: 42, backorder: true });
    const shownDe = (await shopper(`/svc_content/catalog/product/${p.id}?locale=de`)).body;
    expect(shownDe.attributes.description).toBe("Gebaut für schwere Sätze, Tag für Tag.");
    expect(shownDe.attributes.features).toEqual(["Pulverbeschichtet", "Made in Ohio"]);

    const [germanEntry, first] = (await auditOf(p.id)).filter((e) => e.action === "product.edit");
    expect(Object.keys(first?.changes ?? {}).sort()).toEqual(
      [
        `specialPrice.${USA}`,
        "promo",
        "inventory.qoh",
        "inventory.backorder",
        "attributes.manufacturer",
        "weight",
      ].sort(),
    );
    expect(first?.changes[`specialPrice.${USA}`]).toEqual({ before: usa.specialPrice, after: usa.price - 500 });
    expect(Object.keys(germanEntry?.changes ?? {}).sort()).toEqual(["description.de", "features.de"]);
  });

  it("edits a bundle's options, a gallery with alt text per language and options, and refuses what breaks the rules", async () => {
    const b = bundle();
    const current = await read(b.id);
    expect(current.type).toBe("bundle");
    expect(current.bundleOptions.length).toBeGreaterThan(0);
    const options = current.bundleOptions.map((o: { title: string }, i: number) =>
      i === 0 ? { ...o, title: "Pick your plates", isRequired: true } : o,
    );
    const gallery = [
      { link: "https://images.example.com/rack-front.jpg", label: "Rack, front", width: 1200, height: 800 },
      ...current.gallery,
    ];
    const saved = await merchandiser.json("PUT", `/svc_staff/products/${b.id}`, {
      version: current.version,
      bundleOptions: options,
      gallery,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const alt = await merchandiser.json("PUT", `/svc_staff/products/${b.id}`, {
      version: saved.body.version,
      locale: "de",
      galleryLabels: { "Rack, front": "Rack von vorn" },
    });
    expect(alt.status, JSON.stringify(alt.body)).toBe(200);
    expect(alt.body.galleryLabels["Rack, front"]).toBe("Rack von vorn");
    const shown = (await shopper(`/svc_content/catalog/product/${b.id}?locale=de`)).body;
    expect(shown.gallery[0]).toMatchObject({ link: gallery[0]?.link, label: "Rack von vorn" });
    expect(shown.bundleOptions[0]).toMatchObject({ isRequired: true });

    const refused = [
      [{ prices: [{ storeId: USA, specialPrice: 100 }] }, "prices.1"],
      [{ bundleOptions: [{ ...options[0], includedProductId: 999999 }] }, "bundleOptions.0.includedProductId"],
      [
        { promo: { enabled: true, fromDate: "2026-05-02", toDate: "2026-05-01", qtyLimit: false, qty: null } },
        "promo.toDate",
      ],
      [{ categoryIds: [987654] }, "categoryIds"],
      [{ gallery: [{ link: "javascript:alert(1)", label: "x", width: 1, height: 1 }] }, "gallery.0.link"],
      [{ prices: [{ storeId: USA, price: -1 }] }, "prices.0.price"],
    ] as const;
    for (const [body, field] of refused) {
      const res = await merchandiser.json("PUT", `/svc_staff/products/${b.id}`, { version: alt.body.version, ...body });
      expect([res.status, res.body.error.code, res.body.error.details.fields[0].field]).toEqual([
        400,
        "validation_error",
        field,
      ]);
    }
    expect((await read(b.id)).version).toBe(alt.body.version);
    const simpleBundle = await merchandiser.json("PUT", `/svc_staff/products/${simple(0).id}`, {
      version: (await read(simple(0).id)).version,
      bundleOptions: options,
    });
    expect(simpleBundle.body.error.details.fields[0]).toEqual({
      field: "bundleOptions",
      message: "are for bundle products; this one is simple",
    });
  });

  it("the second save from the same version gets 409 with the current product, for every field", async () => {
    const p = simple(8);
    const read1 = await read(p.id);
    const first = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: read1.version,
      inventory: { qoh: 7 },
    });
    expect(first.status).toBe(200);
    const second = await owner.json("PUT", `/svc_staff/products/${p.id}`, {
      version: read1.version,
      inventory: { qoh: 9 },
    });
    expect([second.status, second.body.error.code]).toEqual([409, "version_conflict"]);
    expect(second.body.error.details.current).toMatchObject({ version: first.body.version, inventory: { qoh: 7 } });
    expect((await read(p.id)).inventory.qoh).toBe(7);
  });

  it("a viewer may read the editor but not save: 403 names catalog.write", async () => {
    const p = simple(0);
    const current = await viewer.json("GET", `/svc_staff/products/${p.id}`);
    expect(current.status).toBe(200);
    const res = await viewer.json("PUT", `/svc_staff/products/${p.id}`, { version: current.body.version, name: "x" });
    expect([res.status, res.body.error.code, res.body.error.details.permission]).toEqual([
      403,
      "staff_forbidden",
      "catalog.write",
    ]);
  });
});

describe("a new product as a copy of another", () => {
  it("copies copy, prices and categories under a new SKU, URL and name, hidden with no stock, until it is listed", async () => {
    const source = simple(9);
    // The source has German copy: kept for the editor, all but the name.
    const german = await merchandiser.json("PUT", `/svc_staff/products/${source.id}`, {
      version: (await read(source.id, "de")).version,
      locale: "de",
      name: "Quelle",
      description: "Deutsche Beschreibung der Quelle.",
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    const before = await read(source.id);
    const sku = `COPY-${process.pid}`;
    const urlKey = `copy-of-${process.pid}`;
    const made = await merchandiser.json("POST", `/svc_staff/products/${source.id}/duplicate`, {
      sku,
      urlKey,
      name: "The copied rack",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;

    const copy = await read(id);
    expect(copy).toMatchObject({ sku, name: "The copied rack", type: source.type, status: "hidden" });
    expect(copy.prices).toEqual(before.prices);
    expect(copy.categoryIds).toEqual(before.categoryIds);
    expect(copy.inventory?.qoh ?? 0).toBe(0);
    expect(await read(id, "de")).toMatchObject({ name: "", description: "Deutsche Beschreibung der Quelle." });
    const [entry] = await auditOf(id);
    expect([entry?.action, entry?.staffEmail, entry?.changes.sku]).toEqual([
      "product.create",
      merchandiser.email,
      { before: null, after: sku },
    ]);

    // Its URL is routed; not listed in search until the merchandiser lists it.
    const routed = await shopper(`/svc_route/route?url=/${urlKey}`);
    expect(routed.body).toMatchObject({ entityType: "product", entityId: id });
    const listed = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
      version: copy.version,
      status: "listed",
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((await shopper(`/svc_content/catalog/product/${id}`)).body.name).toBe("The copied rack");
  });

  it("refuses a taken SKU or URL, a configurable product and an unknown one; nothing is created", async () => {
    const source = simple(8);
    const taken = { sku: source.sku.toLowerCase(), urlKey: `fresh-${process.pid}`, name: "Taken" };
    const sku = await merchandiser.json("POST", `/svc_staff/products/${source.id}/duplicate`, taken);
    expect([sku.status, sku.body.error.code]).toEqual([409, "sku_in_use"]);
    const url = await merchandiser.json("POST", `/svc_staff/products/${source.id}/duplicate`, {
      ...taken,
      sku: `FRESH-${process.pid}`,
      urlKey: source.urlKey,
    });
    expect([url.status, url.body.error.code]).toEqual([409, "url_in_use"]);
    const configurable = seeded().find((x) => x.type === "configurable");
    const refused = await merchandiser.json("POST", `/svc_staff/products/${configurable?.id}/duplicate`, {
      ...taken,
      sku: `FRESH-${process.pid}`,
    });
    expect([refused.status, refused.body.error.code]).toEqual([409, "product_not_duplicable"]);
    const unknown = await merchandiser.json("POST", "/svc_staff/products/99999999/duplicate", {
      ...taken,
      sku: `FRESH-${process.pid}`,
    });
    expect(unknown.status).toBe(404);
    const bad = await merchandiser.json("POST", `/svc_staff/products/${source.id}/duplicate`, {
      sku: "=cmd|x",
      urlKey: "Not A Key",
      name: "",
    });
    expect(bad.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "name",
      "sku",
      "urlKey",
    ]);
    expect((await list(`q=FRESH-${process.pid}`)).total).toBe(0);
    expect((await viewer.json("POST", `/svc_staff/products/${source.id}/duplicate`, taken)).status).toBe(403);
  });
});
