import { Form, useSearchParams } from "react-router";
import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.mail";

interface MailRow {
  id: string;
  to: string;
  subject: string;
  status: "failed" | "sent" | "sending";
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}
interface MailList {
  mails: MailRow[];
  failed: number;
  /** Mails of the status shown, over every page. */
  total: number;
  page: number;
  limit: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Paged on the server, newest first, like the other lists: a relay outage can fail thousands.
  return loadStaff<MailList>(listPath(request, "/mail", ["status"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** The mail outbox: mails the relay refused (address and subject; bodies hold sign-in links), each sent again on request. */
export default function AdminMail({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const action = useStaffAction();
  const showing = params.get("status") === "sent" ? "sent" : "failed";

  const columns: AdminColumn<MailRow>[] = [
    { id: "createdAt", header: "Written", cell: (m) => dateTime(m.createdAt) },
    { id: "to", header: "To", cell: (m) => m.to },
    { id: "subject", header: "Subject", cell: (m) => m.subject },
    { id: "attempts", header: "Tries", numeric: true, cell: (m) => m.attempts },
    {
      id: "outcome",
      header: showing === "failed" ? "Last error" : "Sent",
      cell: (m) => (showing === "failed" ? (m.error ?? "—") : m.sentAt ? dateTime(m.sentAt) : "—"),
    },
    ...(showing === "failed" && action.may("mail.retry")
      ? [
          {
            id: "retry",
            header: "Retry",
            cell: (m: MailRow) => (
              <AdminButton
                size="s"
                aria-label={`Send again to ${m.to}: ${m.subject}`}
                disabled={action.busy}
                onClick={() =>
                  action.run(
                    () => staffApi.post<MailRow>(`/mail/${m.id}/retry`, {}),
                    (r) => (r.status === "sent" ? `Sent to ${r.to}.` : `The relay refused it again: ${r.error ?? ""}`),
                  )
                }
              >
                Send again
              </AdminButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <h1>Mail outbox</h1>
      <p data-testid="failed-count">{list.failed === 1 ? "1 mail failed." : `${list.failed} mails failed.`}</p>
      {action.status}
      <Form method="get" className="admin-filters" aria-label="Which mails">
        <label>
          Show
          <select name="status" defaultValue={showing}>
            <option value="failed">Failed</option>
            <option value="sent">Sent on retry</option>
          </select>
        </label>
        <FilterButton />
      </Form>
      <AdminTable
        caption={showing === "failed" ? "Mails the relay refused, newest first" : "Mails sent on retry, newest first"}
        columns={columns}
        rows={list.mails}
        rowId={(m) => m.id}
        rowLabel={(m) => `${m.to}: ${m.subject}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "mails" }}
        empty={showing === "failed" ? "No failed mail." : "No mail was sent again yet."}
      />
    </>
  );
}
