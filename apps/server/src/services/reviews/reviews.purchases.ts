import type { Db } from "@ironworks/db";
import { type PurchasedLine, RMA_GOODS_BACK_STATES } from "@ironworks/domain";
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { orderLines, orders, shipments } from "../checkout/checkout.schema.ts";
import { rmaLines, rmas } from "../returns/returns.schema.ts";
import { reviewInvitations } from "./reviews.schema.ts";

/** Orders that never reached the buyer: no review badge, no invitation. */
const ENDED = ["payment_error", "cancelled", "new", "payment_pending"];

export interface ReviewOrder {
  id: string;
  email: string;
  customerId: number | null;
  site: string;
  locale: string | null;
  createdAt: Date;
  lines: PurchasedLine[];
}

/**
 * What the reviews service reads of the order history (ADR 0026 exception `reviews-reads-orders`):
 * a buyer's lines with whether their order was delivered (every package of it) and how many of their
 * units came back through a return that reached the store and was not an exchange
 * (`RMA_GOODS_BACK_STATES`), and the delivered orders whose review mail has not gone out. Read-only;
 * the checkout and the returns service own every write.
 */
export function createPurchases(db: Db) {
  async function linesOf(where: ReturnType<typeof and>): Promise<PurchasedLine[]> {
    const returned = db
      .select({
        orderId: rmas.orderId,
        lineNo: rmaLines.lineNo,
        qty: sql<number>`sum(coalesce(${rmaLines.receivedQty}, ${rmaLines.qty}))`.mapWith(Number).as("returned_qty"),
      })
      .from(rmaLines)
      .innerJoin(rmas, eq(rmas.id, rmaLines.rmaId))
      .where(and(inArray(rmas.state, [...RMA_GOODS_BACK_STATES]), sql`${rmas.outcome} <> 'exchange'`))
      .groupBy(rmas.orderId, rmaLines.lineNo)
      .as("returned");
    const rows = await db
      .select({
        orderId: orders.id,
        createdAt: orders.createdAt,
        productId: orderLines.productId,
        qty: orderLines.qty,
        returnedQty: sql<number>`coalesce(${returned.qty}, 0)`.mapWith(Number),
        delivered: sql<boolean>`exists (select 1 from ${shipments} s where s.order_id = ${orders.id})
          and not exists (select 1 from ${shipments} s where s.order_id = ${orders.id} and s.status <> 'delivered')`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(returned, and(eq(returned.orderId, orderLines.orderId), eq(returned.lineNo, orderLines.lineNo)))
      .where(and(where, notInArray(orders.status, ENDED)))
      .orderBy(asc(orders.createdAt), asc(orderLines.lineNo));
    return rows.map((r) => ({
      orderId: r.orderId,
      productId: r.productId,
      qty: r.qty,
      returnedQty: r.returnedQty,
      delivered: Boolean(r.delivered),
      orderedAt: r.createdAt.toISOString().slice(0, 10),
    }));
  }

  return {
    /** Every line a signed-in customer bought (for the badge and /account/reviews). */
    async ofCustomer(customerId: number): Promise<PurchasedLine[]> {
      return linesOf(and(eq(orders.customerId, customerId)));
    },

    /** One order with its lines, for the mailed link; null when unknown or never placed. */
    async order(orderId: string): Promise<ReviewOrder | null> {
      const [row] = await db
        .select({
          id: orders.id,
          email: orders.email,
          customerId: orders.customerId,
          site: orders.site,
          meta: orders.meta,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), notInArray(orders.status, ENDED)));
      if (!row) return null;
      const locale = typeof row.meta?.l10n === "string" ? row.meta.l10n : null;
      return { ...row, locale, lines: await linesOf(and(eq(orders.id, orderId))) };
    },

    /** Delivered orders without a review mail yet, oldest first. */
    async deliveredUninvited(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(reviewInvitations, eq(reviewInvitations.orderId, orders.id))
        .where(
          and(
            isNull(reviewInvitations.orderId),
            notInArray(orders.status, ENDED),
            sql`exists (select 1 from ${shipments} s where s.order_id = ${orders.id})`,
            sql`not exists (select 1 from ${shipments} s where s.order_id = ${orders.id} and s.status <> 'delivered')`,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
