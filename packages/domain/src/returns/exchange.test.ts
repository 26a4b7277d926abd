import { describe, expect, it } from "vitest";
import { EVEN_EXCHANGE, type ExchangeVariant, exchangeOffer, exchangeProblem } from "./exchange.ts";
import { computeRefund, type RefundOrder } from "./refund.ts";
import { RETURN_POLICIES, type ReturnPolicy } from "./policy.ts";

/** A rack sold in three sizes at one price and a fourth dearer; the shopper has the M (id 11). */
const VARIANTS: ExchangeVariant[] = [
  { productId: 10, sku: "RACK-S", label: "Size: S", priceMinor: 4_999, inStock: 3 },
  { productId: 11, sku: "RACK-M", label: "Size: M", priceMinor: 4_999, inStock: 5 },
  { productId: 12, sku: "RACK-L", label: "Size: L", priceMinor: 4_999, inStock: 1 },
  { productId: 13, sku: "RACK-XL", label: "Size: XL", priceMinor: 5_499, inStock: 9 },
  { productId: 14, sku: "RACK-XS", label: "Size: XS", priceMinor: 4_999, inStock: 0 },
];
const HAS_M = { variantId: 11, variantPriceMinor: 4_999 };

describe("exchangeProblem: an even exchange for another variant of the same product (ADR 0047)", () => {
  const table: [string, Parameters<typeof exchangeProblem>[0], number | undefined, number, string | null][] = [
    ["another size at the same price, in stock", HAS_M, 10, 1, null],
    ["the last unit of a size", HAS_M, 12, 1, null],
    ["more units than the size has", HAS_M, 12, 2, "exchange_out_of_stock"],
    ["a size out of stock (backorders do not count)", HAS_M, 14, 1, "exchange_out_of_stock"],
    ["a dearer size: a refund and a new order instead", HAS_M, 13, 1, "exchange_price_differs"],
    ["the size the shopper has", HAS_M, 11, 1, "exchange_same_variant"],
    ["another product's variant", HAS_M, 99, 1, "exchange_not_a_variant"],
    ["no variant chosen", HAS_M, undefined, 1, "exchange_variant_required"],
    ["a simple product's line", { variantId: null, variantPriceMinor: null }, 10, 1, "exchange_not_offered"],
    ["the shopper's variant no longer sold", { variantId: 11, variantPriceMinor: null }, 10, 1, "exchange_not_offered"],
  ];
  for (const [name, line, chosen, qty, problem] of table)
    it(name, () => expect(exchangeProblem(line, VARIANTS, chosen, qty)).toBe(problem));

  it("offers exactly the variants it accepts for one unit", () => {
    expect(exchangeOffer(HAS_M, VARIANTS).map((v) => v.sku)).toEqual(["RACK-S", "RACK-L"]);
    expect(exchangeOffer({ variantId: null, variantPriceMinor: null }, VARIANTS)).toEqual([]);
  });

  it("moves no money: every amount of the breakdown is zero", () => {
    expect(Object.values(EVEN_EXCHANGE).every((n) => n === 0)).toBe(true);
  });
});

describe("an exchange between partial returns: the units it took keep their share with the store", () => {
  const order: RefundOrder = {
    subtotal: 14_997,
    discount: 1_500,
    shipping: 1_999,
    itemTax: 1_114,
    shippingTax: 165,
    pricesIncludeVat: false,
    lines: [{ lineNo: 1, qty: 3, rowTotalMinor: 14_997 }],
  };
  const charged = 14_997 - 1_500 + 1_999 + 1_114 + 165;
  it("refunds of the other units plus the exchanged unit's share add up to the cent", () => {
    const policy = RETURN_POLICIES.USA as ReturnPolicy;
    const first = computeRefund(order, policy, [], [{ lineNo: 1, qty: 1, reason: "defective" }]);
    // Unit 2 was exchanged (an even exchange: nothing refunded, but it counts as returned).
    const exchanged = computeRefund(
      order,
      policy,
      [{ lineNo: 1, qty: 1, reason: "defective" }],
      [{ lineNo: 1, qty: 1, reason: "defective" }],
    );
    const last = computeRefund(
      order,
      policy,
      [
        { lineNo: 1, qty: 1, reason: "defective" },
        { lineNo: 1, qty: 1, reason: "defective" },
      ],
      [{ lineNo: 1, qty: 1, reason: "defective" }],
    );
    expect(first.total + exchanged.total + last.total).toBe(charged);
    expect(first.total + last.total).toBe(charged - exchanged.total);
  });
});
