import { data } from "react-router";
import type { PlaceholderKey } from "../features/content/placeholder/messages.ts";
import { placeholderCatalog } from "../features/content/placeholder/messages.server.ts";
import {
  findPlaceholder,
  type PlaceholderContent,
  placeholderAvailable,
  placeholderContent,
} from "../features/content/placeholders.ts";
import { loadRequestFlags } from "../features/flags/flags.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, type Translate, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/placeholder";

export const handle: RouteHandle = { noindex: true };

/** The store's name after a page's title in the document title. */
const STORE = "Ironworks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, site, path } = localeFromRequest(request);
  const info = findPlaceholder(path);
  if (!info) throw data(null, { status: 404 });
  // Flag-gated routes (returns on EUR/GBR, the gym map) and the invitational year follow the live flags.
  const { values } = await loadRequestFlags(context.services, request);
  if (!placeholderAvailable(info, site.code, values)) throw data(null, { status: 404 });
  return { ...placeholderContent(path, info, values), messages: pageMessages(locale, placeholderCatalog) };
}

/** Title and text in the page's language (a year as written, never "2.025"). */
function words(t: Translate<PlaceholderKey>, page: PlaceholderContent) {
  const values = page.year === null ? undefined : { year: String(page.year) };
  return {
    title: page.brand ?? t(`placeholder.${page.name}.title` as PlaceholderKey, values),
    text: t(`placeholder.${page.name}.text` as PlaceholderKey, values),
  };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return [{ title: d ? `${words(metaT<PlaceholderKey>(matches), d).title} | ${STORE}` : STORE }];
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  const { title, text } = words(useT<PlaceholderKey>(), loaderData);
  return (
    <main id="main" className="placeholder-page">
      <h1>{title}</h1>
      <p>{text}</p>
    </main>
  );
}
