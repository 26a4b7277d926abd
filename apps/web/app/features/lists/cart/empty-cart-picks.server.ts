import type { List, ProductSummary } from "@ironworks/contracts";
import { SearchRequest } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import { localeFromRequest } from "../../../lib/locale.ts";
import { pickProducts } from "../../search/recommendations/pick-products.ts";
import { inLanguage, RECOMMENDATION_ITEMS } from "../../search/recommendations/recommendation-request.ts";
import { toProductSummary } from "../../search/search-product.ts";
import { cartRecommendationRequest } from "./cart-recommendations.ts";

/**
 * An empty cart's "You might also need" row, read on the server (ADR 0036). With nothing in the
 * cart the row is the page's first view on a phone: loaded in the browser after hydration, its
 * first card became the page's largest paint 2-3 s late. The widget is the same one the browser
 * would ask (rfkid_4, no cart context), in the page's language. A cart with lines keeps the lazy row (context = its skus).
 * A failure is no row (SPEC §8), never a failed page.
 */
export async function loadEmptyCartPicks(
  request: Request,
  services: Pick<Services, "search">,
  cart: List | null,
): Promise<ProductSummary[] | null> {
  if (cart && cart.items.length > 0) return null;
  const { site, locale } = localeFromRequest(request);
  try {
    const ask = inLanguage(cartRecommendationRequest([]), languageOf(locale));
    const answer = await services.search.query(site.code, SearchRequest.parse(ask));
    return pickProducts(answer, { max: RECOMMENDATION_ITEMS }).map(toProductSummary);
  } catch {
    return [];
  }
}
