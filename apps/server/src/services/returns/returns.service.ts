import { randomInt } from "node:crypto";
import {
  ERRORS,
  type ReturnConfirmRequest,
  type ReturnQuoteRequest,
  type StaffRmaReceive,
  type WithdrawalRequest,
} from "@ironworks/contracts";
import type { AuditingActor } from "../../platform/audit.ts";
import type { Db } from "@ironworks/db";
import {
  canMove,
  computeRefund,
  EVEN_EXCHANGE,
  type ExchangeLine,
  type ExchangeVariant,
  exchangeOffer,
  exchangeProblem,
  isStoreFault,
  type LineEligibility,
  lineEligibility,
  RETURN_POLICIES,
  type ReturnPolicy,
  type ReturnReason,
  returnsOpen,
  type RmaOutcome,
  type RmaState,
  SETTLED_STATE,
  type SiteCode,
  SITES,
  selectionProblem,
  planRefund,
  storeCreditAmount,
  tendersPaid,
  WITHDRAWAL_DAYS,
  lineWithdrawal,
  withdrawalOpen,
} from "@ironworks/domain";
import { fieldsError, httpError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailMessage } from "../../platform/mail.ts";
import { type Buyer, createCheckoutRepository } from "../checkout/index.ts";
import {
  type RefundProviders,
  type RefundablePayment,
  refundsThroughProvider,
  refundThroughProvider,
} from "../payment/index.ts";
// The reviews' byte sniffing and metadata stripping (issue #23), reused until the shared upload module lands.
import { preparePhoto } from "../reviews/index.ts";
import type {
  OrderLineRow,
  OrderRow,
  ReturnsRepository,
  RmaLineRow,
  RmaRow,
  WithdrawalRow,
} from "./returns.repository.ts";
import { code128Svg } from "./returns.barcode.ts";
import { returnLabelPdf } from "./returns.label.ts";
import {
  creditedMail,
  refundedMail,
  returnsLocale,
  rmaConfirmedMail,
  withdrawalAcknowledgementMail,
} from "./returns.mail.ts";
import type { RmaTotals, WithdrawnLine } from "./returns.schema.ts";

/** What the catalog says of a product, for the policy (never the shopper's claims). */
export interface ProductFacts {
  type: string;
  finalSale: boolean;
  freight: boolean;
}

/** A staff member acting, and the audit entry written in the same transaction as the change. */
export type StaffActor = AuditingActor;

export interface ReturnsDeps {
  repo: ReturnsRepository;
  /** The order is the buyer's to read (the checkout's rule: own, placing session, or proved by lookup), else 404. */
  readable: (buyer: Buyer, orderId: string) => Promise<void>;
  products: (productIds: number[], site: SiteCode) => Promise<Map<number, ProductFacts>>;
  /** The EU returns flag for these targeting attributes (the site, the visitor: as the page evaluated it). */
  euReturns: (attributes: Record<string, unknown>) => Promise<boolean>;
  /** The providers a refund goes back through: the card gateway, PayPal, Affirm (the back office's refund path). */
  provider: RefundProviders["provider"];
  paypal?: RefundProviders["paypal"];
  affirm?: RefundProviders["affirm"];
  giftcards: {
    issue(tx: Db, input: { orderId: string | null; amountMinor: number; currency: string }): Promise<string>;
    refund(tx: Db, input: { code: string; amountMinor: number; orderId: string }): Promise<unknown>;
  };
  /** Mail as a job in the transaction of the change that causes it (issue #18, ADR 0043). */
  mail: { enqueue(tx: Db, message: MailMessage): Promise<void> };
  /** After units went back in stock or were held for an exchange (caches, the search index: these products). */
  stockChanged?: (productIds: number[]) => void;
  /** After a return of this order was received (the reviews' verified-buyer badges are checked again). */
  goodsBack?: (orderId: string) => void;
  /** The variants of a configurable product on the site now (price, units in stock): what an exchange may take. */
  variants?: (productId: number, site: SiteCode) => Promise<ExchangeVariant[]>;
  publicBaseUrl: string;
  logger?: Logger;
  now?: () => Date;
}

const PAID = ["payment_complete", "published"];
const RMA_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const withdrawalNumber = () =>
  `WD-${Array.from({ length: 10 }, () => RMA_ALPHABET[randomInt(RMA_ALPHABET.length)]).join("")}`;
const rmaNumber = () =>
  `RMA-${Array.from({ length: 10 }, () => RMA_ALPHABET[randomInt(RMA_ALPHABET.length)]).join("")}`;

type PaymentJson = RefundablePayment;

/**
 * Who acts: the checkout's buyer (who may read the order may return from it), with the flag
 * targeting attributes of the request (the site, the visitor id) so the EU returns flag is judged
 * as the page judged it.
 */
export type ReturnsBuyer = Buyer & { flags?: Record<string, unknown> };

/** A choice to price: the shopper's (a quote, a confirm) or the withdrawal function's (reason "withdrawal"). */
type PriceInput = Omit<ReturnQuoteRequest, "lines"> & {
  lines: (Omit<ReturnQuoteRequest["lines"][number], "reason"> & { reason: ReturnReason })[];
};

/** A line of the order as the return pages show it: the line, and whether and how much may go back. */
export interface ReturnableLine {
  lineNo: number;
  sku: string;
  name: string;
  thumbnail: string | null;
  qty: number;
  priceMinor: number;
  eligibility: LineEligibility;
}

/** What an exchange of one order line may take: the variant it has (and its price now), and its product's variants. */
interface ExchangeOptions {
  /** The line's product (the configurable). */
  productId: number;
  line: ExchangeLine;
  variants: ExchangeVariant[];
}

/** Photos of damaged items: at most this many per order and session, each at most this big (under the 1 MiB body bound). */
export const RETURN_PHOTO_LIMITS = { maxBytes: 1_000_000, perOrder: 12 } as const;

