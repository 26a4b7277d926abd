import { accountTitle } from "../features/account/account-meta.ts";
import { EventsAccountView } from "../features/events/account/EventsAccountView.tsx";
import { loadEventsAccount, saveEventsAccount } from "../features/events/account/events-account.server.ts";
import type { Route } from "./+types/account.events";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEventsAccount(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveEventsAccount(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.events.title");
}

/** /account/events (issue #20 item 6): the athlete's registrations, heats and results; the events profile. */
export default function AccountEvents({ loaderData, actionData }: Route.ComponentProps) {
  return <EventsAccountView data={loaderData} outcome={actionData} />;
}
