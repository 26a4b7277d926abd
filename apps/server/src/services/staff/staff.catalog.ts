import {
  ERRORS,
  type StaffBulkEdit,
  type StaffProduct,
  type StaffProductEdit,
  type StaffProductQuery,
  type StaffProductRow,
  VALUE_LABEL_LANGUAGES,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { adjustPrice, parseTextLocale } from "@ironworks/domain";
import { and, asc, eq, lte } from "drizzle-orm";
import { fieldsError, httpError } from "../../platform/errors.ts";
import { inventory, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";

type Catalog = Pick<
  CatalogService,
  | "updateProduct"
  | "announce"
  | "readEditable"
  | "listForStaff"
  | "lockVersions"
  | "unknownCategoryIds"
  | "unknownProductIds"
>;
type Editable = NonNullable<Awaited<ReturnType<CatalogService["readEditable"]>>>;
type ProductChange = Parameters<CatalogService["updateProduct"]>[1];
type Topic = "catalog" | "price";

/** Visibility 4 is "catalog and search" (listed); the editor's "hidden" is 1 (reachable by its link only). */
const LISTED = 4;
const HIDDEN = 1;
const EDITABLE_ATTRIBUTES = [
  "manufacturer",
  "color",
  "size",
  "shipperhq_shipping_group",
  "tax_class_id",
  "purchase_limit",
  "rogue_pickup_disabled",
  "black_friday_dropship",
] as const;

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** An option value's label per language, from the product's `labels` by its English label (ADR 0062). */
export function valueLabels(translations: Editable["product"]["translations"], label: string): Record<string, string> {
  return Object.fromEntries(
    VALUE_LABEL_LANGUAGES.flatMap((l) => {
      const text = translations[l]?.labels?.[label];
      return text ? [[l, text]] : [];
    }),
  );
}

/** The editor's view of a product in one language (copy empty where that language has none). */
function view(e: Editable, locale: string): StaffProduct {
  const p = e.product;
  const a = p.attributes as Record<string, unknown>;
  const copy = locale === "en" ? undefined : p.translations[locale];
  const english = {
    name: p.name,
    shortDescription: str(a.short_description),
    description: str(a.description),
    features: Array.isArray(a.features) ? (a.features as string[]) : [],
  };
  const inv = e.inventory;
  return {
    id: p.id,
    sku: p.sku,
    type: p.type,
    version: e.version,
    locale,
    ...(locale === "en"
      ? english
      : {
          name: copy?.name ?? "",
          shortDescription: copy?.short_description ?? "",
          description: copy?.description ?? "",
          features: copy?.features ?? [],
        }),
    englishName: p.name,
    status: p.visibility === LISTED ? "listed" : "hidden",
    weight: p.weight,
    prices: e.prices.map((r) => ({
      storeId: r.storeId,
      price: r.price,
      specialPrice: r.specialPrice,
      promoPrice: r.promoPrice,
    })),
    promo: {
      enabled: a.rogue_promo_enabled === true,
      fromDate: str(a.rogue_promo_from_date).slice(0, 10) || null,
      toDate: str(a.rogue_promo_to_date).slice(0, 10) || null,
      qtyLimit: a.rogue_promo_qty_enable === true,
      qty: a.rogue_promo_qty === null || a.rogue_promo_qty === undefined ? null : Number(a.rogue_promo_qty),
    },
    attributes: Object.fromEntries(
      EDITABLE_ATTRIBUTES.filter((k) => a[k] !== undefined && a[k] !== null).map((k) => [k, a[k]]),
    ) as StaffProduct["attributes"],
    inventory: inv
      ? {
          qoh: inv.qoh,
          min: inv.min,
          max: inv.max,
          backorder: inv.backorder,
          leadTime: inv.leadTime,
          restockStatus: inv.restockStatus,
          promoQty: inv.promoQty,
          bin: inv.bin,
          ms: inv.ms,
        }
      : null,
    categoryIds: e.categoryIds,
    customOptions: p.details.customOptions ?? [],
    bundleOptions: p.details.bundleOptions ?? [],
    gallery: p.gallery,
    galleryLabels: locale === "en" ? {} : (copy?.labels ?? {}),
    configurableAttributes: (p.details.configurableAttributes ?? []).map((c) => ({
      code: c.code,
      label: c.label,
      values: c.values.map((v) => ({
        value: v.value,
        label: v.label,
        swatch: v.swatch ?? null,
        labels: valueLabels(p.translations, v.label),
      })),
    })),
    groupedIds: p.details.groupedIds ?? [],
    parentId: p.parentId,
    variants: e.children.map((c) => {
      const attrs = c.attributes as Record<string, unknown>;
      return {
        id: c.id,
        sku: c.sku,
        name: c.name,
        options: Object.fromEntries(
          (p.details.configurableAttributes ?? [])
            .filter((o) => attrs[o.code] !== undefined && attrs[o.code] !== null)
            .map((o) => [o.code, String(attrs[o.code])]),
        ),
        qoh: c.qoh,
        // A removed value's variant that was ordered: kept, on no site (ADR 0058).
        retired: Array.isArray(c.sites) && c.sites.length === 0,
      };
    }),
  };
}

/** The audit's flat fields of a view: copy keyed by language (`name.de`), prices by store (`price.5`). */
function flat(v: StaffProduct): Record<string, unknown> {
  const key = (field: string) => (v.locale === "en" ? field : `${field}.${v.locale}`);
  const out: Record<string, unknown> = {
    [key("name")]: v.name,
    [key("shortDescription")]: v.shortDescription,
    [key("description")]: v.description,
    [key("features")]: v.features,
    [key("galleryLabels")]: v.galleryLabels,
    status: v.status,
    weight: v.weight,
    promo: v.promo,
    categoryIds: v.categoryIds,
    customOptions: v.customOptions,
    bundleOptions: v.bundleOptions,
    gallery: v.gallery,
  };
  for (const p of v.prices) {
    out[`price.${p.storeId}`] = p.price;
    out[`specialPrice.${p.storeId}`] = p.specialPrice;
    out[`promoPrice.${p.storeId}`] = p.promoPrice;
  }
  for (const k of EDITABLE_ATTRIBUTES) out[`attributes.${k}`] = v.attributes[k] ?? null;
  if (v.inventory) for (const [k, value] of Object.entries(v.inventory)) out[`inventory.${k}`] = value;
  return out;
}

/** The edit applied to the current view: what the product would look like (for the audit's after). */
function applied(current: StaffProduct, edit: StaffProductEdit): StaffProduct {
  return {
    ...current,
    name: edit.name ?? current.name,
    shortDescription: edit.shortDescription ?? current.shortDescription,
    description: edit.description ?? current.description,
    features: edit.features ?? current.features,
    galleryLabels: edit.galleryLabels ? { ...current.galleryLabels, ...edit.galleryLabels } : current.galleryLabels,
    status: edit.status ?? current.status,
    weight: edit.weight === undefined ? current.weight : edit.weight,
    promo: edit.promo ?? current.promo,
    categoryIds: edit.categoryIds ? [...new Set(edit.categoryIds)].sort((a, b) => a - b) : current.categoryIds,
    customOptions: edit.customOptions ?? current.customOptions,
    bundleOptions: edit.bundleOptions ?? current.bundleOptions,
    gallery: edit.gallery ?? current.gallery,
    prices: current.prices.map((p) => {
      const e = edit.prices?.find((x) => x.storeId === p.storeId);
      return e
        ? {
            storeId: p.storeId,
            price: e.price ?? p.price,
            specialPrice: e.specialPrice === undefined ? p.specialPrice : e.specialPrice,
            promoPrice: e.promoPrice === undefined ? p.promoPrice : e.promoPrice,
          }
        : p;
    }),
    attributes: edit.attributes
      ? (Object.fromEntries(
          Object.entries({ ...current.attributes, ...edit.attributes }).filter(([, v]) => v !== null),
        ) as StaffProduct["attributes"])
      : current.attributes,
    inventory: current.inventory && edit.inventory ? { ...current.inventory, ...edit.inventory } : current.inventory,
  };
}

/** Rules a product edit must meet beyond its shape (400 with every field's problem; nothing written). */
async function problems(catalog: Catalog, current: StaffProduct, edit: StaffProductEdit, tx: Db) {
  const out: { field: string; message: string }[] = [];
  const stores = new Set(current.prices.map((p) => p.storeId));
  for (const p of edit.prices ?? []) {
    if (!stores.has(p.storeId))
      out.push({ field: "prices", message: `store ${p.storeId} is not one of this product's` });
    else if ((p.specialPrice != null || p.promoPrice != null) && current.type !== "simple")
      out.push({
        field: `prices.${p.storeId}`,
        message: `special and promo prices are for simple products; this one is ${current.type}`,
      });
  }
  if (edit.promo?.fromDate && edit.promo.toDate && edit.promo.fromDate > edit.promo.toDate)
    out.push({ field: "promo.toDate", message: "is before the from date" });
  if (edit.promo?.qtyLimit && edit.promo.qty === null)
    out.push({ field: "promo.qty", message: "is required when the promotion has a quantity limit" });
  if (edit.inventory && !current.inventory)
    out.push({ field: "inventory", message: "this product keeps no stock of its own" });
  const inv = current.inventory && edit.inventory ? { ...current.inventory, ...edit.inventory } : null;
  if (inv && inv.min > inv.max) out.push({ field: "inventory.max", message: "is below the minimum quantity" });
  if (edit.bundleOptions && current.type !== "bundle")
    out.push({ field: "bundleOptions", message: `are for bundle products; this one is ${current.type}` });
  for (const [i, o] of (edit.bundleOptions ?? []).entries())
    if (o.includedProductId !== null && !o.values.some((v) => v.productId === o.includedProductId))
      out.push({ field: `bundleOptions.${i}.includedProductId`, message: "is not one of the option's products" });
  const ids = (key: string, list: number[]) => {
    if (new Set(list).size !== list.length) out.push({ field: key, message: "has the same id twice" });
  };
  ids(
    "customOptions",
    (edit.customOptions ?? []).map((o) => o.id),
  );
  ids(
    "bundleOptions",
    (edit.bundleOptions ?? []).map((o) => o.id),
  );
  const bundled = [...new Set((edit.bundleOptions ?? []).flatMap((o) => o.values.map((v) => v.productId)))];
  const unknownProducts = await catalog.unknownProductIds(bundled, tx);
  if (unknownProducts.length)
    out.push({ field: "bundleOptions", message: `no product with id ${unknownProducts.join(", ")}` });
  const unknownCategories = await catalog.unknownCategoryIds(edit.categoryIds ?? [], tx);
  if (unknownCategories.length)
    out.push({ field: "categoryIds", message: `no category with id ${unknownCategories.join(", ")}` });
  return out;
}

/** The catalog seam's change for an edit, from the changed fields only. */
function toChange(current: StaffProduct, edit: StaffProductEdit, changes: Record<string, unknown>): ProductChange {
  const changed = (prefix: string) => Object.keys(changes).some((k) => k === prefix || k.startsWith(`${prefix}.`));
  const locale = current.locale;
  const suffix = locale === "en" ? "" : `.${locale}`;
  const copy = {
    ...(edit.name !== undefined && changes[`name${suffix}`] ? { name: edit.name } : {}),
    ...(edit.shortDescription !== undefined && changes[`shortDescription${suffix}`]
      ? { short_description: edit.shortDescription }
      : {}),
    ...(edit.description !== undefined && changes[`description${suffix}`] ? { description: edit.description } : {}),
    ...(edit.features !== undefined && changes[`features${suffix}`] ? { features: edit.features } : {}),
    ...(edit.galleryLabels && locale !== "en" && changes[`galleryLabels${suffix}`]
      ? { labels: edit.galleryLabels }
      : {}),
  };
  const promo = edit.promo && changes.promo ? edit.promo : undefined;
  const attributes = {
    ...(edit.attributes && changed("attributes") ? edit.attributes : {}),
    ...(promo
      ? {
          rogue_promo_enabled: promo.enabled,
          rogue_promo_from_date: promo.fromDate,
          rogue_promo_to_date: promo.toDate,
          rogue_promo_qty_enable: promo.qtyLimit,
          rogue_promo_qty: promo.qty,
        }
      : {}),
  };
  const prices = (edit.prices ?? []).filter((p) =>
    ["price", "specialPrice", "promoPrice"].some((k) => changes[`${k}.${p.storeId}`]),
  );
  return {
    ...(Object.keys(copy).length ? { copy: [{ locale, ...copy }] } : {}),
    ...(prices.length ? { prices } : {}),
    ...(Object.keys(attributes).length ? { attributes } : {}),
    ...(edit.status && changes.status ? { visibility: edit.status === "listed" ? LISTED : HIDDEN } : {}),
    ...(edit.weight !== undefined && changes.weight ? { weight: edit.weight } : {}),
    ...(edit.inventory && changed("inventory") ? { inventory: edit.inventory } : {}),
    ...(edit.categoryIds && changes.categoryIds ? { categoryIds: [...new Set(edit.categoryIds)] } : {}),
    ...(edit.customOptions && changes.customOptions ? { customOptions: edit.customOptions } : {}),
    ...(edit.bundleOptions && changes.bundleOptions ? { bundleOptions: edit.bundleOptions } : {}),
    ...(edit.gallery && changes.gallery ? { gallery: edit.gallery } : {}),
  };
}

/**
 * Products in the back office (issue #17 items 4 and 6): the filtered list, the full editor (copy per
 * language, prices per store, special and promo, stock, attributes, options, bundle options, gallery)
 * and bulk edits of selected rows. Every write is one transaction with the product rows locked: the
 * version each save names is compared (another save since → 409 version_conflict with the current
 * product), the catalog's seam writes and moves the version, and the audit entry commits with it.
 * Every process drops its caches once it committed. The catalog service owns the SQL on its tables.
 */
export function createStaffCatalog(deps: {
  db: Db;
  catalog: Catalog;
  /** After a gallery save, in its transaction, with the links it removed: their bytes go once no gallery links them (staff.media.ts). */
  galleryChanged?: (tx: Db, removedLinks: readonly string[]) => Promise<void>;
}) {
  const { db, catalog } = deps;

  async function read(id: number, locale: string, tx?: Db, lock = false) {
    const e = await catalog.readEditable(id, { ...(tx ? { tx } : {}), lock });
    if (!e) throw httpError(ERRORS.productNotFound);
    return view(e, locale);
  }

  /**
   * One transaction; the caches are told after it committed, naming the products written (so other
   * processes patch those products into their search indexes instead of rebuilding them).
   */
  async function write<T>(fn: (tx: Db, topics: Set<Topic>, written: Set<number>) => Promise<T>): Promise<T> {
    const topics = new Set<Topic>();
    const written = new Set<number>();
    const result = await db.transaction((tx) => fn(tx as unknown as Db, topics, written));
    catalog.announce([...topics], [...written]);
    return result;
  }

  return {
    /** The editor's view; inside a caller's transaction (`tx`), with the row locked when `lock`. */
    get(id: number, locale = "en", opts: { tx?: Db; lock?: boolean } = {}) {
      return read(id, textLocale(locale), opts.tx, opts.lock ?? false);
    },

    async list(
      q: StaffProductQuery,
    ): Promise<{ products: StaffProductRow[]; page: number; limit: number; total: number }> {
      const { rows, prices, stock, total } = await catalog.listForStaff({
        ...q,
        inStock: q.inStock === undefined ? undefined : q.inStock === "yes",
      });
      const qoh = new Map(stock.map((s) => [s.productId, s.qoh]));
      return {
        products: rows.map((r) => ({
          id: r.id,
          sku: r.sku,
          name: r.name,
          type: r.type,
          status: r.visibility === LISTED ? "listed" : "hidden",
          qoh: qoh.get(r.id) ?? null,
          version: r.version,
          prices: Object.fromEntries(
            prices
              .filter((p) => p.productId === r.id)
              .map((p) => [String(p.storeId), { price: p.price, specialPrice: p.specialPrice }]),
          ),
        })),
        page: q.page,
        limit: q.limit,
        total,
      };
    },

    async edit(who: StaffPrincipal, id: number, edit: StaffProductEdit): Promise<StaffProduct> {
      const locale = textLocale(edit.locale ?? "en");
      return write(async (tx, topics, written) => {
        const current = await read(id, locale, tx, true);
        if (current.version !== edit.version) throw httpError(ERRORS.versionConflict, undefined, { current });
        const found = await problems(catalog, current, edit, tx);
        if (found.length) throw fieldsError(found);
        const changes = changedFields(flat(current), flat(applied(current, edit)));
        if (!Object.keys(changes).length) return current;
        const update = await catalog.updateProduct(id, toChange(current, edit, changes), { tx });
        if (changes.gallery && edit.gallery) {
          const kept = new Set(edit.gallery.map((g) => g.link));
          await deps.galleryChanged?.(
            tx,
            current.gallery.map((g) => g.link).filter((link) => !kept.has(link)),
          );
        }
        for (const t of update.topics) topics.add(t);
        written.add(id);
        await recordAudit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.edit",
          targetType: "product",
          targetId: String(id),
          changes,
          detail: { sku: current.sku, locale, version: update.version },
        });
        return read(id, locale, tx);
      });
    },

    /**
     * One change to every selected product, all or nothing: each names the version it was listed at;
     * any other version is 409 with every conflicting product's current version, and nothing changes.
     */
    async bulk(who: StaffPrincipal, input: StaffBulkEdit) {
      const ids = [...new Set(input.products.map((p) => p.id))];
      return write(async (tx, topics, written) => {
        const versions = await catalog.lockVersions(ids, tx);
        const missing = ids.filter((id) => !versions.has(id));
        if (missing.length) throw httpError(ERRORS.productNotFound, `No product with id ${missing.join(", ")}.`);
        const conflicts = input.products
          .filter((p) => versions.get(p.id) !== p.version)
          .map((p) => ({ id: p.id, version: versions.get(p.id) as string }));
        if (conflicts.length)
          throw httpError(
            ERRORS.versionConflict,
            `${conflicts.length} of the selected products changed since they were listed; nothing was changed. Reload the list and try again.`,
            { conflicts },
          );
        const c = input.change;
        if (c.kind === "category" && (await catalog.unknownCategoryIds([c.categoryId], tx)).length)
          throw fieldsError([{ field: "change.categoryId", message: `no category with id ${c.categoryId}` }]);
        const plans: {
          id: number;
          sku: string;
          change: ProductChange;
          changes: Record<string, { before: unknown; after: unknown }>;
        }[] = [];
        const issues: { field: string; message: string }[] = [];
        for (const id of ids) {
          const current = await read(id, "en", tx);
          if (c.kind === "status") {
            if (current.status !== c.status)
              plans.push({
                id,
                sku: current.sku,
                change: { visibility: c.status === "listed" ? LISTED : HIDDEN },
                changes: { status: { before: current.status, after: c.status } },
              });
          } else if (c.kind === "price") {
            const row = current.prices.find((p) => p.storeId === c.storeId);
            if (!row || row.price === null) {
              issues.push({ field: `products.${id}`, message: `${current.sku} has no price in store ${c.storeId}` });
              continue;
            }
            const next = adjustPrice(row.price, c.mode, c.value);
            if (next === null) {
              issues.push({ field: `products.${id}`, message: `${current.sku} would cost less than 0` });
              continue;
            }
            if (next !== row.price)
              plans.push({
                id,
                sku: current.sku,
                change: { prices: [{ storeId: c.storeId, price: next }] },
                changes: { [`price.${c.storeId}`]: { before: row.price, after: next } },
              });
          } else {
            const has = current.categoryIds.includes(c.categoryId);
            if (has !== c.assign) {
              const after = c.assign
                ? [...current.categoryIds, c.categoryId].sort((a, b) => a - b)
                : current.categoryIds.filter((x) => x !== c.categoryId);
              plans.push({
                id,
                sku: current.sku,
                change: { categoryIds: after },
                changes: { categoryIds: { before: current.categoryIds, after } },
              });
            }
          }
        }
        if (issues.length)
          throw fieldsError(
            issues,
            `${issues.length} of the selected products cannot take this change; nothing was changed.`,
          );
        const result: { id: number; version: string }[] = [];
        for (const plan of plans) {
          const update = await catalog.updateProduct(plan.id, plan.change, { tx });
          for (const t of update.topics) topics.add(t);
          written.add(plan.id);
          await recordAudit(tx, {
            staffId: who.id,
            staffEmail: who.email,
            action: "product.bulk",
            targetType: "product",
            targetId: String(plan.id),
            changes: plan.changes,
            detail: { sku: plan.sku, change: c, version: update.version },
          });
          result.push({ id: plan.id, version: update.version });
        }
        return { changed: result.length, unchanged: ids.length - result.length, products: result };
      });
    },

    /** Products at or below their minimum sale quantity's worth of stock (dashboard). */
    async lowStock(limit = 10) {
      return db
        .select({ productId: products.id, sku: products.sku, name: products.name, qoh: inventory.qoh })
        .from(inventory)
        .innerJoin(products, eq(products.id, inventory.productId))
        .where(and(lte(inventory.qoh, 5), eq(products.visibility, 4)))
        .orderBy(asc(inventory.qoh), asc(products.id))
        .limit(limit);
    },

    async qohOf(sku: string): Promise<number | null> {
      const [row] = await db
        .select({ qoh: inventory.qoh })
        .from(inventory)
        .innerJoin(products, eq(products.id, inventory.productId))
        .where(eq(products.sku, sku));
      return row?.qoh ?? null;
    },
  };
}
export type StaffCatalog = ReturnType<typeof createStaffCatalog>;

/** A text locale the catalog stores (en, de, de-CH …); anything else is the caller's mistake. */
function textLocale(value: string): string {
  const locale = parseTextLocale(value);
  if (locale === null)
    throw httpError(ERRORS.validation, undefined, {
      fields: [{ field: "locale", message: "must be en, de, fr, es or nl, optionally with a region" }],
    });
  return locale;
}
