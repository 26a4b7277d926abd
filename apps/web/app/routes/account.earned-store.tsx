import { loadTickets } from "../features/account/tickets/tickets.server.ts";
import { TicketsView } from "../features/account/tickets/TicketsView.tsx";
import type { Route } from "./+types/account.earned-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTickets(request, context);
}

export function meta() {
  return [{ title: "Earned Store | Ironworks" }];
}

/** SPEC §2 /account/earned-store. */
export default function AccountEarnedStore({ loaderData }: Route.ComponentProps) {
  return <TicketsView tickets={loaderData.tickets} />;
}
