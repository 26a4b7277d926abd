import { loadOrders } from "../features/orders/orders.server.ts";
import { OrdersListView } from "../features/orders/OrdersListView.tsx";
import type { Route } from "./+types/account.orders";
import { ordersTitle } from "../features/orders/orders-meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return ordersTitle(matches, "orders.history");
}

/** SPEC §2 /account/orders (inside the account layout, which sends guests to /login). */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersListView data={loaderData} />;
}
