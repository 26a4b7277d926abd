import type {
  BundleOption,
  ConfigurableAttribute,
  ContentBlock,
  CustomOption,
  GalleryImage,
  GiftcardData,
  HundoPricing,
  ProductAttributes,
  ProductType,
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
}

export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  hotDeals: { productId: number; site: string; position: number; dealType: string; hundo: boolean }[];
  urlRewrites: SeedUrlRewrite[];
  cmsPages: SeedCmsPage[];
  cmsBlocks: { name: string; site: string; active: boolean; content: string }[];
}
