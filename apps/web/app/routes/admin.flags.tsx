import { StaffFlagRequest } from "@ironworks/contracts";
import { useState } from "react";
import { dateTime, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { EditPanel } from "../features/admin/ops/EditPanel.tsx";
import { firstIssue, useStaffAction } from "../features/admin/ops/useStaffAction.tsx";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.flags";

interface Flag {
  key: string;
  type: string;
  value: unknown;
  description: string;
  updatedAt: string | null;
}

export async function clientLoader() {
  return loadStaff<{ flags: Flag[] }>("/flags");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Feature flags (the `flags` CLI): a switch is turned on or off; any other value is edited as JSON. Every change audited. */
export default function AdminFlags({ loaderData }: Route.ComponentProps) {
  const action = useStaffAction();
  const [editing, setEditing] = useState<Flag | null>(null);
  const [json, setJson] = useState("");
  const mayWrite = action.may("flags.write");

  const set = (flag: Flag, value: unknown) =>
    action.run(() => staffApi.put(`/flags/${encodeURIComponent(flag.key)}`, { value }), `${flag.key} saved.`);

  const columns: AdminColumn<Flag>[] = [
    { id: "key", header: "Flag", sort: (f) => f.key, cell: (f) => <code>{f.key}</code> },
    { id: "description", header: "What it does", cell: (f) => f.description || "—" },
    {
      id: "value",
      header: "Value",
      cell: (f) =>
        f.type === "boolean" ? (
          mayWrite ? (
            <label>
              <input
                type="checkbox"
                checked={f.value === true}
                disabled={action.busy}
                onChange={(e) => set(f, e.currentTarget.checked)}
              />{" "}
              {f.value === true ? "On" : "Off"}
            </label>
          ) : f.value === true ? (
            "On"
          ) : (
            "Off"
          )
        ) : (
          <code>{JSON.stringify(f.value)}</code>
        ),
    },
    { id: "updatedAt", header: "Changed", cell: (f) => (f.updatedAt ? dateTime(f.updatedAt) : "—") },
    ...(mayWrite
      ? [
          {
            id: "edit",
            header: "Edit",
            cell: (f: Flag) =>
              f.type === "boolean" ? null : (
                <AdminButton
                  size="s"
                  variant="secondary"
                  aria-label={`Edit ${f.key}`}
                  onClick={() => {
                    setEditing(f);
                    setJson(JSON.stringify(f.value, null, 2));
                  }}
                >
                  Edit
                </AdminButton>
              ),
          },
        ]
      : []),
  ];

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!editing) return;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return action.fail("Value: is not valid JSON");
    }
    const parsed = StaffFlagRequest.safeParse({ value });
    if (!parsed.success) return action.fail(firstIssue(parsed.error));
    if ((await set(editing, parsed.data.value)).ok) setEditing(null);
  }

  return (
    <>
      <h1>Feature flags</h1>
      {action.status}
      {editing ? (
        <EditPanel
          id="flag-edit"
          title={`Edit ${editing.key}`}
          submitLabel="Save flag"
          busy={action.busy}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        >
          <label htmlFor="flag-value">Value (JSON, {editing.type})</label>
          <textarea id="flag-value" rows={6} value={json} onChange={(e) => setJson(e.currentTarget.value)} />
        </EditPanel>
      ) : null}
      <AdminTable
        caption="Feature flags"
        columns={columns}
        rows={loaderData.flags}
        rowId={(f) => f.key}
        empty="No flags."
      />
    </>
  );
}
