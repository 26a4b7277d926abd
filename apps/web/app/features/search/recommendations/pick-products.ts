import type { SearchResponse } from "@ironworks/contracts";

/** The products of an answer, at most `max`, without any the page itself shows (by product id). */
export function pickProducts(
  response: Pick<SearchResponse, "content">,
  options: { exclude?: number[] | undefined; max: number },
): SearchResponse["content"]["product"]["value"] {
  const exclude = new Set(options.exclude ?? []);
  return response.content.product.value
    .filter((p) => typeof p.url === "string" && p.url.startsWith("/") && !exclude.has(p.productId))
    .slice(0, options.max);
}
