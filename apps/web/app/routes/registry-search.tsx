import { type RegistrySearchState, RegistrySearchView } from "../features/lists/registry/RegistrySearchView.tsx";
import type { PageMessages } from "../lib/i18n/messages.ts";
import { pageMessagesOf, translate } from "../lib/i18n/messages.ts";
import { listPageMessages } from "../features/lists/messages.server.ts";
import type { ListsKey } from "../features/lists/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/registry-search";

/**
 * SPEC §2 /giftregistry/search/index: find public registries by name (or event name). The name is
 * a GET parameter, so the search works without JavaScript and its results can be linked.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ state: RegistrySearchState; messages: PageMessages }> {
  const url = new URL(request.url);
  const { messages, words } = listPageMessages(request);
  const raw = url.searchParams.get("name");
  if (raw === null) return { state: { kind: "idle" }, messages };
  const name = raw.trim().slice(0, 100);
  if (name.length < 2)
    return { state: { kind: "invalid", name, message: words("lists.registrySearch.tooShort") }, messages };
  const { site } = localeFromRequest(request);
  const registries = await context.services.lists.searchRegistries(name, site);
  return { state: { kind: "results", name, registries }, messages };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const pages = pageMessagesOf(matches);
  const name = data?.state.kind === "results" ? data.state.name : null;
  const title: ListsKey = name ? "lists.registrySearch.resultsTitle" : "lists.registrySearch.documentTitle";
  const description: ListsKey = "lists.registrySearch.description";
  return [
    { title: translate(pages, title, name ? { name } : undefined) },
    { name: "description", content: translate(pages, description) },
  ];
}

export default function RegistrySearchRoute({ loaderData }: Route.ComponentProps) {
  return <RegistrySearchView state={loaderData.state} />;
}
