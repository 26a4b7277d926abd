import { StaffCategoryCreate } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { issueText, problemText } from "../features/admin/content/EditorParts.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.categories";
import { urlKeyFrom } from "@ironworks/domain/url-key";

interface CategoryRow {
  id: number;
  parentId: number | null;
  position: number;
  name: string;
  urlPath: string;
  isActive: boolean;
  /** Languages without a name yet (the storefront shows English there). */
  missing: string[];
}

export async function clientLoader() {
  return loadStaff<{ categories: CategoryRow[] }>("/categories");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Categories as a tree (children under their parent, by position), each linking to its editor. */
export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.categories;
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const branch = (parent: number | null, depth: number): React.ReactNode => {
    const list = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    if (!list.length) return null;
    return (
      <ul className={depth ? "admin-tree__branch" : "admin-tree"}>
        {list.map((c) => (
          <li key={c.id}>
            <Link to={`/admin/categories/${c.id}`}>{c.name}</Link> <code>/{c.urlPath}</code>
            {c.isActive ? null : <span className="admin-tag"> disabled</span>}
            {c.missing.length ? <span className="admin-tag"> missing: {c.missing.join(", ")}</span> : null}
            {branch(c.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <>
      <h1>Categories</h1>
      <p>
        {rows.length} categories. A changed URL key or parent moves the category and its sub-categories; their old URLs
        redirect (301) to the new ones.
      </p>
      <NewCategory parents={rows} />
      {rows.length ? <nav aria-label="Category tree">{branch(null, 0)}</nav> : <p>No categories yet.</p>}
    </>
  );
}

/**
 * A new category under a parent (English name and URL key; other languages in its editor). Its URL
 * answers at once on the storefront; a URL key already in use there is refused (409 url_in_use).
 */
function NewCategory({ parents }: { parents: CategoryRow[] }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", urlKey: "", parentId: "", position: "0", isActive: true });
  const [keyEdited, setKeyEdited] = useState(false);
  const [message, setMessage] = useState<Notice>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCategoryCreate.safeParse({
      parentId: form.parentId === "" ? null : Number(form.parentId),
      position: Number(form.position),
      isActive: form.isActive,
      copy: { en: { name: form.name, urlKey: form.urlKey, description: "" } },
    });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.post<{ id: number }>("/categories", parsed.data);
    if (result.ok) navigate(`/admin/categories/${result.data.id}`);
    else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <section aria-labelledby="new-category">
      <h2 id="new-category">New category</h2>
      <StatusLine notice={message} />
      <form className="admin-form" onSubmit={create} noValidate>
        <label htmlFor="new-category-name">
          Name (en)
          <input
            id="new-category-name"
            value={form.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setForm({ ...form, name, urlKey: keyEdited ? form.urlKey : urlKeyFrom(name, 100) });
            }}
          />
        </label>
        <label htmlFor="new-category-url-key">
          URL key (en)
          <input
            id="new-category-url-key"
            value={form.urlKey}
            onChange={(e) => {
              setKeyEdited(true);
              setForm({ ...form, urlKey: e.currentTarget.value });
            }}
          />
        </label>
        <label htmlFor="new-category-parent">
          Parent
          <select
            id="new-category-parent"
            value={form.parentId}
            onChange={(e) => setForm({ ...form, parentId: e.currentTarget.value })}
          >
            <option value="">(top level)</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} (/{p.urlPath})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="new-category-position">
          Position
          <input
            id="new-category-position"
            inputMode="numeric"
            value={form.position}
            onChange={(e) => setForm({ ...form, position: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-category-active" className="admin-check">
          <input
            id="new-category-active"
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => setForm({ ...form, isActive: e.currentTarget.checked })}
          />
          Enabled
        </label>
        <AdminButton type="submit">Create category</AdminButton>
      </form>
    </section>
  );
}
