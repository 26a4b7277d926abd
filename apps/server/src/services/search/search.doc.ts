import type { ConfigurableAttribute, ProductType } from "@ironworks/contracts";
import type { SourceChild, SourceRating } from "./search.source.ts";

/*
 * The records the search index is built from: products (Doc) and categories (CategoryInfo). A file of
 * their own so that the phrase and ranking builders, which search.index.ts calls, need not import it.
 */

/** Type word → where it is a head noun (the CATEGORY | NAME bits of search.rank.ts). */
export type TypeWords = Map<string, number>;

/** What one site sells of a product, at what price (decimals in the site's currency). */
export interface Offer {
  price: number | null;
  /** What the shopper pays now: special or active promo price when below price. */
  final: number | null;
  /** Index into PRICE_BAND_EDGES bands (0 = under the first edge), -1 without a price. */
  band: number;
  deal: { type: string; position: number } | undefined;
  /** Higher first: deals, new gear, in stock, merchandising position. */
  featured: number;
}

export interface FacetKey {
  key: string;
  label: string;
}

export interface Doc {
  ix: number;
  productId: number;
  sku: string;
  name: string;
  /** phraseKey(name), for exact-name ranking. */
  nameKey: string;
  /** Lower-cased name for sorting. */
  sortName: string;
  type: ProductType;
  url: string;
  thumbnail: string | null;
  altImage: string | null;
  brand: string | null;
  brandKey: string | null;
  /** Category ids, most specific (deepest) first. */
  categoryIds: number[];
  /** What the product is (head nouns of its category and name), for ranking. */
  typeWords: TypeWords;
  /** Merchandising position per category id. */
  positions: Map<number, number>;
  colors: FacetKey[];
  sizes: FacetKey[];
  colorAttribute: ConfigurableAttribute | undefined;
  children: SourceChild[];
  stockStatus: "in_stock" | "backorder" | "oos";
  subscriptionInterval: string | null;
  createdAt: number;
  /** SPEC §3 quoted: the quote-priced product, flagged per site when its price is zero or invalid. */
  quotable: boolean;
  /** By site slot; undefined where the site does not sell it. */
  offers: (Offer | undefined)[];
  /**
   * Published reviews (issue #23): tiles' stars and the rating facet. Replaced in place when a review
   * is published or rejected (the "reviews" change topic), without rebuilding the doc.
   */
  rating: SourceRating | null;
}

export interface CategoryInfo {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  depth: number;
  position: number;
  inMenu: boolean;
  /** By site slot. */
  visible: boolean[];
  /** Top-level ancestor id (itself for a top-level category). */
  rootId: number;
}
