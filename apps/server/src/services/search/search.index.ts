import { displayPrice, fromMinor, SITE_CODES, SITES, type SiteCode } from "@ironworks/domain";
import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { FEATURED_SOURCE_CATEGORIES, PRICE_BAND_EDGES, QUOTED_SKU } from "./search.config.ts";
import type { CategoryInfo, Doc, FacetKey, Offer } from "./search.doc.ts";
import type { CatalogSnapshot, SourceCategory, SourceProduct } from "./search.source.ts";
import { COMPOUNDING, compoundParts } from "./search.languages.ts";
import { type Analyzer, ENGLISH, normalize } from "./search.text.ts";
import { buildPhrases, type PhraseIndex } from "./search.phrases.ts";
import { categoryHeads, DEFAULT_RANKING, type RankingConfig, typeWordsOf } from "./search.rank.ts";

/** Site codes by position: per-site data lives in arrays indexed by this. */
export const SITE_SLOTS: readonly SiteCode[] = SITE_CODES;
export const siteSlot = (code: SiteCode): number => SITE_SLOTS.indexOf(code);

export type { CategoryInfo, Doc, FacetKey, Offer } from "./search.doc.ts";

export interface SearchIndex {
  version: string;
  builtAt: number;
  /** The earliest promo start or end after builtAt: prices must be recomputed then. */
  validUntil: number;
  docs: Doc[];
  byProductId: Map<number, Doc>;
  bySku: Map<string, Doc>;
  byUrl: Map<string, Doc>;
  text: MiniSearch<TextDoc>;
  /** The language the index's text is in and how its words are analysed (ADR 0038). */
  analyzer: Analyzer;
  /** German and Dutch: the compound parts of a term (empty elsewhere). */
  parts: (term: string) => string[];
  /** Weights of the ranking signals on top of the text score. */
  ranking: RankingConfig;
  /** Category head nouns: the product types a keyphrase can name. */
  typeHeads: Set<string>;
  /** Every indexed term → how many docs use it: typo corrections prefer common words. */
  vocabulary: SearchableMap<number>;
  phrases: PhraseIndex;
  categories: Map<number, CategoryInfo>;
  categoryByUrl: Map<string, CategoryInfo>;
  /** Category id → its listed docs in merchandising order. */
  members: Map<number, Doc[]>;
  /** By site slot: every doc the site sells, most featured first. */
  featured: Doc[][];
  /** By site slot: categories with the most featured products. */
  trending: CategoryInfo[][];
  /** Display text of facet keys. */
  labels: Record<"brand" | "color" | "size", Map<string, string>>;
}

export interface TextDoc {
  id: number;
  name: string;
  sku: string;
  brand: string;
  category: string;
  variant: string;
  text: string;
  /** Compound parts of the name and category words (German, Dutch), at a low weight. */
  parts: string;
}

export const TEXT_FIELDS = ["name", "sku", "brand", "category", "variant", "text", "parts"] as const;
/** Field boosts: the name dominates; descriptions only break ties. */
export const FIELD_BOOST: Record<(typeof TEXT_FIELDS)[number], number> = {
  name: 4,
  sku: 3,
  brand: 2,
  category: 1.5,
  variant: 1,
  text: 0.3,
  parts: 0.8,
};

export function createTextIndex(analyzer: Analyzer = ENGLISH): MiniSearch<TextDoc> {
  return new MiniSearch<TextDoc>({
    idField: "id",
    fields: [...TEXT_FIELDS],
    storeFields: [],
    tokenize: (text) => analyzer.tokenize(text),
    processTerm: (term) => analyzer.processTerm(term),
  });
}

const DAY_MS = 86_400_000;

function timeOf(date: string | null | undefined, endOfDay: boolean): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  if (Number.isNaN(t)) return null;
  return endOfDay && !/T/.test(date) ? t + DAY_MS - 1 : t;
}

function priceBand(amount: number | null): number {
  if (amount === null) return -1;
  let band = 0;
  while (band < PRICE_BAND_EDGES.length && amount >= (PRICE_BAND_EDGES[band] as number)) band++;
  return band;
}

function buildCategories(source: SourceCategory[]): Map<number, CategoryInfo> {
  const byId = new Map(source.map((c) => [c.id, c]));
  const out = new Map<number, CategoryInfo>();
  for (const c of source) {
    let depth = 0;
    let root = c;
    for (let p = c; p.parentId !== null && depth < 10; depth++) {
      const parent = byId.get(p.parentId);
      if (!parent) break;
      p = parent;
      root = parent;
    }
    out.set(c.id, {
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      url: `/${c.urlPath}`,
      depth,
      position: c.position,
      inMenu: c.inMenu,
      visible: SITE_SLOTS.map((code) => c.sites === null || c.sites.includes(code)),
      rootId: root.id,
    });
  }
  return out;
}

