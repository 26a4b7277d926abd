/**
 * The content-block vocabulary: every `name` a CMS page may use and the props it takes.
 * The seed writes these, the storefront renders them (apps/web/app/features/content/blocks).
 * Rich text (`RichText.html`, `PromoStrip.text`) may hold internal root-relative links, which
 * the storefront prefixes with the locale, and placeholders `{{store.name}}`, `{{store.currency}}`,
 * `{{product.<attribute>}}`, filled from the page's context.
 */
export interface LinkProps {
  label: string;
  url: string;
}

export interface HeroSlide {
  title: string;
  subtitle?: string;
  /** Image path under /media; rendered with srcset at the spec's widths. */
  image: string;
  imageAlt: string;
  cta?: LinkProps;
}

export interface BlockProps {
  HeroBanner: { slides: HeroSlide[] };
  CategoryTiles: { title?: string; tiles: { label: string; url: string; image: string }[] };
  /** Products are resolved by the page loader from skus (base skus, store prefix added). */
  ProductCarousel: { title: string; skus: string[] };
  RichText: { html: string };
  PromoStrip: { text: string; url?: string };
  /** A titled section whose `slots.main` holds child blocks. */
  Section: { title?: string; layout?: "stack" | "columns" };
  HotDeals: { title: string; limit?: number };
  /** One product's card, resolved by the page loader from its SKU (an Index post's embed, ADR 0055). */
  ProductCard: { sku: string };
}

export type BlockName = keyof BlockProps;

/**
 * A ProductCard's SKU, and the product card in an Index post's body (ADR 0055):
 * `<div data-product-sku="SKU"></div>`, shown on the post page as the product's card in the
 * shopper's store (nothing when the SKU sells there no more).
 */
export const INDEX_EMBED_SKU = /^[A-Z0-9][A-Z0-9._-]{0,63}$/;
export const BLOCK_NAMES: BlockName[] = [
  "HeroBanner",
  "CategoryTiles",
  "ProductCarousel",
  "RichText",
  "PromoStrip",
  "Section",
  "HotDeals",
  "ProductCard",
];

/** Visitor segments (SPEC §6). Primary segment defaults to "None". */
export const SEGMENTS = ["None", "Military", "LEO/First Responder", "Athlete", "Coach", "Gym Owner"] as const;

/**
 * The back office's live preview (issue #17): the console posts a draft page to the storefront's
 * preview route in a frame, same origin only; the frame says when it is ready for one.
 */
export const CMS_PREVIEW_MESSAGE = "iw-cms-preview";
export const CMS_PREVIEW_READY = "iw-cms-preview-ready";
