import type { Category } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { CategoryLinkStrip } from "./category/CategoryLinkStrip.tsx";
import { CategoryListing } from "./category/CategoryListing.tsx";
import type { CategoryListing as Listing } from "./category/category-listing.server.ts";
import { isRefined } from "./category/category-query.ts";
import type { CatalogKey } from "./messages.ts";

/**
 * A category: the catalog's header (breadcrumbs, heading, description, link strip), then the grid,
 * facets, sort and paging of the category widget — all rendered on the server.
 */
export function CategoryPage({ category, listing }: { category: Category; listing: Listing }) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const crumbs = [
    { label: t("catalog.home"), url: "/" },
    ...category.breadcrumbs.map((c, i, all) =>
      i === all.length - 1 ? { label: c.name } : { label: c.name, url: c.url },
    ),
  ];
  const parent = category.breadcrumbs[category.breadcrumbs.length - 2];

  return (
    <main id="main" className="category-page">
      <Breadcrumbs items={crumbs} />
      <header className="category-header">
        <h1 className="category-title">{category.name}</h1>
        {category.description ? <p className="category-description">{category.description}</p> : null}
      </header>
      {category.linkStrip ? <CategoryLinkStrip strip={category.linkStrip} categoryName={category.name} /> : null}

      {listing.total === 0 && !isRefined(listing.state) ? (
        <section className="category-empty" aria-labelledby="category-empty-title">
          <h2 id="category-empty-title">{t("catalog.category.empty.title")}</h2>
          <p>{t("catalog.category.empty.text")}</p>
          <p className="category-empty__links">
            {parent ? (
              <Link to={href(parent.url)}>{t("catalog.category.empty.back", { name: parent.name })}</Link>
            ) : null}
            <Link to={href("/")}>{t("catalog.category.empty.home")}</Link>
          </p>
        </section>
      ) : (
        <CategoryListing url={category.url} listing={listing} />
      )}
    </main>
  );
}
