import type { SearchRequestInput } from "@ironworks/contracts";
import type { Language } from "@ironworks/domain";

/**
 * SPEC §9 widget ids (as in search-client's WIDGET). Repeated here so the slot's first-view code
 * never pulls the API client in: that loads only when a slot scrolls into view.
 */
const SIMILAR = "rfkid_31";
const FOR_YOU = "rfkid_32";

/** How many cards a recommendation row shows (the widget can give up to 80, SPEC §9). */
export const RECOMMENDATION_ITEMS = 12;

/** Only what a product card shows: keeps the answer (and the client cache) small. */
export const CARD_FIELDS = [
  "productId",
  "sku",
  "name",
  "type",
  "url",
  "thumbnail",
  "price",
  "special_price",
  "stockStatus",
  "brand",
  "subscription_interval",
];

/**
 * The request asking for names and copy in the page's language (`context.locale.language`, ADR
 * 0038): the search preview, every recommendation row and the empty cart's picks go through it.
 */
export function inLanguage(data: SearchRequestInput, language: Language): SearchRequestInput {
  return { ...data, context: { ...data.context, locale: { ...data.context?.locale, language } } };
}

/** The similar-products widget (rfkid_31) for one product: its sku and url are the context. */
export function similarRequest(product: { sku: string; url: string }): SearchRequestInput {
  return {
    widget: { rfkid: SIMILAR },
    context: { page: { uri: product.url, sku: [product.sku] } },
    n_item: RECOMMENDATION_ITEMS,
    page_number: 1,
    content: { product: { field: CARD_FIELDS } },
  };
}

/** The "for you" widget (rfkid_32): the shopper's recent views, else the featured list. */
export function forYouRequest(uri: string, userId?: string): SearchRequestInput {
  return {
    widget: { rfkid: FOR_YOU },
    context: { page: { uri }, ...(userId ? { user: { user_id: userId } } : {}) },
    n_item: RECOMMENDATION_ITEMS,
    page_number: 1,
    content: { product: { field: CARD_FIELDS } },
  };
}
