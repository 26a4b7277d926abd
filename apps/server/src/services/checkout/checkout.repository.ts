import type { Db } from "@ironworks/db";
import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { OrderStatus, ThreeDsState } from "@ironworks/contracts";
import { orderAccess, orderLines, orders, shipments } from "./checkout.schema.ts";
import { ENDED_STATUSES, initialStatus, OPEN_STATUSES, transition } from "./order-status.ts";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** Stock taken or given back: one row per catalog_inventory product. */
export interface StockMove {
  productId: number;
  qty: number;
}

/** A product whose stock could not cover the order. */
export interface StockShortage {
  productId: number;
  requested: number;
  available: number;
}

/** A unique-index conflict: another live order already holds this list (checkout_orders_live_list). */
export class LiveOrderExistsError extends Error {
  constructor() {
    super("a live order exists for this list");
    this.name = "LiveOrderExistsError";
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** Statements that run inside the order transactions (placement, outcome, release). */
function txQueries(tx: Db) {
  return {
    /** The drizzle handle of this transaction (gift cards debit/refund/issue inside it). */
    db: tx,

    /** Inserts the order (status `new` only); a second live order for the same list → LiveOrderExistsError. */
    async insertOrder(row: NewOrderRow): Promise<void> {
      initialStatus(row.status);
      try {
        await tx.insert(orders).values(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new LiveOrderExistsError();
        throw err;
      }
    },

    async insertLines(rows: (typeof orderLines.$inferInsert)[]): Promise<void> {
      if (rows.length) await tx.insert(orderLines).values(rows);
    },

    /**
     * Takes stock for every move, or nothing: the rows are locked in product order (no deadlock
     * between orders sharing products), checked (`qoh >= n OR backorder`), then decremented in ONE
     * conditional UPDATE. Products without an inventory row are not stock-managed and pass.
     * Returns the shortages (empty when taken); the caller rolls back on any.
     */
    async takeStock(moves: StockMove[]): Promise<StockShortage[]> {
      if (!moves.length) return [];
      const ids = moves.map((m) => m.productId);
      const locked = rowsOf<{ product_id: number; qoh: number; backorder: boolean }>(
        await tx.execute(
          sql`select product_id, qoh, backorder from catalog_inventory where product_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by product_id for update`,
        ),
      );
      const byId = new Map(locked.map((r) => [Number(r.product_id), r]));
      const shortages: StockShortage[] = [];
      const take: StockMove[] = [];
      for (const m of moves) {
        const row = byId.get(m.productId);
        if (!row) continue;
        if (row.backorder || Number(row.qoh) >= m.qty) take.push(m);
        else shortages.push({ productId: m.productId, requested: m.qty, available: Math.max(0, Number(row.qoh)) });
      }
      if (shortages.length || !take.length) return shortages;
      const values = sql.join(
        take.map((m) => sql`(${m.productId}::int, ${m.qty}::int)`),
        sql`, `,
      );
      const updated = rowsOf<{ product_id: number }>(
        await tx.execute(
          sql`update catalog_inventory as i set qoh = i.qoh - v.n from (values ${values}) as v(id, n)
              where i.product_id = v.id and (i.qoh >= v.n or i.backorder) returning i.product_id`,
        ),
      );
      if (updated.length !== take.length) throw new Error("stock changed under the row locks");
      return [];
    },

    /**
     * Units of these products in the customer's live orders (any status but payment_error or cancelled), other
     * than `exceptOrderId`: a one-per-account product counts earlier orders. Called under the
     * customer's ticket locks, so concurrent orders of one customer see each other's commits.
     */
    async purchasedUnits(customerId: number, productIds: number[], exceptOrderId: string): Promise<number> {
      if (!productIds.length) return 0;
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select coalesce(sum(l.qty), 0)::int as n from checkout_order_lines l
              join checkout_orders o on o.id = l.order_id
              where o.customer_id = ${customerId} and o.status not in ('payment_error', 'cancelled') and o.id <> ${exceptOrderId}
              and l.product_id in (${sql.join(
                productIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /** Gives back what an order took (a failed payment). */
    async giveBackStock(moves: StockMove[]): Promise<void> {
      if (!moves.length) return;
      const values = sql.join(
        moves.map((m) => sql`(${m.productId}::int, ${m.qty}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update catalog_inventory as i set qoh = i.qoh + v.n from (values ${values}) as v(id, n) where i.product_id = v.id`,
      );
    },

    /**
     * Moves an order from one of `from` to `to` (with the other fields), only when it is still in
     * one of `from`: the row lock makes concurrent finishers (details, sweeper) take turns and
     * the loser gets null. Every pair must be allowed by the order process (order-status.ts), or
     * IllegalTransitionError before any SQL.
     */
    async transition(id: string, from: readonly OrderStatus[], to: OrderStatus, set: TransitionSet = {}) {
      for (const status of from) transition(status, to);
      const { payment, ...rest } = set;
      const rows = await tx
        .update(orders)
        .set({
          ...rest,
          status: to,
          // The payment patch merges into the stored payment (jsonb ||), in the same statement.
          ...(payment ? { payment: sql`${orders.payment} || ${JSON.stringify(payment)}::jsonb` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
        .returning();
      return (rows[0] as OrderRow | undefined) ?? null;
    },
  };
}

/** What a status change writes besides the status (ADR 0030). */
export interface TransitionSet {
  threeDsState?: ThreeDsState | null;
  payment?: Record<string, unknown>;
}

export type CheckoutTx = ReturnType<typeof txQueries>;

/** The only SQL on checkout_orders, checkout_order_lines, checkout_shipments and the stock it takes. */
export function createCheckoutRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: CheckoutTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(txQueries(tx as unknown as Db)));
    },

    /** Outside a transaction: a status change guarded by the current status (see transition). */
    transition(id: string, from: readonly OrderStatus[], to: OrderStatus, set?: TransitionSet) {
      return txQueries(db).transition(id, from, to, set);
    },

    async findById(id: string): Promise<OrderRow | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The list's live order (any status but payment_error or cancelled: ENDED_STATUSES), if any. */
    async findLiveByList(listId: string): Promise<OrderRow | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.listId, listId), notInArray(orders.status, [...ENDED_STATUSES])))
        .limit(1);
      return rows[0] ?? null;
    },

    async lines(orderIds: string[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.lineNo);
    },

    async shipments(orderIds: string[]): Promise<ShipmentRow[]> {
      if (!orderIds.length) return [];
      return db.select().from(shipments).where(inArray(shipments.orderId, orderIds)).orderBy(shipments.packageNumber);
    },

    /** A customer's orders on a store, newest first, with the total count. */
    async listByCustomer(
      customerId: number,
      storeId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = and(eq(orders.customerId, customerId), eq(orders.storeId, storeId));
      const [rows, count] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(page.limit).offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },

    /** Orders still open (`new` or waiting on 3-D Secure) since before `before` (the sweeper's work). */
    async pendingSince(before: Date, limit = 100): Promise<{ id: string; status: string }[]> {
      return db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(inArray(orders.status, [...OPEN_STATUSES]), lt(orders.updatedAt, before)))
        .limit(limit);
    },

    /** Adds packages that are not there yet (by order and package number); returns the order's shipments. */
    async addShipments(orderId: string, rows: (typeof shipments.$inferInsert)[]): Promise<ShipmentRow[]> {
      if (rows.length) await db.insert(shipments).values(rows).onConflictDoNothing();
      return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.packageNumber);
    },

    /** One package's status and events (fulfilment). */
    async updateShipment(
      orderId: string,
      packageNumber: number,
      set: Pick<ShipmentRow, "status" | "events">,
    ): Promise<void> {
      await db
        .update(shipments)
        .set(set)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.packageNumber, packageNumber)));
    },

    async grantAccess(orderId: string, sessionId: string): Promise<void> {
      await db.insert(orderAccess).values({ orderId, sessionId }).onConflictDoNothing();
    },

    async hasAccess(orderId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .select({ orderId: orderAccess.orderId })
        .from(orderAccess)
        .where(and(eq(orderAccess.orderId, orderId), eq(orderAccess.sessionId, sessionId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
