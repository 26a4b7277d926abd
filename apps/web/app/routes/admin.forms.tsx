import { FORM_SLUGS, FORM_STATUSES } from "@ironworks/domain";
import type { StaffFormList } from "@ironworks/contracts";
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { buttonClass, loadStaff } from "../features/admin/admin-api.ts";
import { FormSubmissionCard } from "../features/admin/FormSubmissionCard.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.forms";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = new URLSearchParams();
  for (const key of ["form", "status", "q", "page"]) {
    const v = params.get(key);
    if (v) q.set(key, v);
  }
  return loadStaff<StaffFormList>(`/forms/submissions${q.size ? `?${q}` : ""}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/**
 * The store's forms in the back office (issue #24 part 3): every submission, newest first, filtered
 * by form, state and text; gym applications approved onto the map here. Decisions are audited.
 */
export default function AdminForms({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const page = Number(params.get("page") ?? 1);
  const pages = Math.max(1, Math.ceil(list.total / list.size));
  const at = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next}`;
  };
  return (
    <>
      <h1>Form submissions</h1>
      <StatusLine notice={notice} />
      <Form method="get" className="admin-filters" aria-label="Filter the submissions">
        <label>
          Form
          <select name="form" defaultValue={params.get("form") ?? ""}>
            <option value="">All forms</option>
            {FORM_SLUGS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <select name="status" defaultValue={params.get("status") ?? ""}>
            <option value="">Any state</option>
            {FORM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Text
          <input name="q" defaultValue={params.get("q") ?? ""} maxLength={200} />
        </label>
        <button type="submit" className={buttonClass("s", "secondary")}>
          Show
        </button>
      </Form>
      <p>
        {list.total} submission{list.total === 1 ? "" : "s"} · page {page} of {pages}
      </p>
      <ul className="admin-review-list">
        {list.items.map((item) => (
          <FormSubmissionCard key={item.id} item={item} base="/forms/submissions" announce={setNotice} />
        ))}
      </ul>
      <nav aria-label="Pages" className="admin-actions">
        {page > 1 ? <Link to={at(page - 1)}>Previous page</Link> : null}
        {page < pages ? <Link to={at(page + 1)}>Next page</Link> : null}
      </nav>
    </>
  );
}
