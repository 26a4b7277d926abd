import { ERRORS, type StaffProductCreate, type StaffProductCreated } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { inArray, or, sql } from "drizzle-orm";
import { fieldsError, httpError } from "../../platform/errors.ts";
import { inventory, productPrices, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import { urlRewrites } from "../route/route.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { recordAudit } from "./staff.repository.ts";

/** Hidden: reachable by its link only (a new product, and every configurable child). */
const HIDDEN = 1;
/** The stores the catalog sells in (SPEC §9 sites; @ironworks/domain SITES' store ids). */
const STORE_IDS = new Set([1, 2, 4, 5, 18, 34]);
/** Types whose price is their members' (grouped) or the amount chosen (gift card). */
const UNPRICED = new Set(["grouped", "giftcard"]);

type Problem = { field: string; message: string };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The input's rules beyond its shape, every problem named by its field (400; nothing written). */
function problems(input: StaffProductCreate): Problem[] {
  const out: Problem[] = [];
  const priced = (list: { storeId: number }[], field: string) => {
    const seen = new Set<number>();
    for (const [i, p] of list.entries()) {
      if (!STORE_IDS.has(p.storeId)) out.push({ field: `${field}.${i}.storeId`, message: "is not a store" });
      if (seen.has(p.storeId)) out.push({ field: `${field}.${i}.storeId`, message: "is there twice" });
      seen.add(p.storeId);
    }
  };
  priced(input.prices, "prices");
  if (UNPRICED.has(input.type) && input.prices.length)
    out.push({ field: "prices", message: `a ${input.type} product has no price of its own` });
  if (!UNPRICED.has(input.type) && input.prices.length === 0)
    out.push({ field: "prices", message: "needs a price in at least one store" });
  if (input.type !== "configurable" && (input.optionAttributes?.length || input.variants?.length))
    out.push({ field: "variants", message: "are for configurable products" });
  if (input.type !== "grouped" && input.groupedIds?.length)
    out.push({ field: "groupedIds", message: "are for grouped products" });
  if (input.type !== "giftcard" && input.giftcardAmounts?.length)
    out.push({ field: "giftcardAmounts", message: "are for gift card products" });
  if (input.type === "giftcard" && !input.giftcardAmounts?.length)
    out.push({ field: "giftcardAmounts", message: "needs at least one amount" });
  if (input.type === "configurable") {
    const attributes = input.optionAttributes ?? [];
    const variants = input.variants ?? [];
    if (!attributes.length)
      out.push({ field: "optionAttributes", message: "needs at least one option (size, colour …)" });
    if (!variants.length) out.push({ field: "variants", message: "needs at least one variant" });
    const codes = new Set<string>();
    for (const [i, a] of attributes.entries()) {
      if (codes.has(a.code)) out.push({ field: `optionAttributes.${i}.code`, message: "is there twice" });
      codes.add(a.code);
      const values = new Set<string>();
      for (const [j, v] of a.values.entries()) {
        if (values.has(v.value))
          out.push({ field: `optionAttributes.${i}.values.${j}.value`, message: "is there twice" });
        values.add(v.value);
      }
    }
    const skus = new Set([input.sku.toLowerCase()]);
    const combos = new Set<string>();
    for (const [i, v] of variants.entries()) {
      if (skus.has(v.sku.toLowerCase()))
        out.push({ field: `variants.${i}.sku`, message: "is the SKU of the product or another variant" });
      skus.add(v.sku.toLowerCase());
      priced(v.prices ?? [], `variants.${i}.prices`);
      const sold = new Set(input.prices.map((p) => p.storeId));
      for (const [j, p] of (v.prices ?? []).entries())
        if (!sold.has(p.storeId))
          out.push({ field: `variants.${i}.prices.${j}.storeId`, message: "the product is not sold in this store" });
      for (const a of attributes) {
        const chosen = v.options.find((o) => o.code === a.code);
        if (!chosen) out.push({ field: `variants.${i}.options.${a.code}`, message: "is required" });
        else if (!a.values.some((x) => x.value === chosen.value))
          out.push({ field: `variants.${i}.options.${a.code}`, message: `is not one of the ${a.label} values` });
      }
      for (const o of v.options)
        if (!codes.has(o.code)) out.push({ field: `variants.${i}.options.${o.code}`, message: "is not an option" });
      const combo = attributes.map((a) => v.options.find((o) => o.code === a.code)?.value ?? "").join("\u0000");
      if (combos.has(combo)) out.push({ field: `variants.${i}.options`, message: "another variant has these values" });
      combos.add(combo);
    }
  }
  return out;
}

/**
 * Which of these SKUs (case-insensitive, answered lower-case) and URL keys another product already has:
 * the new product's and its variants' (`POST /products`, a new option value's variants: one query for both, ADR 0062).
 */
export async function takenSkusAndKeys(
  db: Db,
  skus: readonly string[],
  urlKeys: readonly string[],
): Promise<{ skus: Set<string>; urlKeys: Set<string> }> {
  const which = [
    ...(skus.length
      ? [
          inArray(
            sql`lower(${products.sku})`,
            skus.map((s) => s.toLowerCase()),
          ),
        ]
      : []),
    ...(urlKeys.length ? [inArray(products.urlKey, [...urlKeys])] : []),
  ];
  const taken = which.length
    ? await db
        .select({ sku: products.sku, urlKey: products.urlKey })
        .from(products)
        .where(or(...which))
    : [];
  return { skus: new Set(taken.map((r) => r.sku.toLowerCase())), urlKeys: new Set(taken.map((r) => r.urlKey)) };
}

/**
 * A new product from scratch (issue #17: "product editor for every product type"; before, a new product
 * could only be a copy): any of the catalog's six types, with its SKU, URL key, names per language,
 * prices per store and stock; a configurable product with its option attributes and one hidden child
 * per variant (its own SKU, option values, prices — else the parent's — and stock), as the seed builds
 * them. Hidden until the merchandiser lists it in the editor, as a duplicate is. One transaction under
 * the duplicate's advisory lock (ids are the next after the highest): the rows, a route `/<url key>` on
 * every site, one `product.create` audit entry per product; then `catalog` and `price` are announced
 * with the new ids on every process. 409 `sku_in_use` / `url_in_use` naming the field.
 */
export function createStaffCreate(deps: { db: Db; catalog: Pick<CatalogService, "announce" | "unknownProductIds"> }) {
  return {
    async create(who: StaffPrincipal, input: StaffProductCreate): Promise<StaffProductCreated> {
      const found = problems(input);
      if (found.length) throw fieldsError(found);
      const variants = input.type === "configurable" ? (input.variants ?? []) : [];
      const childKey = (sku: string) => `${input.urlKey}-${slug(sku)}`.slice(0, 200);
      const created = await deps.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:product-create'))`);
        if (input.type === "grouped") {
          const unknown = await deps.catalog.unknownProductIds(input.groupedIds ?? [], tx);
          if (unknown.length)
            throw fieldsError([{ field: "groupedIds", message: `no product with id ${unknown.join(", ")}` }]);
        }
        const skus = [input.sku, ...variants.map((v) => v.sku)];
        const keys = [input.urlKey, ...variants.map((v) => childKey(v.sku))];
        const taken = await takenSkusAndKeys(tx, skus, keys);
        const takenSkus = taken.skus;
        const skuField = (sku: string) => {
          const i = variants.findIndex((v) => v.sku.toLowerCase() === sku.toLowerCase());
          return i < 0 ? "sku" : `variants.${i}.sku`;
        };
        const clash = skus.find((s) => takenSkus.has(s.toLowerCase()));
        if (clash)
          throw httpError(ERRORS.skuInUse, `Another product has the SKU ${clash}.`, {
            field: skuField(clash),
            fields: [{ field: skuField(clash), message: "is another product's SKU" }],
          });
        const path = `/${input.urlKey}`;
        const routed = await tx
          .select({ site: urlRewrites.site })
          .from(urlRewrites)
          .where(inArray(urlRewrites.requestPath, [path]));
        const takenKeys = taken.urlKeys;
        if (routed.length || takenKeys.has(input.urlKey))
          throw httpError(ERRORS.urlInUse, `${path} is already a product, page or redirect.`, {
            field: "urlKey",
            fields: [{ field: "urlKey", message: "is already a product, page or redirect" }],
          });
        const childClash = variants.findIndex((v) => takenKeys.has(childKey(v.sku)));
        if (childClash >= 0)
          throw httpError(
            ERRORS.urlInUse,
            `The variant's URL key ${childKey(variants[childClash]?.sku ?? "")} is taken.`,
            {
              field: `variants.${childClash}.sku`,
              fields: [{ field: `variants.${childClash}.sku`, message: "gives a URL key another product has" }],
            },
          );

        const [next] = await tx.select({ id: sql<number>`coalesce(max(${products.id}), 0)::int + 1` }).from(products);
        const id = next?.id as number;
        const translations = Object.fromEntries(
          (["de", "fr", "es", "nl"] as const)
            .filter((l) => input.names[l]?.trim())
            .map((l) => [l, { name: input.names[l]?.trim() }]),
        );
        const attributes = { tax_class_id: 2, shipperhq_shipping_group: "standard" };
        const details = {
          ...(input.type === "configurable"
            ? {
                configurableAttributes: (input.optionAttributes ?? []).map((a) => ({
                  code: a.code,
                  label: a.label,
                  values: a.values.map((v) => ({ value: v.value, label: v.label, swatch: null })),
                })),
              }
            : {}),
          ...(input.type === "grouped" ? { groupedIds: input.groupedIds ?? [] } : {}),
          ...(input.type === "giftcard"
            ? {
                giftcardData: {
                  amounts: input.giftcardAmounts ?? [],
                  isOpenAmountAllowed: false,
                  openAmountMin: null,
                  openAmountMax: null,
                  type: "virtual" as const,
                },
              }
            : {}),
        };
        const now = new Date();
        const digital = input.type === "virtual" || input.type === "giftcard";
        await tx.insert(products).values({
          id,
          sku: input.sku,
          name: input.names.en,
          type: input.type,
          urlKey: input.urlKey,
          visibility: HIDDEN,
          parentId: null,
          weight: digital ? null : (input.weight ?? null),
          attributes,
          details,
          gallery: [],
          thumbnail: null,
          sites: null,
          translations,
          createdAt: now,
          updatedAt: now,
        });
        // A grouped or gift card product is sold in every store with no price of its own (as the seed's).
        const rows = UNPRICED.has(input.type)
          ? [...STORE_IDS].map((storeId) => ({ productId: id, storeId, price: null }))
          : input.prices.map((p) => ({ productId: id, storeId: p.storeId, price: p.price }));
        await tx.insert(productPrices).values(rows);
        await tx.insert(inventory).values({ productId: id, qoh: input.type === "configurable" ? 0 : input.qty });
        await tx
          .insert(urlRewrites)
          .values({ site: "*", requestPath: path, entityType: "product", entityId: String(id) });
        await recordAudit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.create",
          targetType: "product",
          targetId: String(id),
          changes: {
            type: { before: null, after: input.type },
            sku: { before: null, after: input.sku },
            name: { before: null, after: input.names.en },
            urlKey: { before: null, after: input.urlKey },
            ...Object.fromEntries(input.prices.map((p) => [`price.${p.storeId}`, { before: null, after: p.price }])),
          },
          detail: { from: "scratch", variants: variants.length },
        });

        const childrenIds: number[] = [];
        for (const [i, v] of variants.entries()) {
          const childId = id + 1 + i;
          const labels = (input.optionAttributes ?? []).map((a) => {
            const value = v.options.find((o) => o.code === a.code)?.value ?? "";
            return a.values.find((x) => x.value === value)?.label ?? value;
          });
          const childPrices = input.prices.map((p) => ({
            storeId: p.storeId,
            price: v.prices?.find((x) => x.storeId === p.storeId)?.price ?? p.price,
          }));
          await tx.insert(products).values({
            id: childId,
            sku: v.sku,
            name: `${input.names.en} - ${labels.join(" / ")}`,
            type: "simple",
            urlKey: childKey(v.sku),
            visibility: HIDDEN,
            parentId: id,
            weight: input.weight ?? null,
            attributes: { ...attributes, ...Object.fromEntries(v.options.map((o) => [o.code, o.value])) },
            details: {},
            gallery: [],
            thumbnail: null,
            sites: null,
            translations: {},
            createdAt: now,
            updatedAt: now,
          });
          if (childPrices.length)
            await tx.insert(productPrices).values(childPrices.map((p) => ({ productId: childId, ...p })));
          await tx.insert(inventory).values({ productId: childId, qoh: v.qty });
          await recordAudit(tx, {
            staffId: who.id,
            staffEmail: who.email,
            action: "product.create",
            targetType: "product",
            targetId: String(childId),
            changes: {
              type: { before: null, after: "simple" },
              sku: { before: null, after: v.sku },
              qoh: { before: null, after: v.qty },
              ...Object.fromEntries(childPrices.map((p) => [`price.${p.storeId}`, { before: null, after: p.price }])),
            },
            detail: { from: "scratch", parentId: id, options: v.options },
          });
          childrenIds.push(childId);
        }
        return { id, childrenIds };
      });
      deps.catalog.announce(["catalog", "price"], [created.id, ...created.childrenIds]);
      return created;
    },
  };
}
export type StaffCreate = ReturnType<typeof createStaffCreate>;
