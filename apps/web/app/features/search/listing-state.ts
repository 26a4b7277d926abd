/**
 * Search and listing state in the URL (shareable): q, page, sort ("price-asc") and one repeatable
 * parameter per facet (brand=Ironworks&brand=Halvard%20Steel, price=25-50, category=Barbells).
 */
export const FACET_PARAMS = ["category", "brand", "price", "color", "size", "deal_type", "rating"] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];

const MAX_VALUES = 20;
const MAX_VALUE_CHARS = 100;
const MAX_PAGE = 10_000;

export interface ListingState {
  q: string;
  page: number;
  /** "name-order", e.g. "price-asc"; "" = the default order. */
  sort: string;
  filters: Partial<Record<FacetParam, string[]>>;
}

export function readListingState(params: URLSearchParams): ListingState {
  const pageParam = Number(params.get("page") ?? "1");
  const sort = params.get("sort") ?? "";
  const filters: ListingState["filters"] = {};
  for (const name of FACET_PARAMS) {
    const values = [...new Set(params.getAll(name).map((v) => v.trim().slice(0, MAX_VALUE_CHARS)))]
      .filter((v) => v !== "")
      .slice(0, MAX_VALUES);
    if (values.length) filters[name] = values;
  }
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1,
    sort: /^[a-z_]{1,20}-(asc|desc)$/.test(sort) ? sort : "",
    filters,
  };
}

export function hasFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0;
}

/** The query string of a state ("?q=bar&brand=Ironworks&page=2"); page 1 and the default sort are left out. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  for (const name of FACET_PARAMS) for (const v of state.filters[name] ?? []) params.append(name, v);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The state with one facet value switched on or off (back to page 1). */
export function toggleFilter(state: ListingState, facet: FacetParam, value: string): ListingState {
  const current = state.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...state.filters };
  if (next.length) filters[facet] = next;
  else delete filters[facet];
  return { ...state, filters, page: 1 };
}

export function isFacetParam(name: string): name is FacetParam {
  return (FACET_PARAMS as readonly string[]).includes(name);
}
