import type { ProductSummary } from "@ironworks/contracts";
import type { APIRequestContext } from "@playwright/test";

export const CATALOG_API = "/svc_content/catalog";

let catalog: Promise<ProductSummary[]> | undefined;

/**
 * Every product listed in the top-level categories (they list their sub-categories' products too),
 * read once per worker through the catalog API: journeys find products by type and shape, not id.
 */
export function listProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  catalog ??= (async () => {
    const menu: { id: number }[] = await (await request.get(`${CATALOG_API}/menu`)).json();
    const seen = new Map<number, ProductSummary>();
    for (const { id } of menu) {
      const category = await (await request.get(`${CATALOG_API}/category/${id}?pageSize=200`)).json();
      for (const p of category.products as ProductSummary[]) seen.set(p.productId, p);
    }
    return [...seen.values()];
  })();
  return catalog;
}
