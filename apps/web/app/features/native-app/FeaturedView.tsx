import type { ProductSummary } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";
import { AppFrame } from "./AppFrame.tsx";
import type { AppFrameData } from "./app-pages.server.ts";
import type { AppKey } from "./messages.ts";

export interface FeaturedData {
  frame: AppFrameData;
  products: ProductSummary[];
  page: number;
  totalPages: number;
  failed: boolean;
}

/** The app's home feed (SPEC §2 featured, §9 featured category per site), a page at a time. */
export function FeaturedView({ data, path }: { data: FeaturedData; path: string }) {
  const t = useT<AppKey>();
  const { href } = useLocaleTools();
  const pageHref = (n: number) => href(n === 1 ? path : `${path}?page=${n}`);
  return (
    <AppFrame frame={data.frame} title={t("native-app.featured.title")} className="app-featured">
      {data.products.length === 0 ? (
        <p className="app-empty" data-testid="app-featured-empty">
          {t("native-app.featured.empty")}
        </p>
      ) : (
        <ul className="app-grid" data-testid="app-featured-grid">
          {data.products.map((p, i) => (
            <li key={p.productId}>
              <ProductCard product={p} priority={i < 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {data.totalPages > 1 ? (
        <nav className="app-pager" aria-label={t("native-app.featured.nav")}>
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} rel="prev">
              {t("native-app.featured.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t("native-app.featured.pages", { page: data.page, pages: data.totalPages })}</span>
          {data.page < data.totalPages ? (
            <Link to={pageHref(data.page + 1)} rel="next">
              {t("native-app.featured.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AppFrame>
  );
}
