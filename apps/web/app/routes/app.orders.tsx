import { accountTitle } from "../features/account/account-meta.ts";
import { UpdateNotice } from "../features/native-app/AppFrame.tsx";
import { loadAppOrders } from "../features/native-app/app-pages.server.ts";
import { OrdersListView } from "../features/orders/OrdersListView.tsx";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/app.orders";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAppOrders(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "orders.history");
}

/** /app/account/orders: the order history in the app's layout (SPEC §2 account/orders inside the app). */
export default function AppOrders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="app-page-wrap">
      {loaderData.frame.update ? <UpdateNotice frame={loaderData.frame} /> : null}
      <OrdersListView data={loaderData.orders} />
    </div>
  );
}
