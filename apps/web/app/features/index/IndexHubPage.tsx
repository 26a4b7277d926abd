import { THE_INDEX } from "./brand.ts";
import type { IndexHub } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { CategoryNav } from "./CategoryNav.tsx";
import type { IndexKey } from "./messages.ts";
import { PostCard, PostGrid } from "./PostCard.tsx";

/** /theindex: the featured story, the latest stories and a row per category. */
export function IndexHubPage({ hub }: { hub: IndexHub }) {
  const t = useT<IndexKey>();
  return (
    <main id="main" className="index-page index-hub">
      <header className="index-hub__header">
        <h1>{THE_INDEX}</h1>
        <p className="index-hub__intro">{t("index.intro")}</p>
        <CategoryNav categories={hub.categories.map((c) => c.category)} />
      </header>
      {!hub.featured ? (
        <p className="index-empty" data-testid="index-empty">
          {t("index.empty")}
        </p>
      ) : (
        <>
          <section aria-labelledby="index-featured" className="index-hub__featured">
            <h2 id="index-featured" className="visually-hidden">
              {t("index.featured")}
            </h2>
            <PostCard post={hub.featured} size="large" priority />
          </section>
          {hub.latest.length ? (
            <section aria-labelledby="index-latest">
              <h2 id="index-latest">{t("index.latest")}</h2>
              <PostGrid posts={hub.latest} testId="index-latest" />
            </section>
          ) : null}
          {hub.categories
            .filter((row) => row.posts.length)
            .map(({ category, posts }) => (
              <section key={category.id} aria-labelledby={`index-cat-${category.slug}`} className="index-hub__row">
                <div className="index-hub__row-head">
                  <h2 id={`index-cat-${category.slug}`}>{category.name}</h2>
                  <Link to={`/theindex/${category.slug}`} className="index-hub__see-all">
                    {t("index.seeAll", { category: category.name })}
                  </Link>
                </div>
                <PostGrid posts={posts} />
              </section>
            ))}
        </>
      )}
    </main>
  );
}
