import type { Program } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import type { AccountKey } from "../messages.ts";

/** The start date in the page's language (UTC, so the server's HTML and the browser agree). */
const startedText = (iso: string, tag: string) =>
  new Date(iso).toLocaleDateString(tag, { dateStyle: "medium", timeZone: "UTC" });

/** SPEC §2 /account/programming: the Iron Game programs the customer bought. */
export function ProgramsView({ programs }: { programs: Program[] }) {
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main account-programs">
      <h1>{t("account.page.programming.title")}</h1>
      {programs.length === 0 ? (
        <div className="account-card account-empty">
          <p>{t("account.programs.empty")}</p>
          <p>
            <Link to={href("/mobility-rehab/training-programs")}>{t("account.programs.browse")}</Link>
          </p>
        </div>
      ) : (
        <ul className="account-rows" aria-label={t("account.programs.listLabel")}>
          {programs.map((p) => (
            <li key={p._id} className="account-row" data-testid="program-row">
              <div className="account-row__main">
                <Link to={href(`/account/programming/${p._id}`)} className="account-row__title">
                  {p.name}
                </Link>
                <p className="account-row__meta">
                  {[
                    p.is_trial ? t("account.programs.trial") : null,
                    p.subscription_interval === "month" ? t("account.programs.billedMonthly") : null,
                    t("account.programs.since", { date: startedText(p.startedAt, locale.tag) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** SPEC §2 /account/programming/{id}: one program. */
export function ProgramView({ program }: { program: Program }) {
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main account-program">
      <p>
        <Link to={href("/account/programming")}>{t("account.programs.all")}</Link>
      </p>
      <h1>{program.name}</h1>
      <section className="account-card" aria-labelledby="program-details">
        <h2 id="program-details">{t("account.programs.details")}</h2>
        {program.description ? <p>{program.description}</p> : null}
        <dl className="account-facts">
          <dt>{t("account.programs.started")}</dt>
          <dd>{startedText(program.startedAt, locale.tag)}</dd>
          {program.subscription_interval ? (
            <>
              <dt>{t("account.programs.billing")}</dt>
              <dd>
                {program.subscription_interval === "month"
                  ? t("account.programs.monthly")
                  : program.subscription_interval}
              </dd>
            </>
          ) : null}
          {program.program_delivery ? (
            <>
              <dt>{t("account.programs.delivery")}</dt>
              <dd>{program.program_delivery === "email" ? t("account.programs.byEmail") : program.program_delivery}</dd>
            </>
          ) : null}
          {program.orderId ? (
            <>
              <dt>{t("account.programs.order")}</dt>
              <dd>#{program.orderId}</dd>
            </>
          ) : null}
        </dl>
        {program.url ? (
          <p>
            <Link to={href(program.url)}>{t("account.programs.page")}</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
