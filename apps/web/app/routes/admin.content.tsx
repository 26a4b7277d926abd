import { Link } from "react-router";
import { loadStaff } from "../features/admin/admin-api.ts";
import type { Route } from "./+types/admin.content";

interface PageRow {
  id: number;
  identifier: string;
  site: string;
  url: string;
  title: string;
  isActive: boolean;
  missing: string[];
}
interface BlockRow {
  name: string;
  site: string;
  active: boolean;
  excerpt: string;
  missing: string[];
}

export async function clientLoader() {
  const [pages, blocks] = await Promise.all([
    loadStaff<{ pages: PageRow[] }>("/cms/pages"),
    loadStaff<{ blocks: BlockRow[] }>("/cms/blocks"),
  ]);
  return { pages: pages.pages, blocks: blocks.blocks };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const missingText = (missing: string[]) => (missing.length ? missing.join(", ") : "none");

/** CMS pages and blocks, with the languages each still lacks. */
export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Content</h1>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">URL</th>
              <th scope="col">Store</th>
              <th scope="col">Status</th>
              <th scope="col">Missing languages</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.pages.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/admin/content/pages/${p.id}`}>{p.title}</Link> <small>({p.identifier})</small>
                </td>
                <td>{p.url || "—"}</td>
                <td>{p.site}</td>
                <td>{p.isActive ? "published" : "disabled"}</td>
                <td>{missingText(p.missing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaderData.pages.length === 0 ? <p>No pages yet.</p> : null}
      </section>
      <section aria-labelledby="blocks-title">
        <h2 id="blocks-title">Blocks</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Block</th>
              <th scope="col">Store</th>
              <th scope="col">Text</th>
              <th scope="col">Missing languages</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.blocks.map((b) => (
              <tr key={`${b.site}:${b.name}`}>
                <td>
                  <Link to={`/admin/content/blocks/${encodeURIComponent(b.site)}/${encodeURIComponent(b.name)}`}>
                    {b.name}
                  </Link>
                  {b.active ? null : <small> (inactive)</small>}
                </td>
                <td>{b.site}</td>
                <td>{b.excerpt}</td>
                <td>{missingText(b.missing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaderData.blocks.length === 0 ? <p>No blocks yet.</p> : null}
      </section>
    </>
  );
}
