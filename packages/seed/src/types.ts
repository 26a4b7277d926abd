import type {
  BundleOption,
  CategoryCopy,
  CmsBlockCopy,
  CmsPageCopy,
  ConfigurableAttribute,
  ContentBlock,
  CustomOption,
  GalleryImage,
  GiftcardData,
  HundoPricing,
  ProductAttributes,
  ProductCopy,
  ProductType,
  TranslationsOf,
} from "@ironworks/contracts";

/** Site code or null (= every site). */
export type Sites = string[] | null;

export interface SeedCategory {
  id: number;
  parentId: number | null;
  name: string;
  urlKey: string;
  /** Full path without leading slash, e.g. "weightlifting-bars-plates/barbells". */
  urlPath: string;
  position: number;
  description: string | null;
  image: string | null;
  sites: Sites;
  inMenu: boolean;
  linkStrip: {
    style: "text" | "image";
    items: { categoryId: number; label: string; image: string | null; sites: Sites }[];
  } | null;
  /** de, fr, es and nl copy (ADR 0038); English is the fields above. */
  translations?: TranslationsOf<CategoryCopy>;
}

export interface SeedPrice {
  storeId: number;
  /** Minor units. */
  price: number | null;
  specialPrice: number | null;
  promoPrice: number | null;
}

export interface SeedInventory {
  qoh: number;
  min: number;
  max: number;
  backorder: boolean;
  leadTime: string | null;
  restockStatus: string | null;
  promoQty: number | null;
  bin: boolean;
  ms: string | null;
}

export interface SeedProduct {
  id: number;
  sku: string;
  name: string;
  type: ProductType;
  urlKey: string;
  visibility: number;
  parentId: number | null;
  weight: number | null;
  attributes: ProductAttributes;
  details: {
    bundleOptions?: BundleOption[];
    customOptions?: CustomOption[];
    giftcardData?: GiftcardData;
    hundoPricing?: HundoPricing;
    configurableAttributes?: ConfigurableAttribute[];
    groupedIds?: number[];
  };
  gallery: GalleryImage[];
  thumbnail: string | null;
  sites: Sites;
  /** Category ids with position. */
  categories: { categoryId: number; position: number }[];
  prices: SeedPrice[];
  /** de, fr, es and nl copy (ADR 0038). */
  translations?: TranslationsOf<ProductCopy>;
  groupPrices: { storeId: number; groupId: number; price: number }[];
  inventory: SeedInventory;
}

export interface SeedUrlRewrite {
  site: string;
  requestPath: string;
  entityType: "category" | "product" | "cms" | "page" | null;
  entityId: string | null;
  redirectTarget: string | null;
  redirectType: number | null;
}

export interface SeedCmsPage {
  id: number;
  identifier: string;
  site: string;
  url: string;
  title: string;
  metaDescription: string | null;
  blocks: ContentBlock[];
  roguebuilder: unknown;
  translations?: TranslationsOf<CmsPageCopy>;
}

export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  hotDeals: { productId: number; site: string; position: number; dealType: string; hundo: boolean }[];
  urlRewrites: SeedUrlRewrite[];
  cmsPages: SeedCmsPage[];
  /** Demo reviews and questions (issue #23, reviews.ts). */
  reviews?: { reviews: SeedReview[]; questions: SeedQuestion[] };
  cmsBlocks: {
    name: string;
    site: string;
    active: boolean;
    content: string;
    translations?: TranslationsOf<CmsBlockCopy>;
  }[];
}

/** A demo review (reviews.ts): `author` keys the one review per author and product. */
export interface SeedReview {
  productId: number;
  author: string;
  nickname: string;
  rating: number;
  aspects: Record<string, number>;
  title: string;
  body: string;
  verified: boolean;
  orderId: string | null;
  createdAt: string;
  experiencedOn: string | null;
  helpfulCount: number;
  reply: string | null;
  /** How many photos the owner took of the product (0–2): rendered from its artwork when seeded. */
  photos: number;
}

export interface SeedQuestion {
  productId: number;
  nickname: string;
  body: string;
  createdAt: string;
  answer: string | null;
}