function variantKeys(product: SourceProduct, code: string): FacetKey[] {
  const attr = product.configurableAttributes.find((a) => a.code === code);
  const values: FacetKey[] = attr ? attr.values.map((v) => ({ key: normalize(v.label), label: v.label })) : [];
  const own = product.attributes[code];
  if (typeof own === "string" && own !== "" && !values.some((v) => v.key === normalize(own)))
    values.push({ key: normalize(own), label: own });
  return values;
}

function stockStatus(p: SourceProduct): Doc["stockStatus"] {
  if (p.type !== "simple") return "in_stock";
  if ((p.stock?.qoh ?? 0) > 0) return "in_stock";
  return p.stock?.backorder ? "backorder" : "oos";
}

/** Builds the whole index from a catalog snapshot; pure apart from reading the clock. */
export function buildIndex(
  snapshot: CatalogSnapshot,
  now = new Date(),
  ranking = DEFAULT_RANKING,
  analyzer: Analyzer = ENGLISH,
): SearchIndex {
  const { phraseKey, terms } = analyzer;
  const categories = buildCategories(snapshot.categories);
  const categoryByUrl = new Map([...categories.values()].map((c) => [c.url, c]));
  const featuredCategoryIds = new Set(
    [...categories.values()].filter((c) => FEATURED_SOURCE_CATEGORIES.includes(c.url.slice(1))).map((c) => c.id),
  );
  const dealsBySite = new Map<string, Map<number, { type: string; position: number }>>();
  for (const d of snapshot.deals) {
    let m = dealsBySite.get(d.site);
    if (!m) {
      m = new Map();
      dealsBySite.set(d.site, m);
    }
    m.set(d.productId, { type: d.dealType, position: d.position });
  }

  const nowMs = now.getTime();
  let validUntil = Number.POSITIVE_INFINITY;
  const noteBoundary = (t: number | null) => {
    if (t !== null && t > nowMs && t < validUntil) validUntil = t;
  };

  const docs: Doc[] = [];
  const texts: string[] = [];
  for (const p of snapshot.products) {
    const attrs = p.attributes;
    if (attrs.rogue_promo_enabled) {
      noteBoundary(timeOf(attrs.rogue_promo_from_date, false));
      noteBoundary(timeOf(attrs.rogue_promo_to_date, true));
    }
    const categoryIds = p.categories
      .map((c) => c.categoryId)
      .filter((id) => categories.has(id))
      .sort((a, b) => (categories.get(b)?.depth ?? 0) - (categories.get(a)?.depth ?? 0) || a - b);
    const minPosition = Math.min(1000, ...p.categories.map((c) => c.position));
    const inFeaturedCategory = categoryIds.some((id) => featuredCategoryIds.has(id));
    const status = stockStatus(p);
    const offers = SITE_SLOTS.map((code): Offer | undefined => {
      if (p.sites !== null && !p.sites.includes(code)) return undefined;
      const row = p.prices.get(SITES[code].storeId);
      if (!row) return undefined;
      const price = row.price === null ? null : fromMinor(row.price);
      const shown = displayPrice(
        {
          price,
          special_price: row.specialPrice === null ? null : fromMinor(row.specialPrice),
          rogue_promo_price: row.promoPrice === null ? null : fromMinor(row.promoPrice),
          rogue_promo_enabled: attrs.rogue_promo_enabled,
          rogue_promo_from_date: attrs.rogue_promo_from_date,
          rogue_promo_to_date: attrs.rogue_promo_to_date,
          rogue_promo_qty_enable: attrs.rogue_promo_qty_enable,
          rogue_promo_qty: attrs.rogue_promo_qty,
        },
        now,
      );
      const deal = dealsBySite.get(code)?.get(p.id);
      const featured =
        (deal ? 4_000_000 - deal.position * 1000 : 0) +
        (inFeaturedCategory ? 2_000_000 : 0) +
        (status === "in_stock" ? 1_000_000 : 0) -
        minPosition * 1000;
      return { price, final: shown.final, band: priceBand(shown.final), deal, featured };
    });
    if (offers.every((o) => o === undefined)) continue;
    const brand = typeof attrs.manufacturer === "string" && attrs.manufacturer !== "" ? attrs.manufacturer : null;
    // Short description and features: searchable, with a low weight.
    texts.push([attrs.short_description ?? "", ...(Array.isArray(attrs.features) ? attrs.features : [])].join(" "));
    docs.push({
      ix: docs.length,
      productId: p.id,
      sku: p.sku,
      name: p.name,
      nameKey: phraseKey(p.name),
      sortName: normalize(p.name),
      type: p.type,
      url: `/${p.urlKey}`,
      thumbnail: p.thumbnail,
      altImage: p.gallery[1]?.link ?? null,
      brand,
      brandKey: brand === null ? null : normalize(brand),
      categoryIds,
      typeWords: typeWordsOf(p.name, brand, categoryIds, categories, analyzer),
      positions: new Map(p.categories.map((c) => [c.categoryId, c.position])),
      colors: variantKeys(p, "color"),
      sizes: variantKeys(p, "size"),
      colorAttribute: p.configurableAttributes.find((a) => a.code === "color"),
      children: p.children,
      stockStatus: status,
      subscriptionInterval: typeof attrs.subscription_interval === "string" ? attrs.subscription_interval : null,
      createdAt: p.createdAt,
      quotable: p.sku === QUOTED_SKU,
      offers,
    });
  }

  const text = createTextIndex(analyzer);
  const vocabulary = new SearchableMap<number>();
  const entries: TextDoc[] = docs.map((d) => ({
    id: d.ix,
    name: d.name,
    sku: [d.sku, ...d.children.map((c) => c.sku)].join(" "),
    brand: d.brand ?? "",
    category: d.categoryIds.map((id) => categories.get(id)?.name ?? "").join(" "),
    variant: [...d.colors, ...d.sizes].map((v) => v.label).join(" "),
    text: texts[d.ix] ?? "",
    parts: "",
  }));
  // German and Dutch compounds: the parts the catalog's own words share (search.languages.ts).
  const parts = COMPOUNDING.has(analyzer.language)
    ? compoundParts(entries.flatMap((e) => terms(`${e.name} ${e.category} ${e.text}`)))
    : () => [];
  for (const entry of entries) {
    if (COMPOUNDING.has(analyzer.language))
      entry.parts = [...new Set(terms(`${entry.name} ${entry.category}`).flatMap(parts))].join(" ");
    text.add(entry);
    const seen = new Set(
      terms(`${entry.name} ${entry.brand} ${entry.category} ${entry.variant} ${entry.text} ${entry.parts}`),
    );
    for (const t of seen) if (!/\d/.test(t)) vocabulary.update(t, (n = 0) => n + 1);
  }

  const members = new Map<number, Doc[]>();
  for (const d of docs)
    for (const id of d.categoryIds) {
      const list = members.get(id) ?? [];
      list.push(d);
      members.set(id, list);
    }
  for (const [id, list] of members)
    list.sort((a, b) => (a.positions.get(id) ?? 0) - (b.positions.get(id) ?? 0) || a.productId - b.productId);

  const featured = SITE_SLOTS.map((_, slot) =>
    docs
      .filter((d) => d.offers[slot] !== undefined)
      .sort((a, b) => (b.offers[slot]?.featured ?? 0) - (a.offers[slot]?.featured ?? 0) || a.productId - b.productId),
  );

  const labels: SearchIndex["labels"] = { brand: new Map(), color: new Map(), size: new Map() };
  for (const d of docs) {
    if (d.brand !== null && d.brandKey !== null) labels.brand.set(d.brandKey, d.brand);
    for (const c of d.colors) labels.color.set(c.key, c.label);
    for (const s of d.sizes) labels.size.set(s.key, s.label);
  }

  return {
    version: snapshot.version,
    builtAt: nowMs,
    validUntil,
    docs,
    byProductId: new Map(docs.map((d) => [d.productId, d])),
    bySku: new Map(docs.map((d) => [d.sku.toUpperCase(), d])),
    byUrl: new Map(docs.map((d) => [d.url, d])),
    text,
    analyzer,
    parts,
    ranking,
    typeHeads: categoryHeads(docs.map((d) => d.typeWords)),
    vocabulary,
    phrases: buildPhrases(docs, categories, analyzer),
    categories,
    categoryByUrl,
    members,
    featured,
    trending: SITE_SLOTS.map((_, slot) => trendingCategories(categories, members, slot)),
    labels,
  };
}

/** Leaf categories a site shows, ranked by how many of its products are featured (deals, new gear), then size. */
function trendingCategories(
  categories: Map<number, CategoryInfo>,
  members: Map<number, Doc[]>,
  slot: number,
): CategoryInfo[] {
  const giftGuide = [...categories.values()].find((c) => c.url === "/gift-guide")?.id;
  const scored: { c: CategoryInfo; score: number }[] = [];
  for (const c of categories.values()) {
    if (c.parentId === null || !c.inMenu || !c.visible[slot] || c.rootId === giftGuide) continue;
    const list = (members.get(c.id) ?? []).filter((d) => d.offers[slot] !== undefined);
    if (list.length === 0) continue;
    const hot = list.filter((d) => (d.offers[slot]?.featured ?? 0) >= 2_000_000).length;
    scored.push({ c, score: hot * 1000 + list.length });
  }
  return scored.sort((a, b) => b.score - a.score || a.c.id - b.c.id).map((s) => s.c);
}

/** Free text of the index, for tests and the bench. */
export function indexedTerms(index: SearchIndex): number {
  return index.text.termCount;
}
