import type { StaffCustomerQuery } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../platform/errors.ts";
import { customers } from "../customer/customer.schema.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { recordAudit } from "./staff.repository.ts";

type CustomerRow = typeof customers.$inferSelect;

const view = (row: CustomerRow) => ({
  customerId: row.customerId,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  groupId: row.groupId,
  segments: row.segments,
  primarySegment: row.segments[0] ?? "None",
  createdAt: row.createdAt.toISOString(),
});

/**
 * Customers in the back office (issue #17 item 4): search, profile, group and segments changed
 * with their audit entry in one transaction (row locked), sign-in unlocked. The customer's orders
 * come from the orders list (`GET /orders?customerId=`); the sign-in delay is the customer
 * service's throttle (its `signInWait` / `unlockSignIn`), so its key lives in one place.
 */
export function createStaffCustomers(deps: {
  db: Db;
  signIn: { signInWait(email: string): Promise<number>; unlockSignIn(email: string): Promise<void> };
}) {
  const { db } = deps;

  async function requireCustomer(tx: Db, id: number, lock = false): Promise<CustomerRow> {
    const query = tx.select().from(customers).where(eq(customers.customerId, id)).limit(1);
    const rows = lock ? await query.for("update") : await query;
    if (!rows[0]) throw notFound(`No customer ${id}`);
    return rows[0];
  }

  /** One audited change of one column, the row locked from read to write. */
  async function change<K extends "groupId" | "segments">(
    who: StaffPrincipal,
    id: number,
    field: K,
    value: CustomerRow[K],
  ) {
    return db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const before = await requireCustomer(txDb, id, true);
      if (JSON.stringify(before[field]) === JSON.stringify(value)) return view(before);
      const [after] = await txDb
        .update(customers)
        .set({ [field]: value, updatedAt: sql`now()` })
        .where(eq(customers.customerId, id))
        .returning();
      await recordAudit(txDb, {
        staffId: who.id,
        staffEmail: who.email,
        action: field === "groupId" ? "customer.group" : "customer.segments",
        targetType: "customer",
        targetId: String(id),
        changes: { [field]: { before: before[field], after: value } },
      });
      return view(after as CustomerRow);
    });
  }

  return {
    async list(q: StaffCustomerQuery) {
      let filter: SQL | undefined;
      if (q.q) {
        const term = q.q.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`);
        // The beginning of an email (an index, migration 0010), or part of the name.
        filter = or(
          like(sql`lower(${customers.email})`, `${term}%`),
          like(sql`lower(${customers.firstname} || ' ' || ${customers.lastname})`, `%${term}%`),
        );
      }
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(filter)
          .orderBy(desc(customers.createdAt), desc(customers.customerId))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(customers).where(filter),
      ]);
      return { customers: rows.map(view), page: q.page, limit: q.limit, total: count[0]?.n ?? 0 };
    },

    async detail(id: number) {
      const row = await requireCustomer(db, id);
      return { ...view(row), signInWaitMs: await deps.signIn.signInWait(row.email) };
    },

    setGroup: (who: StaffPrincipal, id: number, groupId: number) => change(who, id, "groupId", groupId),

    setSegments: (who: StaffPrincipal, id: number, segments: string[]) =>
      change(who, id, "segments", [...new Set(segments)]),

    /**
     * Clears the account's sign-in delay (failed passwords). The delay lives in the attempt store
     * (memory or Redis), not the database: the audit entry follows the reset.
     */
    async unlock(who: StaffPrincipal, id: number) {
      const row = await requireCustomer(db, id);
      const before = await deps.signIn.signInWait(row.email);
      await deps.signIn.unlockSignIn(row.email);
      await recordAudit(db, {
        staffId: who.id,
        staffEmail: who.email,
        action: "customer.unlock",
        targetType: "customer",
        targetId: String(id),
        changes: { signInWaitMs: { before, after: 0 } },
      });
      return { ...view(row), signInWaitMs: 0 };
    },
  };
}
export type StaffCustomers = ReturnType<typeof createStaffCustomers>;
