import type { FacetValue } from "@ironworks/contracts";
import { localizeMeasures, SITES, type SiteCode } from "@ironworks/domain";
import { DEAL_TYPE_LABELS, FACETS, type FacetName, PRICE_BAND_EDGES } from "./search.config.ts";
import { bandKey, docKeys, type FacetFilter, facetValueId } from "./search.filters.ts";
import type { CategoryInfo, Doc, Offer, SearchIndex } from "./search.index.ts";
import { siteSlot } from "./search.index.ts";
import { corrections, matchText } from "./search.match.ts";
import { type Phrase, suggestPhrases } from "./search.phrases.ts";

/** Where results come from before filters: everything, a category, the featured set, or a ranked list (recommendations). */
export type Scope =
  | { kind: "all" }
  | { kind: "category"; category: CategoryInfo }
  | { kind: "featured" }
  | { kind: "deals" }
  | { kind: "ranked"; docs: Doc[] };

export interface SortKey {
  name: string;
  order: "asc" | "desc";
}

export interface Plan {
  site: SiteCode;
  keyphrase: string;
  scope: Scope;
  /** Gift-guide bands: only what costs less than this (site currency). */
  priceBelow?: number | undefined;
  filters: FacetFilter[];
  sort: SortKey[];
  page: number;
  nItem: number;
  /** null: no facets asked for. `max` -1 = unlimited. */
  facets: { names: FacetName[]; max: number; perFacet: Partial<Record<FacetName, number>> } | null;
  suggestions: { keyphrase: number; category: number; trending: number };
}

export interface FacetOut {
  name: FacetName;
  display: string;
  total: number;
  values: FacetValue[];
}

export interface Outcome {
  total: number;
  docs: Doc[];
  facets: FacetOut[];
  suggestions: { keyphrase: Phrase[]; category: CategoryInfo[]; trending: CategoryInfo[] };
  sort: SortKey;
}

/** A featured score at or above this means a deal or a featured (new gear) product. */
const FEATURED_FLOOR = 2_000_000;

export function runQuery(index: SearchIndex, plan: Plan): Outcome {
  const slot = siteSlot(plan.site);
  const scope = plan.scope;
  const inScope = scopeTest(scope, slot);
  const cap = plan.priceBelow;
  const sold = (doc: Doc): Offer | undefined => {
    const offer = doc.offers[slot];
    if (!offer) return undefined;
    if (cap !== undefined && (offer.final === null || offer.final >= cap)) return undefined;
    return offer;
  };

  // 1. The candidates, with relevance when there is a keyphrase.
  let base: Doc[];
  let scores: Map<number, number> | undefined;
  const keyphrase = plan.keyphrase.trim();
  if (keyphrase !== "") {
    const match = matchText(index, keyphrase, (ix) => {
      const doc = index.docs[ix];
      return doc !== undefined && sold(doc) !== undefined && inScope(doc);
    });
    scores = match.scores;
    base = [];
    for (const ix of scores.keys()) {
      const doc = index.docs[ix];
      if (doc) base.push(doc);
    }
  } else {
    base = scopeDocs(index, scope, slot).filter((d) => sold(d) !== undefined);
  }

  // 2. Filters, and facet counts where each facet ignores its own filter (disjunctive facets).
  const filters = plan.filters;
  const all = (1 << filters.length) - 1;
  const wanted = plan.facets ? plan.facets.names : [];
  const counts = new Map<FacetName, Map<string, number>>(wanted.map((f) => [f, new Map()]));
  const filterBit = new Map<FacetName, number>(filters.map((f, i) => [f.facet, i]));
  const passing: Doc[] = [];
  for (const doc of base) {
    const offer = sold(doc) as Offer;
    let mask = 0;
    for (let i = 0; i < filters.length; i++) if ((filters[i] as FacetFilter).test(doc, offer)) mask |= 1 << i;
    if (mask === all) passing.push(doc);
    if (wanted.length === 0) continue;
    const missing = all ^ mask;
    // Counts for facet f need every filter but f's own.
    if (missing !== 0 && (missing & (missing - 1)) !== 0) continue;
    for (const facet of wanted) {
      const bit = filterBit.get(facet);
      if (missing !== 0 && (bit === undefined || missing !== 1 << bit)) continue;
      const facetCounts = counts.get(facet) as Map<string, number>;
      for (const key of docKeys(index, doc, offer, slot, facet)) facetCounts.set(key, (facetCounts.get(key) ?? 0) + 1);
    }
  }

  // 3. Order and page.
  const sort = plan.sort[0] ?? { name: scores ? "relevance" : "featured", order: "desc" };
  passing.sort(comparator(plan, slot, scores));
  const start = (plan.page - 1) * plan.nItem;
  const docs = plan.nItem > 0 ? passing.slice(start, start + plan.nItem) : [];

  return {
    total: passing.length,
    docs,
    facets: plan.facets ? buildFacets(index, plan, counts, filters) : [],
    suggestions: {
      keyphrase: suggestPhrases(index.phrases, keyphrase, slot, plan.suggestions.keyphrase, (t) =>
        corrections(index, t),
      ),
      category: categorySuggestions(index, plan, slot, base, scores),
      trending: (index.trending[slot] ?? []).slice(0, plan.suggestions.trending),
    },
    sort,
  };
}

