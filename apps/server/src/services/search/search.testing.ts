import type { SearchRequestInput, SearchResponse, SearchTokens } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { expect } from "vitest";
import { fetchJson } from "../../testing/http.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** Helpers for the search HTTP suites: tokens per site, and search-rec v3 calls with them. */
export function searchClient(store: () => TestStore) {
  const tokens = new Map<SiteCode, SearchTokens>();

  async function tokenFor(site: SiteCode = "USA"): Promise<SearchTokens> {
    let t = tokens.get(site);
    if (!t) {
      const { body } = await fetchJson<SearchTokens>(store(), `/svc_ssr/site/${site}/rfktkn`);
      t = body;
      tokens.set(site, t);
    }
    return t;
  }

  /** The raw response of a search call. */
  async function post(body: unknown, options: { site?: SiteCode; token?: string | null; path?: string } = {}) {
    const t = await tokenFor(options.site ?? "USA");
    const headers: Record<string, string> = { "content-type": "application/json" };
    const token = options.token === undefined ? t.token : options.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    return store().request(options.path ?? t.apiUrl, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  /** 200 and the search response for `data`. */
  async function search(data: SearchRequestInput, site: SiteCode = "USA"): Promise<SearchResponse> {
    const res = await post({ data }, { site });
    const text = await res.text();
    expect({ status: res.status, body: text.slice(0, 400) }).toMatchObject({ status: 200 });
    return JSON.parse(text) as SearchResponse;
  }

  /** Product names of a keyphrase search, in order. */
  async function names(keyphrase: string, site: SiteCode = "USA", extra: SearchRequestInput = {}) {
    const r = await search({ query: { keyphrase: { value: [keyphrase] } }, n_item: 80, ...extra }, site);
    return r.content.product.value.map((p) => p.name);
  }

  return { tokenFor, post, search, names };
}
