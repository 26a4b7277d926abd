import { Form, Link, useSubmit } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { PRODUCTS, usePlural } from "../../../lib/plural.ts";
import { FacetValues } from "../../search/FacetValues.tsx";
import { FACET_PARAMS, type ListingState, toggleFilter } from "../../search/listing-state.ts";
import { ProductCard } from "../ProductCard.tsx";
import type { CategoryListing as Listing } from "./category-listing.server.ts";
import { CATEGORY_DEFAULT_SORT, categorySearch, isRefined } from "./category-query.ts";
import { CategoryPagination } from "./CategoryPagination.tsx";

/** The first row of the grid on wide screens; on phones the first two of these are the LCP candidates. */
const PRIORITY_CARDS = 4;

/**
 * A category's grid with its facets, sort and paging, all server-rendered from the category widget
 * and kept in the URL: facet values and pages are links, the sort is a GET form, the filter panel
 * a <details> — everything works before hydration (DESIGN §7).
 */
export function CategoryListing({ url, listing }: { url: string; listing: Listing }) {
  const { href } = useLocaleTools();
  const plural = usePlural();
  const submit = useSubmit();
  const { state } = listing;
  const link = (next: ListingState) => `${href(url)}${categorySearch(next)}`;
  const selected = listing.facets.flatMap((f) => f.values.filter((v) => v.selected).map((v) => ({ f, v })));
  const selectedCount = Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0);
  const first = (listing.page - 1) * listing.pageSize + 1;
  const last = first + listing.products.length - 1;

  return (
    <div className="category-refine">
      {listing.source === "search" ? (
        <div className="category-refine__bar category-refine__bar--server">
          {listing.facets.length > 0 ? (
            <details className="category-filters" open={selectedCount > 0 || undefined}>
              <summary className="category-refine__toggle">Filter{selectedCount ? ` (${selectedCount})` : ""}</summary>
              <div className="category-refine__panel">
                {listing.facets.map((f) => (
                  <fieldset key={f.name} className="category-refine__facet">
                    <legend className="listing-facet__title">{f.title}</legend>
                    <FacetValues facet={f} state={state} link={link} />
                  </fieldset>
                ))}
              </div>
            </details>
          ) : null}
          {listing.sorts.length > 0 ? (
            <Form method="get" action={href(url)} className="category-refine__sort" preventScrollReset>
              {FACET_PARAMS.flatMap((name) =>
                (state.filters[name] ?? []).map((v) => (
                  <input key={`${name}:${v}`} type="hidden" name={name} value={v} />
                )),
              )}
              <label htmlFor="category-sort">Sort by</label>
              <select
                id="category-sort"
                name="sort"
                defaultValue={listing.sort || CATEGORY_DEFAULT_SORT}
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
          ) : null}
        </div>
      ) : null}
      {selected.length > 0 ? (
        <div className="category-refine__selected">
          <h2 className="visually-hidden">Filtered by</h2>
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
        </div>
      ) : null}
      {isRefined(state) ? (
        <p className="category-refine__clear">
          <Link to={href(url)} className="listing-facets__clear" rel="nofollow">
            Clear filters
          </Link>
        </p>
      ) : null}

      <section className="category-products" aria-labelledby="category-count">
        <h2 id="category-count" className="category-count">
          {plural(listing.total, PRODUCTS)}
          {listing.totalPages > 1 && listing.products.length > 0 ? (
            <span className="category-count__range">
              {" "}
              · showing {first}–{last}
            </span>
          ) : null}
        </h2>
        {listing.products.length === 0 ? (
          <p className="category-empty__page">
            {listing.total === 0 ? "Nothing matches these filters. " : "This page is empty. "}
            <Link to={href(url)}>{listing.total === 0 ? "Clear filters" : "Go to the first page"}</Link>.
          </p>
        ) : (
          <ul className="category-grid" data-testid="category-grid">
            {listing.products.map((product, i) => (
              <li key={product.productId}>
                <ProductCard product={product} priority={i < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
        )}
        <CategoryPagination
          url={url}
          page={listing.page}
          totalPages={listing.totalPages}
          search={(page) => categorySearch({ ...state, page })}
        />
      </section>
    </div>
  );
}
