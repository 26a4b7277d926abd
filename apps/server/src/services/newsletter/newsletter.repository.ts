import type { Db } from "@ironworks/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { newsletterSubscriptions as subs } from "./newsletter.schema.ts";

/** The only SQL on newsletter_subscriptions. Addresses arrive lower-cased from the service. */
export function createNewsletterRepository(db: Db) {
  return {
    async listIds(siteCode: string, email: string): Promise<string[]> {
      const rows = await db
        .select({ listId: subs.listId })
        .from(subs)
        .where(and(eq(subs.siteCode, siteCode), eq(subs.email, email)))
        .orderBy(asc(subs.listId));
      return rows.map((r) => r.listId);
    },

    /** Idempotent: an existing subscription stays as it is. */
    async add(siteCode: string, email: string, listIds: readonly string[], customerId: number | null): Promise<void> {
      if (listIds.length === 0) return;
      await db
        .insert(subs)
        .values(listIds.map((listId) => ({ siteCode, email, listId, customerId })))
        .onConflictDoNothing();
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
