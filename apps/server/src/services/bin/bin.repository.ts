import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { bins } from "./bin.schema.ts";

export type BinRow = typeof bins.$inferSelect;

/** The only SQL on bins. Every statement names the customer: a stranger's id finds nothing. */
export function createBinRepository(db: Db) {
  return {
    async listByCustomer(customerId: number): Promise<BinRow[]> {
      return db.select().from(bins).where(eq(bins.customerId, customerId)).orderBy(asc(bins.createdAt), asc(bins.id));
    },

    async countByCustomer(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(bins).where(eq(bins.customerId, customerId));
      return row?.n ?? 0;
    },

    /**
     * null when the customer already has a waiting alert for the product (the unique index
     * decides); an alert that was already notified is re-armed with the new email and site.
     */
    async insert(row: Omit<BinRow, "id" | "createdAt" | "notifiedAt">): Promise<BinRow | null> {
      const [created] = await db
        .insert(bins)
        .values({ ...row, id: randomUUID() })
        .onConflictDoUpdate({
          target: [bins.customerId, bins.productId],
          set: {
            email: row.email,
            siteCode: row.siteCode,
            localePrefix: row.localePrefix,
            parentId: row.parentId,
            notifiedAt: null,
            createdAt: sql`now()`,
          },
          setWhere: isNotNull(bins.notifiedAt),
        })
        .returning();
      return created ?? null;
    },

    /** A restock's claim: the product's waiting alerts, marked notified in the same statement. */
    async claimWaiting(productId: number, tx: Pick<Db, "update"> = db): Promise<BinRow[]> {
      return tx
        .update(bins)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(bins.productId, productId), isNull(bins.notifiedAt)))
        .returning();
    },

    /** claimWaiting for many products in one statement (the CSV import's restocks). */
    async claimWaitingOf(productIds: number[], tx: Pick<Db, "update"> = db): Promise<BinRow[]> {
      if (!productIds.length) return [];
      return tx
        .update(bins)
        .set({ notifiedAt: sql`now()` })
        .where(and(inArray(bins.productId, productIds), isNull(bins.notifiedAt)))
        .returning();
    },

    /** Gives claimed alerts back (their mail could not be sent): the next restock tries again. */
    async release(ids: string[]): Promise<void> {
      if (ids.length) await db.update(bins).set({ notifiedAt: null }).where(inArray(bins.id, ids));
    },

    async delete(customerId: number, id: string): Promise<boolean> {
      const rows = await db
        .delete(bins)
        .where(and(eq(bins.id, id), eq(bins.customerId, customerId)))
        .returning({ id: bins.id });
      return rows.length > 0;
    },
  };
}
export type BinRepository = ReturnType<typeof createBinRepository>;
