import { type BuyRequest, ERRORS, type List, type PlaceOrderInput, type ProductComplete } from "@ironworks/contracts";
import {
  fromMinor,
  isTicketOnly,
  languageOf,
  localeOfSite,
  type Site,
  safeReturnUrl,
  toMinor,
} from "@ironworks/domain";
import { fieldError, httpError } from "../../../platform/errors.ts";
import type { PricingService } from "../../pricing/index.ts";
import { type CartLine, type CartLines, loadCartLines } from "../../shipping/index.ts";
import type { StockMove } from "../checkout.repository.ts";
import type { OrderTotalsMinor } from "../checkout.schema.ts";
import {
  checkAgreements,
  checkLines,
  checkPaymentShape,
  checkShipping,
  grandTotals,
  taxFor,
} from "../checkout.verify.ts";
import type { Buyer, CheckoutContext } from "./context.ts";

/** An order body the server recomputed and found equal to what the browser showed. */
export interface VerifiedOrder {
  /** The body, its 3-D Secure return URL made a page of this store. */
  input: PlaceOrderInput;
  list: List;
  requests: BuyRequest[];
  cart: CartLines;
  catalogProducts: Map<number, ProductComplete>;
  shipping: ReturnType<typeof checkShipping>;
  totals: OrderTotalsMinor;
  /** The gift cards and what each pays, in minor units. */
  cards: { code: string; amountMinor: number }[];
  /** What the payment method is charged: the grand total less gift cards. */
  amountMinor: number;
  paymentType: ReturnType<typeof checkPaymentShape>;
  /** What the order takes from catalog_inventory, one move per product. */
  stock: StockMove[];
  skus: Map<number, string>;
  /** Ticket-only products (one use each, one per account). */
  ticketOnly: number[];
}

/** The buy request of a list item, without the list's presentation fields. */
function buyRequestOf(item: List["items"][number]): BuyRequest {
  const request: BuyRequest = { productId: item.productId, qty: item.qty };
  if (item.options) request.options = item.options;
  if (item.children) request.children = item.children;
  if (item.metadata) request.metadata = item.metadata;
  return request;
}

/** What a line takes from catalog_inventory: the variant, the bundle's children, or the product. */
function stockOf(line: CartLine): StockMove[] {
  const w = line.wire;
  if (w.childId !== undefined) return [{ productId: w.childId, qty: w.qty }];
  if (w.children.length) return w.children.map((c) => ({ productId: c.productId, qty: c.qty * w.qty }));
  return [{ productId: w.productId, qty: w.qty }];
}

function sumMoves(moves: StockMove[]): StockMove[] {
  const by = new Map<number, number>();
  for (const m of moves) by.set(m.productId, (by.get(m.productId) ?? 0) + m.qty);
  return [...by].sort((a, b) => a[0] - b[0]).map(([productId, qty]) => ({ productId, qty }));
}

/** The quote ids buy requests name (metadata.quoteId). */
export function quoteIdsOf(requests: readonly BuyRequest[]): string[] {
  const ids = requests.flatMap((r) => {
    const id = (r.metadata as Record<string, unknown> | undefined)?.quoteId;
    return typeof id === "string" && id.length <= 40 ? [id] : [];
  });
  return [...new Set(ids)];
}

/** The pricing engine at the buyer's customer group (group prices from 2 up), as the cart shows. */
const pricingFor = (pricing: PricingService, groupId: number, customerId: number | null = null): PricingService => ({
  ...pricing,
  // The buyer's accepted custom quotes (issue #22) price their lines, as the cart shows them.
  priceItems: (input, site) => pricing.priceItems({ ...input, groupId }, site, { customerId }),
});

