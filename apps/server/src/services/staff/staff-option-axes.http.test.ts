import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { shopper as listShopper } from "../lists/lists.testing.ts";
import { addSize, listedTee } from "./staff-variants.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "./staff.testing.ts";

/**
 * Issue #17 (ADR 0063) through the staff API on PGlite: an existing configurable product gains a whole
 * option (a "Grip") with its first value, which every variant takes (no new variants, SKUs unchanged); the
 * storefront shows it and a cart line added before still prices; more values come through option-values;
 * an option with one value left is removed from the parent and every variant. 409 for an option that
 * exists, still has values or is the last one, and for an old version; 400 for bad codes; 403 without
 * catalog.write; nothing half-written; audited per product.
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
const storefront = async (id: number) =>
  (await call(testBrowser(store), "GET", `/svc_content/catalog/product/complete/${id}`)).body as {
    configurableAttributes: { code: string; label: string; values: { value: string; label: string }[] }[];
    children: { productId: number; sku: string; attributes: Record<string, unknown> }[];
  };
const auditOf = async (id: number) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=product&targetId=${id}`)).body.entries as {
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    detail: Record<string, unknown>;
  }[];
/** Every stored row of the product and its variants, to prove a refused write changed nothing. */
const snapshot = async (id: number) =>
  JSON.stringify(
    (
      (await store.database.db.execute(
        sql`select id, sku, attributes, details, updated_at from catalog_products where id = ${id} or parent_id = ${id} order by id`,
      )) as unknown as { rows: unknown[] }
    ).rows,
  );
const grip = (version: string, extra: Record<string, unknown> = {}) => ({
  version,
  code: "grip",
  label: "Grip",
  value: "standard",
  valueLabel: "Standard",
  ...extra,
});

