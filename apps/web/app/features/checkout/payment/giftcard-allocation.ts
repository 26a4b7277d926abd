import { fromMinor, toMinor } from "@ironworks/domain";
import { OFFLINE_MESSAGE } from "../../../lib/api.ts";
import type { AppliedGiftcard } from "./types.ts";

/** The contract's limit (PlaceOrderRequest.giftcards max 5). */
export const MAX_GIFTCARDS = 5;

/**
 * Shares `maxAmount` (what is left to pay before gift cards) among the cards in the order they
 * were applied: each pays min(its balance, what is still due). Computed in minor units so the
 * parts add up to the cent; a card that is no longer needed keeps its place with amount 0.
 */
export function allocateGiftcards(
  cards: readonly { code: string; balance: number }[],
  maxAmount: number,
): AppliedGiftcard[] {
  let remaining = Math.max(0, toMinor(maxAmount));
  return cards.map((card) => {
    const balance = Math.max(0, toMinor(card.balance));
    const take = Math.min(balance, remaining);
    remaining -= take;
    return { code: card.code, balance: fromMinor(balance), amount: fromMinor(take) };
  });
}

/** The total the applied cards pay. */
export function giftcardTotal(cards: readonly AppliedGiftcard[]): number {
  return fromMinor(cards.reduce((sum, c) => sum + toMinor(c.amount), 0));
}

/** What is still due after the cards. */
export function amountAfterGiftcards(maxAmount: number, cards: readonly AppliedGiftcard[]): number {
  return fromMinor(Math.max(0, toMinor(maxAmount) - toMinor(giftcardTotal(cards))));
}

export const sameAllocation = (a: readonly AppliedGiftcard[], b: readonly AppliedGiftcard[]) =>
  a.length === b.length &&
  a.every((c, i) => c.code === b[i]?.code && c.amount === b[i]?.amount && c.balance === b[i]?.balance);

/** Codes compare without case, spaces or dashes ("abcd-1234" is "ABCD1234"). */
export const normaliseGiftcardCode = (code: string) => code.trim().toUpperCase();
export const sameGiftcardCode = (a: string, b: string) =>
  a.replace(/[\s-]/g, "").toUpperCase() === b.replace(/[\s-]/g, "").toUpperCase();

/** SPEC §8 and the balance check's codes, in words for the shopper. */
export function giftcardErrorMessage(code: string, fallback?: string): string {
  switch (code) {
    case "giftcard_not_exist":
      return "We couldn't find a gift card with that code. Please check it and try again.";
    case "giftcard_balance_error":
      return "This gift card has no balance left.";
    case "validation_error":
      return "Please enter a valid gift card code.";
    case "rate_limited":
    case "too_many_requests":
      return "Too many attempts. Please wait a moment and try again.";
    case "captcha_failed":
    case "captcha_required":
      return "We couldn't verify this request. Please try again.";
    case "no_response":
      return OFFLINE_MESSAGE;
    default:
      return fallback ?? "We couldn't check this gift card. Please try again.";
  }
}
