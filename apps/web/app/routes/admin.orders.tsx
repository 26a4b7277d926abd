import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable, DateRangeAndFilter, listPath } from "../features/admin/table/index.ts";
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
const FILTERS = ["q", "status", "storeId", "from", "to"];

type OrderRow = OrderList["orders"][number];
const COLUMNS: AdminColumn<OrderRow>[] = [
  { id: "id", header: "Order", cell: (o) => <Link to={`/admin/orders/${o.id}`}>{o.id}</Link> },
  { id: "createdAt", header: "Placed", cell: (o) => dateTime(o.createdAt) },
  { id: "email", header: "Email", cell: (o) => o.email },
  { id: "storeId", header: "Store", cell: (o) => o.storeId },
  { id: "status", header: "Status", cell: (o) => o.status },
  { id: "total", header: "Total", numeric: true, cell: (o) => money(o.grandTotalMinor, o.currency) },
];

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
      <AdminTable
        caption="Orders, newest first"
        columns={COLUMNS}
        rows={list.orders}
        rowId={(o) => o.id}
        rowLabel={(o) => `Order ${o.id}`}
        rowHref={(o) => `/admin/orders/${o.id}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "orders" }}
        empty="No orders match."
      />
    </>
  );
}