/** The body's return URL made a page of this store; the stored list, its lines priced now, checked against the body. */
async function verifyLines(ctx: CheckoutContext, given: PlaceOrderInput, buyer: Buyer, site: Site) {
  const { deps, repo } = ctx;
  // The gateway sends the shopper to the 3-D Secure return URL and posts results to its origin:
  // a page of this store only (the same rule as the wallets' return URLs).
  let input = given;
  if (given.payment.returnUrl !== undefined) {
    const returnUrl = safeReturnUrl(given.payment.returnUrl, deps.publicBaseUrl ?? "");
    if (!returnUrl) throw fieldError("payment.returnUrl", "must be a page of this store");
    input = { ...given, payment: { ...given.payment, returnUrl } };
  }
  // The lines' names in the language of the page the order is placed on (its meta.l10n tag): the
  // order keeps them, so the confirmation, the mail and the account show what the shopper read.
  const language = languageOf(localeOfSite(site.code, input.meta?.l10n));
  const list = await deps.lists.getList({ ...buyer, language }, site, input.listId);
  if (list.type !== "quote" && list.type !== "buyNow") throw fieldError("listId", "is not a cart or a buy-now list");
  if (!list.items.length) throw httpError(ERRORS.emptyOrder);
  const existing = await repo.findLiveByList(list._id);
  if (existing)
    throw httpError(ERRORS.orderAlreadyPublished, "This order was already placed.", { orderId: existing.id });

  const requests = list.items.map(buyRequestOf);
  // A quote already ordered: said plainly before its lines price at the store's price (ADR 0052).
  await deps.quotes?.refuseOrdered(buyer.customerId, quoteIdsOf(requests));
  const cart = await loadCartLines(
    { pricing: pricingFor(deps.pricing, buyer.groupId, buyer.customerId), catalog: deps.catalog },
    requests,
    site,
  );
  checkLines(input, list, cart.lines);
  if (toMinor(input.totals.subtotal) !== cart.subtotalMinor)
    throw httpError(ERRORS.wrongProductPrice, "The order subtotal has changed.", {
      subtotal: fromMinor(cart.subtotalMinor),
    });
  const catalogProducts = await ctx.products(
    cart.lines.map((l) => l.wire.productId),
    site,
  );
  checkAgreements(input, catalogProducts);
  return { input, list, requests, cart, catalogProducts };
}

/** Discount, delivery (against its signed quote), tax and the grand total, each against the body. */
async function verifyTotals(ctx: CheckoutContext, input: PlaceOrderInput, buyer: Buyer, site: Site, cart: CartLines) {
  const { deps } = ctx;
  // The list-level discounts: Hundo and the buyer's whole custom quotes (ADR 0052), as the cart shows.
  const discountMinor = cart.hundoDiscountMinor + cart.quoteDiscountMinor;
  if (toMinor(input.totals.discount) !== discountMinor)
    throw httpError(ERRORS.wrongDiscount, "The discount has changed.", { discount: fromMinor(discountMinor) });

  const earnedFreeShipping =
    buyer.customerId !== null ? (await deps.tickets.earned(buyer.customerId)).freeShipping : false;
  const shipping = checkShipping(input, cart, site, earnedFreeShipping, deps.signer);
  const tax = taxFor(input, cart.lines, site, shipping.shippingMinor, shipping.virtualOnly);
  if (toMinor(input.totals.tax) !== tax.totalMinor)
    throw httpError(ERRORS.wrongTaxTotal, "The tax has changed.", { tax: fromMinor(tax.totalMinor) });
  const grand = grandTotals({
    subtotal: cart.subtotalMinor,
    discount: discountMinor,
    shipping: shipping.shippingMinor,
    tax: tax.totalMinor,
    pricesIncludeVat: site.pricesIncludeVat,
  });
  if (toMinor(input.totals.grandTotalIncludingTax) !== grand.grandTotalIncludingTax)
    throw httpError(ERRORS.wrongGrandTotal, "The order total has changed.", {
      grandTotalIncludingTax: fromMinor(grand.grandTotalIncludingTax),
    });
  const totals: OrderTotalsMinor = {
    subtotal: cart.subtotalMinor,
    discount: discountMinor,
    shipping: shipping.shippingMinor,
    tax: tax.totalMinor,
    itemTax: tax.itemTaxMinor,
    shippingTax: tax.shippingTaxMinor,
    tariff: 0,
    giftcards: 0, // set by verifyPayment
    ...grand,
  };
  return { shipping, totals };
}

