import { FACILITY_TYPES } from "./facility.ts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { ZeusKey } from "./messages.ts";
import type { QuoteFormErrors, QuoteView } from "./zeus.server.ts";

const DONE = ["requested", "accepted", "withdrawn", "sent"] as const;

export interface QuotesViewProps {
  quotes: QuoteView[];
  open: QuoteView | null;
  projects: { projectId: string; name: string; total: number }[];
  chosen: string | null;
  /** Priced lines in the shopper's cart: a quote can be asked on the cart. */
  cartCount: number;
  done: string | null;
  errors: QuoteFormErrors;
  error: string | null;
}

/**
 * /account/custom-quoting (issue #22 item 5): ask for a quote on a saved gym (USA delivery), the
 * quotes and their states, one quote with its lines, staff prices, expiry and messages; accept or
 * withdraw. Plain forms: no JavaScript needed.
 */
export function QuotesView({ quotes, open, projects, chosen, cartCount, done, errors, error }: QuotesViewProps) {
  const t = useT<ZeusKey>();
  const { price, href } = useLocaleTools();
  const busy = useNavigation().state === "submitting";
  const field = (name: string) =>
    errors[name] ? (
      <span className="zeus-error" id={`q-${name}-error`}>
        {t(`zeus.quote.error.${name}` as ZeusKey)}
      </span>
    ) : null;
  const described = (name: string) => (errors[name] ? `q-${name}-error` : undefined);
  const doneKey = DONE.find((d) => d === done);
  const quoteName = (q: QuoteView) => (q.source === "cart" ? t("zeus.quote.cartName") : q.projectName);
  return (
    <main id="main" className="account-main zeus-page">
      <h1>{t("zeus.quote.title")}</h1>
      {doneKey ? (
        <p className="zeus-notice" role="status">
          {t(`zeus.quote.done.${doneKey}`)}
        </p>
      ) : null}
      {error ? (
        <p className="zeus-notice zeus-notice--error" role="alert">
          {error === "zeus_quote_expired"
            ? t("zeus.quote.expired")
            : error === "zeus_quote_ordered"
              ? t("zeus.quote.alreadyOrdered")
              : error === "validation_error"
                ? t("zeus.quote.error.source")
                : t("zeus.gyms.failed")}
        </p>
      ) : null}

      {open ? (
        <section aria-labelledby="zeus-quote-open" className="zeus-card" data-testid="zeus-quote">
          <h2 id="zeus-quote-open">{t("zeus.quote.heading", { id: open.quoteId, name: quoteName(open) })}</h2>
          <p>
            {t("zeus.quote.stateLabel")} <strong data-testid="zeus-quote-state">{t(`zeus.state.${open.state}`)}</strong>
            {open.orderId ? (
              <>
                {" · "}
                <Link to={href(`/account/order/${open.orderId}`)} data-testid="zeus-quote-order">
                  {t("zeus.quote.orderedWith", { orderId: open.orderId })}
                </Link>
              </>
            ) : null}
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("zeus.editor.product")}</th>
                <th scope="col">{t("zeus.editor.qty")}</th>
                <th scope="col">{t("zeus.quote.listPrice")}</th>
                <th scope="col">{t("zeus.quote.quotedPrice")}</th>
              </tr>
            </thead>
            <tbody>
              {open.lines.map((l) => (
                <tr key={l.productId}>
                  <td>{l.name}</td>
                  <td>{l.qty}</td>
                  <td>{price(l.unitPrice)}</td>
                  <td>{l.quotedUnitPrice === null ? "—" : price(l.quotedUnitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t("zeus.quote.listTotal")} {price(open.listTotal)}
          </p>
          {open.quotedTotal !== null ? (
            <p>
              {t("zeus.quote.discount")} {price(open.discount)} · {t("zeus.quote.freight")} {price(open.freight)} ·{" "}
              {t("zeus.quote.quotedTotal")} <strong data-testid="zeus-quoted-total">{price(open.quotedTotal)}</strong>
              {open.expiresAt ? ` · ${t("zeus.quote.expires", { date: open.expiresAt.slice(0, 10) })}` : ""}
            </p>
          ) : null}
          {open.messages.length > 0 ? (
            <ul className="zeus-messages">
              {open.messages.map((m, i) => (
                <li key={`${m.at}-${i}`}>
                  <strong>{t(m.from === "staff" ? "zeus.quote.fromStaff" : "zeus.quote.fromYou")}</strong> {m.text}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="zeus-row">
            {open.state === "quoted" ? (
              <Form method="post">
                <input type="hidden" name="quoteId" value={open.quoteId} />
                <button
                  type="submit"
                  name="intent"
                  value="accept"
                  className={buttonClass({ size: "s" })}
                  disabled={busy}
                >
                  {t("zeus.quote.accept")}
                </button>
              </Form>
            ) : null}
            {open.state === "accepted" || open.state === "converted" ? (
              <Form method="post">
                <input type="hidden" name="quoteId" value={open.quoteId} />
                <button type="submit" name="intent" value="cart" className={buttonClass({ size: "s" })} disabled={busy}>
                  {t("zeus.quote.toCart")}
                </button>
              </Form>
            ) : null}
            {/* Withdrawn at any time until it is ordered (an accepted quote too, in the cart or not). */}
            {["requested", "in_review", "quoted", "accepted", "converted"].includes(open.state) ? (
              <Form method="post">
                <input type="hidden" name="quoteId" value={open.quoteId} />
                <button
                  type="submit"
                  name="intent"
                  value="withdraw"
                  className={buttonClass({ size: "s", variant: "secondary" })}
                  disabled={busy}
                >
                  {t("zeus.quote.withdraw")}
                </button>
              </Form>
            ) : null}
          </div>
          <Form method="post" className="zeus-form">
            <input type="hidden" name="quoteId" value={open.quoteId} />
            <label htmlFor="q-text">{t("zeus.quote.message")}</label>
            <textarea id="q-text" name="text" maxLength={2000} rows={3} aria-describedby={described("text")} />
            {field("text")}
            <button
              type="submit"
              name="intent"
              value="message"
              className={buttonClass({ size: "s", variant: "secondary" })}
            >
              {t("zeus.quote.send")}
            </button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="zeus-quotes">
        <h2 id="zeus-quotes">{t("zeus.quote.mine")}</h2>
        {quotes.length === 0 ? (
          <p>{t("zeus.quote.none")}</p>
        ) : (
          <ul className="zeus-list" data-testid="zeus-quotes">
            {quotes.map((q) => (
              <li key={q.quoteId}>
                <Link to={`/account/custom-quoting?quote=${q.quoteId}`}>
                  {q.quoteId} · {quoteName(q)}
                </Link>{" "}
                · {t(`zeus.state.${q.state}`)} · {price(q.quotedTotal ?? q.listTotal)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="zeus-ask" className="zeus-card">
        <h2 id="zeus-ask">{t("zeus.quote.ask")}</h2>
        {projects.length === 0 && cartCount === 0 ? (
          <p>
            {t("zeus.quote.noProjects")} <Link to="/zeus-builder">{t("zeus.gyms.new")}</Link>
          </p>
        ) : (
          <Form method="post" className="zeus-form" noValidate>
            <label htmlFor="q-projectId">{t("zeus.quote.project")}</label>
            <select
              id="q-projectId"
              name="projectId"
              defaultValue={chosen ?? (cartCount > 0 ? "cart" : projects[0]?.projectId)}
              aria-describedby={described("projectId")}
            >
              {cartCount > 0 ? <option value="cart">{t("zeus.quote.cartOption", { count: cartCount })}</option> : null}
              {projects.map((p) => (
                <option key={p.projectId} value={p.projectId}>
                  {p.name} · {price(p.total)}
                </option>
              ))}
            </select>
            {field("projectId")}
            <label htmlFor="q-contactName">{t("zeus.quote.contactName")}</label>
            <input
              id="q-contactName"
              name="contactName"
              autoComplete="name"
              maxLength={80}
              required
              aria-describedby={described("contactName")}
            />
            {field("contactName")}
            <label htmlFor="q-phone">{t("zeus.quote.phone")}</label>
            <input
              id="q-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              required
              aria-describedby={described("phone")}
            />
            {field("phone")}
            <label htmlFor="q-facilityType">{t("zeus.quote.facility")}</label>
            <select id="q-facilityType" name="facilityType" defaultValue="garage">
              {FACILITY_TYPES.map((f) => (
                <option key={f} value={f}>
                  {t(`zeus.facility.${f}`)}
                </option>
              ))}
            </select>
            <label htmlFor="q-deliveryZip">{t("zeus.quote.zip")}</label>
            <input
              id="q-deliveryZip"
              name="deliveryZip"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              required
              aria-describedby={described("deliveryZip")}
            />
            {field("deliveryZip")}
            <label className="zeus-check">
              <input type="checkbox" name="installation" /> {t("zeus.quote.installation")}
            </label>
            <label htmlFor="q-notes">{t("zeus.quote.notes")}</label>
            <textarea id="q-notes" name="notes" maxLength={2000} rows={3} />
            <button type="submit" name="intent" value="request" className={buttonClass()} disabled={busy}>
              {t("zeus.quote.submit")}
            </button>
          </Form>
        )}
      </section>
    </main>
  );
}
