import { Link } from "react-router";
import { OrderErrorBoundary } from "../features/orders/OrderErrorBoundary.tsx";
import { OrderView } from "../features/orders/OrderView.tsx";
import { loadAccountOrder } from "../features/orders/orders.server.ts";
import { isUnpaid } from "../features/orders/order-format.ts";
import { useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/account.order.$id";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAccountOrder(request, context, params.id);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Order #${data.order.orderId} | Ironworks` : "Page not found | Ironworks" }];
}

/** SPEC §2 /account/order/{id}: someone else's or an unknown id is the 404 page. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { href } = useLocaleTools();
  return (
    <main id="main" className="account-main account-order">
      <p className="order-back">
        <Link to={href("/account/orders")}>Back to Order History</Link>
      </p>
      <h1>Order #{order.orderId}</h1>
      {isUnpaid(order.status) ? (
        <p className="account-notice account-notice--error" data-testid="order-unpaid">
          The payment for this order is not complete.{" "}
          <Link to={href(`/payment-link?orderId=${encodeURIComponent(order.orderId)}`)}>How to pay</Link>
        </p>
      ) : null}
      <OrderView order={order} />
    </main>
  );
}

export function ErrorBoundary() {
  return <OrderErrorBoundary />;
}
