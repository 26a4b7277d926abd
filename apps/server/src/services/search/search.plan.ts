import { ERRORS, SEARCH_LIMITS, type SearchRequest, WIDGETS } from "@ironworks/contracts";
import { resolveLocale, type SiteCode } from "@ironworks/domain";
import { fieldError, type HttpError, httpError } from "../../platform/errors.ts";
import {
  FACET_ALIASES,
  FACETS,
  FEATURED_URIS,
  type FacetName,
  GIFT_GUIDE_BAND_URI,
  UNLIMITED_FACET_URIS,
} from "./search.config.ts";
import { parseFilters } from "./search.filters.ts";
import type { SearchIndex } from "./search.index.ts";
import { siteSlot } from "./search.index.ts";
import type { Plan, Scope } from "./search.query.ts";

export type WidgetKind = "search" | "category" | "similar" | "forYou" | "cart";

const WIDGET_KINDS: Record<string, WidgetKind> = {
  [WIDGETS.search]: "search",
  [WIDGETS.previewSearch]: "search",
  [WIDGETS.category]: "category",
  [WIDGETS.similar]: "similar",
  [WIDGETS.forYou]: "forYou",
  [WIDGETS.cart]: "cart",
};

export function widgetKind(rfkid: string | undefined): WidgetKind {
  if (rfkid === undefined || rfkid === "") return "search";
  const kind = WIDGET_KINDS[rfkid];
  if (!kind) throw httpError(ERRORS.unknownWidget, `Unknown widget '${rfkid.slice(0, 64)}'`);
  return kind;
}

/** A page uri as the index knows it: no locale prefix, query, hash or trailing slash; lower case. */
export function normalizeUri(uri: string | undefined): string | undefined {
  if (uri === undefined) return undefined;
  let path = uri.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return undefined;
  }
  path = path.replace(/[?#].*$/s, "").toLowerCase();
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
  return resolveLocale(path).rest;
}

function uriNotFound(uri: string): HttpError {
  return httpError(ERRORS.searchUriNotFound, ERRORS.searchUriNotFound.message, { uri });
}

/** The category widget's page: a category, a featured collection, the deals or a gift-guide price band. */
export function resolveCategoryScope(
  index: SearchIndex,
  site: SiteCode,
  uri: string | undefined,
): { scope: Scope; priceBelow?: number } {
  if (uri === undefined)
    throw fieldError(
      "data.context.page.uri",
      "is required for the category widget",
      "Invalid context.page.uri: is required for the category widget",
    );
  if ((FEATURED_URIS as readonly string[]).includes(uri)) return { scope: { kind: "featured" } };
  if (uri === "/deals") return { scope: { kind: "deals" } };
  const category = index.categoryByUrl.get(uri);
  if (!category?.visible[siteSlot(site)]) throw uriNotFound(uri);
  const band = GIFT_GUIDE_BAND_URI.exec(uri);
  if (band) return { scope: { kind: "all" }, priceBelow: Number(band[1]) };
  return { scope: { kind: "category", category } };
}

function facetPlan(request: SearchRequest, uri: string | undefined): Plan["facets"] {
  const facet = request.facet;
  if (!facet) return null;
  const named = new Set<FacetName>();
  const perFacet: Partial<Record<FacetName, number>> = {};
  for (const [key, value] of Object.entries(facet)) {
    const name = FACET_ALIASES[key];
    if (!name) continue;
    if (value === false) continue;
    named.add(name);
    const max = (value as { max?: unknown } | null)?.max;
    if (typeof max === "number" && Number.isInteger(max) && max >= -1) perFacet[name] = max;
  }
  const names =
    facet.all || named.size === 0 ? FACETS.map((f) => f.name) : FACETS.map((f) => f.name).filter((n) => named.has(n));
  const unlimited = uri !== undefined && UNLIMITED_FACET_URIS.some((re) => re.test(uri));
  const max = unlimited ? -1 : (facet.max ?? SEARCH_LIMITS.facetMax);
  return { names, max, perFacet };
}

/** Turns a validated request into a query plan for a search or category widget. */
export function planQuery(
  index: SearchIndex,
  site: SiteCode,
  request: SearchRequest,
  kind: WidgetKind,
  scope: Scope,
  priceBelow?: number,
): Plan {
  const uri = normalizeUri(request.context?.page?.uri);
  const s = request.suggestion;
  return {
    site,
    keyphrase: kind === "search" || kind === "category" ? (request.query?.keyphrase ?? "") : "",
    scope,
    priceBelow,
    filters: parseFilters(index, siteSlot(site), request.filter),
    sort: request.sort?.value ?? [],
    page: request.page_number ?? 1,
    nItem:
      request.n_item ??
      (kind === "search" || kind === "category" ? SEARCH_LIMITS.pageSize : SEARCH_LIMITS.recommendations),
    facets: facetPlan(request, uri),
    suggestions: {
      keyphrase: s?.keyphrase ? (s.keyphrase.max ?? 3) : 0,
      category: s?.category ? (s.category.max ?? 3) : 0,
      trending: s?.trending_category ? (s.trending_category.max ?? 3) : 0,
    },
  };
}
