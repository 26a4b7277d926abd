import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { STAFF_COOKIE } from "./staff.routes.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 (catalog, ADR 0056) through the staff API on a real engine: a new product from scratch of
 * every catalog type (a configurable one with its variants), hidden until listed, 409 with a code and
 * the field for a taken SKU or URL key, 400 naming the fields; and gallery uploads — the type told by
 * the bytes, 413 over 10 MB, 400 for anything not an image, nothing stored on a refusal, 409 on an old
 * version, 403 for a role without catalog.write, an audit entry, the storefront showing the image at once.
 */
const clock = movableNow();
let store: TestStore;
let merchandiser: StaffClient;
let owner: StaffClient;
let support: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  merchandiser = await signedInStaff(store, clock, "merchandiser");
  owner = await signedInStaff(store, clock, "owner");
  support = await signedInStaff(store, clock, "support");
});
afterAll(() => store.close());

const USA = 1;
const EUR = 5;
const pid = process.pid;
const shopper = (path: string) => call(testBrowser(store), "GET", path);
const read = async (id: number, locale = "en") =>
  (await merchandiser.json("GET", `/svc_staff/products/${id}?locale=${locale}`)).body;
const auditOf = async (id: number) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=product&targetId=${id}`)).body.entries as {
    action: string;
    staffEmail: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    detail: Record<string, unknown>;
  }[];
const storedImages = async () =>
  Number(
    (
      (await store.database.db.execute(sql`select count(*)::int as n from catalog_product_images`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

/** A multipart upload as the console sends it: the version, an alt text and the files. */
async function upload(
  who: StaffClient,
  id: number,
  version: string,
  files: { bytes: Uint8Array; name: string; type: string }[],
  label = "",
) {
  const form = new FormData();
  form.set("version", version);
  form.set("label", label);
  for (const f of files) form.append("image", new Blob([f.bytes as BlobPart], { type: f.type }), f.name);
  const res = await store.app.request(`/svc_staff/products/${id}/images`, {
    method: "POST",
    headers: { cookie: `${STAFF_COOKIE}=${who.cookie}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const photo = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    [format]()
    .toBuffer();

