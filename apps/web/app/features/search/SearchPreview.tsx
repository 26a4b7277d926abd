import type { SearchProduct, SearchResponse } from "@ironworks/contracts";
import { languageOf, type SiteCode } from "@ironworks/domain";
import { type KeyboardEvent, type MutableRefObject, type ReactNode, useEffect, useMemo, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import type { ShellKey } from "../shell/messages.ts";
import { TileRating } from "../catalog/TileRating.tsx";
import { isInvitationalQuery } from "./search-client.ts";
import { type PreviewArticle, usePreviewArticles } from "./use-preview-articles.ts";
import { PREVIEW_ITEMS, usePreviewSearch } from "./use-preview-search.ts";

/** SPEC §4/§9: 8 placeholders, up to 12 products, "Did You Mean?" up to 4, "Shop By" up to 6. */
const PLACEHOLDERS = 8;
const DID_YOU_MEAN = 4;
const SHOP_BY = 6;
/** The event shortcut's name (an event's name: the same in every language). */
const INVITATIONAL = "The Invitational";

/** What the search box asks of the (lazily loaded) preview. */
export interface PreviewApi {
  /** Arrow keys and Enter on the input; true when the preview handled the key. */
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): boolean;
  /** The redirect for a query when the preview already knows it (SPEC §4: Enter goes to redirect_url). */
  redirectFor(query: string): string | undefined;
}

export interface SearchPreviewProps {
  site: SiteCode;
  query: string;
  open: boolean;
  listboxId: string;
  api: MutableRefObject<PreviewApi | null>;
  onActiveChange(id: string | undefined): void;
  /** Navigates (a locale-less path) and closes the preview. */
  go(path: string): void;
}

interface Option {
  id: string;
  path: string;
  content: ReactNode;
  label: string;
  kind: "shortcut" | "suggestion" | "product" | "article" | "all";
}

/** An option as the arrow keys remember it. */
type ActiveKey = Pick<Option, "id" | "path">;
const keyOf = (o: Option | undefined): ActiveKey | null => (o ? { id: o.id, path: o.path } : null);
const indexOfKey = (options: Option[], key: ActiveKey | null) =>
  key ? options.findIndex((o) => o.id === key.id && o.path === key.path) : -1;

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

function paidPrice(p: SearchProduct): { now: number | null; was: number | null } {
  if (p.special_price !== undefined && p.price !== null && p.special_price < p.price)
    return { now: p.special_price, was: p.price };
  return { now: p.price, was: null };
}

function ProductOption({ product }: { product: SearchProduct }) {
  const { price } = useLocaleTools();
  const t = useT<ShellKey>();
  const { now, was } = paidPrice(product);
  return (
    <>
      <span className="search-preview__thumb" aria-hidden="true">
        {product.thumbnail ? <img src={product.thumbnail} alt="" width={64} height={64} loading="lazy" /> : null}
      </span>
      <span className="search-preview__product-text">
        <span className="search-preview__product-name">{product.name}</span>
        <TileRating rating={product.rating} />
        <span className="search-preview__product-price">
          {now === null ? (
            t(product.type === "giftcard" ? "shell.product.chooseAmount" : "shell.product.seeOptions")
          ) : (
            <>
              {price(now)}
              {was !== null ? (
                <s className="search-preview__was">
                  <span className="visually-hidden">{t("shell.price.regular")} </span>
                  {price(was)}
                </s>
              ) : null}
            </>
          )}
        </span>
      </span>
    </>
  );
}

function ArticleOption({ article }: { article: PreviewArticle }) {
  return (
    <>
      <span className="search-preview__thumb search-preview__thumb--article" aria-hidden="true">
        {article.featuredImagePath ? (
          <img src={article.featuredImagePath} alt="" width={64} height={36} loading="lazy" />
        ) : null}
      </span>
      <span className="search-preview__article-title">{article.title}</span>
    </>
  );
}

