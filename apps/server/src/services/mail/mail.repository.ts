import type { Db } from "@ironworks/db";
import { desc, eq, sql } from "drizzle-orm";
import type { MailMessage } from "../../platform/mail.ts";
import { outbox } from "./mail.schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** The only SQL on the outbox. */
export function createMailRepository(db: Db) {
  return {
    async insert(message: MailMessage): Promise<OutboxRow> {
      const rows = await db.insert(outbox).values(message).returning();
      return rows[0] as OutboxRow;
    },

    /** Newest first; `to` matches case-insensitively. */
    async list(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
      const where = options.to ? sql`lower(${outbox.to}) = lower(${options.to})` : undefined;
      return db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).limit(options.limit);
    },

    async find(id: string): Promise<OutboxRow | null> {
      const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
