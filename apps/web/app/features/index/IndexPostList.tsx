import type { IndexCategory, IndexListing } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { CategoryNav } from "./CategoryNav.tsx";
import type { IndexKey } from "./messages.ts";
import { PostGrid } from "./PostCard.tsx";

/** "24 articles · page 1 of 2": the count under a listing page's heading. */
export function IndexListingCount({ listing }: { listing: IndexListing }) {
  const t = useT<IndexKey>();
  return (
    <p className="index-category__count">
      {t("index.categoryCount", { count: listing.total })}
      {listing.totalPages > 1 ? ` · ${t("index.page", { page: listing.page, pages: listing.totalPages })}` : ""}
    </p>
  );
}

/**
 * The body every listing of The Index shares (a category, a tag, an author): the categories' nav, the
 * page's posts (or the empty state) and the numbered pages under `url`.
 */
export function IndexPostList({
  categories,
  listing,
  url,
  testId,
}: {
  categories: IndexCategory[];
  listing: IndexListing;
  url: string;
  testId: string;
}) {
  const t = useT<IndexKey>();
  return (
    <>
      <CategoryNav categories={categories} />
      {listing.posts.length === 0 ? (
        <p className="index-empty" data-testid="index-empty">
          {t("index.empty")}
        </p>
      ) : (
        <PostGrid posts={listing.posts} testId={testId} />
      )}
      <CategoryPagination url={url} page={listing.page} totalPages={listing.totalPages} />
    </>
  );
}
