import type { Category } from "@ironworks/contracts";
import { languageOf, type Locale, type Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { LISTING_PAGE_SIZE, type Listing, loadListing } from "../../search/listing.server.ts";
import type { ListingState } from "../../search/listing-state.ts";

/** A category's grid, facets, sort and paging as the page renders them. */
export interface CategoryListing
  extends Pick<Listing, "total" | "page" | "totalPages" | "products" | "facets" | "sorts" | "sort"> {
  state: ListingState;
  pageSize: number;
  /** "search": the category widget; "catalog": the catalog's own order, no facets (the widget failed). */
  source: "search" | "catalog";
}

const status = (err: unknown) => (err as { status?: number } | null)?.status;

/**
 * SPEC §7/§9: a category page's grid comes from the category widget (rfkid_10, uri = the category
 * url, featured first; gift-guide bands apply the site's price rule), in-process on the server so
 * a shared filtered URL renders without JavaScript. Parameters the service refuses (400: a
 * hand-edited URL) are thrown for the route to redirect; any other failure falls back to the
 * catalog's grid without facets — the page still renders (SPEC §8).
 */
export async function loadCategoryListing(
  services: Services,
  site: Site,
  category: Pick<Category, "id" | "url">,
  state: ListingState,
  locale?: Pick<Locale, "tag">,
): Promise<CategoryListing> {
  const language = locale ? languageOf(locale) : undefined;
  try {
    const l = await loadListing(services, site.code, { kind: "category", uri: category.url }, state, locale);
    return {
      total: l.total,
      page: l.page,
      totalPages: l.totalPages,
      products: l.products,
      facets: l.facets,
      sorts: l.sorts,
      sort: l.sort,
      state,
      pageSize: LISTING_PAGE_SIZE,
      source: "search",
    };
  } catch (err) {
    if (status(err) === 400) throw err;
    const c = await services.catalog.getCategory(category.id, site, state.page, LISTING_PAGE_SIZE, language);
    return {
      total: c.productCount,
      page: c.page,
      totalPages: Math.max(1, Math.ceil(c.productCount / LISTING_PAGE_SIZE)),
      products: c.products,
      facets: [],
      sorts: [],
      sort: "",
      state: { ...state, filters: {}, sort: "" },
      pageSize: LISTING_PAGE_SIZE,
      source: "catalog",
    };
  }
}
