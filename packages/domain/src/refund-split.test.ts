import { describe, expect, it } from "vitest";
import {
  planRefund,
  type RefundAsk,
  refundableByTender,
  refundedByTender,
  type TenderPaid,
  tendersPaid,
} from "./refund-split.ts";

const paid = (provider: [number, number], ...cards: [string, number, number][]): TenderPaid => ({
  provider: { paidMinor: provider[0], refundedMinor: provider[1] },
  giftcards: cards.map(([code, paidMinor, refundedMinor]) => ({ code, paidMinor, refundedMinor })),
});

/** ADR 0057: the tender-split rule, case by case. */
const CASES: { name: string; paid: TenderPaid; ask: RefundAsk; out: unknown }[] = [
  {
    name: "card only, everything left",
    paid: paid([5000, 0]),
    ask: {},
    out: { ok: true, amountMinor: 5000, parts: [{ tender: "provider", amountMinor: 5000 }] },
  },
  {
    name: "gift card only, everything left goes back onto the card",
    paid: paid([0, 0], ["GC1", 3000, 0]),
    ask: {},
    out: { ok: true, amountMinor: 3000, parts: [{ tender: "giftcard", code: "GC1", amountMinor: 3000 }] },
  },
  {
    name: "gift card only, part",
    paid: paid([0, 0], ["GC1", 3000, 1000]),
    ask: { amountMinor: 1500 },
    out: { ok: true, amountMinor: 1500, parts: [{ tender: "giftcard", code: "GC1", amountMinor: 1500 }] },
  },
  {
    name: "split: a total goes to the provider first, then the cards in order",
    paid: paid([2000, 0], ["GC1", 1000, 0], ["GC2", 500, 0]),
    ask: { amountMinor: 3200 },
    out: {
      ok: true,
      amountMinor: 3200,
      parts: [
        { tender: "provider", amountMinor: 2000 },
        { tender: "giftcard", code: "GC1", amountMinor: 1000 },
        { tender: "giftcard", code: "GC2", amountMinor: 200 },
      ],
    },
  },
  {
    name: "split: what earlier refunds gave back is skipped",
    paid: paid([2000, 2000], ["GC1", 1000, 400]),
    ask: {},
    out: { ok: true, amountMinor: 600, parts: [{ tender: "giftcard", code: "GC1", amountMinor: 600 }] },
  },
  {
    name: "a total above every tender together",
    paid: paid([2000, 0], ["GC1", 1000, 0]),
    ask: { amountMinor: 3001 },
    out: {
      ok: false,
      code: "refund_exceeds_captured",
      details: { requestedMinor: 3001, refundableMinor: 3000, providerMinor: 2000, giftcardsMinor: 1000 },
    },
  },
  {
    name: "nothing left at all",
    paid: paid([0, 0], ["GC1", 1000, 1000]),
    ask: {},
    out: { ok: false, code: "refund_exceeds_captured" },
  },
  {
    name: "explicit parts within each tender",
    paid: paid([2000, 500], ["GC1", 1000, 0]),
    ask: { tenders: { providerMinor: 1500, giftcards: [{ code: "gc1", amountMinor: 1000 }] } },
    out: {
      ok: true,
      amountMinor: 2500,
      parts: [
        { tender: "provider", amountMinor: 1500 },
        { tender: "giftcard", code: "GC1", amountMinor: 1000 },
      ],
    },
  },
  {
    name: "explicit provider part above what the provider took",
    paid: paid([2000, 0], ["GC1", 1000, 0]),
    ask: { tenders: { providerMinor: 2001 } },
    out: {
      ok: false,
      code: "refund_exceeds_tender",
      details: { tender: "provider", requestedMinor: 2001, refundableMinor: 2000 },
    },
  },
  {
    name: "explicit gift card part above what the card paid (even if the total would fit)",
    paid: paid([2000, 0], ["GC1", 1000, 0]),
    ask: { tenders: { giftcards: [{ code: "GC1", amountMinor: 1001 }] } },
    out: { ok: false, code: "refund_exceeds_tender", details: { tender: "giftcard", refundableMinor: 1000 } },
  },
  {
    name: "a gift card the order did not use",
    paid: paid([2000, 0], ["GC1", 1000, 0]),
    ask: { tenders: { giftcards: [{ code: "OTHER", amountMinor: 1 }] } },
    out: { ok: false, code: "refund_exceeds_tender", details: { tender: "giftcard", known: false } },
  },
  {
    name: "explicit parts of nothing",
    paid: paid([2000, 0]),
    ask: { tenders: { providerMinor: 0 } },
    out: { ok: false, code: "refund_amount_invalid" },
  },
];

