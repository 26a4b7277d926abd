import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
import { RMA_STATES } from "../features/admin/return-words.ts";
import { type AdminColumn, AdminTable, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.returns";

interface ReturnList {
  returns: {
    rmaNumber: string;
    orderId: string;
    state: string;
    outcome: string;
    email: string;
    currency: string;
    amountMinor: number;
    items: number;
    createdAt: string;
  }[];
  page: number;
  limit: number;
  total: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<ReturnList>(listPath(request, "/returns", ["state", "page"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

type Row = ReturnList["returns"][number];
const COLUMNS: AdminColumn<Row>[] = [
  { id: "rma", header: "Return", cell: (r) => <Link to={`/admin/returns/${r.rmaNumber}`}>{r.rmaNumber}</Link> },
  { id: "order", header: "Order", cell: (r) => <Link to={`/admin/orders/${r.orderId}`}>{r.orderId}</Link> },
  { id: "requested", header: "Requested", cell: (r) => dateTime(r.createdAt) },
  { id: "email", header: "Email", cell: (r) => r.email },
  { id: "state", header: "State", cell: (r) => r.state },
  { id: "outcome", header: "Outcome", cell: (r) => r.outcome },
  { id: "items", header: "Items", cell: (r) => r.items, numeric: true },
  { id: "amount", header: "Amount", cell: (r) => money(r.amountMinor, r.currency), numeric: true },
];

/** The returns queue (issue #21 item 6): newest first, filtered by state, 25 a page. */
export default function AdminReturns({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Returns</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Filter returns">
        <label>
          State
          <select name="state" defaultValue={params.get("state") ?? ""}>
            <option value="">Any</option>
            {RMA_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--secondary btn--s">
          Filter
        </button>
      </Form>
      <AdminTable
        caption="Returns, newest first"
        columns={COLUMNS}
        rows={list.returns}
        rowId={(r) => r.rmaNumber}
        rowLabel={(r) => `Return ${r.rmaNumber} of order ${r.orderId}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "returns" }}
        empty="No returns match."
      />
    </>
  );
}
