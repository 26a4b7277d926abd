import { languageOf } from "@ironworks/domain";
import { Link, redirect } from "react-router";
import { ListingView } from "../features/search/ListingView.tsx";
import { type Listing, loadListing } from "../features/search/listing.server.ts";
import { hasFilters, readListingState } from "../features/search/listing-state.ts";
import type { SearchKey } from "../features/search/messages.ts";
import { searchCatalog } from "../features/search/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/search";
import { paginationCatalog } from "../features/catalog/category/messages.server.ts";
import { indexCatalog } from "../features/index/messages.server.ts";
import { searchArticles } from "../features/search/articles.server.ts";
import { SearchArticles, SearchTabs } from "../features/search/SearchTabs.tsx";

export const handle: RouteHandle = { noindex: true };

/**
 * SPEC §2/§5: /search requires q (redirects to / without it). Results, facets, sort and paging
 * come from the search service in-process and live in the URL; a configured keyphrase redirects.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, site } = localeFromRequest(request);
  const state = readListingState(url.searchParams);
  if (!state.q) throw redirect("/");
  let listing: Listing;
  try {
    listing = await loadListing(context.services, site.code, { kind: "search" }, state, locale);
  } catch (err) {
    // Parameters the service refuses (a hand-edited URL) fall back to the plain query.
    if ((err as { status?: number } | null)?.status !== 400) throw err;
    throw redirect(`/search?q=${encodeURIComponent(state.q)}`);
  }
  const tab = url.searchParams.get("tab") === "articles" ? "articles" : "products";
  if (tab === "products" && listing.redirectUrl && state.page === 1 && !state.sort && !hasFilters(state))
    throw redirect(listing.redirectUrl);
  const articles = await searchArticles(context, languageOf(locale), state.q, url.searchParams.get("ap"));
  return {
    state,
    listing,
    tab,
    articles,
    messages: pageMessages(locale, searchCatalog, paginationCatalog, indexCatalog),
  } as const;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = metaT<SearchKey>(matches);
  return [{ title: data ? t("search.documentTitle", { query: data.state.q }) : t("search.documentTitleEmpty") }];
}

function NoResults({ q, listing }: { q: string; listing: Listing }) {
  const { href } = useLocaleTools();
  const t = useT<SearchKey>();
  const categories = listing.suggestions.category.length ? listing.suggestions.category : listing.suggestions.trending;
  return (
    <section className="listing-empty-state" aria-labelledby="no-results-title">
      <h2 id="no-results-title">{t("search.noResults.title", { query: q })}</h2>
      <p>{t("search.noResults.text")}</p>
      {listing.suggestions.keyphrase.length ? (
        <>
          <h3>{t("search.noResults.didYouMean")}</h3>
          <ul>
            {listing.suggestions.keyphrase.slice(0, 4).map((k) => (
              <li key={k}>
                <Link to={href(`/search?q=${encodeURIComponent(k)}`)}>{k}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {categories.length ? (
        <>
          <h3>{t("search.noResults.categories")}</h3>
          <ul>
            {categories.slice(0, 6).map((c) => (
              <li key={c.url}>
                <Link to={href(c.url)}>{c.text}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={href("/")}>{t("search.home")}</Link>
      </p>
    </section>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { state, listing, tab, articles } = loaderData;
  const t = useT<SearchKey>();
  if (tab === "articles") return <SearchArticles q={state.q} products={listing.total} articles={articles} />;
  return (
    <ListingView
      title={t("search.title", { query: state.q })}
      intro={<SearchTabs q={state.q} tab="products" products={listing.total} articles={articles.total} />}
      basePath="/search"
      state={state}
      listing={listing}
      empty={<NoResults q={state.q} listing={listing} />}
    />
  );
}
