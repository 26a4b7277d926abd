import { data } from "react-router";
import { OrderLookupForm } from "../features/orders/OrderLookupForm.tsx";
import type { LookupResult } from "../features/orders/order-lookup.ts";
import { findReadableOrder, lookupAction } from "../features/orders/orders.server.ts";
import { PaymentLinkView } from "../features/orders/PaymentLinkView.tsx";
import type { RouteHandle } from "../lib/seo.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { OrdersKey } from "../features/orders/messages.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/payment-link";

export const handle: RouteHandle = { noindex: true };

const PATH = "/payment-link";
const target = (orderId: string) => `${PATH}?orderId=${encodeURIComponent(orderId)}`;

/**
 * SPEC §2 /payment-link (the route only, no detail): /payment-link?orderId= for an order this
 * session may read shows its status and the amount due, and what to do about an unpaid one.
 * Someone else's order (another browser, a forwarded mail) first needs the lookup: order number +
 * email, the same form as /sales/guest/form. Decision and the missing server piece: report/ADR.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("orderId");
  const order = await findReadableOrder(context, orderId);
  return data(
    {
      order,
      orderId: order ? null : (orderId?.slice(0, 64) ?? null),
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
  return accountTitle(matches, "orders.payLink.title");
}

export default function PaymentLink({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as LookupResult | undefined;
  const order = result?.order ?? loaderData.order;
  const t = useT<OrdersKey>();
  return (
    <main id="main" className="account-page order-page order-page--narrow">
      <h1>{order ? t("orders.payLink.orderTitle", { orderId: order.orderId }) : t("orders.payLink.title")}</h1>
      {order ? (
        <PaymentLinkView order={order} />
      ) : (
        <>
          <p className="account-intro">{t("orders.payLink.intro")}</p>
          <OrderLookupForm
            formId="payment-link"
            action={loaderData.orderId ? target(loaderData.orderId) : PATH}
            titleKey="orders.lookup.formTitle"
            submitLabel="account.continue"
            initial={loaderData.orderId ? { orderId: loaderData.orderId } : undefined}
            result={result}
          />
        </>
      )}
    </main>
  );
}
