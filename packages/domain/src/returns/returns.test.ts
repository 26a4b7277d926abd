import { describe, expect, it } from "vitest";
import {
  lineEligibility,
  RETURN_POLICIES,
  type ReturnLineFacts,
  type ReturnPolicy,
  returnsOpen,
  selectionProblem,
} from "./policy.ts";
import { computeRefund, type RefundOrder, type ReturnedUnits, storeCreditAmount } from "./refund.ts";
import { canMove, RMA_STATES, RMA_TRANSITIONS } from "./states.ts";

const US = RETURN_POLICIES.USA as ReturnPolicy;
const EU = RETURN_POLICIES.EUR as ReturnPolicy;
const delivered = new Date("2026-06-01T15:00:00Z");
const line = (over: Partial<ReturnLineFacts> = {}): ReturnLineFacts => ({
  qty: 2,
  returnedQty: 0,
  productType: "simple",
  finalSale: false,
  freight: false,
  ...over,
});

describe("returnsOpen: SPEC §2 — USA, APO, CAN, or any site with a policy when the EU returns flag is on", () => {
  it.each([
    ["USA", false, true],
    ["APO", false, true],
    ["CAN", false, true],
    ["EUR", false, false],
    ["EUR", true, true],
    ["GBR", true, true],
    ["AUS", true, false],
  ] as const)("%s with the flag %s → %s", (site, flag, open) => {
    expect(returnsOpen(site, flag)).toBe(open);
  });
});

describe("lineEligibility: the first rule a line fails, and why", () => {
  it.each([
    ["a delivered line on day 30", line(), "2026-07-01T23:59:00Z", true, null, 2],
    ["day 31 (US window 30 days from delivery)", line(), "2026-07-02T00:00:01Z", false, "window_closed", 0],
    ["one of two already returned", line({ returnedQty: 1 }), "2026-06-10T00:00:00Z", true, null, 1],
    ["both already returned", line({ returnedQty: 2 }), "2026-06-10T00:00:00Z", false, "fully_returned", 0],
    ["a final-sale item", line({ finalSale: true }), "2026-06-10T00:00:00Z", false, "final_sale", 0],
    ["a virtual product", line({ productType: "virtual" }), "2026-06-10T00:00:00Z", false, "virtual", 0],
    ["an e-gift card", line({ productType: "giftcard" }), "2026-06-10T00:00:00Z", false, "virtual", 0],
  ] as const)("%s", (_name, facts, now, eligible, why, returnableQty) => {
    const e = lineEligibility(US, facts, delivered, new Date(now));
    expect(e).toMatchObject({ eligible, why, returnableQty, deadline: "2026-07-01" });
  });

  it("not delivered yet: no deadline, not eligible", () => {
    expect(lineEligibility(US, line(), null, delivered)).toMatchObject({ eligible: false, why: "not_delivered" });
  });

  it("a site without online returns says so", () => {
    expect(lineEligibility(RETURN_POLICIES.AUS, line(), delivered, delivered).why).toBe("returns_closed");
  });

  it("APO has 45 days", () => {
    expect(lineEligibility(RETURN_POLICIES.APO, line(), delivered, new Date("2026-07-16T12:00:00Z")).eligible).toBe(
      true,
    );
  });

  it("freight lines are eligible and need a pickup", () => {
    expect(lineEligibility(US, line({ freight: true }), delivered, delivered)).toMatchObject({
      eligible: true,
      needsPickup: true,
    });
  });
});

describe("selectionProblem: what the shopper chose for an eligible line", () => {
  const ok = lineEligibility(US, line(), delivered, delivered);
  it.each([
    [{ qty: 1, reason: "changed_mind", condition: "unopened" }, null],
    [{ qty: 2, reason: "does_not_fit", condition: "opened" }, null],
    [{ qty: 3, reason: "changed_mind", condition: "unopened" }, "quantity"],
    [{ qty: 0, reason: "changed_mind", condition: "unopened" }, "quantity"],
    [{ qty: 1.5, reason: "changed_mind", condition: "unopened" }, "quantity"],
    [{ qty: 1, reason: "changed_mind", condition: "used" }, "used_condition"],
    [{ qty: 1, reason: "defective", condition: "used" }, null],
  ] as const)("%j → %s", (choice, problem) => {
    expect(selectionProblem(US, ok, choice)).toBe(problem);
  });
});

/** Two lines, a 10% discount, 7.25% item tax, taxed shipping: a US order as charged. */
const US_ORDER: RefundOrder = {
  subtotal: 35_000,
  discount: 3_500,
  shipping: 2_499,
  itemTax: 2_284,
  shippingTax: 181,
  pricesIncludeVat: false,
  lines: [
    { lineNo: 1, qty: 3, rowTotalMinor: 15_000 },
    { lineNo: 2, qty: 1, rowTotalMinor: 20_000 },
  ],
};
const US_CHARGED = 35_000 - 3_500 + 2_499 + 2_284 + 181;

