import { Link } from "react-router";
import { loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
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
const pageHref = (p: PageRow) => `/admin/content/pages/${p.id}`;
const blockHref = (b: BlockRow) => `/admin/content/blocks/${encodeURIComponent(b.site)}/${encodeURIComponent(b.name)}`;

const PAGE_COLUMNS: AdminColumn<PageRow>[] = [
  {
    id: "title",
    header: "Title",
    sort: (p) => p.title,
    cell: (p) => (
      <>
        <Link to={pageHref(p)}>{p.title}</Link> <small>({p.identifier})</small>
      </>
    ),
  },
  { id: "url", header: "URL", sort: (p) => p.url, cell: (p) => p.url || "—" },
  { id: "site", header: "Store", sort: (p) => p.site, cell: (p) => p.site },
  { id: "status", header: "Status", cell: (p) => (p.isActive ? "published" : "disabled") },
  { id: "missing", header: "Missing languages", sort: (p) => p.missing.length, cell: (p) => missingText(p.missing) },
];

const BLOCK_COLUMNS: AdminColumn<BlockRow>[] = [
  {
    id: "name",
    header: "Block",
    sort: (b) => b.name,
    cell: (b) => (
      <>
        <Link to={blockHref(b)}>{b.name}</Link>
        {b.active ? null : <small> (inactive)</small>}
      </>
    ),
  },
  { id: "site", header: "Store", sort: (b) => b.site, cell: (b) => b.site },
  { id: "text", header: "Text", cell: (b) => b.excerpt },
  { id: "missing", header: "Missing languages", sort: (b) => b.missing.length, cell: (b) => missingText(b.missing) },
];

/** CMS pages and blocks, with the languages each still lacks. */
export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Content</h1>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <AdminTable
          caption="CMS pages"
          columns={PAGE_COLUMNS}
          rows={loaderData.pages}
          rowId={(p) => String(p.id)}
          rowLabel={(p) => p.title}
          rowHref={pageHref}
          empty="No pages yet."
        />
      </section>
      <section aria-labelledby="blocks-title">
        <h2 id="blocks-title">Blocks</h2>
        <AdminTable
          caption="CMS blocks"
          columns={BLOCK_COLUMNS}
          rows={loaderData.blocks}
          rowId={(b) => `${b.site}:${b.name}`}
          rowLabel={(b) => `${b.name} (${b.site})`}
          rowHref={blockHref}
          empty="No blocks yet."
        />
      </section>
    </>
  );
}
