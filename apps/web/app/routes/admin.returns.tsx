import { RMA_STATES } from "@ironworks/domain";
import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff, money } from "../features/admin/admin-api.ts";
import { listPath, Pager } from "../features/admin/Pager.tsx";
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
      <table className="admin-table">
        <caption className="visually-hidden">Returns, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Return</th>
            <th scope="col">Order</th>
            <th scope="col">Requested</th>
            <th scope="col">Email</th>
            <th scope="col">State</th>
            <th scope="col">Outcome</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {list.returns.map((r) => (
            <tr key={r.rmaNumber}>
              <td>
                <Link to={`/admin/returns/${r.rmaNumber}`}>{r.rmaNumber}</Link>
              </td>
              <td>
                <Link to={`/admin/orders/${r.orderId}`}>{r.orderId}</Link>
              </td>
              <td>{dateTime(r.createdAt)}</td>
              <td>{r.email}</td>
              <td>{r.state}</td>
              <td>{r.outcome}</td>
              <td className="num">{r.items}</td>
              <td className="num">{money(r.amountMinor, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.returns.length === 0 ? <p>No returns match.</p> : null}
      <Pager page={list.page} limit={list.limit} total={list.total} noun="returns" />
    </>
  );
}
