import type { IndexListing } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { CategoryPagination } from "../catalog/category/CategoryPagination.tsx";
import { PostGrid } from "../index/PostCard.tsx";
import type { SearchKey } from "./messages.ts";

export type SearchTab = "products" | "articles";

const tabPath = (q: string, tab: SearchTab) =>
  `/search?q=${encodeURIComponent(q)}${tab === "articles" ? "&tab=articles" : ""}`;

/** Products | Articles (issue #19 item 3): plain links, so they work before hydration. */
export function SearchTabs({
  q,
  tab,
  products,
  articles,
}: {
  q: string;
  tab: SearchTab;
  products: number;
  articles: number;
}) {
  const t = useT<SearchKey>();
  const { href } = useLocaleTools();
  const item = (name: SearchTab, label: string) => (
    <li>
      <Link
        to={href(tabPath(q, name))}
        className="search-tabs__tab"
        aria-current={tab === name ? "page" : undefined}
        data-testid={`search-tab-${name}`}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="search-tabs" aria-label={t("search.tabs.label")}>
      <ul className="search-tabs__list">
        {item("products", t("search.tabs.products", { count: products }))}
        {item("articles", t("search.tabs.articles", { count: articles }))}
      </ul>
    </nav>
  );
}

/** The Articles tab: The Index's posts for the query, 4 a page (SPEC §4/§9). */
export function SearchArticles({ q, products, articles }: { q: string; products: number; articles: IndexListing }) {
  const t = useT<SearchKey>();
  return (
    <main id="main" className="listing-page">
      <header className="listing-header">
        <h1 className="listing-title">{t("search.title", { query: q })}</h1>
        <SearchTabs q={q} tab="articles" products={products} articles={articles.total} />
        <p className="listing-count" role="status">
          {t("search.articles.count", { count: articles.total })}
        </p>
      </header>
      {articles.posts.length === 0 ? (
        <p className="listing-empty" data-testid="search-articles-empty">
          {t("search.articles.empty", { query: q })}
        </p>
      ) : (
        <PostGrid posts={articles.posts} testId="search-articles" headingLevel={2} />
      )}
      <CategoryPagination
        url="/search"
        page={articles.page}
        totalPages={articles.totalPages}
        search={(n) => `?q=${encodeURIComponent(q)}&tab=articles${n === 1 ? "" : `&ap=${n}`}`}
      />
    </main>
  );
}
