import { StaffRedirectCreate } from "@ironworks/contracts";
import { useState } from "react";
import { Form, useRevalidator, useSearchParams } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { issueText, problemText } from "../features/admin/content/EditorParts.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import { type AdminColumn, AdminTable, FilterButton, listPath } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.redirects";

interface Redirect {
  site: string;
  from: string;
  to: string;
  type: 301 | 302;
  version: number;
}
interface RedirectList {
  redirects: Redirect[];
  page: number;
  limit: number;
  total: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadStaff<RedirectList>(listPath(request, "/redirects", ["q"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const keyOf = (r: Pick<Redirect, "site" | "from">) =>
  `site=${encodeURIComponent(r.site)}&from=${encodeURIComponent(r.from)}`;
const empty = { site: "*", from: "", to: "", type: "301" };

/**
 * Redirects: search, add, change and remove. The server keeps each one a single hop to a path of
 * this store; redirecting a path that shows a product, category or page asks for confirmation.
 */
export default function AdminRedirects({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [form, setForm] = useState(empty);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [shadow, setShadow] = useState<string | null>(null);
  const [message, setMessage] = useState<Notice>(null);
  // A redirect just saved, until the list's reload brings it: its row must offer the new version at
  // once, or a Delete pressed right after Save would send the old one and meet its own save as a 409.
  const [saved, setSaved] = useState<Redirect | null>(null);
  const rows = list.redirects.map((r) => (saved && keyOf(saved) === keyOf(r) && saved.version > r.version ? saved : r));

  async function create(confirm: boolean) {
    const parsed = StaffRedirectCreate.safeParse({ ...form, type: Number(form.type), confirm });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.post<Redirect>("/redirects", parsed.data);
    if (result.ok) {
      setForm(empty);
      setShadow(null);
      setMessage({ ok: true, text: `Added: ${result.data.from} → ${result.data.to} (${result.data.type}).` });
      revalidator.revalidate();
    } else if (result.error.code === "redirect_shadows_page") {
      const d = result.error.details as { entityType: string; entityId: string };
      setShadow(
        `${form.from} shows ${d.entityType} ${d.entityId}. Redirect it anyway? Shoppers will no longer see it there.`,
      );
      setMessage(null);
    } else setMessage({ ok: false, text: problemText(result) });
  }

  async function saveEdit() {
    if (!editing) return;
    const result = await staffApi.put<Redirect>(`/redirects?${keyOf(editing)}`, {
      to: editing.to,
      type: editing.type,
      version: editing.version,
    });
    if (result.ok) {
      setEditing(null);
      setSaved(result.data);
      setMessage({ ok: true, text: `Saved: ${result.data.from} → ${result.data.to} (${result.data.type}).` });
      revalidator.revalidate();
    } else if (result.status === 409) {
      const current = (result.error.details as { current: Redirect }).current;
      setMessage({
        ok: false,
        text: `Someone else changed this redirect first: it now goes to ${current.to} (${current.type}). Your change was not saved.`,
      });
      setEditing(current);
    } else setMessage({ ok: false, text: problemText(result) });
  }

  async function remove(r: Redirect) {
    if (!window.confirm(`Delete the redirect from ${r.from}?`)) return;
    const result = await staffApi.delete(`/redirects?${keyOf(r)}&version=${r.version}`);
    setMessage(
      result.ok ? { ok: true, text: `Deleted the redirect from ${r.from}.` } : { ok: false, text: problemText(result) },
    );
    revalidator.revalidate();
  }

  const columns: AdminColumn<Redirect>[] = [
    { id: "from", header: "From", sort: true, cell: (r) => r.from },
    { id: "to", header: "To", sort: true, cell: (r) => r.to },
    { id: "type", header: "Type", cell: (r) => r.type },
    { id: "site", header: "Store", cell: (r) => r.site },
    {
      id: "actions",
      header: "Actions",
      cell: (r) => (
        <>
          <AdminButton size="s" variant="secondary" onClick={() => setEditing(r)} aria-label={`Edit ${r.from}`}>
            Edit
          </AdminButton>{" "}
          <AdminButton size="s" variant="secondary" onClick={() => void remove(r)} aria-label={`Delete ${r.from}`}>
            Delete
          </AdminButton>
        </>
      ),
    },
  ];

  return (
    <>
      <h1>Redirects</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Search redirects">
        <label>
          Path contains
          <input name="q" defaultValue={params.get("q") ?? ""} />
        </label>
        <FilterButton />
      </Form>
      <StatusLine notice={message} />
      <section aria-labelledby="add-title">
        <h2 id="add-title">Add a redirect</h2>
        <form
          className="admin-filters"
          onSubmit={(e) => {
            e.preventDefault();
            void create(false);
          }}
          noValidate
        >
          <label>
            From
            <input
              name="from"
              placeholder="/old-path"
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
            />
          </label>
          <label>
            To
            <input
              name="to"
              placeholder="/new-path"
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
            />
          </label>
          <label>
            Type
            <select name="type" value={form.type} onChange={(e) => setForm({ ...form, type: e.currentTarget.value })}>
              <option value="301">301 permanent</option>
              <option value="302">302 temporary</option>
            </select>
          </label>
          <label>
            Store
            <input
              name="site"
              size={4}
              value={form.site}
              onChange={(e) => setForm({ ...form, site: e.currentTarget.value.toUpperCase() })}
            />
          </label>
          <AdminButton type="submit" size="s">
            Add
          </AdminButton>
        </form>
        {shadow ? (
          <div className="admin-alert" role="alert">
            <p>{shadow}</p>
            <AdminButton size="s" onClick={() => void create(true)}>
              Redirect anyway
            </AdminButton>{" "}
            <AdminButton size="s" variant="secondary" onClick={() => setShadow(null)}>
              Cancel
            </AdminButton>
          </div>
        ) : null}
      </section>
      {editing ? (
        <section aria-labelledby="edit-title">
          <h2 id="edit-title">Change the redirect from {editing.from}</h2>
          <form
            className="admin-filters"
            onSubmit={(e) => {
              e.preventDefault();
              void saveEdit();
            }}
            noValidate
          >
            <label>
              To
              <input value={editing.to} onChange={(e) => setEditing({ ...editing, to: e.currentTarget.value })} />
            </label>
            <label>
              Type
              <select
                value={editing.type}
                onChange={(e) => setEditing({ ...editing, type: Number(e.currentTarget.value) as 301 | 302 })}
              >
                <option value="301">301 permanent</option>
                <option value="302">302 temporary</option>
              </select>
            </label>
            <AdminButton type="submit" size="s">
              Save
            </AdminButton>
            <AdminButton size="s" variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </AdminButton>
          </form>
        </section>
      ) : null}
      <AdminTable
        caption="Redirects by source path"
        columns={columns}
        rows={rows}
        rowId={keyOf}
        rowLabel={(r) => `Redirect from ${r.from}`}
        paging={{ page: list.page, limit: list.limit, total: list.total, noun: "redirects" }}
        empty="No redirects match."
      />
    </>
  );
}
