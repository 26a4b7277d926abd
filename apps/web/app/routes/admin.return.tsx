import type { StaffMe } from "@ironworks/contracts";
import type { ReceivedCondition, RefundBreakdown } from "@ironworks/domain";
import { useState } from "react";
import { Link, useRevalidator, useRouteLoaderData } from "react-router";
import { dateTime, failureMessage, loadStaff, money, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { RECEIVED_CONDITIONS } from "../features/admin/return-words.ts";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.return";

interface ReturnDetail {
  rmaNumber: string;
  orderId: string;
  state: string;
  outcome: string;
  currency: string;
  email: string;
  dateIssued: string;
  needsPickup: boolean;
  totals: RefundBreakdown & { bonus: number };
  amountMinor: number;
  refundedMinor: number;
  giftcardCode: string | null;
  rejectReason: string | null;
  lines: {
    lineNo: number;
    sku: string;
    name: string;
    qty: number;
    reason: string;
    condition: string;
    note: string | null;
    receivedQty: number | null;
    receivedCondition: string | null;
    exchange: { sku: string | null; label: string | null } | null;
    photos: string[];
  }[];
  replacement: { packageNumber: number; carrier: string; trackingNumber: string | null; status: string } | null;
  exchangeReserved: boolean;
  history: { from: string | null; to: string; actor: string; at: string }[];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadStaff<ReturnDetail>(`/returns/${encodeURIComponent(params.id)}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** What each state lets support do next (the server's state table decides; this only offers the buttons). */
const NEXT: Record<string, string[]> = {
  requested: ["approve", "reject"],
  approved: ["in-transit", "receive"],
  in_transit: ["receive"],
  received: ["settle"],
  refunded: ["close"],
  credited: ["close"],
  exchanged: ["close"],
};

/** One return: lines with reason and condition, the amounts, its history; approve or reject, receive per line, refund or credit, close. */
export default function AdminReturn({ loaderData: r }: Route.ComponentProps) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const may = (p: string) => me?.permissions.includes(p) ?? false;
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Notice>(null);
  const [reason, setReason] = useState("");
  const [received, setReceived] = useState<Record<number, { qty: number; condition: ReceivedCondition }>>(() =>
    Object.fromEntries(r.lines.map((l) => [l.lineNo, { qty: l.qty, condition: "restock" as ReceivedCondition }])),
  );
  const next = NEXT[r.state] ?? [];

  async function act(path: string, body: unknown, done: string) {
    const result = await staffApi.post(`/returns/${r.rmaNumber}/${path}`, body);
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: failureMessage(result) });
    if (result.ok) revalidate();
  }

  const settleLabel =
    r.outcome === "store_credit" ? "Issue store credit" : r.outcome === "exchange" ? "Ship replacement" : "Refund";
  return (
    <>
      <p>
        <Link to="/admin/returns">← Returns</Link>
      </p>
      <h1>Return {r.rmaNumber}</h1>
      <StatusLine notice={message} />
      <div className="admin-sections">
        <dl className="admin-cards">
          <div className="admin-card">
            <dt>State</dt>
            <dd data-testid="rma-state">{r.state}</dd>
          </div>
          <div className="admin-card">
            <dt>Order</dt>
            <dd>
              <Link to={`/admin/orders/${r.orderId}`}>{r.orderId}</Link> · {r.email}
            </dd>
          </div>
          <div className="admin-card">
            <dt>{r.outcome === "store_credit" ? "Store credit" : r.outcome === "exchange" ? "Exchange" : "Refund"}</dt>
            <dd>
              {r.outcome === "exchange"
                ? `even exchange, no charge · ${r.exchangeReserved ? "replacement units held" : "nothing held"}${
                    r.replacement
                      ? ` · replacement package ${r.replacement.packageNumber} (${r.replacement.carrier} ${r.replacement.trackingNumber ?? ""})`
                      : ""
                  } · `
                : ""}
              {money(r.amountMinor, r.currency)}
              {r.refundedMinor ? ` (refunded ${money(r.refundedMinor, r.currency)})` : ""}
              {r.giftcardCode ? ` · gift card ${r.giftcardCode}` : ""}
            </dd>
          </div>
          <div className="admin-card">
            <dt>Fees</dt>
            <dd>
              restocking {money(r.totals.restockingFee, r.currency)} · label {money(r.totals.labelCost, r.currency)}
              {r.needsPickup ? ` · pickup ${money(r.totals.pickupCost, r.currency)}` : ""}
            </dd>
          </div>
          {r.rejectReason ? (
            <div className="admin-card">
              <dt>Declined because</dt>
              <dd>{r.rejectReason}</dd>
            </div>
          ) : null}
        </dl>

        <section aria-labelledby="rma-lines">
          <h2 id="rma-lines">Lines</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col">Reason</th>
                <th scope="col">Condition (shopper)</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.lineNo}>
                  <td>
                    {l.name} ({l.sku}){l.note ? ` — “${l.note}”` : ""}
                    {l.exchange ? ` → exchange for ${l.exchange.label ?? ""} (${l.exchange.sku ?? ""})` : ""}
                    {l.photos.map((p, n) => (
                      <span key={p}>
                        {" "}
                        <a
                          href={`/svc_staff/returns/${encodeURIComponent(r.rmaNumber)}/photos/${p}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          photo {n + 1}
                        </a>
                      </span>
                    ))}
                  </td>
                  <td className="num">{l.qty}</td>
                  <td>{l.reason}</td>
                  <td>{l.condition}</td>
                  <td>
                    {l.receivedCondition ? (
                      `${l.receivedQty} ${l.receivedCondition}`
                    ) : next.includes("receive") && may("returns.manage") ? (
                      <span className="admin-filters">
                        <label>
                          Qty received
                          <input
                            type="number"
                            min={0}
                            max={l.qty}
                            value={received[l.lineNo]?.qty ?? 0}
                            onChange={(e) =>
                              setReceived({
                                ...received,
                                [l.lineNo]: {
                                  qty: Number(e.currentTarget.value),
                                  condition: received[l.lineNo]?.condition ?? "restock",
                                },
                              })
                            }
                          />
                        </label>
                        <label>
                          Condition
                          <select
                            value={received[l.lineNo]?.condition ?? "restock"}
                            onChange={(e) =>
                              setReceived({
                                ...received,
                                [l.lineNo]: {
                                  qty: received[l.lineNo]?.qty ?? 0,
                                  condition: e.currentTarget.value as ReceivedCondition,
                                },
                              })
                            }
                          >
                            {RECEIVED_CONDITIONS.map((c) => (
                              <option key={c} value={c}>
                                {c}
                              </option>
                            ))}
                          </select>
                        </label>
                      </span>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="rma-actions">
          <h2 id="rma-actions">Actions</h2>
          {next.length === 0 ? <p>Nothing left to do for this return.</p> : null}
          <div className="admin-filters">
            {next.includes("approve") && may("returns.manage") ? (
              <AdminButton size="s" onClick={() => act("approve", {}, "Approved.")}>
                Approve
              </AdminButton>
            ) : null}
            {next.includes("in-transit") && may("returns.manage") ? (
              <AdminButton size="s" variant="secondary" onClick={() => act("in-transit", {}, "Marked in transit.")}>
                Mark in transit
              </AdminButton>
            ) : null}
            {next.includes("receive") && may("returns.manage") ? (
              <AdminButton
                size="s"
                onClick={() =>
                  act(
                    "receive",
                    { lines: Object.entries(received).map(([lineNo, v]) => ({ lineNo: Number(lineNo), ...v })) },
                    "Received; restocked units are back in stock.",
                  )
                }
              >
                Receive
              </AdminButton>
            ) : null}
            {next.includes("settle") && may("returns.refund") ? (
              <AdminButton size="s" onClick={() => act("settle", {}, `${settleLabel}: done.`)}>
                {settleLabel} {money(r.amountMinor, r.currency)}
              </AdminButton>
            ) : null}
            {next.includes("close") && may("returns.manage") ? (
              <AdminButton size="s" variant="secondary" onClick={() => act("close", {}, "Closed.")}>
                Close
              </AdminButton>
            ) : null}
          </div>
          {next.includes("reject") && may("returns.manage") ? (
            <form
              className="admin-filters"
              onSubmit={(e) => {
                e.preventDefault();
                void act("reject", { reason }, "Declined.");
              }}
            >
              <label>
                Reason to decline
                <input value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
              </label>
              <AdminButton size="s" variant="secondary" type="submit">
                Decline
              </AdminButton>
            </form>
          ) : null}
        </section>

        <section aria-labelledby="rma-history">
          <h2 id="rma-history">History</h2>
          <ol>
            {r.history.map((h) => (
              <li key={`${h.to}-${h.at}`}>
                {dateTime(h.at)}: {h.from ?? "—"} → {h.to} ({h.actor})
              </li>
            ))}
          </ol>
          <p>
            <Link to={`/admin/audit?targetType=rma&targetId=${r.rmaNumber}`}>Audit log of this return</Link>
          </p>
        </section>
      </div>
    </>
  );
}
