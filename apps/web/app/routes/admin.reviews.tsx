import { useState } from "react";
import { Form, useRevalidator, useSearchParams } from "react-router";
import { buttonClass, dateTime, failureMessage, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import type { Route } from "./+types/admin.reviews";

type Status = "pending" | "published" | "rejected";

interface QueueReview {
  id: string;
  productId: number;
  rating: number;
  title: string;
  body: string;
  nickname: string;
  email: string | null;
  verified: boolean;
  status: Status;
  rejectionReason: string | null;
  findings: Record<string, boolean>;
  createdAt: string;
  reply: { body: string; at: string } | null;
}
interface QueueQuestion {
  id: string;
  productId: number;
  nickname: string;
  body: string;
  status: Status;
  findings: Record<string, boolean>;
  rejectionReason: string | null;
  createdAt: string;
}
interface Queue {
  reviews: QueueReview[];
  questions: QueueQuestion[];
}

const STATUSES: Status[] = ["pending", "published", "rejected"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = new URL(request.url).searchParams.get("status");
  const q = status && (STATUSES as string[]).includes(status) ? `?status=${status}` : "";
  return loadStaff<Queue>(`/reviews${q}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const flagged = (f: Record<string, boolean>) =>
  Object.entries(f)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join(", ");

/**
 * The moderation queue (issue #23): every review and question waits here unless the auto-publish rule
 * let it through. Publish, reject with a reason (the author sees it; nothing is deleted), reply in
 * public, answer questions. Every decision is audited by the server.
 */
export default function AdminReviews({ loaderData: queue }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = (params.get("status") as Status | null) ?? "pending";
  return (
    <>
      <h1>Reviews and questions</h1>
      <Form method="get" className="admin-filters" aria-label="Filter the queue">
        <label>
          State
          <select name="status" defaultValue={status}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("s", "secondary")}>
          Show
        </button>
      </Form>
      <h2>Reviews ({queue.reviews.length})</h2>
      {queue.reviews.length ? null : <p>No {status} reviews.</p>}
      <ul className="admin-review-list">
        {queue.reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </ul>
      <h2>Questions ({queue.questions.length})</h2>
      {queue.questions.length ? null : <p>No {status} questions.</p>}
      <ul className="admin-review-list">
        {queue.questions.map((q) => (
          <QuestionCard key={q.id} question={q} />
        ))}
      </ul>
    </>
  );
}

function useWrite() {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  async function run(path: string, body: unknown) {
    setBusy(true);
    const result = await staffApi.post(path, body);
    setBusy(false);
    setMessage(result.ok ? "Saved." : failureMessage(result));
    if (result.ok) await revalidator.revalidate();
  }
  return { run, message, busy };
}

function ReviewCard({ review: r }: { review: QueueReview }) {
  const { run, message, busy } = useWrite();
  const [reason, setReason] = useState("");
  const [reply, setReply] = useState(r.reply?.body ?? "");
  return (
    <li className="admin-card" data-testid="admin-review">
      <p>
        <strong>
          {r.rating}/5 · {r.title}
        </strong>{" "}
        — product {r.productId} · {r.nickname}
        {r.email ? ` (${r.email})` : ""} · {r.verified ? "verified buyer" : "not verified"} · {dateTime(r.createdAt)}
      </p>
      <p className="admin-review-body">{r.body}</p>
      {flagged(r.findings) ? <p>Screen found: {flagged(r.findings)}</p> : null}
      {r.rejectionReason ? <p>Rejected: {r.rejectionReason}</p> : null}
      <div className="admin-actions">
        {r.status !== "published" ? (
          <button
            type="button"
            className={buttonClass("s")}
            disabled={busy}
            onClick={() => void run(`/reviews/${r.id}/moderate`, { status: "published" })}
          >
            Publish
          </button>
        ) : null}
        {r.status !== "rejected" ? (
          <>
            <label>
              Reason for rejecting
              <input value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            </label>
            <button
              type="button"
              className={buttonClass("s", "secondary")}
              disabled={busy}
              onClick={() => void run(`/reviews/${r.id}/moderate`, { status: "rejected", reason })}
            >
              Reject
            </button>
          </>
        ) : null}
      </div>
      <div className="admin-actions">
        <label>
          Public reply
          <textarea value={reply} onChange={(e) => setReply(e.currentTarget.value)} rows={2} maxLength={2000} />
        </label>
        <button
          type="button"
          className={buttonClass("s", "secondary")}
          disabled={busy}
          onClick={() => void run(`/reviews/${r.id}/reply`, { body: reply })}
        >
          Save reply
        </button>
      </div>
      {message ? <p role="status">{message}</p> : null}
    </li>
  );
}

function QuestionCard({ question: q }: { question: QueueQuestion }) {
  const { run, message, busy } = useWrite();
  const [reason, setReason] = useState("");
  const [answer, setAnswer] = useState("");
  return (
    <li className="admin-card" data-testid="admin-question">
      <p>
        <strong>{q.body}</strong> — product {q.productId} · {q.nickname} · {dateTime(q.createdAt)}
      </p>
      {flagged(q.findings) ? <p>Screen found: {flagged(q.findings)}</p> : null}
      <div className="admin-actions">
        {q.status !== "published" ? (
          <button
            type="button"
            className={buttonClass("s")}
            disabled={busy}
            onClick={() => void run(`/questions/${q.id}/moderate`, { status: "published" })}
          >
            Publish
          </button>
        ) : null}
        {q.status !== "rejected" ? (
          <>
            <label>
              Reason for rejecting
              <input value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
            </label>
            <button
              type="button"
              className={buttonClass("s", "secondary")}
              disabled={busy}
              onClick={() => void run(`/questions/${q.id}/moderate`, { status: "rejected", reason })}
            >
              Reject
            </button>
          </>
        ) : null}
      </div>
      <div className="admin-actions">
        <label>
          Answer as Ironworks
          <textarea value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} rows={2} maxLength={2000} />
        </label>
        <button
          type="button"
          className={buttonClass("s", "secondary")}
          disabled={busy}
          onClick={() => void run(`/questions/${q.id}/answers`, { body: answer })}
        >
          Answer
        </button>
      </div>
      {message ? <p role="status">{message}</p> : null}
    </li>
  );
}
