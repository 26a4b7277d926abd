import type { IndexCategory, IndexListing } from "@ironworks/contracts";
import { useT } from "../../lib/i18n/messages.ts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { THE_INDEX } from "./brand.ts";
import { CategoryNav } from "./CategoryNav.tsx";
import type { IndexKey } from "./messages.ts";
import { PostGrid } from "./PostCard.tsx";

/** /theindex/tag/{tag} and /theindex/author/{author}: a heading, 20 posts a page, numbered pages. */
export function IndexArchivePage({
  kind,
  title,
  description,
  avatar,
  url,
  categories,
  listing,
}: {
  kind: "tag" | "author";
  title: string;
  description?: string;
  avatar?: string;
  url: string;
  categories: IndexCategory[];
  listing: IndexListing;
}) {
  const t = useT<IndexKey>();
  return (
    <main id="main" className={`index-page index-archive index-archive--${kind}`}>
      <Breadcrumbs items={[{ label: THE_INDEX, url: "/theindex" }, { label: title }]} />
      <header className="index-archive__header">
        {avatar ? (
          <ResponsiveImage
            src={avatar}
            alt=""
            width={800}
            height={800}
            displayWidth={96}
            className="index-author__avatar"
          />
        ) : null}
        <div>
          <p className="index-card__kicker">{t(kind === "tag" ? "index.archive.tag" : "index.archive.author")}</p>
          <h1>{kind === "tag" ? `#${title}` : title}</h1>
          {description ? <p className="index-category__headline">{description}</p> : null}
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
        <PostGrid posts={listing.posts} testId="index-archive-posts" />
      )}
      <CategoryPagination url={url} page={listing.page} totalPages={listing.totalPages} />
    </main>
  );
}
