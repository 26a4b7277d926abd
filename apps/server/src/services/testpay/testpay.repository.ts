import type { Db } from "@ironworks/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { testpayObjects } from "./testpay.schema.ts";

export type TestpayKind =
  | "card"
  | "payment"
  | "action"
  | "stored"
  | "idem"
  | "paypal"
  | "affirm"
  | "affirm_txn"
  | "wallet";

/** The only SQL of the gateway: keyed JSON documents per kind. */
export function createTestpayRepository(db: Db) {
  return {
    async get<T>(kind: TestpayKind, id: string): Promise<T | null> {
      const rows = await db
        .select({ data: testpayObjects.data })
        .from(testpayObjects)
        .where(and(eq(testpayObjects.kind, kind), eq(testpayObjects.id, id)))
        .limit(1);
      return (rows[0]?.data as T | undefined) ?? null;
    },

    /** Inserts unless the key exists; true when this call created it (race-free claim). */
    async create(kind: TestpayKind, id: string, data: object, owner: string | null = null): Promise<boolean> {
      const rows = await db
        .insert(testpayObjects)
        .values({ kind, id, owner, data: data as Record<string, unknown> })
        .onConflictDoNothing()
        .returning({ id: testpayObjects.id });
      return rows.length === 1;
    },

    async put(kind: TestpayKind, id: string, data: object, owner: string | null = null): Promise<void> {
      await db
        .insert(testpayObjects)
        .values({ kind, id, owner, data: data as Record<string, unknown> })
        .onConflictDoUpdate({
          target: [testpayObjects.kind, testpayObjects.id],
          set: { data: data as Record<string, unknown> },
        });
    },

    /** Removes and returns the object: a single-use token is consumed by exactly one caller. */
    async take<T>(kind: TestpayKind, id: string): Promise<T | null> {
      const rows = await db
        .delete(testpayObjects)
        .where(and(eq(testpayObjects.kind, kind), eq(testpayObjects.id, id)))
        .returning({ data: testpayObjects.data });
      return (rows[0]?.data as T | undefined) ?? null;
    },

    async listByOwner<T>(kind: TestpayKind, owner: string): Promise<T[]> {
      const rows = await db
        .select({ data: testpayObjects.data })
        .from(testpayObjects)
        .where(and(eq(testpayObjects.kind, kind), eq(testpayObjects.owner, owner)))
        .orderBy(asc(testpayObjects.createdAt), asc(testpayObjects.id));
      return rows.map((r) => r.data as T);
    },

    async reset(): Promise<void> {
      await db.delete(testpayObjects).where(sql`true`);
    },
  };
}
export type TestpayRepository = ReturnType<typeof createTestpayRepository>;
