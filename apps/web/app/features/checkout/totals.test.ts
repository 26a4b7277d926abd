import { describe, expect, it } from "vitest";
import { allocateGiftcards, computeTotals, orderTotals } from "./totals.ts";

const tax = (total: number, pricesIncludeTax: boolean) => ({
  total,
  item: total,
  shipping: 0,
  tariff: 0,
  pricesIncludeTax,
});

describe("checkout totals", () => {
  it("adds shipping and sales tax (USA)", () => {
    const t = computeTotals(
      { subtotal: 100.1, discount: 0, shipping: 9.95, tax: tax(7.23, false), giftcards: [] },
      false,
    );
    expect(t).toMatchObject({ grandTotal: 117.28, amountDue: 117.28, complete: true, pricesIncludeTax: false });
  });

  it("does not add VAT the prices already include (EUR/GBR)", () => {
    const t = computeTotals({ subtotal: 119, discount: 0, shipping: 10, tax: tax(20.6, true), giftcards: [] }, true);
    expect(t.grandTotal).toBe(129);
    expect(t.tax).toBe(20.6);
    expect(t.pricesIncludeTax).toBe(true);
  });

  it("takes the discount and the gift cards off, never below zero", () => {
    const t = computeTotals(
      {
        subtotal: 50,
        discount: 5,
        shipping: 0,
        tax: tax(0, false),
        giftcards: [{ code: "A", balance: 100, amount: 100 }],
      },
      false,
    );
    expect(t).toMatchObject({ grandTotal: 45, giftcards: 45, amountDue: 0 });
  });

  it("is incomplete until shipping and tax are known", () => {
    expect(computeTotals({ subtotal: 10, discount: 0, shipping: null, tax: null, giftcards: [] }, false)).toMatchObject(
      {
        complete: false,
        shipping: null,
        tax: null,
        grandTotal: 10,
      },
    );
  });

  it("rounds in minor units (no float drift)", () => {
    const t = computeTotals({ subtotal: 0.1, discount: 0, shipping: 0.2, tax: tax(0, false), giftcards: [] }, false);
    expect(t.grandTotal).toBe(0.3);
  });

  it("gives the wire totals with the amount excluding tax", () => {
    const t = computeTotals({ subtotal: 100, discount: 0, shipping: 10, tax: tax(8, false), giftcards: [] }, false);
    expect(orderTotals(t, tax(8, false))).toEqual({
      grandTotalIncludingTax: 118,
      grandTotalExcludingTax: 110,
      tax: 8,
      shipping: 10,
      subtotal: 100,
      discount: 0,
      giftcards: 0,
      itemTax: 8,
      shippingTax: 0,
      tariff: 0,
    });
  });

  it("shares the total among gift cards in order", () => {
    expect(
      allocateGiftcards(
        [
          { code: "A", balance: 30, amount: 0 },
          { code: "B", balance: 50, amount: 0 },
          { code: "C", balance: 10, amount: 0 },
        ],
        60,
      ),
    ).toEqual([
      { code: "A", balance: 30, amount: 30 },
      { code: "B", balance: 50, amount: 30 },
    ]);
  });
});
