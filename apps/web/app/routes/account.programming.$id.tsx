import { NotFound } from "../features/content/NotFound.tsx";
import { loadProgram } from "../features/account/programming/programming.server.ts";
import { ProgramView } from "../features/account/programming/ProgramsView.tsx";
import type { Route } from "./+types/account.programming.$id";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProgram(request, context, params.id);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${data.program.name} | Ironworks` : "Page not found | Ironworks" }];
}

/** SPEC §2 /account/programming/{id}: someone else's or an unknown id is the 404 page. */
export default function AccountProgram({ loaderData }: Route.ComponentProps) {
  return <ProgramView program={loaderData.program} />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
