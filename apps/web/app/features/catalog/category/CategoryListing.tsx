import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { FacetValues } from "../../search/FacetValues.tsx";
import { FilterChips, ProductGrid, SortFields, selectedValues } from "../../search/ListingParts.tsx";
import type { ListingState } from "../../search/listing-state.ts";
import type { CategoryListing as Listing } from "./category-listing.server.ts";
import { CATEGORY_DEFAULT_SORT, categorySearch, isRefined } from "./category-query.ts";
import type { CatalogKey } from "../messages.ts";
import { CategoryPagination } from "./CategoryPagination.tsx";
import { CompareButton } from "../../compare/compare-button/CompareButton.tsx";

/**
 * A category's grid with its facets, sort and paging, all server-rendered from the category widget
 * and kept in the URL: facet values and pages are links, the sort is a GET form, the filter panel
 * a <details> — everything works before hydration (DESIGN §7).
 */
export function CategoryListing({ url, listing }: { url: string; listing: Listing }) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const { state } = listing;
  const link = (next: ListingState) => `${href(url)}${categorySearch(next)}`;
  const selected = selectedValues(listing.facets);
  const selectedCount = Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0);
  const first = (listing.page - 1) * listing.pageSize + 1;
  const last = first + listing.products.length - 1;

  return (
    <div className="category-refine">
      {listing.source === "search" ? (
        <div className="category-refine__bar category-refine__bar--server">
          {listing.facets.length > 0 ? (
            <details className="category-filters" open={selectedCount > 0 || undefined}>
              <summary className="category-refine__toggle">
                {t("catalog.category.filter", { count: selectedCount })}
              </summary>
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
              <SortFields
                id="category-sort"
                state={state}
                sorts={listing.sorts}
                sort={listing.sort}
                defaultValue={listing.sort || CATEGORY_DEFAULT_SORT}
              />
            </Form>
          ) : null}
        </div>
      ) : null}
      {selected.length > 0 ? (
        <div className="category-refine__selected">
          <h2 className="visually-hidden">{t("catalog.category.filteredBy")}</h2>
          <FilterChips facets={listing.facets} state={state} link={link} />
        </div>
      ) : null}
      {isRefined(state) ? (
        <p className="category-refine__clear">
          <Link to={href(url)} className="listing-facets__clear" rel="nofollow">
            {t("catalog.category.clearFilters")}
          </Link>
        </p>
      ) : null}

      <section className="category-products" aria-labelledby="category-count">
        <h2 id="category-count" className="category-count">
          {t("catalog.category.count", { count: listing.total })}
          {listing.totalPages > 1 && listing.products.length > 0 ? (
            <span className="category-count__range"> {t("catalog.category.range", { first, last })}</span>
          ) : null}
        </h2>
        {listing.products.length === 0 ? (
          <p className="category-empty__page">
            {t(listing.total === 0 ? "catalog.category.noMatch" : "catalog.category.emptyPage")}{" "}
            <Link to={href(url)}>
              {t(listing.total === 0 ? "catalog.category.clearFilters" : "catalog.category.firstPage")}
            </Link>
          </p>
        ) : (
          <ProductGrid
            products={listing.products}
            testId="category-grid"
            extra={(p) => <CompareButton sku={p.sku} name={p.name} />}
          />
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
