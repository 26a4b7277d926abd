import type { Program } from "@ironworks/contracts";
import { Link } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";

const startedText = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** SPEC §2 /account/programming: the Iron Game programs the customer bought. */
export function ProgramsView({ programs }: { programs: Program[] }) {
  const { href } = useLocaleTools();
  return (
    <main id="main" className="account-main account-programs">
      <h1>Iron Game Programming</h1>
      {programs.length === 0 ? (
        <div className="account-card account-empty">
          <p>You have no programs yet.</p>
          <p>
            <Link to={href("/mobility-rehab/training-programs")}>Browse training programs</Link>
          </p>
        </div>
      ) : (
        <ul className="account-rows" aria-label="Your programs">
          {programs.map((p) => (
            <li key={p._id} className="account-row" data-testid="program-row">
              <div className="account-row__main">
                <Link to={href(`/account/programming/${p._id}`)} className="account-row__title">
                  {p.name}
                </Link>
                <p className="account-row__meta">
                  {p.is_trial ? "Trial · " : ""}
                  {p.subscription_interval === "month" ? "Billed monthly" : null}
                  {` · Since ${startedText(p.startedAt)}`}
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
  return (
    <main id="main" className="account-main account-program">
      <p>
        <Link to={href("/account/programming")}>All programs</Link>
      </p>
      <h1>{program.name}</h1>
      <section className="account-card" aria-labelledby="program-details">
        <h2 id="program-details">Details</h2>
        {program.description ? <p>{program.description}</p> : null}
        <dl className="account-facts">
          <dt>Started</dt>
          <dd>{startedText(program.startedAt)}</dd>
          {program.subscription_interval ? (
            <>
              <dt>Billing</dt>
              <dd>{program.subscription_interval === "month" ? "Monthly" : program.subscription_interval}</dd>
            </>
          ) : null}
          {program.program_delivery ? (
            <>
              <dt>Delivery</dt>
              <dd>{program.program_delivery === "email" ? "By email" : program.program_delivery}</dd>
            </>
          ) : null}
          {program.orderId ? (
            <>
              <dt>Order</dt>
              <dd>#{program.orderId}</dd>
            </>
          ) : null}
        </dl>
        {program.url ? (
          <p>
            <Link to={href(program.url)}>View the program's page</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}
