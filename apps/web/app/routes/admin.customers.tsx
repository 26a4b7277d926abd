import { Form, Link, useSearchParams } from "react-router";
import { dateTime, loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.customers";

export interface CustomerRow {
  customerId: number;
  email: string;
  firstname: string;
  lastname: string;
  groupId: number;
  segments: string[];
  primarySegment: string;
  createdAt: string;
}
interface CustomerList {
  customers: CustomerRow[];
  page: number;
  limit: number;
  total: number;
}

const COLUMNS: AdminColumn<CustomerRow>[] = [
  {
    id: "email",
    header: "Email",
    cell: (c) => <Link to={`/admin/customers/${c.customerId}`}>{c.email}</Link>,
  },
  { id: "name", header: "Name", cell: (c) => `${c.firstname} ${c.lastname}`.trim() || "—" },
  { id: "group", header: "Group", numeric: true, cell: (c) => c.groupId },
  { id: "segment", header: "Primary segment", cell: (c) => c.primarySegment },
  { id: "createdAt", header: "Since", cell: (c) => dateTime(c.createdAt) },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<CustomerList>(listPath(request, "/customers", ["q"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Customers, newest first: search by the beginning of an email or part of a name, 25 a page. */
export default function AdminCustomers({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Customers</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find customers">
        <label>
          Email or name
          <input name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </label>
        <FilterButton />
      </Form>
      <AdminTable
        caption="Customers, newest first"
        columns={COLUMNS}
        rows={list.customers}
        rowId={(c) => String(c.customerId)}
        rowLabel={(c) => `Customer ${c.email}`}
        rowHref={(c) => `/admin/customers/${c.customerId}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "customers" }}
        empty="No customers match."
      />
    </>
  );
}
