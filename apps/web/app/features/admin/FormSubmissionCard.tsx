import type { StaffFormSubmission } from "@ironworks/contracts";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass, dateTime, failureMessage, staffApi } from "./admin-api.ts";
import type { Notice } from "./StatusLine.tsx";

/**
 * One submission in the back office (English-only console): its answers, its images (the staff
 * image path: shown before approval), and the decisions its state allows — approve / reject a
 * moderated one (a gym application onto the map; a gallery entry onto /theindex/ryourogue), mark
 * any other handled. `base`: the decision endpoint's root (/forms/submissions or /gallery).
 */
export function FormSubmissionCard({
  item,
  base,
  announce,
}: {
  item: StaffFormSubmission;
  base: string;
  announce: (n: Notice) => void;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [lat, setLat] = useState("");
  const [lon, setLon] = useState("");
  const subject = `${item.form} from ${item.email}`;
  async function decide(status: "approved" | "rejected" | "handled") {
    setBusy(true);
    announce(null);
    const body: Record<string, unknown> = { status };
    if (note.trim()) body.note = note.trim();
    if (lat && lon) {
      body.lat = Number(lat);
      body.lon = Number(lon);
    }
    const result = await staffApi.post(`${base}/${item.id}/decision`, body);
    setBusy(false);
    if (!result.ok) return announce({ ok: false, text: `${subject}: ${failureMessage(result)}` });
    announce({ ok: true, text: `${status[0]?.toUpperCase()}${status.slice(1)}: ${subject}` });
    await revalidator.revalidate();
  }
  return (
    <li className="admin-card" data-testid="admin-form-submission" data-id={item.id}>
      <p>
        <strong>{item.form}</strong> · {item.status} · {dateTime(item.createdAt)} · {item.site}/{item.locale} · team{" "}
        {item.team}
      </p>
      <dl className="admin-dl">
        {Object.entries(item.data).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{Array.isArray(v) ? v.join(", ") : String(v)}</dd>
          </div>
        ))}
      </dl>
      {item.images.length > 0 ? (
        <p className="admin-images">
          {item.images.map((img) => (
            <img
              key={img.id}
              src={`/svc_staff/forms/images/${img.id}?w=360`}
              alt={`Upload (${img.field}) of ${item.email}`}
              width={180}
            />
          ))}
        </p>
      ) : null}
      {item.decidedBy ? (
        <p>
          Decided by {item.decidedBy} {item.decidedAt ? dateTime(item.decidedAt) : ""}
          {item.note ? ` — ${item.note}` : ""}
          {item.gymId ? ` — gym #${item.gymId} on the map` : ""}
        </p>
      ) : null}
      {item.status === "pending" || item.status === "received" ? (
        <div className="admin-actions">
          <label>
            Note
            <input value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={500} />
          </label>
          {item.form === "gym-application" ? (
            <>
              <label>
                Latitude (when the city is not known)
                <input value={lat} onChange={(e) => setLat(e.currentTarget.value)} inputMode="decimal" />
              </label>
              <label>
                Longitude
                <input value={lon} onChange={(e) => setLon(e.currentTarget.value)} inputMode="decimal" />
              </label>
            </>
          ) : null}
          {item.status === "pending" ? (
            <>
              <button
                type="button"
                className={buttonClass("s")}
                disabled={busy}
                onClick={() => void decide("approved")}
              >
                Approve
              </button>
              <button
                type="button"
                className={buttonClass("s", "secondary")}
                disabled={busy}
                onClick={() => void decide("rejected")}
              >
                Reject
              </button>
            </>
          ) : (
            <button type="button" className={buttonClass("s")} disabled={busy} onClick={() => void decide("handled")}>
              Mark handled
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
