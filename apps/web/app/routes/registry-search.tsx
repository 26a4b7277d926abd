import { type RegistrySearchState, RegistrySearchView } from "../features/lists/registry/RegistrySearchView.tsx";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/registry-search";

/**
 * SPEC §2 /giftregistry/search/index: find public registries by name (or event name). The name is
 * a GET parameter, so the search works without JavaScript and its results can be linked.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ state: RegistrySearchState }> {
  const url = new URL(request.url);
  const raw = url.searchParams.get("name");
  if (raw === null) return { state: { kind: "idle" } };
  const name = raw.trim().slice(0, 100);
  if (name.length < 2)
    return { state: { kind: "invalid", name, message: "Please enter at least 2 characters of the registry name" } };
  const { site } = localeFromRequest(request);
  const registries = await context.services.lists.searchRegistries(name, site);
  return { state: { kind: "results", name, registries } };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.state.kind === "results" ? data.state.name : null;
  return [
    { title: name ? `Registries matching "${name}" | Ironworks` : "Find a gift registry | Ironworks" },
    { name: "description", content: "Find a gift registry by name and buy what's on it." },
  ];
}

export default function RegistrySearchRoute({ loaderData }: Route.ComponentProps) {
  return <RegistrySearchView state={loaderData.state} />;
}
