import type { ProductSummary } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../messages.ts";
import { ProductCard } from "../ProductCard.tsx";

/** Rack-line accessories in the same group: which fit alongside this one and which do not (SPEC §3, §5). */
export function CompatibleAccessories({
  compatible,
  incompatible,
}: {
  compatible: ProductSummary[];
  incompatible: ProductSummary[];
}) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  return (
    <section className="product-compat" aria-labelledby="product-compat-title">
      <h2 id="product-compat-title">{t("catalog.compat.title")}</h2>
      {compatible.length ? (
        <ul className="product-compat__grid category-grid">
          {compatible.map((p) => (
            <li key={p.productId}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("catalog.compat.none")}</p>
      )}
      {incompatible.length ? (
        <>
          <h3 className="product-compat__subtitle">{t("catalog.compat.incompatible")}</h3>
          <ul className="product-compat__list">
            {incompatible.map((p) => (
              <li key={p.productId}>
                <Link to={href(p.url)}>{p.name}</Link>{" "}
                <span className="product-compat__sku">{t("catalog.product.skuOf", { sku: p.sku })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
