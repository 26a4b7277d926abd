import { StaffCmsBlockCreate, StaffCmsPageCreate } from "@ironworks/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { loadStaff, staffApi } from "../features/admin/admin-api.ts";
import { AdminButton } from "../features/admin/AdminButton.tsx";
import { issueText, problemText } from "../features/admin/content/EditorParts.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
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
        <NewPage />
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
        <NewBlock />
      </section>
    </>
  );
}

/** "*" or a store code, as typed. */
const siteOf = (raw: string) => raw.trim().toUpperCase() || "*";

/**
 * A new page: identifier, store, address and English title; it opens in its editor (text, live
 * preview, translations). An identifier the store has already, or an address in use, is refused (409).
 */
function NewPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ identifier: "", site: "*", url: "", title: "", text: "" });
  const [message, setMessage] = useState<Notice>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCmsPageCreate.safeParse({
      identifier: form.identifier,
      site: siteOf(form.site),
      url: form.url.trim(),
      title: form.title,
      // One text block to start from; the editor changes its words and shows the preview.
      blocks: form.text.trim() ? [{ name: "RichText", props: { html: `<p>${escapeHtml(form.text.trim())}</p>` } }] : [],
    });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.post<{ id: number }>("/cms/pages", parsed.data);
    if (result.ok) navigate(`/admin/content/pages/${result.data.id}`);
    else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <details>
      <summary>New page</summary>
      <StatusLine notice={message} />
      <form className="admin-form" onSubmit={create} noValidate aria-label="New page">
        <label htmlFor="new-page-identifier">
          Identifier
          <input
            id="new-page-identifier"
            value={form.identifier}
            onChange={(e) => setForm({ ...form, identifier: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-page-site">
          Store (* for every store)
          <input
            id="new-page-site"
            value={form.site}
            onChange={(e) => setForm({ ...form, site: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-page-url">
          Address (e.g. /about-the-team; empty: not a page of its own)
          <input
            id="new-page-url"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-page-title">
          Title (en)
          <input
            id="new-page-title"
            value={form.title}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-page-text">
          First paragraph (en)
          <textarea
            id="new-page-text"
            rows={3}
            value={form.text}
            onChange={(e) => setForm({ ...form, text: e.currentTarget.value })}
          />
        </label>
        <AdminButton type="submit">Create page</AdminButton>
      </form>
    </details>
  );
}

/** A new block of a store (or every store); it opens in its editor with the live preview. */
function NewBlock() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", site: "*", content: "" });
  const [message, setMessage] = useState<Notice>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    const parsed = StaffCmsBlockCreate.safeParse({ name: form.name, site: siteOf(form.site), content: form.content });
    if (!parsed.success) {
      setMessage({ ok: false, text: issueText(parsed.error) });
      return;
    }
    const result = await staffApi.post<{ name: string; site: string }>("/cms/blocks", parsed.data);
    if (result.ok)
      navigate(`/admin/content/blocks/${encodeURIComponent(result.data.site)}/${encodeURIComponent(result.data.name)}`);
    else setMessage({ ok: false, text: problemText(result) });
  }

  return (
    <details>
      <summary>New block</summary>
      <StatusLine notice={message} />
      <form className="admin-form" onSubmit={create} noValidate aria-label="New block">
        <label htmlFor="new-block-name">
          Block name
          <input
            id="new-block-name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-block-site">
          Store (* for every store)
          <input
            id="new-block-site"
            value={form.site}
            onChange={(e) => setForm({ ...form, site: e.currentTarget.value })}
          />
        </label>
        <label htmlFor="new-block-content">
          Content (HTML, en)
          <textarea
            id="new-block-content"
            rows={4}
            className="admin-code"
            value={form.content}
            onChange={(e) => setForm({ ...form, content: e.currentTarget.value })}
          />
        </label>
        <AdminButton type="submit">Create block</AdminButton>
      </form>
    </details>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