export function createReturnsService(deps: ReturnsDeps) {
  const { repo } = deps;
  const { db } = repo;
  const now = deps.now ?? (() => new Date());

  const policyOf = (order: OrderRow): ReturnPolicy | null => RETURN_POLICIES[order.site as SiteCode] ?? null;

  const euFlag = (order: OrderRow, buyer: ReturnsBuyer) => deps.euReturns({ ...buyer.flags, site: order.site });

  async function openPolicy(order: OrderRow, buyer: ReturnsBuyer): Promise<ReturnPolicy> {
    const policy = policyOf(order);
    if (!policy || !returnsOpen(order.site as SiteCode, await euFlag(order, buyer)))
      throw httpError(ERRORS.returnsClosed, undefined, { site: order.site });
    return policy;
  }

  /** The order, readable by this buyer (asked outside any transaction), else the same 404 as an unknown number. */
  async function buyersOrder(buyer: Buyer, orderId: string): Promise<OrderRow> {
    await deps.readable(buyer, orderId);
    const order = await repo.order(db, orderId.trim().toUpperCase());
    if (!order) throw httpError(ERRORS.orderNotFound);
    return order;
  }

  /**
   * The catalog's facts of the order's products, read before any transaction: the catalog has its
   * own connection (on PGlite's single one, a read from inside a transaction would wait on it).
   */
  async function factsOf(order: OrderRow) {
    const lines = await repo.lines(db, order.id);
    return deps.products([...new Set(lines.map((l) => l.productId))], order.site as SiteCode);
  }

  /**
   * Per configurable line of the order, what an exchange may take: the catalog's variants of its
   * product (price and units in stock now), read before any transaction like the facts.
   */
  async function exchangeOptionsOf(order: OrderRow): Promise<Map<number, ExchangeOptions>> {
    const out = new Map<number, ExchangeOptions>();
    if (!deps.variants) return out;
    for (const l of await repo.lines(db, order.id)) {
      const childId = l.request.childId;
      if (typeof childId !== "number") continue;
      const variants = await deps.variants(l.productId, order.site as SiteCode).catch(() => []);
      const mine = variants.find((v) => v.productId === childId);
      out.set(l.lineNo, {
        productId: l.productId,
        line: { variantId: childId, variantPriceMinor: mine?.priceMinor ?? null },
        variants,
      });
    }
    return out;
  }

  /** Gives back the units an exchange held (cancelled or rejected before it shipped); the products moved. */
  async function releaseExchange(tx: Db, rma: RmaRow): Promise<number[]> {
    if (!rma.exchangeReserved) return [];
    const moved: number[] = [];
    for (const l of await repo.rmaLines(tx, rma.id))
      if (l.exchangeProductId !== null) {
        await repo.releaseUnits(tx, l.exchangeProductId, l.qty);
        moved.push(l.exchangeProductId);
      }
    return moved;
  }

  /** Every line of the order with its eligibility now (earlier live returns counted). */
  async function returnable(tx: Db, order: OrderRow, policy: ReturnPolicy | null, facts: Map<number, ProductFacts>) {
    const [lines, packages, live] = await Promise.all([
      repo.lines(tx, order.id),
      repo.shipments(tx, order.id),
      repo.liveLines(tx, order.id),
    ]);
    const at = now();
    const out = lines.map((line) => {
      const delivered = packages
        .filter((p) => p.status === "delivered" && p.items.some((i) => i.sku === line.sku))
        .flatMap((p) => p.events.filter((e) => e.description === "Delivered").map((e) => Date.parse(e.at)));
      const deliveredAt = delivered.length ? new Date(Math.max(...delivered)) : null;
      const f = facts.get(line.productId) ?? { type: "simple", finalSale: false, freight: false };
      const returnedQty = live.filter((r) => r.lineNo === line.lineNo).reduce((n, r) => n + r.qty, 0);
      return {
        line,
        freight: f.freight,
        deliveredAt,
        returnedQty,
        productType: f.type,
        view: {
          lineNo: line.lineNo,
          sku: line.sku,
          name: line.name,
          thumbnail: line.thumbnail,
          qty: line.qty,
          priceMinor: line.priceMinor,
          eligibility: lineEligibility(
            policy,
            { qty: line.qty, returnedQty, productType: f.type, finalSale: f.finalSale, freight: f.freight },
            deliveredAt,
            at,
          ),
        } satisfies ReturnableLine,
      };
    });
    return { lines: out, live };
  }

  /** The shopper's choice checked against the policy and priced: 422 line_not_returnable naming each bad line. */
  async function price(
    tx: Db,
    order: OrderRow,
    policy: ReturnPolicy,
    input: PriceInput,
    facts: Map<number, ProductFacts>,
    exchanges: Map<number, ExchangeOptions> = new Map(),
  ) {
    const { lines, live } = await returnable(tx, order, policy, facts);
    const problems: { lineNo: number; problem: string }[] = [];
    const seen = new Set<number>();
    for (const choice of input.lines) {
      const l = lines.find((x) => x.line.lineNo === choice.lineNo);
      if (!l || seen.has(choice.lineNo)) {
        problems.push({ lineNo: choice.lineNo, problem: l ? "duplicate" : "unknown_line" });
        continue;
      }
      seen.add(choice.lineNo);
      const e = l.view.eligibility;
      const problem = e.eligible ? selectionProblem(policy, e, choice) : e.why;
      if (problem) problems.push({ lineNo: choice.lineNo, problem });
    }
    for (const choice of input.lines) {
      if (problems.some((p) => p.lineNo === choice.lineNo)) continue;
      if (input.outcome === "exchange") {
        const x = exchanges.get(choice.lineNo);
        const problem = x
          ? exchangeProblem(x.line, x.variants, choice.exchangeFor, choice.qty)
          : ("exchange_not_offered" as const);
        if (problem) problems.push({ lineNo: choice.lineNo, problem });
      } else if (choice.exchangeFor !== undefined)
        problems.push({ lineNo: choice.lineNo, problem: "exchange_not_chosen" });
      if (choice.photos?.length && !isStoreFault(choice.reason))
        problems.push({ lineNo: choice.lineNo, problem: "photos_only_for_damage" });
    }
    if (problems.length)
      throw httpError(ERRORS.lineNotReturnable, undefined, {
        lines: problems,
        fields: problems.map((p) => ({ field: `lines.${p.lineNo}`, message: p.problem })),
      });
    const earlier = live.map((r) => ({ lineNo: r.lineNo, qty: r.qty, reason: r.reason as ReturnReason }));
    const chosen = input.lines.map((c) => ({
      ...c,
      freight: lines.find((x) => x.line.lineNo === c.lineNo)?.freight ?? false,
    }));
    const refund = computeRefund(
      {
        subtotal: order.totals.subtotal,
        discount: order.totals.discount,
        shipping: order.totals.shipping,
        itemTax: order.totals.itemTax,
        shippingTax: order.totals.shippingTax,
        pricesIncludeVat: SITES[order.site as SiteCode]?.pricesIncludeVat ?? false,
        lines: lines.map((l) => ({ lineNo: l.line.lineNo, qty: l.line.qty, rowTotalMinor: l.line.rowTotalMinor })),
      },
      policy,
      earlier,
      chosen,
    );
    const bonus = input.outcome === "store_credit" ? storeCreditAmount(refund.total, policy).bonus : 0;
    // An even exchange moves no money (ADR 0047): the units' shares stay with the store, the replacement ships free.
    const totals: RmaTotals = input.outcome === "exchange" ? { ...EVEN_EXCHANGE, bonus: 0 } : { ...refund, bonus };
    return { totals, chosen, lines };
  }

  function quoteView(order: OrderRow, totals: RmaTotals, outcome: RmaOutcome, needsPickup: boolean) {
    return {
      orderId: order.id,
      currency: order.currency,
      outcome,
      needsPickup,
      totals,
      /** What the shopper gets: money back, or store credit with its bonus. */
      amountMinor: totals.total + totals.bonus,
    };
  }

  async function present(tx: Db, rma: RmaRow) {
    const lines = await repo.rmaLines(tx, rma.id);
    const events = await repo.events(tx, rma.id);
    const replacement =
      rma.replacementPackage !== null
        ? ((await repo.shipments(tx, rma.orderId)).find((p) => p.packageNumber === rma.replacementPackage) ?? null)
        : null;
    return {
      rmaNumber: rma.id,
      orderId: rma.orderId,
      site: rma.site,
      locale: rma.locale,
      state: rma.state as RmaState,
      outcome: rma.outcome as RmaOutcome,
      currency: rma.currency,
      email: rma.email,
      dateIssued: rma.dateIssued,
      needsPickup: rma.needsPickup,
      totals: rma.totals,
      amountMinor: rma.totals.total + rma.totals.bonus,
      refundedMinor: rma.refundedMinor,
      giftcardCode: rma.giftcardCode,
      rejectReason: rma.rejectReason,
      createdAt: rma.createdAt.toISOString(),
      lines: lines.map((l: RmaLineRow) => ({
        lineNo: l.lineNo,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        reason: l.reason,
        condition: l.condition,
        note: l.note,
        freight: l.freight,
        receivedQty: l.receivedQty,
        receivedCondition: l.receivedCondition,
        exchange: l.exchangeProductId !== null ? { sku: l.exchangeSku, label: l.exchangeLabel } : null,
        photos: l.photos,
      })),
      /** Exchange: the replacement's package on the order once it shipped (no charge). */
      replacement: replacement
        ? {
            packageNumber: replacement.packageNumber,
            carrier: replacement.label,
            trackingNumber: replacement.trackingNumber,
            status: replacement.status,
          }
        : null,
      exchangeReserved: rma.exchangeReserved,
      history: events.map((e) => ({ from: e.fromState, to: e.toState, actor: e.actor, at: e.at.toISOString() })),
    };
  }
  type RmaView = Awaited<ReturnType<typeof present>>;

  async function requireRma(tx: Db, id: string, lock = false): Promise<RmaRow> {
    const key = id.trim().toUpperCase();
    const row = key.length <= 32 ? await repo.rma(tx, key, lock) : null;
    if (!row) throw httpError(ERRORS.rmaNotFound);
    return row;
  }

  function wrongState(rma: RmaRow, to: RmaState) {
    return httpError(ERRORS.rmaWrongState, `Return ${rma.id} is ${rma.state}: it cannot become ${to}.`, {
      state: rma.state,
      to,
    });
  }

  /** A staff transition from the current state, with its audit entry, in one transaction. */
  async function staffMove(
    actor: StaffActor,
    id: string,
    to: RmaState,
    detail: Record<string, unknown> | null,
    set: Partial<RmaRow> = {},
    effect?: (tx: Db, rma: RmaRow) => Promise<Partial<RmaRow> | undefined>,
  ): Promise<RmaView> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rma = await requireRma(tx, id, true);
      if (!canMove(rma.state as RmaState, to)) throw wrongState(rma, to);
      const more = await effect?.(tx, rma);
      await repo.move(tx, rma.id, rma.state as RmaState, to, `staff:${actor.email}`, detail, { ...set, ...more });
      await actor.audit(tx, {
        action: `rma.${to}`,
        targetId: rma.id,
        changes: { state: { before: rma.state, after: to } },
        detail: { orderId: rma.orderId, ...(detail ?? {}) },
      });
      return present(tx, (await repo.rma(tx, rma.id)) as RmaRow);
    });
  }

  /** The withdrawal function is offered (EU store, flag on), else 404 withdrawal_closed. */
  async function requireWithdrawal(order: OrderRow, buyer: ReturnsBuyer) {
    if (!withdrawalOpen(order.site as SiteCode, await euFlag(order, buyer)) || !policyOf(order))
      throw httpError(ERRORS.withdrawalClosed, undefined, { site: order.site });
  }

  /** The right of withdrawal is the law's, not the policy's: a "final sale" mark does not take it away. */
  const statutory = (facts: Map<number, ProductFacts>) =>
    new Map([...facts].map(([id, f]) => [id, { ...f, finalSale: false }]));

  const withdrawalOut = (w: WithdrawalRow) => ({
    id: w.id,
    orderId: w.orderId,
    name: w.name,
    email: w.email,
    lines: w.lines,
    rmaNumber: w.rmaId,
    submittedAt: w.submittedAt.toISOString(),
    acknowledgedAt: w.acknowledgedAt?.toISOString() ?? null,
  });

  const actorOf = (buyer: Buyer) => (buyer.customerId !== null ? `customer:${buyer.customerId}` : "guest");

  /** The loser of two concurrent confirms meets a unique (order, confirm key) index: 409, nothing changed. */
  const alreadyConfirmed = (kind: (typeof ERRORS)[keyof typeof ERRORS]) => (err: unknown) => {
    if (String((err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code) === "23505")
      throw httpError(kind);
    throw err;
  };

  /**
   * Opens an RMA for the choice inside the caller's transaction (the order row locked): priced
   * again, inserted with its lines, the "requested" event, and approved at once within policy (no
   * used item, no "other" reason).
   */
  async function openRma(
    tx: Db,
    order: OrderRow,
    policy: ReturnPolicy,
    input: PriceInput & { confirmKey: string },
    facts: Map<number, ProductFacts>,
    locale: string,
    actor: string,
    exchanges: Map<number, ExchangeOptions> = new Map(),
    photoOwner: string | null = null,
  ) {
    const { totals, chosen, lines } = await price(tx, order, policy, input, facts, exchanges);
    const photoIds = [...new Set(chosen.flatMap((c) => c.photos ?? []))];
    if (photoIds.length) {
      const own = photoOwner ? await repo.ownPhotos(tx, photoIds, photoOwner, order.id) : [];
      if (own.length !== photoIds.length)
        throw httpError(ERRORS.lineNotReturnable, undefined, {
          lines: [{ lineNo: 0, problem: "photo_unknown" }],
          fields: [{ field: "lines.photos", message: "photo_unknown" }],
        });
    }
    const variantOf = (c: (typeof chosen)[number]) =>
      c.exchangeFor !== undefined
        ? exchanges.get(c.lineNo)?.variants.find((v) => v.productId === c.exchangeFor)
        : undefined;
    const id = rmaNumber();
    const issued = now();
    const row = await repo.insert(
      tx,
      {
        id,
        orderId: order.id,
        storeId: order.storeId,
        site: order.site,
        currency: order.currency,
        locale,
        customerId: order.customerId,
        email: order.email,
        state: "requested",
        outcome: input.outcome,
        confirmKey: input.confirmKey,
        totals,
        needsPickup: chosen.some((c) => c.freight),
        exchangeReserved: input.outcome === "exchange",
        dateIssued: issued.toISOString().slice(0, 10),
        createdAt: issued,
        updatedAt: issued,
      },
      chosen.map((c) => {
        const l = lines.find((x) => x.line.lineNo === c.lineNo)?.line as OrderLineRow;
        return {
          rmaId: id,
          lineNo: c.lineNo,
          productId: l.productId,
          sku: l.sku,
          name: l.name,
          qty: c.qty,
          reason: c.reason,
          condition: c.condition,
          note: c.note ?? null,
          freight: c.freight,
          exchangeProductId: input.outcome === "exchange" ? (c.exchangeFor ?? null) : null,
          exchangeSku: input.outcome === "exchange" ? (variantOf(c)?.sku ?? null) : null,
          exchangeLabel: input.outcome === "exchange" ? (variantOf(c)?.label ?? null) : null,
          photos: c.photos ?? [],
        };
      }),
    );
    if (!row) throw httpError(ERRORS.rmaAlreadyConfirmed);
    // The replacement units are held now, in the confirm's transaction: the stock row's lock makes
    // two confirms take turns, so the last unit goes to one exchange only (ADR 0047).
    if (input.outcome === "exchange")
      for (const c of chosen)
        if (!(await repo.reserveUnits(tx, c.exchangeFor as number, c.qty)))
          throw httpError(ERRORS.lineNotReturnable, undefined, {
            lines: [{ lineNo: c.lineNo, problem: "exchange_out_of_stock" }],
            fields: [{ field: `lines.${c.lineNo}`, message: "exchange_out_of_stock" }],
          });
    await repo.addEvent(tx, {
      rmaId: id,
      fromState: null,
      toState: "requested",
      actor,
      detail: { lines: chosen.length },
    });
    const review = chosen.some((c) => c.condition === "used" || c.reason === "other");
    if (!review) await repo.move(tx, id, "requested", "approved", "policy", { automatic: true });
    return present(tx, (await repo.rma(tx, id)) as RmaRow);
  }

  /**
   * The return's confirmation mail, in the shopper's language: a job in the return's transaction
   * (sent if and only if the return commits; a relay that refuses is retried by the worker).
   */
  async function enqueueRmaMail(tx: Db, rma: RmaView) {
    await deps.mail.enqueue(tx, rmaConfirmedMail(rma, returnsLocale(rma.site, rma.locale), deps.publicBaseUrl));
  }

  return {
    /** GET /svc_returns/order/{id}: the order's lines with their eligibility, and its returns so far. */
    async orderView(buyer: ReturnsBuyer, orderId: string) {
      const order = await buyersOrder(buyer, orderId);
      const policy = policyOf(order);
      const flag = await euFlag(order, buyer);
      const open = policy !== null && returnsOpen(order.site as SiteCode, flag);
      const { lines } = await returnable(db, order, open ? policy : null, await factsOf(order));
      const exchanges = open ? await exchangeOptionsOf(order) : new Map<number, ExchangeOptions>();
      const rmas = await repo.byOrder(db, order.id);
      return {
        orderId: order.id,
        site: order.site,
        currency: order.currency,
        createdAt: order.createdAt.toISOString(),
        returnsOpen: open,
        /** The EU withdrawal function is offered for this order (the pages show its button). */
        withdrawalOpen: policy !== null && withdrawalOpen(order.site as SiteCode, flag),
        policy:
          open && policy
            ? {
                windowDays: policy.windowDays,
                restockingFeePercent: policy.restockingFeePercent,
                labelCostMinor: policy.labelCostMinor,
                pickupCostMinor: policy.pickupCostMinor,
                storeCreditBonusPercent: policy.storeCreditBonusPercent,
              }
            : null,
        lines: lines.map((l) => {
          const x = exchanges.get(l.view.lineNo);
          // The variants this line may be exchanged for: same product, same price, in stock (ADR 0047).
          const offer = x ? exchangeOffer(x.line, x.variants) : [];
          return { ...l.view, exchangeFor: offer.map((v) => ({ productId: v.productId, sku: v.sku, label: v.label })) };
        }),
        returns: rmas.map((r) => ({
          rmaNumber: r.id,
          state: r.state,
          dateIssued: r.dateIssued,
          amountMinor: r.totals.total + r.totals.bonus,
          outcome: r.outcome,
        })),
      };
    },

    /** POST /svc_returns/quote: the outcome and total before confirming; nothing is written. */
    async quote(buyer: ReturnsBuyer, input: ReturnQuoteRequest) {
      const order = await buyersOrder(buyer, input.orderId);
      const policy = await openPolicy(order, buyer);
      const exchanges = input.outcome === "exchange" ? await exchangeOptionsOf(order) : undefined;
      const { totals, chosen } = await price(db, order, policy, input, await factsOf(order), exchanges);
      return quoteView(
        order,
        totals,
        input.outcome,
        chosen.some((c) => c.freight),
      );
    },

    /**
     * POST /svc_returns/rma: the RMA, priced again under the order's row lock (two confirms cannot
     * both take the last returnable units); the confirm key is unique per order, so a replay or a
     * concurrent double-click is 409 rma_already_confirmed and changes nothing. Within policy (no
     * used item, no "other" reason) it is approved at once; else it waits for support.
     */
    async confirm(buyer: ReturnsBuyer, input: ReturnConfirmRequest, locale: string) {
      const found = await buyersOrder(buyer, input.orderId);
      const policy = await openPolicy(found, buyer);
      const facts = await factsOf(found);
      const exchanges = input.outcome === "exchange" ? await exchangeOptionsOf(found) : undefined;
      const result = await db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const order = (await repo.order(tx, found.id, true)) as OrderRow;
          const earlier = await repo.byConfirmKey(tx, order.id, input.confirmKey);
          if (earlier) throw httpError(ERRORS.rmaAlreadyConfirmed, undefined, { rmaNumber: earlier.id });
          const opened = await openRma(
            tx,
            order,
            policy,
            input,
            facts,
            locale,
            actorOf(buyer),
            exchanges,
            buyer.sessionId,
          );
          await enqueueRmaMail(tx, opened);
          return opened;
        })
        .catch(alreadyConfirmed(ERRORS.rmaAlreadyConfirmed));
      if (input.outcome === "exchange")
        deps.stockChanged?.(
          input.lines
            .flatMap((l) => [l.exchangeFor ?? 0, exchanges?.get(l.lineNo)?.productId ?? 0])
            .filter((n) => n > 0),
        );
      return result;
    },

    /** GET /svc_returns/rma/{number}: the buyer's own return (someone else's: the same 404 as unknown). */
    async get(buyer: Buyer, id: string) {
      const rma = await requireRma(db, id);
      await deps.readable(buyer, rma.orderId).catch(() => {
        throw httpError(ERRORS.rmaNotFound);
      });
      return present(db, rma);
    },

    /** The print page: number and issue date must both match (else 404), then the return and its Code 128 barcode. */
    async print(buyer: Buyer, id: string, dateIssued: string) {
      const view = await this.get(buyer, id);
      if (view.dateIssued !== dateIssued) throw httpError(ERRORS.rmaNotFound);
      return { ...view, barcodeSvg: code128Svg(view.rmaNumber) };
    },

    /**
     * GET /svc_returns/rma/{number}/label/{dateIssued}: the return label as a PDF (barcode, items,
     * packing instructions) in the language of `localeTag` on the return's site; the same 404s as the print page.
     */
    async label(buyer: Buyer, id: string, dateIssued: string, localeTag?: string) {
      const view = await this.get(buyer, id);
      if (view.dateIssued !== dateIssued) throw httpError(ERRORS.rmaNotFound);
      const pdf = await returnLabelPdf(
        {
          rmaNumber: view.rmaNumber,
          orderId: view.orderId,
          dateIssued: view.dateIssued,
          needsPickup: view.needsPickup,
          lines: view.lines.map((l) => ({ qty: l.qty, name: l.name, sku: l.sku })),
        },
        returnsLocale(view.site, localeTag ?? view.locale),
      );
      return { filename: `${view.rmaNumber}.pdf`, pdf };
    },

    // ——— photos of damaged items (select-items; small on purpose: the shared upload module replaces it) ———

    /**
     * POST /svc_returns/photos: one photo for a line of an order this session may return from. Its
     * type is told by its bytes (JPEG or PNG, the reviews' sniffing), at most 1 MB, camera metadata
     * out; refused (400, `issues`) → nothing stored. At most 12 per order and session.
     */
    async addPhoto(buyer: ReturnsBuyer, orderId: string, files: Buffer[]) {
      const order = await buyersOrder(buyer, orderId);
      await openPolicy(order, buyer);
      if (!buyer.sessionId) throw httpError(ERRORS.orderNotFound);
      const refuse = (issue: string) =>
        fieldsError([{ field: "photo", message: issue }], `The photo was refused: ${issue}.`, {
          issues: [{ field: "photo", key: `photo.${issue}` }],
        });
      if (files.length !== 1) throw refuse("one_photo");
      const bytes = files[0] as Buffer;
      if (bytes.length > RETURN_PHOTO_LIMITS.maxBytes) throw refuse("size");
      const prepared = preparePhoto(bytes);
      if ("issue" in prepared) throw refuse(prepared.issue);
      if ((await repo.photoCount(buyer.sessionId, order.id)) >= RETURN_PHOTO_LIMITS.perOrder) throw refuse("limit");
      const id = `RP-${Array.from({ length: 20 }, () => RMA_ALPHABET[randomInt(RMA_ALPHABET.length)]).join("")}`;
      await repo.addPhoto({
        id,
        sessionId: buyer.sessionId,
        orderId: order.id,
        contentType: prepared.type,
        data: prepared.data,
        bytes: prepared.data.length,
      });
      return { id, contentType: prepared.type, bytes: prepared.data.length };
    },

    /** GET /svc_returns/photos/{id}: for who may read its order (the shopper) — else the same 404 as unknown. */
    async photo(buyer: Buyer, id: string) {
      const row = /^RP-[A-Za-z0-9_-]{16,40}$/.test(id) ? await repo.photo(id) : null;
      if (!row) throw httpError(ERRORS.rmaNotFound);
      await deps.readable(buyer, row.orderId).catch(() => {
        throw httpError(ERRORS.rmaNotFound);
      });
      return { contentType: row.contentType, data: row.data, published: false };
    },

    /** The back office's view of a photo named by a return's line. */
    async staffPhoto(rmaId: string, id: string) {
      const rma = await requireRma(db, rmaId);
      const named = (await repo.rmaLines(db, rma.id)).some((l) => l.photos.includes(id));
      const row = named ? await repo.photo(id) : null;
      if (!row) throw httpError(ERRORS.rmaNotFound);
      return { contentType: row.contentType, data: row.data, published: false };
    },

    /** The returns of an order the buyer may read (the order page's list); [] for anyone else. */
    async forOrder(buyer: Buyer, orderId: string) {
      try {
        const order = await buyersOrder(buyer, orderId);
        const rmas = await repo.byOrder(db, order.id);
        const exchanges = rmas.filter((r) => r.outcome === "exchange");
        const [lines, packages] = exchanges.length
          ? await Promise.all([
              repo.linesOf(
                db,
                exchanges.map((r) => r.id),
              ),
              repo.shipments(db, order.id),
            ])
          : [[], []];
        return rmas.map((r) => {
          const replacement = packages.find((p) => p.packageNumber === r.replacementPackage);
          return {
            rmaNumber: r.id,
            state: r.state as RmaState,
            outcome: r.outcome as RmaOutcome,
            dateIssued: r.dateIssued,
            currency: r.currency,
            amountMinor: r.totals.total + r.totals.bonus,
            /** Exchange: what replaces the returned units, and the replacement's tracking number once it shipped. */
            exchangeFor: lines
              .filter((l) => l.rmaId === r.id && l.exchangeLabel)
              .map((l) => `${l.qty} × ${l.name} (${l.exchangeLabel})`),
            replacementTracking: replacement?.trackingNumber ?? null,
          };
        });
      } catch (err) {
        if ((err as { status?: number }).status === 404) return [];
        throw err;
      }
    },

    /** The shopper cancels before anything was received. */
    async cancel(buyer: Buyer, id: string) {
      const view = await this.get(buyer, id);
      let released: number[] = [];
      const cancelled = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const rma = await requireRma(tx, view.rmaNumber, true);
        if (!canMove(rma.state as RmaState, "cancelled")) throw wrongState(rma, "cancelled");
        released = await releaseExchange(tx, rma);
        await repo.move(
          tx,
          rma.id,
          rma.state as RmaState,
          "cancelled",
          buyer.customerId !== null ? `customer:${buyer.customerId}` : "guest",
          null,
          { exchangeReserved: false },
        );
        return present(tx, (await repo.rma(tx, rma.id)) as RmaRow);
      });
      if (released.length) deps.stockChanged?.(released);
      return cancelled;
    },

    // ——— the EU right of withdrawal (issue #21 item 7; domain returns/withdrawal.ts) ———

    /** GET /svc_returns/withdrawal/order/{id}: each line under the right of withdrawal, and the withdrawals so far. */
    async withdrawalView(buyer: ReturnsBuyer, orderId: string) {
      const order = await buyersOrder(buyer, orderId);
      await requireWithdrawal(order, buyer);
      const { lines } = await returnable(db, order, policyOf(order), statutory(await factsOf(order)));
      const at = now();
      return {
        orderId: order.id,
        createdAt: order.createdAt.toISOString(),
        email: order.email,
        currency: order.currency,
        withdrawalDays: WITHDRAWAL_DAYS,
        lines: lines.map((l) => ({
          lineNo: l.line.lineNo,
          sku: l.line.sku,
          name: l.line.name,
          qty: l.line.qty,
          withdrawal: lineWithdrawal(
            { qty: l.line.qty, returnedQty: l.returnedQty, productType: l.productType },
            l.deliveredAt,
            at,
          ),
        })),
        withdrawals: (await repo.withdrawalsOf(db, order.id)).map(withdrawalOut),
      };
    },

    /**
     * POST /svc_returns/withdrawal: the consumer's withdrawal, confirmed. Under the order's row lock:
     * the units chosen (every withdrawable unit when none are named) are checked against the
     * statutory period, the statement is kept as submitted, and the delivered units get a return
     * (reason "withdrawal": their share of shipping goes back, no restocking fee), approved at once.
     * The confirmation key is unique per order: a replay or a double click is 409
     * withdrawal_already_confirmed and changes nothing. The acknowledgement (content, date and time,
     * in the shopper's language) is a mail job in the same transaction, and the row says when it was
     * issued: it goes out if and only if the withdrawal commits (a relay that refuses: the worker retries).
     */
    async withdraw(buyer: ReturnsBuyer, input: WithdrawalRequest) {
      const found = await buyersOrder(buyer, input.orderId);
      await requireWithdrawal(found, buyer);
      const policy = policyOf(found) as ReturnPolicy;
      const facts = statutory(await factsOf(found));
      const locale = input.locale ?? "en-US";
      const made = await db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const order = (await repo.order(tx, found.id, true)) as OrderRow;
          const earlier = await repo.withdrawalByKey(tx, order.id, input.confirmKey);
          if (earlier) throw httpError(ERRORS.withdrawalAlreadyConfirmed, undefined, { withdrawalId: earlier.id });
          const { lines } = await returnable(tx, order, policy, facts);
          const at = now();
          const states = lines.map((l) => ({
            l,
            w: lineWithdrawal(
              { qty: l.line.qty, returnedQty: l.returnedQty, productType: l.productType },
              l.deliveredAt,
              at,
            ),
          }));
          const chosen =
            input.lines ??
            states.filter((s) => s.w.withdrawable).map((s) => ({ lineNo: s.l.line.lineNo, qty: s.w.qty }));
          const problems: { lineNo: number; problem: string }[] = [];
          const seen = new Set<number>();
          for (const c of chosen) {
            const s = states.find((x) => x.l.line.lineNo === c.lineNo);
            if (!s || seen.has(c.lineNo))
              problems.push({ lineNo: c.lineNo, problem: s ? "duplicate" : "unknown_line" });
            else if (!s.w.withdrawable) problems.push({ lineNo: c.lineNo, problem: s.w.why as string });
            else if (c.qty > s.w.qty) problems.push({ lineNo: c.lineNo, problem: "quantity" });
            seen.add(c.lineNo);
          }
          if (!chosen.length) problems.push({ lineNo: 0, problem: "nothing_withdrawable" });
          if (problems.length)
            throw httpError(ERRORS.lineNotWithdrawable, undefined, {
              lines: problems,
              fields: problems.map((p) => ({ field: `lines.${p.lineNo}`, message: p.problem })),
            });
          const withdrawn: WithdrawnLine[] = chosen.map((c) => {
            const s = states.find((x) => x.l.line.lineNo === c.lineNo) as (typeof states)[number];
            return { lineNo: c.lineNo, sku: s.l.line.sku, name: s.l.line.name, qty: c.qty, delivered: s.w.delivered };
          });
          const delivered = withdrawn.filter((l) => l.delivered);
          const rma = delivered.length
            ? await openRma(
                tx,
                order,
                policy,
                {
                  orderId: order.id,
                  outcome: "refund",
                  confirmKey: `withdrawal:${input.confirmKey}`,
                  lines: delivered.map((l) => ({
                    lineNo: l.lineNo,
                    qty: l.qty,
                    reason: "withdrawal",
                    condition: "unopened",
                  })),
                },
                facts,
                locale,
                actorOf(buyer),
              )
            : null;
          const row = await repo.insertWithdrawal(tx, {
            id: withdrawalNumber(),
            orderId: order.id,
            site: order.site,
            locale,
            email: order.email,
            name: input.name,
            lines: withdrawn,
            confirmKey: input.confirmKey,
            rmaId: rma?.rmaNumber ?? null,
            submittedAt: at,
          });
          if (!row) throw httpError(ERRORS.withdrawalAlreadyConfirmed);
          await deps.mail.enqueue(
            tx,
            withdrawalAcknowledgementMail(
              {
                id: row.id,
                orderId: order.id,
                orderDate: order.createdAt,
                email: row.email,
                name: row.name,
                lines: row.lines,
                submittedAt: row.submittedAt,
                rma: rma ? { rmaNumber: rma.rmaNumber, dateIssued: rma.dateIssued } : null,
              },
              returnsLocale(order.site, locale),
              deps.publicBaseUrl,
            ),
          );
          await repo.acknowledged(tx, row.id, at);
          return (await repo.withdrawal(tx, row.id)) ?? row;
        })
        .catch(alreadyConfirmed(ERRORS.withdrawalAlreadyConfirmed));
      return withdrawalOut(made);
    },

    /** GET /svc_returns/withdrawal/{id}: the buyer's own withdrawal (anyone else's: the same 404 as unknown). */
    async getWithdrawal(buyer: ReturnsBuyer, id: string) {
      const key = id.trim().toUpperCase();
      const row = key.length <= 32 ? await repo.withdrawal(db, key) : null;
      if (!row) throw httpError(ERRORS.withdrawalNotFound);
      await deps.readable(buyer, row.orderId).catch(() => {
        throw httpError(ERRORS.withdrawalNotFound);
      });
      const rma = row.rmaId ? await repo.rma(db, row.rmaId) : null;
      return { ...withdrawalOut(row), rma: rma ? { rmaNumber: rma.id, dateIssued: rma.dateIssued } : null };
    },

    // ——— the back office (staff.returns.ts wires these with permissions and the audit) ———

    async queue(filter: { state?: RmaState; page: number; limit: number }) {
      const { rows, total } = await repo.queue({
        state: filter.state,
        limit: filter.limit,
        offset: (filter.page - 1) * filter.limit,
      });
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        returns: rows.map((r) => ({
          rmaNumber: r.id,
          orderId: r.orderId,
          state: r.state,
          outcome: r.outcome,
          email: r.email,
          currency: r.currency,
          amountMinor: r.totals.total + r.totals.bonus,
          items: lines.filter((l) => l.rmaId === r.id).reduce((n, l) => n + l.qty, 0),
          createdAt: r.createdAt.toISOString(),
        })),
        page: filter.page,
        limit: filter.limit,
        total,
      };
    },

    detail: async (id: string) => present(db, await requireRma(db, id)),

    approve: (actor: StaffActor, id: string) => staffMove(actor, id, "approved", null),

    /** Rejected: an exchange's held units go back in stock in the same transaction. */
    async reject(actor: StaffActor, id: string, reason: string) {
      let released: number[] = [];
      const view = await staffMove(actor, id, "rejected", { reason }, { rejectReason: reason }, async (tx, rma) => {
        released = await releaseExchange(tx, rma);
        return { exchangeReserved: false };
      });
      if (released.length) deps.stockChanged?.(released);
      return view;
    },

    markInTransit: (actor: StaffActor, id: string) => staffMove(actor, id, "in_transit", null),

    /**
     * Receipt, per line with its condition: "restock" units go back in stock in the same
     * transaction as the state change and the audit entry; damaged and scrap units do not.
     */
    async receive(actor: StaffActor, id: string, input: StaffRmaReceive) {
      let restocked: number[] = [];
      let orderId: string | null = null;
      const view = await staffMove(actor, id, "received", { lines: input.lines }, {}, async (tx, rma) => {
        orderId = rma.orderId;
        const lines = await repo.rmaLines(tx, rma.id);
        const order = (await repo.order(tx, rma.orderId)) as OrderRow;
        const orderLines = await repo.lines(tx, rma.orderId);
        const moves: { productId: number; qty: number }[] = [];
        const bad: { lineNo: number; problem: string }[] = [];
        for (const r of input.lines) {
          const line = lines.find((l) => l.lineNo === r.lineNo);
          if (!line || r.qty > line.qty) {
            bad.push({ lineNo: r.lineNo, problem: line ? "more_than_returned" : "unknown_line" });
            continue;
          }
          await repo.receiveLine(tx, rma.id, r.lineNo, r.qty, r.condition);
          if (r.condition === "restock" && r.qty > 0)
            moves.push(
              ...stockMovesOf(
                orderLines.find((l) => l.lineNo === r.lineNo),
                order,
                r.qty,
              ),
            );
        }
        if (bad.length)
          throw httpError(
            ERRORS.lineNotReturnable,
            "Receive only lines of this return, at most the quantity returned.",
            {
              lines: bad,
            },
          );
        // The products moved, and the lines' own (a configurable's parent is what the search index holds).
        if (moves.length)
          restocked = [
            ...moves.map((m) => m.productId),
            ...orderLines
              .filter((l) => input.lines.some((r) => r.lineNo === l.lineNo && r.condition === "restock" && r.qty > 0))
              .map((l) => l.productId),
          ];
        if (moves.length)
          await createCheckoutRepository(tx).transaction(async (checkout) => checkout.giveBackStock(moves));
        return undefined;
      });
      // The products named, so the search index patches them rather than rebuilding (the slow settle on PostgreSQL).
      if (restocked.length) deps.stockChanged?.([...new Set(restocked)]);
      if (orderId) deps.goodsBack?.(orderId);
      return view;
    },

    /**
     * Settles a received return by its outcome, exactly once. Store credit: a gift card (with the
     * bonus) issued in the transaction that moves the state. Refund: the amount is reserved in the
     * one refund ledger under the order's row lock with the id `RF-{rma}` (a second process, or a
     * retry, finds it rather than adding another), asked of the provider that took the payment (card
     * gateway, PayPal or Affirm: payment's refundThroughProvider, the back office's path) with that
     * id as the idempotency key, then recorded and the state moved; 409 refund_exceeds_captured when it is
     * more than captured minus every earlier refund; a failed call can be retried.
     */
    async settle(actor: StaffActor, id: string) {
      const first = await requireRma(db, id);
      if (first.outcome === "exchange")
        // Received: the held units ship as a package of the original order at no charge (ADR 0047).
        return staffMove(actor, id, "exchanged", null, {}, async (tx, rma) => {
          const lines = await repo.rmaLines(tx, rma.id);
          const at = now();
          const packageNumber = await repo.addReplacementPackage(tx, {
            orderId: rma.orderId,
            carrier: "UPS",
            label: `UPS Ground (exchange ${rma.id})`,
            status: "in_transit",
            trackingNumber: `1Z${Array.from({ length: 16 }, () => RMA_ALPHABET[randomInt(RMA_ALPHABET.length)]).join("")}`,
            items: lines.flatMap((l) => (l.exchangeSku ? [{ sku: l.exchangeSku, qty: l.qty }] : [])),
            events: [
              { at: new Date(at.getTime() - 1000).toISOString(), description: "Label created" },
              { at: at.toISOString(), description: "In transit" },
            ],
          });
          return { exchangeReserved: false, replacementPackage: packageNumber };
        });
      if (first.outcome === "store_credit") {
        const view = await staffMove(actor, id, "credited", null, {}, async (tx, rma) => {
          const credit = rma.totals.total + rma.totals.bonus;
          if (credit <= 0) return undefined;
          const code = await deps.giftcards.issue(tx, {
            orderId: rma.orderId,
            amountMinor: credit,
            currency: rma.currency,
          });
          // The code's mail: a job in the credit's transaction (no card without its mail, no mail without its card).
          await deps.mail.enqueue(
            tx,
            creditedMail(
              { id: rma.id, email: rma.email, currency: rma.currency },
              credit,
              code,
              returnsLocale(rma.site, rma.locale),
            ),
          );
          return { giftcardCode: code };
        });
        return view;
      }
      const refundId = `RF-${first.id}`;
      const reserved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const rma = await requireRma(tx, id, true);
        if (rma.state === "refunded" || rma.state === "closed")
          throw httpError(ERRORS.rmaWrongState, `Return ${rma.id} was already refunded: nothing was changed.`, {
            state: rma.state,
          });
        if (!canMove(rma.state as RmaState, SETTLED_STATE.refund)) throw wrongState(rma, "refunded");
        const order = (await repo.order(tx, rma.orderId, true)) as OrderRow;
        const existing = await repo.refund(tx, refundId);
        if (existing?.status === "pending") throw httpError(ERRORS.refundInProgress, undefined, { refundId });
        const p = order.payment as PaymentJson;
        // Per tender (ADR 0057): what the provider and each gift card paid, less what the back
        // office's refunds and earlier returns gave back; the refund row records its parts, so a
        // later refund of either kind sees them.
        const paid = tendersPaid(
          {
            paid: PAID.includes(order.status),
            providerMinor: refundsThroughProvider(p) ? (p.amountMinor ?? 0) : 0,
            giftcards: order.giftcards,
          },
          (await repo.refunds(tx, order.id)).filter((r) => r.id !== refundId),
        );
        const plan =
          rma.totals.total > 0
            ? planRefund(paid, { amountMinor: rma.totals.total })
            : { ok: true as const, amountMinor: 0, parts: [] };
        if (!plan.ok) {
          const { refundableMinor } = plan.details as { refundableMinor: number };
          throw httpError(
            ERRORS.refundExceedsCaptured,
            `At most ${refundableMinor} (minor units) of this order can be refunded.`,
            {
              capturedMinor: paid.provider.paidMinor,
              refundableMinor,
              requestedMinor: rma.totals.total,
            },
          );
        }
        const split = {
          card: plan.parts.find((x) => x.tender === "provider")?.amountMinor ?? 0,
          giftcards: plan.parts.flatMap((x) =>
            x.tender === "giftcard" && x.code ? [{ code: x.code, amountMinor: x.amountMinor }] : [],
          ),
        };
        if (plan.amountMinor > 0) {
          const row = { status: "pending", amountMinor: plan.amountMinor, tenders: plan.parts };
          if (existing) await repo.setRefund(tx, refundId, row);
          else
            await repo.addRefund(tx, {
              id: refundId,
              orderId: order.id,
              currency: order.currency,
              reason: `Return ${rma.id}`,
              staffId: actor.id,
              ...row,
            });
        }
        return { rma, order, split, payment: p };
      });

      const { rma, order, split } = reserved;
      let pspReference: string | null = null;
      if (split.card > 0) {
        try {
          pspReference = await refundThroughProvider(deps, {
            orderId: order.id,
            currency: order.currency,
            payment: reserved.payment,
            amountMinor: split.card,
            refundId,
          });
        } catch (err) {
          deps.logger?.warn("return refund failed at the provider", { rma: rma.id, err: String(err) });
          await db.transaction(async (t) => {
            const tx = t as unknown as Db;
            await repo.setRefund(tx, refundId, { status: "failed" });
            await actor.audit(tx, {
              action: "rma.refund.failed",
              targetId: rma.id,
              changes: { refundPendingMinor: { before: split.card, after: 0 } },
              detail: { orderId: order.id, refundId, reason: err instanceof Error ? err.message : String(err) },
            });
          });
          throw httpError(ERRORS.refundFailed, undefined, { refundId });
        }
      }
      const view = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (rma.totals.total > 0) await repo.setRefund(tx, refundId, { status: "succeeded", pspReference });
        for (const g of split.giftcards)
          await deps.giftcards.refund(tx, { code: g.code, amountMinor: g.amountMinor, orderId: order.id });
        const moved = await repo.move(
          tx,
          rma.id,
          "received",
          "refunded",
          `staff:${actor.email}`,
          { refundId, card: split.card, giftcards: split.giftcards.length },
          { refundedMinor: rma.totals.total },
        );
        if (!moved) throw wrongState(rma, "refunded");
        // The refund's mail: a job in the transaction that records the refund.
        await deps.mail.enqueue(tx, refundedMail(rma, rma.totals.total, returnsLocale(rma.site, rma.locale)));
        await actor.audit(tx, {
          action: "rma.refunded",
          targetId: rma.id,
          changes: {
            state: { before: "received", after: "refunded" },
            refundedMinor: { before: 0, after: rma.totals.total },
          },
          detail: { orderId: order.id, refundId, pspReference, giftcards: split.giftcards },
        });
        return present(tx, (await repo.rma(tx, rma.id)) as RmaRow);
      });
      return view;
    },

    close: (actor: StaffActor, id: string) => staffMove(actor, id, "closed", null),
  };
}

/** What a returned line gives back to catalog_inventory: the product the order took stock of, a configurable's variant, or a bundle's children. */
function stockMovesOf(line: OrderLineRow | undefined, order: OrderRow, qty: number) {
  if (!line) return [];
  if (order.stock.some((m) => m.productId === line.productId)) return [{ productId: line.productId, qty }];
  // A configurable's line: the variant it took stock of (recorded on the line since #21).
  const childId = line.request.childId;
  if (typeof childId === "number")
    return order.stock.some((m) => m.productId === childId) ? [{ productId: childId, qty }] : [];
  const children = (line.request.children ?? []) as { productId?: number; qty?: number }[];
  return children
    .filter((c) => typeof c.productId === "number" && order.stock.some((m) => m.productId === c.productId))
    .map((c) => ({ productId: c.productId as number, qty: (c.qty ?? 1) * qty }));
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
