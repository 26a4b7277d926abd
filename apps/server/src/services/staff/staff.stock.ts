import type { StaffStockQuery } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { and, asc, eq, like, lte, or, type SQL, sql } from "drizzle-orm";
import { inventory, products } from "../catalog/catalog.schema.ts";

/** At or under this many on hand a product is low (the dashboard's figure, staff.catalog.ts lowStock). */
export const LOW_STOCK_QOH = 5;

/**
 * Stock per SKU for the back office (issue #17 item 4, the `stock` CLI's list): products with an
 * inventory row, by the beginning of the SKU or part of the name, optionally only the low ones.
 * Read-only: a count is set through PUT /stock/:sku (the restock service, which mails back-in-stock
 * alerts), audited with its reason.
 */
export function createStaffStock(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(q: StaffStockQuery) {
      const where: SQL[] = [];
      if (q.q) {
        const term = q.q.replace(/[%_\\]/g, (m) => `\\${m}`);
        where.push(
          or(
            like(sql`upper(${products.sku})`, `${term.toUpperCase()}%`),
            like(sql`lower(${products.name})`, `%${term.toLowerCase()}%`),
          ) as SQL,
        );
      }
      if (q.low) where.push(lte(inventory.qoh, LOW_STOCK_QOH));
      const filter = where.length ? and(...where) : undefined;
      const [rows, count] = await Promise.all([
        db
          .select({ productId: products.id, sku: products.sku, name: products.name, qoh: inventory.qoh })
          .from(inventory)
          .innerJoin(products, eq(products.id, inventory.productId))
          .where(filter)
          .orderBy(asc(products.sku))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(inventory)
          .innerJoin(products, eq(products.id, inventory.productId))
          .where(filter),
      ]);
      return {
        stock: rows.map((r) => ({ ...r, low: r.qoh <= LOW_STOCK_QOH })),
        page: q.page,
        limit: q.limit,
        total: count[0]?.n ?? 0,
      };
    },
  };
}
export type StaffStock = ReturnType<typeof createStaffStock>;
