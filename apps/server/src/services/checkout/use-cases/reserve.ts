import { randomBytes } from "node:crypto";
import { ERRORS } from "@ironworks/contracts";
import { describeLine, type Site, toMinor } from "@ironworks/domain";
import { HttpError, httpError } from "../../../platform/errors.ts";
import type { PaymentJson } from "../checkout.pay.ts";
import { type CheckoutTx, LiveOrderExistsError, type NewOrderRow, type OrderRow } from "../checkout.repository.ts";
import { INITIAL_STATUS } from "../order-status.ts";
import type { Buyer, CheckoutContext } from "./context.ts";
import { takeQuotes, takeRegistrations } from "./registrations.ts";
import type { VerifiedOrder } from "./verify.ts";

/** Opaque, unguessable order numbers: IW- and 12 Crockford base32 characters (60 bits). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export function newOrderId(): string {
  const bytes = randomBytes(12);
  let id = "IW-";
  for (const b of bytes) id += ALPHABET[b & 31];
  return id;
}

/**
 * Spends, inside the order transaction, the tickets the order counts on: one use per ticket-only
 * product (SPEC §5 HW1012, also one per account across live orders) and one use of a
 * free-shipping ticket when the order ships free on it. Refuses with 409 and rolls back when a
 * use is gone (a concurrent or earlier order took it). Returns the ticket ids spent.
 */
async function spendTickets(
  ctx: CheckoutContext,
  tx: CheckoutTx,
  buyer: Buyer,
  orderId: string,
  ticketOnly: number[],
  freeShipping: boolean,
): Promise<string[]> {
  if (buyer.customerId === null) {
    if (ticketOnly.length)
      throw httpError(ERRORS.ticketRequired, "This item is only for premium ticket holders.", {
        productId: ticketOnly[0],
      });
    return [];
  }
  const result = await ctx.deps.tickets.spendForOrder(tx.db, buyer.customerId, {
    productIds: ticketOnly,
    freeShipping,
  });
  if (result.missing === "freeShipping")
    throw httpError(ERRORS.ticketUsed, "Your free-shipping ticket has no use left. Please choose delivery again.", {
      freeShipping: true,
    });
  if (result.missing)
    throw httpError(ERRORS.ticketUsed, "Your ticket for this item has already been used.", result.missing);
  if ((await tx.purchasedUnits(buyer.customerId, ticketOnly, orderId)) > 0)
    throw httpError(ERRORS.accountLimit, "Limit one per account.", { productIds: ticketOnly });
  return result.spent;
}

/** The order row as placed: `new`, holding the verified totals, payment, shipping, gift cards and stock. */
function orderRow(ctx: CheckoutContext, v: VerifiedOrder, orderId: string, buyer: Buyer, site: Site): NewOrderRow {
  const { input } = v;
  const payment: PaymentJson = {
    paymentType: v.paymentType,
    amountMinor: v.amountMinor,
    resultCode: null,
    action: null,
    brand: null,
    lastFour: null,
    pspReference: null,
    ...(input.payment.storedPaymentMethodId ? { storedPaymentMethodId: input.payment.storedPaymentMethodId } : {}),
    ...(v.paymentType === "wallet" ? { adyenType: input.payment.adyenType } : {}),
  };
  return {
    id: orderId,
    listId: v.list._id,
    storeId: site.storeId,
    site: site.code,
    currency: site.currency,
    customerId: buyer.customerId,
    sessionId: buyer.sessionId,
    email: input.customer.email.trim(),
    groupId: buyer.groupId,
    status: INITIAL_STATUS,
    threeDsState: null,
    shippingMode: input.shippingMode,
    totals: v.totals,
    payment: payment as unknown as Record<string, unknown>,
    shippingAddress: (input.shippingAddress as Record<string, unknown> | null) ?? null,
    billingAddress: (input.billingAddress as Record<string, unknown> | null) ?? null,
    shipping: v.shipping.selections,
    giftcards: v.cards,
    stock: v.stock,
    comments: input.comments ?? null,
    // ticketsSpent is the server's (set in the transaction): a client value under that key never survives.
    meta: {
      ...(input.meta ?? {}),
      ...(input.newsletter ? { newsletter: true } : {}),
      ticketsSpent: [],
    } as Record<string, unknown>,
    createdAt: ctx.now(),
    updatedAt: ctx.now(),
  };
}

