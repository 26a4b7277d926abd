import type { BlockName, BlockProps, ContentBlock, HeroSlide, ProductSummary } from "@ironworks/contracts";

/**
 * The block tree the storefront renders: already filtered for the visitor (segments, skus),
 * with one A/B variant chosen, rich text sanitized and localized, products resolved.
 * Built on the server for the home page (nothing invisible is shipped to the client).
 */
export interface PreparedProps {
  HeroBanner: { slides: HeroSlide[] /** The first slide's title is the page's h1. */; firstSlideH1?: boolean };
  CategoryTiles: { title?: string; tiles: BlockProps["CategoryTiles"]["tiles"] };
  ProductCarousel: { title: string; skus: string[]; products: ProductSummary[] };
  RichText: { html: string };
  PromoStrip: { html: string; url?: string };
  Section: { title?: string; layout: "stack" | "columns" };
  HotDeals: { title: string; limit: number; products: ProductSummary[] };
  /** One product's card; `product` is null until resolved, and a card whose SKU does not sell is removed. */
  ProductCard: { sku: string; product: ProductSummary | null };
}

export type BlockTracking = NonNullable<ContentBlock["tracking"]>;

interface NodeCommon {
  /** Stable React key: the block's path in the page. */
  key: string;
  className?: string;
  styles?: Record<string, string>;
  tracking?: BlockTracking;
}

export type PreparedBlock = {
  [K in BlockName]: NodeCommon & { kind: "block"; name: K; props: PreparedProps[K]; children?: PreparedNode[] };
}[BlockName];

/** The chosen variant of an A/B-tested block. */
export interface PreparedAbTest extends NodeCommon {
  kind: "ab";
  test: string;
  variant: number;
  blocks: PreparedNode[];
}

export type PreparedNode = PreparedBlock | PreparedAbTest;

/** Who is looking, for visibility and A/B selection. */
export interface Visitor {
  /** Primary segment (SPEC §6), "None" by default. */
  segment: string;
  /** The page's product sku, when the page shows a product. */
  sku: string | null;
  /** A/B visitor id (cookie ab_vid); null selects variant 0. */
  visitorId: string | null;
}
