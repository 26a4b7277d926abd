import type {
  BundleOption,
  CategoryCopy,
  ConfigurableAttribute,
  CustomOption,
  GalleryImage,
  GiftcardData,
  HundoPricing,
  LinkStrip,
  ProductAttributes,
  ProductCopy,
  ProductType,
  TranslationsOf,
} from "@ironworks/contracts";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Region-limited rows list the site codes that show them; null means every site. */
export const categories = pgTable(
  "catalog_categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull().unique(),
    position: integer("position").notNull().default(0),
    description: text("description"),
    image: text("image"),
    sites: text("sites").array(),
    inMenu: boolean("in_menu").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    /** Sub-category link strip; items may carry their own site limits. */
    linkStrip: jsonb("link_strip").$type<{
      style: LinkStrip["style"];
      items: { categoryId: number; label: string; image: string | null; sites: string[] | null }[];
    } | null>(),
    /** Name, description and strip labels per locale (ADR 0038); English is the row's own columns. */
    translations: jsonb("translations").$type<TranslationsOf<CategoryCopy>>().notNull().default({}),
    /** Moved forward by every back-office save (optimistic concurrency, migration 0011). */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("catalog_categories_parent_idx").on(t.parentId)],
);

export interface ProductDetails {
  bundleOptions?: BundleOption[];
  customOptions?: CustomOption[];
  giftcardData?: GiftcardData;
  hundoPricing?: HundoPricing;
  configurableAttributes?: ConfigurableAttribute[];
  groupedIds?: number[];
}

export const products = pgTable(
  "catalog_products",
  {
    id: integer("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    type: text("type").$type<ProductType>().notNull(),
    urlKey: text("url_key").notNull().unique(),
    /** Magento-style visibility: 1 not visible on its own (children), 4 catalog and search. */
    visibility: integer("visibility").notNull().default(4),
    parentId: integer("parent_id"),
    weight: real("weight"),
    /** Store-independent attributes (dates, flags, groups); prices live in product_prices. */
    attributes: jsonb("attributes").$type<ProductAttributes>().notNull(),
    details: jsonb("details").$type<ProductDetails>().notNull(),
    gallery: jsonb("gallery").$type<GalleryImage[]>().notNull(),
    thumbnail: text("thumbnail"),
    sites: text("sites").array(),
    /** Name, copy, features and option labels per locale (ADR 0038); English is the row's own text. */
    translations: jsonb("translations").$type<TranslationsOf<ProductCopy>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalog_products_parent_idx").on(t.parentId),
    // The back office's search by any part of the name or SKU (ILIKE '%…%', migration 0021).
    index("catalog_products_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("catalog_products_sku_trgm").using("gin", t.sku.op("gin_trgm_ops")),
  ],
);

export const productCategories = pgTable(
  "catalog_product_categories",
  {
    productId: integer("product_id").notNull(),
    categoryId: integer("category_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("catalog_product_categories_category_idx").on(t.categoryId, t.position),
  ],
);

/** Prices in integer minor units of the store's currency. */
export const productPrices = pgTable(
  "catalog_product_prices",
  {
    productId: integer("product_id").notNull(),
    storeId: integer("store_id").notNull(),
    price: integer("price"),
    specialPrice: integer("special_price"),
    promoPrice: integer("promo_price"),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] })],
);

export const groupPrices = pgTable(
  "catalog_group_prices",
  {
    productId: integer("product_id").notNull(),
    storeId: integer("store_id").notNull(),
    groupId: integer("group_id").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId, t.groupId] })],
);

export const inventory = pgTable("catalog_inventory", {
  productId: integer("product_id").primaryKey(),
  qoh: integer("qoh").notNull().default(0),
  min: integer("min").notNull().default(1),
  max: integer("max").notNull().default(10000),
  backorder: boolean("backorder").notNull().default(false),
  leadTime: text("lead_time"),
  restockStatus: text("restock_status"),
  promoQty: integer("promo_qty"),
  bin: boolean("bin").notNull().default(false),
  ms: text("ms"),
});

export const hotDeals = pgTable(
  "catalog_hot_deals",
  {
    productId: integer("product_id").notNull(),
    site: text("site").notNull(),
    position: integer("position").notNull().default(0),
    dealType: text("deal_type").notNull(),
    hundo: boolean("hundo").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.site] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Images uploaded for a product's gallery in the back office (migration 0037, ADR 0056): one row per
 * image and SPEC §9 width, re-encoded WebP (platform/images.ts). Bytes live in PostgreSQL like the
 * forms' and reviews' uploads, so every process serves them. The gallery links them as
 * `/media/products/<image id>`.
 */
export const productImages = pgTable(
  "catalog_product_images",
  {
    imageId: text("image_id").notNull(),
    width: integer("width").notNull(),
    productId: integer("product_id").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] }), index("catalog_product_images_product").on(t.productId)],
);
