import type { Db } from "@ironworks/db";
import { RMA_VOID_STATES, type RmaState } from "@ironworks/domain";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { orderLines, orders, shipments } from "../checkout/checkout.schema.ts";
import { orderRefunds } from "../staff/staff.schema.ts";
import { returnPhotos, rmaEvents, rmaLines, rmas, withdrawals } from "./returns.schema.ts";

export type RmaRow = typeof rmas.$inferSelect;
export type RmaLineRow = typeof rmaLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PhotoRow = typeof returnPhotos.$inferSelect;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/**
 * The returns' tables, and what a return must read of the order (ADR 0026 exception
 * "returns-reads-orders"): the order row (locked while a return or a refund is decided, the same
 * lock as the back office's refund), its lines and packages, and the one refund ledger
 * (staff_order_refunds) that both the back office's refunds and the returns' refunds write, so
 * "captured minus earlier refunds" counts both.
 */
export function createReturnsRepository(db: Db) {
  return {
    db,
    async order(tx: Db, id: string, lock = false): Promise<OrderRow | null> {
      const q = tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      const rows = lock ? await q.for("update") : await q;
      return rows[0] ?? null;
    },
    lines: (tx: Db, orderId: string) =>
      tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.lineNo),
    shipments: (tx: Db, orderId: string) => tx.select().from(shipments).where(eq(shipments.orderId, orderId)),

    /** Lines of the order's returns that still count (not rejected or cancelled). */
    async liveLines(tx: Db, orderId: string): Promise<RmaLineRow[]> {
      const rows = await tx
        .select({ line: rmaLines })
        .from(rmaLines)
        .innerJoin(rmas, eq(rmas.id, rmaLines.rmaId))
        .where(and(eq(rmas.orderId, orderId), notInArray(rmas.state, [...RMA_VOID_STATES])));
      return rows.map((r) => r.line);
    },

    async rma(tx: Db, id: string, lock = false): Promise<RmaRow | null> {
      const q = tx.select().from(rmas).where(eq(rmas.id, id)).limit(1);
      const rows = lock ? await q.for("update") : await q;
      return rows[0] ?? null;
    },
    rmaLines: (tx: Db, rmaId: string) =>
      tx.select().from(rmaLines).where(eq(rmaLines.rmaId, rmaId)).orderBy(rmaLines.lineNo),
    events: (tx: Db, rmaId: string) =>
      tx.select().from(rmaEvents).where(eq(rmaEvents.rmaId, rmaId)).orderBy(rmaEvents.id),
    byOrder: (tx: Db, orderId: string) =>
      tx.select().from(rmas).where(eq(rmas.orderId, orderId)).orderBy(desc(rmas.createdAt)),
    async byConfirmKey(tx: Db, orderId: string, confirmKey: string): Promise<RmaRow | null> {
      const rows = await tx
        .select()
        .from(rmas)
        .where(and(eq(rmas.orderId, orderId), eq(rmas.confirmKey, confirmKey)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(tx: Db, row: typeof rmas.$inferInsert, lines: (typeof rmaLines.$inferInsert)[]) {
      const inserted = await tx.insert(rmas).values(row).onConflictDoNothing().returning();
      if (!inserted[0]) return null;
      await tx.insert(rmaLines).values(lines);
      return inserted[0];
    },

    /**
     * from → to, once: the row moves only while it is still in `from`, and the event's unique
     * (rma, to_state) index refuses a second arrival. false when nothing moved.
     */
    async move(
      tx: Db,
      id: string,
      from: RmaState,
      to: RmaState,
      actor: string,
      detail: Record<string, unknown> | null,
      set: Partial<typeof rmas.$inferInsert> = {},
    ): Promise<boolean> {
      const moved = await tx
        .update(rmas)
        .set({ ...set, state: to, updatedAt: new Date() })
        .where(and(eq(rmas.id, id), eq(rmas.state, from)))
        .returning({ id: rmas.id });
      if (!moved.length) return false;
      await tx.insert(rmaEvents).values({ rmaId: id, fromState: from, toState: to, actor, detail });
      return true;
    },
    addEvent: (tx: Db, event: typeof rmaEvents.$inferInsert) => tx.insert(rmaEvents).values(event),

    async receiveLine(tx: Db, rmaId: string, lineNo: number, qty: number, condition: string) {
      await tx
        .update(rmaLines)
        .set({ receivedQty: qty, receivedCondition: condition })
        .where(and(eq(rmaLines.rmaId, rmaId), eq(rmaLines.lineNo, lineNo)));
    },

    async queue(filter: { state?: RmaState; limit: number; offset: number }) {
      const where = filter.state ? eq(rmas.state, filter.state) : undefined;
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(rmas)
          .where(where)
          .orderBy(desc(rmas.createdAt), desc(rmas.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(rmas).where(where),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    refunds: (tx: Db, orderId: string) => tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    async refund(tx: Db, id: string): Promise<RefundRow | null> {
      const rows = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1);
      return rows[0] ?? null;
    },
    addRefund: (tx: Db, row: typeof orderRefunds.$inferInsert) => tx.insert(orderRefunds).values(row),
    setRefund: (tx: Db, id: string, set: Partial<typeof orderRefunds.$inferInsert>) =>
      tx.update(orderRefunds).set(set).where(eq(orderRefunds.id, id)),

    async withdrawal(tx: Db, id: string): Promise<WithdrawalRow | null> {
      const rows = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async withdrawalByKey(tx: Db, orderId: string, confirmKey: string): Promise<WithdrawalRow | null> {
      const rows = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.orderId, orderId), eq(withdrawals.confirmKey, confirmKey)))
        .limit(1);
      return rows[0] ?? null;
    },
    withdrawalsOf: (tx: Db, orderId: string) =>
      tx.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).orderBy(desc(withdrawals.submittedAt)),
    async insertWithdrawal(tx: Db, row: typeof withdrawals.$inferInsert) {
      const inserted = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
      return inserted[0] ?? null;
    },
    acknowledged: (tx: Db, id: string, at: Date) =>
      tx.update(withdrawals).set({ acknowledgedAt: at }).where(eq(withdrawals.id, id)),

    // ——— exchanges (ADR 0047) ———

    /**
     * Holds `qty` units of a variant for an exchange: one conditional UPDATE (the row lock makes
     * concurrent confirms take turns, and the loser re-reads the quantity), never below zero and
     * never on backorder. false when the units are not there.
     */
    async reserveUnits(tx: Db, productId: number, qty: number): Promise<boolean> {
      const rows = rowsOf<{ product_id: number }>(
        await tx.execute(
          sql`update catalog_inventory set qoh = qoh - ${qty}::int
              where product_id = ${productId}::int and qoh >= ${qty}::int returning product_id`,
        ),
      );
      return rows.length === 1;
    },
    async releaseUnits(tx: Db, productId: number, qty: number): Promise<void> {
      await tx.execute(sql`update catalog_inventory set qoh = qoh + ${qty}::int where product_id = ${productId}::int`);
    },
    /** The replacement's package on the original order (no charge: no new payment, the order's next package number). */
    async addReplacementPackage(tx: Db, row: Omit<typeof shipments.$inferInsert, "packageNumber">): Promise<number> {
      const [max] = await tx
        .select({ n: sql<number>`coalesce(max(${shipments.packageNumber}), 0)::int` })
        .from(shipments)
        .where(eq(shipments.orderId, row.orderId));
      const packageNumber = Number(max?.n ?? 0) + 1;
      await tx.insert(shipments).values({ ...row, packageNumber });
      return packageNumber;
    },

    // ——— photos of damaged items (kept small: the shared upload module replaces it) ———

    addPhoto: (row: typeof returnPhotos.$inferInsert) => db.insert(returnPhotos).values(row),
    async photo(id: string): Promise<PhotoRow | null> {
      const rows = await db.select().from(returnPhotos).where(eq(returnPhotos.id, id)).limit(1);
      return rows[0] ?? null;
    },
    /** The photos among `ids` this session uploaded for this order. */
    ownPhotos: (tx: Db, ids: string[], sessionId: string, orderId: string) =>
      ids.length
        ? tx
            .select({ id: returnPhotos.id })
            .from(returnPhotos)
            .where(
              and(
                inArray(returnPhotos.id, ids),
                eq(returnPhotos.sessionId, sessionId),
                eq(returnPhotos.orderId, orderId),
              ),
            )
        : Promise.resolve([]),
    async photoCount(sessionId: string, orderId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(returnPhotos)
        .where(and(eq(returnPhotos.sessionId, sessionId), eq(returnPhotos.orderId, orderId)));
      return Number(row?.n ?? 0);
    },
    linesOf: (tx: Db, rmaIds: string[]) =>
      rmaIds.length ? tx.select().from(rmaLines).where(inArray(rmaLines.rmaId, rmaIds)) : Promise.resolve([]),
  };
}
export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
