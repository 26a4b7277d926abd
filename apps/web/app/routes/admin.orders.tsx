import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
import { DateRangeAndFilter, listPath, Pager } from "../features/admin/Pager.tsx";
import type { Route } from "./+types/admin.orders";

interface OrderList {
  orders: {
    id: string;
    storeId: number;
    currency: string;
    email: string;
    status: string;
    grandTotalMinor: number;
    createdAt: string;
  }[];
  page: number;
  limit: number;
  total: number;
}

const STATUSES = ["new", "payment_pending", "payment_complete", "published", "payment_error"];
const FILTERS = ["q", "status", "storeId", "from", "to", "page"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<OrderList>(listPath(request, "/orders", FILTERS));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Orders, newest first: search by number or email, filter by status, store and dates, 25 a page. */
export default function AdminOrders({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Orders</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Filter orders">
        <label>
          Order number or email
          <input name="q" defaultValue={params.get("q") ?? ""} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Store
          <input name="storeId" inputMode="numeric" size={4} defaultValue={params.get("storeId") ?? ""} />
        </label>
        <DateRangeAndFilter />
      </Form>
      <table className="admin-table">
        <caption className="visually-hidden">Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Email</th>
            <th scope="col">Store</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {list.orders.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`/admin/orders/${o.id}`}>{o.id}</Link>
              </td>
              <td>{dateTime(o.createdAt)}</td>
              <td>{o.email}</td>
              <td>{o.storeId}</td>
              <td>{o.status}</td>
              <td className="num">{money(o.grandTotalMinor, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.orders.length === 0 ? <p>No orders match.</p> : null}
      <Pager page={list.page} limit={list.limit} total={list.total} noun="orders" />
    </>
  );
}
