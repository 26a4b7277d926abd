import { Link } from "react-router";
import { loadStaff, money } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.dashboard";

interface Dashboard {
  today: { storeId: number; currency: string; orders: number; revenueMinor: number }[];
  paymentsPending: number;
  lowStock: { productId: number; sku: string; name: string; qoh: number }[];
  failedMails: number | null;
}

const TODAY_COLUMNS: AdminColumn<Dashboard["today"][number]>[] = [
  { id: "store", header: "Store", sort: (s) => s.storeId, cell: (s) => s.storeId },
  { id: "orders", header: "Orders", numeric: true, sort: (s) => s.orders, cell: (s) => s.orders },
  {
    id: "revenue",
    header: "Revenue",
    numeric: true,
    sort: (s) => s.revenueMinor,
    cell: (s) => money(s.revenueMinor, s.currency),
  },
];

export async function clientLoader() {
  return loadStaff<Dashboard>("/dashboard");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Today at a glance (UTC day): paid orders and revenue per store, payments waiting, low stock. */
export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Dashboard</h1>
      <div className="admin-cards">
        <section className="admin-card" aria-labelledby="dash-today">
          <h2 id="dash-today">Today's paid orders</h2>
          <AdminTable
            caption="Today's paid orders per store"
            columns={TODAY_COLUMNS}
            rows={d.today}
            rowId={(s) => `${s.storeId}-${s.currency}`}
            empty="No paid orders yet today."
          />
        </section>
        <section className="admin-card" aria-labelledby="dash-pending">
          <h2 id="dash-pending">Payments pending</h2>
          <p>
            <Link to="/admin/orders?status=payment_pending">{d.paymentsPending} orders</Link>
          </p>
        </section>
        <section className="admin-card" aria-labelledby="dash-stock">
          <h2 id="dash-stock">Low stock</h2>
          <ul>
            {d.lowStock.map((p) => (
              <li key={p.productId}>
                <Link to={`/admin/products/${p.productId}`}>{p.name}</Link> ({p.sku}): {p.qoh}
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="dash-mail">
          <h2 id="dash-mail">Failed mails</h2>
          <p>{d.failedMails === null ? "Not tracked yet: the outbox keeps no delivery state." : d.failedMails}</p>
        </section>
      </div>
    </>
  );
}
