import { randomUUID } from "node:crypto";
import {
  ERRORS,
  type StaffCancelRequest,
  type StaffOrderQuery,
  type StaffRefundRequest,
  type StaffRole,
} from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import {
  planRefund,
  type RefundAsk,
  type RefundPart,
  refundableByTender,
  refundedByTender,
  type TenderPaid,
  tendersPaid as paidByTender,
} from "@ironworks/domain";
import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import { httpError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import {
  CANCELLABLE_STATUSES,
  createCheckoutRepository,
  createFulfilment,
  type GiftcardPort,
  type GuestLinks,
  orderMail,
} from "../checkout/index.ts";
import { orderLines, orders, shipments } from "../checkout/checkout.schema.ts";
import {
  type AffirmProvider,
  type PaymentProvider,
  type PaypalProvider,
  refundLeft,
  refundsThroughProvider,
  refundThroughProvider,
} from "../payment/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import { SUPPORT_REFUND_LIMIT_MINOR } from "./staff.permissions.ts";
import { invalid } from "./staff.redirects.ts";
import { recordAudit } from "./staff.repository.ts";
import { orderNotes, orderRefunds } from "./staff.schema.ts";

type RefundRow = typeof orderRefunds.$inferSelect;
const lastFour = (code: string) => `****${code.replace(/[\s-]/g, "").slice(-4)}`;
const maskedPart = (x: RefundPart) => (x.code ? { ...x, code: lastFour(x.code) } : x);
const partsOf = (r: RefundRow): RefundPart[] => r.tenders ?? [{ tender: "provider", amountMinor: r.amountMinor }];

/** Paid: what can be shipped and refunded. */
const PAID = ["payment_complete", "published"];

interface PaymentJson {
  paymentType?: string;
  amountMinor?: number;
  pspReference?: string | null;
  brand?: string | null;
  lastFour?: string | null;
}

const auditBy = (who: StaffPrincipal) => ({ staffId: who.id, staffEmail: who.email });

/**
 * The orders side of the back office (issue #17 item 4): list and detail over the checkout's
 * tables (read-only here), fulfilment through the checkout's own Fulfilment (the CLI's rules), and
 * refunds through the card gateway. Every write and its audit entry commit in one transaction.
 */
export function createStaffOrders(deps: {
  db: Db;
  provider: PaymentProvider;
  /** The resent confirmation is a job in the audit row's transaction (issue #18). */
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** Gives back what a cancelled order took from gift cards (the checkout's port). */
  giftcards?: Pick<GiftcardPort, "refund">;
  /** PayPal's capture refund and Affirm's transaction refund (the payment service's providers). */
  paypal?: Pick<PaypalProvider, "refundCapture">;
  affirm?: Pick<AffirmProvider, "refund">;
  /** Gives back the ticket uses a cancelled order spent (the ticket service's giveBack, in the cancel's transaction). */
  tickets?: { giveBack(tx: Db, customerId: number, ticketIds: readonly string[]): Promise<void> };
  /**
   * Event places bought by the order (issue #20): a cancel or a full refund gives them back in its
   * own transaction, once (the events service's releaseForOrder); `announce` after the commit tells
   * the open leaderboards.
   */
  registrations?: {
    releaseForOrder(
      tx: Db,
      orderId: string,
      reason: "order_cancelled" | "order_refunded",
    ): Promise<{ registrationIds: string[]; eventIds: string[] }>;
    announce(eventIds: readonly string[]): void;
  };
  /** For the order mail sent again: the store's address and the guest's signed order link (ADR 0021). */
  publicBaseUrl?: string;
  guestLinks?: GuestLinks;
  logger?: Logger;
}) {
  const { db } = deps;

  async function refundsOf(tx: Db, orderId: string) {
    return tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(orderRefunds.createdAt);
  }

  /** Captured by the gateway for this order (0 for an unpaid or gift-card-only one). */
  function capturedOf(order: typeof orders.$inferSelect): number {
    const p = order.payment as PaymentJson;
    return PAID.includes(order.status) ? (p.amountMinor ?? 0) : 0;
  }

  function refundSummary(order: typeof orders.$inferSelect, refunds: RefundRow[]) {
    const paid = tendersPaid(order, refunds);
    const capturedMinor = paid.provider.paidMinor + paid.giftcards.reduce((s, g) => s + g.paidMinor, 0);
    const { refundedMinor, refundableMinor } = refundLeft(capturedMinor, refunds);
    const refundStatus =
      refundedMinor === 0 ? "none" : refundedMinor >= capturedMinor ? "refunded" : "partially_refunded";
    const left = refundableByTender(paid);
    return {
      capturedMinor,
      refundedMinor,
      refundableMinor,
      refundStatus,
      /** Per tender (ADR 0057): what the provider and each gift card paid, and what is left to refund. */
      tenders: {
        provider: { paidMinor: paid.provider.paidMinor, refundableMinor: left.providerMinor },
        giftcards: paid.giftcards.map((g, i) => ({
          code: lastFour(g.code),
          paidMinor: g.paidMinor,
          refundableMinor: left.giftcards[i]?.leftMinor ?? 0,
        })),
      },
    };
  }

  /** What each tender paid (ADR 0057) and what the refunds so far gave back or hold of it. */
  function tendersPaid(order: typeof orders.$inferSelect, refunds: RefundRow[]): TenderPaid {
    return paidByTender(
      { paid: PAID.includes(order.status), providerMinor: capturedOf(order), giftcards: order.giftcards },
      refunds,
    );
  }

  /**
   * A refund's outcome, in one transaction: its row succeeded (each gift card part credited back
   * onto its card's ledger) or failed, the audit entry, the customer's mail, and — refunded in full —
   * the order's event places given back.
   */
  async function settle(
    txDb: Db,
    who: StaffPrincipal,
    order: typeof orders.$inferSelect,
    r: { refundId: string; amountMinor: number; parts: RefundPart[] },
    outcome: { ok: true; pspReference: string | null } | { ok: false; reason: string },
  ) {
    const { refundId, amountMinor, parts } = r;
    if (outcome.ok)
      for (const part of parts)
        if (part.tender === "giftcard" && part.code && deps.giftcards)
          await deps.giftcards.refund(txDb, { code: part.code, amountMinor: part.amountMinor, orderId: order.id });
    await txDb
      .update(orderRefunds)
      .set({ status: outcome.ok ? "succeeded" : "failed", pspReference: outcome.ok ? outcome.pspReference : null })
      .where(eq(orderRefunds.id, refundId));
    const refunds = await refundsOf(txDb, order.id);
    const after = refundSummary(order, refunds);
    // Refunded in full: the order's event places go back (once) in this transaction.
    const freed =
      outcome.ok && after.capturedMinor > 0 && after.refundedMinor >= after.capturedMinor && deps.registrations
        ? await deps.registrations.releaseForOrder(txDb, order.id, "order_refunded")
        : { registrationIds: [], eventIds: [] };
    await recordAudit(txDb, {
      ...auditBy(who),
      action: outcome.ok ? "order.refund" : "order.refund.failed",
      targetType: "order",
      targetId: order.id,
      changes: outcome.ok
        ? { refundedMinor: { before: after.refundedMinor - amountMinor, after: after.refundedMinor } }
        : { refundPendingMinor: { before: amountMinor, after: 0 } },
      detail: {
        refundId,
        amountMinor,
        tenders: parts.map(maskedPart),
        ...(outcome.ok
          ? outcome.pspReference
            ? { pspReference: outcome.pspReference }
            : {}
          : { reason: outcome.reason }),
        ...(freed.registrationIds.length ? { registrationsReleased: freed.registrationIds } : {}),
      },
    });
    // The customer's refund mail: a job in the transaction that records the refund (issue #18).
    if (outcome.ok) {
      const fmt = (minor: number) =>
        new Intl.NumberFormat("en", { style: "currency", currency: order.currency }).format(minor / 100);
      const where = parts.map((x) =>
        x.tender === "provider"
          ? `${fmt(x.amountMinor)} to your original payment method`
          : `${fmt(x.amountMinor)} back onto your gift card ending ${lastFour(x.code ?? "")}`,
      );
      const slow = parts.some((x) => x.tender === "provider")
        ? " Money back to a card can take 5–10 business days to reach your account."
        : " The gift card can be used again right away.";
      await deps.mail.enqueue(txDb, {
        to: order.email,
        subject: `Your refund for order ${order.id}`,
        text: `We have refunded ${fmt(amountMinor)} for order ${order.id}: ${where.join("; ")}.${slow}`,
        html: `<p>We have refunded <strong>${fmt(amountMinor)}</strong> for order ${order.id}:</p><ul>${where
          .map((w) => `<li>${w}</li>`)
          .join("")}</ul><p>${slow.trim()}</p>`,
      });
    }
    return freed;
  }

  async function requireOrder(tx: Db, id: string, lock = false) {
    const key = id.trim().toUpperCase();
    if (key.length > 64) throw httpError(ERRORS.orderNotFound);
    const query = tx.select().from(orders).where(eq(orders.id, key)).limit(1);
    const rows = lock ? await query.for("update") : await query;
    if (!rows[0]) throw httpError(ERRORS.orderNotFound);
    return rows[0];
  }

  return {
    async list(q: StaffOrderQuery) {
      const where: SQL[] = [];
      if (q.q) {
        const term = q.q.replace(/[%_\\]/g, (m) => `\\${m}`);
        // The beginning of an order number (stored upper-case) or of an email: both prefix searches
        // on an index (migration 0007), so a search costs the same at 50k orders as at 50.
        where.push(
          or(
            like(orders.id, `${term.toUpperCase()}%`),
            like(sql`lower(${orders.email})`, `${term.toLowerCase()}%`),
          ) as SQL,
        );
      }
      if (q.status) where.push(eq(orders.status, q.status));
      if (q.storeId !== undefined) where.push(eq(orders.storeId, q.storeId));
      if (q.customerId !== undefined) where.push(eq(orders.customerId, q.customerId));
      if (q.from) where.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)));
      if (q.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
      const filter = where.length ? and(...where) : undefined;
      const [rows, count] = await Promise.all([
        db
          .select({
            id: orders.id,
            storeId: orders.storeId,
            currency: orders.currency,
            email: orders.email,
            status: orders.status,
            totals: orders.totals,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(filter)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(filter),
      ]);
      return {
        orders: rows.map((r) => ({
          id: r.id,
          storeId: r.storeId,
          currency: r.currency,
          email: r.email,
          status: r.status,
          grandTotalMinor: r.totals.grandTotalIncludingTax,
          createdAt: r.createdAt.toISOString(),
        })),
        page: q.page,
        limit: q.limit,
        total: count[0]?.n ?? 0,
      };
    },

    async detail(id: string) {
      const order = await requireOrder(db, id);
      const [lines, packages, refunds, notes] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.lineNo),
        db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(shipments.packageNumber),
        refundsOf(db, order.id),
        db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(orderNotes.id),
      ]);
      const p = order.payment as PaymentJson;
      return {
        id: order.id,
        storeId: order.storeId,
        site: order.site,
        currency: order.currency,
        email: order.email,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        totals: order.totals,
        payment: {
          paymentType: p.paymentType ?? null,
          amountMinor: p.amountMinor ?? 0,
          brand: p.brand ?? null,
          lastFour: p.lastFour ?? null,
        },
        shippingAddress: order.shippingAddress,
        lines: lines.map((l) => ({
          productId: l.productId,
          sku: l.sku,
          name: l.name,
          qty: l.qty,
          priceMinor: l.priceMinor,
          rowTotalMinor: l.rowTotalMinor,
        })),
        shipments: packages.map((s) => ({
          packageNumber: s.packageNumber,
          carrier: s.carrier,
          status: s.status,
          trackingNumber: s.trackingNumber,
        })),
        refunds: refunds.map((r) => ({
          id: r.id,
          amountMinor: r.amountMinor,
          status: r.status,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
        notes: notes.map((n) => ({ id: n.id, by: n.staffEmail, text: n.text, createdAt: n.createdAt.toISOString() })),
        ...refundSummary(order, refunds),
      };
    },

    /** The CLI's ship/deliver (checkout.fulfilment.ts), with the audit entry in the same transaction. */
    async fulfil(who: StaffPrincipal, id: string, step: "ship" | "deliver", carrier?: string) {
      return db.transaction(async (tx) => {
        const order = await requireOrder(tx as unknown as Db, id, true);
        const txDb = tx as unknown as Db;
        const fulfilment = createFulfilment({ repo: createCheckoutRepository(txDb) });
        const before = (await txDb.select().from(shipments).where(eq(shipments.orderId, order.id))).map(
          (s) => s.status,
        );
        const result =
          step === "ship"
            ? await fulfilment.ship(order.id, carrier ? { carrier } : {})
            : await fulfilment.deliver(order.id);
        await recordAudit(txDb, {
          ...auditBy(who),
          action: `order.${step}`,
          targetType: "order",
          targetId: order.id,
          changes: { shipments: { before, after: result.map((s) => s.status) } },
          detail: carrier ? { carrier } : null,
        });
        return { orderId: order.id, shipments: result };
      });
    },

    async addNote(who: StaffPrincipal, id: string, text: string) {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const order = await requireOrder(txDb, id);
        const [note] = await txDb
          .insert(orderNotes)
          .values({ orderId: order.id, staffId: who.id, staffEmail: who.email, text })
          .returning();
        await recordAudit(txDb, {
          ...auditBy(who),
          action: "order.note",
          targetType: "order",
          targetId: order.id,
          changes: { note: { before: null, after: text } },
        });
        return { id: note?.id, by: who.email, text, createdAt: note?.createdAt.toISOString() };
      });
    },

    /**
     * A full (no amount) or partial refund through the provider that took the payment: the card
     * gateway, PayPal (the capture) or Affirm (the transaction). The amount is reserved under a row
     * lock first (so two refunds at once cannot exceed what was captured), then asked of the
     * provider with the refund's id as its idempotency key, then recorded as succeeded or failed;
     * the customer is mailed. With `idempotencyKey` (the console's Idempotency-Key header) a retry
     * answers the first refund again: succeeded → the same refund, no second mail; still pending →
     * 409 refund_in_progress; failed → asked of the provider again under the same refund id, so a
     * refund the provider made before its answer was lost is not made twice.
     */
    async refund(
      who: StaffPrincipal & { role: StaffRole },
      id: string,
      input: StaffRefundRequest,
      idempotencyKey?: string,
    ) {
      const reserved = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const order = await requireOrder(txDb, id, true);
        const p = order.payment as PaymentJson;
        const earlier = idempotencyKey
          ? (
              await txDb
                .select()
                .from(orderRefunds)
                .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, idempotencyKey)))
                .limit(1)
            )[0]
          : undefined;
        if (earlier && input.amountMinor !== undefined && input.amountMinor !== earlier.amountMinor)
          throw httpError(ERRORS.idempotencyKeyReused, undefined, {
            refundId: earlier.id,
            amountMinor: earlier.amountMinor,
          });
        if (earlier && earlier.status === "succeeded") return { done: earlier, order };
        if (earlier?.status === "pending")
          throw httpError(ERRORS.refundInProgress, undefined, { refundId: earlier.id });
        if (!PAID.includes(order.status))
          throw httpError(ERRORS.orderNotRefundable, `Order ${order.id} is ${order.status}: nothing was captured.`, {
            status: order.status,
          });
        // The split over the tenders (ADR 0057): a failed refund tried again keeps its parts.
        const earlierParts = earlier ? partsOf(earlier) : null;
        const ask: RefundAsk = earlierParts
          ? {
              tenders: {
                providerMinor: earlierParts
                  .filter((x) => x.tender === "provider")
                  .reduce((s, x) => s + x.amountMinor, 0),
                giftcards: earlierParts.flatMap((x) =>
                  x.tender === "giftcard" && x.code ? [{ code: x.code, amountMinor: x.amountMinor }] : [],
                ),
              },
            }
          : input.tenders
            ? { tenders: input.tenders }
            : { amountMinor: input.amountMinor };
        const refunds = (await refundsOf(txDb, order.id)).filter((r) => r.id !== earlier?.id);
        const plan = planRefund(tendersPaid(order, refunds), ask);
        if (!plan.ok) {
          if (plan.code === "refund_amount_invalid") throw invalid("tenders", "must refund more than 0");
          const summary = refundSummary(order, refunds);
          throw plan.code === "refund_exceeds_tender"
            ? httpError(
                ERRORS.refundExceedsTender,
                `At most ${String(plan.details.refundableMinor)} (minor units) can go back to this ${String(plan.details.tender) === "provider" ? "payment method" : "gift card"}.`,
                { ...summary, ...plan.details },
              )
            : httpError(
                ERRORS.refundExceedsCaptured,
                `At most ${summary.refundableMinor} (minor units) of this order can be refunded.`,
                { ...summary, ...plan.details },
              );
        }
        const { amountMinor, parts } = plan;
        const providerMinor = parts.filter((x) => x.tender === "provider").reduce((s, x) => s + x.amountMinor, 0);
        if (providerMinor > 0 && !refundsThroughProvider(p))
          throw httpError(ERRORS.refundNotSupported, undefined, { paymentType: p.paymentType ?? null });
        if (parts.some((x) => x.tender === "giftcard") && !deps.giftcards)
          throw httpError(ERRORS.refundNotSupported, undefined, { paymentType: "giftcard" });
        if (who.role !== "owner" && amountMinor > SUPPORT_REFUND_LIMIT_MINOR)
          throw httpError(ERRORS.staffForbidden, "This refund is above your limit: the owner refunds it.", {
            permission: "orders.refund.above-limit",
            limitMinor: SUPPORT_REFUND_LIMIT_MINOR,
          });
        const refundId = earlier?.id ?? `RF-${randomUUID()}`;
        if (earlier)
          await txDb
            .update(orderRefunds)
            .set({ status: "pending", staffId: who.id })
            .where(eq(orderRefunds.id, earlier.id));
        else
          await txDb.insert(orderRefunds).values({
            id: refundId,
            orderId: order.id,
            amountMinor,
            currency: order.currency,
            status: "pending",
            reason: input.reason ?? null,
            staffId: who.id,
            idempotencyKey: idempotencyKey ?? null,
            tenders: parts,
          });
        await recordAudit(txDb, {
          ...auditBy(who),
          action: earlier ? "order.refund.retried" : "order.refund.requested",
          targetType: "order",
          targetId: order.id,
          changes: { refundPendingMinor: { before: 0, after: amountMinor } },
          detail: {
            refundId,
            reason: input.reason ?? earlier?.reason ?? null,
            paymentType: p.paymentType ?? null,
            tenders: parts.map(maskedPart),
          },
        });
        // Nothing to ask of a provider (gift cards only): the refund is recorded, the cards credited,
        // audited and the customer mailed in this one transaction.
        if (providerMinor === 0) {
          await settle(txDb, who, order, { refundId, amountMinor, parts }, { ok: true, pspReference: null });
          return { settled: true as const, order, refundId, amountMinor };
        }
        return { order, refundId, amountMinor, parts, providerMinor, payment: p };
      });
      if ("done" in reserved && reserved.done) {
        const { done } = reserved;
        return {
          refundId: done.id,
          amountMinor: done.amountMinor,
          status: "succeeded",
          order: await this.detail(done.orderId),
        };
      }
      if ("settled" in reserved) {
        const { refundId, amountMinor, order } = reserved;
        return { refundId, amountMinor, status: "succeeded", order: await this.detail(order.id) };
      }

      const { order, refundId, amountMinor, parts, providerMinor } = reserved;
      let outcome: { ok: true; pspReference: string } | { ok: false; reason: string };
      try {
        const pspReference = await refundThroughProvider(deps, {
          orderId: order.id,
          currency: order.currency,
          payment: reserved.payment,
          amountMinor: providerMinor,
          refundId,
        });
        outcome = { ok: true, pspReference };
      } catch (err) {
        deps.logger?.warn("refund failed at the provider", { orderId: order.id, refundId, err: String(err) });
        outcome = { ok: false, reason: err instanceof Error ? err.message : String(err) };
      }

      const released = await db.transaction(async (tx) =>
        settle(tx as unknown as Db, who, order, { refundId, amountMinor, parts }, outcome),
      );
      if (released.eventIds.length) deps.registrations?.announce(released.eventIds);
      if (!outcome.ok) throw httpError(ERRORS.refundFailed, undefined, { refundId, reason: outcome.reason });

      return { refundId, amountMinor, status: "succeeded", order: await this.detail(order.id) };
    },

    /**
     * Cancel (issue #17 item 4, SPEC §4 statuses): an order not yet paid (new, payment_pending) or
     * paid and not shipped (payment_complete, published) becomes `cancelled`; payment_error and
     * cancelled are final, and a shipped package means a return, not a cancel (409
     * order_not_cancellable). A paid order is first refunded in full through the refund path above
     * (the gateway, its row lock, the support limit, the customer's mail); only when that succeeded
     * is the order cancelled and its stock and gift-card amounts given back, with the audit entry,
     * in one transaction.
     */
    async cancel(who: StaffPrincipal & { role: StaffRole }, id: string, input: StaffCancelRequest) {
      const cancellable = async (tx: Db, order: typeof orders.$inferSelect) => {
        const shipped = (await tx.select().from(shipments).where(eq(shipments.orderId, order.id))).some(
          (s) => s.status !== "processing",
        );
        if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status) || shipped)
          throw httpError(
            ERRORS.orderNotCancellable,
            shipped
              ? `Order ${order.id} has shipped: it can be returned, not cancelled.`
              : `Order ${order.id} is ${order.status}: it cannot be cancelled.`,
            { status: order.status, shipped },
          );
      };
      const order = await requireOrder(db, id);
      await cancellable(db, order);
      let refundedMinor = 0;
      if (PAID.includes(order.status)) {
        // The provider's part is refunded here; what gift cards paid goes back onto them below.
        const providerMinor = refundSummary(order, await refundsOf(db, order.id)).tenders.provider.refundableMinor;
        if (providerMinor > 0) {
          const reason = input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled";
          // Keyed per order: a cancel tried again after a lost answer refunds once.
          refundedMinor = (await this.refund(who, order.id, { reason, tenders: { providerMinor } }, "cancel"))
            .amountMinor;
        }
      }
      const released = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const row = await requireOrder(txDb, order.id, true);
        await cancellable(txDb, row);
        let freed: { registrationIds: string[]; eventIds: string[] } = { registrationIds: [], eventIds: [] };
        await createCheckoutRepository(txDb).transaction(async (checkout) => {
          await checkout.transition(row.id, [row.status as (typeof CANCELLABLE_STATUSES)[number]], "cancelled");
          await checkout.giveBackStock(row.stock);
          // The ticket uses the order spent come back, as for a failed payment (release.ts).
          const spent = (row.meta as { ticketsSpent?: unknown } | null)?.ticketsSpent;
          if (row.customerId !== null && Array.isArray(spent) && spent.length)
            await deps.tickets?.giveBack(checkout.db, row.customerId, spent as string[]);
          // What gift cards paid goes back onto them, less what staff refunds gave back already (ADR 0057).
          const given = refundedByTender(
            (await refundsOf(txDb, row.id)).map((r) => ({ ...r, tenders: r.tenders ?? null })),
          ).giftcards;
          for (const g of row.giftcards) {
            const rest = g.amountMinor - (given.get(g.code) ?? 0);
            if (rest > 0)
              await deps.giftcards?.refund(checkout.db, { code: g.code, amountMinor: rest, orderId: row.id });
          }
          // Its event places go back (a paid order's full refund above may have freed them already).
          if (deps.registrations)
            freed = await deps.registrations.releaseForOrder(checkout.db, row.id, "order_cancelled");
        });
        await recordAudit(txDb, {
          ...auditBy(who),
          action: "order.cancel",
          targetType: "order",
          targetId: row.id,
          changes: { status: { before: row.status, after: "cancelled" } },
          detail: {
            reason: input.reason ?? null,
            refundedMinor,
            stock: row.stock,
            giftcardsMinor: row.giftcards.reduce((sum, g) => sum + g.amountMinor, 0),
            ticketsGivenBack: Array.isArray((row.meta as { ticketsSpent?: unknown } | null)?.ticketsSpent)
              ? (row.meta as { ticketsSpent: unknown[] }).ticketsSpent.length
              : 0,
            ...(freed.registrationIds.length ? { registrationsReleased: freed.registrationIds } : {}),
          },
        });
        return freed;
      });
      if (released.eventIds.length) deps.registrations?.announce(released.eventIds);
      return this.detail(order.id);
    },

    /**
     * The order confirmation mail once more (issue #17 item 4), to the order's address in the
     * order's language, as published sent it; only for a paid order (an unpaid one never had one:
     * 409 order_mail_not_sent). Gift card codes are not sent again (they went to their recipients).
     */
    async resendMail(who: StaffPrincipal, id: string) {
      const order = await requireOrder(db, id);
      if (!PAID.includes(order.status)) throw httpError(ERRORS.orderMailNotSent, undefined, { status: order.status });
      if (!deps.guestLinks) throw new Error("staff orders: guestLinks is needed to mail an order");
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(orderLines.lineNo);
      const [confirmation] = orderMail(order, lines, [], deps.publicBaseUrl ?? "", deps.guestLinks);
      if (!confirmation) throw new Error("staff orders: no confirmation mail");
      await db.transaction(async (tx) => {
        await deps.mail.enqueue(tx as unknown as Db, confirmation);
        await recordAudit(tx, {
          ...auditBy(who),
          action: "order.mail.resend",
          targetType: "order",
          targetId: order.id,
          changes: { mail: { before: null, after: confirmation.subject } },
          detail: { to: order.email },
        });
      });
      return { orderId: order.id, to: order.email, subject: confirmation.subject };
    },

    /** Dashboard figures (issue #17 item 4): today's paid orders and revenue per store, payments pending. */
    async dashboard(now: Date) {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [perStore, pending] = await Promise.all([
        db
          .select({
            storeId: orders.storeId,
            currency: orders.currency,
            orders: sql<number>`count(*)::int`,
            revenueMinor: sql<number>`coalesce(sum((${orders.totals}->>'grandTotalIncludingTax')::bigint), 0)::bigint`,
          })
          .from(orders)
          .where(and(gte(orders.createdAt, start), inArray(orders.status, PAID)))
          .groupBy(orders.storeId, orders.currency)
          .orderBy(orders.storeId),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(inArray(orders.status, ["new", "payment_pending"])),
      ]);
      return {
        today: perStore.map((r) => ({ ...r, revenueMinor: Number(r.revenueMinor) })),
        paymentsPending: pending[0]?.n ?? 0,
      };
    },
  };
}
export type StaffOrders = ReturnType<typeof createStaffOrders>;