/** Gift cards (each once) and the payment: amount = grand total − gift cards, its shape, the saved card. */
async function verifyPayment(ctx: CheckoutContext, input: PlaceOrderInput, buyer: Buyer, grandMinor: number) {
  const { deps } = ctx;
  const seen = new Set<string>();
  const cards: { code: string; amountMinor: number }[] = [];
  for (const [i, g] of input.giftcards.entries()) {
    const code = g.code.toUpperCase().replace(/-/g, "");
    if (seen.has(code)) throw fieldError(`giftcards.${i}.code`, "is listed twice");
    seen.add(code);
    if (toMinor(g.amount) > 0) cards.push({ code: g.code, amountMinor: toMinor(g.amount) });
  }
  const giftcardsMinor = cards.reduce((s, g) => s + g.amountMinor, 0);
  const amountMinor = grandMinor - giftcardsMinor;
  if (toMinor(input.totals.giftcards) !== giftcardsMinor || amountMinor < 0)
    throw httpError(ERRORS.wrongPaymentAmount, "The gift card amounts do not add up.", {
      giftcards: fromMinor(giftcardsMinor),
    });
  if (toMinor(input.payment.amount) !== amountMinor)
    throw httpError(ERRORS.wrongPaymentAmount, "The payment amount has changed.", { amount: fromMinor(amountMinor) });
  const paymentType = checkPaymentShape(input, buyer, amountMinor);
  if (paymentType === "storedCard") {
    const saved = await deps.cards.listCards(buyer.customerId as number);
    if (!saved.some((c) => c.storedPaymentMethodId === input.payment.storedPaymentMethodId))
      throw fieldError("payment.storedPaymentMethodId", "is not one of your cards");
  }
  if (cards.length && !deps.giftcards)
    // TODO(giftcard): wired in services.ts once services/giftcard exists; refuse rather than give away.
    throw httpError(ERRORS.giftcardNotExist, "Gift cards cannot be used right now.");
  return { cards, giftcardsMinor, amountMinor, paymentType };
}

/** What the order takes from stock, the SKUs to name a shortage by, and its ticket-only products (at most one unit). */
function stockAndRights(cart: CartLines, catalogProducts: Map<number, ProductComplete>) {
  const skus = new Map<number, string>();
  for (const p of catalogProducts.values()) {
    skus.set(p.productId, p.sku);
    for (const c of p.children) skus.set(c.productId, c.sku);
  }
  const stock = sumMoves(cart.lines.flatMap(stockOf));
  // Limited rights are spent in the order transaction, never after payment (ADR 0024).
  const ticketOnly = [...catalogProducts.values()].filter((p) => isTicketOnly(p.sku)).map((p) => p.productId);
  const ticketOnlyQty = cart.lines.reduce((n, l) => n + (ticketOnly.includes(l.wire.productId) ? l.wire.qty : 0), 0);
  if (ticketOnlyQty > 1) throw httpError(ERRORS.accountLimit, "Limit one per account.", { productIds: ticketOnly });
  return { skus, stock, ticketOnly };
}

/**
 * The verify step (ADR 0016): the browser's body is what it showed; every amount is recomputed
 * from the stored list, the catalog, the signed shipping quote and the tax tables, and compared
 * in minor units, in this order: lines, totals, payment, stock and rights. Any mismatch is a
 * catalogue error (ADR 0027) with the SPEC §8 code. Nothing is written, so there is nothing to compensate.
 */
export async function verifyOrder(
  ctx: CheckoutContext,
  given: PlaceOrderInput,
  buyer: Buyer,
  site: Site,
): Promise<VerifiedOrder> {
  const lines = await verifyLines(ctx, given, buyer, site);
  const { input, cart } = lines;
  const { shipping, totals } = await verifyTotals(ctx, input, buyer, site, cart);
  const payment = await verifyPayment(ctx, input, buyer, totals.grandTotalIncludingTax);
  const { cards, amountMinor, paymentType } = payment;
  return {
    ...lines,
    shipping,
    totals: { ...totals, giftcards: payment.giftcardsMinor },
    cards,
    amountMinor,
    paymentType,
    ...stockAndRights(cart, lines.catalogProducts),
  };
}
