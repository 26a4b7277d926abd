import type { PricedLine } from "./types.ts";

/** SPEC §8 pricing errors and the SPEC §5 custom-option messages, verbatim. */
export const PRICING_MESSAGES = {
  incorrect_free_product: "Incorrect free product",
  invalid_bundle_child: "Invalid bundle child",
  unknown_bundle_child: "Unknown bundle child",
  invalid_configurable_product: "Invalid configurable product",
  unknown_configurable_child: "Unknown configurable child",
  invalid_giftcard_item: "Invalid giftcard item",
  invalid_giftcard_amount: "Invalid giftcard amount",
  invalid_cart_item: "Invalid cart item",
  invalid_email: "Invalid email address",
  product_not_loaded: "Trying to get price for not loaded product",
  invalid_options: "Invalid options selected",
  /** SPEC §5 names no message for an invalid option value; the unknown-id message fits it. */
  invalid_option_value: "Invalid options selected",
  /** Not in the spec: a quantity outside 1…MAX_LINE_QTY or not a whole number. */
  invalid_qty: "Quantity must be a whole number from 1 to 9999",
} as const;

export type PricingErrorCode = keyof typeof PRICING_MESSAGES | "option_required";

export interface PricingError {
  code: PricingErrorCode;
  message: string;
  /** The request field at fault ("qty", "options.3", "children.1", "metadata.giftcard.recipientEmail"). */
  field?: string;
}

export type PriceResult = { ok: true; line: PricedLine } | { ok: false; error: PricingError };

export function pricingError(code: keyof typeof PRICING_MESSAGES, field?: string): PricingError {
  return field === undefined
    ? { code, message: PRICING_MESSAGES[code] }
    : { code, message: PRICING_MESSAGES[code], field };
}

/** SPEC §5: 'Option {id} is required' (custom options; bundle options use the same words). */
export function optionRequired(id: number, field: string): PricingError {
  return { code: "option_required", message: `Option ${id} is required`, field };
}

export const fail = (error: PricingError): { ok: false; error: PricingError } => ({ ok: false, error });
