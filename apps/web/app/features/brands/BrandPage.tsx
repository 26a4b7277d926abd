import type { Brand, ProductSummary } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ProductGrid } from "../search/ListingParts.tsx";
import { BrandLogo } from "./BrandLogo.tsx";
import type { BrandsKey } from "./messages.ts";

/** /brands/{slug}: the brand's logo and story, then its products on this site. */
export function BrandPage({ brand, products }: { brand: Brand; products: ProductSummary[] }) {
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
    </main>
  );
}
