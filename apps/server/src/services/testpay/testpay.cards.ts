import { type CardBrand, cardBrand } from "@ironworks/domain";

/**
 * The test cards and what they do (docs/testpay.md). Adyen's own test numbers keep their meaning;
 * the 4000 0000 0000 xxxx series is ours, one number per refusal the store must handle. Holder-name
 * triggers follow Adyen's table (RequestedTestAcquirerResponseCode).
 */
export type CardBehaviour =
  | { kind: "authorise" }
  | { kind: "refuse"; reason: string; code: string }
  | { kind: "error"; reason: string; code: string }
  | { kind: "pending" }
  | { kind: "cvcRequired" }
  | { kind: "timeout" }
  | { kind: "threeDS"; path: "frictionless" | "challenge" | "redirect" };

export const REFUSALS = {
  refused: { reason: "Refused", code: "2" },
  referral: { reason: "Referral", code: "3" },
  acquirerError: { reason: "Acquirer Error", code: "4" },
  blocked: { reason: "Blocked Card", code: "5" },
  expired: { reason: "Expired Card", code: "6" },
  invalidAmount: { reason: "Invalid Amount", code: "7" },
  invalidCardNumber: { reason: "Invalid Card Number", code: "8" },
  issuerUnavailable: { reason: "Issuer Unavailable", code: "9" },
  notSupported: { reason: "Not supported", code: "10" },
  notAuthenticated: { reason: "3D Not Authenticated", code: "11" },
  notEnoughBalance: { reason: "Not enough balance", code: "12" },
  acquirerFraud: { reason: "Acquirer Fraud", code: "14" },
  cancelled: { reason: "Cancelled", code: "15" },
  shopperCancelled: { reason: "Shopper Cancelled", code: "16" },
  cvcDeclined: { reason: "CVC Declined", code: "24" },
  unknown: { reason: "Unknown", code: "0" },
} as const;

export const TEST_CARDS: Record<string, { label: string; behaviour: CardBehaviour }> = {
  "4111111111111111": { label: "Visa: authorised", behaviour: { kind: "authorise" } },
  "5555555555554444": { label: "Mastercard: authorised", behaviour: { kind: "authorise" } },
  "5555444433331111": { label: "Mastercard: authorised", behaviour: { kind: "authorise" } },
  "370000000000002": { label: "Amex: authorised (CID 7373)", behaviour: { kind: "authorise" } },
  "5454545454545454": { label: "Mastercard 3DS2: frictionless", behaviour: { kind: "threeDS", path: "frictionless" } },
  "4917610000000000": { label: "Visa 3DS2: challenge", behaviour: { kind: "threeDS", path: "challenge" } },
  "2222400010000008": { label: "Mastercard 3DS2: challenge", behaviour: { kind: "threeDS", path: "challenge" } },
  "371449635398431": { label: "Amex 3DS2: challenge (CID 7373)", behaviour: { kind: "threeDS", path: "challenge" } },
  "6011111111111117": { label: "Discover 3DS: redirect", behaviour: { kind: "threeDS", path: "redirect" } },
  "4000000000000002": { label: "Refused", behaviour: { kind: "refuse", ...REFUSALS.refused } },
  "4000000000009995": { label: "Not enough balance", behaviour: { kind: "refuse", ...REFUSALS.notEnoughBalance } },
  "4000000000000069": { label: "Expired Card", behaviour: { kind: "refuse", ...REFUSALS.expired } },
  "4000000000000101": { label: "CVC required on every payment", behaviour: { kind: "cvcRequired" } },
  "4000000000000119": { label: "Timeout: the gateway never answers", behaviour: { kind: "timeout" } },
  "4000000000000127": { label: "Error: Acquirer Error", behaviour: { kind: "error", ...REFUSALS.acquirerError } },
  "4000000000000010": { label: "Received: pending", behaviour: { kind: "pending" } },
};

/** Adyen's holderName triggers. */
const HOLDER_TRIGGERS: Record<string, CardBehaviour> = {
  APPROVED: { kind: "authorise" },
  DECLINED: { kind: "refuse", ...REFUSALS.refused },
  REFERRAL: { kind: "refuse", ...REFUSALS.referral },
  ERROR: { kind: "error", ...REFUSALS.acquirerError },
  BLOCK_CARD: { kind: "refuse", ...REFUSALS.blocked },
  CARD_EXPIRED: { kind: "refuse", ...REFUSALS.expired },
  INVALID_AMOUNT: { kind: "refuse", ...REFUSALS.invalidAmount },
  INVALID_CARD_NUMBER: { kind: "refuse", ...REFUSALS.invalidCardNumber },
  ISSUER_UNAVAILABLE: { kind: "refuse", ...REFUSALS.issuerUnavailable },
  NOT_SUPPORTED: { kind: "refuse", ...REFUSALS.notSupported },
  NOT_3D_AUTHENTICATED: { kind: "refuse", ...REFUSALS.notAuthenticated },
  NOT_ENOUGH_BALANCE: { kind: "refuse", ...REFUSALS.notEnoughBalance },
  PENDING: { kind: "pending" },
  ACQUIRER_FRAUD: { kind: "refuse", ...REFUSALS.acquirerFraud },
  CANCELLED: { kind: "refuse", ...REFUSALS.cancelled },
  SHOPPER_CANCELLED: { kind: "refuse", ...REFUSALS.shopperCancelled },
  UNKNOWN: { kind: "error", ...REFUSALS.unknown },
};

/** A card as the gateway keeps it (never leaves the gateway). */
export interface CardData {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string | null;
  holderName: string;
}

export function brandOf(number: string): CardBrand {
  return cardBrand(number);
}

/** The behaviour for a card: holder-name trigger first (Adyen's rule), then the number; others authorise. */
export function behaviourOf(card: Pick<CardData, "number" | "holderName">): CardBehaviour {
  const trigger = HOLDER_TRIGGERS[card.holderName.trim().toUpperCase()];
  if (trigger) return trigger;
  return TEST_CARDS[card.number]?.behaviour ?? { kind: "authorise" };
}

/** Our CVC convention (Adyen's test value): 737, or 7373 for American Express. */
export function cvcMatches(number: string, cvc: string): boolean {
  return cvc === (brandOf(number) === "amex" ? "7373" : "737");
}
