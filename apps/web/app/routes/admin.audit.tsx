import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable, DateRangeAndFilter, listPath } from "../features/admin/table/index.ts";
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

const FILTERS = ["action", "targetType", "targetId", "staffId", "from", "to"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<AuditPage>(listPath(request, "/audit", FILTERS));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

type Entry = AuditPage["entries"][number];
const COLUMNS: AdminColumn<Entry>[] = [
  { id: "at", header: "When", cell: (e) => dateTime(e.at) },
  { id: "who", header: "Who", cell: (e) => e.staffEmail },
  { id: "action", header: "Action", cell: (e) => e.action },
  {
    id: "target",
    header: "Target",
    cell: (e) =>
      e.targetType === "order" ? (
        <Link to={`/admin/orders/${e.targetId}`}>order {e.targetId}</Link>
      ) : e.targetType === "product" ? (
        <Link to={`/admin/products/${e.targetId}`}>product {e.targetId}</Link>
      ) : (
        `${e.targetType} ${e.targetId}`
      ),
  },
  {
    id: "changes",
    header: "Changes (before → after)",
    cell: (e) => (
      <ul>
        {Object.entries(e.changes).map(([field, c]) => (
          <li key={field}>
            {field}: {show(c.before)} → {show(c.after)}
          </li>
        ))}
      </ul>
    ),
  },
];

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
      <AdminTable
        caption="Audit entries, newest first"
        columns={COLUMNS}
        rows={a.entries}
        rowId={(e) => String(e.id)}
        rowLabel={(e) => `${e.action} on ${e.targetType} ${e.targetId}`}
        paging={{ page: a.page, limit: a.limit, total: a.total, noun: "entries" }}
        empty="No entries match."
      />
    </>
  );
}
