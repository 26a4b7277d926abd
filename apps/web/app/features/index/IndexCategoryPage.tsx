import { THE_INDEX } from "./brand.ts";
import type { IndexCategory, IndexListing } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { CategoryNav } from "./CategoryNav.tsx";
import type { IndexKey } from "./messages.ts";
import { BANNER, PostGrid } from "./PostCard.tsx";

/** /theindex/{category}: the category's header image and headline, 20 posts a page, numbered pages. */
export function IndexCategoryPage({
  category,
  categories,
  listing,
}: {
  category: IndexCategory;
  categories: IndexCategory[];
  listing: IndexListing;
}) {
  const t = useT<IndexKey>();
  return (
    <main id="main" className="index-page index-category">
      <Breadcrumbs items={[{ label: THE_INDEX, url: "/theindex" }, { label: category.name }]} />
      <header className="index-category__header">
        <ResponsiveImage
          src={category.headerImage}
          alt=""
          width={BANNER.width}
          height={BANNER.height}
          displayWidth={1284}
          sizes="100vw"
          priority
          className="index-category__image"
        />
        <div className="index-category__words">
          <h1>{category.name}</h1>
          <p className="index-category__headline">{category.headline}</p>
          <p className="index-category__count">
            {t("index.categoryCount", { count: listing.total })}
            {listing.totalPages > 1 ? ` · ${t("index.page", { page: listing.page, pages: listing.totalPages })}` : ""}
          </p>
        </div>
      </header>
      <CategoryNav categories={categories} />
      {listing.posts.length === 0 ? (
        <p className="index-empty" data-testid="index-empty">
          {t("index.empty")}
        </p>
      ) : (
        <PostGrid posts={listing.posts} testId="index-category-posts" />
      )}
      <CategoryPagination url={`/theindex/${category.slug}`} page={listing.page} totalPages={listing.totalPages} />
    </main>
  );
}
