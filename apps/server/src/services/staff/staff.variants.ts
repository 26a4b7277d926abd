import {
  ERRORS,
  type StaffOptionValueAdd,
  type StaffOptionValueEdit,
  type StaffOptionValueOrder,
  type StaffOptionValueRemove,
  type StaffProduct,
  type StaffVariantsChanged,
  VALUE_LABEL_LANGUAGES,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { combosFor, comboKey, isColourOption } from "@ironworks/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { fieldError, fieldsError, httpError } from "../../platform/errors.ts";
import { groupPrices, inventory, productCategories, productPrices, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import { orderLines } from "../checkout/checkout.schema.ts";
import { rmaLines } from "../returns/returns.schema.ts";
import { zeusQuotes } from "../zeus/zeus.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffCatalog } from "./staff.catalog.ts";
import { takenSkusAndKeys } from "./staff.create.ts";
import { recordAudit, recordAudits } from "./staff.repository.ts";

/** Hidden: reachable by its link only (every configurable child). */
const HIDDEN = 1;
type Option = StaffProduct["configurableAttributes"][number];
type Value = Option["values"][number];
type Labels = Partial<Record<(typeof VALUE_LABEL_LANGUAGES)[number], string>>;
/** A value as the parent's details keep it (its translations live in the product's `labels`). */
const stored = ({ labels: _, ...v }: Value) => v;
const moved = () => sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')`;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const valuesOf = (o: Option) => o.values.map((v) => v.value);

/**
 * Values of an existing configurable product's options (issue #17, ADR 0058): a new value (a size "XL")
 * with one variant per combination with the other options' values — each a hidden simple child with its
 * own SKU, prices per store (else the parent's) and stock, as `POST /products` builds them —; a value's
 * label and swatch colour; and a value removed: its variants leave the storefront picker, a variant any
 * order, return or quote names is retired (kept, on no site: order history, returns and reviews still
 * find it), one never ordered is deleted. Each write is one transaction with the parent row locked: the
 * version the editor read is compared (409 `version_conflict` with the current product), the parent's
 * options are written and its version moved, and one audit entry per product touched commits with it;
 * after the commit `catalog` and `price` are announced with every id, so every process drops its caches.
 */
export function createStaffVariants(deps: {
  db: Db;
  catalog: Pick<CatalogService, "announce">;
  editor: Pick<StaffCatalog, "get">;
}) {
  const { db, catalog, editor } = deps;

  /** The parent, locked, at the version named; a configurable one. */
  async function lockParent(tx: Db, id: number, version: string): Promise<StaffProduct> {
    const current = await editor.get(id, "en", { tx, lock: true });
    if (current.version !== version) throw httpError(ERRORS.versionConflict, undefined, { current });
    if (current.type !== "configurable") throw fieldError("code", "Only a configurable product has option values.");
    return current;
  }

  function optionOf(current: StaffProduct, code: string): Option {
    const option = current.configurableAttributes.find((o) => o.code === code);
    if (!option)
      throw fieldError(
        "code",
        `is not an option of this product (${current.configurableAttributes.map((o) => o.code).join(", ")})`,
      );
    return option;
  }

  /**
   * One option's values become `values` in the parent's options (details), its version moves strictly
   * forward, and the parent's audit entry records the values before and after. `translate` writes one
   * value's label per language into the product's `labels` by its English label (a renamed label takes
   * its translations along unless new ones are given; "" removes one), audited as `labels.<code>.<value>`.
   */
  async function writeValues(
    tx: Db,
    who: StaffPrincipal,
    current: StaffProduct,
    option: Option,
    values: Value[],
    action: string,
    detail: object,
    translate?: { value: string; from?: string; to: string; labels?: Labels },
  ) {
    const options = current.configurableAttributes.map((o) =>
      o.code === option.code ? { ...o, values: values.map(stored) } : { ...o, values: o.values.map(stored) },
    );
    const [row] = await tx
      .select({ details: products.details, translations: products.translations })
      .from(products)
      .where(eq(products.id, current.id));
    const translations = { ...(row?.translations ?? {}) };
    const changes: Record<string, { before: unknown; after: unknown }> = {
      [`options.${option.code}`]: { before: option.values.map(stored), after: values.map(stored) },
    };
    if (translate) {
      const before: Labels = {};
      const after: Labels = {};
      for (const l of VALUE_LABEL_LANGUAGES) {
        const copy = translations[l] ?? {};
        const own = copy.labels?.[translate.to];
        const was = translate.from === undefined ? undefined : copy.labels?.[translate.from];
        const given = translate.labels?.[l];
        const next = given !== undefined ? given : (own ?? was);
        if (was) before[l] = was;
        if (next) after[l] = next;
        if ((next ?? "") === (own ?? "")) continue;
        const labels = { ...copy.labels };
        if (next) labels[translate.to] = next;
        else delete labels[translate.to];
        translations[l] = { ...copy, labels };
      }
      if (JSON.stringify(before) !== JSON.stringify(after))
        changes[`labels.${option.code}.${translate.value}`] = { before, after };
    }
    await tx
      .update(products)
      .set({
        details: { ...(row?.details ?? {}), configurableAttributes: options },
        translations,
        updatedAt: moved(),
      })
      .where(eq(products.id, current.id));
    await audit(tx, who, action, current.id, changes, { sku: current.sku, ...detail });
  }

  const audit = (tx: Db, who: StaffPrincipal, action: string, targetId: number, changes: object, detail: object) =>
    recordAudit(tx, {
      staffId: who.id,
      staffEmail: who.email,
      action,
      targetType: "product",
      targetId: String(targetId),
      changes: changes as Record<string, { before: unknown; after: unknown }>,
      detail: detail as Record<string, unknown>,
    });

  /** Of these variants, those an order, a return or a quote names (they are retired, never deleted). */
  async function referenced(tx: Db, variants: { id: number; sku: string }[]): Promise<Set<number>> {
    if (!variants.length) return new Set();
    const ids = variants.map((v) => v.id);
    const texts = ids.map(String);
    const skus = variants.map((v) => v.sku);
    const ordered = await tx
      .select({
        productId: orderLines.productId,
        childId: sql<string | null>`${orderLines.request}->>'childId'`,
        sku: orderLines.sku,
      })
      .from(orderLines)
      .where(
        or(
          inArray(orderLines.productId, ids),
          inArray(sql`${orderLines.request}->>'childId'`, texts),
          inArray(orderLines.sku, skus),
        ),
      );
    const returned = await tx
      .select({ productId: rmaLines.productId, exchange: rmaLines.exchangeProductId, sku: rmaLines.sku })
      .from(rmaLines)
      .where(
        or(inArray(rmaLines.productId, ids), inArray(rmaLines.exchangeProductId, ids), inArray(rmaLines.sku, skus)),
      );
    const quoted = await tx.execute(
      sql`select distinct (l->>'childId') as child, (l->>'productId') as product
          from ${zeusQuotes} q, jsonb_array_elements(q.lines) l
          where (l->>'childId') in (${sql.join(
            texts.map((t) => sql`${t}`),
            sql`, `,
          )})
             or (l->>'productId') in (${sql.join(
               texts.map((t) => sql`${t}`),
               sql`, `,
             )})`,
    );
    const quotedRows = (Array.isArray(quoted) ? quoted : ((quoted as { rows?: unknown[] }).rows ?? [])) as {
      child: string | null;
      product: string | null;
    }[];
    const named = new Set<string>();
    for (const r of ordered) named.add(String(r.productId)).add(String(r.childId)).add(`sku:${r.sku}`);
    for (const r of returned) named.add(String(r.productId)).add(String(r.exchange)).add(`sku:${r.sku}`);
    for (const r of quotedRows) named.add(String(r.child)).add(String(r.product));
    return new Set(variants.filter((v) => named.has(String(v.id)) || named.has(`sku:${v.sku}`)).map((v) => v.id));
  }

  /**
   * Retired variants back on sale (a removed value added again, ADR 0062): `sites` back to every site
   * (null, as a new variant's), the value as now spelt, the SKU, stock and the prices given (a store not
   * given keeps the variant's price, else takes the parent's), one `product.restore` entry each.
   */
  async function restore(
    tx: Db,
    who: StaffPrincipal,
    parentId: number,
    code: string,
    value: string,
    parentPrices: StaffProduct["prices"],
    rows: {
      was: StaffProduct["variants"][number];
      sku: string;
      prices?: { storeId: number; price: number }[];
      qty: number;
    }[],
  ): Promise<number[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.was.id);
    const had = await tx
      .select({ productId: productPrices.productId, storeId: productPrices.storeId, price: productPrices.price })
      .from(productPrices)
      .where(inArray(productPrices.productId, ids));
    for (const { was, sku, prices, qty } of rows) {
      const changes: Record<string, { before: unknown; after: unknown }> = {
        sites: { before: [], after: null },
        ...(was.qoh !== qty ? { qoh: { before: was.qoh, after: qty } } : {}),
        ...(was.sku !== sku ? { sku: { before: was.sku, after: sku } } : {}),
      };
      await tx
        .update(products)
        .set({
          sites: null,
          sku,
          attributes: sql`${products.attributes} || ${JSON.stringify({ [code]: value })}::jsonb`,
          updatedAt: moved(),
        })
        .where(and(eq(products.id, was.id), eq(products.parentId, parentId)));
      for (const p of parentPrices) {
        const before = had.find((h) => h.productId === was.id && h.storeId === p.storeId)?.price ?? null;
        const after = prices?.find((x) => x.storeId === p.storeId)?.price ?? before ?? p.price;
        if (after === before || after === null) continue;
        changes[`price.${p.storeId}`] = { before, after };
        await tx
          .insert(productPrices)
          .values({ productId: was.id, storeId: p.storeId, price: after })
          .onConflictDoUpdate({ target: [productPrices.productId, productPrices.storeId], set: { price: after } });
      }
      await tx
        .insert(inventory)
        .values({ productId: was.id, qoh: qty })
        .onConflictDoUpdate({ target: inventory.productId, set: { qoh: qty } });
      await audit(tx, who, "product.restore", was.id, changes, {
        from: "option-value",
        parentId,
        options: { ...was.options, [code]: value },
      });
    }
    return ids;
  }

  async function run<T extends { created: number[]; restored?: number[]; retired: number[]; deleted: number[] }>(
    id: number,
    fn: (tx: Db) => Promise<T>,
  ): Promise<StaffVariantsChanged> {
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const out = await fn(tx);
      return { restored: [], ...out, product: await editor.get(id, "en", { tx }) };
    });
    catalog.announce(
      ["catalog", "price"],
      [id, ...result.created, ...result.restored, ...result.retired, ...result.deleted],
    );
    return result;
  }

  return {
    /** Shared with the whole-option writes (staff.option-axes.ts, ADR 0063). */
    helpers: { lockParent, optionOf, audit },
    async addValue(who: StaffPrincipal, id: number, input: StaffOptionValueAdd): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const option = optionOf(current, input.code);
        if (option.values.some((v) => v.value.toLowerCase() === input.value.toLowerCase()))
          throw httpError(ERRORS.optionValueExists, `${option.label} already has the value ${input.value}.`, {
            field: "value",
            fields: [{ field: "value", message: `is already a value of ${option.label}` }],
          });
        if (input.swatch && !isColourOption(option))
          throw fieldError("swatch", `${option.label} is not a colour option: its values have no swatch`);
        if (option.values.length >= 50) throw fieldError("value", "an option has at most 50 values");

        // One variant per combination with the other options' values, each exactly once.
        const others = current.configurableAttributes.filter((o) => o.code !== option.code);
        const wanted = new Map(
          combosFor(current.configurableAttributes, option.code).map((c) => [comboKey(others, c), c]),
        );
        const problems: { field: string; message: string }[] = [];
        const seen = new Set<string>();
        const skus = new Set([current.sku.toLowerCase()]);
        const sold = new Set(current.prices.filter((p) => p.price !== null).map((p) => p.storeId));
        for (const [i, v] of input.variants.entries()) {
          for (const [code, value] of Object.entries(v.options)) {
            const o = others.find((x) => x.code === code);
            if (!o)
              problems.push({
                field: `variants.${i}.options.${code}`,
                message: "is not another option of this product",
              });
            else if (!valuesOf(o).includes(value))
              problems.push({ field: `variants.${i}.options.${code}`, message: `is not one of the ${o.label} values` });
          }
          for (const o of others)
            if (v.options[o.code] === undefined)
              problems.push({ field: `variants.${i}.options.${o.code}`, message: "is required" });
          const key = comboKey(others, v.options);
          if (seen.has(key))
            problems.push({ field: `variants.${i}.options`, message: "another variant has these values" });
          seen.add(key);
          if (skus.has(v.sku.toLowerCase()))
            problems.push({ field: `variants.${i}.sku`, message: "is the SKU of the product or another variant" });
          skus.add(v.sku.toLowerCase());
          const stores = new Set<number>();
          for (const [j, p] of (v.prices ?? []).entries()) {
            if (!sold.has(p.storeId))
              problems.push({
                field: `variants.${i}.prices.${j}.storeId`,
                message: "the product is not sold in this store",
              });
            if (stores.has(p.storeId))
              problems.push({ field: `variants.${i}.prices.${j}.storeId`, message: "is there twice" });
            stores.add(p.storeId);
          }
        }
        if (!problems.length)
          for (const [key, combo] of wanted)
            if (!seen.has(key))
              problems.push({
                field: "variants",
                message: `needs a variant for ${others.map((o) => `${o.label} ${combo[o.code]}`).join(", ")}`,
              });
        if (problems.length) throw fieldsError(problems);

        // A combination whose variant was retired when the value was removed (ordered once) gets that
        // variant back: same id, so its orders, returns and quotes still name it; its SKU, prices and stock
        // are the ones given. The others are new variants.
        const retiredOf = new Map(
          current.variants
            .filter((v) => v.retired && v.options[option.code]?.toLowerCase() === input.value.toLowerCase())
            .map((v) => [comboKey(others, v.options), v]),
        );
        const back = input.variants.map((v) => retiredOf.get(comboKey(others, v.options)));
        const [parentRow] = await tx
          .select({ attributes: products.attributes, weight: products.weight, urlKey: products.urlKey })
          .from(products)
          .where(eq(products.id, id));
        const childKey = (sku: string) => `${parentRow?.urlKey ?? id}-${slug(sku)}`.slice(0, 200);
        const mine = (i: number, sku: string) => back[i]?.sku.toLowerCase() === sku.toLowerCase();
        const taken = await takenSkusAndKeys(
          tx,
          input.variants.filter((v, i) => !mine(i, v.sku)).map((v) => v.sku),
          input.variants.filter((_, i) => !back[i]).map((v) => childKey(v.sku)),
        );
        const clash = input.variants.findIndex(
          (v, i) =>
            (!mine(i, v.sku) && taken.skus.has(v.sku.toLowerCase())) ||
            (!back[i] && taken.urlKeys.has(childKey(v.sku))),
        );
        if (clash >= 0)
          throw httpError(ERRORS.skuInUse, `Another product has the SKU ${input.variants[clash]?.sku}.`, {
            field: `variants.${clash}.sku`,
            fields: [{ field: `variants.${clash}.sku`, message: "is another product's SKU" }],
          });

        const parentPrices = current.prices.filter((p) => p.price !== null);
        const restored = await restore(
          tx,
          who,
          id,
          option.code,
          input.value,
          parentPrices,
          input.variants.flatMap((v, i) => {
            const was = back[i];
            return was ? [{ was, sku: v.sku, prices: v.prices, qty: v.qty }] : [];
          }),
        );
        const fresh = input.variants.filter((_, i) => !back[i]);
        // New ids follow the highest, under the create's lock (POST /products takes the same one).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:product-create'))`);
        const [next] = await tx.select({ id: sql<number>`coalesce(max(${products.id}), 0)::int + 1` }).from(products);
        const first = next?.id as number;
        const attrs = parentRow?.attributes as Record<string, unknown> | undefined;
        const base = {
          tax_class_id: attrs?.tax_class_id ?? 2,
          shipperhq_shipping_group: attrs?.shipperhq_shipping_group ?? "standard",
        };
        const now = new Date();
        // One statement per table for all the variants (a value × 10 colours is 10 rows each).
        const made = fresh.map((v, i) => {
          const childId = first + i;
          const combo = { ...v.options, [option.code]: input.value };
          const labels = current.configurableAttributes.map((o) =>
            o.code === option.code
              ? input.label
              : (o.values.find((x) => x.value === combo[o.code])?.label ?? combo[o.code]),
          );
          const prices = parentPrices.map((p) => ({
            productId: childId,
            storeId: p.storeId,
            price: v.prices?.find((x) => x.storeId === p.storeId)?.price ?? p.price,
          }));
          return { v, childId, combo, labels, prices };
        });
        if (made.length) {
          await tx.insert(products).values(
            made.map(({ v, childId, combo, labels }) => ({
              id: childId,
              sku: v.sku,
              name: `${current.englishName} - ${labels.join(" / ")}`,
              type: "simple" as const,
              urlKey: childKey(v.sku),
              visibility: HIDDEN,
              parentId: id,
              weight: parentRow?.weight ?? null,
              attributes: { ...base, ...combo } as never,
              details: {},
              gallery: [],
              thumbnail: null,
              sites: null,
              translations: {},
              createdAt: now,
              updatedAt: now,
            })),
          );
          const priceRows = made.flatMap((m) => m.prices);
          if (priceRows.length) await tx.insert(productPrices).values(priceRows);
          await tx.insert(inventory).values(made.map((m) => ({ productId: m.childId, qoh: m.v.qty })));
        }
        await recordAudits(
          tx,
          made.map((m) => ({
            staffId: who.id,
            staffEmail: who.email,
            action: "product.create",
            targetType: "product",
            targetId: String(m.childId),
            changes: {
              type: { before: null, after: "simple" },
              sku: { before: null, after: m.v.sku },
              qoh: { before: null, after: m.v.qty },
              ...Object.fromEntries(m.prices.map((p) => [`price.${p.storeId}`, { before: null, after: p.price }])),
            },
            detail: { from: "option-value", parentId: id, options: m.combo },
          })),
        );
        const created = made.map((m) => m.childId);
        await writeValues(
          tx,
          who,
          current,
          option,
          [...option.values, { value: input.value, label: input.label, swatch: input.swatch ?? null, labels: {} }],
          "product.option.add",
          { value: input.value, variants: created, ...(restored.length ? { restored } : {}) },
          { value: input.value, to: input.label, labels: input.labels },
        );
        return { created, restored, retired: [], deleted: [] };
      });
    },

    async editValue(who: StaffPrincipal, id: number, input: StaffOptionValueEdit): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const option = optionOf(current, input.code);
        const was = option.values.find((v) => v.value === input.value);
        if (!was) throw fieldError("value", `is not a value of ${option.label}`);
        if (input.swatch && !isColourOption(option))
          throw fieldError("swatch", `${option.label} is not a colour option: its values have no swatch`);
        const values = option.values.map((v) =>
          v.value === input.value
            ? {
                ...v,
                ...(input.label !== undefined ? { label: input.label } : {}),
                ...(input.swatch !== undefined ? { swatch: input.swatch } : {}),
              }
            : v,
        );
        const label = input.label ?? was.label;
        const translated = Object.entries(input.labels ?? {}).some(
          ([l, text]) => (was.labels[l] ?? "") !== (text ?? ""),
        );
        if (!translated && JSON.stringify(values) === JSON.stringify(option.values))
          return { created: [], retired: [], deleted: [] };
        await writeValues(
          tx,
          who,
          current,
          option,
          values,
          "product.option.edit",
          { value: input.value },
          { value: input.value, from: was.label, to: label, labels: input.labels },
        );
        return { created: [], retired: [], deleted: [] };
      });
    },

    /** One option's values in a new order (the storefront picker's): every current value exactly once. */
    async orderValues(who: StaffPrincipal, id: number, input: StaffOptionValueOrder): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const option = optionOf(current, input.code);
        const problems: { field: string; message: string }[] = [];
        const seen = new Set<string>();
        for (const [i, value] of input.values.entries()) {
          if (!valuesOf(option).includes(value))
            problems.push({ field: `values.${i}`, message: `is not a value of ${option.label}` });
          else if (seen.has(value)) problems.push({ field: `values.${i}`, message: "is there twice" });
          seen.add(value);
        }
        const missing = valuesOf(option).filter((v) => !seen.has(v));
        if (missing.length) problems.push({ field: "values", message: `leaves out ${missing.join(", ")}` });
        if (problems.length) throw fieldsError(problems);
        const values = input.values.map((v) => option.values.find((x) => x.value === v) as Value);
        if (input.values.every((v, i) => option.values[i]?.value === v))
          return { created: [], retired: [], deleted: [] };
        await writeValues(tx, who, current, option, values, "product.option.reorder", { order: input.values });
        return { created: [], retired: [], deleted: [] };
      });
    },

    async removeValue(who: StaffPrincipal, id: number, input: StaffOptionValueRemove): Promise<StaffVariantsChanged> {
      return run(id, async (tx) => {
        const current = await lockParent(tx, id, input.version);
        const option = optionOf(current, input.code);
        if (!valuesOf(option).includes(input.value)) throw fieldError("value", `is not a value of ${option.label}`);
        if (option.values.length === 1)
          throw httpError(ERRORS.lastOptionValue, undefined, {
            field: "value",
            fields: [{ field: "value", message: `is the last value of ${option.label}` }],
          });
        const leaving = current.variants.filter((v) => v.options[option.code] === input.value && !v.retired);
        const kept = await referenced(tx, leaving);
        const retired = leaving.filter((v) => kept.has(v.id)).map((v) => v.id);
        const deleted = leaving.filter((v) => !kept.has(v.id)).map((v) => v.id);
        if (retired.length)
          await tx.update(products).set({ sites: [], updatedAt: moved() }).where(inArray(products.id, retired));
        if (deleted.length) {
          await tx.delete(productPrices).where(inArray(productPrices.productId, deleted));
          await tx.delete(groupPrices).where(inArray(groupPrices.productId, deleted));
          await tx.delete(inventory).where(inArray(inventory.productId, deleted));
          await tx.delete(productCategories).where(inArray(productCategories.productId, deleted));
          await tx.delete(products).where(and(inArray(products.id, deleted), eq(products.parentId, id)));
        }
        for (const v of leaving)
          await audit(
            tx,
            who,
            kept.has(v.id) ? "product.retire" : "product.delete",
            v.id,
            kept.has(v.id)
              ? { sites: { before: null, after: [] } }
              : { sku: { before: v.sku, after: null }, qoh: { before: v.qoh, after: null } },
            { from: "option-value", parentId: id, options: v.options },
          );
        const values = option.values.filter((v) => v.value !== input.value);
        await writeValues(tx, who, current, option, values, "product.option.remove", {
          value: input.value,
          retired,
          deleted,
        });
        return { created: [], retired, deleted };
      });
    },
  };
}
export type StaffVariants = ReturnType<typeof createStaffVariants>;