/** The header search preview: suggestions and products for the typed query, as a listbox of the combobox. */
export function SearchPreview({ site, query, open, listboxId, api, onActiveChange, go }: SearchPreviewProps) {
  // Product names and suggestions in the page's language (ADR 0038).
  const language = languageOf(useLocale().locale);
  const preview = usePreviewSearch(site, query, language);
  // The Index's articles for the query (issue #19 item 3), 4 of them, beside the products.
  const articles = usePreviewArticles(query, language, open);
  const t = useT<ShellKey>();
  const trimmed = query.trim();
  const current = preview.result && preview.query === trimmed.slice(0, 100) ? preview.result : null;
  const shown: SearchResponse | null = current ?? preview.result;
  const noResults = current !== null && trimmed !== "" && current.total_item === 0;
  const products = noResults ? (preview.initial?.content.product.value ?? []) : (shown?.content.product.value ?? []);
  const productsTitle = t(
    noResults ? "shell.preview.topSuggestions" : trimmed ? "shell.preview.products" : "shell.preview.popular",
  );

  const suggestions = useMemo(() => {
    const s = shown?.suggestion;
    const didYouMean = (s?.keyphrase ?? []).filter((k) => k.text.toLowerCase() !== trimmed.toLowerCase());
    if (trimmed && didYouMean.length > 0)
      return {
        title: t("shell.preview.didYouMean"),
        items: didYouMean.slice(0, DID_YOU_MEAN).map((k) => ({ text: k.text, path: searchPath(k.text) })),
      };
    const categories = s?.category?.length ? s.category : (s?.trending_category ?? []);
    return {
      title: t("shell.preview.shopBy"),
      items: categories.slice(0, SHOP_BY).map((c) => ({ text: c.text, path: c.url ?? searchPath(c.text) })),
    };
  }, [shown, trimmed, t]);

  const options: Option[] = useMemo(() => {
    const list: Option[] = [];
    if (isInvitationalQuery(trimmed))
      list.push({
        id: `${listboxId}-inv`,
        path: "/invitational",
        label: INVITATIONAL,
        content: INVITATIONAL,
        kind: "shortcut",
      });
    suggestions.items.forEach((s, i) => {
      list.push({ id: `${listboxId}-s${i}`, path: s.path, label: s.text, content: s.text, kind: "suggestion" });
    });
    if (preview.ready)
      products.slice(0, PREVIEW_ITEMS).forEach((p, i) => {
        list.push({
          id: `${listboxId}-p${i}`,
          path: p.url,
          label: p.name,
          content: <ProductOption product={p} />,
          kind: "product",
        });
      });
    articles.forEach((a, i) => {
      list.push({
        id: `${listboxId}-a${i}`,
        path: a.path,
        label: a.title,
        content: <ArticleOption article={a} />,
        kind: "article",
      });
    });
    if (trimmed && current && current.total_item > 0)
      list.push({
        id: `${listboxId}-all`,
        path: current.redirect_url ?? searchPath(trimmed),
        label: t("shell.preview.viewAll", { count: current.total_item }),
        content: t("shell.preview.viewAll", { count: current.total_item }),
        kind: "all",
      });
    return list;
  }, [trimmed, suggestions, products, articles, preview.ready, current, listboxId, t]);

  // The active option by its id and path, not its place: a list that changes under the same query
  // (the articles' or the products' answer landing while the shopper walks it with the arrow keys)
  // keeps it active where it still is. A new query, or closing the preview, starts with none.
  const [activeKey, setActiveKey] = useState<ActiveKey | null>(null);
  const [activeFor, setActiveFor] = useState({ trimmed, open });
  if (activeFor.trimmed !== trimmed || activeFor.open !== open) {
    setActiveFor({ trimmed, open });
    setActiveKey(null);
  }
  const active = indexOfKey(options, activeKey);
  useEffect(
    () => onActiveChange(open && active >= 0 ? options[active]?.id : undefined),
    [active, open, options, onActiveChange],
  );
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(options[active]?.id ?? "")?.scrollIntoView?.({ block: "nearest" });
  }, [active, options]);

  api.current = {
    onKeyDown(e) {
      const n = options.length;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (n === 0) return true;
        e.preventDefault();
        const down = e.key === "ArrowDown";
        setActiveKey((key) => {
          const a = indexOfKey(options, key);
          return keyOf(options[down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1]);
        });
        return true;
      }
      if (e.key === "Enter" && active >= 0 && options[active]) {
        e.preventDefault();
        go(options[active].path);
        return true;
      }
      return false;
    },
    redirectFor(q) {
      const r = preview.result;
      return r && preview.query === q.trim().slice(0, 100) ? r.redirect_url : undefined;
    },
  };

  const renderOption = (o: Option) => (
    // The combobox pattern: options stay out of the tab order; the input moves through them with the
    // arrow keys (aria-activedescendant) and Enter, the mouse clicks them.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard is handled by the combobox input
    <div
      key={o.id}
      id={o.id}
      role="option"
      tabIndex={-1}
      aria-selected={options[active]?.id === o.id}
      className={`search-preview__option search-preview__option--${o.kind}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => go(o.path)}
    >
      {o.content}
    </div>
  );
  const group = (kind: Option["kind"]) => options.filter((o) => o.kind === kind).map(renderOption);
  const groupProps = (label: string, kind: string) => ({
    role: "group",
    "aria-label": label,
    className: `search-preview__group search-preview__group--${kind}`,
  });

  return (
    <div className="search-preview" hidden={!open} data-testid="search-preview">
      <p className="visually-hidden" role="status">
        {preview.ready && noResults ? t("shell.preview.noResultsFor", { query: trimmed }) : ""}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={t("shell.search.suggestions")}
        className="search-preview__listbox"
        aria-busy={preview.loading}
      >
        {isInvitationalQuery(trimmed) ? (
          <div {...groupProps(t("shell.preview.event"), "shortcut")}>{group("shortcut")}</div>
        ) : null}
        {suggestions.items.length > 0 ? (
          <div {...groupProps(suggestions.title, "suggestions")}>
            <span className="search-preview__title" aria-hidden="true">
              {suggestions.title}
            </span>
            {group("suggestion")}
          </div>
        ) : null}
        <div {...groupProps(productsTitle, "products")}>
          {noResults ? (
            <span className="search-preview__empty" aria-hidden="true">
              {t("shell.preview.noResults")}
            </span>
          ) : null}
          <span className="search-preview__title" aria-hidden="true">
            {productsTitle}
          </span>
          <div className="search-preview__products">
            {preview.ready
              ? group("product")
              : Array.from({ length: PLACEHOLDERS }, (_, i) => (
                  <span
                    key={i}
                    aria-hidden="true"
                    className="search-preview__placeholder"
                    data-testid="search-placeholder"
                  />
                ))}
          </div>
          {preview.failed ? <span className="search-preview__error">{t("shell.preview.unavailable")}</span> : null}
          {group("all")}
        </div>
        {articles.length > 0 ? (
          <div {...groupProps(t("shell.preview.articles"), "articles")} data-testid="search-preview-articles">
            <span className="search-preview__title" aria-hidden="true">
              {t("shell.preview.articles")}
            </span>
            {group("article")}
          </div>
        ) : null}
      </div>
    </div>
  );
}
