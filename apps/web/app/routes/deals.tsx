import { languageOf } from "@ironworks/domain";
import { Link } from "react-router";
import { ListingView } from "../features/search/ListingView.tsx";
import { loadListing } from "../features/search/listing.server.ts";
import { readListingState } from "../features/search/listing-state.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/deals";

/**
 * SPEC §2: /deals lists the site's current deals through the search service's category widget,
 * filterable by deal_type and category (and the other facets); state in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { site, locale } = localeFromRequest(request);
  const state = { ...readListingState(url.searchParams), q: "" };
  const listing = await loadListing(
    context.services,
    site.code,
    { kind: "category", uri: "/deals" },
    state,
    languageOf(locale),
  );
  return { state, listing };
}

export function meta() {
  return [
    { title: "Deals | Ironworks" },
    { name: "description", content: "Clearance, bundle deals, limited runs and Hundo iron at Ironworks." },
  ];
}

function NoDeals() {
  const { href } = useLocaleTools();
  return (
    <section className="listing-empty-state" aria-labelledby="no-deals-title">
      <h2 id="no-deals-title">No deals right now</h2>
      <p>New deals go up every week. In the meantime, have a look around the store.</p>
      <p>
        <Link to={href("/")}>Go to the home page</Link>
      </p>
    </section>
  );
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  return (
    <ListingView
      title="Deals"
      intro={<p className="listing-intro">Clearance, bundle deals, limited runs and Hundo iron while they last.</p>}
      basePath="/deals"
      state={loaderData.state}
      listing={loaderData.listing}
      empty={<NoDeals />}
      primaryFacets={["deal_type", "category"]}
    />
  );
}
