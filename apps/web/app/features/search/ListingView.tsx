import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { PRODUCTS, usePlural } from "../../lib/plural.ts";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { ProductCard } from "../catalog/ProductCard.tsx";
import { FacetValues } from "./FacetValues.tsx";
import type { Listing } from "./listing.server.ts";
import {
  FACET_PARAMS,
  type FacetParam,
  hasFilters,
  type ListingState,
  listingSearch,
  toggleFilter,
} from "./listing-state.ts";

const PRIORITY_CARDS = 4;
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
  const link = (next: ListingState) => `${href(basePath)}${listingSearch(next)}`;
  const selected = listing.facets.flatMap((f) => f.values.filter((v) => v.selected).map((v) => ({ f, v })));
  return (
    <aside className="listing-facets" aria-label="Filters">
      {hasFilters(state) ? (
        <div className="listing-facets__selected">
          <h2 className="listing-facets__title">Filtered by</h2>
          <ul className="listing-chips">
            {selected.map(({ f, v }) => (
              <li key={`${f.name}:${v.param}`}>
                <Link to={link(toggleFilter(state, f.name, v.param))} className="listing-chip" rel="nofollow">
                  <span className="visually-hidden">Remove filter </span>
                  {f.title}: {v.text} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={link({ ...state, filters: {}, page: 1 })} className="listing-facets__clear" rel="nofollow">
            Clear all filters
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
  const submit = useSubmit();
  if (listing.sorts.length === 0) return null;
  return (
    <Form method="get" action={href(basePath)} className="listing-sort" preventScrollReset>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {FACET_PARAMS.flatMap((name) =>
        (state.filters[name] ?? []).map((v) => <input key={`${name}:${v}`} type="hidden" name={name} value={v} />),
      )}
      <label htmlFor="listing-sort" className="listing-sort__label">
        Sort by
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={listing.sort}
        key={listing.sort}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        {listing.sorts.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <button type="submit" className="listing-sort__apply">
        Apply
      </button>
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
  const plural = usePlural();
  const first = (listing.page - 1) * 80 + 1;
  const last = first + listing.products.length - 1;
  return (
    <main id="main" className="listing-page">
      <header className="listing-header">
        <h1 className="listing-title">{title}</h1>
        {intro}
        <p className="listing-count" role="status">
          {plural(listing.total, PRODUCTS)}
          {listing.totalPages > 1 && listing.products.length > 0 ? ` · showing ${first}–${last}` : ""}
        </p>
      </header>
      {listing.total === 0 && !hasFilters(state) ? (
        empty
      ) : (
        <div className="listing-layout">
          <Facets basePath={basePath} state={state} listing={listing} primary={primaryFacets} />
          <section className="listing-results" aria-label="Results">
            <SortForm basePath={basePath} state={state} listing={listing} />
            {listing.products.length === 0 ? (
              <div className="listing-empty">{empty}</div>
            ) : (
              <ul className="category-grid" data-testid="listing-grid">
                {listing.products.map((product, i) => (
                  <li key={product.productId}>
                    <ProductCard product={product} priority={i < PRIORITY_CARDS} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination basePath={basePath} state={state} totalPages={listing.totalPages} />
          </section>
        </div>
      )}
    </main>
  );
}
