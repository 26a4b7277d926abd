import { languageOf } from "@ironworks/domain";
import { THE_INDEX } from "../features/index/brand.ts";
import { IndexCategoryPage } from "../features/index/IndexCategoryPage.tsx";
import { loadIndexCategory, readPage } from "../features/index/index.server.ts";
import type { IndexKey } from "../features/index/messages.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { paginationCatalog } from "../features/catalog/category/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/theindex.category";

/** /theindex/{category}?p=N (issue #19): 20 posts a page; unknown category or page → the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const where = localeFromRequest(request);
  const page = readPage(new URL(request.url));
  const data = await loadIndexCategory(context, where, params.category, page);
  const lang = languageOf(where.locale);
  const feed = `/theindex/${data.category.slug}/feed.xml${lang === "en" ? "" : `?lang=${lang}`}`;
  return { ...data, feed, messages: pageMessages(where.locale, indexCatalog, paginationCatalog) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = metaT<IndexKey>(matches);
  const { category, listing } = data;
  const suffix = listing.page > 1 ? ` (${t("index.page", { page: listing.page, pages: listing.totalPages })})` : "";
  return [
    { title: `${category.name}${suffix} | ${THE_INDEX} | Ironworks` },
    { name: "description", content: category.headline },
    { property: "og:title", content: `${category.name} | ${THE_INDEX}` },
    { property: "og:description", content: category.headline },
    // The category's RSS feed (issue #19 item 5), served by the server (services/content index-hub.feed).
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${category.name} | ${THE_INDEX}`,
      href: data.feed,
    },
  ];
}

export default function TheIndexCategory({ loaderData }: Route.ComponentProps) {
  return (
    <IndexCategoryPage category={loaderData.category} categories={loaderData.categories} listing={loaderData.listing} />
  );
}
