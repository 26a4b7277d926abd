import type { ProductSummary, SearchRequestInput } from "@ironworks/contracts";
import type { Language, SiteCode } from "@ironworks/domain";
import { searchApi } from "../search-client.ts";
import { toProductSummary } from "../search-product.ts";
import { pickProducts } from "./pick-products.ts";

/**
 * Loaded on demand when a recommendation slot comes into view: one widget call through the
 * browser's search client (token, retries; non-category widgets memoized 1 h, SPEC §7). A failure
 * is an empty loaded list (SPEC §8): the slot then renders nothing.
 */
export async function loadRecommendations(
  site: SiteCode,
  request: SearchRequestInput,
  options: { exclude?: number[] | undefined; max: number; signal?: AbortSignal; language: Language },
): Promise<ProductSummary[]> {
  try {
    const response = await searchApi(site, request, {
      language: options.language,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return pickProducts(response, options).map(toProductSummary);
  } catch {
    return [];
  }
}
