import type { Order } from "@ironworks/contracts";
import { type CaptchaAction, emailIssue, type FieldRule, requiredIssue, tooLongIssue } from "@ironworks/domain";
import { type FormMessage, said } from "../account/form-message.ts";

/**
 * The guest order lookup (order number + email), shared by the Magento path /sales/guest/form,
 * /shippingtracker and /payment-link. A wrong pair and an unknown number read the same (no
 * enumeration of order numbers or of who ordered).
 */

export type LookupField = "orderId" | "email";

export const ORDER_ID_MAX = 64;

export const LOOKUP_RULES: Record<LookupField, readonly FieldRule[]> = {
  orderId: [(v) => requiredIssue(v, "orderNumber"), (v) => tooLongIssue(v, "orderNumber", ORDER_ID_MAX)],
  email: [(v) => emailIssue(v)],
};

export const LOOKUP_NOT_FOUND = said(
  "order_not_found",
  "We couldn't find an order with that order number and email. Please check both and try again.",
);

/** The captcha action that guards POST /svc_checkout/order/lookup (the server shares "order" with placing one). */
export const LOOKUP_CAPTCHA: CaptchaAction = "order";

/** The hidden field that carries the solved captcha to the route action. */
export const CAPTCHA_FIELD = "captcha";

/**
 * What the lookup action answers when it does not redirect: the form's values and errors again,
 * or the order found (when this session may not re-read it by number, see orders.server.ts).
 */
export interface LookupResult {
  values: Partial<Record<LookupField, string>>;
  errors: Partial<Record<LookupField, FormMessage>>;
  message?: FormMessage;
  order?: Order;
}

/** " #iw-abc123 " → "IW-ABC123": shoppers paste the number as the mails print it (numbers are upper case). */
export const cleanOrderId = (v: string) => v.trim().replace(/^#/, "").trim().toUpperCase();