describe("a new product from scratch", () => {
  const base = (type: string, n: string) => ({
    type,
    sku: `NEW-${type.toUpperCase()}-${pid}-${n}`,
    urlKey: `new-${type}-${pid}-${n}`,
    names: { en: `New ${type} ${n}`, de: `Neu ${type} ${n}` },
  });

  it.each([
    ["simple", { prices: [{ storeId: USA, price: 4999 }], qty: 7, weight: 12 }],
    ["virtual", { prices: [{ storeId: USA, price: 1500 }], qty: 100 }],
    ["bundle", { prices: [{ storeId: USA, price: 29900 }] }],
    ["grouped", { groupedIds: [plentiful(0).id, plentiful(1).id] }],
    ["giftcard", { giftcardAmounts: [25, 50, 100] }],
  ])("creates a %s product, hidden, with its names, prices and stock", async (type, extra) => {
    const input = { ...base(type, "a"), ...extra };
    const made = await merchandiser.json("POST", "/svc_staff/products", input);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    const view = await read(id);
    expect(view).toMatchObject({ sku: input.sku, type, name: input.names.en, status: "hidden" });
    expect((await read(id, "de")).name).toBe(input.names.de);
    for (const p of (extra as { prices?: { storeId: number; price: number }[] }).prices ?? [])
      expect(view.prices).toContainEqual(expect.objectContaining({ storeId: p.storeId, price: p.price }));
    if (type === "simple") expect(view.inventory.qoh).toBe(7);
    if (type === "grouped") expect(view.groupedIds).toEqual((extra as { groupedIds?: number[] }).groupedIds);
    const [entry] = await auditOf(id);
    expect([entry?.action, entry?.staffEmail, entry?.changes.sku]).toEqual([
      "product.create",
      merchandiser.email,
      { before: null, after: input.sku },
    ]);
    // Routed by its link; listed once the merchandiser lists it.
    const routed = await shopper(`/svc_route/route?url=/${input.urlKey}`);
    expect(routed.body).toMatchObject({ entityType: "product", entityId: id });
    const listed = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
      version: view.version,
      status: "listed",
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const shown = await shopper(`/svc_content/catalog/product/${id}`);
    expect([shown.status, shown.body.name, shown.body.type]).toEqual([200, input.names.en, type]);
  });

  it("creates a configurable product with its option attribute and a child per variant", async () => {
    const input = {
      ...base("configurable", "a"),
      prices: [
        { storeId: USA, price: 3900 },
        { storeId: EUR, price: 3700 },
      ],
      optionAttributes: [
        {
          code: "size",
          label: "Size",
          values: [
            { value: "S", label: "Small" },
            { value: "M", label: "Medium" },
          ],
        },
      ],
      variants: [
        { sku: `NEW-CONF-${pid}-S`, options: [{ code: "size", value: "S" }], qty: 4 },
        {
          sku: `NEW-CONF-${pid}-M`,
          options: [{ code: "size", value: "M" }],
          qty: 9,
          prices: [{ storeId: USA, price: 4200 }],
        },
      ],
    };
    const made = await merchandiser.json("POST", "/svc_staff/products", input);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id, childrenIds } = made.body as { id: number; childrenIds: number[] };
    expect(childrenIds).toHaveLength(2);
    const parent = await read(id);
    expect(parent).toMatchObject({ type: "configurable", status: "hidden" });
    expect(parent.configurableAttributes).toEqual([
      {
        code: "size",
        label: "Size",
        values: [
          { value: "S", label: "Small", swatch: null, labels: {} },
          { value: "M", label: "Medium", swatch: null, labels: {} },
        ],
      },
    ]);
    expect(parent.variants.map((v: { id: number }) => v.id)).toEqual(childrenIds);
    const [small, medium] = [await read(childrenIds[0] as number), await read(childrenIds[1] as number)];
    expect([small.sku, small.attributes.size, small.inventory.qoh]).toEqual([input.variants[0]?.sku, "S", 4]);
    expect(small.parentId).toBe(id);
    expect(small.prices).toContainEqual(expect.objectContaining({ storeId: USA, price: 3900 }));
    expect(medium.prices).toContainEqual(expect.objectContaining({ storeId: USA, price: 4200 }));
    expect(medium.prices).toContainEqual(expect.objectContaining({ storeId: EUR, price: 3700 }));
    // One audit entry per product made.
    expect((await auditOf(childrenIds[1] as number))[0]?.detail).toMatchObject({ parentId: id });

    const listed = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
      version: parent.version,
      status: "listed",
    });
    expect(listed.status).toBe(200);
    const shown = (await shopper(`/svc_content/catalog/product/complete/${id}`)).body;
    expect(shown.configurableAttributes[0].values.map((v: { label: string }) => v.label)).toEqual(["Small", "Medium"]);
    expect(shown.children.map((c: { sku: string }) => c.sku).sort()).toEqual(input.variants.map((v) => v.sku).sort());
  });

  it("refuses a taken SKU or URL key with 409 and the field, bad input with 400 naming fields; nothing is made", async () => {
    const count = async () =>
      Number(
        (
          (await store.database.db.execute(sql`select count(*)::int as n from catalog_products`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    const taken = plentiful(2);
    const sku = await merchandiser.json("POST", "/svc_staff/products", {
      ...base("simple", "b"),
      sku: taken.sku.toLowerCase(),
      prices: [{ storeId: USA, price: 100 }],
    });
    expect([sku.status, sku.body.error.code, sku.body.error.details.field]).toEqual([409, "sku_in_use", "sku"]);
    const url = await merchandiser.json("POST", "/svc_staff/products", {
      ...base("simple", "b"),
      urlKey: taken.urlKey,
      prices: [{ storeId: USA, price: 100 }],
    });
    expect([url.status, url.body.error.code, url.body.error.details.field]).toEqual([409, "url_in_use", "urlKey"]);
    const variantSku = await merchandiser.json("POST", "/svc_staff/products", {
      ...base("configurable", "b"),
      prices: [{ storeId: USA, price: 100 }],
      optionAttributes: [{ code: "size", label: "Size", values: [{ value: "S", label: "S" }] }],
      variants: [{ sku: taken.sku, options: [{ code: "size", value: "S" }] }],
    });
    expect([variantSku.status, variantSku.body.error.code, variantSku.body.error.details.field]).toEqual([
      409,
      "sku_in_use",
      "variants.0.sku",
    ]);
    const bad = await merchandiser.json("POST", "/svc_staff/products", {
      ...base("configurable", "c"),
      prices: [],
      optionAttributes: [{ code: "size", label: "Size", values: [{ value: "S", label: "S" }] }],
      variants: [{ sku: `V-${pid}`, options: [{ code: "size", value: "XL" }] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "prices",
      "variants.0.options.size",
    ]);
    const shape = await merchandiser.json("POST", "/svc_staff/products", {
      type: "simple",
      sku: "no spaces",
      urlKey: "Bad Key",
      names: {},
    });
    expect(shape.status).toBe(400);
    expect(shape.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "names.en",
      "sku",
      "urlKey",
    ]);
    expect(await count()).toBe(before);
    expect((await support.json("POST", "/svc_staff/products", base("simple", "d"))).status).toBe(403);
  });
});

describe("gallery uploads", () => {
  it("re-encodes JPEG, PNG and WebP at the spec's widths, appends them, audits, and the storefront shows them", async () => {
    const p = plentiful(3);
    const before = await read(p.id);
    const res = await upload(
      merchandiser,
      p.id,
      before.version,
      [
        { bytes: await photo(1400, 1000), name: "photo.jpg", type: "image/jpeg" },
        // The name and claimed type are not trusted: a PNG named .jpg is a PNG.
        { bytes: await photo(600, 600, "png"), name: "odd.jpg", type: "image/jpeg" },
        { bytes: await photo(400, 300, "webp"), name: "w.webp", type: "image/webp" },
      ],
      "Red test rack",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const added = (res.body.gallery as { link: string; label: string; width: number }[]).slice(before.gallery.length);
    expect(added.map((g) => [g.label, g.width])).toEqual([
      ["Red test rack", 1400],
      ["Red test rack", 600],
      ["Red test rack", 400],
    ]);
    expect(res.body.version).not.toBe(before.version);
    const link = added[0]?.link as string;
    expect(link).toMatch(/^\/media\/products\/[0-9a-f-]{36}$/);
    // Served at each width (the narrowest at least that wide), WebP, cached for good.
    const small = await store.app.request(`${link}?w=360`);
    expect([small.status, small.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(360);
    const large = await store.app.request(`${link}?w=1284`);
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(1284);
    expect(large.headers.get("cache-control")).toContain("immutable");
    expect((await store.app.request(`${link}?w=77`)).status).toBe(400);

    const [entry] = await auditOf(p.id);
    expect([entry?.action, entry?.staffEmail, Object.keys(entry?.changes ?? {})]).toEqual([
      "product.images.upload",
      merchandiser.email,
      ["gallery"],
    ]);
    // The storefront's product page at once (the caches heard of it).
    const shown = (await shopper(`/svc_content/catalog/product/${p.id}`)).body;
    expect(shown.gallery.map((g: { link: string }) => g.link)).toContain(link);
  });

  it("reorders, sets the main image and alt text per language, removes (its bytes go)", async () => {
    const p = plentiful(4);
    const first = await read(p.id);
    const up = await upload(merchandiser, p.id, first.version, [
      { bytes: await photo(800, 800), name: "a.jpg", type: "image/jpeg" },
    ]);
    expect(up.status).toBe(201);
    const gallery = up.body.gallery as { link: string; label: string; width: number; height: number }[];
    const mine = gallery.at(-1) as (typeof gallery)[number];
    // Main image: first in the gallery; its English alt text.
    const main = [{ ...mine, label: "Main shot" }, ...gallery.slice(0, -1)];
    const saved = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: up.body.version,
      gallery: main,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const de = await read(p.id, "de");
    const german = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: de.version,
      locale: "de",
      galleryLabels: { "Main shot": "Hauptbild" },
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    const shownDe = (await shopper(`/svc_content/catalog/product/${p.id}?locale=de`)).body;
    expect(shownDe.gallery[0]).toMatchObject({ link: mine.link, label: "Hauptbild" });
    expect(shownDe.thumbnail).toBe(mine.link);

    const images = await storedImages();
    const removed = await merchandiser.json("PUT", `/svc_staff/products/${p.id}`, {
      version: german.body.version,
      gallery: main.slice(1),
    });
    expect(removed.status).toBe(200);
    expect(await storedImages()).toBeLessThan(images);
    expect((await store.app.request(mine.link)).status).toBe(404);
  });

  it("an image a duplicate shares keeps its bytes while either gallery has it, and loses them when the last lets go, in either order", async () => {
    for (const [n, lastToLetGo] of [
      [6, "copy"],
      [7, "source"],
    ] as const) {
      const source = plentiful(n);
      const up = await upload(merchandiser, source.id, (await read(source.id)).version, [
        { bytes: await photo(600, 600), name: "shared.jpg", type: "image/jpeg" },
      ]);
      expect(up.status).toBe(201);
      const link = (up.body.gallery as { link: string }[]).at(-1)?.link as string;
      const made = await merchandiser.json("POST", `/svc_staff/products/${source.id}/duplicate`, {
        sku: `SHARE-${lastToLetGo}-${pid}`,
        urlKey: `share-${lastToLetGo}-${pid}`,
        name: `Shares an image (${lastToLetGo})`,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const copyId = made.body.id as number;
      const letGo = async (id: number) => {
        const p = await read(id);
        const saved = await merchandiser.json("PUT", `/svc_staff/products/${id}`, {
          version: p.version,
          gallery: (p.gallery as { link: string }[]).filter((g) => g.link !== link),
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      };
      const [first, last] = lastToLetGo === "copy" ? [source.id, copyId] : [copyId, source.id];
      expect((await read(copyId)).gallery.map((g: { link: string }) => g.link)).toContain(link);
      await letGo(first);
      expect((await store.app.request(link)).status, "still in one gallery").toBe(200);
      await letGo(last);
      expect((await store.app.request(link)).status, "in no gallery").toBe(404);
    }
  });

  it("refuses what is not an image (400), over 10 MB (413), an old version (409), another role (403); nothing is stored", async () => {
    const p = plentiful(5);
    const current = await read(p.id);
    const images = await storedImages();
    const good = { bytes: await photo(500, 500), name: "ok.jpg", type: "image/jpeg" };

    const text = await upload(merchandiser, p.id, current.version, [
      good,
      { bytes: new TextEncoder().encode("<script>alert(1)</script>"), name: "evil.jpg", type: "image/jpeg" },
    ]);
    expect([text.status, text.body.error.code, text.body.error.details.fields[0].field]).toEqual([
      400,
      "validation_error",
      "image.1",
    ]);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload(merchandiser, p.id, current.version, [
      { bytes: huge, name: "big.jpg", type: "image/jpeg" },
    ]);
    expect([big.status, big.body.error.code]).toEqual([413, "payload_too_large"]);
    const damaged = await upload(merchandiser, p.id, current.version, [
      { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]), name: "x.jpg", type: "image/jpeg" },
    ]);
    expect(damaged.status).toBe(400);
    const none = await upload(merchandiser, p.id, current.version, []);
    expect(none.status).toBe(400);
    const stale = await upload(merchandiser, p.id, "1", [good]);
    expect([stale.status, stale.body.error.code, stale.body.error.details.current.version]).toEqual([
      409,
      "version_conflict",
      current.version,
    ]);
    const other = await upload(support, p.id, current.version, [good]);
    expect([other.status, other.body.error.details.permission]).toEqual([403, "catalog.write"]);
    const missing = await upload(merchandiser, 99_999_999, current.version, [good]);
    expect(missing.status).toBe(404);

    expect(await storedImages()).toBe(images);
    expect((await read(p.id)).version).toBe(current.version);
  });
});
