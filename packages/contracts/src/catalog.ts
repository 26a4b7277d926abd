import { z } from "zod";

export const PRODUCT_TYPES = ["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"] as const;
export const ProductType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductType>;

/** SPEC §3 product attributes (decimal prices in the store currency). */
export const ProductAttributes = z
  .object({
    special_price: z.number().nullable().optional(),
    rogue_promo_enabled: z.boolean().optional(),
    rogue_promo_price: z.number().nullable().optional(),
    rogue_promo_from_date: z.string().nullable().optional(),
    rogue_promo_to_date: z.string().nullable().optional(),
    rogue_promo_qty: z.union([z.number(), z.string()]).nullable().optional(),
    rogue_promo_qty_enable: z.boolean().optional(),
    shipperhq_shipping_group: z.string().nullable().optional(),
    rogue_pickup_disabled: z.boolean().optional(),
    black_friday_dropship: z.boolean().optional(),
    subscription_interval: z.string().nullable().optional(),
    is_trial: z.boolean().optional(),
    purchase_limit: z.number().nullable().optional(),
    program_delivery: z.string().nullable().optional(),
    is_registration_sku: z.boolean().optional(),
    short_description: z.string().nullable().optional(),
    tax_class_id: z.number().optional(),
    manufacturer: z.string().nullable().optional(),
    color: z.string().nullable().optional(),
    size: z.string().nullable().optional(),
    compat_tag: z.string().nullable().optional(),
    compat_group: z.string().nullable().optional(),
    accessory_type: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    features: z.array(z.string()).optional(),
  })
  .catchall(z.unknown());
export type ProductAttributes = z.infer<typeof ProductAttributes>;

export const Inventory = z.object({
  min: z.number(),
  max: z.number(),
  qoh: z.number(),
  backorder: z.boolean(),
  leadTime: z.string().nullable(),
  restockStatus: z.string().nullable(),
  promoQty: z.number().nullable(),
  bin: z.boolean(),
  ms: z.string().nullable(),
});
export type Inventory = z.infer<typeof Inventory>;

export const BundleOptionValue = z.object({
  productId: z.number(),
  priceType: z.enum(["fixed", "percent"]),
  price: z.number(),
  defaultQty: z.number(),
  canChangeQty: z.boolean(),
  isDefault: z.boolean(),
});
export const BundleOption = z.object({
  id: z.number(),
  title: z.string(),
  isRequired: z.boolean(),
  includedProductId: z.number().nullable(),
  values: z.array(BundleOptionValue),
});
export type BundleOption = z.infer<typeof BundleOption>;

export const CustomOptionValue = z.object({
  id: z.number(),
  price: z.number(),
  sku: z.string().nullable(),
  title: z.string(),
});
export const CustomOption = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(["radio", "drop_down", "checkbox", "multiple", "area"]),
  isRequired: z.boolean(),
  price: z.number(),
  values: z.array(CustomOptionValue),
});
export type CustomOption = z.infer<typeof CustomOption>;

export const GiftcardData = z.object({
  amounts: z.array(z.number()),
  isOpenAmountAllowed: z.boolean(),
  openAmountMin: z.number().nullable(),
  openAmountMax: z.number().nullable(),
  type: z.enum(["virtual", "physical", "combined"]),
});
export type GiftcardData = z.infer<typeof GiftcardData>;

export const HundoPricing = z.object({ ruleWeight: z.number(), discountPerLb: z.number() });
export type HundoPricing = z.infer<typeof HundoPricing>;

export const GalleryImage = z.object({
  link: z.string(),
  label: z.string(),
  width: z.number(),
  height: z.number(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

/** Configurable products: which attribute each child varies on (color, size, …). */
export const ConfigurableAttribute = z.object({
  code: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), swatch: z.string().nullable() })),
});
export type ConfigurableAttribute = z.infer<typeof ConfigurableAttribute>;

export const CategoryRef = z.object({ id: z.number(), name: z.string(), url: z.string() });

/** SPEC §3 Product, as the catalog service answers it for one store. */
export const Product = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  type: ProductType,
  price: z.number().nullable(),
  attributes: ProductAttributes,
  weight: z.number().nullable(),
  inventory: Inventory,
  childrenIds: z.array(z.number()),
  bundleOptions: z.array(BundleOption),
  customOptions: z.array(CustomOption),
  giftcardData: GiftcardData.nullable(),
  hundoPricing: HundoPricing.nullable(),
  configurableAttributes: z.array(ConfigurableAttribute),
  gallery: z.array(GalleryImage),
  thumbnail: z.string().nullable(),
  visibility: z.number(),
  url: z.string(),
  hasRedirect: z.boolean(),
  categories: z.array(CategoryRef),
  parentId: z.number().nullable(),
  storeId: z.number(),
  currency: z.string(),
});
export type Product = z.infer<typeof Product>;

/** /product/complete/{id}: the product with its children and bundle/grouped members. */
export const ProductComplete = Product.extend({ children: z.array(Product) });
export type ProductComplete = z.infer<typeof ProductComplete>;

export const LinkStripItem = z.object({
  categoryId: z.number(),
  label: z.string(),
  url: z.string(),
  image: z.string().nullable(),
});
export const LinkStrip = z.object({ style: z.enum(["text", "image"]), items: z.array(LinkStripItem) });
export type LinkStrip = z.infer<typeof LinkStrip>;

export const ProductSummary = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  type: ProductType,
  url: z.string(),
  thumbnail: z.string().nullable(),
  price: z.number().nullable(),
  special_price: z.number().nullable(),
  promoPrice: z.number().nullable(),
  /** Promo window and quantity fields (SPEC §4 promo status), present when a promo is configured. */
  promo: z
    .object({
      rogue_promo_enabled: z.boolean().optional(),
      rogue_promo_from_date: z.string().nullable().optional(),
      rogue_promo_to_date: z.string().nullable().optional(),
      rogue_promo_qty_enable: z.boolean().optional(),
      rogue_promo_qty: z.union([z.number(), z.string()]).nullable().optional(),
    })
    .nullable(),
  stockStatus: z.enum(["in_stock", "backorder", "oos"]),
  manufacturer: z.string().nullable(),
  subscription_interval: z.string().nullable(),
  /** Issue #23: published reviews' average and count for the tile's stars (listings carry it; absent elsewhere). */
  rating: z.object({ average: z.number(), count: z.number() }).nullable().optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Category = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  breadcrumbs: z.array(CategoryRef),
  children: z.array(CategoryRef),
  linkStrip: LinkStrip.nullable(),
  productCount: z.number(),
  products: z.array(ProductSummary),
  page: z.number(),
  pageSize: z.number(),
});
export type Category = z.infer<typeof Category>;

export const GroupPrice = z.object({ productId: z.number(), groupId: z.number(), price: z.number() });
export const GroupPrices = z.object({ storeId: z.number(), prices: z.array(GroupPrice) });

export const CompatibilityItem = z.object({ sku: z.string(), name: z.string(), productId: z.number() });
export const CompatibilityResult = z.object({
  compatible: z.array(CompatibilityItem),
  incompatible: z.array(CompatibilityItem),
});

export const HotActive = z.object({ products: z.array(ProductSummary), hundoProductIds: z.array(z.number()) });
export type HotActive = z.infer<typeof HotActive>;

export const MenuCategory = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  children: z.array(CategoryRef),
});
export type MenuCategory = z.infer<typeof MenuCategory>;
