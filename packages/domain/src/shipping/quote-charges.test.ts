import { describe, expect, it } from "vitest";
import type { ShipItem } from "./packages.ts";
import { quoteShipping } from "./engine.ts";
import { listDiscount, QUOTE_FREIGHT_CODE, quoteCharges, withQuoteFreight } from "./quote-charges.ts";

const quote = {
  id: "ZQ-1",
  lines: [
    { productId: 1, qty: 2 },
    { productId: 2, qty: 1 },
  ],
  discountMinor: 1000,
  freightMinor: 5000,
};
const line = (productId: number, qty: number, quoteId: string | null, rowMinor: number) => ({
  productId,
  qty,
  quoteId,
  rowMinor,
});

describe("quoteCharges: a quote's discount and freight apply to the whole quote only", () => {
  it.each([
    ["the whole quote", [line(1, 2, "ZQ-1", 6000), line(2, 1, "ZQ-1", 4000)], 1000, 5000, [600, 400]],
    [
      "the whole quote beside another line",
      [line(9, 1, null, 999), line(1, 2, "ZQ-1", 6000), line(2, 1, "ZQ-1", 4000)],
      1000,
      5000,
      [0, 600, 400],
    ],
    ["one line short", [line(1, 2, "ZQ-1", 6000)], 0, 0, [0]],
    ["a quantity changed", [line(1, 3, "ZQ-1", 9000), line(2, 1, "ZQ-1", 4000)], 0, 0, [0, 0]],
    ["a line at the store's price (not the quote's)", [line(1, 2, null, 6000), line(2, 1, "ZQ-1", 4000)], 0, 0, [0, 0]],
    [
      "split over two lines of one product",
      [line(1, 1, "ZQ-1", 3000), line(1, 1, "ZQ-1", 3000), line(2, 1, "ZQ-1", 4000)],
      1000,
      5000,
      [300, 300, 400],
    ],
  ])("%s", (_name, lines, discount, freight, shares) => {
    const c = quoteCharges(lines, [quote]);
    expect(c.discountMinor).toBe(discount);
    expect(c.freightMinor).toBe(freight);
    expect(c.lineDiscountMinor).toEqual(shares);
    expect(c.lineDiscountMinor.reduce((s, n) => s + n, 0)).toBe(discount);
    expect(c.freightLine).toEqual(lines.map((l) => discount + freight > 0 && l.quoteId === "ZQ-1"));
  });

  it("never discounts more than the quote's rows; shares add up to the discount exactly (remainder on the last line)", () => {
    const big = quoteCharges([line(1, 2, "ZQ-1", 300), line(2, 1, "ZQ-1", 200)], [{ ...quote, discountMinor: 99_999 }]);
    expect(big.discountMinor).toBe(500);
    expect(big.lineDiscountMinor).toEqual([300, 200]);
    const odd = quoteCharges([line(1, 2, "ZQ-1", 333), line(2, 1, "ZQ-1", 667)], [{ ...quote, discountMinor: 100 }]);
    expect(odd.lineDiscountMinor).toEqual([33, 67]);
  });

  it("the list discount is Hundo plus the quote's, in cents", () => {
    expect(listDiscount({ hundoDiscount: 0.1, quoteDiscount: 0.2 })).toBe(0.3);
    expect(listDiscount({ hundoDiscount: 12.5 })).toBe(12.5);
  });
});

describe("withQuoteFreight: the quote's lines ship on its freight", () => {
  const item = (productId: number, weight: number): ShipItem => ({
    productId,
    sku: `S${productId}`,
    qty: 1,
    unitWeightLb: weight,
    groups: ["standard"],
    blackFridayDropship: false,
    pickupDisabled: false,
    leadTime: null,
    shipsFree3: false,
    virtual: false,
    hundo: false,
  });
  const base = {
    site: "USA" as const,
    country: "US",
    region: "OH",
    shippingMode: "fewestPackages" as const,
    freeShipping: false,
  };

  it("only quote lines: the freight is the one option (no pickup), its package holds them", () => {
    const q = withQuoteFreight(quoteShipping({ ...base, items: [], allowSplit: false }), 5000, [item(1, 300)]);
    expect(q.rates).toEqual([expect.objectContaining({ shippingCode: QUOTE_FREIGHT_CODE, rateMinor: 5000 })]);
    expect(q.packages.at(-1)?.items.map((i) => i.productId)).toEqual([1]);
  });

  it("other lines: every carrier option plus the freight, no pickup; split: the freight is its own package", () => {
    const others = quoteShipping({ ...base, items: [item(2, 10)], allowSplit: false });
    const q = withQuoteFreight(others, 5000, [item(1, 300)]);
    const carrier = others.rates.filter((r) => r.shippingCode !== "pickup_pickup");
    expect(q.rates.map((r) => r.rateMinor)).toEqual(carrier.map((r) => r.rateMinor + 5000));
    const split = withQuoteFreight(quoteShipping({ ...base, items: [item(2, 10)], allowSplit: true }), 5000, [
      item(1, 300),
    ]);
    const freight = split.rates.filter((r) => r.shippingCode === QUOTE_FREIGHT_CODE);
    expect(freight).toEqual([
      expect.objectContaining({ rateMinor: 5000, packageNumber: split.packages.at(-1)?.packageNumber }),
    ]);
  });
});
