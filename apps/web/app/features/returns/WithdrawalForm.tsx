import { Form, Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import type { ReturnsKey } from "./messages.ts";
import { returnDate } from "./return-format.ts";
import type { WithdrawalMade, WithdrawalView } from "./returns.server.ts";

export interface WithdrawRefusal {
  code: string;
  problems: { lineNo: number; problem: string }[];
}

const PROBLEM_WHY = ["virtual", "fully_returned", "period_over"];

/**
 * The confirmation step: the contract (order and date), the consumer's name, the units withdrawn
 * from (every withdrawable unit chosen to start with), where the acknowledgement goes, and the
 * "confirm withdrawal" button. A plain form POST: works without JavaScript.
 */
export function WithdrawalForm({
  view,
  confirmKey,
  refusal,
}: {
  view: WithdrawalView;
  confirmKey: string;
  refusal: WithdrawRefusal | undefined;
}) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const any = view.lines.some((l) => l.withdrawal.withdrawable);
  const problemText = (p: string) =>
    PROBLEM_WHY.includes(p) ? t(`returns.withdraw.why.${p}` as ReturnsKey) : t(`returns.problem.${p}` as ReturnsKey);
  return (
    <Form method="post" className="returns-form" data-testid="withdrawal-form">
      <p className="returns-policy">{t("returns.withdraw.intro", { days: view.withdrawalDays })}</p>
      <p>
        {t("returns.withdraw.order", { orderId: view.orderId, date: returnDate(view.createdAt.slice(0, 10), locale) })}
      </p>
      {refusal ? (
        <div className="account-notice account-notice--error" role="alert" data-testid="withdrawal-problems">
          {refusal.problems.length ? (
            <ul>
              {refusal.problems.map((p) => (
                <li key={`${p.lineNo}-${p.problem}`}>
                  {p.lineNo > 0 ? `${t("returns.problem.line", { lineNo: p.lineNo })}: ` : null}
                  {problemText(p.problem)}
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {refusal.code === "name_required" || refusal.code === "nothing_chosen"
                ? t(`returns.withdraw.problem.${refusal.code}`)
                : t("returns.withdraw.problem.generic")}
            </p>
          )}
        </div>
      ) : null}
      <input type="hidden" name="orderId" value={view.orderId} />
      <input type="hidden" name="confirmKey" value={confirmKey} />
      <fieldset className="returns-withdraw-items">
        <legend>{t("returns.withdraw.items")}</legend>
        <ul className="returns-lines">
          {view.lines.map((line) => {
            const w = line.withdrawal;
            const id = `wline-${line.lineNo}`;
            return (
              <li key={line.lineNo} className="returns-line" data-testid={id}>
                <div className="returns-line__head">
                  <strong id={`${id}-name`}>{line.name}</strong>
                  <span>{t("returns.select.ordered", { qty: line.qty })}</span>
                </div>
                {w.withdrawable ? (
                  <div className="returns-line__choice">
                    <p className="returns-line__meta">
                      {w.deadline
                        ? t("returns.withdraw.deadline", { date: returnDate(w.deadline, locale) })
                        : t("returns.withdraw.notDelivered")}
                    </p>
                    <label htmlFor={`${id}-qty`}>{t("returns.withdraw.qty")}</label>
                    <select
                      id={`${id}-qty`}
                      name={`w-${line.lineNo}`}
                      defaultValue={String(w.qty)}
                      aria-describedby={`${id}-name`}
                    >
                      <option value="0">{t("returns.withdraw.none")}</option>
                      {Array.from({ length: w.qty }, (_, i) => (
                        <option key={i + 1} value={String(i + 1)}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <p className="returns-line__why" data-testid={`${id}-why`}>
                    {t(`returns.withdraw.why.${w.why ?? "period_over"}` as ReturnsKey)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {any ? (
        <>
          <label htmlFor="withdraw-name">{t("returns.withdraw.name")}</label>
          <input id="withdraw-name" name="name" required maxLength={120} autoComplete="name" />
          <p>{t("returns.withdraw.email", { email: view.email })}</p>
          <p className="returns-line__meta">{t("returns.withdraw.cost")}</p>
          <Button type="submit" size="l">
            {t("returns.withdraw.submit")}
          </Button>
        </>
      ) : (
        <p className="account-notice" role="status">
          {t("returns.withdraw.nothing")}
        </p>
      )}
    </Form>
  );
}

/** The acknowledgement on the page: when it arrived, what it says, where the mail went, the slip. */
export function WithdrawalReceipt({ made }: { made: WithdrawalMade }) {
  const t = useT<ReturnsKey>();
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  const at = new Date(made.submittedAt);
  const date = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" }).format(at);
  const time = new Intl.DateTimeFormat(locale.tag, { timeStyle: "short", timeZone: "UTC" }).format(at);
  return (
    <article className="account-card returns-slip" data-testid="withdrawal-receipt">
      <p role="status">{t("returns.withdraw.done.when", { date, time })}</p>
      <h2>{t("returns.withdraw.done.content")}</h2>
      <dl className="returns-totals">
        <div className="returns-totals__row">
          <dt>{t("returns.withdraw.done.name")}</dt>
          <dd>{made.name}</dd>
        </div>
        <div className="returns-totals__row">
          <dt>{t("returns.withdraw.done.order")}</dt>
          <dd>{made.orderId}</dd>
        </div>
        <div className="returns-totals__row">
          <dt>{t("returns.withdraw.done.reference")}</dt>
          <dd data-testid="withdrawal-id">{made.id}</dd>
        </div>
      </dl>
      <ul className="returns-chosen">
        {made.lines.map((l) => (
          <li key={l.lineNo}>{t("returns.confirm.line", { qty: l.qty, name: l.name })}</li>
        ))}
      </ul>
      <p>
        {made.acknowledgedAt
          ? t("returns.withdraw.done.mailed", { email: made.email })
          : t("returns.withdraw.done.mailPending")}
      </p>
      {made.lines.some((l) => !l.delivered) ? <p>{t("returns.withdraw.done.notDelivered")}</p> : null}
      {made.rma ? (
        <p>
          <Link to={href(`/rmaprocess/print/${made.rma.rmaNumber}/${made.rma.dateIssued}`)}>
            {t("returns.withdraw.done.slip")}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
