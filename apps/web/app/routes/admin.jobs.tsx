import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.jobs";

interface FailedJob {
  id: string;
  queue: string;
  state: string;
  attempts: number;
  retryLimit: number;
  createdOn: string;
  completedOn: string | null;
  error: string | null;
}
interface JobsView {
  queues: { queue: string; states: Record<string, number> }[];
  failed: FailedJob[];
}

const STATES = ["created", "retry", "active", "completed", "failed"] as const;
const STATE_LABELS: Record<(typeof STATES)[number], string> = {
  created: "Waiting",
  retry: "To retry",
  active: "Running",
  completed: "Done",
  failed: "Failed",
};

export async function clientLoader() {
  return loadStaff<JobsView>("/jobs");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** The job queue (issue #18): jobs per queue and state, and the failed ones with their error, each run again on request. */
export default function AdminJobs({ loaderData: view }: Route.ComponentProps) {
  const action = useStaffAction();
  const queueColumns: AdminColumn<JobsView["queues"][number]>[] = [
    { id: "queue", header: "Queue", cell: (q) => q.queue },
    ...STATES.map((state) => ({
      id: state,
      header: STATE_LABELS[state],
      numeric: true,
      cell: (q: JobsView["queues"][number]) => q.states[state] ?? 0,
    })),
  ];
  const failedColumns: AdminColumn<FailedJob>[] = [
    { id: "completedOn", header: "Failed", cell: (j) => (j.completedOn ? dateTime(j.completedOn) : "—") },
    { id: "queue", header: "Queue", cell: (j) => j.queue },
    { id: "attempts", header: "Tries", numeric: true, cell: (j) => j.attempts },
    { id: "error", header: "Last error", cell: (j) => j.error ?? "—" },
    ...(action.may("jobs.retry")
      ? [
          {
            id: "retry",
            header: "Retry",
            cell: (j: FailedJob) => (
              <AdminButton
                size="s"
                aria-label={`Run again: ${j.queue} job ${j.id}`}
                disabled={action.busy}
                onClick={() =>
                  action.run(
                    () => staffApi.post<{ id: string; queue: string }>(`/jobs/${j.queue}/${j.id}/retry`, {}),
                    (r) => `The ${r.queue} job is queued again.`,
                  )
                }
              >
                Run again
              </AdminButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <h1>Jobs</h1>
      <p data-testid="failed-count">
        {view.failed.length === 1 ? "1 job failed." : `${view.failed.length} jobs failed.`}
      </p>
      {action.status}
      <AdminTable
        caption="Jobs per queue"
        columns={queueColumns}
        rows={view.queues}
        rowId={(q) => q.queue}
        rowLabel={(q) => q.queue}
        empty="No jobs yet."
      />
      <AdminTable
        caption="Failed jobs, newest first"
        columns={failedColumns}
        rows={view.failed}
        rowId={(j) => j.id}
        rowLabel={(j) => `${j.queue} ${j.id}`}
        empty="No failed job."
      />
    </>
  );
}
