import { EventPage } from "../features/events/EventPage.tsx";
import { INVITATIONAL, loadEventPage, registerFromForm } from "../features/events/events.server.ts";
import type { EventsKey } from "../features/events/messages.ts";
import { flagValue } from "../features/flags/flag-keys.ts";
import { loadRequestFlags } from "../features/flags/flags.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/invitational";

/** The Invitational's year: the `invitational-year` flag (SPEC §2/§9, default 2025). */
async function invitationalYear(context: Route.LoaderArgs["context"], request: Request): Promise<string> {
  const { values } = await loadRequestFlags(context.services, request);
  return String(flagValue(values, "invitational-year"));
}

/** SPEC §2 /invitational: the Rogue Invitational of the flag's year (issue #20). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEventPage(context, request, INVITATIONAL, await invitationalYear(context, request));
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerFromForm(context, request, `${INVITATIONAL}-${await invitationalYear(context, request)}`);
}

export function meta({ matches, data }: Route.MetaArgs) {
  const t = metaT<EventsKey>(matches);
  if (!data) return [{ title: "Ironworks" }];
  return [
    { title: `${t("events.documentTitle", { title: data.event.title })} | Ironworks` },
    { name: "description", content: t("events.description", { title: data.event.title }) },
  ];
}

export default function Invitational({ loaderData, actionData }: Route.ComponentProps) {
  return <EventPage {...loaderData} outcome={actionData} path="/invitational" />;
}
