import type { IndexCategory } from "@ironworks/contracts";
import { NavLink } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import type { IndexKey } from "./messages.ts";

/** The hub's categories as a row of links (wraps on a phone); the current one is marked. */
export function CategoryNav({ categories }: { categories: IndexCategory[] }) {
  const t = useT<IndexKey>();
  return (
    <nav aria-label={t("index.categoriesNav")} className="index-nav">
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink to={`/theindex/${c.slug}`} className="index-nav__link" end={false}>
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
