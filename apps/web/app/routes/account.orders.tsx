import { loadOrders } from "../features/orders/orders.server.ts";
import { OrdersListView } from "../features/orders/OrdersListView.tsx";
import type { Route } from "./+types/account.orders";
import { accountTitle } from "../features/account/account-meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "orders.history");
}

/** SPEC §2 /account/orders (inside the account layout, which sends guests to /login). */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersListView data={loaderData} />;
}
