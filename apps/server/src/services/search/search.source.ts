import type { ConfigurableAttribute, GalleryImage, ProductAttributes, ProductType } from "@ironworks/contracts";

/**
 * What the index is built from: a read-only snapshot of the catalog, independent of the database
 * so the bench can build the same index from generated catalogs.
 */
export interface SourcePrice {
  /** Minor units of the store's currency. */
  price: number | null;
  specialPrice: number | null;
  promoPrice: number | null;
}

export interface SourceChild {
  id: number;
  sku: string;
  thumbnail: string | null;
  attributes: ProductAttributes;
  sites: string[] | null;
  /** Stores that price the child (a child without a price row is not sellable there). */
  storeIds: number[];
}

export interface SourceProduct {
  id: number;
  sku: string;
  name: string;
  type: ProductType;
  urlKey: string;
  attributes: ProductAttributes;
  configurableAttributes: ConfigurableAttribute[];
  gallery: GalleryImage[];
  thumbnail: string | null;
  /** Site codes that sell it; null = every site. */
  sites: string[] | null;
  categories: { categoryId: number; position: number }[];
  /** By store id. */
  prices: Map<number, SourcePrice>;
  stock: { qoh: number; backorder: boolean } | undefined;
  /** Configurable children (color/size variants). */
  children: SourceChild[];
  /** Epoch ms; newer products sort first under "newest". */
  createdAt: number;
}

export interface SourceCategory {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
  position: number;
  sites: string[] | null;
  inMenu: boolean;
}

export interface SourceDeal {
  productId: number;
  site: string;
  position: number;
  dealType: string;
}

export interface CatalogSnapshot {
  products: SourceProduct[];
  categories: SourceCategory[];
  deals: SourceDeal[];
  /** Changes whenever the catalog does (count + latest update), to know when to rebuild. */
  version: string;
}
