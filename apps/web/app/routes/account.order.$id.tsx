import { Link } from "react-router";
import { OrderErrorBoundary } from "../features/orders/OrderErrorBoundary.tsx";
import { OrderView } from "../features/orders/OrderView.tsx";
import { OrderReturns } from "../features/returns/PrintSlip.tsx";
import { loadReturnsPanel } from "../features/returns/returns.server.ts";
import { returnsCatalog } from "../features/returns/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { loadAccountOrder } from "../features/orders/orders.server.ts";
import { isUnpaid } from "../features/orders/order-format.ts";
import type { OrdersKey } from "../features/orders/messages.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import type { ContentKey } from "../features/content/messages.ts";
import { pageMessagesOf, translate, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/account.order.$id";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadAccountOrder(request, context, params.id);
  // Issue #21: the order's returns, where online returns are open for this store.
  const returns = await loadReturnsPanel(request, context, loaded.order.orderId);
  const messages = returns ? pageMessages(localeFromRequest(request).locale, returnsCatalog) : undefined;
  return { ...loaded, returns, ...(messages ? { messages } : {}) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return data
    ? accountTitle(matches, "orders.orderTitle", { orderId: data.order.orderId })
    : [{ title: translate(pageMessagesOf(matches), "content.notFound.documentTitle" satisfies ContentKey) }];
}

/** SPEC §2 /account/order/{id}: someone else's or an unknown id is the 404 page. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { href } = useLocaleTools();
  const t = useT<OrdersKey>();
  return (
    <main id="main" className="account-main account-order">
      <p className="order-back">
        <Link to={href("/account/orders")}>{t("orders.backToHistory")}</Link>
      </p>
      <h1>{t("orders.orderTitle", { orderId: order.orderId })}</h1>
      {isUnpaid(order.status) ? (
        <p className="account-notice account-notice--error" data-testid="order-unpaid">
          {t("orders.unpaid")}{" "}
          <Link to={href(`/payment-link?orderId=${encodeURIComponent(order.orderId)}`)}>{t("orders.howToPay")}</Link>
        </p>
      ) : null}
      <OrderView order={order} />
      {loaderData.returns ? (
        <OrderReturns
          orderId={order.orderId}
          returns={loaderData.returns.list}
          withdrawal={loaderData.returns.withdrawal}
        />
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary />;
}
