import { ERRORS, type Order, type OrdersResponse } from "@ironworks/contracts";
import { fromMinor, type Site } from "@ironworks/domain";
import { httpError } from "../../../platform/errors.ts";
import { presentOrder } from "../checkout.present.ts";
import type { OrderRow } from "../checkout.repository.ts";
import type { Buyer, CheckoutContext } from "./context.ts";

/** Reading orders: the buyer's own, the customer's list, lookup by number + email, the guest's mailed link. */

export async function toOrder(ctx: CheckoutContext, row: OrderRow): Promise<Order> {
  const [lines, ships] = await Promise.all([ctx.repo.lines([row.id]), ctx.repo.shipments([row.id])]);
  return presentOrder(row, lines, ships);
}

/**
 * The buyer's order, by its number in any case: the customer's own; a guest order of the session
 * that placed it; or any order this session proved at POST /order/lookup (number + email), a
 * customer's too (ADR 0016). Anyone else gets the same 404 as an unknown number.
 */
export async function requireReadable(ctx: CheckoutContext, buyer: Buyer, orderId: string): Promise<OrderRow> {
  const row = orderId.length <= 64 ? await ctx.repo.findById(orderId.trim().toUpperCase()) : null;
  if (!row) throw httpError(ERRORS.orderNotFound);
  if (row.customerId !== null && row.customerId === buyer.customerId) return row;
  if (buyer.sessionId !== null) {
    if (row.customerId === null && row.sessionId === buyer.sessionId) return row;
    if (await ctx.repo.hasAccess(row.id, buyer.sessionId)) return row;
  }
  throw httpError(ERRORS.orderNotFound);
}

export async function listOrders(
  ctx: CheckoutContext,
  buyer: Buyer,
  site: Site,
  query: { page: number; limit: number; view: "summary" | "full" },
): Promise<OrdersResponse> {
  const { repo } = ctx;
  if (buyer.customerId === null) throw httpError(ERRORS.orderLoginRequired);
  const { rows, total } = await repo.listByCustomer(buyer.customerId, site.storeId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const ids = rows.map((r) => r.id);
  const [lines, ships] = await Promise.all([
    repo.lines(ids),
    query.view === "full" ? repo.shipments(ids) : Promise.resolve([]),
  ]);
  const orders = rows.map((row) => {
    const own = lines.filter((l) => l.orderId === row.id);
    if (query.view === "full")
      return presentOrder(
        row,
        own,
        ships.filter((s) => s.orderId === row.id),
      );
    return {
      orderId: row.id,
      storeId: row.storeId,
      status: row.status as Order["status"],
      createdAt: row.createdAt.toISOString(),
      currency: row.currency,
      grandTotalIncludingTax: fromMinor(row.totals.grandTotalIncludingTax),
      itemCount: own.reduce((n, l) => n + l.qty, 0),
    };
  });
  return { orders, page: query.page, limit: query.limit, total };
}

/** POST /order/lookup: number + email (any case) → the order, and this session may read it from now on. */
export async function lookup(ctx: CheckoutContext, buyer: Buyer, input: { orderId: string; email: string }) {
  const row = input.orderId.length <= 64 ? await ctx.repo.findById(input.orderId.trim().toUpperCase()) : null;
  if (!row || row.email.toLowerCase() !== input.email.trim().toLowerCase()) throw httpError(ERRORS.orderNotFound);
  if (buyer.sessionId) await ctx.repo.grantAccess(row.id, buyer.sessionId);
  return toOrder(ctx, row);
}

/**
 * The guest's mailed link (ADR 0021): a valid signature for this order opens it, and this session
 * may read it from now on (as after a lookup). A changed link is the same 404 as an unknown
 * order; an expired one is 410 order_link_expired. Neither says anything about the order.
 */
export async function openGuestLink(ctx: CheckoutContext, buyer: Buyer, orderId: string, token: string) {
  const id = orderId.trim().toUpperCase();
  const check = id.length <= 64 && token.length <= 128 ? ctx.guestLinks.check(id, token) : "invalid";
  if (check === "expired") throw httpError(ERRORS.orderLinkExpired);
  const row = check === "ok" ? await ctx.repo.findById(id) : null;
  if (!row) throw httpError(ERRORS.orderNotFound);
  if (buyer.sessionId) await ctx.repo.grantAccess(row.id, buyer.sessionId);
  return toOrder(ctx, row);
}
