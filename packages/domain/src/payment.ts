import { issue, textOf, type ValidationIssue } from "./rules/message.ts";
import { requiredIssue } from "./rules/validation.ts";

/**
 * Card rules both sides share (SPEC §3 credit card, §9 "Expired card: end of expiry month passed").
 * Card numbers only ever exist in the browser and the payment gateway: the store keeps brand,
 * last four, expiry and holder name.
 */

/** Adyen's brand codes (the ones its test cards cover). */
export const CARD_BRANDS = [
  "visa",
  "mc",
  "amex",
  "discover",
  "jcb",
  "diners",
  "maestro",
  "cup",
  "cartebancaire",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | "unknown";

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: "Visa",
  mc: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  diners: "Diners Club",
  maestro: "Maestro",
  cup: "UnionPay",
  cartebancaire: "Cartes Bancaires",
  unknown: "Card",
};

/**
 * True once the end of the expiry month has passed (SPEC §9). The month is read in UTC: a card
 * expiring 03/2030 is good through 2030-03-31T23:59:59.999Z and expired from 2030-04-01T00:00Z.
 */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expMonth > 12) return true;
  const firstDayAfter = Date.UTC(expYear, expMonth, 1); // month index expMonth = the month after (0-based)
  return now.getTime() >= firstDayAfter;
}

/** Digits only: spaces and dashes people type are dropped. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, "");

/** The Luhn check digit rule every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges, the common ones). */
export function cardBrand(digits: string): CardBrand {
  const n = cardDigits(digits);
  const p2 = Number(n.slice(0, 2));
  const p4 = Number(n.slice(0, 4));
  const p6 = Number(n.slice(0, 6));
  if (/^4360000/.test(n)) return "cartebancaire";
  if (/^4/.test(n)) return "visa";
  if (/^3[47]/.test(n)) return "amex";
  if ((p2 >= 51 && p2 <= 55) || (p6 >= 222100 && p6 <= 272099)) return "mc";
  if (/^(6011|65|64[4-9])/.test(n)) return "discover";
  if (p4 >= 3528 && p4 <= 3589) return "jcb";
  if (/^3(0[0-5]|[68]|095)/.test(n)) return "diners";
  if (/^62/.test(n)) return "cup";
  if (/^(5[06-8]|6)/.test(n)) return "maestro";
  return "unknown";
}

export const CARD_NUMBER_MESSAGE = "Please enter a valid card number.";
export const CARD_EXPIRY_MESSAGE = "Please enter a valid expiry date (MM/YY).";
export const CARD_EXPIRED_MESSAGE = "This card has expired.";
export const CARD_CVC_MESSAGE = "Please enter the 3 or 4 digit security code.";

/** Card form rules (SPEC §5 style: required first, then the field's own rule). */
export function cardNumberIssue(value: unknown): ValidationIssue | null {
  return (
    requiredIssue(value, "cardNumber") ??
    (luhnValid(cardDigits(String(value))) ? null : issue("cardNumber", CARD_NUMBER_MESSAGE))
  );
}

export const cardNumberMessage = (value: unknown): string | null => textOf(cardNumberIssue(value));

/** "MM/YY" or "MM/YYYY" → month and four-digit year, or null. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function cardExpiryIssue(value: unknown, now: Date = new Date()): ValidationIssue | null {
  const required = requiredIssue(value, "expiryDate");
  if (required) return required;
  const parsed = parseCardExpiry(String(value));
  if (!parsed) return issue("cardExpiry", CARD_EXPIRY_MESSAGE);
  return isCardExpired(parsed.month, parsed.year, now) ? issue("cardExpired", CARD_EXPIRED_MESSAGE) : null;
}

export const cardExpiryMessage = (value: unknown, now: Date = new Date()): string | null =>
  textOf(cardExpiryIssue(value, now));

export function cardCvcIssue(value: unknown): ValidationIssue | null {
  return (
    requiredIssue(value, "securityCode") ??
    (/^\d{3,4}$/.test(String(value).trim()) ? null : issue("cardCvc", CARD_CVC_MESSAGE))
  );
}

export const cardCvcMessage = (value: unknown): string | null => textOf(cardCvcIssue(value));
