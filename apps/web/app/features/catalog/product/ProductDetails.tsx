import type { Product } from "@ironworks/contracts";
import { useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";

/** Features and the long description, below the purchase area. */
export function ProductDetails({ product }: { product: Product }) {
  const t = useT<CatalogKey>();
  const { features, description } = product.attributes;
  if (!features?.length && !description) return null;
  return (
    <div className="product-details">
      {features?.length ? (
        <section className="product-details__section" aria-labelledby="product-features">
          <h2 id="product-features">{t("catalog.details.features")}</h2>
          <ul className="product-features">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {description ? (
        <section className="product-details__section" aria-labelledby="product-description">
          <h2 id="product-description">{t("catalog.details.description")}</h2>
          {description.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </section>
      ) : null}
    </div>
  );
}
