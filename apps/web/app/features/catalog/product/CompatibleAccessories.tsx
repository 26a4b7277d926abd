import type { ProductSummary } from "@ironworks/contracts";
import { Link } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
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
  return (
    <section className="product-compat" aria-labelledby="product-compat-title">
      <h2 id="product-compat-title">Compatible accessories</h2>
      {compatible.length ? (
        <ul className="product-compat__grid category-grid">
          {compatible.map((p) => (
            <li key={p.productId}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      ) : (
        <p>No other accessories in this group fit the same rack line yet.</p>
      )}
      {incompatible.length ? (
        <>
          <h3 className="product-compat__subtitle">Not compatible with this rack line</h3>
          <ul className="product-compat__list">
            {incompatible.map((p) => (
              <li key={p.productId}>
                <Link to={href(p.url)}>{p.name}</Link> <span className="product-compat__sku">SKU {p.sku}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