function scopeTest(scope: Scope, slot: number): (doc: Doc) => boolean {
  switch (scope.kind) {
    case "deals":
      return (doc) => doc.offers[slot]?.deal !== undefined;
    case "featured":
      return (doc) => (doc.offers[slot]?.featured ?? 0) >= FEATURED_FLOOR;
    case "category": {
      const id = scope.category.id;
      return (doc) => doc.categoryIds.includes(id);
    }
    case "ranked": {
      const ids = new Set(scope.docs.map((d) => d.ix));
      return (doc) => ids.has(doc.ix);
    }
    default:
      return () => true;
  }
}

function scopeDocs(index: SearchIndex, scope: Scope, slot: number): Doc[] {
  switch (scope.kind) {
    case "category":
      return index.members.get(scope.category.id) ?? [];
    case "featured":
      return (index.featured[slot] ?? []).filter((d) => (d.offers[slot]?.featured ?? 0) >= FEATURED_FLOOR);
    case "deals":
      return (index.featured[slot] ?? []).filter((d) => d.offers[slot]?.deal !== undefined);
    case "ranked":
      return scope.docs;
    default:
      return index.featured[slot] ?? [];
  }
}

function comparator(plan: Plan, slot: number, scores: Map<number, number> | undefined): (a: Doc, b: Doc) => number {
  const scope = plan.scope;
  const rank =
    scope.kind === "ranked"
      ? new Map(scope.docs.map((d, i) => [d.ix, i]))
      : (undefined as Map<number, number> | undefined);
  const categoryId = scope.kind === "category" ? scope.category.id : undefined;
  // "featured": merchandising order in a category, the given order of a ranked list, else the featured score.
  const featured = (a: Doc, b: Doc) => {
    if (rank) return (rank.get(a.ix) ?? 0) - (rank.get(b.ix) ?? 0);
    if (categoryId !== undefined) return (a.positions.get(categoryId) ?? 0) - (b.positions.get(categoryId) ?? 0);
    return (b.offers[slot]?.featured ?? 0) - (a.offers[slot]?.featured ?? 0);
  };
  const relevance = (a: Doc, b: Doc) => (scores ? (scores.get(b.ix) ?? 0) - (scores.get(a.ix) ?? 0) : 0);
  const final = (d: Doc) => d.offers[slot]?.final ?? null;
  const keys: ((a: Doc, b: Doc) => number)[] = [];
  for (const s of plan.sort.length
    ? plan.sort
    : [{ name: scores ? "relevance" : "featured", order: "desc" as const }]) {
    const dir = s.order === "asc" ? 1 : -1;
    switch (s.name) {
      case "relevance":
      case "best_match":
        keys.push(scores ? relevance : featured);
        break;
      case "featured":
      case "review":
        // "featured desc" is the natural order; asc reverses it.
        keys.push((a, b) => -dir * featured(a, b));
        break;
      case "price":
      case "final_price":
        keys.push((a, b) => {
          const pa = final(a);
          const pb = final(b);
          if (pa === pb) return 0;
          if (pa === null) return 1; // unpriced last either way
          if (pb === null) return -1;
          return dir * (pa - pb);
        });
        break;
      case "name":
      case "title":
        keys.push((a, b) => dir * (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0));
        break;
      case "newest":
      case "created_at":
        keys.push((a, b) => dir * (a.createdAt - b.createdAt || a.productId - b.productId));
        break;
      default:
        break;
    }
  }
  keys.push(relevance, featured, (a, b) => a.productId - b.productId);
  return (a, b) => {
    for (const k of keys) {
      const c = k(a, b);
      if (c !== 0) return c;
    }
    return 0;
  };
}

const bandFormats = new Map<string, Intl.NumberFormat>();
function money(amount: number, site: SiteCode): string {
  const { currency } = SITES[site];
  const tag = site === "EUR" ? "de-DE" : site === "GBR" ? "en-GB" : "en-US";
  let f = bandFormats.get(`${tag}|${currency}`);
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    bandFormats.set(`${tag}|${currency}`, f);
  }
  return f.format(amount);
}

export function bandLabel(band: number, site: SiteCode): string {
  const min = band === 0 ? 0 : (PRICE_BAND_EDGES[band - 1] as number);
  const max = PRICE_BAND_EDGES[band];
  if (band === 0) return `Under ${money(max as number, site)}`;
  if (max === undefined) return `${money(min, site)} & Above`;
  return `${money(min, site)} – ${money(max, site)}`;
}

