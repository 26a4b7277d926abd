import { type Brand, type BrandCopy, ERRORS, type IndexPostCard, type ProductSummary } from "@ironworks/contracts";
import { pickText, type Site } from "@ironworks/domain";
import { httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { BrandRow, BrandsRepository } from "./brands.repository.ts";

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** How many Index articles a brand page shows. */
export const BRAND_ARTICLES = 6;

/**
 * The Index's published articles featuring any of these products, newest first (wired to the
 * content service's `aboutProducts` in services.ts; brands never read the Index's tables).
 */
export type BrandArticles = (skus: readonly string[], lang: string, limit: number) => Promise<IndexPostCard[]>;

/**
 * Brands (issue 23 item 6): every active manufacturer with its logo, story and product count on a
 * site; a brand's page lists its products through the catalog service (prices, stock, site limits).
 * Copy per locale with the ADR 0038 fallback (de-DE → de → en). The page also shows The Index's
 * articles about the brand's products (`articles`; none when not wired).
 */
export function createBrandsService(
  repo: BrandsRepository,
  catalog: CatalogService,
  articles: BrandArticles = async () => [],
) {
  const toBrand = (row: BrandRow, locale: string, productCount: number): Brand => {
    const text = (field: keyof BrandCopy, english: string) =>
      pickText<BrandCopy, typeof field>(english, row.translations, locale, field) ?? english;
    return {
      slug: row.slug,
      name: row.name,
      logo: row.logo,
      path: `/brands/${row.slug}`,
      story: text("story", row.story),
      pageTitle: text("pageTitle", row.pageTitle),
      metaDescription: text("metaDescription", row.metaDescription),
      productCount,
    };
  };

  return {
    /** Active brands by name, each with how many products the site shows. */
    async list(site: Site, locale = "en"): Promise<Brand[]> {
      const [rows, counts] = await Promise.all([repo.listActive(), catalog.countProductsByManufacturer(site)]);
      return rows.map((r) => toBrand(r, locale, counts.get(r.name) ?? 0));
    },

    /** One brand and its products on the site; unknown, inactive or malformed slug → 404 brand_not_found. */
    async get(
      slug: string,
      site: Site,
      locale = "en",
    ): Promise<{ brand: Brand; products: ProductSummary[]; articles: IndexPostCard[] }> {
      const row = SLUG.test(slug) ? await repo.findActive(slug) : undefined;
      if (!row) throw httpError(ERRORS.brandNotFound);
      const products = await catalog.listProductsByManufacturer(row.name, site, locale);
      const lang = locale.slice(0, 2).toLowerCase();
      const posts = await articles(
        products.map((p) => p.sku),
        lang,
        BRAND_ARTICLES,
      );
      return { brand: toBrand(row, locale, products.length), products, articles: posts };
    },

    seed: repo.insertMany,
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
