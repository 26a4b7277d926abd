import type { Brand, IndexPostCard, ProductSummary } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ProductGrid } from "../search/ListingParts.tsx";
import { PostGrid } from "../index/PostCard.tsx";
import { BrandLogo } from "./BrandLogo.tsx";
import type { BrandsKey } from "./messages.ts";

/**
 * /brands/{slug}: the brand's logo and story, its products on this site, then The Index's articles
 * featuring them (none: no section).
 */
export function BrandPage({
  brand,
  products,
  articles,
}: {
  brand: Brand;
  products: ProductSummary[];
  articles: IndexPostCard[];
}) {
  const t = useT<BrandsKey>();
  return (
    <main id="main" className="brand-page">
      <Breadcrumbs items={[{ label: t("brands.all"), url: "/brands" }, { label: brand.name }]} />
      <header className="brand-page__header">
        <BrandLogo brand={brand} size={120} />
        <div>
          <h1>{brand.name}</h1>
          <section aria-labelledby="brand-story">
            <h2 id="brand-story" className="visually-hidden">
              {t("brands.about", { name: brand.name })}
            </h2>
            <p className="brand-page__story">{brand.story}</p>
          </section>
        </div>
      </header>
      <section aria-labelledby="brand-products">
        <h2 id="brand-products">{t("brands.products", { name: brand.name })}</h2>
        {products.length === 0 ? (
          <p>{t("brands.noProducts", { name: brand.name })}</p>
        ) : (
          <ProductGrid products={products} testId="brand-products" />
        )}
      </section>
      {articles.length > 0 ? (
        <section aria-labelledby="brand-articles" className="brand-page__articles">
          <h2 id="brand-articles">{t("brands.articles", { name: brand.name })}</h2>
          <PostGrid posts={articles} testId="brand-articles" />
        </section>
      ) : null}
    </main>
  );
}
