import { loadPrograms } from "../features/account/programming/programming.server.ts";
import { ProgramsView } from "../features/account/programming/ProgramsView.tsx";
import { accountTitle } from "../features/account/account-meta.ts";
import type { Route } from "./+types/account.programming";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPrograms(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.programming.title");
}

/** SPEC §2 /account/programming. */
export default function AccountPrograms({ loaderData }: Route.ComponentProps) {
  return <ProgramsView programs={loaderData.programs} />;
}
