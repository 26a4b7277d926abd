import type { Db } from "@ironworks/db";
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { newsletterSubscriptions as subs } from "./newsletter.schema.ts";

/** The only SQL on newsletter_subscriptions. Addresses arrive lower-cased from the service. */
export function createNewsletterRepository(db: Db) {
  return {
    /** The confirmed lists (a pending signup is no subscription yet). */
    async listIds(siteCode: string, email: string): Promise<string[]> {
      const rows = await db
        .select({ listId: subs.listId })
        .from(subs)
        .where(and(eq(subs.siteCode, siteCode), eq(subs.email, email), isNotNull(subs.confirmedAt)))
        .orderBy(asc(subs.listId));
      return rows.map((r) => r.listId);
    },

    /** Idempotent and confirmed at once (the address's owner asked): a pending row becomes confirmed. */
    async add(siteCode: string, email: string, listIds: readonly string[], customerId: number | null): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .insert(subs)
        .values(listIds.map((listId) => ({ siteCode, email, listId, customerId })))
        .onConflictDoUpdate({
          target: [subs.siteCode, subs.email, subs.listId],
          set: { confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null },
          setWhere: isNull(subs.confirmedAt),
        });
    },

    /**
     * Pending rows for the lists not yet confirmed, all carrying this (newest) token. Returns the
     * lists left pending: none when every list was already confirmed.
     */
    async addPending(
      siteCode: string,
      email: string,
      listIds: readonly string[],
      tokenHash: string,
      expiresAt: Date,
      /** Runs in the same transaction with the lists left pending: the confirmation mail's job (issue #18). */
      alsoInTx?: (tx: Db, left: string[]) => Promise<void>,
    ): Promise<string[]> {
      if (listIds.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(subs)
          .values(
            listIds.map((listId) => ({
              siteCode,
              email,
              listId,
              customerId: null,
              confirmedAt: null,
              confirmTokenHash: tokenHash,
              confirmExpiresAt: expiresAt,
            })),
          )
          .onConflictDoUpdate({
            target: [subs.siteCode, subs.email, subs.listId],
            set: { confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt },
            setWhere: isNull(subs.confirmedAt),
          })
          .returning({ listId: subs.listId });
        const left = rows.map((r) => r.listId);
        await alsoInTx?.(tx as unknown as Db, left);
        return left;
      });
    },

    /** Confirms every pending row of a live token, once: the site, address and lists confirmed. */
    async confirm(
      tokenHash: string,
      now: Date,
    ): Promise<{ siteCode: string; email: string; listIds: string[] } | null> {
      const rows = await db
        .update(subs)
        .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(subs.confirmTokenHash, tokenHash), isNull(subs.confirmedAt), gt(subs.confirmExpiresAt, now)))
        .returning({ siteCode: subs.siteCode, email: subs.email, listId: subs.listId });
      const first = rows[0];
      if (!first) return null;
      return { siteCode: first.siteCode, email: first.email, listIds: rows.map((r) => r.listId).sort() };
    },

    async remove(siteCode: string, email: string, listIds: readonly string[]): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .delete(subs)
        .where(and(eq(subs.siteCode, siteCode), eq(subs.email, email), inArray(subs.listId, [...listIds])));
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
