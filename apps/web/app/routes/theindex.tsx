import { IndexHubPage } from "../features/index/IndexHubPage.tsx";
import { loadIndexHub } from "../features/index/index.server.ts";
import type { IndexKey } from "../features/index/messages.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/theindex";

/** /theindex (issue #19): the magazine's hub. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  return { hub: await loadIndexHub(context, where), messages: pageMessages(where.locale, indexCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT<IndexKey>(matches);
  return [
    { title: `${t("index.documentTitle")} | Ironworks` },
    { name: "description", content: t("index.description") },
    { property: "og:title", content: t("index.documentTitle") },
    { property: "og:type", content: "website" },
  ];
}

export default function TheIndex({ loaderData }: Route.ComponentProps) {
  return <IndexHubPage hub={loaderData.hub} />;
}
