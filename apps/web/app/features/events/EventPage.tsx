import type { EventDetail, EventRegistration, Leaderboard, LeaderboardEntry } from "@ironworks/contracts";
import { formatTime, teamEntryProblem } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { Button } from "../../ui/Button.tsx";
import { type BoardQuery, boardParams } from "./board-query.ts";
import type { RegistrationOutcome } from "./events.server.ts";
import { type LiveStatus, useLiveLeaderboard } from "./live.ts";
import type { EventsKey } from "./messages.ts";

export interface EventPageProps {
  event: EventDetail;
  board: Leaderboard;
  query: BoardQuery;
  signedIn: boolean;
  registration: EventRegistration | null;
  outcome: RegistrationOutcome | undefined;
  /** The page's own path (for the filter form, the pager and the sign-in return). */
  path: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function useDate() {
  const { locale } = useLocale();
  return (iso: string) => {
    let f = dateFormats.get(locale.tag);
    if (!f) {
      f = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" });
      dateFormats.set(locale.tag, f);
    }
    return f.format(new Date(iso));
  };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function useTime() {
  const { locale } = useLocale();
  return (iso: string) => {
    let f = timeFormats.get(locale.tag);
    if (!f) {
      f = new Intl.DateTimeFormat(locale.tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
      timeFormats.set(locale.tag, f);
    }
    return f.format(new Date(iso));
  };
}

/** /events/{name}/{year} and /invitational: the event, its workouts, the live leaderboard, registration. */
export function EventPage(props: EventPageProps) {
  const { event, registration } = props;
  const t = useT<EventsKey>();
  const date = useDate();
  const time = useTime();
  return (
    <main id="main" className="event-page">
      <header className="event-page__head">
        <h1>{event.title}</h1>
        <p>{t("events.when", { start: date(event.startsAt), end: date(event.endsAt) })}</p>
        <p>{t("events.venue", { venue: event.venue })}</p>
      </header>
      <RegistrationSection {...props} />
      <LeaderboardSection {...props} />
      <section aria-labelledby="event-workouts" className="event-page__workouts">
        <h2 id="event-workouts">{t("events.workouts")}</h2>
        {event.workouts.length === 0 ? (
          <p>{t("events.workoutsEmpty")}</p>
        ) : (
          <ol className="event-workouts">
            {event.workouts.map((w) => (
              <li key={w.id}>
                <h3>{w.name}</h3>
                <p className="event-workouts__type">
                  {w.scoreType === "time-cap"
                    ? t("events.scoreType.time-cap", { cap: formatTime(w.timeCapSeconds ?? 0) })
                    : t(`events.scoreType.${w.scoreType}` as EventsKey)}
                </p>
                {w.description ? <p>{w.description}</p> : null}
                {/* The signed-in athlete's heat and lane in this workout (the organiser's heats console). */}
                {(registration?.heats ?? [])
                  .filter((h) => h.workoutId === w.id)
                  .map((h) => (
                    <p key={`${h.workoutId}:${h.heat}`} className="event-workouts__heat" data-testid="my-heat">
                      {t("events.yourHeat", { heat: h.heat, lane: h.lane, time: time(h.startsAt) })}
                    </p>
                  ))}
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

/** A labelled form control of the page's forms (the account area's field look). */
function Field({
  id,
  label,
  hidden,
  children,
}: {
  id: string;
  label: string;
  hidden?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="account-field" hidden={hidden}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A country's name in the page's language ("DE" → "Deutschland" on /de), its code when unknown. */
function useCountryName() {
  const { locale } = useLocale();
  return (code: string) => {
    try {
      return new Intl.DisplayNames([locale.tag], { type: "region" }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/**
 * A team division's fields (issue #20): the team's name and one box per member. Rendered whole on
 * the server, so the form works without JavaScript for any division; once hydrated, only the chosen
 * division's boxes show (none for an individual division).
 */
function TeamFields({
  divisions,
  divisionId,
  invalid,
}: {
  divisions: EventDetail["divisions"];
  divisionId: string;
  invalid: string | null;
}) {
  const t = useT<EventsKey>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const most = Math.max(0, ...divisions.map((d) => d.teamSize ?? 0));
  if (most === 0) return null;
  const size = divisions.find((d) => d.id === divisionId)?.teamSize ?? 0;
  const shown = hydrated ? size : most;
  return (
    <fieldset className="event-team" hidden={shown === 0} data-testid="event-team">
      <legend>
        {hydrated
          ? `${t("events.register.team")} (${t("events.register.teamSize", { size })})`
          : t("events.register.team")}
      </legend>
      {hydrated ? null : <p className="event-team__hint">{t("events.register.teamHint")}</p>}
      <Field id="event-team-name" label={t("events.register.teamName")}>
        <input
          id="event-team-name"
          name="teamName"
          maxLength={80}
          required={hydrated && size > 0}
          aria-invalid={invalid === "teamName" || undefined}
        />
      </Field>
      {Array.from({ length: most }, (_, i) => (
        <Field
          key={`member-${i + 1}`}
          id={`event-member-${i + 1}`}
          label={t("events.register.member", { n: i + 1 })}
          hidden={i >= shown}
        >
          <input
            id={`event-member-${i + 1}`}
            name="members"
            maxLength={80}
            required={hydrated && i < size}
            autoComplete="off"
            aria-invalid={invalid === "members" || undefined}
          />
        </Field>
      ))}
    </fieldset>
  );
}

function RegistrationSection({ event, signedIn, registration, outcome, path }: EventPageProps) {
  const t = useT<EventsKey>();
  const date = useDate();
  const [divisionId, setDivisionId] = useState(
    () => (event.divisions.find((d) => d.cap > d.registered) ?? event.divisions[0])?.id ?? "",
  );
  const [teamProblem, setTeamProblem] = useState(false);
  const navigation = useNavigation();
  const now = Date.now();
  const opens = new Date(event.registration.opensAt).getTime();
  const busy = navigation.state === "submitting";
  let body: React.ReactNode;
  if (registration)
    body = (
      <p role="status">
        {t("events.register.registered", { division: registration.divisionName, name: registration.athleteName })}
      </p>
    );
  else if (!event.registration.open)
    body = (
      <p>
        {now < opens
          ? t("events.register.notYet", { date: date(event.registration.opensAt) })
          : t("events.register.closed", { date: date(event.registration.closesAt) })}
      </p>
    );
  else if (!signedIn)
    body = (
      <>
        <p>{t("events.register.open", { date: date(event.registration.closesAt) })}</p>
        <Link to={`/login?redirect=${encodeURIComponent(path)}`} className="event-page__signin">
          {t("events.register.signIn")}
        </Link>
      </>
    );
  else {
    const invalid = outcome && !outcome.ok && outcome.reason === "invalid" ? outcome.field : null;
    const waiverInvalid =
      !!outcome &&
      !outcome.ok &&
      (outcome.reason === "waiverMissing" ||
        outcome.reason === "waiverOutdated" ||
        /waiverVersion$/.test(invalid ?? ""));
    const teamField = invalid === "teamName" || invalid === "members";
    const message = teamProblem
      ? t("events.register.teamInvalid")
      : outcome && !outcome.ok
        ? t(
            outcome.reason === "invalid"
              ? teamField
                ? "events.register.teamInvalid"
                : "events.register.invalid"
              : (`events.register.${outcome.reason}` as EventsKey),
          )
        : undefined;
    // The division's team rule (packages/domain) before posting; the service decides again.
    const checkTeam = (e: React.FormEvent<HTMLFormElement>) => {
      const form = new FormData(e.currentTarget);
      const size = event.divisions.find((d) => d.id === String(form.get("divisionId")))?.teamSize ?? null;
      const problem = teamEntryProblem(size, {
        teamName: size ? String(form.get("teamName") ?? "") : "",
        members: size ? form.getAll("members").map(String) : [],
      });
      setTeamProblem(!!problem);
      if (problem) e.preventDefault();
    };
    body = (
      <>
        <p>{t("events.register.open", { date: date(event.registration.closesAt) })}</p>
        <Form
          method="post"
          className="event-register"
          onSubmit={checkTeam}
          aria-describedby={message ? "event-register-alert" : undefined}
        >
          <div
            id="event-register-alert"
            role="alert"
            className={message ? "account-alert" : "account-alert account-alert--empty"}
          >
            {message ?? null}
          </div>
          <Field id="event-division" label={t("events.register.division")}>
            <select
              id="event-division"
              name="divisionId"
              required
              value={divisionId}
              onChange={(e) => setDivisionId(e.target.value)}
              aria-invalid={invalid === "divisionId" || undefined}
            >
              {event.divisions.map((d) => {
                const left = Math.max(0, d.cap - d.registered);
                return (
                  <option key={d.id} value={d.id} disabled={left === 0}>
                    {left === 0
                      ? t("events.register.full", { name: d.name })
                      : t("events.register.placesLeft", { name: d.name, left })}
                  </option>
                );
              })}
            </select>
          </Field>
          <Field id="event-athlete" label={t("events.register.name")}>
            <input
              id="event-athlete"
              name="athleteName"
              required
              minLength={2}
              maxLength={80}
              autoComplete="name"
              aria-invalid={invalid === "athleteName" || undefined}
            />
          </Field>
          <TeamFields divisions={event.divisions} divisionId={divisionId} invalid={invalid} />
          <Field id="event-affiliate" label={t("events.register.affiliate")}>
            <input id="event-affiliate" name="affiliate" maxLength={80} autoComplete="organization" />
          </Field>
          <Field id="event-country" label={t("events.register.country")}>
            <input
              id="event-country"
              name="country"
              maxLength={3}
              pattern="[A-Z]{2,3}"
              autoComplete="country"
              aria-invalid={invalid === "country" || undefined}
            />
          </Field>
          {event.waiver ? (
            <fieldset className="event-waiver" data-invalid={waiverInvalid || undefined}>
              <legend>{t("events.register.waiver", { version: event.waiver.version })}</legend>
              <details>
                <summary>{event.waiver.title}</summary>
                <div className="event-waiver__text" data-testid="event-waiver-text">
                  {event.waiver.body.split(/\n{2,}/).map((para) => (
                    <p key={para}>{para}</p>
                  ))}
                </div>
              </details>
              <div className="account-check">
                <input
                  id="event-waiver"
                  type="checkbox"
                  name="waiverVersion"
                  value={event.waiver.version}
                  required
                  aria-invalid={waiverInvalid || undefined}
                />
                <label htmlFor="event-waiver">
                  {t("events.register.waiverAccept", { title: event.waiver.title, version: event.waiver.version })}
                </label>
              </div>
            </fieldset>
          ) : null}
          {event.registration.sku ? <p>{t("events.register.paidNote")}</p> : null}
          <Button type="submit" disabled={busy}>
            {t(event.registration.sku ? "events.register.pay" : "events.register.submit")}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <section aria-labelledby="event-registration" className="event-page__register">
      <h2 id="event-registration">{t("events.register.title")}</h2>
      {outcome?.ok ? <p role="status">{t("events.register.done", { division: outcome.division })}</p> : body}
    </section>
  );
}

const LIVE_KEYS: Record<LiveStatus, EventsKey> = {
  connecting: "events.live.connecting",
  on: "events.live.on",
  updated: "events.live.updated",
  off: "events.live.off",
};

function LeaderboardSection({ event, board: initial, query, path }: EventPageProps) {
  const t = useT<EventsKey>();
  const { board, status } = useLiveLeaderboard(initial, query);
  const division = event.divisions.find((d) => d.id === board.divisionId);
  const { page, totalPages } = board.pagination;
  const pageLink = (n: number) => `${path}?${boardParams({ ...query, division: board.divisionId }, n)}`;
  const countryName = useCountryName();
  return (
    <section aria-labelledby="event-leaderboard" className="event-page__board">
      <h2 id="event-leaderboard">{t("events.leaderboard")}</h2>
      <p>{t(`events.pointsTable.${board.pointsTable}` as EventsKey)}</p>
      <p>{t("events.tiesRule")}</p>
      {event.frozen ? <p className="event-page__frozen">{t("events.frozen")}</p> : null}
      <Form method="get" action={path} className="event-filters" aria-label={t("events.filters")}>
        <Field id="event-filter-division" label={t("events.division")}>
          <select id="event-filter-division" name="division" defaultValue={board.divisionId}>
            {event.divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="event-filter-sort" label={t("events.sort")}>
          <select id="event-filter-sort" name="sort" defaultValue={String(board.sort)}>
            <option value="0">{t("events.sort.overall")}</option>
            {board.ordinals.map((o) => (
              <option key={o.workoutId} value={String(o.ordinal)}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="event-filter-q" label={t("events.search")}>
          <input id="event-filter-q" name="q" type="search" defaultValue={query.q} maxLength={80} />
        </Field>
        <Field id="event-filter-country" label={t("events.filter.country")}>
          <select id="event-filter-country" name="country" defaultValue={query.country}>
            <option value="">{t("events.filter.allCountries")}</option>
            {board.countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="event-filter-affiliate" label={t("events.filter.affiliate")}>
          <input
            id="event-filter-affiliate"
            name="affiliate"
            type="search"
            defaultValue={query.affiliate}
            maxLength={80}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {t("events.show")}
        </Button>
      </Form>
      <p role="status" aria-live="polite" className="event-live" data-live={status}>
        {t(LIVE_KEYS[status])}
      </p>
      {board.leaderboardRows.length === 0 ? (
        <p className="event-page__empty">
          {query.q
            ? t("events.noMatch", { q: query.q })
            : query.country || query.affiliate
              ? t("events.filter.noMatch")
              : t("events.empty")}
        </p>
      ) : (
        <>
          {board.mine ? (
            <div className="event-mine">
              <h3>{t("events.mine")}</h3>
              <BoardTable board={board} rows={[board.mine]} caption={t("events.mine")} />
            </div>
          ) : null}
          <BoardTable
            board={board}
            rows={board.leaderboardRows}
            caption={t("events.table.caption", { division: division?.name ?? "", page, pages: totalPages })}
          />
          {totalPages > 1 ? (
            <nav aria-label={t("events.pager")} className="event-pager">
              {page > 1 ? <Link to={pageLink(page - 1)}>{t("events.page.previous")}</Link> : <span />}
              <span>{t("events.page.of", { page, pages: totalPages })}</span>
              {page < totalPages ? <Link to={pageLink(page + 1)}>{t("events.page.next")}</Link> : <span />}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function BoardTable({ board, rows, caption }: { board: Leaderboard; rows: LeaderboardEntry[]; caption: string }) {
  const t = useT<EventsKey>();
  const placeScoring = board.pointsTable === "place";
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className="event-table" aria-label={t("events.scroll")} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("events.table.rank")}</th>
            <th scope="col">{t("events.table.athlete")}</th>
            <th scope="col">{t("events.table.points")}</th>
            {board.ordinals.map((o) => (
              <th scope="col" key={o.workoutId}>
                {o.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.entrant.competitorId} data-athlete={r.entrant.competitorId}>
              <td className="event-table__rank">{r.overallRank}</td>
              <th scope="row" className="event-table__athlete">
                <span className="event-table__name">{r.entrant.competitorName}</span>
                <span className="event-table__meta">
                  {[r.entrant.affiliateName, r.entrant.countryOfOriginCode].filter(Boolean).join(" · ")}
                </span>
                {r.decidedBy ? (
                  <span className="event-table__meta">{t(`events.decided.${r.decidedBy}` as EventsKey)}</span>
                ) : null}
              </th>
              <td className="event-table__points">{r.overallScore}</td>
              {r.scores.map((c) => (
                <td key={c.workoutId} className="event-table__cell">
                  {c.rank === "" ? (
                    <span className="event-table__meta">{t("events.cell.notYet")}</span>
                  ) : (
                    <>
                      <span className="event-table__score">
                        {c.missing ? t("events.cell.noScore") : c.scoreDisplay}
                      </span>
                      {c.review ? (
                        <span className="event-table__meta" title={c.review.reason}>
                          {t(`events.cell.${c.review.state}` as EventsKey, { reason: c.review.reason })}
                        </span>
                      ) : null}
                      {c.team ? (
                        // A team's score made of its members': the rule and each member's own score.
                        <span className="event-table__meta event-table__team">
                          {t(`events.cell.team.${c.team.combine}` as EventsKey)}
                          {": "}
                          {c.team.members.map((m) => `${m.name} ${m.display}`).join(" · ")}
                        </span>
                      ) : null}
                      {/* Show the math: the place this score took and what it earned. */}
                      <span className="event-table__meta">{t("events.cell.place", { rank: c.rank })}</span>
                      {placeScoring ? null : (
                        <span className="event-table__meta">{t("events.cell.points", { points: c.points })}</span>
                      )}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
