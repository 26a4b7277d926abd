import type { OrderPaymentIn, PlaceOrderRequest, RateAddress, ShippingSelection } from "@ironworks/contracts";
import type { CheckoutData, CheckoutDraft } from "./checkout-types.ts";
import { orderItems } from "./order-lines.ts";
import { collectBrowserInfo } from "./payment/browser-info.ts";
import { needsBrowserInfo } from "./place-order.ts";
import { type CheckoutTotals, orderTotals } from "./totals.ts";

/** The POST /svc_checkout/order body from what the shopper saw and chose. */
export function buildOrderRequest(input: {
  data: CheckoutData;
  draft: CheckoutDraft;
  totals: CheckoutTotals;
  tax: Parameters<typeof orderTotals>[1];
  shippingAddress: RateAddress | null;
  billingAddress: RateAddress | null;
  selections: ShippingSelection[];
  giftcards: { code: string; amount: number; balance: number }[];
  returnUrl: string;
  l10n: string;
}): PlaceOrderRequest {
  const { data, draft, totals } = input;
  const payment: OrderPaymentIn = draft.payment
    ? { ...draft.payment, amount: totals.amountDue }
    : { paymentType: totals.amountDue === 0 && input.giftcards.length ? "giftcard" : "free", amount: 0 };
  if (needsBrowserInfo(data.currency, payment) && !payment.browserInfo && typeof window !== "undefined")
    payment.browserInfo = { ...collectBrowserInfo() };
  if (payment.paymentType === "card" || payment.paymentType === "storedCard") payment.returnUrl ??= input.returnUrl;
  return {
    listId: data.list._id,
    storeId: data.storeId,
    items: orderItems(data.list),
    shippingMode: draft.shippingMode,
    totals: orderTotals(totals, input.tax),
    payment,
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    shipping: input.selections,
    giftcards: input.giftcards.filter((g) => g.amount > 0),
    ...(draft.comments.trim() ? { comments: draft.comments.trim() } : {}),
    customer: {
      email: (data.customer?.email || draft.email).trim(),
      ...(data.customer ? { customerId: data.customer.customerId, groupId: data.customer.groupId } : { groupId: 0 }),
    },
    meta: { l10n: input.l10n },
    agreements: draft.agreements,
    newsletter: draft.newsletter,
  };
}
