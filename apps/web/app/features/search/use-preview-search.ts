import type { SearchResponse } from "@ironworks/contracts";
import type { Language, SiteCode } from "@ironworks/domain";
import { useEffect, useRef, useState } from "react";
import { searchApi, WIDGET } from "./search-client.ts";

/** SPEC §4/§9: the first load waits 500 ms, later queries are debounced 250 ms; 12 products. */
export const FIRST_LOAD_MS = 500;
export const DEBOUNCE_MS = 250;
export const PREVIEW_ITEMS = 12;
const MAX_QUERY = 100;

export interface PreviewResults {
  /** The first load's products, without a query: the "Top Suggestions" when a query finds nothing. */
  initial: SearchResponse | null;
  /** The answer for `query` (null until it arrives). */
  result: SearchResponse | null;
  /** The query `result` answers. */
  query: string;
  /** False until the first load answered (the 8 placeholders show meanwhile). */
  ready: boolean;
  loading: boolean;
  failed: boolean;
}

const request = (keyphrase: string) => ({
  widget: { rfkid: WIDGET.preview },
  n_item: PREVIEW_ITEMS,
  page_number: 1,
  content: { product: {} },
  context: { page: { uri: "/search" } },
  query: { keyphrase: { value: [keyphrase] } },
  suggestion: { keyphrase: { max: 5 }, category: { max: 6 }, trending_category: { max: 6 } },
});

/** Preview answers for the typed query, with the spec's timing; names in the page's `language`. */
export function usePreviewSearch(site: SiteCode, typed: string, language: Language): PreviewResults {
  const query = typed.trim().slice(0, MAX_QUERY);
  const [state, setState] = useState<PreviewResults>({
    initial: null,
    result: null,
    query: "",
    ready: false,
    loading: true,
    failed: false,
  });
  const latest = useRef(query);
  latest.current = query;
  const ready = state.ready;

  // First load, 500 ms after the preview opened: the initial products, and the query if one was typed meanwhile.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const q = latest.current;
      try {
        const [initial, result] = await Promise.all([
          searchApi(site, request(""), { signal: controller.signal, language }),
          q ? searchApi(site, request(q), { signal: controller.signal, language }) : Promise.resolve(null),
        ]);
        setState({ initial, result: result ?? initial, query: q, ready: true, loading: false, failed: false });
      } catch {
        if (!controller.signal.aborted)
          setState({ initial: null, result: null, query: q, ready: true, loading: false, failed: true });
      }
    }, FIRST_LOAD_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [site, language]);

  // Later queries, debounced.
  useEffect(() => {
    if (!ready) return;
    if (query === state.query) return;
    if (query === "" && state.initial) {
      setState((s) => ({ ...s, result: s.initial, query: "", loading: false, failed: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const result = await searchApi(site, request(query), { signal: controller.signal, language });
        setState((s) => ({ ...s, result, query, loading: false, failed: false }));
      } catch {
        if (!controller.signal.aborted) setState((s) => ({ ...s, query, loading: false, failed: true }));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [site, language, query, ready, state.query, state.initial]);

  return state;
}
