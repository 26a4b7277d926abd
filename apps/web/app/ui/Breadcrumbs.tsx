import { Link } from "react-router";
import { useUiWords } from "./words.ts";

export interface BreadcrumbItem {
  label: string;
  /** Root-relative, unlocalized path; omitted for the current page. */
  url?: string;
}

/**
 * A breadcrumb trail; the last item is the current page. Links are localized by the router, whose
 * basename is the locale prefix.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const words = useUiWords();
  if (items.length === 0) return null;
  return (
    <nav aria-label={words.breadcrumb} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="breadcrumbs__item">
              {last || !item.url ? (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              ) : (
                <Link to={item.url}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
