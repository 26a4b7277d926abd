import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/Button.tsx";
import type { ReturnsKey } from "./messages.ts";
import { WithdrawLink } from "./WithdrawLink.tsx";
import { returnDate, returnMoney } from "./return-format.ts";
import type { OrderReturnsList, RmaPrint } from "./returns.server.ts";

/**
 * /rmaprocess/print/{rmaNumber}/{dateIssued}: the slip that goes in the box — the RMA number as a
 * Code 128 barcode (the server's SVG of our own number, set as markup), the items, the amount and how to send it.
 * Print styles hide the store's chrome (returns.css).
 */
export function PrintSlip({ rma }: { rma: RmaPrint }) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const { href } = useLocaleTools();
  const review = rma.state === "requested";
  return (
    <article className="returns-slip" data-testid="returns-slip">
      <div
        className="returns-slip__barcode"
        role="img"
        aria-label={t("returns.print.barcode", { rmaNumber: rma.rmaNumber })}
        dangerouslySetInnerHTML={{ __html: rma.barcodeSvg }}
      />
      <dl className="returns-slip__facts">
        <div>
          <dt>{t("returns.print.order", { orderId: rma.orderId })}</dt>
          <dd>{t("returns.print.issued", { date: returnDate(rma.dateIssued, locale) })}</dd>
        </div>
        <div>
          <dt>{t("returns.print.status")}</dt>
          <dd data-testid="returns-state">{t(`returns.state.${rma.state}` as ReturnsKey)}</dd>
        </div>
        <div>
          <dt>{t(`returns.confirm.total.${rma.outcome}` as ReturnsKey)}</dt>
          <dd>{returnMoney(rma.amountMinor, rma.currency, locale)}</dd>
        </div>
      </dl>
      <ul className="returns-chosen">
        {rma.lines.map((l) => (
          <li key={l.lineNo}>
            {t("returns.confirm.line", { qty: l.qty, name: l.name })} — {t(`returns.reason.${l.reason}` as ReturnsKey)}
            {l.exchange
              ? ` → ${t("returns.confirm.exchangeFor", { variant: l.exchange.label ?? l.exchange.sku ?? "" })}`
              : null}
          </li>
        ))}
      </ul>
      {review ? <p className="account-notice">{t("returns.print.review")}</p> : null}
      <h2>{t("returns.print.howTo")}</h2>
      <ol className="returns-steps">
        <li>{t("returns.print.step1")}</li>
        <li>{t("returns.print.step2")}</li>
        <li>{t("returns.print.step3")}</li>
      </ol>
      {rma.needsPickup ? <p className="account-notice">{t("returns.print.pickup")}</p> : null}
      <p className="returns-slip__mailed">{t("returns.print.mailed")}</p>
      <p className="returns-slip__pdf">
        <a href={href(`/rmaprocess/label/${rma.rmaNumber}/${rma.dateIssued}`)} type="application/pdf">
          {t("returns.print.pdf")}
        </a>
      </p>
      {hydrated ? (
        <Button className="returns-print-button" onClick={() => window.print()}>
          {t("returns.print.print")}
        </Button>
      ) : null}
    </article>
  );
}

/** The order page's returns: each with its state and amount, a link to its slip, and a way to start one. */
export function OrderReturns({
  orderId,
  returns,
  withdrawal = false,
}: {
  orderId: string;
  returns: OrderReturnsList;
  /** The EU withdrawal function is offered here (EU store, flag on): its button. */
  withdrawal?: boolean;
}) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  return (
    <section className="account-card returns-order" aria-labelledby="order-returns" data-testid="order-returns">
      <h2 id="order-returns">{t("returns.order.heading")}</h2>
      {returns.length ? (
        <ul>
          {returns.map((r) => (
            <li key={r.rmaNumber}>
              {t("returns.order.row", {
                rmaNumber: r.rmaNumber,
                state: t(`returns.state.${r.state}` as ReturnsKey),
                amount: returnMoney(r.amountMinor, r.currency, locale),
              })}{" "}
              <Link to={href(`/rmaprocess/print/${r.rmaNumber}/${r.dateIssued}`)}>{t("returns.order.slip")}</Link>
              {r.exchangeFor.length ? (
                <span className="returns-order__exchange" data-testid="order-return-exchange">
                  {" "}
                  {t("returns.order.exchange", { items: r.exchangeFor.join(", ") })}
                  {r.replacementTracking
                    ? ` ${t("returns.order.replacementShipped", { tracking: r.replacementTracking })}`
                    : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={href(`/rmaprocess/select-items?orderId=${encodeURIComponent(orderId)}`)}>
          {t("returns.order.start")}
        </Link>
      </p>
      {withdrawal ? (
        <p className="returns-withdraw">
          <WithdrawLink orderId={orderId} />
        </p>
      ) : null}
    </section>
  );
}