/** The order's lines, each keeping what it was (its page and mail never read today's catalog). */
function orderLines(v: VerifiedOrder, orderId: string) {
  const { list, requests, catalogProducts } = v;
  return v.cart.lines.map((l, n) => ({
    orderId,
    lineNo: n + 1,
    productId: l.wire.productId,
    sku: l.wire.sku,
    name: list.items[n]?.product.name ?? l.wire.sku,
    qty: l.wire.qty,
    priceMinor: toMinor(l.wire.unitPrice),
    rowTotalMinor: toMinor(l.wire.rowTotal),
    thumbnail: list.items[n]?.product.thumbnail ?? null,
    request: {
      ...(requests[n] as Record<string, unknown>),
      ...(l.wire.giftcard ? { giftcard: l.wire.giftcard } : {}),
      // A configurable's variant, the product whose stock the line took (returns restock it, #21).
      ...(l.wire.childId !== undefined ? { childId: l.wire.childId } : {}),
      description: describeLine(
        catalogProducts.get(l.wire.productId),
        l.wire,
        requests[n]?.metadata,
        list.items[n]?.product.name ?? l.wire.sku,
      ),
    },
  }));
}

/**
 * The reserve step (ADR 0016): ONE transaction inserts the order (`new`) and its lines, spends
 * the tickets, takes the stock and debits the gift cards; any shortage or refusal rolls all of it
 * back. A second order of the same list is 409 order_already_published (the live-list index).
 * Its compensation, once committed, is release (release.ts).
 */
export async function reserveOrder(
  ctx: CheckoutContext,
  v: VerifiedOrder,
  buyer: Buyer,
  site: Site,
): Promise<OrderRow> {
  const { deps, repo } = ctx;
  const orderId = newOrderId();
  // Only when the ticket made the chosen delivery free: pickup or an order shipping free anyway keeps it.
  const freeShippingUsed = v.shipping.freedByTicket;
  // Unknown codes at checkout are guesses like at the balance check: the same budgets (ADR 0024).
  const guessing = v.cards.length && buyer.clientAddress ? deps.giftcards?.guessing : undefined;
  if (guessing && buyer.clientAddress) await guessing.refuse(buyer.clientAddress);
  try {
    return await repo.transaction(async (tx) => {
      const row = orderRow(ctx, v, orderId, buyer, site);
      (row.meta as Record<string, unknown>).ticketsSpent = await spendTickets(
        ctx,
        tx,
        buyer,
        orderId,
        v.ticketOnly,
        freeShippingUsed,
      );
      await tx.insertOrder(row);
      await tx.insertLines(orderLines(v, orderId));
      const shortages = await tx.takeStock(v.stock);
      if (shortages.length) {
        const details = shortages.map((s) => ({ sku: v.skus.get(s.productId) ?? String(s.productId), ...s }));
        throw httpError(
          ERRORS.inventoryError,
          details.map((d) => `${d.sku}: requested ${d.requested}, available ${d.available}`).join("; "),
          details.map(({ sku, requested, available }) => ({ sku, requested, available })),
        );
      }
      await takeRegistrations(ctx, tx, v, { orderId, customerId: buyer.customerId });
      await takeQuotes(ctx, tx, v, { orderId, customerId: buyer.customerId });
      for (const g of v.cards)
        await deps.giftcards?.debit(tx.db, {
          code: g.code,
          amountMinor: g.amountMinor,
          currency: site.currency,
          orderId,
        });
      return row as OrderRow;
    });
  } catch (err) {
    if (guessing && buyer.clientAddress && err instanceof HttpError && err.code === ERRORS.giftcardNotExist.code)
      await guessing.miss(buyer.clientAddress);
    if (err instanceof LiveOrderExistsError) {
      const live = await repo.findLiveByList(v.list._id);
      throw httpError(ERRORS.orderAlreadyPublished, "This order was already placed.", { orderId: live?.id ?? null });
    }
    throw err;
  }
}
