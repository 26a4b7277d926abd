import type {
  CategoryCopy,
  ConfigurableAttribute,
  GalleryImage,
  ProductAttributes,
  ProductCopy,
  ProductType,
  TranslationsOf,
} from "@ironworks/contracts";
import { type Language, pickText } from "@ironworks/domain";

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
  /** Copy per locale (ADR 0038); absent in generated bench catalogs. */
  translations?: TranslationsOf<ProductCopy>;
  /** Published reviews' average and count (issue #23), from the reviews service; absent without one. */
  rating?: SourceRating | null;
}

export interface SourceRating {
  average: number;
  count: number;
}

export interface SourceCategory {
  id: number;
  parentId: number | null;
  name: string;
  urlPath: string;
  position: number;
  sites: string[] | null;
  inMenu: boolean;
  translations?: TranslationsOf<CategoryCopy>;
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

/**
 * The snapshot in a language: product names, short descriptions, features and option labels, and
 * category names, along the same fallback as the catalog (English where a translation is missing).
 */
export function snapshotIn(snapshot: CatalogSnapshot, language: Language): CatalogSnapshot {
  if (language === "en") return snapshot;
  return {
    ...snapshot,
    products: snapshot.products.map((p) => {
      const t = p.translations;
      const pick = <K extends keyof ProductCopy>(english: ProductCopy[K], field: K) =>
        pickText<ProductCopy, K>(english, t, language, field);
      const labels = pick({}, "labels");
      const a = p.attributes;
      return {
        ...p,
        name: pick(p.name, "name"),
        attributes: {
          ...a,
          ...(typeof a.short_description === "string"
            ? { short_description: pick(a.short_description, "short_description") }
            : {}),
          ...(Array.isArray(a.features) ? { features: pick(a.features as string[], "features") } : {}),
        },
        configurableAttributes: p.configurableAttributes.map((c) => ({
          ...c,
          label: labels[c.label] ?? c.label,
          values: c.values.map((v) => ({ ...v, label: labels[v.label] ?? v.label })),
        })),
      };
    }),
    categories: snapshot.categories.map((c) => ({
      ...c,
      name: pickText<CategoryCopy, "name">(c.name, c.translations, language, "name"),
    })),
  };
}
