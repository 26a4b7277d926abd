import type { Quote, StaffMe } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useRevalidator, useRouteLoaderData } from "react-router";
import { dateTime, failureMessage, loadStaff, money, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.quote";

/** A quote line is priced by its priced product id: a configurable's chosen child, else the product. */
const pricedId = (l: { productId: number; childId: number | null }) => l.childId ?? l.productId;

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadStaff<Quote>(`/quotes/${encodeURIComponent(params.id)}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const minor = (major: number) => Math.round(major * 100);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One custom quote (issue #22 item 5): the build's lines at store prices; support sets each line's
 * price, a discount, freight and the expiry, declines, or writes to the shopper. The server checks
 * the state table and audits every change.
 */
export default function AdminQuote({ loaderData: q }: Route.ComponentProps) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const may = me?.permissions.includes("quotes.manage") ?? false;
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(q.lines.map((l) => [pricedId(l), String(l.quotedUnitPrice ?? l.unitPrice)])),
  );
  const [discount, setDiscount] = useState(String(q.discount ?? 0));
  const [freight, setFreight] = useState(String(q.freight ?? 0));
  const [expires, setExpires] = useState(q.expiresAt?.slice(0, 10) ?? inDays(14));
  const [text, setText] = useState("");
  const open = ["requested", "in_review", "quoted"].includes(q.state);

  async function act(path: string, body: unknown, done: string) {
    const result = await staffApi.post(`/quotes/${q.quoteId}/${path}`, body);
    setNotice(result.ok ? { ok: true, text: done } : { ok: false, text: failureMessage(result) });
    if (result.ok) revalidate();
  }

  const offer = () =>
    act(
      "offer",
      {
        lines: q.lines.map((l) => ({ productId: pricedId(l), unitPrice: Number(prices[pricedId(l)] ?? 0) })),
        discount: Number(discount),
        freight: Number(freight),
        expiresAt: new Date(`${expires}T23:59:59Z`).toISOString(),
        ...(text.trim() ? { message: text.trim() } : {}),
      },
      "Quote sent to the shopper.",
    );

  return (
    <>
      <p>
        <Link to="/admin/quotes">← Custom quotes</Link>
      </p>
      <h1>Quote {q.quoteId}</h1>
      <StatusLine notice={notice} />
      <dl className="admin-cards">
        <div className="admin-card">
          <dt>State</dt>
          <dd data-testid="quote-state">
            {q.state}
            {q.orderId ? (
              <>
                {" · order "}
                <Link to={`/admin/orders/${q.orderId}`} data-testid="quote-order">
                  {q.orderId}
                </Link>
              </>
            ) : null}
          </dd>
        </div>
        <div className="admin-card">
          <dt>Shopper</dt>
          <dd>
            {q.contactName} · {q.email} · {q.phone}
          </dd>
        </div>
        <div className="admin-card">
          <dt>Delivery</dt>
          <dd>
            ZIP {q.deliveryZip} · {q.facilityType} · installation {q.installation ? "wanted" : "not wanted"}
          </dd>
        </div>
        <div className="admin-card">
          <dt>Totals</dt>
          <dd>
            store {money(minor(q.listTotal), q.currency)}
            {q.quotedTotal !== null ? ` · quoted ${money(minor(q.quotedTotal), q.currency)}` : ""}
            {q.expiresAt ? ` · expires ${dateTime(q.expiresAt)}` : ""}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="quote-lines">
        <h2 id="quote-lines">Lines ({q.source === "cart" ? "requested from the cart" : q.projectName})</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Store price
              </th>
              <th scope="col">Quoted unit price</th>
            </tr>
          </thead>
          <tbody>
            {q.lines.map((l) => (
              <tr key={pricedId(l)}>
                <td>
                  {l.name} ({l.sku})
                </td>
                <td className="num">{l.qty}</td>
                <td className="num">{money(minor(l.unitPrice), q.currency)}</td>
                <td>
                  {open && may ? (
                    <label>
                      <span className="visually-hidden">Quoted price of {l.name}</span>
                      <input
                        type="number"
                        min={0}
                        step="0.01"
                        value={prices[pricedId(l)] ?? ""}
                        onChange={(e) => setPrices({ ...prices, [pricedId(l)]: e.currentTarget.value })}
                      />
                    </label>
                  ) : l.quotedUnitPrice !== null ? (
                    money(minor(l.quotedUnitPrice), q.currency)
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {q.notes ? <p>Shopper's notes: {q.notes}</p> : null}
      <section aria-labelledby="quote-messages">
        <h2 id="quote-messages">Messages</h2>
        {q.messages.length === 0 ? (
          <p>No messages yet.</p>
        ) : (
          <ul>
            {q.messages.map((m, i) => (
              <li key={`${m.at}-${i}`}>
                <strong>{m.from}</strong> {dateTime(m.at)}: {m.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      {may ? (
        <section aria-labelledby="quote-actions">
          <h2 id="quote-actions">Actions</h2>
          {open ? (
            <div className="admin-filters">
              <label>
                Discount
                <input
                  type="number"
                  min={0}
                  step="0.01"
                  value={discount}
                  onChange={(e) => setDiscount(e.currentTarget.value)}
                />
              </label>
              <label>
                Freight
                <input
                  type="number"
                  min={0}
                  step="0.01"
                  value={freight}
                  onChange={(e) => setFreight(e.currentTarget.value)}
                />
              </label>
              <label>
                Expires
                <input type="date" value={expires} onChange={(e) => setExpires(e.currentTarget.value)} />
              </label>
            </div>
          ) : null}
          <label className="admin-field">
            Message to the shopper (sent with the quote, or alone; the reason when declining)
            <textarea value={text} maxLength={2000} rows={3} onChange={(e) => setText(e.currentTarget.value)} />
          </label>
          <p className="admin-filters">
            {q.state === "requested" ? (
              <AdminButton onClick={() => act("review", {}, "Marked in review.")}>Start review</AdminButton>
            ) : null}
            {open ? <AdminButton onClick={offer}>Send quote</AdminButton> : null}
            {open ? (
              <AdminButton
                variant="secondary"
                onClick={() => act("decline", { reason: text.trim() || "Declined" }, "Quote declined.")}
              >
                Decline
              </AdminButton>
            ) : null}
            <AdminButton
              variant="secondary"
              disabled={!text.trim()}
              onClick={() => act("messages", { text: text.trim() }, "Message sent.")}
            >
              Send message only
            </AdminButton>
          </p>
        </section>
      ) : null}
    </>
  );
}
