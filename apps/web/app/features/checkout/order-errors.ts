import type { OrderErrorCode } from "@ironworks/contracts";
import { type ApiFailure, readError } from "../../lib/api.ts";

/**
 * SPEC §8 order errors: what checkout does with each code the order post answers, and which
 * message it shows. `planFor` is pure; the review page carries the plan out and words the message
 * from the checkout catalog (`checkout.error.<key>`, English as the spec names it).
 */

/** The message keys SPEC §8 shows (their words: `checkout.error.<key>` in features/checkout/messages). */
export const ORDER_MESSAGE_KEYS = [
  "giftcard_balance_error",
  "order_already_published",
  "inventory_error",
  "wrong_shipping_rate",
  "wrong_product_price",
  "cvv_required",
  "payment_error",
  "paypal_amount_mismatch",
  "three_ds",
  // Not a SPEC §8 key: the bank's page could not even be shown (ADR 0018), so nothing was verified.
  "three_ds_unavailable",
  "subscription_agree_missing",
  "list_not_found",
  "empty_order",
  // Not from the server: no answer came (offline, connection dropped) or one that could not be read.
  "network",
  "http",
  // Codes of the contract the order post may answer with no SPEC §8 key of their own.
  "payment_unavailable",
  "ticket_required",
  "ticket_used",
  "account_limit",
  "too_many_attempts",
] as const;
export type OrderMessageKey = (typeof ORDER_MESSAGE_KEYS)[number];

/**
 * Every contract order code (SPEC §8 + ADR 0016) and the message key it shows; null: shown as it
 * came. A Record, so a code added to the contract and not handled here is a type error.
 */
export const ORDER_ERROR_MESSAGE_KEYS: Record<OrderErrorCode, OrderMessageKey | null> = {
  wrong_tax_total: "wrong_product_price",
  wrong_discount: "wrong_product_price",
  wrong_grandtotal: "wrong_product_price",
  wrong_payment_amount: "wrong_product_price",
  wrong_product_price: "wrong_product_price",
  shipping_rate: "wrong_shipping_rate",
  wrong_shipping_total: "wrong_shipping_rate",
  wrong_shipping_rate: "wrong_shipping_rate",
  shipping_method_not_found: "wrong_shipping_rate",
  shipping_method_not_valid: "wrong_shipping_rate",
  pickup_disabled: "wrong_shipping_rate",
  inventory_error: "inventory_error",
  order_already_published: "order_already_published",
  giftcard_balance_error: "giftcard_balance_error",
  giftcard_not_exist: "giftcard_balance_error",
  cvv_required: "cvv_required",
  payment_error: "payment_error",
  three_ds: "three_ds",
  subscription_agree_missing: "subscription_agree_missing",
  list_not_found: "list_not_found",
  empty_order: "empty_order",
  payment_unavailable: "payment_unavailable",
  order_not_found: null,
  order_link_expired: null,
  login_required: null,
  ticket_required: "ticket_required",
  ticket_used: "ticket_used",
  account_limit: "account_limit",
};

/**
 * The message key of a code: a contract code's, a key of its own (three_ds_unavailable, network),
 * `http` for an answer that could not be read (`http_502`), or null.
 */
function messageKeyOf(code: string): OrderMessageKey | null {
  if (Object.hasOwn(ORDER_ERROR_MESSAGE_KEYS, code)) return ORDER_ERROR_MESSAGE_KEYS[code as OrderErrorCode];
  if (/^http_\d+$/.test(code)) return "http";
  return (ORDER_MESSAGE_KEYS as readonly string[]).includes(code) ? (code as OrderMessageKey) : null;
}

export interface OrderError {
  code: string;
  message: string;
  details?: unknown;
}

export interface SkuProblem {
  sku: string;
  /** The server's own words for the line, if it sent any; the page words a known `available` itself. */
  message: string | null;
  /** Units the store can sell now, when the answer says. */
  available: number | null;
}

export interface ErrorPlan {
  /** What the page shows: the catalog message of `messageKey`, else `message` as it came (SPEC §8 unknown codes). */
  message: string;
  messageKey: OrderMessageKey | null;
  /** The values `messageKey`'s message takes (`{status}` of `http`). */
  values: Record<string, string | number>;
  removeGiftcards: boolean;
  /** order_already_published: the existing order to fetch and compare. */
  existingOrderId: string | null;
  reloadCart: boolean;
  /** inventory_error: items out of stock (the modal) and per-SKU problems. */
  outOfStock: SkuProblem[];
  skuProblems: SkuProblem[];
  reloadPrices: boolean;
  refetch: "shipping" | "tax" | null;
  clearPaypalToken: boolean;
}

