import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { PaginationKey } from "./messages.ts";

/** Page numbers to show: first, last, and two either side of the current page; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= 2) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * Previous / page numbers / Next as plain ?p=N links, so paging works before hydration and for crawlers.
 * `search(n)` gives page n's query string when the listing carries more state (filters, sort).
 */
export function CategoryPagination({
  url,
  page,
  totalPages,
  search = (n) => (n === 1 ? "" : `?p=${n}`),
}: {
  url: string;
  page: number;
  totalPages: number;
  search?: (page: number) => string;
}) {
  const { href } = useLocaleTools();
  const t = useT<PaginationKey>();
  if (totalPages <= 1) return null;
  const to = (n: number) => `${href(url)}${search(n)}`;
  return (
    <nav className="category-pagination" aria-label={t("category.pagination.label")}>
      <ul className="category-pagination__list">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} className="category-pagination__step" rel="prev">
              {t("category.pagination.previous")}
            </Link>
          ) : (
            <span className="category-pagination__step category-pagination__step--disabled" aria-hidden="true">
              {t("category.pagination.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="category-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                className="category-pagination__page"
                aria-current={n === page ? "page" : undefined}
                aria-label={t("category.pagination.page", { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={to(page + 1)} className="category-pagination__step" rel="next">
              {t("category.pagination.next")}
            </Link>
          ) : (
            <span className="category-pagination__step category-pagination__step--disabled" aria-hidden="true">
              {t("category.pagination.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
