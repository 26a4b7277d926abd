import type { EventRegistration } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import type { EventsKey } from "../messages.ts";
import type { EventsAccountData, EventsAccountOutcome } from "./events-account.server.ts";

const when = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The event page of a registration: /events/{name}/{year} (the id is `{name}-{year}`). */
const eventPath = (eventId: string) => {
  const m = /^(.*)-(\d{4})$/.exec(eventId);
  return m ? `/events/${m[1]}/${m[2]}` : "/";
};

/** /account/events (issue #20 item 6): registrations with heats and results, the profile, the lists. */
export function EventsAccountView({ data, outcome }: { data: EventsAccountData; outcome?: EventsAccountOutcome }) {
  const t = useT<EventsKey>();
  return (
    <main id="main" className="account-main account-events">
      <h1>{t("events.account.title")}</h1>
      {outcome?.ok ? (
        <p role="status" className="account-alert">
          {t(outcome.saved === "lists" ? "events.account.listsSaved" : "events.account.saved")}
        </p>
      ) : null}
      <Registrations registrations={data.events.registrations} />
      <ProfileForm data={data} outcome={outcome} />
      {data.lists.offered.length ? <ListsForm data={data} /> : null}
    </main>
  );
}

function Registrations({ registrations }: { registrations: EventRegistration[] }) {
  const t = useT<EventsKey>();
  const { locale } = useLocale();
  const { href } = useLocaleTools();
  return (
    <section aria-labelledby="events-registrations" className="account-card">
      <h2 id="events-registrations">{t("events.account.registrations")}</h2>
      {registrations.length === 0 ? (
        <p>{t("events.account.none")}</p>
      ) : (
        <ul className="account-rows">
          {registrations.map((r) => (
            <li key={r.id} className="account-row" data-registration={r.eventId}>
              <div className="account-row__main">
                <h3>
                  <Link to={href(eventPath(r.eventId))}>{r.eventTitle}</Link>
                </h3>
                <p className="account-row__meta">
                  {t("events.account.division", { division: r.divisionName, name: r.athleteName })}
                  {r.members?.length ? ` · ${t("events.account.members", { members: r.members.join(", ") })}` : ""}
                </p>
                {r.cancelled ? (
                  <p className="account-row__meta" data-testid="registration-cancelled">
                    {t(`events.account.cancelled.${r.cancelled.reason}` as EventsKey, {
                      date: when(r.cancelled.at, locale.tag),
                    })}
                  </p>
                ) : null}
                {r.waiver ? (
                  <p className="account-row__meta">
                    {t("events.account.waiver", {
                      version: r.waiver.version,
                      date: when(r.waiver.acceptedAt, locale.tag),
                    })}
                  </p>
                ) : null}
                {r.orderId ? (
                  <p>
                    <Link to={href(`/account/order/${r.orderId}`)}>
                      {t("events.account.order", { order: r.orderId })}
                    </Link>
                  </p>
                ) : null}
                {r.overallRank ? <p>{t("events.account.overall", { rank: r.overallRank })}</p> : null}
                {r.heats?.length ? (
                  <table className="account-table">
                    <caption>{t("events.account.heats")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("events.account.workout")}</th>
                        <th scope="col">{t("events.account.heat")}</th>
                        <th scope="col">{t("events.account.lane")}</th>
                        <th scope="col">{t("events.account.start")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.heats.map((h) => (
                        <tr key={`${h.workoutId}:${h.heat}`}>
                          <th scope="row">{h.workoutName}</th>
                          <td>{h.heat}</td>
                          <td>{h.lane}</td>
                          <td>{when(h.startsAt, locale.tag)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : r.cancelled ? null : (
                  <p>{t("events.account.noHeats")}</p>
                )}
                {r.results?.length ? (
                  <table className="account-table">
                    <caption>{t("events.account.results")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("events.account.workout")}</th>
                        <th scope="col">{t("events.account.score")}</th>
                        <th scope="col">{t("events.table.rank")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.results.map((s) => (
                        <tr key={s.workoutId}>
                          <th scope="row">{s.workoutName}</th>
                          <td>{s.display}</td>
                          <td>{s.rank}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProfileForm({ data, outcome }: { data: EventsAccountData; outcome?: EventsAccountOutcome }) {
  const t = useT<EventsKey>();
  const busy = useNavigation().state === "submitting";
  const a = data.events.account;
  const invalid = outcome && !outcome.ok && outcome.reason === "invalid" ? outcome.field : null;
  const field = (name: keyof typeof a, label: EventsKey, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="account-field">
      <label htmlFor={`events-${name}`}>{t(label)}</label>
      <input
        id={`events-${name}`}
        name={name}
        defaultValue={typeof a[name] === "string" ? (a[name] as string) : ""}
        aria-invalid={invalid === name || undefined}
        {...extra}
      />
    </div>
  );
  return (
    <section aria-labelledby="events-profile" className="account-card">
      <h2 id="events-profile">{t("events.account.profile")}</h2>
      <p>{t("events.account.profileHint")}</p>
      <Form method="post" className="account-form">
        <div role="alert" className={invalid !== null ? "account-alert" : "account-alert account-alert--empty"}>
          {invalid !== null ? t("events.register.invalid") : null}
        </div>
        <input type="hidden" name="intent" value="profile" />
        {field("firstName", "events.account.firstName", { required: true, maxLength: 60, autoComplete: "given-name" })}
        {field("lastName", "events.account.lastName", { required: true, maxLength: 60, autoComplete: "family-name" })}
        {field("email", "events.account.email", {
          required: true,
          type: "email",
          maxLength: 254,
          autoComplete: "email",
        })}
        <div className="account-field">
          <label htmlFor="events-gender">{t("events.account.gender")}</label>
          <select id="events-gender" name="gender" defaultValue={a.gender ?? "Male"}>
            <option value="Male">{t("events.account.male")}</option>
            <option value="Female">{t("events.account.female")}</option>
          </select>
        </div>
        {field("birthdate", "events.account.birthdate", { type: "date", maxLength: 10, autoComplete: "bday" })}
        {field("gym", "events.account.gym", { maxLength: 80 })}
        {field("country", "events.register.country", { maxLength: 3, pattern: "[A-Z]{2,3}", autoComplete: "country" })}
        {field("btwbId", "events.account.btwb", { maxLength: 64 })}
        <p>{t(a.linked ? "events.account.linked" : "events.account.notLinked")}</p>
        <Button type="submit" disabled={busy}>
          {t("events.account.save")}
        </Button>
      </Form>
    </section>
  );
}

function ListsForm({ data }: { data: EventsAccountData }) {
  const t = useT<EventsKey>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="events-lists" className="account-card">
      <h2 id="events-lists">{t("events.account.lists")}</h2>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value="lists" />
        <fieldset>
          <legend>{t("events.account.listsLegend")}</legend>
          {data.lists.offered.map((l) => (
            <div key={l} className="account-check">
              <input
                type="checkbox"
                id={`events-list-${l}`}
                name="list"
                value={l}
                defaultChecked={data.lists.subscribed.includes(l)}
              />
              <label htmlFor={`events-list-${l}`}>{t(`events.account.list.${l}` as EventsKey)}</label>
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {t("events.account.saveLists")}
        </Button>
      </Form>
    </section>
  );
}
