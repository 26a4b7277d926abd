import { StaffStockRequest } from "@ironworks/contracts";
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { EditPanel } from "../features/admin/ops/EditPanel.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.stock";

interface StockRow {
  productId: number;
  sku: string;
  name: string;
  qoh: number;
  low: boolean;
}
interface StockList {
  stock: StockRow[];
  page: number;
  limit: number;
  total: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<StockList>(listPath(request, "/stock", ["q", "low"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Stock per SKU (the `stock` CLI's list); a new count is set with its reason (stocktake, damage, delivery). */
export default function AdminStock({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const action = useStaffAction();
  const [editing, setEditing] = useState<StockRow | null>(null);
  const [qty, setQty] = useState("");
  const [reason, setReason] = useState("");
  const mayWrite = action.may("stock.write");

  const columns: AdminColumn<StockRow>[] = [
    { id: "sku", header: "SKU", cell: (s) => s.sku },
    { id: "name", header: "Product", cell: (s) => <Link to={`/admin/products/${s.productId}`}>{s.name}</Link> },
    { id: "qoh", header: "On hand", numeric: true, cell: (s) => (s.low ? <strong>{s.qoh} (low)</strong> : s.qoh) },
    ...(mayWrite
      ? [
          {
            id: "adjust",
            header: "Adjust",
            cell: (s: StockRow) => (
              <AdminButton
                size="s"
                variant="secondary"
                aria-label={`Set the count of ${s.sku}`}
                onClick={() => {
                  setEditing(s);
                  setQty(String(s.qoh));
                  setReason("");
                }}
              >
                Set count
              </AdminButton>
            ),
          },
        ]
      : []),
  ];

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const parsed = StaffStockRequest.safeParse({ qty: qty.trim() ? Number(qty) : undefined, reason });
    if (!parsed.success) return action.fail(firstIssue(parsed.error));
    const result = await action.run(
      () => staffApi.put(`/stock/${encodeURIComponent(editing.sku)}`, parsed.data),
      `${editing.sku}: ${parsed.data.qty} on hand.`,
    );
    if (result.ok) setEditing(null);
  }

  return (
    <>
      <h1>Stock</h1>
      {action.status}
      <Form method="get" className="admin-filters" role="search" aria-label="Find stock">
        <label>
          SKU or product name
          <input name="q" type="search" defaultValue={params.get("q") ?? ""} />
        </label>
        <label>
          <input type="checkbox" name="low" value="true" defaultChecked={params.get("low") === "true"} /> Low only (5 or
          fewer)
        </label>
        <FilterButton />
      </Form>
      {editing ? (
        <EditPanel
          id="stock-edit"
          title={`Set the count of ${editing.sku}`}
          submitLabel="Save count"
          busy={action.busy}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        >
          <label htmlFor="stock-qty">On hand</label>
          <input id="stock-qty" inputMode="numeric" value={qty} onChange={(e) => setQty(e.currentTarget.value)} />
          <label htmlFor="stock-reason">Reason (kept in the audit log)</label>
          <input id="stock-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </EditPanel>
      ) : null}
      <AdminTable
        caption="Stock per SKU"
        columns={columns}
        rows={list.stock}
        rowId={(s) => s.sku}
        rowLabel={(s) => `${s.sku} ${s.name}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "SKUs" }}
        empty="No stock matches."
      />
    </>
  );
}
