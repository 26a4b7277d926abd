import type { Db } from "@ironworks/db";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { MailMessage } from "../../platform/mail.ts";
import { mailDeliveries, outbox } from "./mail.schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** The only SQL on the outbox. */
export function createMailRepository(db: Db) {
  return {
    async insert(message: MailMessage, failed?: { error: string }): Promise<OutboxRow> {
      const { to, subject, text, html } = message;
      const values = failed
        ? { to, subject, text, html, status: "failed" as const, error: failed.error, attempts: 1 }
        : { to, subject, text, html };
      const rows = await db.insert(outbox).values(values).returning();
      return rows[0] as OutboxRow;
    },

    /** Newest first; `to` matches case-insensitively; `status` narrows (the back office's failed list). */
    async list(options: {
      to?: string;
      status?: OutboxRow["status"];
      limit: number;
      offset?: number;
    }): Promise<OutboxRow[]> {
      const where: SQL[] = [];
      if (options.to) where.push(sql`lower(${outbox.to}) = lower(${options.to})`);
      if (options.status) where.push(eq(outbox.status, options.status));
      return db
        .select()
        .from(outbox)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(options.limit)
        .offset(options.offset ?? 0);
    },

    async count(status: OutboxRow["status"]): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, status));
      return rows[0]?.n ?? 0;
    },

    /** A failed mail taken for one retry (null: not failed, or another retry has it): no mail goes out twice at once. */
    async claimFailed(id: string): Promise<OutboxRow | null> {
      const rows = await db
        .update(outbox)
        .set({ status: "sending", attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
        .returning();
      return rows[0] ?? null;
    },

    /** The retry's outcome: sent, or failed again with the relay's error. */
    async settle(id: string, outcome: { sentAt: Date } | { error: string }): Promise<OutboxRow | null> {
      const rows = await db
        .update(outbox)
        .set(
          "sentAt" in outcome
            ? { status: "sent", sentAt: outcome.sentAt, error: null }
            : { status: "failed", error: outcome.error },
        )
        .where(eq(outbox.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /**
     * A mail job's outbox row, once: the delivery mark and the row commit together; a job delivered
     * before (a redelivery after a worker died) writes nothing. True when this call wrote it.
     */
    async insertOnce(jobId: string, message: MailMessage, writtenAt?: Date): Promise<boolean> {
      const { to, subject, text, html } = message;
      return db.transaction(async (tx) => {
        const fresh = await tx.insert(mailDeliveries).values({ jobId }).onConflictDoNothing().returning();
        if (!fresh.length) return false;
        await tx.insert(outbox).values({ to, subject, text, html, ...(writtenAt ? { createdAt: writtenAt } : {}) });
        return true;
      });
    },

    async delivered(jobId: string): Promise<boolean> {
      const rows = await db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, jobId)).limit(1);
      return rows.length > 0;
    },

    async markDelivered(jobId: string): Promise<void> {
      await db.insert(mailDeliveries).values({ jobId }).onConflictDoNothing();
    },

    async find(id: string): Promise<OutboxRow | null> {
      const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
