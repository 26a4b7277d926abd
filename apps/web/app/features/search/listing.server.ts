import { type ProductSummary, SearchRequest } from "@ironworks/contracts";
import { type Locale, languageOf, type SiteCode } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { pageMessages } from "../../lib/i18n/catalog.server.ts";
import { translate } from "../../lib/i18n/messages.ts";
import { listingCatalog } from "./listing/messages.server.ts";
import { type ListingFacet, toListingFacets } from "./listing-facets.ts";
import { FACET_PARAMS, type ListingState } from "./listing-state.ts";
import { toProductSummary } from "./search-product.ts";

/** SPEC §9: default page size 80. */
export const LISTING_PAGE_SIZE = 80;

export type { ListingFacet };

/** What a results page renders: the loader's answer, small enough to hydrate. */
export interface Listing {
  total: number;
  page: number;
  totalPages: number;
  products: ProductSummary[];
  facets: ListingFacet[];
  sorts: { value: string; label: string }[];
  sort: string;
  suggestions: {
    keyphrase: string[];
    category: { text: string; url: string }[];
    trending: { text: string; url: string }[];
  };
  redirectUrl: string | null;
}

export type ListingSource = { kind: "search" } | { kind: "category"; uri: string };

const LISTING_KEYS = new Set<string>(listingCatalog.keys);

/**
 * The service's name for a sort choice (`sort`, "price-asc") or a facet (`facet`, "brand") in the
 * locale's language; a choice or facet the catalog does not know keeps the service's name.
 */
function labelled(locale: Pick<Locale, "tag"> | undefined, kind: "sort" | "facet", id: string, label: string) {
  const key = kind === "sort" ? `listing.sort.${id}` : `listing.facet.${id}`;
  if (!locale || !LISTING_KEYS.has(key)) return label;
  return translate([pageMessages(locale, listingCatalog)], key);
}

/**
 * Runs a results page through the search service in-process: the full-page search widget, or the
 * category widget for a listing uri (a category, /deals, a featured collection). With the page's
 * `locale`, sort choices and facet names come in its language (listing/messages).
 */
export async function loadListing(
  services: Services,
  site: SiteCode,
  source: ListingSource,
  state: ListingState,
  /** The page's locale: product names, facets and suggestions in its language (ADR 0038); English without it. */
  locale?: Pick<Locale, "tag">,
): Promise<Listing> {
  const filter: Record<string, { value: string[] }> = {};
  for (const name of FACET_PARAMS) {
    const values = state.filters[name];
    if (values?.length) filter[name] = { value: values };
  }
  const [sortName, sortOrder] = state.sort ? state.sort.split("-") : [];
  const request = SearchRequest.parse({
    widget: { rfkid: source.kind === "search" ? "rfkid_7" : "rfkid_10" },
    n_item: LISTING_PAGE_SIZE,
    page_number: state.page,
    content: { product: {} },
    context: {
      page: { uri: source.kind === "search" ? "/search" : source.uri },
      ...(locale && { locale: { language: languageOf(locale) } }),
    },
    query: source.kind === "search" ? { keyphrase: { value: [state.q] } } : undefined,
    facet: { all: true },
    filter,
    sort: { choices: true, value: sortName && sortOrder ? [{ name: sortName, order: sortOrder }] : [] },
    suggestion:
      source.kind === "search"
        ? { keyphrase: { max: 5 }, category: { max: 6 }, trending_category: { max: 6 } }
        : undefined,
  });
  const r = await services.search.query(site, request);
  const used = r.sort.value?.[0];
  return {
    total: r.total_item,
    page: r.page_number,
    totalPages: Math.max(1, r.total_page),
    products: r.content.product.value.map(toProductSummary),
    facets: toListingFacets(r).map((f) => ({
      ...f,
      title: labelled(locale, "facet", f.name, f.title),
      // "4 stars & up" in the page's language (the service says it in English).
      values:
        f.name === "rating" && locale
          ? f.values.map((v) => ({
              ...v,
              text: translate([pageMessages(locale, listingCatalog)], "listing.rating.floor", {
                stars: Number(v.param),
              }),
            }))
          : f.values,
    })),
    sorts: r.sort.choices.map((c) => {
      const value = `${c.name}-${c.order}`;
      return { value, label: labelled(locale, "sort", value, c.label) };
    }),
    sort: state.sort || (used ? `${used.name}-${used.order}` : ""),
    suggestions: {
      keyphrase: r.suggestion.keyphrase.map((k) => k.text).filter((t) => t.toLowerCase() !== state.q.toLowerCase()),
      category: r.suggestion.category.map((c) => ({ text: c.text, url: c.url ?? "/" })),
      trending: r.suggestion.trending_category.map((c) => ({ text: c.text, url: c.url ?? "/" })),
    },
    redirectUrl: r.redirect_url ?? null,
  };
}
