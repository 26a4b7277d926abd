import { describe, expect, it } from "vitest";
import { priceBuyRequest } from "./price-item.ts";
import { eGiftcard, openGiftcard, physicalGiftcard } from "./test-fixtures.ts";
import type { GiftcardMetadata, PricingProduct } from "./types.ts";

const to = { recipientName: "Sam", recipientEmail: "sam@example.com", senderName: "Alex", message: "Happy lifting!" };
const price = (product: PricingProduct, giftcard: unknown, qty = 1) =>
  priceBuyRequest({ productId: product.productId, qty, metadata: { giftcard: giftcard as GiftcardMetadata } }, product);
const outcome = (product: PricingProduct, giftcard: unknown) => {
  const r = price(product, giftcard);
  return r.ok ? r.line.unitMinor : `${r.error.message} @ ${r.error.field ?? "-"}`;
};

describe("gift cards (SPEC §5)", () => {
  it.each<[string, PricingProduct, unknown, number | string]>([
    ["a fixed amount", eGiftcard, { ...to, amount: 50 }, 5000],
    ["a fixed amount as a string", eGiftcard, { ...to, amount: "100.00" }, 10000],
    [
      "an amount not in the list",
      eGiftcard,
      { ...to, amount: 30 },
      "Invalid giftcard amount @ metadata.giftcard.amount",
    ],
    ["no amount", eGiftcard, { ...to }, "Invalid giftcard amount @ metadata.giftcard.amount"],
    ["a negative amount", eGiftcard, { ...to, amount: -50 }, "Invalid giftcard amount @ metadata.giftcard.amount"],
    [
      "a custom amount without open amounts",
      eGiftcard,
      { ...to, customAmount: 50 },
      "Invalid giftcard amount @ metadata.giftcard.customAmount",
    ],
    ["an open amount within min/max", openGiftcard, { ...to, customAmount: 37.5 }, 3750],
    ["the open minimum", openGiftcard, { ...to, customAmount: 10 }, 1000],
    ["the open maximum", openGiftcard, { ...to, customAmount: "1000" }, 100000],
    [
      "below the open minimum",
      openGiftcard,
      { ...to, customAmount: 9.99 },
      "Invalid giftcard amount @ metadata.giftcard.customAmount",
    ],
    [
      "above the open maximum",
      openGiftcard,
      { ...to, customAmount: 1000.01 },
      "Invalid giftcard amount @ metadata.giftcard.customAmount",
    ],
    [
      "a third decimal",
      openGiftcard,
      { ...to, customAmount: 20.005 },
      "Invalid giftcard amount @ metadata.giftcard.customAmount",
    ],
    [
      "a non-numeric custom amount",
      openGiftcard,
      { ...to, customAmount: "lots" },
      "Invalid giftcard amount @ metadata.giftcard.customAmount",
    ],
    ["a fixed amount on an open card", openGiftcard, { ...to, amount: 250 }, 25000],
    ["the custom amount wins over the fixed one", openGiftcard, { ...to, amount: 25, customAmount: 40 }, 4000],
    ["a physical card, posted, no email needed", physicalGiftcard, { amount: 25 }, 2500],
    [
      "a physical card sent by email",
      physicalGiftcard,
      { amount: 25, delivery: "email" },
      "Invalid giftcard item @ metadata.giftcard.delivery",
    ],
    [
      "an e-card by mail",
      eGiftcard,
      { ...to, amount: 25, delivery: "mail" },
      "Invalid giftcard item @ metadata.giftcard.delivery",
    ],
    [
      "an unknown delivery",
      openGiftcard,
      { ...to, amount: 25, delivery: "pigeon" },
      "Invalid giftcard item @ metadata.giftcard.delivery",
    ],
    ["a combined card by mail", openGiftcard, { amount: 25, delivery: "mail" }, 2500],
    [
      "an e-card without a recipient email",
      eGiftcard,
      { amount: 25 },
      "Invalid email address @ metadata.giftcard.recipientEmail",
    ],
    [
      "a bad recipient email",
      eGiftcard,
      { ...to, amount: 25, recipientEmail: "sam@" },
      "Invalid email address @ metadata.giftcard.recipientEmail",
    ],
    [
      "a bad sender email",
      eGiftcard,
      { ...to, amount: 25, senderEmail: "alex at example.com" },
      "Invalid email address @ metadata.giftcard.senderEmail",
    ],
    [
      "a message over 500 characters",
      eGiftcard,
      { ...to, amount: 25, message: "x".repeat(501) },
      "Invalid giftcard item @ metadata.giftcard.message",
    ],
    [
      "a number as the sender name",
      eGiftcard,
      { ...to, amount: 25, senderName: 7 },
      "Invalid giftcard item @ metadata.giftcard.senderName",
    ],
    ["no giftcard metadata", eGiftcard, undefined, "Invalid giftcard item @ metadata.giftcard"],
    ["giftcard metadata that is a list", eGiftcard, [50], "Invalid giftcard item @ metadata.giftcard"],
  ])("%s → %s", (_label, product, giftcard, expected) => {
    expect(outcome(product, giftcard)).toBe(expected);
  });

  it("keeps the amount and delivery on the line, times qty", () => {
    const r = price(openGiftcard, { ...to, customAmount: 12.34, design: "red" }, 3);
    expect(r.ok && r.line).toMatchObject({
      unitMinor: 1234,
      rowMinor: 3702,
      giftcard: { amountMinor: 1234, delivery: "email" },
    });
  });

  it("refuses a card without giftcard data as 'Invalid giftcard item'", () => {
    const r = price({ ...eGiftcard, giftcardData: null }, { ...to, amount: 25 });
    expect(r.ok ? null : r.error.message).toBe("Invalid giftcard item");
  });

  it("is never discounted by special, group or earned prices", () => {
    const r = priceBuyRequest(
      { productId: 6001, qty: 1, metadata: { giftcard: { ...to, amount: 50 } } },
      { ...eGiftcard, attributes: { special_price: 1 } },
      { groupId: 2, groupPrices: new Map([[6001, 1]]), earnedFor: () => ({ type: "percent", value: 50 }) },
    );
    expect(r.ok && r.line.unitMinor).toBe(5000);
  });
});
