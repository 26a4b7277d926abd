import type { SiteCode } from "@ironworks/domain";

/**
 * Merchandising configuration of the search service: synonyms, keyphrase redirects, facets,
 * price bands, virtual category uris. Keys are in the index's term form (see search.text.ts).
 */

/** Query-side synonyms: a term also matches these terms or phrases (multi-word = all words). */
export const SYNONYMS: Record<string, string[]> = {
  db: ["dumbbell"],
  dbs: ["dumbbell"],
  kb: ["kettlebell"],
  kbs: ["kettlebell"],
  oly: ["olympic", "weightlifting"],
  bb: ["barbell"],
  tee: ["shirt"],
  shirt: ["tee"],
  tshirt: ["tee"],
  lbs: ["lb"],
  kgs: ["kg"],
  pullup: ["pull up"],
  chinup: ["pull up"],
  giftcard: ["gift card"],
  sneaker: ["shoe"],
  weightlifting: ["olympic"],
  olympic: ["weightlifting"],
  rower: ["rowing", "row"],
  hoody: ["hoodie"],
  bag: ["duffel", "backpack", "tote"],
  sweatshirt: ["hoodie"],
};

/** Keyphrases that send the shopper straight to a page (SPEC §4: Enter goes to redirect_url). Keys are phraseKey()s. */
export const REDIRECTS: Record<string, string> = {
  "gift card": "/gift-guide/gift-cards",
  giftcard: "/gift-guide/gift-cards",
  "e gift card": "/gift-guide/gift-cards",
  "gift certificate": "/gift-guide/gift-cards",
  "gift guide": "/gift-guide",
  deal: "/deals",
  sale: "/deals",
  clearance: "/deals",
  "track order": "/shippingtracker",
  "order tracking": "/shippingtracker",
};

export interface FacetDef {
  name: FacetName;
  display: string;
}
export type FacetName = "category" | "brand" | "price" | "color" | "size" | "deal_type" | "rating";

/** Facets in display order. */
export const FACETS: FacetDef[] = [
  { name: "category", display: "Category" },
  { name: "brand", display: "Brand" },
  { name: "price", display: "Price" },
  { name: "color", display: "Color" },
  { name: "size", display: "Size" },
  { name: "deal_type", display: "Deal" },
  { name: "rating", display: "Rating" },
];

/**
 * The rating facet's floors (issue #23, "4 stars & up"): a product counts under every floor its
 * published average reaches, so choosing 4 keeps 4.0–5.0. Highest first.
 */
export const RATING_FLOORS = [4, 3, 2, 1] as const;

/** Filter names other clients use for our facets (Headstart, the SDK). */
export const FACET_ALIASES: Record<string, FacetName> = {
  category: "category",
  categories: "category",
  category_names: "category",
  all_category_ids: "category",
  brand: "brand",
  manufacturer: "brand",
  price: "price",
  final_price: "price",
  color: "color",
  colors: "color",
  size: "size",
  deal_type: "deal_type",
  rating: "rating",
  ratings: "rating",
  review_rating: "rating",
};

/** SPEC §9: facet max 10, unlimited for shoes and programming. */
export const UNLIMITED_FACET_URIS = [/^\/shoes(\/|$)/, /programs?(\/|$)/, /programming/];

/** Price bands by their lower bound, in major units of the site's currency. */
export const PRICE_BAND_EDGES = [25, 50, 100, 250, 500, 1000, 2500];

export const DEAL_TYPE_LABELS: Record<string, string> = {
  hundo: "Hundo",
  clearance: "Clearance",
  "bundle-deal": "Bundle Deals",
  limited: "Limited Run",
};

/** SPEC §9: featured category uri by site — AUS featured-au, EUR or GBR featured-eu, others na-featured. */
export const FEATURED_URIS = ["/featured-au", "/featured-eu", "/na-featured"] as const;
export function featuredUri(site: SiteCode): string {
  if (site === "AUS") return "/featured-au";
  if (site === "EUR" || site === "GBR") return "/featured-eu";
  return "/na-featured";
}

/** SPEC §9 gift-guide bands: 30/60 USA and APO, 50 CAN, 40/80 others (site currency). */
export function giftGuideBands(site: SiteCode): number[] {
  if (site === "USA" || site === "APO") return [30, 60];
  if (site === "CAN") return [50];
  return [40, 80];
}

/** Gift-guide band categories list every product under the band in the site's own currency. */
export const GIFT_GUIDE_BAND_URI = /^\/gift-guide\/gifts-under-(\d+)$/;

/**
 * Merchandising categories (and their subtrees) say nothing about what a product is: ranking takes a
 * product's type from its other categories (search.rank.ts).
 */
export const MERCHANDISING_CATEGORIES = ["gift-guide", "new-gear", "3-ships-free"];

/** Featured collections draw on these merchandising categories besides each site's deals. */
export const FEATURED_SOURCE_CATEGORIES = ["new-gear"];

/**
 * SPEC §3: `quoted` is true for one specific product with a zero or invalid price — the made-to-order
 * bar, priced by quote when its store price is missing.
 */
export const QUOTED_SKU = "BB1023";

/** SPEC §3: default label of the related variants. */
export const RELATED_LABEL = "colors";