describe("planRefund (ADR 0057)", () => {
  it.each(CASES)("$name", ({ paid, ask, out }) => {
    expect(planRefund(paid, ask)).toMatchObject(out as object);
  });

  it("never gives back more than was paid per tender, whatever the total asked", () => {
    for (let provider = 0; provider <= 3; provider++)
      for (let card = 0; card <= 3; card++)
        for (let asked = 1; asked <= 7; asked++) {
          const plan = planRefund(paid([provider, 0], ["GC", card, 0]), { amountMinor: asked });
          if (asked > provider + card) expect(plan.ok).toBe(false);
          else if (plan.ok) {
            const by = (t: string) => plan.parts.filter((p) => p.tender === t).reduce((s, p) => s + p.amountMinor, 0);
            expect([by("provider") <= provider, by("giftcard") <= card, by("provider") + by("giftcard")]).toEqual([
              true,
              true,
              asked,
            ]);
          }
        }
  });
});

describe("refundedByTender", () => {
  it("counts succeeded and pending refunds per tender; legacy rows are the provider's", () => {
    const r = refundedByTender([
      { status: "succeeded", amountMinor: 700, tenders: null },
      { status: "failed", amountMinor: 900, tenders: null },
      {
        status: "pending",
        amountMinor: 300,
        tenders: [
          { tender: "provider", amountMinor: 100 },
          { tender: "giftcard", code: "GC1", amountMinor: 200 },
        ],
      },
    ]);
    expect([r.providerMinor, Object.fromEntries(r.giftcards)]).toEqual([800, { GC1: 200 }]);
  });
});

describe("tendersPaid", () => {
  const order = { paid: true, providerMinor: 6_000, giftcards: [{ code: "GC-A", amountMinor: 4_000 }] };
  it.each([
    ["nothing refunded yet", order, [], { provider: 6_000, card: 4_000 }],
    [
      "a back-office gift-card refund leaves the provider whole",
      order,
      [
        {
          status: "succeeded",
          amountMinor: 1_500,
          tenders: [{ tender: "giftcard" as const, code: "GC-A", amountMinor: 1_500 }],
        },
      ],
      { provider: 6_000, card: 2_500 },
    ],
    [
      "a return refunded over both tenders",
      order,
      [
        {
          status: "pending",
          amountMinor: 7_000,
          tenders: [
            { tender: "provider" as const, amountMinor: 6_000 },
            { tender: "giftcard" as const, code: "GC-A", amountMinor: 1_000 },
          ],
        },
      ],
      { provider: 0, card: 3_000 },
    ],
    [
      "a failed refund gives nothing back",
      order,
      [{ status: "failed", amountMinor: 6_000, tenders: null }],
      { provider: 6_000, card: 4_000 },
    ],
    ["an order not paid has nothing to refund", { ...order, paid: false }, [], { provider: 0, card: undefined }],
  ] as const)("%s", (_, o, refunds, left) => {
    const can = refundableByTender(tendersPaid(o, refunds));
    expect(can.providerMinor).toBe(left.provider);
    expect(can.giftcards[0]?.leftMinor).toBe(left.card);
  });
});
