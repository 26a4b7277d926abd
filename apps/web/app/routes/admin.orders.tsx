import { Form, Link, useSearchParams } from "react-router";
import { buttonClass, dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
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
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return loadStaff<OrderList>(`/orders?${query}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Orders, newest first: search by number or email, filter by status, store and dates, 25 a page. */
export default function AdminOrders({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
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
        <label>
          From
          <input type="date" name="from" defaultValue={params.get("from") ?? ""} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={params.get("to") ?? ""} />
        </label>
        <button type="submit" className={buttonClass("s")}>
          Filter
        </button>
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
      <nav className="admin-pager" aria-label="Pages">
        {list.page > 1 ? <Link to={pageLink(list.page - 1)}>Previous</Link> : null}
        <span>
          Page {list.page} of {pages} ({list.total} orders)
        </span>
        {list.page < pages ? <Link to={pageLink(list.page + 1)}>Next</Link> : null}
      </nav>
    </>
  );
}
