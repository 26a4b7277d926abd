import type { Db } from "@ironworks/db";
import { and, desc, eq, gte, isNull, like, type SQL, sql } from "drizzle-orm";
import { giftcardMovements, giftcards } from "./giftcard.schema.ts";

export type GiftcardRow = typeof giftcards.$inferSelect;
export type MovementKind = "issue" | "debit" | "refund";

/**
 * The only SQL on giftcards and giftcard_movements. Every method takes the executor it runs on:
 * the caller's transaction (debit/refund/issue belong to the order's transaction) or the pool.
 * Codes arrive normalised (upper case, no spaces or dashes).
 */
export const giftcardRepository = {
  async find(db: Db, code: string): Promise<GiftcardRow | null> {
    const [row] = await db.select().from(giftcards).where(eq(giftcards.code, code)).limit(1);
    return row ?? null;
  },

  /** Locks the card's row until the transaction ends (refunds read the ledger, then write). */
  async findForUpdate(db: Db, code: string): Promise<GiftcardRow | null> {
    const [row] = await db.select().from(giftcards).where(eq(giftcards.code, code)).for("update").limit(1);
    return row ?? null;
  },

  /** Inserts a new card; false when the code is taken (the caller draws another). */
  async insert(
    db: Db,
    row: {
      code: string;
      currency: string;
      amountMinor: number;
      orderId: string | null;
      recipient: Record<string, unknown> | null;
    },
  ): Promise<boolean> {
    const created = await db
      .insert(giftcards)
      .values({
        code: row.code,
        currency: row.currency,
        initialMinor: row.amountMinor,
        balanceMinor: row.amountMinor,
        issuedOrderId: row.orderId,
        recipient: row.recipient,
      })
      .onConflictDoNothing()
      .returning({ code: giftcards.code });
    return created.length === 1;
  },

  /**
   * The debit itself: one conditional UPDATE, so concurrent debits can never take the balance
   * below zero (PostgreSQL re-checks the WHERE on the row's newest version). Null: no such card
   * with that much in that currency.
   */
  async take(db: Db, code: string, amountMinor: number, currency: string): Promise<GiftcardRow | null> {
    const [row] = await db
      .update(giftcards)
      .set({ balanceMinor: sql`${giftcards.balanceMinor} - ${amountMinor}` })
      .where(
        and(
          eq(giftcards.code, code),
          eq(giftcards.currency, currency),
          gte(giftcards.balanceMinor, amountMinor),
          isNull(giftcards.disabledAt),
        ),
      )
      .returning();
    return row ?? null;
  },

  async give(db: Db, code: string, amountMinor: number): Promise<GiftcardRow | null> {
    const [row] = await db
      .update(giftcards)
      .set({ balanceMinor: sql`${giftcards.balanceMinor} + ${amountMinor}` })
      .where(eq(giftcards.code, code))
      .returning();
    return row ?? null;
  },

  async addMovement(db: Db, m: { code: string; orderId: string | null; amountMinor: number; kind: MovementKind }) {
    await db.insert(giftcardMovements).values(m);
  },

  /** What an order took from a card and has not been given back yet (debits are negative). */
  async netTakenByOrder(db: Db, code: string, orderId: string): Promise<number> {
    const [row] = await db
      .select({ net: sql<string | number | null>`coalesce(sum(${giftcardMovements.amountMinor}), 0)` })
      .from(giftcardMovements)
      .where(
        and(
          eq(giftcardMovements.code, code),
          eq(giftcardMovements.orderId, orderId),
          sql`${giftcardMovements.kind} in ('debit', 'refund')`,
        ),
      );
    return -Number(row?.net ?? 0);
  },

  /** The back office's list, newest first: `codeEnd` matches the end of the code (its last four, or all of it). */
  async list(db: Db, q: { codeEnd?: string; limit: number; offset: number }) {
    const where: SQL | undefined = q.codeEnd
      ? like(giftcards.code, `%${q.codeEnd.replace(/[%_\\]/g, (m) => `\\${m}`)}`)
      : undefined;
    const [rows, count] = await Promise.all([
      db
        .select()
        .from(giftcards)
        .where(where)
        .orderBy(desc(giftcards.createdAt), desc(giftcards.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(giftcards).where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  async findById(db: Db, id: number, lock = false): Promise<GiftcardRow | null> {
    const query = db.select().from(giftcards).where(eq(giftcards.id, id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  },

  async disable(db: Db, id: number, at: Date): Promise<GiftcardRow | null> {
    const [row] = await db
      .update(giftcards)
      .set({ disabledAt: at })
      .where(and(eq(giftcards.id, id), isNull(giftcards.disabledAt)))
      .returning();
    return row ?? null;
  },

  async movements(db: Db, code: string) {
    return db.select().from(giftcardMovements).where(eq(giftcardMovements.code, code)).orderBy(giftcardMovements.id);
  },
};
export type GiftcardRepository = typeof giftcardRepository;
