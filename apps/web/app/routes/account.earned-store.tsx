import { loadTickets } from "../features/account/earned-store/earned-store.server.ts";
import { EarnedStoreView } from "../features/account/earned-store/EarnedStoreView.tsx";
import type { Route } from "./+types/account.earned-store";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTickets(request, context);
}

export function meta() {
  return [{ title: "Earned Store | Ironworks" }];
}

/** SPEC §2 /account/earned-store. */
export default function AccountEarnedStore({ loaderData }: Route.ComponentProps) {
  return <EarnedStoreView tickets={loaderData.tickets} />;
}
