import { Link } from "react-router";
import { dateTime, loadStaff } from "../features/admin/admin-api.ts";
import { type AdminColumn, AdminTable } from "../features/admin/table/index.ts";
import type { Route } from "./+types/admin.events";

interface EventRow {
  id: string;
  title: string;
  startsAt: string;
}

export async function clientLoader() {
  return loadStaff<{ events: EventRow[] }>("/events");
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p>Loading…</p>;
}

/** Events (issue #20): the events the member organises (an owner: every one), each opening its heats and waiver. */
export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const columns: AdminColumn<EventRow>[] = [
    {
      id: "title",
      header: "Event",
      cell: (e) => <Link to={`/admin/events/${encodeURIComponent(e.id)}`}>{e.title}</Link>,
    },
    { id: "startsAt", header: "Starts", cell: (e) => dateTime(e.startsAt) },
  ];
  return (
    <>
      <h1>Events</h1>
      <p>Heats, lanes and the athletes' waiver of the events you organise.</p>
      <AdminTable
        caption="Events you organise, latest first"
        columns={columns}
        rows={loaderData.events}
        rowId={(e) => e.id}
        rowLabel={(e) => e.title}
        empty="You organise no event."
      />
    </>
  );
}
