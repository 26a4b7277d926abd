import { data, Link } from "react-router";
import { OrderLookupForm } from "../features/orders/OrderLookupForm.tsx";
import { OrderView } from "../features/orders/OrderView.tsx";
import type { LookupResult } from "../features/orders/order-lookup.ts";
import { findReadableOrder, lookupAction, openGuestLink } from "../features/orders/orders.server.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { OrdersKey } from "../features/orders/messages.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/order-lookup";

export const handle: RouteHandle = { noindex: true };

const PATH = "/sales/guest/form";
const target = (orderId: string) => `${PATH}?orderId=${encodeURIComponent(orderId)}`;

/**
 * /sales/guest/form (Magento's "Orders and Returns" path): a guest finds an order by number and
 * email. `?orderId=` shows the order when this session may read it (after a lookup, or the
 * customer's own); otherwise the form, with the number filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const messages = accountMessages(localeFromRequest(request).locale);
  const linked = params.get("o");
  const token = params.get("t");
  if (linked !== null || token !== null) {
    // The guest's mailed link (ADR 0021): the order, or why not — never a hint of its contents.
    const opened = await openGuestLink(context, linked ?? "", token ?? "");
    return data(
      { order: opened.order, orderId: null, problem: opened.problem, messages },
      { status: opened.status, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const orderId = params.get("orderId");
  const order = await findReadableOrder(context, orderId);
  return data(
    { order, orderId: order ? null : (orderId?.slice(0, 64) ?? null), problem: null, messages },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction(request, context, target);
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return d?.order
    ? accountTitle(matches, "orders.orderTitle", { orderId: d.order.orderId })
    : accountTitle(matches, "orders.lookup.title");
}

export default function OrderLookup({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useLocaleTools();
  const result = actionData as LookupResult | undefined;
  const order = result?.order ?? loaderData.order;
  const t = useT<OrdersKey>();
  if (order) {
    return (
      <main id="main" className="account-page order-page">
        <h1>{t("orders.orderTitle", { orderId: order.orderId })}</h1>
        <OrderView order={order} />
        <p className="order-back">
          <Link to={href(PATH)}>{t("orders.lookup.another")}</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="account-page order-page order-page--narrow">
      <h1>{t("orders.lookup.title")}</h1>
      {loaderData.problem ? (
        <p className="account-notice account-notice--error" role="alert" data-testid="guest-link-problem">
          {t(`orders.guestLink.${loaderData.problem}`)}
        </p>
      ) : null}
      <p className="account-intro">
        {t("orders.lookup.intro")} <Link to={href("/account/orders")}>{t("orders.lookup.signedIn")}</Link>
      </p>
      <OrderLookupForm
        formId="order-lookup"
        action={PATH}
        titleKey="orders.lookup.formTitle"
        submitLabel="orders.lookup.submit"
        initial={loaderData.orderId ? { orderId: loaderData.orderId } : undefined}
        result={result}
      />
    </main>
  );
}
