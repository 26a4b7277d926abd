import { data, Link } from "react-router";
import { OrderLookupForm } from "../features/orders/OrderLookupForm.tsx";
import { orderStatusText } from "../features/orders/order-format.ts";
import type { LookupResult } from "../features/orders/order-lookup.ts";
import { findReadableOrder, lookupAction } from "../features/orders/orders.server.ts";
import { ShipmentsView } from "../features/orders/ShipmentsView.tsx";
import { accountMessages } from "../features/account/messages.server.ts";
import type { OrdersKey } from "../features/orders/messages.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/shippingtracker";

export const handle: RouteHandle = { noindex: true };

const PATH = "/shippingtracker";
const target = (orderId: string) => `${PATH}?orderId=${encodeURIComponent(orderId)}`;

/**
 * SPEC §2 /shippingtracker: an order's packages. `?orderId=` shows them when this session may read
 * the order (the customer's own, or after a lookup); otherwise the lookup form, with `orderId` and
 * `email` from the link filled in (a GET never looks an order up: that needs the form's POST).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = params.get("orderId");
  const order = await findReadableOrder(context, orderId);
  return data(
    {
      order: order ? { orderId: order.orderId, status: order.status, shipments: order.shipments } : null,
      initial: { orderId: orderId?.slice(0, 64) ?? "", email: params.get("email")?.slice(0, 320) ?? "" },
      messages: accountMessages(localeFromRequest(request).locale),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction(request, context, target);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "orders.tracker.title");
}

export default function ShippingTracker({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useLocaleTools();
  const result = actionData as LookupResult | undefined;
  const order = result?.order ?? loaderData.order;
  const t = useT<OrdersKey>();
  if (order) {
    // The lookup page shows any order this session may read (a customer's own too).
    const details = `/sales/guest/form?orderId=${encodeURIComponent(order.orderId)}`;
    return (
      <main id="main" className="account-page order-page">
        <h1>{t("orders.tracker.orderTitle", { orderId: order.orderId })}</h1>
        <p className="account-intro">
          {t("orders.tracker.status")} <strong data-testid="order-status">{orderStatusText(order.status, t)}</strong>{" "}
          <Link to={href(details)}>{t("orders.viewOrder")}</Link>
        </p>
        <ShipmentsView order={order} />
        <p className="order-back">
          <Link to={href(PATH)}>{t("orders.tracker.another")}</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="account-page order-page order-page--narrow">
      <h1>{t("orders.tracker.title")}</h1>
      <p className="account-intro">{t("orders.tracker.intro")}</p>
      <OrderLookupForm
        formId="tracker"
        action={PATH}
        titleKey="orders.lookup.formTitle"
        submitLabel="orders.tracker.submit"
        initial={loaderData.initial}
        result={result}
      />
    </main>
  );
}
