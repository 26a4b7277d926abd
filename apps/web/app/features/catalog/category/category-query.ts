import { FACET_PARAMS, type ListingState, readListingState } from "../../search/listing-state.ts";

/** The category widget's default order (SPEC §9: featured, descending). */
export const CATEGORY_DEFAULT_SORT = "featured-desc";

const MAX_PAGE = 10_000;

/**
 * A category listing's state from its URL: facets and sort as on /search (`brand=…&sort=price-asc`),
 * paging as `?p=N` (the catalog's paging links, shared before the widget served the grid).
 */
export function readCategoryState(params: URLSearchParams): ListingState {
  const state = readListingState(params);
  const p = Number(params.get("p") ?? "1");
  return { ...state, q: "", page: Number.isInteger(p) && p >= 1 && p <= MAX_PAGE ? p : 1 };
}

/** The query string of a category state; page 1 and the default sort are left out ("" when nothing is set). */
export function categorySearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const name of FACET_PARAMS) for (const v of state.filters[name] ?? []) params.append(name, v);
  if (state.sort && state.sort !== CATEGORY_DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("p", String(state.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** True when the URL narrows or reorders the listing (filters or a non-default sort). */
export function isRefined(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0 || (state.sort !== "" && state.sort !== CATEGORY_DEFAULT_SORT);
}
