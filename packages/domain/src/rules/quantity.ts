import { isValidQty, MAX_LINE_QTY } from "../pricing/amounts.ts";
import { baseSku } from "../sites.ts";

/** SPEC §5: the ticket-only product, for premium ticket holders, one per account. */
export const TICKET_ONLY_SKUS: readonly string[] = ["HW1012"];
/** SPEC §5: MMV-prefixed SKUs are limited runs, at most 1. */
export const LIMITED_SKU_PREFIX = "MMV";

export interface QuantityProduct {
  sku: string;
  type: string;
  attributes: {
    purchase_limit?: number | null | undefined;
    subscription_interval?: string | null | undefined;
    program_delivery?: string | null | undefined;
    is_registration_sku?: boolean | undefined;
  };
  inventory?: { min: number; max: number } | undefined;
}

/** What the account side knows: premium tickets held, and units of a sku already bought (orders and other cart lines). */
export interface QuantityAccount {
  premiumTicket: boolean;
  purchased(sku: string): number;
}

export type QuantityRule = "inventory" | "purchase_limit" | "limited_sku" | "program" | "registration" | "ticket_only";

export interface QuantityLimits {
  min: number;
  max: number;
  /** Every rule that applies to the product, for messages and tests. */
  rules: QuantityRule[];
}

export type QuantityErrorCode = "invalid_qty" | "qty_min" | "qty_max" | "ticket_required" | "account_limit";
export type QuantityCheck =
  | { ok: true }
  | { ok: false; error: { code: QuantityErrorCode; message: string; limit?: number } };

const positive = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 1;

export function isTicketOnly(sku: string): boolean {
  return TICKET_ONLY_SKUS.includes(baseSku(sku).toUpperCase());
}

export function isLimitedSku(sku: string): boolean {
  return baseSku(sku).toUpperCase().startsWith(LIMITED_SKU_PREFIX);
}

/** Programs are the virtual subscriptions (SPEC §3 subscription_interval / program_delivery). */
export function isProgram(product: QuantityProduct): boolean {
  const a = product.attributes;
  return product.type === "virtual" && Boolean(a.subscription_interval || a.program_delivery);
}

/**
 * SPEC §5 product-level quantity limits for one cart line: MMV skus, programs and the ticket-only
 * sku max 1; registration skus min and max 1; purchase_limit and the inventory max when set;
 * never above MAX_LINE_QTY. Account-level rules are in checkQuantity.
 */
export function quantityLimits(product: QuantityProduct): QuantityLimits {
  let max = MAX_LINE_QTY;
  let min = 1;
  const rules: QuantityRule[] = [];
  const cap = (n: number, rule: QuantityRule) => {
    max = Math.min(max, n);
    rules.push(rule);
  };
  const inv = product.inventory;
  if (inv && positive(inv.max)) cap(Math.floor(inv.max), "inventory");
  if (positive(product.attributes.purchase_limit)) cap(Math.floor(product.attributes.purchase_limit), "purchase_limit");
  if (isLimitedSku(product.sku)) cap(1, "limited_sku");
  if (isProgram(product)) cap(1, "program");
  if (isTicketOnly(product.sku)) cap(1, "ticket_only");
  if (product.attributes.is_registration_sku) cap(1, "registration");
  else if (inv && positive(inv.min) && inv.min > 1) min = Math.min(Math.floor(inv.min), max);
  return { min, max, rules };
}

/** The product-level rules only (quantityLimits): what a price quote without an account can check. */
export function checkProductQuantity(product: QuantityProduct, qty: number): QuantityCheck {
  if (!isValidQty(qty))
    return { ok: false, error: { code: "invalid_qty", message: "Quantity must be a whole number from 1 to 9999" } };
  const limits = quantityLimits(product);
  if (qty > limits.max)
    return {
      ok: false,
      error: { code: "qty_max", message: `The maximum quantity is ${limits.max}.`, limit: limits.max },
    };
  if (qty < limits.min)
    return {
      ok: false,
      error: { code: "qty_min", message: `The minimum quantity is ${limits.min}.`, limit: limits.min },
    };
  return { ok: true };
}

/**
 * Whether `qty` of a product may go in the cart: the account rules, then the product rules. The
 * ticket-only sku needs an account with a premium ticket (a guest has none) and at most one per
 * account, counting earlier purchases.
 */
export function checkQuantity(product: QuantityProduct, qty: number, account: QuantityAccount | null): QuantityCheck {
  if (isTicketOnly(product.sku) && isValidQty(qty)) {
    if (!account?.premiumTicket)
      return {
        ok: false,
        error: { code: "ticket_required", message: "This item is only for premium ticket holders." },
      };
    if (account.purchased(baseSku(product.sku).toUpperCase()) + qty > 1)
      return { ok: false, error: { code: "account_limit", message: "Limit one per account.", limit: 1 } };
  }
  return checkProductQuantity(product, qty);
}
