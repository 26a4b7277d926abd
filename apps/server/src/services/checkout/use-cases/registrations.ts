import { ERRORS } from "@ironworks/contracts";
import { httpError } from "../../../platform/errors.ts";
import type { CheckoutTx, OrderRow } from "../checkout.repository.ts";
import type { CheckoutContext, RegistrationLine } from "./context.ts";
import { quoteIdsOf, type VerifiedOrder } from "./verify.ts";

/** The order's registration-product lines (is_registration_sku). */
export function registrationLines(v: VerifiedOrder): RegistrationLine[] {
  return v.cart.lines.flatMap((l, index) => {
    const product = v.catalogProducts.get(l.wire.productId);
    if (!product?.attributes.is_registration_sku) return [];
    return [{ index, sku: product.sku, metadata: v.requests[index]?.metadata?.eventRegistration }];
  });
}

/** In the reserve transaction, after the stock: the order's registrations take their places. */
export async function takeRegistrations(
  ctx: CheckoutContext,
  tx: CheckoutTx,
  v: VerifiedOrder,
  order: { orderId: string; customerId: number | null },
): Promise<void> {
  const lines = registrationLines(v);
  if (!lines.length) return;
  if (!ctx.deps.registrations)
    throw httpError(ERRORS.registrationClosed, "Event registrations cannot be bought right now.");
  await ctx.deps.registrations.takeForOrder(tx.db, order, lines);
}

/** In the release transaction: an unpaid order's places go back. */
export async function giveBackRegistrations(ctx: CheckoutContext, tx: CheckoutTx, row: OrderRow): Promise<void> {
  await ctx.deps.registrations?.giveBackForOrder(tx.db, row.id);
}

/** In the reserve transaction: the order's custom quotes become ordered (a second order is refused). */
export async function takeQuotes(
  ctx: CheckoutContext,
  tx: CheckoutTx,
  v: VerifiedOrder,
  order: { orderId: string; customerId: number | null },
): Promise<void> {
  const named = quoteIdsOf(v.requests);
  if (!named.length) return;
  await ctx.deps.quotes?.takeForOrder(tx.db, order, named, v.cart.quoteIds);
}

/** In the release transaction: an unpaid order's quotes go back to what they were. */
export async function giveBackQuotes(ctx: CheckoutContext, tx: CheckoutTx, row: OrderRow): Promise<void> {
  await ctx.deps.quotes?.giveBackForOrder(tx.db, row.id);
}
