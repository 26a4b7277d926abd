import { THE_INDEX } from "./brand.ts";
import type { IndexCategory, IndexListing } from "@ironworks/contracts";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { IndexListingCount, IndexPostList } from "./IndexPostList.tsx";
import { BANNER } from "./PostCard.tsx";

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
          <IndexListingCount listing={listing} />
        </div>
      </header>
      <IndexPostList
        categories={categories}
        listing={listing}
        url={`/theindex/${category.slug}`}
        testId="index-category-posts"
      />
    </main>
  );
}
