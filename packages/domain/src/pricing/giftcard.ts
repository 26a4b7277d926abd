import type { Minor } from "../money.ts";
import { toMinor } from "../money.ts";
import { isValidEmail } from "../rules/email.ts";
import { hasTwoDecimals, readPrice } from "./amounts.ts";
import { type PricingError, pricingError } from "./errors.ts";
import type { GiftcardMetadata, PricingGiftcardData } from "./types.ts";

export type GiftcardDelivery = "email" | "mail";

/** Longest text per giftcard metadata field. */
export const GIFTCARD_TEXT_LIMITS = { recipientName: 100, senderName: 100, message: 500, design: 64 } as const;

export type GiftcardResult =
  | { ok: true; amountMinor: Minor; delivery: GiftcardDelivery }
  | { ok: false; error: PricingError };

const FIELD = "metadata.giftcard";
const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to match them
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

const present = (v: unknown) => v !== undefined && v !== null && v !== "";

/** A client amount: a number with at most 2 decimals or its decimal string. */
function readAmount(value: unknown): number | null {
  if (typeof value === "string" && DECIMAL.test(value.trim())) return Number(value.trim());
  return hasTwoDecimals(value) ? value : null;
}

/** Delivery from the card type: virtual cards are emailed, physical ones posted, combined either (email by default). */
function readDelivery(data: PricingGiftcardData, value: unknown): GiftcardDelivery | null {
  const fallback: GiftcardDelivery = data.type === "physical" ? "mail" : "email";
  const delivery = present(value) ? value : fallback;
  if (delivery !== "email" && delivery !== "mail") return null;
  if (data.type === "virtual" && delivery !== "email") return null;
  if (data.type === "physical" && delivery !== "mail") return null;
  return delivery;
}

/**
 * SPEC §5 gift cards: a custom amount only when open amounts are enabled and it lies within
 * min…max; otherwise the amount must be one of the fixed amounts ('Invalid giftcard amount').
 * A card without giftcard data, metadata or a usable delivery is 'Invalid giftcard item'; a bad
 * recipient or sender email is 'Invalid email address' (the SPEC §5 email rule).
 */
export function priceGiftcard(data: PricingGiftcardData | null, metadata: unknown): GiftcardResult {
  if (!data) return { ok: false, error: pricingError("invalid_giftcard_item") };
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))
    return { ok: false, error: pricingError("invalid_giftcard_item", FIELD) };
  const card = metadata as GiftcardMetadata;

  let amountMinor: Minor;
  if (present(card.customAmount)) {
    const amount = readAmount(card.customAmount);
    const min = readPrice(data.openAmountMin);
    const max = readPrice(data.openAmountMax);
    const minor = amount === null ? null : toMinor(amount);
    if (
      !data.isOpenAmountAllowed ||
      minor === null ||
      minor <= 0 ||
      (min !== null && minor < min) ||
      (max !== null && minor > max)
    )
      return { ok: false, error: pricingError("invalid_giftcard_amount", `${FIELD}.customAmount`) };
    amountMinor = minor;
  } else {
    const amount = readAmount(card.amount);
    const minor = amount === null ? null : toMinor(amount);
    if (minor === null || minor <= 0 || !data.amounts.some((a) => readPrice(a) === minor))
      return { ok: false, error: pricingError("invalid_giftcard_amount", `${FIELD}.amount`) };
    amountMinor = minor;
  }

  const delivery = readDelivery(data, card.delivery);
  if (!delivery) return { ok: false, error: pricingError("invalid_giftcard_item", `${FIELD}.delivery`) };
  if (delivery === "email" && !isValidEmail(card.recipientEmail))
    return { ok: false, error: pricingError("invalid_email", `${FIELD}.recipientEmail`) };
  if (present(card.recipientEmail) && !isValidEmail(card.recipientEmail))
    return { ok: false, error: pricingError("invalid_email", `${FIELD}.recipientEmail`) };
  if (present(card.senderEmail) && !isValidEmail(card.senderEmail))
    return { ok: false, error: pricingError("invalid_email", `${FIELD}.senderEmail`) };
  for (const [key, limit] of Object.entries(GIFTCARD_TEXT_LIMITS)) {
    const text = card[key as keyof typeof GIFTCARD_TEXT_LIMITS];
    if (!present(text)) continue;
    const ok = typeof text === "string" && text.length <= limit && !CONTROL.test(text);
    if (!ok) return { ok: false, error: pricingError("invalid_giftcard_item", `${FIELD}.${key}`) };
  }
  return { ok: true, amountMinor, delivery };
}
