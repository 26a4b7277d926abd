import type { Order } from "@ironworks/contracts";
import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { orderMoney, orderStatusText, paymentText } from "./order-format.ts";

/**
 * /payment-link for an order this session may read. SPEC §2 names the route only; ours (see the
 * route module) says what is owed and what the shopper can do about it. The server has no
 * "pay an existing order" call: a failed payment frees the cart for a new checkout instead.
 */
export function PaymentLinkView({ order }: { order: Order }) {
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  const money = (n: number) => orderMoney(n, order.currency, locale);
  const details = `/sales/guest/form?orderId=${encodeURIComponent(order.orderId)}`;
  return (
    <div className="account-card payment-link" data-testid="payment-link">
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{orderStatusText(order.status)}</dd>
        </div>
        <div>
          <dt>{order.status === "payment_error" || order.status === "payment_pending" ? "Amount due" : "Amount"}</dt>
          <dd data-testid="amount-due">{money(order.payment.amount)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{paymentText(order.payment)}</dd>
        </div>
      </dl>
      {order.status === "payment_error" ? (
        <>
          <p>
            The payment for this order did not go through and you have not been charged. The order will not ship. The
            items are still in your cart: check out again to pay with another card or method.
          </p>
          <p className="payment-link__actions">
            <Link to={href("/cart")} className={buttonClass({ variant: "primary" })}>
              Go to cart and pay
            </Link>
            <Link to={href(details)}>View the order</Link>
          </p>
        </>
      ) : order.status === "payment_pending" ? (
        <p>
          Your bank is still waiting for you to confirm this payment (3-D Secure). If you closed the confirmation
          window, the payment is cancelled after a few minutes and nothing is charged; then check out again from your{" "}
          <Link to={href("/cart")}>cart</Link>. If you were charged, contact Customer Support with your order number.
        </p>
      ) : order.status === "new" ? (
        <p>
          This order is being placed. Refresh this page in a moment; if it does not change, contact Customer Support
          with your order number.
        </p>
      ) : (
        <p>
          This order is paid. There is nothing more to pay. <Link to={href(details)}>View the order</Link>
        </p>
      )}
    </div>
  );
}
