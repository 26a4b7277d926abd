import { NotFound } from "../features/content/NotFound.tsx";
import { loadProgram } from "../features/account/programming/programming.server.ts";
import { ProgramView } from "../features/account/programming/ProgramsView.tsx";
import type { ContentKey } from "../features/content/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import type { Route } from "./+types/account.programming.$id";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProgram(request, context, params.id);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const pages = pageMessagesOf(matches);
  const notFound: ContentKey = "content.notFound.documentTitle";
  return [
    {
      title: data ? `${data.program.name} | Ironworks` : translate(pages, notFound),
    },
  ];
}

/** SPEC §2 /account/programming/{id}: someone else's or an unknown id is the 404 page. */
export default function AccountProgram({ loaderData }: Route.ComponentProps) {
  return <ProgramView program={loaderData.program} />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
