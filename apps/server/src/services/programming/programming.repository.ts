import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { and, asc, eq } from "drizzle-orm";
import { customerPrograms } from "./programming.schema.ts";

export type ProgramRow = typeof customerPrograms.$inferSelect;

/** The only SQL on customer_programs; every statement names the customer. */
export function createProgrammingRepository(db: Db) {
  return {
    async listByCustomer(customerId: number): Promise<ProgramRow[]> {
      return db
        .select()
        .from(customerPrograms)
        .where(eq(customerPrograms.customerId, customerId))
        .orderBy(asc(customerPrograms.createdAt), asc(customerPrograms.id));
    },

    async findById(customerId: number, id: string): Promise<ProgramRow | null> {
      const [row] = await db
        .select()
        .from(customerPrograms)
        .where(and(eq(customerPrograms.id, id), eq(customerPrograms.customerId, customerId)))
        .limit(1);
      return row ?? null;
    },

    /** One program per customer and product (SPEC §5 programs max 1): the existing row when already owned. */
    async insert(row: Omit<ProgramRow, "id" | "createdAt">): Promise<ProgramRow> {
      const [created] = await db
        .insert(customerPrograms)
        .values({ ...row, id: randomUUID() })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(customerPrograms)
        .where(and(eq(customerPrograms.customerId, row.customerId), eq(customerPrograms.productId, row.productId)));
      if (!existing) throw new Error("program neither inserted nor found");
      return existing;
    },
  };
}
export type ProgrammingRepository = ReturnType<typeof createProgrammingRepository>;
