import { SegmentsRequest, StaffCustomerGroupRequest } from "@ironworks/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { dateTime, loadStaff, money, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.customer";
import type { CustomerRow } from "./admin.customers.tsx";

interface CustomerDetail extends CustomerRow {
  signInWaitMs: number;
}
interface OrderRow {
  id: string;
  status: string;
  currency: string;
  grandTotalMinor: number;
  createdAt: string;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = encodeURIComponent(params.id);
  const [customer, orders] = await Promise.all([
    loadStaff<CustomerDetail>(`/customers/${id}`),
    loadStaff<{ orders: OrderRow[]; total: number }>(`/orders?customerId=${id}&limit=25`),
  ]);
  return { customer, orders };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const ORDER_COLUMNS: AdminColumn<OrderRow>[] = [
  { id: "id", header: "Order", cell: (o) => <Link to={`/admin/orders/${o.id}`}>{o.id}</Link> },
  { id: "createdAt", header: "Placed", cell: (o) => dateTime(o.createdAt) },
  { id: "status", header: "Status", cell: (o) => o.status },
  { id: "total", header: "Total", numeric: true, cell: (o) => money(o.grandTotalMinor, o.currency) },
];

/** One customer: profile, sign-in state (unlock), group, segments, their orders. */
export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { customer: c, orders } = loaderData;
  const action = useStaffAction();
  const [group, setGroup] = useState(String(c.groupId));
  const [segments, setSegments] = useState(c.segments.join(", "));

  async function saveGroup(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCustomerGroupRequest.safeParse({ groupId: Number(group) });
    if (!parsed.success || !group.trim())
      return action.fail(parsed.success ? "Group: is required" : firstIssue(parsed.error, "Group"));
    await action.run(
      () => staffApi.put(`/customers/${c.customerId}/group`, parsed.data),
      `Group set to ${parsed.data.groupId}.`,
    );
  }

  async function saveSegments(e: React.FormEvent) {
    e.preventDefault();
    const list = segments
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const parsed = SegmentsRequest.safeParse({ segments: list });
    if (!parsed.success) return action.fail(firstIssue(parsed.error, "Segments"));
    await action.run(() => staffApi.put(`/customers/${c.customerId}/segments`, parsed.data), "Segments saved.");
  }

  const locked = c.signInWaitMs > 0;
  return (
    <>
      <p>
        <Link to="/admin/customers">← Customers</Link>
      </p>
      <h1>{`${c.firstname} ${c.lastname}`.trim() || c.email}</h1>
      {action.status}
      <dl className="admin-cards">
        <div className="admin-card">
          <dt>Email</dt>
          <dd>{c.email}</dd>
        </div>
        <div className="admin-card">
          <dt>Customer number</dt>
          <dd>{c.customerId}</dd>
        </div>
        <div className="admin-card">
          <dt>Customer since</dt>
          <dd>{dateTime(c.createdAt)}</dd>
        </div>
        <div className="admin-card">
          <dt>Sign-in</dt>
          <dd data-testid="sign-in-state">
            {locked ? `Slowed down after failed passwords (${Math.ceil(c.signInWaitMs / 1000)} s)` : "Open"}
          </dd>
        </div>
      </dl>
      {action.may("customers.unlock") ? (
        <section aria-labelledby="customer-unlock">
          <h2 id="customer-unlock">Unlock sign-in</h2>
          <p>Clears the delay after failed passwords, as a right password would.</p>
          <AdminButton
            disabled={!locked || action.busy}
            onClick={() =>
              action.run(() => staffApi.post(`/customers/${c.customerId}/unlock`, {}), "Sign-in unlocked.")
            }
          >
            Unlock sign-in
          </AdminButton>
        </section>
      ) : null}
      {action.may("customers.write") ? (
        <div className="admin-sections">
          <section aria-labelledby="customer-group">
            <h2 id="customer-group">Customer group</h2>
            <form className="admin-form" onSubmit={saveGroup}>
              <label htmlFor="customer-group-id">Group (1 plain, 2 and up group prices)</label>
              <input
                id="customer-group-id"
                inputMode="numeric"
                value={group}
                onChange={(e) => setGroup(e.currentTarget.value)}
              />
              <AdminButton type="submit" disabled={action.busy}>
                Save group
              </AdminButton>
            </form>
          </section>
          <section aria-labelledby="customer-segments">
            <h2 id="customer-segments">Segments</h2>
            <form className="admin-form" onSubmit={saveSegments}>
              <label htmlFor="customer-segment-list">Segments, comma-separated (the first is primary)</label>
              <input id="customer-segment-list" value={segments} onChange={(e) => setSegments(e.currentTarget.value)} />
              <AdminButton type="submit" disabled={action.busy}>
                Save segments
              </AdminButton>
            </form>
          </section>
        </div>
      ) : (
        <p>
          Group {c.groupId}; segments: {c.segments.join(", ") || "none"}.
        </p>
      )}
      <h2>Orders ({orders.total})</h2>
      <AdminTable
        caption="The customer's orders, newest first"
        columns={ORDER_COLUMNS}
        rows={orders.orders}
        rowId={(o) => o.id}
        rowHref={(o) => `/admin/orders/${o.id}`}
        empty="No orders yet."
      />
    </>
  );
}