describe("whole options of an existing configurable product", () => {
  it("adds an option every variant takes, a cart line from before still prices, then removes it again", async () => {
    const tee = await listedTee(merchandiser, `OA${pid}`);
    const shopper = listShopper(() => store);
    const cart = await shopper.createList("cart");
    await shopper.add(cart._id, [{ productId: tee.id, qty: 1, options: { size: "S", color: "red" } }]);

    const added = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/options`, grip(tee.product.version));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.product.version).not.toBe(tee.product.version);
    expect(added.body.product.configurableAttributes.map((o: { code: string }) => o.code)).toEqual([
      "size",
      "color",
      "grip",
    ]);
    expect(added.body.product.configurableAttributes[2].values).toEqual([
      { value: "standard", label: "Standard", swatch: null, labels: {} },
    ]);
    // No new variants; each keeps its SKU and gains the value.
    const variants = added.body.product.variants as { id: number; sku: string; options: Record<string, string> }[];
    expect(variants.map((v) => v.sku).sort()).toEqual(
      (tee.product.variants as { sku: string }[]).map((v) => v.sku).sort(),
    );
    expect(variants.every((v) => v.options.grip === "standard")).toBe(true);

    const shown = await storefront(tee.id);
    expect(shown.configurableAttributes.at(-1)).toMatchObject({ code: "grip", label: "Grip" });
    expect(shown.children.every((c) => c.attributes.grip === "standard")).toBe(true);
    // The line added before names size and colour only: the one-value grip is implied.
    const before = await shopper.call("GET", `/lists/${cart._id}`);
    expect(before.status).toBe(200);
    expect(JSON.stringify(before.body)).toContain(`${tee.sku}-S-RED`);
    expect(JSON.stringify(before.body)).not.toContain("Unknown configurable child");
    // A new line naming the grip too.
    const withGrip = await shopper.add(cart._id, [
      { productId: tee.id, qty: 1, options: { size: "M", color: "blue", grip: "standard" } },
    ]);
    expect(JSON.stringify(withGrip)).toContain(`${tee.sku}-M-BLUE`);

    const parentAudit = (await auditOf(tee.id))[0];
    expect(parentAudit).toMatchObject({ action: "product.option.add-axis", detail: { code: "grip", variants: 4 } });
    expect(parentAudit?.changes.configurableAttributes?.before).toHaveLength(2);
    expect(parentAudit?.changes.configurableAttributes?.after).toHaveLength(3);
    const variantAudit = (await auditOf(variants[0]?.id as number))[0];
    expect(variantAudit).toMatchObject({
      action: "product.option.set",
      changes: { "options.grip": { before: null, after: "standard" } },
    });

    // A second value through the option-values write; then removing grip is refused until it is gone.
    const more = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/option-values`, {
      version: added.body.product.version,
      code: "grip",
      value: "thick",
      label: "Thick",
      variants: ["S", "M"].flatMap((size) =>
        ["red", "blue"].map((color) => ({
          options: { size, color },
          sku: `${tee.sku}-${size}-${color}-THICK`.toUpperCase(),
        })),
      ),
    });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    const v2 = more.body.product.version as string;
    const held = await snapshot(tee.id);
    const refused = await merchandiser.json("DELETE", `/svc_staff/products/${tee.id}/options?version=${v2}&code=grip`);
    expect([refused.status, refused.body.error.code]).toEqual([409, "option_has_values"]);
    expect(refused.body.error.message).toContain("remove its other values first");
    expect(await snapshot(tee.id)).toBe(held);
    const thinned = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/option-values?version=${v2}&code=grip&value=thick`,
    );
    expect(thinned.status, JSON.stringify(thinned.body)).toBe(200);

    const removed = await merchandiser.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/options?version=${thinned.body.product.version}&code=grip`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.product.configurableAttributes.map((o: { code: string }) => o.code)).toEqual(["size", "color"]);
    const after = removed.body.product.variants as { sku: string; options: Record<string, string> }[];
    expect(after).toHaveLength(4);
    expect(after.every((v) => !("grip" in v.options))).toBe(true);
    expect((await storefront(tee.id)).children.every((c) => !("grip" in c.attributes))).toBe(true);
    expect((await auditOf(tee.id))[0]).toMatchObject({
      action: "product.option.remove-axis",
      detail: { code: "grip" },
    });
    // Both lines still price: the one naming grip means the same variant without it.
    const cartAfter = JSON.stringify((await shopper.call("GET", `/lists/${cart._id}`)).body);
    expect(cartAfter).toContain(`${tee.sku}-S-RED`);
    expect(cartAfter).toContain(`${tee.sku}-M-BLUE`);
    expect(cartAfter).not.toContain("Invalid options selected");
  });

  it("refuses bad input, existing codes, the last option and an old version with a clear 4xx; nothing written", async () => {
    const tee = await listedTee(merchandiser, `OB${pid}`);
    const v = tee.product.version;
    const held = await snapshot(tee.id);
    const post = (body: unknown) => merchandiser.json("POST", `/svc_staff/products/${tee.id}/options`, body);
    const del = (q: string) => merchandiser.json("DELETE", `/svc_staff/products/${tee.id}/options?${q}`);
    const fieldOf = (r: { body: unknown }) => {
      const details = (r.body as { error: { details?: { field?: string; fields?: { field: string }[] } } }).error
        .details;
      return details?.fields?.[0]?.field ?? details?.field;
    };

    for (const code of ["Grip", "gr ip", "grip\u0007", "g".repeat(41), "", "1grip"]) {
      const bad = await post(grip(v, { code }));
      expect([code, bad.status, bad.body.error.code, fieldOf(bad)]).toEqual([code, 400, "validation_error", "code"]);
    }
    const controlLabel = await post(grip(v, { valueLabel: "Std\u0000" }));
    expect([controlLabel.status, fieldOf(controlLabel)]).toEqual([400, "valueLabel"]);
    for (const code of ["size", "color", "tax_class_id", "special_price"]) {
      const taken = await post(grip(v, { code }));
      expect([code, taken.status, taken.body.error.code, fieldOf(taken)]).toEqual([code, 409, "option_exists", "code"]);
    }
    const swatched = await post(grip(v, { swatch: "#112233" }));
    expect([swatched.status, fieldOf(swatched)]).toEqual([400, "swatch"]);
    const stale = await post(grip("2000-01-01T00:00:00.000Z"));
    expect([stale.status, stale.body.error.code]).toEqual([409, "version_conflict"]);
    expect(stale.body.error.details.current.version).toBe(v);
    const forbidden = await support.json("POST", `/svc_staff/products/${tee.id}/options`, grip(v));
    expect([forbidden.status, JSON.stringify(forbidden.body)]).toEqual([403, expect.stringContaining("catalog.write")]);
    const unknown = await del(`version=${v}&code=fit`);
    expect([unknown.status, unknown.body.error.code, fieldOf(unknown)]).toEqual([400, "validation_error", "code"]);
    const several = await del(`version=${v}&code=size`);
    expect([several.status, several.body.error.code]).toEqual([409, "option_has_values"]);
    const staleDelete = await del(`version=old&code=size`);
    expect([staleDelete.status, staleDelete.body.error.code]).toEqual([409, "version_conflict"]);
    const forbiddenDelete = await support.json(
      "DELETE",
      `/svc_staff/products/${tee.id}/options?version=${v}&code=size`,
    );
    expect(forbiddenDelete.status).toBe(403);
    const notConfigurable = await merchandiser.json(
      "POST",
      `/svc_staff/products/${tee.childrenIds[0]}/options`,
      grip("x"),
    );
    expect(notConfigurable.status).toBeGreaterThanOrEqual(400);
    expect(notConfigurable.status).toBeLessThan(500);
    expect(await snapshot(tee.id)).toBe(held);
    expect((await auditOf(tee.id)).filter((e) => e.action.startsWith("product.option"))).toEqual([]);
  });

  it("refuses to remove the last option and to add a fourth", async () => {
    const tee = await listedTee(merchandiser, `OC${pid}`);
    // Down to size S only, colour red only: then colour goes, and size is the last option.
    let v = tee.product.version as string;
    for (const q of ["code=size&value=M", "code=color&value=blue"]) {
      const r = await merchandiser.json("DELETE", `/svc_staff/products/${tee.id}/option-values?version=${v}&${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      v = r.body.product.version;
    }
    const colour = await merchandiser.json("DELETE", `/svc_staff/products/${tee.id}/options?version=${v}&code=color`);
    expect(colour.status, JSON.stringify(colour.body)).toBe(200);
    v = colour.body.product.version;
    expect(colour.body.product.variants).toHaveLength(1);
    const last = await merchandiser.json("DELETE", `/svc_staff/products/${tee.id}/options?version=${v}&code=size`);
    expect([last.status, last.body.error.code]).toEqual([409, "last_option"]);

    for (const code of ["grip", "fit"]) {
      const r = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/options`, grip(v, { code }));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      v = r.body.product.version;
    }
    const fourth = await merchandiser.json("POST", `/svc_staff/products/${tee.id}/options`, grip(v, { code: "cut" }));
    expect([fourth.status, fourth.body.error.code]).toEqual([400, "validation_error"]);
    // The new options' values are added as any other: one variant per combination.
    const sized = await merchandiser.json(
      "POST",
      `/svc_staff/products/${tee.id}/option-values`,
      addSize(v, tee.sku, "L", {
        variants: [{ options: { grip: "standard", fit: "standard" }, sku: `${tee.sku}-L-STD` }],
      }),
    );
    expect(sized.status, JSON.stringify(sized.body)).toBe(201);
  });
});