/** VAT-inclusive EU order: 3 × 33.33 + 1 × 19.99, shipping 39.35, VAT 19% inside everything. */
const EU_ORDER: RefundOrder = {
  subtotal: 11_998,
  discount: 1_000,
  shipping: 3_935,
  itemTax: 1_756,
  shippingTax: 628,
  pricesIncludeVat: true,
  lines: [
    { lineNo: 1, qty: 3, rowTotalMinor: 9_999 },
    { lineNo: 2, qty: 1, rowTotalMinor: 1_999 },
  ],
};
const EU_CHARGED = 11_998 - 1_000 + 3_935;

const u = (lineNo: number, qty: number, reason: ReturnedUnits["reason"] = "defective"): ReturnedUnits => ({
  lineNo,
  qty,
  reason,
});

/** Every way of splitting the order's units into successive returns adds up to what was charged. */
const SPLITS: [string, ReturnedUnits[][]][] = [
  ["all at once", [[u(1, 3), u(2, 1)]]],
  ["one unit at a time", [[u(1, 1)], [u(1, 1)], [u(2, 1)], [u(1, 1)]]],
  ["the expensive line first", [[u(2, 1)], [u(1, 2)], [u(1, 1)]]],
];

describe("computeRefund: partial returns add up to the cent against what was charged", () => {
  for (const [orderName, order, policy, charged] of [
    ["US, discounted and taxed", US_ORDER, US, US_CHARGED],
    ["EU, VAT-inclusive", EU_ORDER, EU, EU_CHARGED],
  ] as const)
    for (const [name, returns] of SPLITS)
      it(`${orderName}: ${name}`, () => {
        const earlier: ReturnedUnits[] = [];
        let refunded = 0;
        let tax = 0;
        for (const now of returns) {
          const r = computeRefund(order, policy, earlier, now);
          expect(r.total).toBeGreaterThan(0);
          refunded += r.total;
          tax += r.tax;
          earlier.push(...now);
        }
        expect(refunded).toBe(charged);
        expect(tax).toBe(order.itemTax + order.shippingTax);
      });

  it("US: one of two items, changed mind — no shipping back, 15% restocking and the $9.95 label", () => {
    const r = computeRefund(US_ORDER, US, [], [u(2, 1, "changed_mind")]);
    // 200.00 of 350.00: discount 20.00, item tax 13.05; shipping stays with the store.
    expect(r).toEqual({
      merchandise: 20_000,
      discount: 2_000,
      shipping: 0,
      tax: 1_305,
      restockingFee: 2_700,
      labelCost: 995,
      pickupCost: 0,
      total: 20_000 - 2_000 + 1_305 - 2_700 - 995,
    });
  });

  it("US: the same item, defective — shipping share back, no fees", () => {
    const r = computeRefund(US_ORDER, US, [], [u(2, 1, "defective")]);
    expect(r).toMatchObject({
      shipping: 1_428,
      tax: 1_305 + 103,
      restockingFee: 0,
      labelCost: 0,
      total: 20_000 - 2_000 + 1_428 + 1_408,
    });
  });

  it("a freight item sent back by choice costs the pickup, not a label", () => {
    const r = computeRefund(US_ORDER, US, [], [{ ...u(2, 1, "changed_mind"), freight: true }]);
    expect(r).toMatchObject({ labelCost: 0, pickupCost: 14_900 });
  });

  it("EU: no restocking fee, VAT stays inside the total", () => {
    const r = computeRefund(EU_ORDER, EU, [], [u(1, 1, "changed_mind")]);
    // 33.33 of 119.98: discount 2.77, VAT 4.87 inside; the 6.95 label.
    expect(r).toEqual({
      merchandise: 3_333,
      discount: 277,
      shipping: 0,
      tax: 487,
      restockingFee: 0,
      labelCost: 695,
      pickupCost: 0,
      total: 3_333 - 277 - 695,
    });
  });

  it("fees never take the refund below zero", () => {
    const tiny: RefundOrder = {
      ...US_ORDER,
      lines: [{ lineNo: 1, qty: 1, rowTotalMinor: 500 }],
      subtotal: 500,
      discount: 0,
      itemTax: 0,
    };
    expect(computeRefund(tiny, US, [], [u(1, 1, "changed_mind")])).toMatchObject({ total: 0, labelCost: 425 });
  });
});

describe("storeCreditAmount", () => {
  it("US store credit carries a 10% bonus", () => {
    expect(storeCreditAmount(12_345, US)).toEqual({ credit: 13_580, bonus: 1_235 });
  });
});

describe("the RMA state table", () => {
  it.each([
    ["requested", "approved", true],
    ["requested", "rejected", true],
    ["approved", "in_transit", true],
    ["in_transit", "received", true],
    ["received", "refunded", true],
    ["refunded", "closed", true],
    ["received", "cancelled", false],
    ["refunded", "refunded", false],
    ["rejected", "approved", false],
    ["requested", "refunded", false],
  ] as const)("%s → %s: %s", (from, to, ok) => expect(canMove(from, to)).toBe(ok));

  it("every state is in the table and every target is a state", () => {
    for (const s of RMA_STATES) for (const t of RMA_TRANSITIONS[s]) expect(RMA_STATES).toContain(t);
  });
});
