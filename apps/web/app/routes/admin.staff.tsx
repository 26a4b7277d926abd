import { STAFF_ROLES, type StaffMe, type StaffMemberView, StaffInvite, type StaffRole } from "@ironworks/contracts";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.staff";

interface SetupLink {
  member: StaffMemberView;
  setupUrl: string;
}

const STATUS: Record<StaffMemberView["status"], string> = {
  invited: "Invited (setup link not used)",
  active: "Active",
  disabled: "Disabled",
};

export async function clientLoader() {
  return loadStaff<{ members: StaffMemberView[] }>("/staff");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/**
 * The owner's staff screen (issue #17 item 2): who works in the back office, in which role; invite
 * someone (a one-time setup link, as `npm run staff -- create`), change a role, disable someone who
 * left (signed out at once), or send a new setup link after a lost authenticator.
 */
export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const me = (useRouteLoaderData("admin-console") as { me: StaffMe } | undefined)?.me;
  const action = useStaffAction();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("support");
  const [link, setLink] = useState<SetupLink | null>(null);
  const [roles, setRoles] = useState<Record<number, StaffRole>>({});

  async function invite(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffInvite.safeParse({ email, role });
    if (!parsed.success) return action.fail(firstIssue(parsed.error, "Email"));
    setLink(null);
    const result = await action.run(
      () => staffApi.post<SetupLink>("/staff", parsed.data),
      (r) => `Invited ${r.member.email} as ${r.member.role}.`,
    );
    if (result.ok) {
      setLink(result.data);
      setEmail("");
    }
  }

  async function write(m: StaffMemberView, path: string, done: string) {
    setLink(null);
    const result = await action.run(
      () => staffApi.post<StaffMemberView | SetupLink>(`/staff/${m.id}/${path}`, {}),
      done,
    );
    if (result.ok && "setupUrl" in result.data) setLink(result.data);
  }

  const columns: AdminColumn<StaffMemberView>[] = [
    { id: "email", header: "Email", cell: (m) => m.email, sort: (m) => m.email },
    {
      id: "role",
      header: "Role",
      cell: (m) =>
        m.id === me?.id ? (
          m.role
        ) : (
          <span className="admin-row-actions">
            <select
              aria-label={`Role of ${m.email}`}
              value={roles[m.id] ?? m.role}
              onChange={(e) => setRoles({ ...roles, [m.id]: e.currentTarget.value as StaffRole })}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
            <AdminButton
              size="s"
              variant="secondary"
              aria-label={`Save the role of ${m.email}`}
              disabled={action.busy || (roles[m.id] ?? m.role) === m.role}
              onClick={() =>
                action.run(
                  () => staffApi.put<StaffMemberView>(`/staff/${m.id}/role`, { role: roles[m.id] }),
                  (r) => `${r.email} is now ${r.role}.`,
                )
              }
            >
              Save
            </AdminButton>
          </span>
        ),
    },
    { id: "status", header: "Status", cell: (m) => STATUS[m.status], sort: (m) => m.status },
    { id: "totp", header: "Authenticator", cell: (m) => (m.totp ? "Enrolled" : "None") },
    { id: "lastSeen", header: "Last active", cell: (m) => (m.lastSeenAt ? dateTime(m.lastSeenAt) : "—") },
    {
      id: "actions",
      header: "Access",
      cell: (m) =>
        m.id === me?.id ? (
          "You"
        ) : (
          <span className="admin-row-actions">
            {m.status === "disabled" ? (
              <AdminButton
                size="s"
                variant="secondary"
                aria-label={`Enable ${m.email}`}
                disabled={action.busy}
                onClick={() => write(m, "enable", `${m.email} can sign in again.`)}
              >
                Enable
              </AdminButton>
            ) : (
              <AdminButton
                size="s"
                variant="secondary"
                aria-label={`Disable ${m.email}`}
                disabled={action.busy}
                onClick={() => write(m, "disable", `${m.email} is disabled and signed out.`)}
              >
                Disable
              </AdminButton>
            )}
            <AdminButton
              size="s"
              variant="secondary"
              aria-label={`New setup link for ${m.email}`}
              disabled={action.busy}
              onClick={() => write(m, "reset", `${m.email}'s password and authenticator were cleared.`)}
            >
              New setup link
            </AdminButton>
          </span>
        ),
    },
  ];

  return (
    <>
      <h1>Staff</h1>
      {action.status}
      {link ? (
        <p className="admin-ok">
          Send {link.member.email} this one-time setup link (valid 72 hours, once; shown only now):{" "}
          <code data-testid="setup-link">{link.setupUrl}</code>
        </p>
      ) : null}
      <AdminTable
        caption="Back-office staff"
        columns={columns}
        rows={loaderData.members}
        rowId={(m) => String(m.id)}
        rowLabel={(m) => `${m.email}, ${m.role}`}
        empty="No staff yet."
      />
      <section aria-labelledby="staff-invite">
        <h2 id="staff-invite">Invite a staff member</h2>
        <form className="admin-form" onSubmit={invite}>
          <label htmlFor="staff-email">Email</label>
          <input
            id="staff-email"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <label htmlFor="staff-role">Role</label>
          <select id="staff-role" value={role} onChange={(e) => setRole(e.currentTarget.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <AdminButton type="submit" disabled={action.busy}>
            Invite
          </AdminButton>
        </form>
        <p className="admin-hint">
          Owners and support sign in with an authenticator app; they enrol it from the setup link.
        </p>
      </section>
    </>
  );
}
