import { createContext, useContext, useState } from "react";
import { Form, useRevalidator, useSearchParams } from "react-router";
import { buttonClass, dateTime, failureMessage, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
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

/**
 * The queue's one live region. A decision usually moves the card out of the state shown (a published
 * review leaves "pending"), so the outcome is announced on the page, not inside the card that goes.
 */
const Announce = createContext<(notice: Notice) => void>(() => {});

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
  const [outcome, setOutcome] = useState<Notice>(null);
  return (
    <Announce.Provider value={setOutcome}>
      <h1>Reviews and questions</h1>
      <StatusLine notice={outcome} />
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
    </Announce.Provider>
  );
}

type Write = ReturnType<typeof useWrite>;

/** Posts one decision about `subject` and announces the outcome, naming it, for the whole queue. */
function useWrite(subject: string) {
  const revalidator = useRevalidator();
  const announce = useContext(Announce);
  const [busy, setBusy] = useState(false);
  async function run(path: string, body: unknown, done: string) {
    setBusy(true);
    announce(null);
    const result = await staffApi.post(path, body);
    setBusy(false);
    if (!result.ok) return announce({ ok: false, text: `${subject}: ${failureMessage(result)}` });
    announce({ ok: true, text: `${done}: ${subject}` });
    await revalidator.revalidate();
  }
  return { run, busy };
}

/** Publish, or reject with a reason: the moves a review's or question's state allows. */
function Decide({ path, status, busy, run }: { path: string; status: Status; busy: boolean; run: Write["run"] }) {
  const [reason, setReason] = useState("");
  return (
    <div className="admin-actions">
      {status !== "published" ? (
        <button
          type="button"
          className={buttonClass("s")}
          disabled={busy}
          onClick={() => void run(`${path}/moderate`, { status: "published" }, "Published")}
        >
          Publish
        </button>
      ) : null}
      {status !== "rejected" ? (
        <>
          <label>
            Reason for rejecting
            <input value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
          </label>
          <button
            type="button"
            className={buttonClass("s", "secondary")}
            disabled={busy}
            onClick={() => void run(`${path}/moderate`, { status: "rejected", reason }, "Rejected")}
          >
            Reject
          </button>
        </>
      ) : null}
    </div>
  );
}

/** A public text of the store's (a reply to a review, an answer to a question). */
function Say(props: {
  label: string;
  action: string;
  done: string;
  path: string;
  initial?: string;
  busy: boolean;
  run: Write["run"];
}) {
  const [body, setBody] = useState(props.initial ?? "");
  return (
    <div className="admin-actions">
      <label>
        {props.label}
        <textarea value={body} onChange={(e) => setBody(e.currentTarget.value)} rows={2} maxLength={2000} />
      </label>
      <button
        type="button"
        className={buttonClass("s", "secondary")}
        disabled={props.busy}
        onClick={() => void props.run(props.path, { body }, props.done)}
      >
        {props.action}
      </button>
    </div>
  );
}

function ReviewCard({ review: r }: { review: QueueReview }) {
  const { run, busy } = useWrite(`“${r.title}”`);
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
      <Decide path={`/reviews/${r.id}`} status={r.status} busy={busy} run={run} />
      <Say
        label="Public reply"
        action="Save reply"
        done="Reply saved"
        path={`/reviews/${r.id}/reply`}
        initial={r.reply?.body ?? ""}
        busy={busy}
        run={run}
      />
    </li>
  );
}

function QuestionCard({ question: q }: { question: QueueQuestion }) {
  const { run, busy } = useWrite(`“${q.body.slice(0, 80)}”`);
  return (
    <li className="admin-card" data-testid="admin-question">
      <p>
        <strong>{q.body}</strong> — product {q.productId} · {q.nickname} · {dateTime(q.createdAt)}
      </p>
      {flagged(q.findings) ? <p>Screen found: {flagged(q.findings)}</p> : null}
      <Decide path={`/questions/${q.id}`} status={q.status} busy={busy} run={run} />
      <Say
        label="Answer as Ironworks"
        action="Answer"
        done="Answered"
        path={`/questions/${q.id}/answers`}
        busy={busy}
        run={run}
      />
    </li>
  );
}
