import type { ModeratorScore } from "@ironworks/contracts";
import { parseScore, type ScoreType } from "@ironworks/domain";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { moderatorCall, type ModeratorView } from "./moderator-api.ts";

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
export function ModeratorDenied({ status, message }: { status: number; message: string }) {
  return (
    <main id="main" className="moderator-page">
      <h1>Moderator console</h1>
      <p role="alert">{message}</p>
      {status === 401 ? <Link to="/admin/login">Sign in to the back office</Link> : null}
    </main>
  );
}

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
export function ModeratorConsole({ view }: { view: ModeratorView }) {
  const { event } = view;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string>("");
  const done = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  const workoutName = (id: string) => event.workouts.find((w) => w.id === id)?.name ?? id;
  return (
    <main id="main" className="moderator-page">
      <h1>Moderator console: {event.title}</h1>
      <p>
        <Link to={`/events/${event.name}/${event.year}`}>Open the public leaderboard</Link>
      </p>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <section aria-labelledby="mod-freeze">
        <h2 id="mod-freeze">Leaderboard</h2>
        <p>{event.frozen ? "Frozen: nothing can be published." : "Live: published scores show at once."}</p>
        <Button
          variant="secondary"
          onClick={async () => {
            const r = await moderatorCall(`PUT`, `${event.id}/freeze`, { frozen: !event.frozen });
            done(r.ok ? (event.frozen ? "Leaderboard unfrozen." : "Leaderboard frozen.") : r.message);
          }}
        >
          {event.frozen ? "Unfreeze the leaderboard" : "Freeze the leaderboard"}
        </Button>
      </section>
      <EntryForm view={view} onDone={done} />
      <section aria-labelledby="mod-queue">
        <h2 id="mod-queue">To check ({view.queue.length})</h2>
        {view.queue.length === 0 ? (
          <p>Nothing waits for a decision.</p>
        ) : (
          <ul className="moderator-queue">
            {view.queue.map((s) => (
              <QueueItem
                key={`${s.id}:${s.version}`}
                score={s}
                eventId={event.id}
                workout={workoutName(s.workoutId)}
                onDone={done}
              />
            ))}
          </ul>
        )}
      </section>
      <ReviewForm view={view} onDone={done} />
      <MemberHistory view={view} workoutName={workoutName} />
      <section aria-labelledby="mod-invalid">
        <h2 id="mod-invalid">Reviewed ({view.decided.length})</h2>
        {view.decided.length === 0 ? (
          <p>No score was invalidated, adjusted or penalized.</p>
        ) : (
          <ul className="moderator-queue">
            {view.decided.map((s) => (
              <li key={s.id}>
                {s.athleteName}, {workoutName(s.workoutId)}: {s.display} — {s.state} ({s.reason})
                <History score={s} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
function EntryForm({ view, onDone }: { view: ModeratorView; onDone: (message: string) => void }) {
  const { event } = view;
  const [athlete, setAthlete] = useState(view.athletes[0]?.id ?? "");
  const [workoutId, setWorkoutId] = useState(event.workouts[0]?.id ?? "");
  const [heatId, setHeatId] = useState("");
  const [raw, setRaw] = useState("");
  const [judge, setJudge] = useState("");
  // A team's registration: "" scores the whole team, an index one member (the team's score follows).
  const [member, setMember] = useState("");
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const members = view.athletes.find((a) => a.id === athlete)?.members ?? [];
  const workout = event.workouts.find((w) => w.id === workoutId);
  const heats = (view.heats ?? []).filter((h) => h.workoutId === workoutId);
  const heat = heats.find((h) => h.id === heatId);
  const names = new Map(view.athletes.map((a) => [a.id, a.name]));
  const divisionName = (id: string) => event.divisions.find((d) => d.id === id)?.name ?? id;
  const preview =
    workout && raw.trim() ? parseScore({ ...workout, scoreType: workout.scoreType as ScoreType }, raw) : null;
  return (
    <section aria-labelledby="mod-enter">
      <h2 id="mod-enter">Enter a score</h2>
      <form
        className="moderator-entry"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await moderatorCall<{
            display?: string;
            member?: { name: string; display: string };
            team?: { display: string } | null;
          }>("POST", `${event.id}/scores`, {
            registrationId: athlete,
            workoutId,
            raw,
            judge,
            ...(heat ? { heatId: heat.id } : {}),
            ...(member !== "" && members.length ? { member: Number(member) } : {}),
          });
          if (r.ok) {
            setError(null);
            setRaw("");
            const { member: m, team } = r.data;
            onDone(
              m
                ? team
                  ? `${m.name}: ${m.display}. Every member is scored: the team's ${team.display} is entered, verify it below.`
                  : `${m.name}: ${m.display} entered. The team's score follows once every member has one.`
                : `Score ${r.data.display} entered: verify it below.`,
            );
          } else setError({ field: r.field, message: r.message });
        }}
      >
        <label>
          Workout
          <select
            value={workoutId}
            onChange={(e) => {
              setWorkoutId(e.currentTarget.value);
              setHeatId("");
            }}
          >
            {event.workouts.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        {heats.length ? (
          <label>
            Heat
            <select
              value={heatId}
              onChange={(e) => {
                const next = heats.find((h) => h.id === e.currentTarget.value);
                setHeatId(e.currentTarget.value);
                if (next?.lanes[0]) setAthlete(next.lanes[0].registrationId);
              }}
            >
              <option value="">Any heat (all entrants)</option>
              {heats.map((h) => (
                <option key={h.id} value={h.id}>
                  {divisionName(h.divisionId)}, heat {h.heat}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Athlete
          <select
            value={athlete}
            onChange={(e) => {
              setAthlete(e.currentTarget.value);
              setMember("");
            }}
            aria-invalid={error?.field === "registrationId" || undefined}
          >
            {heat
              ? heat.lanes.map((l) => (
                  <option key={l.registrationId} value={l.registrationId}>
                    Lane {l.lane}: {names.get(l.registrationId) ?? l.registrationId}
                  </option>
                ))
              : event.divisions.map((d) => (
                  <optgroup key={d.id} label={d.name}>
                    {view.athletes
                      .filter((a) => a.divisionId === d.id)
                      .map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
          </select>
        </label>
        {members.length ? (
          <label>
            Team member
            <select
              value={member}
              onChange={(e) => setMember(e.currentTarget.value)}
              aria-invalid={error?.field === "member" || undefined}
            >
              <option value="">Whole team (one score)</option>
              {members.map((name, i) => (
                <option key={name} value={String(i)}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Score
          <input
            value={raw}
            onChange={(e) => setRaw(e.currentTarget.value)}
            required
            aria-invalid={error?.field === "raw" || undefined}
            aria-describedby="mod-preview"
          />
        </label>
        <label>
          Judge
          <input value={judge} onChange={(e) => setJudge(e.currentTarget.value)} maxLength={80} />
        </label>
        <Button type="submit">Enter score</Button>
      </form>
      <p id="mod-preview">
        {preview
          ? preview.ok
            ? `Parsed as ${preview.display}`
            : `Not valid: ${preview.message}`
          : "Type the score to see how it is read."}
      </p>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
function QueueItem({
  score,
  eventId,
  workout,
  onDone,
}: {
  score: ModeratorScore;
  eventId: string;
  workout: string;
  onDone: (message: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const decide = async (action: "verify" | "publish" | "invalidate") => {
    const r = await moderatorCall("POST", `${eventId}/scores/${score.id}/decision`, {
      action,
      reason,
      version: score.version,
    });
    if (r.ok)
      onDone(
        `${score.athleteName}, ${workout}: ${action === "verify" ? "verified" : action === "publish" ? "published" : "invalidated"}.`,
      );
    else setError(r.message);
  };
  const reasonId = `reason-${score.id}`;
  return (
    <li data-score={score.id}>
      <p>
        <strong>{score.athleteName}</strong>, {workout}: {score.display} ({score.state}, version {score.version}
        {score.judge ? `, judge ${score.judge}` : ""})
      </p>
      <div className="moderator-entry">
        {score.state === "entered" ? <Button onClick={() => decide("verify")}>Verify</Button> : null}
        {score.state === "verified" ? <Button onClick={() => decide("publish")}>Publish</Button> : null}
        <label htmlFor={reasonId}>
          Reason (to invalidate)
          <input id={reasonId} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
        </label>
        <Button variant="secondary" onClick={() => decide("invalidate")}>
          Invalidate
        </Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <History score={score} />
    </li>
  );
}

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
/** Review after publication: a published score adjusted (corrected) or penalized, with a reason. */
function ReviewForm({ view, onDone }: { view: ModeratorView; onDone: (message: string) => void }) {
  const { event } = view;
  const reviewable = view.reviewable ?? [];
  const [scoreId, setScoreId] = useState(reviewable[0]?.id ?? "");
  const [action, setAction] = useState<"adjust" | "penalize">("penalize");
  const [raw, setRaw] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  if (reviewable.length === 0) return null;
  const names = new Map(view.athletes.map((a) => [a.id, a.name]));
  const workoutName = (id: string) => event.workouts.find((w) => w.id === id)?.name ?? id;
  const score = reviewable.find((s) => s.id === scoreId);
  return (
    <section aria-labelledby="mod-review">
      <h2 id="mod-review">Review a published score</h2>
      <form
        className="moderator-entry"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!score) return;
          const r = await moderatorCall<{ state: string }>("POST", `${event.id}/scores/${score.id}/decision`, {
            action,
            raw,
            reason,
            version: score.version,
          });
          if (r.ok) {
            setError(null);
            setRaw("");
            setReason("");
            onDone(`${names.get(score.registrationId) ?? ""}, ${workoutName(score.workoutId)}: ${r.data.state}.`);
          } else setError({ field: r.field, message: r.message });
        }}
      >
        <label>
          Published score
          <select value={scoreId} onChange={(e) => setScoreId(e.currentTarget.value)}>
            {reviewable.map((s) => (
              <option key={s.id} value={s.id}>
                {names.get(s.registrationId) ?? s.registrationId}, {workoutName(s.workoutId)}: {s.display} ({s.state})
              </option>
            ))}
          </select>
        </label>
        <label>
          Decision
          <select value={action} onChange={(e) => setAction(e.currentTarget.value as "adjust" | "penalize")}>
            <option value="penalize">Penalize</option>
            <option value="adjust">Adjust (correct the score)</option>
          </select>
        </label>
        <label>
          New score
          <input
            value={raw}
            onChange={(e) => setRaw(e.currentTarget.value)}
            required
            aria-invalid={error?.field === "raw" || undefined}
          />
        </label>
        <label>
          Reason
          <input
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            minLength={3}
            maxLength={500}
            aria-invalid={error?.field === "reason" || undefined}
          />
        </label>
        <Button type="submit">Record the decision</Button>
      </form>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
function History({ score }: { score: ModeratorScore }) {
  if (score.history.length === 0) return null;
  return (
    <details>
      <summary>History ({score.history.length})</summary>
      <ol>
        {score.history.map((h) => (
          <li key={h.version}>
            v{h.version} {h.state} “{h.raw}” by {h.actor} at{" "}
            {new Date(h.at).toISOString().replace("T", " ").slice(0, 16)} UTC
            {h.reason ? `: ${h.reason}` : ""}
          </li>
        ))}
      </ol>
    </details>
  );
}

const utc = (iso: string) => `${new Date(iso).toISOString().replace("T", " ").slice(0, 16)} UTC`;

// i18n-exempt: the moderator console is staff-only and English-only, like the back office (ADR 0037).
/** Team members' own entries (issue #20): every version kept, the latest first in each list's last line. */
function MemberHistory({ view, workoutName }: { view: ModeratorView; workoutName: (id: string) => string }) {
  const entries = view.memberHistory ?? [];
  if (entries.length === 0) return null;
  const team = new Map(view.athletes.map((a) => [a.id, a.name]));
  return (
    <section aria-labelledby="mod-members">
      <h2 id="mod-members">Team members' entries ({entries.length})</h2>
      <ul className="moderator-queue" data-testid="member-history">
        {entries.map((e) => {
          const latest = e.versions[e.versions.length - 1];
          return (
            <li key={`${e.registrationId}|${e.workoutId}|${e.member}`}>
              {team.get(e.registrationId) ?? e.registrationId}, {e.name}, {workoutName(e.workoutId)}:{" "}
              {latest?.display ?? ""}
              <details>
                <summary>History ({e.versions.length})</summary>
                <ol>
                  {e.versions.map((v) => (
                    <li key={v.version}>
                      v{v.version} “{v.raw}” by {v.actor}
                      {v.judge ? ` (judge ${v.judge})` : ""} at {utc(v.at)}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
