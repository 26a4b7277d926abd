import type { SearchRequestInput, SearchResponse, SearchTokens } from "@ironworks/contracts";
import type { Language, SiteCode } from "@ironworks/domain";
import { inLanguage } from "./recommendations/recommendation-request.ts";

/**
 * The browser's search API client (SPEC §7): a token from /svc_ssr/site/{site}/rfktkn (kept until a
 * minute before it expires; up to 5 retries with backoff), then POST {apiUrl} with the bearer token
 * (up to 3 retries; a 401 fetches a fresh token). Recommendation widgets are cached 1 h.
 * Types only from @ironworks/contracts: no zod in the browser bundle.
 */

/** SPEC §9 widget ids (plus the conventional preview/full-page search ids). */
export const WIDGET = {
  forYou: "rfkid_32",
  similar: "rfkid_31",
  cart: "rfkid_4",
  category: "rfkid_10",
  preview: "rfkid_6",
  search: "rfkid_7",
} as const;

const TOKEN_MARGIN_MS = 60_000;
const TOKEN_RETRIES = 5;
const SEARCH_RETRIES = 3;
const WIDGET_CACHE_MS = 60 * 60_000;

export class SearchError extends Error {
  constructor(
    readonly code: "category_not_found" | "no_response" | "unknown_error",
    message: string,
  ) {
    super(message);
    this.name = "SearchError";
  }
}

const tokens = new Map<SiteCode, Promise<SearchTokens>>();
const widgetCache = new Map<string, { at: number; value: SearchResponse }>();

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

/** 250, 500, 1000, 2000, 4000 ms. */
const backoff = (attempt: number) => Math.min(4000, 250 * 2 ** attempt);

async function fetchTokens(site: SiteCode): Promise<SearchTokens> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= TOKEN_RETRIES; attempt++) {
    if (attempt > 0) await sleep(backoff(attempt - 1));
    try {
      const res = await fetch(`/svc_ssr/site/${site}/rfktkn`, { credentials: "same-origin" });
      if (res.ok) return (await res.json()) as SearchTokens;
      lastError = new Error(`rfktkn answered ${res.status}`);
      if (res.status < 500 && res.status !== 429) break;
    } catch (err) {
      lastError = err;
    }
  }
  throw new SearchError("no_response", lastError instanceof Error ? lastError.message : "no search token");
}

async function tokenFor(site: SiteCode, fresh = false): Promise<SearchTokens> {
  const cached = tokens.get(site);
  if (cached && !fresh) {
    const t = await cached.catch(() => undefined);
    if (t && t.expires - TOKEN_MARGIN_MS > Date.now()) return t;
  }
  const pending = fetchTokens(site);
  tokens.set(site, pending);
  pending.catch(() => tokens.delete(site));
  return pending;
}

/** One search-rec v3 call for a site; `language` (the page's) asks for names and copy in it (ADR 0038). */
export async function searchApi(
  site: SiteCode,
  request: SearchRequestInput,
  options: { signal?: AbortSignal; language?: Language } = {},
): Promise<SearchResponse> {
  const data = options.language ? inLanguage(request, options.language) : request;
  const rfkid = data.widget?.rfkid;
  const cacheable =
    rfkid !== undefined && rfkid !== WIDGET.category && rfkid !== WIDGET.search && rfkid !== WIDGET.preview;
  const key = cacheable ? `${site}|${JSON.stringify(data)}` : "";
  const hit = cacheable ? widgetCache.get(key) : undefined;
  if (hit && Date.now() - hit.at < WIDGET_CACHE_MS) return hit.value;

  let fresh = false;
  let lastError: unknown;
  for (let attempt = 0; attempt <= SEARCH_RETRIES; attempt++) {
    if (attempt > 0) await sleep(backoff(attempt - 1), options.signal);
    const t = await tokenFor(site, fresh);
    fresh = false;
    let res: Response;
    try {
      res = await fetch(t.apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${t.token}` },
        body: JSON.stringify({ data }),
        signal: options.signal ?? null,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      lastError = err;
      continue;
    }
    if (res.ok) {
      const value = (await res.json()) as SearchResponse;
      if (cacheable) widgetCache.set(key, { at: Date.now(), value });
      return value;
    }
    if (res.status === 401) {
      fresh = true;
      lastError = new Error("search token refused");
      continue;
    }
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    // SPEC §8: uri_not_found is category_not_found, and is not retried.
    if (body?.error?.code === "uri_not_found") throw new SearchError("category_not_found", "Category not found");
    lastError = new Error(`search answered ${res.status}`);
    if (res.status < 500 && res.status !== 429) break;
  }
  throw new SearchError("unknown_error", lastError instanceof Error ? lastError.message : "search failed");
}

/** SPEC §5: the invitational shortcut shows when the query is part of "invitational" and longer than 2 characters. */
export function isInvitationalQuery(query: string): boolean {
  const q = query.trim().toLowerCase();
  return q.length > 2 && "invitational".includes(q);
}
