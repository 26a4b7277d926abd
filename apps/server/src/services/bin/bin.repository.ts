import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { and, asc, count, eq } from "drizzle-orm";
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

    /** null when the customer already has an alert for the product (the unique index decides). */
    async insert(row: Omit<BinRow, "id" | "createdAt">): Promise<BinRow | null> {
      const [created] = await db
        .insert(bins)
        .values({ ...row, id: randomUUID() })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
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
