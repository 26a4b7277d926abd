import type { StaffFormList } from "@ironworks/contracts";
import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { buttonClass, loadStaff } from "../features/admin/admin-api.ts";
import { FormSubmissionCard } from "../features/admin/FormSubmissionCard.tsx";
import { type Notice, StatusLine } from "../features/admin/StatusLine.tsx";
import type { Route } from "./+types/admin.gallery";

const STATES = ["pending", "approved", "rejected"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = new URL(request.url).searchParams.get("status");
  const q = status && (STATES as readonly string[]).includes(status) ? `?status=${status}` : "";
  return loadStaff<StaffFormList>(`/gallery${q}`);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/**
 * The gym gallery's moderation (issue #19 item 2, content.write): shoppers' gyms wait here and show
 * on /theindex/ryourogue once approved. Decisions are audited.
 */
export default function AdminGallery({ loaderData: list }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <h1>Gym gallery</h1>
      <StatusLine notice={notice} />
      <Form method="get" className="admin-filters" aria-label="Filter the gallery queue">
        <label>
          State
          <select name="status" defaultValue={params.get("status") ?? "pending"}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("s", "secondary")}>
          Show
        </button>
      </Form>
      <p>{list.total} entries</p>
      <ul className="admin-review-list">
        {list.items.map((item) => (
          <FormSubmissionCard key={item.id} item={item} base="/gallery" announce={setNotice} />
        ))}
      </ul>
    </>
  );
}
