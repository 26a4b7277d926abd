import type { ProductSummary, ProductType, SearchProduct } from "@ironworks/contracts";

const PRODUCT_TYPES: readonly string[] = ["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"];

/** A search product as a product card shows it (special_price is already the price to pay). */
export function toProductSummary(p: SearchProduct): ProductSummary {
  return {
    productId: p.productId,
    sku: p.sku,
    name: p.name,
    type: PRODUCT_TYPES.includes(p.type) ? (p.type as ProductType) : "simple",
    url: p.url,
    thumbnail: p.thumbnail,
    price: p.price,
    special_price: p.special_price ?? null,
    promoPrice: null,
    promo: null,
    stockStatus: p.stockStatus,
    manufacturer: p.brand,
    subscription_interval: p.subscription_interval,
    rating: p.rating ?? null,
  };
}
