import { describe, expect, it } from "vitest";
import { earnedReductionFor, type EarnedTicket, hasEarnedFreeShipping } from "./ticket.ts";
import { promoPrice } from "./pricing/promo-price.ts";

const ticket = (t: Partial<EarnedTicket>): EarnedTicket => ({
  remainingUses: 1,
  value: 10,
  type: "percent",
  freeShipping: false,
  productId: null,
  ...t,
});

describe("tickets feed the earned-store reduction (SPEC §9)", () => {
  it.each([
    ["a percent ticket for any product", [ticket({})], 1, { type: "percent", value: 10 }],
    ["a fixed ticket", [ticket({ type: "fixed", value: 15 })], 1, { type: "fixed", value: 15 }],
    ["a used-up ticket gives nothing", [ticket({ remainingUses: 0 })], 1, undefined],
    ["a ticket for another product gives nothing", [ticket({ productId: 2 })], 1, undefined],
    [
      "a product's own ticket wins over a general one",
      [ticket({ value: 5 }), ticket({ productId: 1, type: "fixed", value: 20 })],
      1,
      { type: "fixed", value: 20 },
    ],
    ["free shipping only reduces no price", [ticket({ value: 0, freeShipping: true })], 1, undefined],
    ["none at all", [], 1, undefined],
  ] as const)("%s", (_name, tickets, productId, reduction) => {
    expect(earnedReductionFor(tickets)(productId)).toEqual(reduction);
  });

  it("prices a product through promoPrice: 100.00 with a 10% ticket is 90.00", () => {
    const earnedFor = earnedReductionFor([ticket({})]);
    expect(promoPrice({ productId: 1, price: 100, attributes: {} }, { earnedFor })).toMatchObject({
      minor: 9000,
      earned: true,
    });
  });

  it.each([
    [[ticket({ freeShipping: true })], true],
    [[ticket({ freeShipping: true, remainingUses: 0 })], false],
    [[ticket({})], false],
  ])("free shipping %#", (tickets, expected) => {
    expect(hasEarnedFreeShipping(tickets)).toBe(expected);
  });
});