const basePlan = (message: string, messageKey: OrderMessageKey | null): ErrorPlan => ({
  message,
  messageKey,
  values: {},
  removeGiftcards: false,
  existingOrderId: null,
  reloadCart: false,
  outOfStock: [],
  skuProblems: [],
  reloadPrices: false,
  refetch: null,
  clearPaypalToken: false,
});

const keyed = (key: OrderMessageKey, extra: Partial<ErrorPlan> = {}): ErrorPlan => ({
  ...basePlan("", key),
  ...extra,
});

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * Per-SKU inventory problems: from the details ([{sku, requested?, available?, message?}], bare or
 * as `details.items`) when the server sends them, else parsed from the message
 * ("SKU: requested 2, available 0; SKU2: …").
 */
export function parseSkuProblems(error: OrderError): SkuProblem[] {
  const items = Array.isArray(error.details) ? error.details : record(error.details)?.items;
  if (Array.isArray(items) && items.length) {
    return items.flatMap((raw) => {
      const i = record(raw);
      if (!i || typeof i.sku !== "string") return [];
      const available = typeof i.available === "number" ? i.available : null;
      const message = typeof i.message === "string" ? i.message : null;
      return [{ sku: i.sku, message, available }];
    });
  }
  const out: SkuProblem[] = [];
  for (const part of error.message.split(/[;\n]/)) {
    const m = /([A-Z0-9][A-Z0-9._-]{2,})\s*[:–-]\s*(.+)/.exec(part.trim());
    if (!m?.[1] || !m[2]) continue;
    const text = m[2].trim();
    const avail = /(?:only|available:?)\s*(\d+)/i.exec(text);
    const available = /out of stock/i.test(text) ? 0 : avail?.[1] ? Number(avail[1]) : null;
    out.push({ sku: m[1], message: text, available });
  }
  return out;
}

/** What to do about an order error (SPEC §8). `paymentType` tells a PayPal amount mismatch apart. */
export function planFor(error: OrderError, paymentType: string | null): ErrorPlan {
  const key = messageKeyOf(error.code);
  switch (key) {
    case null:
      // SPEC §8: unknown codes are shown as they came.
      return basePlan(error.message || error.code, null);
    case "giftcard_balance_error":
      return keyed(key, { removeGiftcards: true });
    case "order_already_published": {
      const id = record(error.details)?.orderId;
      return keyed(key, { existingOrderId: typeof id === "string" ? id : null });
    }
    case "inventory_error": {
      const problems = parseSkuProblems(error);
      const outOfStock = problems.filter((p) => p.available === 0);
      return keyed(key, { reloadCart: true, outOfStock, skuProblems: outOfStock.length ? [] : problems });
    }
    case "wrong_shipping_rate":
      return keyed(key, { reloadPrices: true, refetch: "shipping" });
    case "wrong_product_price":
      return keyed(key, { reloadPrices: true, refetch: "tax" });
    case "payment_error": {
      const reason = record(error.details)?.reason;
      const mismatch =
        paymentType === "paypal" &&
        ((typeof reason === "string" && reason.toLowerCase() === "amount_mismatch") ||
          /amount_mismatch/i.test(error.message));
      return mismatch ? keyed("paypal_amount_mismatch", { clearPaypalToken: true }) : keyed(key);
    }
    case "http":
      return keyed(key, { values: { status: error.code.slice(5) } });
    default:
      return keyed(key);
  }
}

/** An error answer's body `{error: {code, message, details}}`, or a generic one. */
export function readOrderError(body: unknown, status: number): OrderError {
  const error = readError(body);
  if (error) return { code: error.code, message: error.message, details: error.details };
  return { code: status ? `http_${status}` : "network", message: "" };
}

/** The order error of a failed call: the answer's, `network` when none came, `http_{status}` when unreadable. */
export function orderErrorOf(failure: ApiFailure): OrderError {
  if (failure.offline) return readOrderError(null, 0);
  const { code, message, details } = failure.error;
  return failure.unreadable ? readOrderError(null, failure.status) : { code, message, details };
}
