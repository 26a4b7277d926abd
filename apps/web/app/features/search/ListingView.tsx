import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { FacetValues } from "./FacetValues.tsx";
import { FilterChips, ProductGrid, SortFields } from "./ListingParts.tsx";
import type { Listing } from "./listing.server.ts";
import type { SearchKey } from "./messages.ts";
import { type FacetParam, hasFilters, type ListingState, listingSearch } from "./listing-state.ts";

/** Facet groups shown open at first; the rest are one click away. */
const OPEN_FACETS = 3;
/** Primary facets first, in their given order; the rest keep the service's order. */
const rank = (primary: FacetParam[], name: FacetParam) => {
  const i = primary.indexOf(name);
  return i < 0 ? primary.length : i;
};

/** The category pager, carrying the listing's filters and sort in each page link. */
function Pagination({ basePath, state, totalPages }: { basePath: string; state: ListingState; totalPages: number }) {
  return (
    <CategoryPagination
      url={basePath}
      page={state.page}
      totalPages={totalPages}
      search={(page) => listingSearch({ ...state, page })}
    />
  );
}

function Facets({
  basePath,
  state,
  listing,
  primary,
}: {
  basePath: string;
  state: ListingState;
  listing: Listing;
  primary: FacetParam[];
}) {
  const { href } = useLocaleTools();
  const t = useT<SearchKey>();
  const link = (next: ListingState) => `${href(basePath)}${listingSearch(next)}`;
  return (
    <aside className="listing-facets" aria-label={t("search.listing.filters")}>
      {hasFilters(state) ? (
        <div className="listing-facets__selected">
          <h2 className="listing-facets__title">{t("search.listing.filteredBy")}</h2>
          <FilterChips facets={listing.facets} state={state} link={link} />
          <Link to={link({ ...state, filters: {}, page: 1 })} className="listing-facets__clear" rel="nofollow">
            {t("search.listing.clearAll")}
          </Link>
        </div>
      ) : null}
      {[...listing.facets]
        .sort((a, b) => rank(primary, a.name) - rank(primary, b.name))
        .map((f, i) => (
          <details key={f.name} className="listing-facet" open={i < OPEN_FACETS || f.values.some((v) => v.selected)}>
            <summary className="listing-facet__title">{f.title}</summary>
            <FacetValues facet={f} state={state} link={link} />
          </details>
        ))}
    </aside>
  );
}

function SortForm({ basePath, state, listing }: { basePath: string; state: ListingState; listing: Listing }) {
  const { href } = useLocaleTools();
  if (listing.sorts.length === 0) return null;
  return (
    <Form method="get" action={href(basePath)} className="listing-sort" preventScrollReset>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      <SortFields
        id="listing-sort"
        state={state}
        sorts={listing.sorts}
        sort={listing.sort}
        labelClassName="listing-sort__label"
      />
    </Form>
  );
}

/** A results page: facets, sort, a grid of product cards and paging; all state in the URL. */
export function ListingView({
  title,
  basePath,
  state,
  listing,
  empty,
  intro,
  primaryFacets = [],
}: {
  title: ReactNode;
  basePath: string;
  state: ListingState;
  listing: Listing;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  intro?: ReactNode;
  /** Facets shown first (open), e.g. deal type on /deals. */
  primaryFacets?: FacetParam[];
}) {
  const t = useT<SearchKey>();
  const { number } = useLocaleTools();
  const first = (listing.page - 1) * 80 + 1;
  const last = first + listing.products.length - 1;
  return (
    <main id="main" className="listing-page">
      <header className="listing-header">
        <h1 className="listing-title">{title}</h1>
        {intro}
        <p className="listing-count" role="status">
          {listing.totalPages > 1 && listing.products.length > 0
            ? t("search.listing.countRange", { count: listing.total, first: number(first), last: number(last) })
            : t("search.listing.count", { count: listing.total })}
        </p>
      </header>
      {listing.total === 0 && !hasFilters(state) ? (
        empty
      ) : (
        <div className="listing-layout">
          <Facets basePath={basePath} state={state} listing={listing} primary={primaryFacets} />
          <section className="listing-results" aria-label={t("search.listing.results")}>
            <SortForm basePath={basePath} state={state} listing={listing} />
            {listing.products.length === 0 ? (
              <div className="listing-empty">{empty}</div>
            ) : (
              <ProductGrid products={listing.products} testId="listing-grid" />
            )}
            <Pagination basePath={basePath} state={state} totalPages={listing.totalPages} />
          </section>
        </div>
      )}
    </main>
  );
}
