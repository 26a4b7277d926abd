import { ERRORS, type StaffProductEdit } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { parseTextLocale } from "@ironworks/domain";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import { inventory, productPrices, products } from "../catalog/catalog.schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";

/** The product's version: its updated_at in microseconds, which every staff save moves forward. */
const VERSION = sql<string>`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint::text`;

type ProductTranslations = Record<string, { name?: string; short_description?: string } | undefined>;

/**
 * Product edits from the back office (issue #17 items 4 and 6): name and short description in a
 * language, and price per store, with optimistic concurrency — a save names the version it read;
 * another save since gives 409 version_conflict with the current product, never a silent overwrite.
 * The write itself is the catalog's seam (`updateProduct`, ADR 0038) inside this transaction, so the
 * audit row commits with it; every process drops its caches once it committed.
 */
export function createStaffCatalog(deps: { db: Db; catalog: Pick<CatalogService, "updateProduct" | "announce"> }) {
  const { db } = deps;

  async function read(tx: Db, id: number, lock = false, locale = "en") {
    const query = tx
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        attributes: products.attributes,
        translations: products.translations,
        version: VERSION,
      })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const prices = await tx
      .select({ storeId: productPrices.storeId, price: productPrices.price })
      .from(productPrices)
      .where(eq(productPrices.productId, id))
      .orderBy(asc(productPrices.storeId));
    const attrs = row.attributes as Record<string, unknown>;
    const english = {
      name: row.name,
      shortDescription: typeof attrs.short_description === "string" ? attrs.short_description : "",
    };
    // Another language: its own words, empty where nobody wrote them yet (the storefront falls back to English).
    const copy = (row.translations as ProductTranslations)[locale];
    return {
      id: row.id,
      sku: row.sku,
      locale,
      ...(locale === "en" ? english : { name: copy?.name ?? "", shortDescription: copy?.short_description ?? "" }),
      prices,
      version: row.version,
    };
  }

  return {
    async get(id: number, locale = "en") {
      const product = await read(db, id, false, textLocale(locale));
      if (!product) throw httpError(ERRORS.productNotFound);
      return product;
    },

    async edit(who: StaffPrincipal, id: number, edit: StaffProductEdit) {
      const locale = textLocale(edit.locale ?? "en");
      // Audit keys: English fields by name (`name`), another language's with its tag (`name.de`).
      const key = (field: string) => (locale === "en" ? field : `${field}.${locale}`);
      const saved = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const current = await read(txDb, id, true, locale);
        if (!current) throw httpError(ERRORS.productNotFound);
        if (current.version !== edit.version) throw httpError(ERRORS.versionConflict, undefined, { current });
        const unknownStore = edit.prices?.find((p) => !current.prices.some((c) => c.storeId === p.storeId));
        if (unknownStore)
          throw httpError(ERRORS.validation, `This product is not sold in store ${unknownStore.storeId}.`, {
            fields: [{ field: "prices", message: `store ${unknownStore.storeId} is not one of this product's` }],
          });
        const before = {
          [key("name")]: current.name,
          [key("shortDescription")]: current.shortDescription,
          ...Object.fromEntries(current.prices.map((p) => [`price.${p.storeId}`, p.price])),
        };
        const next = {
          [key("name")]: edit.name ?? current.name,
          [key("shortDescription")]: edit.shortDescription ?? current.shortDescription,
          ...Object.fromEntries(
            current.prices.map((p) => [
              `price.${p.storeId}`,
              edit.prices?.find((e) => e.storeId === p.storeId)?.price ?? p.price,
            ]),
          ),
        };
        const changes = changedFields(before, next);
        if (!Object.keys(changes).length) return { product: current, changes, topics: [] as ("catalog" | "price")[] };
        const copy = {
          ...(changes[key("name")] ? { name: edit.name } : {}),
          ...(changes[key("shortDescription")] ? { short_description: edit.shortDescription } : {}),
        };
        const update = await deps.catalog.updateProduct(
          id,
          {
            prices: edit.prices?.filter((p) => changes[`price.${p.storeId}`]),
            copy: Object.keys(copy).length ? [{ locale, ...copy }] : undefined,
          },
          { tx: txDb },
        );
        // The version moves strictly forward, even within one clock tick.
        await txDb
          .update(products)
          .set({ updatedAt: sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')` })
          .where(eq(products.id, id));
        await recordAudit(txDb, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.edit",
          targetType: "product",
          targetId: String(id),
          changes,
          detail: { sku: current.sku, locale },
        });
        return { product: (await read(txDb, id, false, locale)) ?? current, changes, topics: update.topics };
      });
      deps.catalog.announce(saved.topics);
      return saved.product;
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
