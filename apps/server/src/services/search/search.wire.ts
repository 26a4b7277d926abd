import type { RelatedVariant, SearchProduct } from "@ironworks/contracts";
import { localizeMeasures, SITES, type SiteCode, skuForStore } from "@ironworks/domain";
import { RELATED_LABEL } from "./search.config.ts";
import type { Doc, SearchIndex } from "./search.index.ts";
import { siteSlot } from "./search.index.ts";

const MAX_CATEGORIES = 3;

/** Colour variants the site sells, one per colour, in the swatch order of the product. */
function related(doc: Doc, site: SiteCode): RelatedVariant[] {
  const attr = doc.colorAttribute;
  if (!attr || doc.children.length === 0) return [];
  const { storeId } = SITES[site];
  const out: RelatedVariant[] = [];
  for (const value of attr.values) {
    const child = doc.children.find(
      (c) =>
        c.attributes.color === value.value &&
        (c.sites === null || c.sites.includes(site)) &&
        c.storeIds.includes(storeId),
    );
    if (!child) continue;
    out.push({
      productId: child.id,
      sku: skuForStore(child.sku, storeId),
      label: value.label,
      swatch: value.swatch,
      thumbnail: child.thumbnail,
    });
  }
  return out;
}

/** SPEC §3 search product for one site; undefined when the site does not sell it. */
export function toSearchProduct(index: SearchIndex, doc: Doc, site: SiteCode): SearchProduct | undefined {
  const slot = siteSlot(site);
  const offer = doc.offers[slot];
  if (!offer) return undefined;
  const { storeId } = SITES[site];
  const special = offer.final !== null && offer.price !== null && offer.final < offer.price ? offer.final : undefined;
  const invalidPrice = offer.price === null || !Number.isFinite(offer.price) || offer.price <= 0;
  const product: SearchProduct = {
    productId: doc.productId,
    sku: skuForStore(doc.sku, storeId),
    // Names are indexed as written (US units); each site reads them in its own units (ADR 0020).
    name: localizeMeasures(doc.name, site),
    type: doc.type,
    url: doc.url,
    thumbnail: doc.thumbnail,
    altImage: doc.altImage,
    price: offer.price,
    ...(special === undefined ? {} : { special_price: special }),
    categories: doc.categoryIds
      .flatMap((id) => {
        const c = index.categories.get(id);
        return c?.visible[slot] ? [{ id: c.id, name: c.name, url: c.url }] : [];
      })
      .slice(0, MAX_CATEGORIES),
    brand: doc.brand,
    quoted: doc.quotable && invalidPrice,
    related: related(doc, site),
    relatedLabelName: RELATED_LABEL,
    challenge_status: null,
    stockStatus: doc.stockStatus,
    subscription_interval: doc.subscriptionInterval,
    ...(doc.rating ? { rating: doc.rating } : {}),
  };
  // SPEC §3: GBR uses the GBP price fields.
  if (site === "GBR") {
    product.price_gbp = offer.price;
    if (special !== undefined) product.special_price_gbp = special;
  }
  return product;
}

/** `content.product.field`: only the fields asked for (all when none are named). */
export function pickFields(product: SearchProduct, fields: string[] | undefined): SearchProduct {
  if (!fields || fields.length === 0) return product;
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f in product) out[f] = product[f as keyof SearchProduct];
  return out as SearchProduct;
}
