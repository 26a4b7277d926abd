import type { EventWaiver, StaffHeat, StaffHeatsView } from "@ironworks/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.event";

interface WaiverHistory {
  versions: EventWaiver[];
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = encodeURIComponent(params.id);
  const [view, waivers] = await Promise.all([
    loadStaff<StaffHeatsView>(`/events/${id}/heats`),
    loadStaff<WaiverHistory>(`/events/${id}/waivers`),
  ]);
  return { view, waivers };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** A UTC start typed as date and time (the console shows UTC) ↔ ISO 8601. */
const toInput = (iso: string) => iso.slice(0, 16);
const fromInput = (value: string) => (value ? `${value}:00Z` : "");

/**
 * One event's heats and lanes (issue #20 item 1) and its waiver (the owner publishes a new version;
 * organisers see the current one and the history). Every change goes through the staff API, which
 * checks and audits it; a refusal (a lane taken, an athlete of another division) is said here.
 */
export default function AdminEvent({ loaderData }: Route.ComponentProps) {
  const { view, waivers } = loaderData;
  const action = useStaffAction();
  const base = `/events/${encodeURIComponent(view.event.id)}`;
  const workoutName = new Map(view.workouts.map((w) => [w.id, w.name]));
  const divisionName = new Map(view.divisions.map((d) => [d.id, d.name]));
  // One workout's heats at a time (a big event has hundreds of lanes), optionally one division's.
  const [shown, setShown] = useState({ workoutId: view.workouts[0]?.id ?? "", divisionId: "" });
  const listed = view.heats.filter(
    (h) => h.workoutId === shown.workoutId && (shown.divisionId === "" || h.divisionId === shown.divisionId),
  );
  const [heat, setHeat] = useState({
    workoutId: view.workouts[0]?.id ?? "",
    divisionId: view.divisions[0]?.id ?? "",
    number: "1",
    startsAt: "",
  });

  return (
    <>
      <p>
        <Link to="/admin/events">All events</Link>
      </p>
      <h1>{view.event.title}</h1>
      {action.status}
      <section aria-labelledby="heats-title">
        <h2 id="heats-title">Heats and lanes</h2>
        <div className="admin-filters">
          <ChoiceSelect
            label="Show heats of"
            value={shown.workoutId}
            choices={view.workouts}
            onChange={(workoutId) => setShown({ ...shown, workoutId })}
          />
          <ChoiceSelect
            label="In division"
            value={shown.divisionId}
            none="Every division"
            choices={view.divisions}
            onChange={(divisionId) => setShown({ ...shown, divisionId })}
          />
        </div>
        <p role="status">
          {listed.length === 1 ? "1 heat" : `${listed.length} heats`} of {view.heats.length} shown.
        </p>
        {listed.map((h) => (
          <HeatCard
            key={h.id}
            heat={h}
            base={base}
            title={`Heat ${h.number} · ${workoutName.get(h.workoutId) ?? h.workoutId} · ${divisionName.get(h.divisionId) ?? h.divisionId}`}
            athletes={view.athletes.filter((a) => a.divisionId === h.divisionId)}
            action={action}
          />
        ))}
        <form
          className="admin-filters"
          aria-labelledby="new-heat-title"
          onSubmit={(e) => {
            e.preventDefault();
            void action.run(
              () =>
                staffApi.post<StaffHeat>(`${base}/heats`, {
                  ...heat,
                  number: Number(heat.number),
                  startsAt: fromInput(heat.startsAt),
                }),
              (h) => `Heat ${h.number} added.`,
            );
          }}
        >
          <h3 id="new-heat-title">Add a heat</h3>
          <ChoiceSelect
            label="Workout"
            value={heat.workoutId}
            choices={view.workouts}
            onChange={(workoutId) => setHeat({ ...heat, workoutId })}
          />
          <ChoiceSelect
            label="Division"
            value={heat.divisionId}
            choices={view.divisions}
            onChange={(divisionId) => setHeat({ ...heat, divisionId })}
          />
          <label>
            Heat number
            <input
              type="number"
              min={1}
              max={999}
              required
              value={heat.number}
              onChange={(e) => setHeat({ ...heat, number: e.currentTarget.value })}
            />
          </label>
          <label>
            Starts (UTC)
            <input
              type="datetime-local"
              required
              value={heat.startsAt}
              onChange={(e) => setHeat({ ...heat, startsAt: e.currentTarget.value })}
            />
          </label>
          <AdminButton type="submit" disabled={action.busy}>
            Add heat
          </AdminButton>
        </form>
      </section>
      <WaiverSection base={base} waivers={waivers.versions} action={action} />
    </>
  );
}

type Action = ReturnType<typeof useStaffAction>;

/** A labelled choice among named things (workouts, divisions, athletes), optionally with a "none" first. */
function ChoiceSelect({
  label,
  value,
  choices,
  none,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { id: string; name: string }[];
  none?: string;
  onChange: (id: string) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {none === undefined ? null : <option value="">{none}</option>}
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function HeatCard({
  heat,
  base,
  title,
  athletes,
  action,
}: {
  heat: StaffHeat;
  base: string;
  title: string;
  athletes: StaffHeatsView["athletes"];
  action: Action;
}) {
  const path = `${base}/heats/${encodeURIComponent(heat.id)}`;
  const free = Array.from({ length: 40 }, (_, i) => i + 1).find((n) => !heat.lanes.some((l) => l.lane === n)) ?? 1;
  const [lane, setLane] = useState(String(free));
  const [athlete, setAthlete] = useState("");
  const [edit, setEdit] = useState({ number: String(heat.number), startsAt: toInput(heat.startsAt) });
  const titleId = `heat-${heat.id.replace(/[^\w-]/g, "-")}`;
  const columns: AdminColumn<StaffHeat["lanes"][number]>[] = [
    { id: "lane", header: "Lane", numeric: true, cell: (l) => l.lane },
    { id: "athlete", header: "Athlete", cell: (l) => l.name },
    {
      id: "remove",
      header: "Remove",
      cell: (l) => (
        <AdminButton
          size="s"
          variant="secondary"
          aria-label={`Remove ${l.name} from lane ${l.lane}`}
          disabled={action.busy}
          onClick={() => action.run(() => staffApi.delete(`${path}/lanes/${l.lane}`), `Lane ${l.lane} is free.`)}
        >
          Remove
        </AdminButton>
      ),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="admin-card" data-heat={heat.id}>
      <h3 id={titleId}>{title}</h3>
      <p>Starts {dateTime(heat.startsAt)}</p>
      <AdminTable
        caption={`${title}: lanes`}
        columns={columns}
        rows={heat.lanes}
        rowId={(l) => String(l.lane)}
        rowLabel={(l) => `Lane ${l.lane}`}
        empty="No athlete in a lane yet."
      />
      <form
        className="admin-filters"
        aria-label={`Assign a lane in ${title}`}
        onSubmit={(e) => {
          e.preventDefault();
          if (!athlete) return action.fail("Athlete: choose who takes the lane.");
          void action.run(
            () => staffApi.put(`${path}/lanes/${Number(lane)}`, { registrationId: athlete }),
            `Lane ${lane} assigned.`,
          );
        }}
      >
        <label>
          Lane
          <input type="number" min={1} max={40} value={lane} onChange={(e) => setLane(e.currentTarget.value)} />
        </label>
        <ChoiceSelect
          label="Athlete"
          value={athlete}
          none="Choose an athlete"
          choices={athletes}
          onChange={setAthlete}
        />
        <AdminButton type="submit" size="s" disabled={action.busy}>
          Assign lane
        </AdminButton>
      </form>
      <form
        className="admin-filters"
        aria-label={`Change ${title}`}
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(
            () => staffApi.put(path, { number: Number(edit.number), startsAt: fromInput(edit.startsAt) }),
            "Heat saved.",
          );
        }}
      >
        <label>
          Heat number
          <input
            type="number"
            min={1}
            max={999}
            value={edit.number}
            onChange={(e) => setEdit({ ...edit, number: e.currentTarget.value })}
          />
        </label>
        <label>
          Starts (UTC)
          <input
            type="datetime-local"
            value={edit.startsAt}
            onChange={(e) => setEdit({ ...edit, startsAt: e.currentTarget.value })}
          />
        </label>
        <AdminButton type="submit" size="s" variant="secondary" disabled={action.busy}>
          Save heat
        </AdminButton>
        <AdminButton
          size="s"
          variant="secondary"
          disabled={action.busy}
          onClick={() => {
            if (window.confirm(`Delete ${title} and free its lanes?`))
              void action.run(() => staffApi.delete(path), "Heat deleted.");
          }}
        >
          Delete heat
        </AdminButton>
      </form>
    </section>
  );
}

function WaiverSection({ base, waivers, action }: { base: string; waivers: EventWaiver[]; action: Action }) {
  const current = waivers[0] ?? null;
  const [draft, setDraft] = useState({ title: current?.title ?? "", body: current?.body ?? "" });
  const columns: AdminColumn<EventWaiver>[] = [
    { id: "version", header: "Version", numeric: true, cell: (w) => w.version },
    { id: "title", header: "Title", cell: (w) => w.title },
    { id: "publishedAt", header: "Published", cell: (w) => dateTime(w.publishedAt) },
  ];
  return (
    <section aria-labelledby="waiver-title">
      <h2 id="waiver-title">Waiver</h2>
      {current ? (
        <div data-testid="waiver-current">
          <p>
            Current: version {current.version}, “{current.title}”, published {dateTime(current.publishedAt)}.
          </p>
          <blockquote>
            {current.body.split(/\n{2,}/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </blockquote>
        </div>
      ) : (
        <p>No waiver: athletes register without one.</p>
      )}
      <AdminTable
        caption="Waiver versions, newest first"
        columns={columns}
        rows={waivers}
        rowId={(w) => String(w.version)}
        rowLabel={(w) => `Version ${w.version}`}
        empty="No version yet."
      />
      {action.may("events.waiver") ? (
        <form
          className="admin-form"
          aria-labelledby="waiver-publish-title"
          onSubmit={(e) => {
            e.preventDefault();
            void action.run(
              () => staffApi.put<EventWaiver>(`${base}/waiver`, draft),
              (w) => `Waiver version ${w.version} published: new registrations accept it.`,
            );
          }}
        >
          <h3 id="waiver-publish-title">Publish a new version</h3>
          <p>Athletes registered before keep the version they accepted.</p>
          <label>
            Title
            <input
              required
              maxLength={120}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            />
          </label>
          <label>
            Text (a blank line between paragraphs)
            <textarea
              required
              rows={8}
              maxLength={20000}
              value={draft.body}
              onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
            />
          </label>
          <AdminButton type="submit" disabled={action.busy}>
            Publish version {(current?.version ?? 0) + 1}
          </AdminButton>
        </form>
      ) : null}
    </section>
  );
}
