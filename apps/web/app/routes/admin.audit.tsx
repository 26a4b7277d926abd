import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff } from "../features/admin/admin-api.ts";
import { DateRangeAndFilter, listPath, Pager } from "../features/admin/Pager.tsx";
import type { Route } from "./+types/admin.audit";

interface AuditPage {
  entries: {
    id: number;
    at: string;
    staffEmail: string;
    action: string;
    targetType: string;
    targetId: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
  page: number;
  limit: number;
  total: number;
}

const FILTERS = ["action", "targetType", "targetId", "staffId", "from", "to", "page"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<AuditPage>(listPath(request, "/audit", FILTERS));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** Who changed what, when: every staff write, newest first; read-only (the table refuses changes). */
export default function AdminAudit({ loaderData: a }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Filter the audit log">
        <label>
          Action
          <input name="action" defaultValue={params.get("action") ?? ""} placeholder="order.refund" />
        </label>
        <label>
          Target type
          <select name="targetType" defaultValue={params.get("targetType") ?? ""}>
            <option value="">Any</option>
            {["order", "product", "flag", "staff"].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          Target id
          <input name="targetId" defaultValue={params.get("targetId") ?? ""} />
        </label>
        <DateRangeAndFilter />
      </Form>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Changes (before → after)</th>
          </tr>
        </thead>
        <tbody>
          {a.entries.map((e) => (
            <tr key={e.id}>
              <td>{dateTime(e.at)}</td>
              <td>{e.staffEmail}</td>
              <td>{e.action}</td>
              <td>
                {e.targetType === "order" ? (
                  <Link to={`/admin/orders/${e.targetId}`}>order {e.targetId}</Link>
                ) : e.targetType === "product" ? (
                  <Link to={`/admin/products/${e.targetId}`}>product {e.targetId}</Link>
                ) : (
                  `${e.targetType} ${e.targetId}`
                )}
              </td>
              <td>
                <ul>
                  {Object.entries(e.changes).map(([field, c]) => (
                    <li key={field}>
                      {field}: {show(c.before)} → {show(c.after)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {a.entries.length === 0 ? <p>No entries match.</p> : null}
      <Pager page={a.page} limit={a.limit} total={a.total} noun="entries" />
    </>
  );
}
