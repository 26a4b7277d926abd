import type { Brand } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { BrandLogo } from "./BrandLogo.tsx";
import { byLetter } from "./by-letter.ts";
import type { BrandsKey } from "./messages.ts";

/** /brands: an A–Z jump list, then every brand under its letter with logo and product count. */
export function BrandsIndex({ brands }: { brands: Brand[] }) {
  const t = useT<BrandsKey>();
  const groups = byLetter(brands);
  return (
    <main id="main" className="brands-page">
      <h1>{t("brands.title")}</h1>
      <p>{t("brands.intro")}</p>
      {groups.length === 0 ? (
        <p>{t("brands.empty")}</p>
      ) : (
        <>
          <nav aria-label={t("brands.index")} className="brands-az">
            <ul>
              {groups.map(([letter]) => (
                <li key={letter}>
                  <a href={`#brands-${letter}`}>{letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(([letter, list]) => (
            <section key={letter} aria-labelledby={`brands-${letter}`} className="brands-letter">
              <h2 id={`brands-${letter}`}>{letter}</h2>
              <ul className="brands-grid">
                {list.map((b) => (
                  <li key={b.slug}>
                    <Link to={b.path} className="brand-tile">
                      <BrandLogo brand={b} size={72} />
                      <span className="brand-tile__name">{b.name}</span>
                      <span className="brand-tile__count">{t("brands.productCount", { count: b.productCount })}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
