import { StaffGiftcardDisable } from "@ironworks/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { dateTime, loadStaff, money, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.giftcard";
import type { GiftcardRow } from "./admin.giftcards.tsx";

interface Movement {
  kind: "issue" | "debit" | "refund";
  amountMinor: number;
  orderId: string | null;
  at: string;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadStaff<GiftcardRow & { movements: Movement[] }>(`/giftcards/${encodeURIComponent(params.id)}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const KIND = { issue: "Issued", debit: "Spent", refund: "Given back" };

/** One gift card: balance, state, its ledger (balance history), and disabling it. */
export default function AdminGiftcard({ loaderData: g }: Route.ComponentProps) {
  const action = useStaffAction();
  const [reason, setReason] = useState("");
  const columns: AdminColumn<Movement & { n: number }>[] = [
    { id: "at", header: "When", cell: (m) => dateTime(m.at) },
    { id: "kind", header: "What", cell: (m) => KIND[m.kind] },
    { id: "amount", header: "Amount", numeric: true, cell: (m) => money(m.amountMinor, g.currency) },
    {
      id: "order",
      header: "Order",
      cell: (m) => (m.orderId ? <Link to={`/admin/orders/${m.orderId}`}>{m.orderId}</Link> : "—"),
    },
  ];

  async function disable(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffGiftcardDisable.safeParse({ reason });
    if (!parsed.success) return action.fail(firstIssue(parsed.error, "Reason"));
    await action.run(() => staffApi.post(`/giftcards/${g.id}/disable`, parsed.data), "Gift card disabled.");
  }

  return (
    <>
      <p>
        <Link to="/admin/giftcards">← Gift cards</Link>
      </p>
      <h1>Gift card {g.code}</h1>
      {action.status}
      <dl className="admin-cards">
        <div className="admin-card">
          <dt>Balance</dt>
          <dd>{money(g.balanceMinor, g.currency)}</dd>
        </div>
        <div className="admin-card">
          <dt>Issued for</dt>
          <dd>{money(g.initialMinor, g.currency)}</dd>
        </div>
        <div className="admin-card">
          <dt>State</dt>
          <dd>{g.disabledAt ? `Disabled ${dateTime(g.disabledAt)}` : "Active"}</dd>
        </div>
      </dl>
      <h2>Balance history</h2>
      <AdminTable
        caption="The card's movements, oldest first"
        columns={columns}
        rows={g.movements.map((m, n) => ({ ...m, n }))}
        rowId={(m) => String(m.n)}
        empty="No movements."
      />
      {action.may("giftcards.write") && !g.disabledAt ? (
        <section aria-labelledby="giftcard-disable">
          <h2 id="giftcard-disable">Disable</h2>
          <p>A disabled card pays for nothing and its balance check answers as for an unknown code.</p>
          <form className="admin-form" onSubmit={disable}>
            <label htmlFor="giftcard-disable-reason">Reason (lost, stolen, fraud)</label>
            <input id="giftcard-disable-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            <AdminButton type="submit" disabled={action.busy}>
              Disable gift card
            </AdminButton>
          </form>
        </section>
      ) : null}
    </>
  );
}
