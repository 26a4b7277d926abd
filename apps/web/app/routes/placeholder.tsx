import { data } from "react-router";
import { findPlaceholder, placeholderAvailable, placeholderContent } from "../features/content/placeholders.ts";
import { loadRequestFlags } from "../features/flags/flags.server.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/placeholder";

export const handle: RouteHandle = { noindex: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, path } = localeFromRequest(request);
  const info = findPlaceholder(path);
  if (!info) throw data(null, { status: 404 });
  // Flag-gated routes (returns on EUR/GBR, the gym map) and the invitational year follow the live flags.
  const { values } = await loadRequestFlags(context.services, request);
  if (!placeholderAvailable(info, site.code, values)) throw data(null, { status: 404 });
  return placeholderContent(path, info, values);
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `${d.title} | Ironworks` : "Ironworks" }];
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="placeholder-page">
      <h1>{loaderData.title}</h1>
      <p>{loaderData.description}</p>
    </main>
  );
}
