import { fromMinor, toMinor } from "@ironworks/domain";
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

/** The gift card problems the page words (`checkout.giftcard.error.<key>` in the checkout catalog). */
export type GiftcardErrorKey = "notFound" | "noBalance" | "invalid" | "tooMany" | "captcha" | "offline" | "failed";

/**
 * SPEC §8 and the balance check's codes: the message key the page shows, or null for a code of its
 * own, whose message (if the answer had one) is shown as it came.
 */
export function giftcardErrorKey(code: string): GiftcardErrorKey | null {
  switch (code) {
    case "giftcard_not_exist":
      return "notFound";
    case "giftcard_balance_error":
      return "noBalance";
    case "validation_error":
      return "invalid";
    case "rate_limited":
    case "too_many_requests":
    case "too_many_attempts":
      return "tooMany";
    case "captcha_failed":
    case "captcha_required":
      return "captcha";
    case "no_response":
    case "browser_offline":
      return "offline";
    default:
      return null;
  }
}
