import { SearchRequest } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { type Doc, type SearchIndex, siteSlot } from "../search.index.ts";
import type { Judge, QueryClass, RelevanceCase } from "./queries.ts";

/**
 * Scores a ranking against the relevance set: precision@4 (share of the first 4 that are relevant,
 * out of at most as many as exist) and nDCG@10 (graded: must-have skus 2, other relevant 1).
 * The ranking comes from the search service itself, so the figures are those of the page and preview.
 */

export const DEFAULT_SITE: SiteCode = "GBR";

export interface CaseResult {
  case: RelevanceCase;
  /** Catalog skus of the first 10 results. */
  top: string[];
  precision4: number;
  ndcg10: number;
  /** Must-have skus not in the top 4, or (for "relevant") irrelevant skus in the top 4. */
  misses: string[];
  /** Is the first result relevant? */
  firstRelevant: boolean;
  /** How many products the site sells that the case judges relevant. */
  judged: number;
}

/** Runs a keyphrase search for a site and answers product ids in rank order. */
export type Ranker = (site: SiteCode, keyphrase: string) => Promise<number[]>;

/** The search service as a ranker: the same request the search page sends (rfkid_7, first page). */
export function serviceRanker(
  service: {
    query(
      site: SiteCode,
      request: SearchRequest,
    ): Promise<{ content: { product: { value: { productId?: number }[] } } }>;
  },
  language?: string,
): Ranker {
  return async (site, keyphrase) => {
    const request = SearchRequest.parse({
      widget: { rfkid: "rfkid_7" },
      query: { keyphrase: { value: [keyphrase] } },
      n_item: 10,
      ...(language && { context: { locale: { language } } }),
    });
    const res = await service.query(site, request);
    return res.content.product.value.flatMap((p) => (typeof p.productId === "number" ? [p.productId] : []));
  };
}

function matches(index: SearchIndex, doc: Doc, judge: Judge): boolean {
  if (judge.skus && !judge.skus.includes(doc.sku)) return false;
  if (judge.brand !== undefined && doc.brand !== judge.brand) return false;
  if (judge.name && !judge.name.test(doc.name)) return false;
  if (judge.category !== undefined) {
    const category = index.categoryByUrl.get(judge.category);
    if (!category || !doc.categoryIds.includes(category.id)) return false;
  }
  return true;
}

/** Gain of a product for a case: 2 for a must-have sku, 1 for any other relevant product, else 0. */
export function gainOf(index: SearchIndex, c: RelevanceCase, doc: Doc): number {
  if (Array.isArray(c.top4) && c.top4.includes(doc.sku)) return 2;
  return c.relevant.some((j) => matches(index, doc, j)) ? 1 : 0;
}

const dcg = (gains: number[]) => gains.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

export async function evaluateCase(index: SearchIndex, rank: Ranker, c: RelevanceCase): Promise<CaseResult> {
  const site = c.site ?? DEFAULT_SITE;
  const slot = siteSlot(site);
  const ids = await rank(site, c.q);
  const docs = ids.flatMap((id) => index.byProductId.get(id) ?? []);
  const gains = docs.map((d) => gainOf(index, c, d));
  const ideal = index.docs
    .filter((d) => d.offers[slot] !== undefined)
    .map((d) => gainOf(index, c, d))
    .filter((g) => g > 0)
    .sort((a, b) => b - a);
  const top4 = docs.slice(0, 4);
  const possible = Math.min(4, ideal.length);
  const relevantTop4 = gains.slice(0, 4).filter((g) => g > 0).length;
  const misses = Array.isArray(c.top4)
    ? c.top4.filter((sku) => !top4.some((d) => d.sku === sku))
    : top4
        .slice(0, possible)
        .filter((_d, i) => (gains[i] ?? 0) === 0)
        .map((d) => d.sku);
  if (c.top4 === "relevant" && top4.length < possible) misses.push(`(${possible - top4.length} missing)`);
  const idcg = dcg(ideal.slice(0, 10));
  return {
    case: c,
    top: docs.slice(0, 10).map((d) => d.sku),
    precision4: possible === 0 ? 1 : Math.min(relevantTop4, possible) / possible,
    ndcg10: idcg === 0 ? 1 : dcg(gains.slice(0, 10)) / idcg,
    misses,
    firstRelevant: (gains[0] ?? 0) > 0,
    judged: ideal.length,
  };
}

export interface Summary {
  queries: number;
  precision4: number;
  ndcg10: number;
  /** Cases whose must-have products are all in the top 4. */
  passing: number;
}

export function summarize(results: CaseResult[]): Record<QueryClass | "all", Summary> {
  const out = {} as Record<QueryClass | "all", Summary>;
  const groups = new Map<QueryClass | "all", CaseResult[]>([["all", results]]);
  for (const r of results) groups.set(r.case.class, [...(groups.get(r.case.class) ?? []), r]);
  for (const [name, list] of groups) {
    const mean = (f: (r: CaseResult) => number) => list.reduce((s, r) => s + f(r), 0) / list.length;
    out[name] = {
      queries: list.length,
      precision4: mean((r) => r.precision4),
      ndcg10: mean((r) => r.ndcg10),
      passing: list.filter((r) => r.misses.length === 0).length,
    };
  }
  return out;
}
