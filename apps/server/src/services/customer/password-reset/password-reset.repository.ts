import type { Db } from "@ironworks/db";
import { and, desc, eq, gt, lte, notInArray, sql } from "drizzle-orm";
import { customers } from "../customer.schema.ts";
import { passwordResetTokens } from "../customer.reset.schema.ts";

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The only SQL on reset tokens (and the password write a reset makes, in the same transaction). */
export function createPasswordResetRepository(db: Db) {
  return {
    /**
     * A new token beside the customer's live ones (ADR 0024: someone else's request must not cancel
     * the owner's link). Expired ones go; at most `keep` newest stay live (the mail cap per email
     * keeps the number lower still). Using any token removes them all (`consume`).
     */
    async addForCustomer(
      customerId: number,
      tokenHash: string,
      expiresAt: Date,
      now: Date,
      /** Runs in the same transaction: the link's mail job (issue #18). */
      alsoInTx?: (tx: Db) => Promise<void>,
      keep = 5,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.customerId, customerId), lte(passwordResetTokens.expiresAt, now)));
        await tx.insert(passwordResetTokens).values({ tokenHash, customerId, expiresAt });
        const newest = tx
          .select({ tokenHash: passwordResetTokens.tokenHash })
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.customerId, customerId))
          .orderBy(desc(passwordResetTokens.expiresAt))
          .limit(keep);
        await tx
          .delete(passwordResetTokens)
          .where(
            and(eq(passwordResetTokens.customerId, customerId), notInArray(passwordResetTokens.tokenHash, newest)),
          );
        await alsoInTx?.(tx as unknown as Db);
      });
    },

    async find(tokenHash: string): Promise<ResetTokenRow | null> {
      const rows = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Uses a live token once: deletes it (two simultaneous resets cannot both win), sets the
     * password and removes the customer's other tokens, all or nothing. Null when the token is
     * gone or expired by `now`.
     */
    async consume(tokenHash: string, passwordHash: string, now: Date): Promise<{ customerId: number } | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
          .returning({ customerId: passwordResetTokens.customerId });
        const customerId = used[0]?.customerId;
        if (customerId === undefined) return null;
        await tx
          .update(customers)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(customers.customerId, customerId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
        return { customerId };
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
