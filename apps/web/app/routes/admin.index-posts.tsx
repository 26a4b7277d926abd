import type { StaffIndexPostSummary } from "@ironworks/contracts";
import { Link } from "react-router";
import { dateTime, loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.index-posts";

interface Choices {
  posts: StaffIndexPostSummary[];
  categories: { id: number; name: string; slug: string }[];
}

export async function clientLoader() {
  return loadStaff<Choices>("/index/posts");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

const STATUS: Record<StaffIndexPostSummary["status"], string> = {
  draft: "draft",
  future: "scheduled",
  publish: "published",
};
const href = (p: StaffIndexPostSummary) => `/admin/index/${p.id}`;

/** The Index's posts (issue #19): drafts, scheduled and published, newest change first. */
export default function AdminIndexPosts({ loaderData }: Route.ComponentProps) {
  const categoryName = (id: number | undefined) => loaderData.categories.find((c) => c.id === id)?.name ?? "—";
  const columns: AdminColumn<StaffIndexPostSummary>[] = [
    { id: "title", header: "Title", sort: (p) => p.title, cell: (p) => <Link to={href(p)}>{p.title}</Link> },
    {
      id: "category",
      header: "Category",
      sort: (p) => categoryName(p.categoryIds[0]),
      cell: (p) => categoryName(p.categoryIds[0]),
    },
    { id: "status", header: "Status", sort: (p) => p.status, cell: (p) => STATUS[p.status] },
    {
      id: "published",
      header: "Published / scheduled",
      sort: (p) => p.publishedAt ?? "",
      cell: (p) => (p.publishedAt ? dateTime(p.publishedAt) : "—"),
    },
    { id: "languages", header: "Languages", cell: (p) => p.languages.join(", ") },
    { id: "modified", header: "Last change", sort: (p) => p.modifiedAt, cell: (p) => dateTime(p.modifiedAt) },
  ];
  return (
    <>
      <h1>The Index</h1>
      <p>
        <Link to="/admin/index/new">New post</Link>
      </p>
      <AdminTable
        caption="Index posts"
        columns={columns}
        rows={loaderData.posts}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => p.title}
        rowHref={href}
        empty="No posts yet."
      />
    </>
  );
}
