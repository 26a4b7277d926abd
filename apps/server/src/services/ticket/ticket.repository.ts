import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { tickets } from "./ticket.schema.ts";

export type TicketRow = typeof tickets.$inferSelect;

/** The only SQL on tickets; every statement names the customer. */
export function createTicketRepository(db: Db) {
  return {
    /** Oldest first: that is the order earned reductions are chosen in. */
    async listByCustomer(customerId: number): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(eq(tickets.customerId, customerId))
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
    },

    async insert(row: Omit<TicketRow, "id" | "createdAt">): Promise<TicketRow> {
      const [created] = await db
        .insert(tickets)
        .values({ ...row, id: randomUUID() })
        .returning();
      if (!created) throw new Error("ticket not inserted");
      return created;
    },

    /** One use, atomically: null when the ticket is not the customer's or has none left. */
    async useOnce(customerId: number, id: string, on: Db = db): Promise<TicketRow | null> {
      const [row] = await on
        .update(tickets)
        .set({ remainingUses: sql`${tickets.remainingUses} - 1` })
        .where(and(eq(tickets.id, id), eq(tickets.customerId, customerId), gt(tickets.remainingUses, 0)))
        .returning();
      return row ?? null;
    },

    /**
     * Inside the caller's transaction: every ticket of the customer, row-locked, oldest first. One
     * statement locking them all in id order keeps two orders of one customer from deadlocking and
     * makes them take turns: the second sees the first's spending once it commits.
     */
    async lockAll(tx: Db, customerId: number): Promise<TicketRow[]> {
      const locked = await tx
        .select()
        .from(tickets)
        .where(eq(tickets.customerId, customerId))
        .orderBy(asc(tickets.id))
        .for("update");
      return locked.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },

    /** Gives one use back (a failed payment released the order that spent it). */
    async giveBack(tx: Db, customerId: number, id: string): Promise<void> {
      await tx
        .update(tickets)
        .set({ remainingUses: sql`${tickets.remainingUses} + 1` })
        .where(and(eq(tickets.id, id), eq(tickets.customerId, customerId)));
    },
  };
}
export type TicketRepository = ReturnType<typeof createTicketRepository>;
