import { data, Link } from "react-router";
import { OrderLookupForm } from "../features/orders/OrderLookupForm.tsx";
import { OrderView } from "../features/orders/OrderView.tsx";
import type { LookupResult } from "../features/orders/order-lookup.ts";
import { findReadableOrder, lookupAction, openGuestLink } from "../features/orders/orders.server.ts";
import { useLocaleTools } from "../lib/locale.ts";
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
  const linked = params.get("o");
  const token = params.get("t");
  if (linked !== null || token !== null) {
    // The guest's mailed link (ADR 0021): the order, or why not — never a hint of its contents.
    const opened = await openGuestLink(context, linked ?? "", token ?? "");
    return data(
      { order: opened.order, orderId: null, problem: opened.problem },
      { status: opened.status, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const orderId = params.get("orderId");
  const order = await findReadableOrder(context, orderId);
  return data(
    { order, orderId: order ? null : (orderId?.slice(0, 64) ?? null), problem: null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction(request, context, target);
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d?.order ? `Order #${d.order.orderId} | Ironworks` : "Find your order | Ironworks" }];
}

export default function OrderLookup({ loaderData, actionData }: Route.ComponentProps) {
  const { href } = useLocaleTools();
  const result = actionData as LookupResult | undefined;
  const order = result?.order ?? loaderData.order;
  if (order) {
    return (
      <main id="main" className="account-page order-page">
        <h1>Order #{order.orderId}</h1>
        <OrderView order={order} />
        <p className="order-back">
          <Link to={href(PATH)}>Look up another order</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="account-page order-page order-page--narrow">
      <h1>Find your order</h1>
      {loaderData.problem ? (
        <p className="account-notice account-notice--error" role="alert" data-testid="guest-link-problem">
          {loaderData.problem}
        </p>
      ) : null}
      <p className="account-intro">
        Enter your order number and the email address you used at checkout to see your order and its shipments. Signed
        in? Your orders are in <Link to={href("/account/orders")}>Order History</Link>.
      </p>
      <OrderLookupForm
        formId="order-lookup"
        action={PATH}
        title="Order details"
        submitLabel="Find my order"
        initial={loaderData.orderId ? { orderId: loaderData.orderId } : undefined}
        result={result}
      />
    </main>
  );
}
