import type { Db } from "@ironworks/db";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { customers, pendingRegistrations } from "./customer.schema.ts";

export type CustomerRow = typeof customers.$inferSelect;
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;

/** Raised when an email is already someone's (the unique index on lower(email) decides, race-free). */
export class EmailTakenError extends Error {
  constructor() {
    super("email taken");
    this.name = "EmailTakenError";
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The only SQL on customers. Emails are matched case-insensitively through the lower(email) index. */
export function createCustomerRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<CustomerRow | null> {
      const rows = await db.select().from(customers).where(sql`lower(${customers.email}) = lower(${email})`).limit(1);
      return rows[0] ?? null;
    },

    async findById(customerId: number): Promise<CustomerRow | null> {
      const rows = await db.select().from(customers).where(eq(customers.customerId, customerId)).limit(1);
      return rows[0] ?? null;
    },

    /** One statement: the row exists completely or not at all. */
    async insert(row: { email: string; passwordHash: string; firstname: string; lastname: string }) {
      const rows = await db.insert(customers).values(row).onConflictDoNothing().returning();
      const created = rows[0];
      if (!created) throw new EmailTakenError();
      return created;
    },

    /** One statement, so an email and password change land together or not at all. */
    async update(
      customerId: number,
      fields: Partial<Pick<CustomerRow, "email" | "passwordHash" | "firstname" | "lastname">>,
    ): Promise<CustomerRow | null> {
      try {
        const rows = await db
          .update(customers)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(customers.customerId, customerId))
          .returning();
        return rows[0] ?? null;
      } catch (err) {
        if (isUniqueViolation(err)) throw new EmailTakenError();
        throw err;
      }
    },

    /**
     * The address's only pending registration from now on (a repeat replaces the earlier one, its
     * link included); expired ones of any address are swept on the way.
     */
    async replacePending(
      row: Omit<PendingRegistrationRow, "emailKey" | "createdAt">,
      now: Date,
      /** Runs in the same transaction (the link's mail job: no link mailed without its row, issue #18). */
      alsoInTx?: (tx: Db) => Promise<void>,
    ): Promise<void> {
      const values = { ...row, emailKey: row.email.toLowerCase() };
      await db.transaction(async (tx) => {
        await tx.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
        await tx
          .insert(pendingRegistrations)
          .values(values)
          .onConflictDoUpdate({
            target: pendingRegistrations.emailKey,
            set: { ...values, createdAt: sql`now()` },
          });
        await alsoInTx?.(tx as unknown as Db);
      });
    },

    async findPending(tokenHash: string): Promise<PendingRegistrationRow | null> {
      const rows = await db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Uses a live pending registration once, in one transaction: deletes it (two simultaneous
     * confirmations cannot both win) and creates the customer. `null` when the link is gone or
     * expired by `now`; `"taken"` when the address got an account meanwhile (the link is used up).
     */
    async confirmPending(
      tokenHash: string,
      now: Date,
      /** Runs in the same transaction once the customer exists (the welcome mail's job, issue #18). */
      onCreated?: (tx: Db, row: CustomerRow) => Promise<void>,
    ): Promise<CustomerRow | "taken" | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .delete(pendingRegistrations)
          .where(and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, now)))
          .returning();
        const pending = used[0];
        if (!pending) return null;
        const rows = await tx
          .insert(customers)
          .values({
            email: pending.email,
            passwordHash: pending.passwordHash,
            firstname: pending.firstname,
            lastname: pending.lastname,
          })
          .onConflictDoNothing()
          .returning();
        if (rows[0]) await onCreated?.(tx as unknown as Db, rows[0]);
        return rows[0] ?? "taken";
      });
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