function labelOf(index: SearchIndex, facet: FacetName, key: string, site: SiteCode): string {
  switch (facet) {
    case "category":
      return index.categories.get(Number(key))?.name ?? key;
    case "price": {
      const band = PRICE_BAND_EDGES.findIndex((_, i) => bandKey(i) === key);
      return bandLabel(band >= 0 ? band : PRICE_BAND_EDGES.length, site);
    }
    case "deal_type":
      return DEAL_TYPE_LABELS[key] ?? key;
    case "rating":
      // The storefront shows its own words for it ("4 Sterne & mehr", from `min`).
      return `${key} Stars & Up`;
    default:
      // Size values ("45 lb") read in the site's units like the product names (ADR 0020).
      return localizeMeasures(index.labels[facet].get(key) ?? key, site);
  }
}

function buildFacets(
  index: SearchIndex,
  plan: Plan,
  counts: Map<FacetName, Map<string, number>>,
  filters: FacetFilter[],
): FacetOut[] {
  const out: FacetOut[] = [];
  const scopeCategory = plan.scope.kind === "category" ? plan.scope.category.id : undefined;
  for (const def of FACETS) {
    const facetCounts = counts.get(def.name);
    if (!facetCounts || !plan.facets) continue;
    const selected = filters.find((f) => f.facet === def.name)?.selected ?? new Set<string>();
    for (const key of selected) if (!facetCounts.has(key) && def.name !== "price") facetCounts.set(key, 0);
    if (scopeCategory !== undefined && def.name === "category") facetCounts.delete(String(scopeCategory));
    let values: FacetValue[] = [...facetCounts].map(([key, count]) => {
      const value: FacetValue = {
        id: facetValueId(def.name, key),
        text: labelOf(index, def.name, key, plan.site),
        count,
        in_content: "product",
      };
      if (def.name === "price") {
        const [min, max] = key.split("-");
        value.min = Number(min);
        if (max) value.max = Number(max);
      }
      if (def.name === "rating") value.min = Number(key);
      if (def.name === "category") value.url = index.categories.get(Number(key))?.url ?? "";
      if (selected.has(key)) value.selected = true;
      return value;
    });
    if (values.length === 0) continue;
    values.sort(valueOrder(def.name));
    const max = plan.facets.perFacet[def.name] ?? plan.facets.max;
    const total = values.length;
    if (max >= 0 && values.length > max) {
      // Keep selected values visible even past the cut.
      const head = values.slice(0, max);
      const kept = values.slice(max).filter((v) => v.selected);
      values = [...head, ...kept];
    }
    out.push({ name: def.name, display: def.display, total, values });
  }
  return out;
}

function valueOrder(facet: FacetName): (a: FacetValue, b: FacetValue) => number {
  if (facet === "price") return (a, b) => (a.min ?? 0) - (b.min ?? 0);
  if (facet === "rating") return (a, b) => (b.min ?? 0) - (a.min ?? 0);
  if (facet === "size")
    return (a, b) => {
      const na = Number(a.text);
      const nb = Number(b.text);
      if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
      return a.text.localeCompare(b.text, "en");
    };
  return (a, b) => b.count - a.count || a.text.localeCompare(b.text, "en");
}

/**
 * "Shop By": categories holding the matches, by their best match's relevance (leaf categories
 * first) — so "rower" suggests Conditioning, where the rower is, before the category of its five
 * parts — or, without a keyphrase, the scope's children / the top level.
 */
function categorySuggestions(
  index: SearchIndex,
  plan: Plan,
  slot: number,
  base: Doc[],
  scores: Map<number, number> | undefined,
): CategoryInfo[] {
  const max = plan.suggestions.category;
  if (max <= 0) return [];
  if (scores) {
    const best = new Map<number, { score: number; count: number }>();
    for (const doc of base) {
      const score = scores.get(doc.ix) ?? 0;
      for (const id of doc.categoryIds) {
        if (!index.categories.get(id)?.visible[slot]) continue;
        const b = best.get(id);
        if (b) {
          b.score = Math.max(b.score, score);
          b.count++;
        } else best.set(id, { score, count: 1 });
      }
    }
    return [...best]
      .flatMap(([id, b]) => {
        const c = index.categories.get(id);
        return c ? [{ c, ...b }] : [];
      })
      .sort(
        (a, b) =>
          Number(a.c.depth === 0) - Number(b.c.depth === 0) ||
          b.score - a.score ||
          b.count - a.count ||
          a.c.id - b.c.id,
      )
      .slice(0, max)
      .map((x) => x.c);
  }
  const parentId = plan.scope.kind === "category" ? plan.scope.category.id : null;
  return [...index.categories.values()]
    .filter((c) => c.parentId === parentId && c.inMenu && c.visible[slot])
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .slice(0, max);
}
