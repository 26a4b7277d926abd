import { StaffCancelRequest, StaffNoteRequest, StaffRefundRequest } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useRevalidator, useRouteLoaderData } from "react-router";
import type { StaffMe } from "@ironworks/contracts";
import { dateTime, failureMessage, loadStaff, money, staffApi, toMinor } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.order";

interface OrderDetail {
  id: string;
  storeId: number;
  currency: string;
  email: string;
  status: string;
  createdAt: string;
  totals: { grandTotalIncludingTax: number };
  payment: { paymentType: string | null; amountMinor: number; brand: string | null; lastFour: string | null };
  lines: { productId: number; sku: string; name: string; qty: number; rowTotalMinor: number }[];
  shipments: { packageNumber: number; carrier: string; status: string; trackingNumber: string | null }[];
  refunds: { id: string; amountMinor: number; status: string; reason: string | null; createdAt: string }[];
  notes: { id: number; by: string; text: string; createdAt: string }[];
  capturedMinor: number;
  refundedMinor: number;
  refundableMinor: number;
  refundStatus: "none" | "partially_refunded" | "refunded";
  /** What each tender paid and what is left to refund of it (ADR 0057). */
  tenders: {
    provider: { paidMinor: number; refundableMinor: number };
    giftcards: { code: string; paidMinor: number; refundableMinor: number }[];
  };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadStaff<OrderDetail>(`/orders/${encodeURIComponent(params.id)}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const REFUND_STATUS = { none: "Not refunded", partially_refunded: "Partially refunded", refunded: "Refunded" };

/** Statuses with nothing left to cancel (the server decides; this only greys the button). */
const ENDED = ["cancelled", "payment_error"];

/** One order: lines, payment, packages; ship, deliver, refund (full or part), cancel, the order mail again, and notes. */
export default function AdminOrder({ loaderData: o }: Route.ComponentProps) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const may = (p: string) => me?.permissions.includes(p) ?? false;
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<Notice>(null);
  const [amount, setAmount] = useState("");
  // One Idempotency-Key per refund the member means: a double press or a retry after a lost answer
  // refunds once; a new key after a refund went through or the amount changed.
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [carrier, setCarrier] = useState("");
  const [cancelReason, setCancelReason] = useState("");
  const [confirmCancel, setConfirmCancel] = useState(false);

  async function act(run: () => Promise<{ ok: boolean } & object>, done: string) {
    const result = (await run()) as Parameters<typeof failureMessage>[0];
    setMessage(result.ok ? { ok: true, text: done } : { ok: false, text: failureMessage(result) });
    if (result.ok) revalidate();
    return result.ok;
  }

  async function refund(e: React.FormEvent) {
    e.preventDefault();
    const amountMinor = amount.trim() ? toMinor(Number(amount)) : undefined;
    const parsed = StaffRefundRequest.safeParse({ amountMinor, reason: reason || undefined });
    if (!parsed.success || (amount.trim() && !Number.isFinite(Number(amount)))) {
      setMessage({ ok: false, text: `Amount: ${parsed.error?.issues[0]?.message ?? "is not a number"}` });
      return;
    }
    const label =
      parsed.data.amountMinor === undefined ? "everything left" : money(parsed.data.amountMinor, o.currency);
    const post = () => staffApi.post(`/orders/${o.id}/refunds`, parsed.data, { "idempotency-key": refundKey });
    if (await act(post, `Refunded ${label}.`)) {
      setAmount("");
      setReason("");
      setRefundKey(crypto.randomUUID());
    }
  }

  async function cancel(e: React.FormEvent) {
    e.preventDefault();
    // Two steps: the first press says what will happen, the second cancels.
    if (!confirmCancel) {
      setConfirmCancel(true);
      return;
    }
    const parsed = StaffCancelRequest.safeParse({ reason: cancelReason || undefined });
    if (!parsed.success) {
      setMessage({ ok: false, text: `Reason: ${parsed.error.issues[0]?.message}` });
      return;
    }
    setConfirmCancel(false);
    if (await act(() => staffApi.post(`/orders/${o.id}/cancel`, parsed.data), "Order cancelled.")) setCancelReason("");
  }

  async function addNote(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffNoteRequest.safeParse({ text: note });
    if (!parsed.success) {
      setMessage({ ok: false, text: `Note: ${parsed.error.issues[0]?.message}` });
      return;
    }
    if (await act(() => staffApi.post(`/orders/${o.id}/notes`, parsed.data), "Note added.")) setNote("");
  }

  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1>Order {o.id}</h1>
      <StatusLine notice={message} />
      <div className="admin-sections">
        <dl className="admin-cards">
          <div className="admin-card">
            <dt>Status</dt>
            <dd data-testid="order-status">{o.status}</dd>
          </div>
          <div className="admin-card">
            <dt>Refunds</dt>
            <dd data-testid="refund-status">
              {REFUND_STATUS[o.refundStatus]} ({money(o.refundedMinor, o.currency)} of{" "}
              {money(o.capturedMinor, o.currency)})
            </dd>
          </div>
          <div className="admin-card">
            <dt>Customer</dt>
            <dd>{o.email}</dd>
          </div>
          <div className="admin-card">
            <dt>Placed</dt>
            <dd>
              {dateTime(o.createdAt)} · store {o.storeId}
            </dd>
          </div>
          <div className="admin-card">
            <dt>Payment</dt>
            <dd>
              {o.payment.paymentType} {o.payment.brand ?? ""} {o.payment.lastFour ? `•••• ${o.payment.lastFour}` : ""}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="order-lines">
          <h2 id="order-lines">Lines</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={`${l.sku}-${l.productId}`}>
                  <td>{may("catalog.read") ? <Link to={`/admin/products/${l.productId}`}>{l.name}</Link> : l.name}</td>
                  <td>{l.sku}</td>
                  <td className="num">{l.qty}</td>
                  <td className="num">{money(l.rowTotalMinor, o.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Grand total
                </th>
                <td className="num">{money(o.totals.grandTotalIncludingTax, o.currency)}</td>
              </tr>
            </tfoot>
          </table>
        </section>

        <section aria-labelledby="order-shipping">
          <h2 id="order-shipping">Packages</h2>
          {o.shipments.length ? (
            <ul>
              {o.shipments.map((s) => (
                <li key={s.packageNumber}>
                  Package {s.packageNumber}: {s.status} · {s.carrier} {s.trackingNumber ?? ""}
                </li>
              ))}
            </ul>
          ) : (
            <p>Not shipped yet.</p>
          )}
          {may("orders.fulfil") ? (
            <div className="admin-filters">
              <label>
                Carrier (optional)
                <input value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)} />
              </label>
              <AdminButton
                size="s"
                onClick={() => act(() => staffApi.post(`/orders/${o.id}/ship`, carrier ? { carrier } : {}), "Shipped.")}
              >
                Ship
              </AdminButton>
              <AdminButton
                size="s"
                variant="secondary"
                onClick={() => act(() => staffApi.post(`/orders/${o.id}/deliver`, {}), "Delivered.")}
              >
                Mark delivered
              </AdminButton>
            </div>
          ) : null}
        </section>

        {may("orders.refund") ? (
          <section aria-labelledby="order-refund">
            <h2 id="order-refund">Refund</h2>
            <p>
              Refundable: {money(o.refundableMinor, o.currency)}.{" "}
              {o.refunds.length ? `${o.refunds.length} refund(s) so far.` : ""}
            </p>
            {o.tenders.giftcards.length ? (
              <>
                <ul aria-label="Paid by">
                  {o.tenders.provider.paidMinor > 0 ? (
                    <li>
                      {o.payment.paymentType ?? "payment"}: paid {money(o.tenders.provider.paidMinor, o.currency)},
                      refundable {money(o.tenders.provider.refundableMinor, o.currency)}
                    </li>
                  ) : null}
                  {o.tenders.giftcards.map((g) => (
                    <li key={g.code}>
                      Gift card {g.code}: paid {money(g.paidMinor, o.currency)}, refundable{" "}
                      {money(g.refundableMinor, o.currency)}
                    </li>
                  ))}
                </ul>
                <p className="admin-hint">
                  A refund goes back to the {o.tenders.provider.paidMinor > 0 ? "payment method first, then " : ""}
                  gift card balance{o.tenders.giftcards.length > 1 ? "s in the order used" : ""}.
                </p>
              </>
            ) : null}
            <form className="admin-form" onSubmit={refund}>
              <label htmlFor="refund-amount">
                Amount in {o.currency} (empty: everything left)
                <input
                  id="refund-amount"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => {
                    setAmount(e.currentTarget.value);
                    setRefundKey(crypto.randomUUID());
                  }}
                />
              </label>
              <label htmlFor="refund-reason">
                Reason
                <input id="refund-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              </label>
              <AdminButton type="submit" disabled={o.refundableMinor <= 0}>
                Refund
              </AdminButton>
            </form>
            {o.refunds.length ? (
              <ul>
                {o.refunds.map((r) => (
                  <li key={r.id}>
                    {dateTime(r.createdAt)}: {money(r.amountMinor, o.currency)} {r.status}
                    {r.reason ? ` (${r.reason})` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        {may("orders.cancel") || may("orders.mail") ? (
          <section aria-labelledby="order-cancel">
            <h2 id="order-cancel">Cancel and mail</h2>
            {may("orders.cancel") ? (
              <form className="admin-form" onSubmit={cancel}>
                <label htmlFor="cancel-reason">
                  Cancellation note (for the audit log)
                  <input
                    id="cancel-reason"
                    value={cancelReason}
                    onChange={(e) => setCancelReason(e.currentTarget.value)}
                  />
                </label>
                {confirmCancel ? (
                  <p className="admin-alert" role="alert">
                    {o.refundableMinor > 0
                      ? `Cancelling refunds ${money(o.refundableMinor, o.currency)} to the customer's payment method and puts the stock back.`
                      : "Cancelling puts the stock back; nothing was captured, so nothing is refunded."}{" "}
                    Press again to cancel the order.
                  </p>
                ) : null}
                <div className="admin-filters">
                  <AdminButton type="submit" variant="secondary" disabled={ENDED.includes(o.status)}>
                    {confirmCancel ? "Yes, cancel the order" : "Cancel order"}
                  </AdminButton>
                  {confirmCancel ? (
                    <AdminButton size="s" variant="secondary" onClick={() => setConfirmCancel(false)}>
                      Keep the order
                    </AdminButton>
                  ) : null}
                </div>
              </form>
            ) : null}
            {may("orders.mail") ? (
              <p>
                <AdminButton
                  size="s"
                  variant="secondary"
                  onClick={() =>
                    act(() => staffApi.post(`/orders/${o.id}/mail`, {}), `Order mail sent again to ${o.email}.`)
                  }
                >
                  Send the order mail again
                </AdminButton>
              </p>
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="order-notes">
          <h2 id="order-notes">Notes</h2>
          <ul>
            {o.notes.map((n) => (
              <li key={n.id}>
                {dateTime(n.createdAt)}, {n.by}: {n.text}
              </li>
            ))}
          </ul>
          {may("orders.note") ? (
            <form className="admin-form" onSubmit={addNote}>
              <label htmlFor="order-note">
                New note (staff only)
                <textarea id="order-note" rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
              </label>
              <AdminButton type="submit" size="s">
                Add note
              </AdminButton>
            </form>
          ) : null}
          {may("audit.read") ? (
            <p>
              <Link to={`/admin/audit?targetType=order&targetId=${encodeURIComponent(o.id)}`}>
                Audit log of this order
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
