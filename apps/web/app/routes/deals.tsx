import { Link } from "react-router";
import { ListingView } from "../features/search/ListingView.tsx";
import { loadListing } from "../features/search/listing.server.ts";
import { readListingState } from "../features/search/listing-state.ts";
import type { SearchKey } from "../features/search/messages.ts";
import { searchCatalog } from "../features/search/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/deals";
import { paginationCatalog } from "../features/catalog/category/messages.server.ts";

/**
 * SPEC §2: /deals lists the site's current deals through the search service's category widget,
 * filterable by deal_type and category (and the other facets); state in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, site } = localeFromRequest(request);
  const state = { ...readListingState(url.searchParams), q: "" };
  const listing = await loadListing(context.services, site.code, { kind: "category", uri: "/deals" }, state, locale);
  return { state, listing, messages: pageMessages(locale, searchCatalog, paginationCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT<SearchKey>(matches);
  return [{ title: t("search.deals.documentTitle") }, { name: "description", content: t("search.deals.description") }];
}

function NoDeals() {
  const { href } = useLocaleTools();
  const t = useT<SearchKey>();
  return (
    <section className="listing-empty-state" aria-labelledby="no-deals-title">
      <h2 id="no-deals-title">{t("search.deals.emptyTitle")}</h2>
      <p>{t("search.deals.emptyText")}</p>
      <p>
        <Link to={href("/")}>{t("search.home")}</Link>
      </p>
    </section>
  );
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT<SearchKey>();
  return (
    <ListingView
      title={t("search.deals.title")}
      intro={<p className="listing-intro">{t("search.deals.intro")}</p>}
      basePath="/deals"
      state={loaderData.state}
      listing={loaderData.listing}
      empty={<NoDeals />}
      primaryFacets={["deal_type", "category"]}
    />
  );
}
