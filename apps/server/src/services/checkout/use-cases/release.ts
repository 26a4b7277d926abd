import type { ThreeDsState } from "@ironworks/contracts";
import type { PaymentJson } from "../checkout.pay.ts";
import type { OrderRow } from "../checkout.repository.ts";
import { OPEN_STATUSES } from "../order-status.ts";
import { type CheckoutContext, PENDING_TIMEOUT_MS } from "./context.ts";
import { giveBackQuotes, giveBackRegistrations } from "./registrations.ts";

/** The ticket uses an order spent at placement (given back if its payment fails). */
const ticketsSpentBy = (row: OrderRow): string[] => {
  const spent = (row.meta as { ticketsSpent?: unknown } | null)?.ticketsSpent;
  return Array.isArray(spent) ? spent.filter((id): id is string => typeof id === "string") : [];
};

/**
 * The release step, the compensation of reserve (ADR 0016, 0030): payment_error, and the stock,
 * tickets and gift cards the order took go back, in one transaction, only if the order is still
 * open (a concurrent finisher or the sweeper did it otherwise: null).
 */
export async function release(
  ctx: CheckoutContext,
  id: string,
  threeDsState: ThreeDsState | null,
  paymentPatch: Partial<PaymentJson> = {},
): Promise<OrderRow | null> {
  const { deps } = ctx;
  return ctx.repo.transaction(async (tx) => {
    const row = await tx.transition(id, OPEN_STATUSES, "payment_error", {
      threeDsState,
      payment: { ...paymentPatch, action: null },
    });
    if (!row) return null;
    // Same lock order as placement (tickets, then catalog_inventory, then gift cards): no deadlock.
    const spent = ticketsSpentBy(row);
    if (row.customerId !== null && spent.length) await deps.tickets.giveBack(tx.db, row.customerId, spent);
    await tx.giveBackStock(row.stock);
    await giveBackRegistrations(ctx, tx, row);
    await giveBackQuotes(ctx, tx, row);
    for (const g of row.giftcards)
      if (g.amountMinor > 0)
        await deps.giftcards?.refund(tx.db, { code: g.code, amountMinor: g.amountMinor, orderId: row.id });
    return row;
  });
}

/**
 * The sweeper: payments waiting on 3-D Secure longer than 15 minutes become payment_error
 * (threeDsState finalization-timeout), and so do orders still `new` after 15 minutes (placed,
 * never paid: the process died between placement and payment); both give back their stock,
 * tickets and gift cards. Idempotent; any process may run it. Returns how many it released.
 */
export async function sweepPending(ctx: CheckoutContext, at: Date): Promise<number> {
  const stale = await ctx.repo.pendingSince(new Date(at.getTime() - PENDING_TIMEOUT_MS));
  let released = 0;
  // A `new` order that old never reached its payment's outcome (the process died in between).
  for (const { id, status } of stale)
    if (await release(ctx, id, status === "payment_pending" ? "finalization-timeout" : null)) released++;
  return released;
}
