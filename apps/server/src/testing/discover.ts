import type { ProductSummary, ProductType } from "@ironworks/contracts";
import { SITES, type Site } from "@ironworks/domain";
import type { TestStore } from "./test-store.ts";

export interface DiscoveredCatalog {
  /** Every category id the site's menu shows (top level and children). */
  categoryIds: number[];
  /** Every product the site lists in those categories. */
  products: ProductSummary[];
  byType(type: ProductType): ProductSummary;
}

/** Walks the site's menu and every listed category through the catalog service, the way a shopper browses. */
export async function discoverCatalog(store: TestStore, site: Site = SITES.USA): Promise<DiscoveredCatalog> {
  const catalog = store.services.catalog;
  const menu = await catalog.listMenu(site);
  const categoryIds = menu.flatMap((top) => [top.id, ...top.children.map((c) => c.id)]);
  const products = new Map<number, ProductSummary>();
  const pageSize = 200;
  for (const id of categoryIds) {
    for (let page = 1; ; page++) {
      const category = await catalog.getCategory(id, site, page, pageSize);
      for (const p of category.products) products.set(p.productId, p);
      if (page * pageSize >= category.productCount) break;
    }
  }
  const list = [...products.values()].sort((a, b) => a.productId - b.productId);
  return {
    categoryIds,
    products: list,
    byType(type) {
      const found = list.find((p) => p.type === type);
      if (!found) throw new Error(`no ${type} product listed on ${site.code}`);
      return found;
    },
  };
}
