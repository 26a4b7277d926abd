import { ERRORS, type StaffProductEdit } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import { inventory, productPrices, products } from "../catalog/catalog.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { changedFields, recordAudit } from "./staff.repository.ts";

/** The product's version: its updated_at in microseconds, which every staff save moves forward. */
const VERSION = sql<string>`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint::text`;

/**
 * Product edits from the back office (issue #17 items 4 and 6): name, short description and price
 * per store, with optimistic concurrency — a save names the version it read; another save since
 * gives 409 version_conflict with the current product, never a silent overwrite.
 */
export function createStaffCatalog(deps: { db: Db; changed: (topic: "catalog" | "price") => void }) {
  const { db } = deps;

  async function read(tx: Db, id: number, lock = false) {
    const query = tx
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        attributes: products.attributes,
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
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      shortDescription: typeof attrs.short_description === "string" ? attrs.short_description : "",
      prices,
      version: row.version,
    };
  }

  return {
    async get(id: number) {
      const product = await read(db, id);
      if (!product) throw httpError(ERRORS.productNotFound);
      return product;
    },

    async edit(who: StaffPrincipal, id: number, edit: StaffProductEdit) {
      const saved = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const current = await read(txDb, id, true);
        if (!current) throw httpError(ERRORS.productNotFound);
        if (current.version !== edit.version) throw httpError(ERRORS.versionConflict, undefined, { current });
        const unknownStore = edit.prices?.find((p) => !current.prices.some((c) => c.storeId === p.storeId));
        if (unknownStore)
          throw httpError(ERRORS.validation, `This product is not sold in store ${unknownStore.storeId}.`, {
            fields: [{ field: "prices", message: `store ${unknownStore.storeId} is not one of this product's` }],
          });
        const next = {
          name: edit.name ?? current.name,
          shortDescription: edit.shortDescription ?? current.shortDescription,
          ...Object.fromEntries(
            current.prices.map((p) => [
              `price.${p.storeId}`,
              edit.prices?.find((e) => e.storeId === p.storeId)?.price ?? p.price,
            ]),
          ),
        };
        const before = {
          name: current.name,
          shortDescription: current.shortDescription,
          ...Object.fromEntries(current.prices.map((p) => [`price.${p.storeId}`, p.price])),
        };
        const changes = changedFields(before, next);
        if (!Object.keys(changes).length) return { product: current, changes };
        await txDb
          .update(products)
          .set({
            name: next.name,
            attributes: sql`jsonb_set(${products.attributes}, '{short_description}', to_jsonb(${next.shortDescription}::text))`,
            // Strictly later than the version read, even within one clock tick.
            updatedAt: sql`greatest(clock_timestamp(), ${products.updatedAt} + interval '1 microsecond')`,
          })
          .where(eq(products.id, id));
        for (const p of edit.prices ?? [])
          if (changes[`price.${p.storeId}`])
            await txDb
              .update(productPrices)
              .set({ price: p.price })
              .where(and(eq(productPrices.productId, id), eq(productPrices.storeId, p.storeId)));
        await recordAudit(txDb, {
          staffId: who.id,
          staffEmail: who.email,
          action: "product.edit",
          targetType: "product",
          targetId: String(id),
          changes,
          detail: { sku: current.sku },
        });
        return { product: (await read(txDb, id)) ?? current, changes };
      });
      if (Object.keys(saved.changes).some((k) => k.startsWith("price."))) deps.changed("price");
      if (saved.changes.name || saved.changes.shortDescription) deps.changed("catalog");
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
