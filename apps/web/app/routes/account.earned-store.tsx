import { loadTickets } from "../features/account/tickets/tickets.server.ts";
import { TicketsView } from "../features/account/tickets/TicketsView.tsx";
import { accountTitle } from "../features/account/account-meta.ts";
import type { Route } from "./+types/account.earned-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTickets(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.earnedStore.title");
}

/** SPEC §2 /account/earned-store. */
export default function AccountEarnedStore({ loaderData }: Route.ComponentProps) {
  return <TicketsView tickets={loaderData.tickets} />;
}
