/**
 * How a refund is split over the tenders that paid an order (ADR 0057): the payment provider (card,
 * wallet, PayPal, Affirm) and each gift card. Pure: the back office passes what each tender paid and
 * what earlier refunds (succeeded or still pending) already gave back.
 *
 * - A refund names either a total (`amountMinor`, or nothing: everything left) or explicit parts
 *   per tender (`tenders`).
 * - A total is split provider first, then the gift cards in the order they were applied at checkout:
 *   money goes back to where the shopper can spend it anywhere before it goes back onto store credit.
 * - Explicit parts: each part is at most what is left of that tender (`refund_exceeds_tender`, with
 *   the tender and what is left of it); a gift card the order did not use is refused the same way.
 * - A total above what is left of every tender together is `refund_exceeds_captured`.
 */

export interface TenderPaid {
  /** What the provider captured and what is refunded or held from it already. */
  provider: { paidMinor: number; refundedMinor: number };
  /** Each gift card the order used, in the order applied. */
  giftcards: readonly { code: string; paidMinor: number; refundedMinor: number }[];
}

export type RefundAsk =
  | { amountMinor?: number }
  | { tenders: { providerMinor?: number; giftcards?: readonly { code: string; amountMinor: number }[] } };

export interface RefundPart {
  tender: "provider" | "giftcard";
  /** The gift card's code (gift card parts only). */
  code?: string;
  amountMinor: number;
}

export type RefundPlan =
  | { ok: true; amountMinor: number; parts: RefundPart[] }
  | {
      ok: false;
      code: "refund_exceeds_captured" | "refund_exceeds_tender" | "refund_amount_invalid";
      details: Record<string, unknown>;
    };

const left = (t: { paidMinor: number; refundedMinor: number }) => Math.max(0, t.paidMinor - t.refundedMinor);

/** What is left to refund per tender and in total. */
export function refundableByTender(paid: TenderPaid) {
  const providerMinor = left(paid.provider);
  const giftcards = paid.giftcards.map((g) => ({ code: g.code, leftMinor: left(g) }));
  return {
    providerMinor,
    giftcards,
    totalMinor: providerMinor + giftcards.reduce((s, g) => s + g.leftMinor, 0),
  };
}

const sameCode = (a: string, b: string) =>
  a.replace(/[\s-]/g, "").toUpperCase() === b.replace(/[\s-]/g, "").toUpperCase();

export function planRefund(paid: TenderPaid, ask: RefundAsk): RefundPlan {
  const can = refundableByTender(paid);
  if ("tenders" in ask) {
    const parts: RefundPart[] = [];
    const p = ask.tenders.providerMinor ?? 0;
    if (!Number.isInteger(p) || p < 0)
      return { ok: false, code: "refund_amount_invalid", details: { tender: "provider" } };
    if (p > can.providerMinor)
      return {
        ok: false,
        code: "refund_exceeds_tender",
        details: { tender: "provider", requestedMinor: p, refundableMinor: can.providerMinor },
      };
    if (p > 0) parts.push({ tender: "provider", amountMinor: p });
    const asked = new Map<string, number>();
    for (const g of ask.tenders.giftcards ?? []) {
      if (!Number.isInteger(g.amountMinor) || g.amountMinor < 0)
        return { ok: false, code: "refund_amount_invalid", details: { tender: "giftcard" } };
      const card = can.giftcards.find((c) => sameCode(c.code, g.code));
      const key = card?.code ?? g.code;
      const total = (asked.get(key) ?? 0) + g.amountMinor;
      asked.set(key, total);
      if (!card || total > card.leftMinor)
        return {
          ok: false,
          code: "refund_exceeds_tender",
          details: { tender: "giftcard", requestedMinor: total, refundableMinor: card?.leftMinor ?? 0, known: !!card },
        };
    }
    for (const c of can.giftcards) {
      const a = asked.get(c.code) ?? 0;
      if (a > 0) parts.push({ tender: "giftcard", code: c.code, amountMinor: a });
    }
    const amountMinor = parts.reduce((s, x) => s + x.amountMinor, 0);
    if (amountMinor === 0) return { ok: false, code: "refund_amount_invalid", details: { requestedMinor: 0 } };
    return { ok: true, amountMinor, parts };
  }

  const amountMinor = ask.amountMinor ?? can.totalMinor;
  if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > can.totalMinor)
    return {
      ok: false,
      code: "refund_exceeds_captured",
      details: {
        requestedMinor: amountMinor,
        refundableMinor: can.totalMinor,
        providerMinor: can.providerMinor,
        giftcardsMinor: can.totalMinor - can.providerMinor,
      },
    };
  const parts: RefundPart[] = [];
  let rest = amountMinor;
  const fromProvider = Math.min(rest, can.providerMinor);
  if (fromProvider > 0) parts.push({ tender: "provider", amountMinor: fromProvider });
  rest -= fromProvider;
  for (const c of can.giftcards) {
    if (rest === 0) break;
    const take = Math.min(rest, c.leftMinor);
    if (take > 0) parts.push({ tender: "giftcard", code: c.code, amountMinor: take });
    rest -= take;
  }
  return { ok: true, amountMinor, parts };
}

/** Per tender, what the refunds recorded so far gave back (or hold): the input `planRefund` needs. */
export function refundedByTender(
  refunds: readonly { status: string; amountMinor: number; tenders: readonly RefundPart[] | null }[],
) {
  let providerMinor = 0;
  const giftcards = new Map<string, number>();
  for (const r of refunds) {
    if (r.status !== "succeeded" && r.status !== "pending") continue;
    // A refund recorded before tenders were split went back through the provider in full.
    for (const part of r.tenders ?? [{ tender: "provider" as const, amountMinor: r.amountMinor }]) {
      if (part.tender === "provider") providerMinor += part.amountMinor;
      else if (part.code) giftcards.set(part.code, (giftcards.get(part.code) ?? 0) + part.amountMinor);
    }
  }
  return { providerMinor, giftcards };
}

/**
 * What each tender of an order paid and what its refunds so far gave back or hold: the one reading
 * both the back office's refunds and the returns' refunds plan with, so neither gives a tender back
 * twice. An order not (or no longer) paid has nothing to refund; `providerMinor` is 0 when the
 * payment cannot be refunded through its provider.
 */
export function tendersPaid(
  order: { paid: boolean; providerMinor: number; giftcards: readonly { code: string; amountMinor: number }[] },
  refunds: readonly { status: string; amountMinor: number; tenders: readonly RefundPart[] | null }[],
): TenderPaid {
  const refunded = refundedByTender(refunds);
  return {
    provider: { paidMinor: order.paid ? order.providerMinor : 0, refundedMinor: refunded.providerMinor },
    giftcards: order.paid
      ? order.giftcards
          .filter((g) => g.amountMinor > 0)
          .map((g) => ({ code: g.code, paidMinor: g.amountMinor, refundedMinor: refunded.giftcards.get(g.code) ?? 0 }))
      : [],
  };
}
