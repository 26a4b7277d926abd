import type { Order } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import type { OrdersKey } from "./messages.ts";
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
  const t = useT<OrdersKey>();
  const money = (n: number) => orderMoney(n, order.currency, locale);
  const details = `/sales/guest/form?orderId=${encodeURIComponent(order.orderId)}`;
  return (
    <div className="account-card payment-link" data-testid="payment-link">
      <dl className="order-facts">
        <div>
          <dt>{t("orders.orderNumber")}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>{t("orders.statusLabel")}</dt>
          <dd data-testid="order-status">{orderStatusText(order.status, t)}</dd>
        </div>
        <div>
          <dt>
            {t(
              order.status === "payment_error" || order.status === "payment_pending"
                ? "orders.total.due"
                : "orders.amount",
            )}
          </dt>
          <dd data-testid="amount-due">{money(order.payment.amount)}</dd>
        </div>
        <div>
          <dt>{t("orders.paymentMethod")}</dt>
          <dd>{paymentText(order.payment, t)}</dd>
        </div>
      </dl>
      {order.status === "payment_error" ? (
        <>
          <p>{t("orders.payLink.failed")}</p>
          <p className="payment-link__actions">
            <Link to={href("/cart")} className={buttonClass({ variant: "primary" })}>
              {t("orders.payLink.toCart")}
            </Link>
            <Link to={href(details)}>{t("orders.viewOrder")}</Link>
          </p>
        </>
      ) : order.status === "payment_pending" ? (
        <>
          <p>{t("orders.payLink.pending")}</p>
          <p>
            <Link to={href("/cart")}>{t("orders.payLink.toCart")}</Link>
          </p>
        </>
      ) : order.status === "new" ? (
        <p>{t("orders.payLink.placing")}</p>
      ) : (
        <p>
          {t("orders.payLink.paid")} <Link to={href(details)}>{t("orders.viewOrder")}</Link>
        </p>
      )}
    </div>
  );
}
