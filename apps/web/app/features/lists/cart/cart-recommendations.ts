import type { SearchRequestInput } from "@ironworks/contracts";
import { CARD_FIELDS, RECOMMENDATION_ITEMS } from "../../search/recommendations/recommendation-request.ts";

/** SPEC §9 cart widget id. */
const CART_WIDGET = "rfkid_4";

/** The cart recommendation widget (rfkid_4): the cart's products are its context. */
export function cartRecommendationRequest(skus: string[]): SearchRequestInput {
  return {
    widget: { rfkid: CART_WIDGET },
    context: { page: { uri: "/cart", ...(skus.length ? { sku: skus.slice(0, 20) } : {}) } },
    n_item: RECOMMENDATION_ITEMS,
    page_number: 1,
    content: { product: { field: CARD_FIELDS } },
  };
}
