import type { Language } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { DEBOUNCE_MS } from "./use-preview-search.ts";

/** SPEC §4/§9: The Index's search shows 4 articles a page. */
export const PREVIEW_ARTICLES = 4;
const MAX_QUERY = 100;

/** One article of the Index's WordPress-style search (`/wp-json/wp/v2/search`). */
export interface PreviewArticle {
  id: number;
  title: string;
  /** The storefront's locale-less path (`/theindex/{category}/{slug}`). */
  path: string;
  featuredImagePath: string;
}

const decode = (html: string) =>
  html
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#039;", "'")
    .replaceAll("&amp;", "&");

/**
 * The Index articles matching the typed query, for the header preview (issue #19 item 3): debounced
 * like the products; an empty query or a failed call shows none (SPEC §10: index failures are silent).
 */
export function usePreviewArticles(typed: string, language: Language, enabled: boolean): PreviewArticle[] {
  const query = typed.trim().slice(0, MAX_QUERY);
  const [state, setState] = useState<{ query: string; articles: PreviewArticle[] }>({ query: "", articles: [] });
  useEffect(() => {
    if (!enabled || query === "") {
      setState({ query: "", articles: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({
          search: query,
          type: "post",
          subtype: "post",
          per_page: String(PREVIEW_ARTICLES),
          lang: language,
        });
        const res = await fetch(`/wp-json/wp/v2/search?${params}`, { signal: controller.signal });
        const body = res.ok ? ((await res.json()) as PreviewArticle[]) : [];
        setState({
          query,
          articles: body.slice(0, PREVIEW_ARTICLES).map((a) => ({
            id: a.id,
            title: decode(a.title),
            path: a.path,
            featuredImagePath: a.featuredImagePath,
          })),
        });
      } catch {
        if (!controller.signal.aborted) setState({ query, articles: [] });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language, enabled]);
  // The last answer stays while the next query is on its way (as the products do).
  return query === "" ? [] : state.articles;
}
