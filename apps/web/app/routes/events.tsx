import { EventPage } from "../features/events/EventPage.tsx";
import { DEFAULT_EVENTS_YEAR, loadEventPage, registerFromForm } from "../features/events/events.server.ts";
import type { EventsKey } from "../features/events/messages.ts";
import { metaT } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/events";

/** SPEC §2 /events/{name}/{year} (year 2024 when left out), issue #20: workouts, live leaderboard, registration. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEventPage(context, request, params.name, params.year);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return registerFromForm(context, request, `${params.name}-${params.year ?? DEFAULT_EVENTS_YEAR}`);
}

export function meta({ matches, data }: Route.MetaArgs) {
  const t = metaT<EventsKey>(matches);
  if (!data) return [{ title: "Ironworks" }];
  return [
    { title: `${t("events.documentTitle", { title: data.event.title })} | Ironworks` },
    { name: "description", content: t("events.description", { title: data.event.title }) },
  ];
}

export default function Event({ loaderData, actionData, params }: Route.ComponentProps) {
  const path = `/events/${params.name}${params.year ? `/${params.year}` : ""}`;
  return <EventPage {...loaderData} outcome={actionData} path={path} />;
}
