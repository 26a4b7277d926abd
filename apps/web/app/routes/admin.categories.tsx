import { Link } from "react-router";
import { loadStaff } from "../features/admin/admin-api.ts";
import type { Route } from "./+types/admin.categories";

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
      {rows.length ? <nav aria-label="Category tree">{branch(null, 0)}</nav> : <p>No categories yet.</p>}
    </>
  );
}
