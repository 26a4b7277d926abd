import { randomBytes } from "node:crypto";
import type { Order, OrdersResponse, PlaceOrderInput, PlaceOrderResponse, ProductComplete } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import {
  describeLine,
  findSiteByStoreId,
  fromMinor,
  isTicketOnly,
  type Site,
  SITES,
  safeReturnUrl,
  toMinor,
} from "@ironworks/domain";
import { HttpError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { ListOwner, ListsService } from "../lists/index.ts";
import type { NewsletterService } from "../newsletter/index.ts";
import {
  type PaymentProvider,
  PaymentRejectedError,
  PaymentUnavailableError,
  type StoredCard,
} from "../payment/index.ts";
import type { PricingService } from "../pricing/index.ts";
import type { ProgrammingService } from "../programming/index.ts";
import { loadCartLines } from "../shipping/index.ts";
import type { QuoteSigner } from "../shipping/index.ts";
import type { TicketService } from "../ticket/index.ts";
import { createFulfilment } from "./checkout.fulfilment.ts";
import { createGuestLinks, type GuestLinks } from "./checkout.guest-link.ts";
import { orderMail } from "./checkout.mail.ts";
import {
  type AffirmPort,
  createPayStep,
  fromResult,
  type PaymentJson,
  type PayOutcome,
  type PaypalPort,
  unavailable,
} from "./checkout.pay.ts";
import { paymentOut, presentOrder } from "./checkout.present.ts";
import {
  type CheckoutRepository,
  type CheckoutTx,
  LiveOrderExistsError,
  type OrderRow,
} from "./checkout.repository.ts";
import type { OrderTotalsMinor } from "./checkout.schema.ts";
import {
  badField,
  buyRequestOf,
  CODES,
  checkAgreements,
  checkLines,
  checkPaymentShape,
  checkShipping,
  conflict,
  grandTotals,
  orderNotFound,
  stockOf,
  sumMoves,
  taxFor,
} from "./checkout.verify.ts";

export type { AffirmPort, PaypalPort } from "./checkout.pay.ts";
export { grandTotals, WALLET_TYPES } from "./checkout.verify.ts";

/** What checkout needs of the gift-card module (services/giftcard): ledger moves inside our transaction. */
export interface GiftcardPort {
  debit(tx: Db, input: { code: string; amountMinor: number; currency: string; orderId: string }): Promise<unknown>;
  refund(tx: Db, input: { code: string; amountMinor: number; orderId: string }): Promise<unknown>;
  issue(
    tx: Db,
    input: {
      orderId: string | null;
      amountMinor: number;
      currency: string;
      recipient?: Record<string, unknown> | null;
    },
  ): Promise<string>;
  /** The guessing budgets of unknown codes per client address (shared with the balance check). */
  guessing?: { refuse(ip: string): Promise<void>; miss(ip: string): Promise<void> };
}

export interface CheckoutDeps {
  repo: CheckoutRepository;
  lists: ListsService;
  pricing: PricingService;
  catalog: CatalogService;
  signer: QuoteSigner;
  tickets: TicketService;
  programming: ProgrammingService;
  newsletter?: NewsletterService;
  mail: { send(message: MailMessage): Promise<void> };
  /**
   * The customer's saved cards (the stored-card payment must be one of them); `rememberCard` keeps
   * a card the gateway stored while authorising a `storeCard` payment (services/payment).
   */
  cards: {
    listCards(customerId: number): Promise<{ storedPaymentMethodId: string }[]>;
    rememberCard?(customerId: number, stored: StoredCard): Promise<unknown>;
  };
  provider: PaymentProvider;
  giftcards?: GiftcardPort;
  paypal?: PaypalPort;
  affirm?: AffirmPort;
  publicBaseUrl?: string;
  /** Signs the guest's order link in the confirmation mail (ADR 0021); default: a random key. */
  guestLinks?: GuestLinks;
  logger?: Logger;
  now?: () => Date;
}

/** Who places or reads an order: the list owner plus the session's email. */
export interface Buyer extends ListOwner {
  email?: string | null;
}

/** SPEC §4: a payment waiting on 3-D Secure longer than this is given up (the sweeper). */
export const PENDING_TIMEOUT_MS = 15 * 60_000;

const OPEN = ["new", "payment_pending"] as const;

/** The ticket uses an order spent at placement (given back if its payment fails). */
const ticketsSpentBy = (row: OrderRow): string[] => {
  const spent = (row.meta as { ticketsSpent?: unknown } | null)?.ticketsSpent;
  return Array.isArray(spent) ? spent.filter((id): id is string => typeof id === "string") : [];
};

/** Opaque, unguessable order numbers: IW- and 12 Crockford base32 characters (60 bits). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export function newOrderId(): string {
  const bytes = randomBytes(12);
  let id = "IW-";
  for (const b of bytes) id += ALPHABET[b & 31];
  return id;
}

/**
 * Orders (SPEC §3 Order, §4 status machine, §7 /svc_checkout/order, §8 order errors; ADR 0016).
 * The browser's body is what it showed; every amount is recomputed here from the stored list,
 * the catalog, the signed shipping quote and the tax tables, and compared in minor units. One
 * transaction writes the order and its lines, takes the stock and debits the gift cards; the
 * gateway is called after it commits; a refusal gives stock and gift cards back.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { repo, lists, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  const fulfilment = createFulfilment({ repo, now });
  const pay = createPayStep(deps);
  const guestLinks = deps.guestLinks ?? createGuestLinks(randomBytes(32), now);

  function later(what: string, work: () => Promise<void>): void {
    const job: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => deps.logger?.warn("order follow-up failed", { what, err }))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  /** The pricing engine at the buyer's customer group (group prices from 2 up), as the cart shows. */
  const pricingFor = (groupId: number): PricingService => ({
    ...deps.pricing,
    priceItems: (input, site) => deps.pricing.priceItems({ ...input, groupId }, site),
  });

  async function products(ids: Iterable<number>, site: Site): Promise<Map<number, ProductComplete>> {
    const loaded = await Promise.all([...new Set(ids)].map((id) => deps.catalog.getProductComplete(id, site)));
    return new Map(loaded.map((p) => [p.productId, p]));
  }

  /**
   * Spends, inside the order transaction, the tickets the order counts on: one use per ticket-only
   * product (SPEC §5 HW1012, also one per account across live orders) and one use of a
   * free-shipping ticket when the order ships free on it. Refuses with 409 and rolls back when a
   * use is gone (a concurrent or earlier order took it). Returns the ticket ids spent.
   */
  async function spendTickets(
    tx: CheckoutTx,
    buyer: Buyer,
    orderId: string,
    ticketOnly: number[],
    freeShipping: boolean,
  ): Promise<string[]> {
    if (buyer.customerId === null) {
      if (ticketOnly.length)
        throw conflict(CODES.ticketRequired, "This item is only for premium ticket holders.", {
          productId: ticketOnly[0],
        });
      return [];
    }
    const result = await deps.tickets.spendForOrder(tx.db, buyer.customerId, { productIds: ticketOnly, freeShipping });
    if (result.missing === "freeShipping")
      throw conflict(CODES.ticketUsed, "Your free-shipping ticket has no use left. Please choose delivery again.", {
        freeShipping: true,
      });
    if (result.missing)
      throw conflict(CODES.ticketUsed, "Your ticket for this item has already been used.", result.missing);
    if ((await tx.purchasedUnits(buyer.customerId, ticketOnly, orderId)) > 0)
      throw conflict(CODES.accountLimit, "Limit one per account.", { productIds: ticketOnly });
    return result.spent;
  }

  // ---- outcomes ----------------------------------------------------------------------------

  /**
   * payment_error: gives back the stock and the gift cards the order took, in one transaction,
   * only if the order is still open (a concurrent finisher or the sweeper did it otherwise).
   */
  async function release(
    id: string,
    threeDsState: string | null,
    paymentPatch: Partial<PaymentJson> = {},
  ): Promise<OrderRow | null> {
    return repo.transaction(async (tx) => {
      const row = await tx.transition(id, OPEN, {
        status: "payment_error",
        threeDsState,
        payment: { ...paymentPatch, action: null },
      });
      if (!row) return null;
      // Same lock order as placement (tickets, then catalog_inventory, then gift cards): no deadlock.
      const spent = ticketsSpentBy(row);
      if (row.customerId !== null && spent.length) await deps.tickets.giveBack(tx.db, row.customerId, spent);
      await tx.giveBackStock(row.stock);
      for (const g of row.giftcards)
        if (g.amountMinor > 0)
          await deps.giftcards?.refund(tx.db, { code: g.code, amountMinor: g.amountMinor, orderId: row.id });
      return row;
    });
  }

  /** payment_complete, then the order's effects, then published (ADR 0016). */
  async function complete(id: string, paymentPatch: Partial<PaymentJson>): Promise<OrderRow> {
    const paid = await repo.transition(id, OPEN, {
      status: "payment_complete",
      threeDsState: null,
      payment: { ...paymentPatch, action: null },
    });
    if (!paid) return (await repo.findById(id)) ?? Promise.reject(orderNotFound());
    try {
      return await fulfil(paid);
    } catch (err) {
      // Paid: the order stands; what failed is logged for a person to finish (ADR 0016).
      deps.logger?.error("order fulfilment failed", { orderId: id, err });
      return paid;
    }
  }

  async function fulfil(order: OrderRow): Promise<OrderRow> {
    const site = findSiteByStoreId(order.storeId) ?? SITES.USA;
    const owner: ListOwner = { customerId: order.customerId, sessionId: order.sessionId, groupId: order.groupId };
    const lines = await repo.lines([order.id]);
    // The cart (or buy-now list) is used up: it stops being the active list.
    await lists.deleteList(owner, site, order.listId).catch((err: unknown) => {
      deps.logger?.warn("closing the ordered list failed", { orderId: order.id, err });
    });
    for (const line of lines) {
      const meta = (line.request.metadata ?? {}) as Record<string, unknown>;
      if (typeof meta.registryUrlKey === "string" && typeof meta.registryItemKey === "string")
        await lists
          .recordRegistryPurchase(meta.registryUrlKey, meta.registryItemKey, line.qty)
          .catch((err: unknown) => deps.logger?.warn("registry purchase not recorded", { orderId: order.id, err }));
    }
    if (order.customerId !== null) {
      const customerId = order.customerId;
      // Tickets were spent at placement, inside the order transaction (ADR 0024).
      const bought = await products(
        lines.map((l) => l.productId),
        site,
      );
      for (const line of lines) {
        const p = bought.get(line.productId);
        if (p && p.type === "virtual" && p.attributes.subscription_interval)
          await deps.programming.grant(customerId, { productId: line.productId, orderId: order.id }, site);
      }
    }
    const issued: { code: string; amountMinor: number; recipient: Record<string, unknown> | null }[] = [];
    const published = await repo.transaction(async (tx) => {
      issued.length = 0; // a transaction retried after a lost connection starts over (ADR 0023)
      for (const line of lines) {
        const gc = (line.request.giftcard ?? null) as { amount?: number } | null;
        if (!gc?.amount || !deps.giftcards) continue;
        const meta = (line.request.metadata ?? {}) as { giftcard?: Record<string, unknown> };
        const recipient = meta.giftcard ?? null;
        for (let n = 0; n < line.qty; n++) {
          const amountMinor = toMinor(gc.amount);
          const code = await deps.giftcards.issue(tx.db, {
            orderId: order.id,
            amountMinor,
            currency: order.currency,
            recipient,
          });
          issued.push({ code, amountMinor, recipient });
        }
      }
      return tx.transition(order.id, ["payment_complete"], { status: "published" });
    });
    const done = published ?? order;
    later("confirmation mail", async () => {
      for (const message of orderMail(done, lines, issued, deps.publicBaseUrl ?? "", guestLinks))
        await deps.mail.send(message);
    });
    const wantsNewsletter = (order.meta as { newsletter?: boolean } | null)?.newsletter === true;
    if (wantsNewsletter && deps.newsletter) {
      const newsletter = deps.newsletter;
      later("newsletter opt-in", async () => {
        const [first] = newsletter.offered(site);
        if (first) await newsletter.subscribe(site, order.email, [first], order.customerId);
      });
    }
    return done;
  }

  /** storeCard: the card the gateway stored becomes a saved card (the first one the default); a failure is logged. */
  async function rememberCard(order: OrderRow, stored: StoredCard): Promise<void> {
    try {
      await deps.cards.rememberCard?.(order.customerId as number, stored);
    } catch (err) {
      deps.logger?.warn("saving the order's card failed", { orderId: order.id, err });
    }
  }

  async function answer(row: OrderRow, outcome: PayOutcome | null): Promise<PlaceOrderResponse> {
    if (outcome && (outcome.kind === "refused" || outcome.kind === "unavailable")) throw outcome.error;
    return {
      orderId: row.id,
      storeId: row.storeId,
      status: row.status as PlaceOrderResponse["status"],
      payment: paymentOut(row),
    };
  }

  async function settle(order: OrderRow, outcome: PayOutcome): Promise<OrderRow> {
    switch (outcome.kind) {
      case "authorised": {
        const row = await complete(order.id, outcome.payment);
        if (outcome.stored && order.customerId !== null) await rememberCard(order, outcome.stored);
        return row;
      }
      case "pending": {
        const row = await repo.transition(order.id, OPEN, {
          status: "payment_pending",
          threeDsState: "new",
          payment: outcome.payment,
        });
        return row ?? order;
      }
      case "refused": {
        const row = await release(order.id, order.status === "payment_pending" ? "error" : null, outcome.payment);
        return row ?? order;
      }
      case "unavailable": {
        const row = await release(order.id, order.status === "payment_pending" ? "error" : null);
        return row ?? order;
      }
    }
  }

  // ---- reading -----------------------------------------------------------------------------

  async function toOrder(row: OrderRow): Promise<Order> {
    const [lines, ships] = await Promise.all([repo.lines([row.id]), repo.shipments([row.id])]);
    return presentOrder(row, lines, ships);
  }

  /**
   * The buyer's order, by its number in any case: the customer's own; a guest order of the session
   * that placed it; or any order this session proved at POST /order/lookup (number + email), a
   * customer's too (ADR 0016). Anyone else gets the same 404 as an unknown number.
   */
  async function requireReadable(buyer: Buyer, orderId: string): Promise<OrderRow> {
    const row = orderId.length <= 64 ? await repo.findById(orderId.trim().toUpperCase()) : null;
    if (!row) throw orderNotFound();
    if (row.customerId !== null && row.customerId === buyer.customerId) return row;
    if (buyer.sessionId !== null) {
      if (row.customerId === null && row.sessionId === buyer.sessionId) return row;
      if (await repo.hasAccess(row.id, buyer.sessionId)) return row;
    }
    throw orderNotFound();
  }

  return {
    /** POST /svc_checkout/order. Throws HttpError with the SPEC §8 code on any mismatch or failure. */
    async place(given: PlaceOrderInput, buyer: Buyer, site: Site): Promise<PlaceOrderResponse> {
      // The gateway sends the shopper to the 3-D Secure return URL and posts results to its origin:
      // a page of this store only (the same rule as the wallets' return URLs).
      let input = given;
      if (given.payment.returnUrl !== undefined) {
        const returnUrl = safeReturnUrl(given.payment.returnUrl, deps.publicBaseUrl ?? "");
        if (!returnUrl) throw badField("payment.returnUrl", "must be a page of this store");
        input = { ...given, payment: { ...given.payment, returnUrl } };
      }
      const list = await lists.getList(buyer, site, input.listId);
      if (list.type !== "quote" && list.type !== "buyNow") throw badField("listId", "is not a cart or a buy-now list");
      if (!list.items.length) throw new HttpError(422, CODES.emptyOrder, "Your cart is empty.");
      const existing = await repo.findLiveByList(list._id);
      if (existing)
        throw conflict(CODES.orderAlreadyPublished, "This order was already placed.", { orderId: existing.id });

      const requests = list.items.map(buyRequestOf);
      const cart = await loadCartLines({ pricing: pricingFor(buyer.groupId), catalog: deps.catalog }, requests, site);
      checkLines(input, list, cart.lines);
      if (toMinor(input.totals.subtotal) !== cart.subtotalMinor)
        throw conflict(CODES.wrongProductPrice, "The order subtotal has changed.", {
          subtotal: fromMinor(cart.subtotalMinor),
        });
      const catalogProducts = await products(
        cart.lines.map((l) => l.wire.productId),
        site,
      );
      checkAgreements(input, catalogProducts);

      const discountMinor = cart.hundoDiscountMinor;
      if (toMinor(input.totals.discount) !== discountMinor)
        throw conflict(CODES.wrongDiscount, "The discount has changed.", { discount: fromMinor(discountMinor) });

      const earnedFreeShipping =
        buyer.customerId !== null ? (await deps.tickets.earned(buyer.customerId)).freeShipping : false;
      const shipping = checkShipping(input, cart.lines, site, earnedFreeShipping, deps.signer);
      const tax = taxFor(input, cart.lines, site, shipping.shippingMinor, shipping.virtualOnly);
      if (toMinor(input.totals.tax) !== tax.totalMinor)
        throw conflict(CODES.wrongTaxTotal, "The tax has changed.", { tax: fromMinor(tax.totalMinor) });
      const grand = grandTotals({
        subtotal: cart.subtotalMinor,
        discount: discountMinor,
        shipping: shipping.shippingMinor,
        tax: tax.totalMinor,
        pricesIncludeVat: site.pricesIncludeVat,
      });
      if (toMinor(input.totals.grandTotalIncludingTax) !== grand.grandTotalIncludingTax)
        throw conflict(CODES.wrongGrandTotal, "The order total has changed.", {
          grandTotalIncludingTax: fromMinor(grand.grandTotalIncludingTax),
        });

      const seen = new Set<string>();
      const cards: { code: string; amountMinor: number }[] = [];
      for (const [i, g] of input.giftcards.entries()) {
        const code = g.code.toUpperCase().replace(/-/g, "");
        if (seen.has(code)) throw badField(`giftcards.${i}.code`, "is listed twice");
        seen.add(code);
        if (toMinor(g.amount) > 0) cards.push({ code: g.code, amountMinor: toMinor(g.amount) });
      }
      const giftcardsMinor = cards.reduce((s, g) => s + g.amountMinor, 0);
      const amountMinor = grand.grandTotalIncludingTax - giftcardsMinor;
      if (toMinor(input.totals.giftcards) !== giftcardsMinor || amountMinor < 0)
        throw conflict(CODES.wrongPaymentAmount, "The gift card amounts do not add up.", {
          giftcards: fromMinor(giftcardsMinor),
        });
      if (toMinor(input.payment.amount) !== amountMinor)
        throw conflict(CODES.wrongPaymentAmount, "The payment amount has changed.", { amount: fromMinor(amountMinor) });
      const paymentType = checkPaymentShape(input, buyer, amountMinor);
      if (paymentType === "storedCard") {
        const saved = await deps.cards.listCards(buyer.customerId as number);
        if (!saved.some((c) => c.storedPaymentMethodId === input.payment.storedPaymentMethodId))
          throw badField("payment.storedPaymentMethodId", "is not one of your cards");
      }
      if (cards.length && !deps.giftcards)
        // TODO(giftcard): wired in services.ts once services/giftcard exists; refuse rather than give away.
        throw conflict(CODES.giftcardNotExist, "Gift cards cannot be used right now.");

      const totals: OrderTotalsMinor = {
        subtotal: cart.subtotalMinor,
        discount: discountMinor,
        shipping: shipping.shippingMinor,
        tax: tax.totalMinor,
        itemTax: tax.itemTaxMinor,
        shippingTax: tax.shippingTaxMinor,
        tariff: 0,
        giftcards: giftcardsMinor,
        ...grand,
      };
      const skus = new Map<number, string>();
      for (const p of catalogProducts.values()) {
        skus.set(p.productId, p.sku);
        for (const c of p.children) skus.set(c.productId, c.sku);
      }
      const stock = sumMoves(cart.lines.flatMap(stockOf));
      // Limited rights are spent in the order transaction, never after payment (ADR 0024).
      const ticketOnly = [...catalogProducts.values()].filter((p) => isTicketOnly(p.sku)).map((p) => p.productId);
      const ticketOnlyQty = cart.lines.reduce(
        (n, l) => n + (ticketOnly.includes(l.wire.productId) ? l.wire.qty : 0),
        0,
      );
      if (ticketOnlyQty > 1) throw conflict(CODES.accountLimit, "Limit one per account.", { productIds: ticketOnly });
      // Only when the ticket made the chosen delivery free: pickup or an order shipping free anyway keeps it.
      const freeShippingUsed = shipping.freedByTicket;
      const orderId = newOrderId();
      const payment: PaymentJson = {
        paymentType,
        amountMinor,
        resultCode: null,
        action: null,
        brand: null,
        lastFour: null,
        pspReference: null,
        ...(input.payment.storedPaymentMethodId ? { storedPaymentMethodId: input.payment.storedPaymentMethodId } : {}),
        ...(paymentType === "wallet" ? { adyenType: input.payment.adyenType } : {}),
      };
      const email = input.customer.email.trim();
      // Unknown codes at checkout are guesses like at the balance check: the same budgets (ADR 0024).
      const guessing = cards.length && buyer.clientAddress ? deps.giftcards?.guessing : undefined;
      if (guessing && buyer.clientAddress) await guessing.refuse(buyer.clientAddress);
      let order: OrderRow;
      try {
        order = await repo.transaction(async (tx) => {
          const row = {
            id: orderId,
            listId: list._id,
            storeId: site.storeId,
            site: site.code,
            currency: site.currency,
            customerId: buyer.customerId,
            sessionId: buyer.sessionId,
            email,
            groupId: buyer.groupId,
            status: "new",
            threeDsState: null,
            shippingMode: input.shippingMode,
            totals,
            payment: payment as unknown as Record<string, unknown>,
            shippingAddress: (input.shippingAddress as Record<string, unknown> | null) ?? null,
            billingAddress: (input.billingAddress as Record<string, unknown> | null) ?? null,
            shipping: shipping.selections,
            giftcards: cards,
            stock,
            comments: input.comments ?? null,
            // ticketsSpent is the server's (set below): a client value under that key never survives.
            meta: {
              ...(input.meta ?? {}),
              ...(input.newsletter ? { newsletter: true } : {}),
              ticketsSpent: [],
            } as Record<string, unknown>,
            createdAt: now(),
            updatedAt: now(),
          };
          row.meta.ticketsSpent = await spendTickets(tx, buyer, orderId, ticketOnly, freeShippingUsed);
          await tx.insertOrder(row);
          await tx.insertLines(
            cart.lines.map((l, n) => ({
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
                // What the line was, kept with the order: its page and mail never read today's catalog.
                description: describeLine(
                  catalogProducts.get(l.wire.productId),
                  l.wire,
                  requests[n]?.metadata,
                  list.items[n]?.product.name ?? l.wire.sku,
                ),
              },
            })),
          );
          const shortages = await tx.takeStock(stock);
          if (shortages.length) {
            const details = shortages.map((s) => ({ sku: skus.get(s.productId) ?? String(s.productId), ...s }));
            throw conflict(
              CODES.inventoryError,
              details.map((d) => `${d.sku}: requested ${d.requested}, available ${d.available}`).join("; "),
              details.map(({ sku, requested, available }) => ({ sku, requested, available })),
            );
          }
          for (const g of cards)
            await deps.giftcards?.debit(tx.db, {
              code: g.code,
              amountMinor: g.amountMinor,
              currency: site.currency,
              orderId,
            });
          return row as OrderRow;
        });
      } catch (err) {
        if (guessing && buyer.clientAddress && err instanceof HttpError && err.code === CODES.giftcardNotExist)
          await guessing.miss(buyer.clientAddress);
        if (err instanceof LiveOrderExistsError) {
          const live = await repo.findLiveByList(list._id);
          throw conflict(CODES.orderAlreadyPublished, "This order was already placed.", { orderId: live?.id ?? null });
        }
        throw err;
      }
      let outcome: PayOutcome;
      let settled: OrderRow;
      try {
        outcome = await pay(order, input, buyer, site);
        settled = await settle(order, outcome);
      } catch (err) {
        // Anything unexpected: the order must not stay `new` holding its stock, tickets and gift cards.
        await release(order.id, null).catch((releaseErr: unknown) =>
          deps.logger?.error("releasing a failed order failed", { orderId: order.id, err: releaseErr }),
        );
        throw err;
      }
      return answer(settled, outcome);
    },

    /** POST /order/{id}/payment/details: the 3-D Secure step's result, finished at the gateway. */
    async details(
      buyer: Buyer,
      orderId: string,
      details: Record<string, string>,
      paymentData?: string,
    ): Promise<PlaceOrderResponse> {
      const order = await requireReadable(buyer, orderId);
      if (order.status !== "payment_pending")
        throw new HttpError(402, CODES.threeDs, "This payment is not waiting for 3-D Secure.", {
          status: order.status,
        });
      let outcome: PayOutcome;
      try {
        const stored = (order.payment as unknown as PaymentJson).action?.paymentData;
        const data = paymentData ?? (typeof stored === "string" ? stored : undefined);
        const result = await provider.details({ details, ...(data ? { paymentData: data } : {}) });
        outcome = fromResult(result, false);
        if (result.merchantReference && result.merchantReference !== order.id)
          outcome = { kind: "refused", payment: {}, error: new HttpError(402, CODES.threeDs, "3-D Secure failed.") };
      } catch (err) {
        if (err instanceof PaymentUnavailableError) outcome = { kind: "unavailable", error: unavailable() };
        else if (err instanceof PaymentRejectedError)
          outcome = {
            kind: "refused",
            payment: {},
            error: new HttpError(402, CODES.threeDs, "The 3-D Secure result is invalid or was already used."),
          };
        else throw err;
      }
      if (outcome.kind === "refused" && outcome.error.code === CODES.paymentError)
        outcome = {
          ...outcome,
          error: new HttpError(402, CODES.threeDs, outcome.error.message, outcome.error.details),
        };
      if (outcome.kind === "unavailable") throw outcome.error; // still pending: the shopper may retry
      const settled = await settle(order, outcome);
      return answer(settled, outcome);
    },

    async get(buyer: Buyer, orderId: string): Promise<Order> {
      return toOrder(await requireReadable(buyer, orderId));
    },

    async list(
      buyer: Buyer,
      site: Site,
      query: { page: number; limit: number; view: "summary" | "full" },
    ): Promise<OrdersResponse> {
      if (buyer.customerId === null)
        throw new HttpError(401, CODES.loginRequired, "Please sign in to see your orders.");
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
    },

    /** POST /order/lookup: number + email (any case) → the order, and this session may read it from now on. */
    async lookup(buyer: Buyer, input: { orderId: string; email: string }): Promise<Order> {
      const row = input.orderId.length <= 64 ? await repo.findById(input.orderId.trim().toUpperCase()) : null;
      if (!row || row.email.toLowerCase() !== input.email.trim().toLowerCase()) throw orderNotFound();
      if (buyer.sessionId) await repo.grantAccess(row.id, buyer.sessionId);
      return toOrder(row);
    },

    /**
     * The guest's mailed link (ADR 0021): a valid signature for this order opens it, and this session
     * may read it from now on (as after a lookup). A changed link is the same 404 as an unknown
     * order; an expired one is 410 order_link_expired. Neither says anything about the order.
     */
    async openGuestLink(buyer: Buyer, orderId: string, token: string): Promise<Order> {
      const id = orderId.trim().toUpperCase();
      const check = id.length <= 64 && token.length <= 128 ? guestLinks.check(id, token) : "invalid";
      if (check === "expired")
        throw new HttpError(
          410,
          CODES.orderLinkExpired,
          "This order link has expired. Find your order with its number and your email address.",
        );
      const row = check === "ok" ? await repo.findById(id) : null;
      if (!row) throw orderNotFound();
      if (buyer.sessionId) await repo.grantAccess(row.id, buyer.sessionId);
      return toOrder(row);
    },

    /**
     * The sweeper: payments waiting on 3-D Secure longer than 15 minutes become payment_error
     * (threeDsState finalization-timeout), and so do orders still `new` after 15 minutes (placed,
     * never paid: the process died between placement and payment); both give back their stock,
     * tickets and gift cards. Idempotent;
     * any process may run it. Returns how many it released.
     */
    async sweepPending(at: Date = now()): Promise<number> {
      const stale = await repo.pendingSince(new Date(at.getTime() - PENDING_TIMEOUT_MS));
      let released = 0;
      // A `new` order that old never reached its payment's outcome (the process died in between).
      for (const { id, status } of stale)
        if (await release(id, status === "payment_pending" ? "finalization-timeout" : null)) released++;
      return released;
    },

    /** Fulfilment (checkout.fulfilment.ts): ships a paid order's packages; `npm run orders -- ship`. */
    ship: fulfilment.ship,
    /** Marks a shipped order's packages delivered; `npm run orders -- deliver`. */
    deliver: fulfilment.deliver,

    /** Waits for the mail and newsletter work started after answers (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
