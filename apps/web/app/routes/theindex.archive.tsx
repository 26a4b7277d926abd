import { THE_INDEX } from "../features/index/brand.ts";
import { IndexArchivePage } from "../features/index/IndexArchivePage.tsx";
import { loadIndexArchive, readPage } from "../features/index/index.server.ts";
import type { IndexKey } from "../features/index/messages.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { paginationCatalog } from "../features/catalog/category/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/theindex.archive";

/** /theindex/tag/{slug} and /theindex/author/{slug} (issue #19 item 2): 20 posts a page; unknown → the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const page = readPage(new URL(request.url));
  const kind = new URL(request.url).pathname.includes("/theindex/author/") ? "author" : "tag";
  const data = await loadIndexArchive(context, where, kind, params.slug, page);
  return { ...data, messages: pageMessages(where.locale, indexCatalog, paginationCatalog) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = metaT<IndexKey>(matches);
  const name = data.kind === "tag" ? `#${data.title}` : data.title;
  const suffix =
    data.listing.page > 1 ? ` (${t("index.page", { page: data.listing.page, pages: data.listing.totalPages })})` : "";
  return [
    { title: `${name}${suffix} | ${THE_INDEX} | Ironworks` },
    { name: "description", content: data.description || t("index.description") },
    { property: "og:title", content: `${name} | ${THE_INDEX}` },
  ];
}

export default function TheIndexArchive({ loaderData }: Route.ComponentProps) {
  return <IndexArchivePage {...loaderData} />;
}
