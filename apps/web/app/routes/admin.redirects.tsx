import { StaffRedirectCreate } from "@ironworks/contracts";
import { useState } from "react";
import { Form, useRevalidator, useSearchParams } from "react-router";
import { type ApiResult, buttonClass, loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { listPath, Pager } from "../features/admin/Pager.tsx";
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
  return loadStaff<RedirectList>(listPath(request, "/redirects", ["q", "page"]));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const keyOf = (r: Pick<Redirect, "site" | "from">) =>
  `site=${encodeURIComponent(r.site)}&from=${encodeURIComponent(r.from)}`;
const empty = { site: "*", from: "", to: "", type: "301" };

/** What went wrong, field first (the server names it, ADR 0039). */
function problem(result: ApiResult<unknown>): string {
  if (result.ok) return "";
  const field = result.error.fields[0];
  return field ? `${field.field}: ${field.message}` : result.error.message;
}

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
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function create(confirm: boolean) {
    const parsed = StaffRedirectCreate.safeParse({ ...form, type: Number(form.type), confirm });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({ ok: false, text: `${issue?.path.join(".")}: ${issue?.message}` });
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
    } else setMessage({ ok: false, text: problem(result) });
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
      setMessage({ ok: true, text: `Saved: ${result.data.from} → ${result.data.to} (${result.data.type}).` });
      revalidator.revalidate();
    } else if (result.status === 409) {
      const current = (result.error.details as { current: Redirect }).current;
      setMessage({
        ok: false,
        text: `Someone else changed this redirect first: it now goes to ${current.to} (${current.type}). Your change was not saved.`,
      });
      setEditing(current);
    } else setMessage({ ok: false, text: problem(result) });
  }

  async function remove(r: Redirect) {
    if (!window.confirm(`Delete the redirect from ${r.from}?`)) return;
    const result = await staffApi.delete(`/redirects?${keyOf(r)}&version=${r.version}`);
    setMessage(
      result.ok ? { ok: true, text: `Deleted the redirect from ${r.from}.` } : { ok: false, text: problem(result) },
    );
    revalidator.revalidate();
  }

  return (
    <>
      <h1>Redirects</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Search redirects">
        <label>
          Path contains
          <input name="q" defaultValue={params.get("q") ?? ""} />
        </label>
        <button type="submit" className={buttonClass("s")}>
          Search
        </button>
      </Form>
      <div role="status" aria-live="polite">
        {message ? <p className={message.ok ? "admin-ok" : "admin-alert"}>{message.text}</p> : null}
      </div>
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
      <table className="admin-table">
        <caption className="visually-hidden">Redirects by source path</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Type</th>
            <th scope="col">Store</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.redirects.map((r) =>
            editing && editing.site === r.site && editing.from === r.from ? (
              <tr key={keyOf(r)}>
                <td>{r.from}</td>
                <td>
                  <input
                    aria-label={`New target for ${r.from}`}
                    value={editing.to}
                    onChange={(e) => setEditing({ ...editing, to: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <select
                    aria-label={`Type for ${r.from}`}
                    value={editing.type}
                    onChange={(e) => setEditing({ ...editing, type: Number(e.currentTarget.value) as 301 | 302 })}
                  >
                    <option value="301">301</option>
                    <option value="302">302</option>
                  </select>
                </td>
                <td>{r.site}</td>
                <td>
                  <AdminButton size="s" onClick={() => void saveEdit()}>
                    Save
                  </AdminButton>{" "}
                  <AdminButton size="s" variant="secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </AdminButton>
                </td>
              </tr>
            ) : (
              <tr key={keyOf(r)}>
                <td>{r.from}</td>
                <td>{r.to}</td>
                <td>{r.type}</td>
                <td>{r.site}</td>
                <td>
                  <AdminButton size="s" variant="secondary" onClick={() => setEditing(r)} aria-label={`Edit ${r.from}`}>
                    Edit
                  </AdminButton>{" "}
                  <AdminButton
                    size="s"
                    variant="secondary"
                    onClick={() => void remove(r)}
                    aria-label={`Delete ${r.from}`}
                  >
                    Delete
                  </AdminButton>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {list.redirects.length === 0 ? <p>No redirects match.</p> : null}
      <Pager page={list.page} limit={list.limit} total={list.total} noun="redirects" />
    </>
  );
}
