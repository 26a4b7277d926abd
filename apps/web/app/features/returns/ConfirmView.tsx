import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import type { ReturnsKey } from "./messages.ts";
import { returnMoney } from "./return-format.ts";
import type { ReturnChoice } from "./choice.ts";
import type { QuoteResult, ReturnsOrderView } from "./returns.server.ts";

type Quote = Extract<QuoteResult, { ok: true }>["quote"];

/** Why a line or the choice was refused, in words (a policy rule, or what was wrong with the choice). */
export function ProblemList({ problems, code }: { problems: { lineNo: number; problem: string }[]; code: string }) {
  const t = useT<ReturnsKey>();
  const known = (key: string) => key as ReturnsKey;
  const text = (problem: string) =>
    ["not_delivered", "window_closed", "final_sale", "virtual", "fully_returned", "returns_closed"].includes(problem)
      ? t(known(`returns.why.${problem}`))
      : t(known(`returns.problem.${problem}`));
  return (
    <div className="account-notice account-notice--error" role="alert" data-testid="returns-problems">
      {problems.length ? (
        <ul>
          {problems.map((p) => (
            <li key={`${p.lineNo}-${p.problem}`}>
              {p.lineNo > 0 ? `${t("returns.problem.line", { lineNo: p.lineNo })}: ` : null}
              {text(p.problem)}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {code === "nothing_chosen" || code === "rma_already_confirmed"
            ? t(`returns.problem.${code}`)
            : t("returns.problem.generic")}
        </p>
      )}
    </div>
  );
}

/** The refund or credit, line by line, as the server computed it: what the shopper confirms. */
export function QuoteTotals({ quote, pricesIncludeVat }: { quote: Quote; pricesIncludeVat: boolean }) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const money = (minor: number) => returnMoney(minor, quote.currency, locale);
  const q = quote.totals;
  const rows: [ReturnsKey, number][] = [["returns.confirm.merchandise", q.merchandise]];
  if (q.discount) rows.push(["returns.confirm.discount", -q.discount]);
  if (q.shipping) rows.push(["returns.confirm.shipping", q.shipping]);
  if (!pricesIncludeVat && q.tax) rows.push(["returns.confirm.tax", q.tax]);
  if (q.restockingFee) rows.push(["returns.confirm.restockingFee", -q.restockingFee]);
  if (q.labelCost) rows.push(["returns.confirm.labelCost", -q.labelCost]);
  if (q.pickupCost) rows.push(["returns.confirm.pickupCost", -q.pickupCost]);
  if (q.bonus) rows.push(["returns.confirm.bonus", q.bonus]);
  return (
    <dl className="returns-totals" data-testid="returns-totals">
      {rows.map(([key, amount]) => (
        <div key={key} className="returns-totals__row">
          <dt>{t(key)}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <div className="returns-totals__row returns-totals__total">
        <dt>
          {t(quote.outcome === "store_credit" ? "returns.confirm.total.store_credit" : "returns.confirm.total.refund")}
        </dt>
        <dd data-testid="returns-total">{money(quote.amountMinor)}</dd>
      </div>
      {pricesIncludeVat && q.tax ? (
        <div className="returns-totals__row returns-totals__note">
          <dt>{t("returns.confirm.vat")}</dt>
          <dd>{money(q.tax)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Step 3 of /rmaprocess: the items going back and the outcome and total before confirming; the
 * form posts the same choice with its one-time key (a second post of it changes nothing).
 */
export function ConfirmView(props: {
  view: ReturnsOrderView;
  choice: ReturnChoice;
  quote: Quote;
  confirmKey: string;
  changeHref: string;
  pricesIncludeVat: boolean;
}) {
  const t = useT<ReturnsKey>();
  const { href } = useLocaleTools();
  const { view, choice, quote } = props;
  return (
    <form method="post" className="returns-form" data-testid="returns-confirm">
      <h2>{t("returns.confirm.items")}</h2>
      <ul className="returns-chosen">
        {choice.lines.map((l) => {
          const line = view.lines.find((x) => x.lineNo === l.lineNo);
          return (
            <li key={l.lineNo}>
              {t("returns.confirm.line", { qty: l.qty, name: line?.name ?? "" })} —{" "}
              {t(`returns.reason.${l.reason}` as ReturnsKey)}, {t(`returns.condition.${l.condition}` as ReturnsKey)}
              {l.exchangeFor ? (
                <>
                  {" → "}
                  {t("returns.confirm.exchangeFor", {
                    variant: line?.exchangeFor.find((v) => v.productId === l.exchangeFor)?.label ?? "",
                  })}
                </>
              ) : null}
              {l.photos?.length ? ` (${t("returns.confirm.photos", { count: l.photos.length })})` : null}
            </li>
          );
        })}
      </ul>
      {quote.outcome === "exchange" ? (
        <p className="account-notice" data-testid="returns-exchange-note">
          {t("returns.confirm.exchangeNote")}
        </p>
      ) : (
        <QuoteTotals quote={quote} pricesIncludeVat={props.pricesIncludeVat} />
      )}
      <input type="hidden" name="orderId" value={choice.orderId} />
      <input type="hidden" name="outcome" value={choice.outcome} />
      <input type="hidden" name="confirmKey" value={props.confirmKey} />
      {choice.lines.map((l) => (
        <span key={l.lineNo} hidden>
          <input type="hidden" name={`qty-${l.lineNo}`} value={String(l.qty)} />
          <input type="hidden" name={`reason-${l.lineNo}`} value={l.reason} />
          <input type="hidden" name={`condition-${l.lineNo}`} value={l.condition} />
          {l.note ? <input type="hidden" name={`note-${l.lineNo}`} value={l.note} /> : null}
          {l.exchangeFor ? <input type="hidden" name={`exchange-${l.lineNo}`} value={String(l.exchangeFor)} /> : null}
          {l.photos?.length ? <input type="hidden" name={`photos-${l.lineNo}`} value={l.photos.join(",")} /> : null}
        </span>
      ))}
      <div className="returns-actions">
        <Button type="submit" size="l">
          {t("returns.confirm.submit")}
        </Button>
        <Link to={href(props.changeHref)}>{t("returns.confirm.change")}</Link>
      </div>
    </form>
  );
}
