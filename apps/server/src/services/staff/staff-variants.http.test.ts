import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { shopper as listShopper } from "../lists/lists.testing.ts";
import { placedOrder } from "../reviews/reviews.testing.ts";
import { addSize, listedTee, USA } from "./staff-variants.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 (ADR 0058) through the staff API on PGlite: an existing configurable product gains a value
 * (a size) with its variants — own SKU, prices per store, stock — that the storefront picker and the cart
 * take at once; a value removed leaves the picker, its ordered variant is retired (kept), the other
 * deleted; a colour value's swatch; 409 on an old version; bad input a clear 4xx with nothing written;
 * one audit entry per product written.
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

const pid = process.pid;
const storefront = async (id: number, locale = "en") =>
  (await call(testBrowser(store), "GET", `/svc_content/catalog/product/complete/${id}?locale=${locale}`)).body as {
    configurableAttributes: { code: string; values: { value: string; label: string; swatch: string | null }[] }[];
    children: { id: number; sku: string; price: number }[];
  };
const valuesOf = (p: Awaited<ReturnType<typeof storefront>>, code: string) =>
  p.configurableAttributes.find((a) => a.code === code)?.values.map((v) => v.value);
const auditOf = async (id: number) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=product&targetId=${id}`)).body.entries as {
    action: string;
    staffEmail: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    detail: Record<string, unknown>;
  }[];
const productCount = async () =>
  Number(
    (
      (await store.database.db.execute(sql`select count(*)::int as n from catalog_products`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );
const version = async (id: number) =>
  (await merchandiser.json("GET", `/svc_staff/products/${id}`)).body.version as string;

describe("option values of an existing configurable product", () => {
  it("adds a size: one variant per colour with its SKU, price and stock; the storefront and the cart take it", async () => {
    const tee = await listedTee(merchandiser, `A${pid}`);
    const added = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/option-values`, {
      ...addSize(tee.product.version, tee.sku, "XL"),
      label: "Extra large",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.created).toHaveLength(2);
    expect(added.body.product.version).not.toBe(tee.product.version);
    expect(added.body.product.configurableAttributes[0].values.at(-1)).toEqual({
      value: "XL",
      label: "Extra large",
      swatch: null,
      labels: {},
    });
    const red = added.body.product.variants.find((v: { sku: string }) => v.sku === `${tee.sku}-XL-RED`);
    expect(red).toMatchObject({ options: { size: "XL", color: "red" }, qoh: 7, retired: false });
    const child = (await merchandiser.json("GET", `/svc_staff/products/${red.id}`)).body;
    expect(child.prices).toContainEqual(expect.objectContaining({ storeId: USA, price: 2900 }));
    // Not given for the euro store: the parent's price there.
    expect(child.prices).toContainEqual(expect.objectContaining({ storeId: 5, price: 2300 }));
    expect(child.parentId).toBe(tee.id);

    const shown = await storefront(tee.id);
    expect(valuesOf(shown, "size")).toEqual(["S", "M", "XL"]);
    expect(shown.children.find((c) => c.sku === `${tee.sku}-XL-RED`)?.price).toBe(29);

    const browser = listShopper(() => store);
    const cart = await browser.createList("cart");
    const withXl = await browser.add(cart._id, [{ productId: tee.id, qty: 1, options: { size: "XL", color: "red" } }]);
    expect(JSON.stringify(withXl)).toContain(`${tee.sku}-XL-RED`);

    const parentAudit = await auditOf(tee.id);
    expect(parentAudit[0]).toMatchObject({ action: "product.option.add", detail: { value: "XL" } });
    expect(parentAudit[0]?.changes["options.size"]?.before).toHaveLength(2);
    expect(parentAudit[0]?.changes["options.size"]?.after).toHaveLength(3);
    expect((await auditOf(red.id))[0]).toMatchObject({ action: "product.create", detail: { parentId: tee.id } });
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const tee = await listedTee(merchandiser, `B${pid}`);
    const v = tee.product.version;
    const before = await productCount();
    const post = (body: unknown) => merchandiser.json("POST", `/svc_staff/products/${tee.id}/option-values`, body);
    const fieldsOf = (r: { body: unknown }) =>
      ((r.body as { error: { details?: { fields?: { field: string }[] } } }).error.details?.fields ?? []).map(
        (f) => f.field,
      );

    const unknownOption = await post({ ...addSize(v, tee.sku, "XL"), code: "fit" });
    expect([unknownOption.status, unknownOption.body.error.code, fieldsOf(unknownOption)]).toEqual([
      400,
      "validation_error",
      ["code"],
    ]);
    const unknownValue = await post({
      ...addSize(v, tee.sku, "XL"),
      variants: [
        { options: { color: "green" }, sku: `${tee.sku}-XL-G` },
        { options: { color: "blue" }, sku: `${tee.sku}-XL-B` },
      ],
    });
    expect([unknownValue.status, fieldsOf(unknownValue)]).toEqual([400, ["variants.0.options.color"]]);
    const missing = await post({ ...addSize(v, tee.sku, "XL"), variants: [addSize(v, tee.sku, "XL").variants[0]] });
    expect([missing.status, fieldsOf(missing)]).toEqual([400, ["variants"]]);
    const duplicate = await post({ ...addSize(v, tee.sku, "m") });
    expect([duplicate.status, duplicate.body.error.code, duplicate.body.error.details.field]).toEqual([
      409,
      "option_value_exists",
      "value",
    ]);
    const taken = await post({
      ...addSize(v, tee.sku, "XL"),
      variants: [
        { options: { color: "red" }, sku: `${tee.sku}-XL-RED` },
        { options: { color: "blue" }, sku: `${tee.sku}-S-BLUE`.toLowerCase() },
      ],
    });
    expect([taken.status, taken.body.error.code, taken.body.error.details.field]).toEqual([
      409,
      "sku_in_use",
      "variants.1.sku",
    ]);
    const control = await post({ ...addSize(v, tee.sku, "XL"), label: "X\u0007L" });
    expect([control.status, fieldsOf(control)]).toEqual([400, ["label"]]);
    const huge = await post({ ...addSize(v, tee.sku, "XL"), value: "X".repeat(100_000) });
    expect([huge.status, fieldsOf(huge)]).toEqual([400, ["value"]]);
    const sizeSwatch = await post({ ...addSize(v, tee.sku, "XL"), swatch: "#ff0000" });
    expect([sizeSwatch.status, fieldsOf(sizeSwatch)]).toEqual([400, ["swatch"]]);
    const badHex = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: v,
      code: "color",
      value: "red",
      swatch: "red",
    });
    expect([badHex.status, fieldsOf(badHex)]).toEqual([400, ["swatch"]]);
    const unknownValueGone = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${v}&code=size&value=XXL`,
    );
    expect([unknownValueGone.status, fieldsOf(unknownValueGone)]).toEqual([400, ["value"]]);
    const forbidden = await support.json(
      "POST",
      `/svc_staff/products/${tee.id}/option-values`,
      addSize(v, tee.sku, "XL"),
    );
    expect([forbidden.status, forbidden.body.error.details.permission]).toEqual([403, "catalog.write"]);

    expect(await productCount()).toBe(before);
    expect(await version(tee.id)).toBe(v);
    expect(valuesOf(await storefront(tee.id), "size")).toEqual(["S", "M"]);
    expect((await auditOf(tee.id)).filter((e) => e.action.startsWith("product.option"))).toEqual([]);
  });

  it("two saves from one version: the second gets 409 with the current version, nothing doubled", async () => {
    const tee = await listedTee(merchandiser, `C${pid}`);
    const first = await merchandiser.json(
      "POST",
      `/svc_staff/products/${tee.id}/option-values`,
      addSize(tee.product.version, tee.sku, "L"),
    );
    expect(first.status).toBe(201);
    const second = await owner.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${tee.product.version}&code=size&value=S`,
    );
    expect([second.status, second.body.error.code]).toEqual([409, "version_conflict"]);
    expect(second.body.error.details.current.version).toBe(first.body.product.version);
    expect(valuesOf(await storefront(tee.id), "size")).toEqual(["S", "M", "L"]);
  });

  it("removes a value: gone from the picker; an ordered variant retired and kept, the others deleted; never the last value", async () => {
    const tee = await listedTee(merchandiser, `D${pid}`);
    const smallRed = tee.product.variants.find((v: { sku: string }) => v.sku === `${tee.sku}-S-RED`);
    const smallBlue = tee.product.variants.find((v: { sku: string }) => v.sku === `${tee.sku}-S-BLUE`);
    await placedOrder(store, { customerId: null, email: `variants-${pid}@example.com`, productIds: [smallRed.id] });

    const removed = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${tee.product.version}&code=size&value=S`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect([removed.body.retired, removed.body.deleted]).toEqual([[smallRed.id], [smallBlue.id]]);
    expect(removed.body.product.configurableAttributes[0].values.map((v: { value: string }) => v.value)).toEqual(["M"]);
    expect(removed.body.product.variants.find((v: { id: number }) => v.id === smallRed.id)).toMatchObject({
      retired: true,
    });
    expect(removed.body.product.variants.some((v: { id: number }) => v.id === smallBlue.id)).toBe(false);

    const shown = await storefront(tee.id);
    expect(valuesOf(shown, "size")).toEqual(["M"]);
    expect(shown.children.map((c) => c.sku).sort()).toEqual([`${tee.sku}-M-BLUE`, `${tee.sku}-M-RED`]);
    // The retired variant is still a product for the order's history (the back office reads it).
    expect((await merchandiser.json("GET", `/svc_staff/products/${smallRed.id}`)).body.sku).toBe(`${tee.sku}-S-RED`);
    expect((await merchandiser.json("GET", `/svc_staff/products/${smallBlue.id}`)).status).toBe(404);
    // The cart no longer takes the removed size.
    const browser = listShopper(() => store);
    const cart = await browser.createList("cart");
    await browser.fails("POST", `/lists/${cart._id}/items`, 422, undefined, {
      items: [{ productId: tee.id, qty: 1, options: { size: "S", color: "red" } }],
    });

    expect((await auditOf(tee.id))[0]).toMatchObject({
      action: "product.option.remove",
      detail: { value: "S", retired: [smallRed.id], deleted: [smallBlue.id] },
    });
    expect((await auditOf(smallRed.id))[0]?.action).toBe("product.retire");
    expect((await auditOf(smallBlue.id))[0]?.action).toBe("product.delete");

    const lastOne = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${removed.body.product.version}&code=size&value=M`,
    );
    expect([lastOne.status, lastOne.body.error.code, lastOne.body.error.details.field]).toEqual([
      409,
      "last_option_value",
      "value",
    ]);
  });

  it("sets a colour's swatch (#rrggbb, kept lower-case); the storefront shows it", async () => {
    const tee = await listedTee(merchandiser, `E${pid}`);
    const set = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: tee.product.version,
      code: "color",
      value: "red",
      swatch: "#C0FFEE",
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const colour = (await storefront(tee.id)).configurableAttributes.find((a) => a.code === "color");
    expect(colour?.values).toEqual([
      { value: "red", label: "Red", swatch: "#c0ffee" },
      { value: "blue", label: "Blue", swatch: null },
    ]);
    expect((await auditOf(tee.id))[0]).toMatchObject({ action: "product.option.edit" });
    const cleared = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: set.body.product.version,
      code: "color",
      value: "red",
      swatch: null,
    });
    expect(cleared.status).toBe(200);
    expect((await storefront(tee.id)).configurableAttributes[1]?.values[0]?.swatch).toBeNull();
  });

  it("translates a value's label per language with its add and edit; the storefront shows it in German; audited", async () => {
    const tee = await listedTee(merchandiser, `F${pid}`);
    const added = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/option-values`, {
      ...addSize(tee.product.version, tee.sku, "XL"),
      label: "Extra large",
      labels: { de: "Extragroß", fr: "Très grand" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.product.configurableAttributes[0].values.at(-1).labels).toEqual({
      de: "Extragroß",
      fr: "Très grand",
    });
    const german = (await storefront(tee.id, "de")).configurableAttributes.find((a) => a.code === "size");
    expect(german?.values.find((v) => v.value === "XL")?.label).toBe("Extragroß");
    expect((await storefront(tee.id, "es")).configurableAttributes[0]?.values.at(-1)?.label).toBe("Extra large");
    expect((await auditOf(tee.id))[0]?.changes["labels.size.XL"]).toEqual({
      before: {},
      after: { de: "Extragroß", fr: "Très grand" },
    });

    // A new English label takes its translations along; "" removes one; Dutch added.
    const edited = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: added.body.product.version,
      code: "size",
      value: "XL",
      label: "X-Large",
      labels: { fr: "", nl: "Extra groot" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.product.configurableAttributes[0].values.at(-1)).toMatchObject({
      label: "X-Large",
      labels: { de: "Extragroß", nl: "Extra groot" },
    });
    expect((await storefront(tee.id, "fr")).configurableAttributes[0]?.values.at(-1)?.label).toBe("X-Large");
    expect((await storefront(tee.id, "nl")).configurableAttributes[0]?.values.at(-1)?.label).toBe("Extra groot");
    expect((await storefront(tee.id, "de")).configurableAttributes[0]?.values.at(-1)?.label).toBe("Extragroß");
    expect((await auditOf(tee.id))[0]).toMatchObject({
      action: "product.option.edit",
      changes: {
        "labels.size.XL": {
          before: { de: "Extragroß", fr: "Très grand" },
          after: { de: "Extragroß", nl: "Extra groot" },
        },
      },
    });
    // Translations only: still a write (version moves), and the same again changes nothing.
    const again = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: edited.body.product.version,
      code: "size",
      value: "XL",
      labels: { nl: "Extra groot" },
    });
    expect([again.status, again.body.product.version]).toEqual([200, edited.body.product.version]);
    const bad = await merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values`, {
      version: edited.body.product.version,
      code: "size",
      value: "XL",
      labels: { it: "Molto grande" },
    });
    expect(bad.status).toBe(400);
  });

  it("re-adding a removed value restores its retired variants (their ids, the SKU, price and stock given)", async () => {
    const tee = await listedTee(merchandiser, `G${pid}`);
    const smallRed = tee.product.variants.find((v: { sku: string }) => v.sku === `${tee.sku}-S-RED`);
    await placedOrder(store, { customerId: null, email: `restore-${pid}@example.com`, productIds: [smallRed.id] });
    const removed = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${tee.product.version}&code=size&value=S`,
    );
    expect(removed.body.retired).toEqual([smallRed.id]);

    const back = await merchandiser.json(
      "POST",
      `/svc_staff/products/${tee.id}/option-values`,
      addSize(removed.body.product.version, tee.sku, "S"),
    );
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.restored).toEqual([smallRed.id]);
    expect(back.body.created).toHaveLength(1);
    expect(back.body.product.variants.find((v: { id: number }) => v.id === smallRed.id)).toMatchObject({
      sku: `${tee.sku}-S-RED`,
      retired: false,
      qoh: 7,
    });
    const shown = await storefront(tee.id);
    expect(valuesOf(shown, "size")).toEqual(["M", "S"]);
    expect(shown.children.find((c) => c.sku === `${tee.sku}-S-RED`)?.price).toBe(29);
    const browser = listShopper(() => store);
    const cart = await browser.createList("cart");
    const withS = await browser.add(cart._id, [{ productId: tee.id, qty: 1, options: { size: "S", color: "red" } }]);
    expect(JSON.stringify(withS)).toContain(`${tee.sku}-S-RED`);
    expect((await auditOf(smallRed.id))[0]).toMatchObject({
      action: "product.restore",
      changes: { sites: { before: [], after: null }, qoh: { before: 5, after: 7 }, "price.1": { after: 2900 } },
      detail: { parentId: tee.id },
    });
    expect((await auditOf(tee.id))[0]).toMatchObject({
      action: "product.option.add",
      detail: { value: "S", restored: [smallRed.id] },
    });
  });

  it("orders an option's values; the storefront picker follows; a wrong list is a 400 naming the field", async () => {
    const tee = await listedTee(merchandiser, `H${pid}`);
    const order = (version: string, values: string[]) =>
      merchandiser.json("PUT", `/svc_staff/products/${tee.id}/option-values/order`, { version, code: "color", values });
    const fieldsOf = (r: { body: unknown }) =>
      ((r.body as { error: { details?: { fields?: { field: string }[] } } }).error.details?.fields ?? []).map(
        (f) => f.field,
      );
    const v = tee.product.version;
    expect(fieldsOf(await order(v, ["blue"]))).toEqual(["values"]);
    expect(fieldsOf(await order(v, ["blue", "blue", "red"]))).toEqual(["values.1"]);
    expect(fieldsOf(await order(v, ["blue", "green"]))).toEqual(["values.1", "values"]);
    expect(await version(tee.id)).toBe(v);

    const ordered = await order(v, ["blue", "red"]);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(valuesOf(await storefront(tee.id), "color")).toEqual(["blue", "red"]);
    expect((await auditOf(tee.id))[0]).toMatchObject({
      action: "product.option.reorder",
      detail: { order: ["blue", "red"] },
    });
    const stale = await order(v, ["red", "blue"]);
    expect([stale.status, stale.body.error.code]).toEqual([409, "version_conflict"]);
  });
});
