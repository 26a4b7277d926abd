import { displayPrice, fromMinor, SITE_CODES, SITES, type SiteCode } from "@ironworks/domain";
import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { FEATURED_SOURCE_CATEGORIES, PRICE_BAND_EDGES, QUOTED_SKU } from "./search.config.ts";
import type { CategoryInfo, Doc, FacetKey, Offer } from "./search.doc.ts";
import type { CatalogSnapshot, SourceCategory, SourceProduct } from "./search.source.ts";
import { COMPOUNDING, compoundParts } from "./search.languages.ts";
import { type Analyzer, ENGLISH, normalize } from "./search.text.ts";
import { type PhraseIndex, phraseBuilder } from "./search.phrases.ts";
import { type Builder, runToEnd } from "./search.slices.ts";
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
  /** By doc position: what the text index holds of each doc (a patch removes exactly that). */
  entries: TextDoc[];
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
  /**
   * A patch renamed a product: the keyphrase suggestions still have the old name's phrases until the
   * owner builds them again (phraseBuilder, in slices) — search results themselves are already right.
   */
  phrasesStale?: boolean;
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

/** What turning one source product into a Doc needs besides the product. */
interface DocContext {
  categories: Map<number, CategoryInfo>;
  featuredCategoryIds: Set<number>;
  deal(code: SiteCode, productId: number): Offer["deal"];
  now: Date;
  analyzer: Analyzer;
}

function featuredCategoryIdsOf(categories: Map<number, CategoryInfo>): Set<number> {
  return new Set(
    [...categories.values()].filter((c) => FEATURED_SOURCE_CATEGORIES.includes(c.url.slice(1))).map((c) => c.id),
  );
}

/** The promo boundaries (epoch ms) of a product: its prices must be recomputed then. */
function promoBoundaries(p: SourceProduct): (number | null)[] {
  const attrs = p.attributes;
  if (!attrs.rogue_promo_enabled) return [];
  return [timeOf(attrs.rogue_promo_from_date, false), timeOf(attrs.rogue_promo_to_date, true)];
}

/**
 * One product as a Doc (at position `ix`) and its low-weight text (short description and features),
 * or undefined when no site sells it.
 */
function docOf(p: SourceProduct, ix: number, ctx: DocContext): { doc: Doc; text: string } | undefined {
  const { categories, analyzer, now } = ctx;
  const attrs = p.attributes;
  const categoryIds = p.categories
    .map((c) => c.categoryId)
    .filter((id) => categories.has(id))
    .sort((a, b) => (categories.get(b)?.depth ?? 0) - (categories.get(a)?.depth ?? 0) || a - b);
  const minPosition = Math.min(1000, ...p.categories.map((c) => c.position));
  const inFeaturedCategory = categoryIds.some((id) => ctx.featuredCategoryIds.has(id));
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
    const deal = ctx.deal(code, p.id);
    const featured =
      (deal ? 4_000_000 - deal.position * 1000 : 0) +
      (inFeaturedCategory ? 2_000_000 : 0) +
      (status === "in_stock" ? 1_000_000 : 0) -
      minPosition * 1000;
    return { price, final: shown.final, band: priceBand(shown.final), deal, featured };
  });
  if (offers.every((o) => o === undefined)) return undefined;
  const brand = typeof attrs.manufacturer === "string" && attrs.manufacturer !== "" ? attrs.manufacturer : null;
  // Short description and features: searchable, with a low weight.
  const text = [attrs.short_description ?? "", ...(Array.isArray(attrs.features) ? attrs.features : [])].join(" ");
  const doc: Doc = {
    ix,
    productId: p.id,
    sku: p.sku,
    name: p.name,
    nameKey: analyzer.phraseKey(p.name),
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
    rating: p.rating && p.rating.count > 0 ? { average: p.rating.average, count: p.rating.count } : null,
  };
  return { doc, text };
}

/** The text-index entry of a doc (compound parts added by the caller). */
function textEntryOf(d: Doc, text: string, categories: Map<number, CategoryInfo>): TextDoc {
  return {
    id: d.ix,
    name: d.name,
    sku: [d.sku, ...d.children.map((c) => c.sku)].join(" "),
    brand: d.brand ?? "",
    category: d.categoryIds.map((id) => categories.get(id)?.name ?? "").join(" "),
    variant: [...d.colors, ...d.sizes].map((v) => v.label).join(" "),
    text,
    parts: "",
  };
}

/** The terms of an entry the typo corrections may offer (no digits), each once. */
function vocabularyTerms(entry: TextDoc, analyzer: Analyzer): Set<string> {
  const all = analyzer.terms(
    `${entry.name} ${entry.brand} ${entry.category} ${entry.variant} ${entry.text} ${entry.parts}`,
  );
  return new Set(all.filter((t) => !/\d/.test(t)));
}

function withParts(entry: TextDoc, index: Pick<SearchIndex, "analyzer" | "parts">): TextDoc {
  if (COMPOUNDING.has(index.analyzer.language))
    entry.parts = [...new Set(index.analyzer.terms(`${entry.name} ${entry.category}`).flatMap(index.parts))].join(" ");
  return entry;
}

/** By site slot: every doc the site sells, most featured first. */
function featuredOf(docs: Doc[]): Doc[][] {
  return SITE_SLOTS.map((_, slot) =>
    docs
      .filter((d) => d.offers[slot] !== undefined)
      .sort((a, b) => (b.offers[slot]?.featured ?? 0) - (a.offers[slot]?.featured ?? 0) || a.productId - b.productId),
  );
}

/** Builds the whole index from a catalog snapshot; pure apart from reading the clock. */
export function buildIndex(
  snapshot: CatalogSnapshot,
  now = new Date(),
  ranking = DEFAULT_RANKING,
  analyzer: Analyzer = ENGLISH,
): SearchIndex {
  return runToEnd(indexBuilder(snapshot, now, ranking, analyzer));
}

/** buildIndex as a builder that yields between products and text entries: runInSlices keeps a process answering. */
export function* indexBuilder(
  snapshot: CatalogSnapshot,
  now = new Date(),
  ranking = DEFAULT_RANKING,
  analyzer: Analyzer = ENGLISH,
): Builder<SearchIndex> {
  const { terms } = analyzer;
  const categories = buildCategories(snapshot.categories);
  const categoryByUrl = new Map([...categories.values()].map((c) => [c.url, c]));
  const dealsBySite = new Map<string, Map<number, { type: string; position: number }>>();
  for (const d of snapshot.deals) {
    let m = dealsBySite.get(d.site);
    if (!m) {
      m = new Map();
      dealsBySite.set(d.site, m);
    }
    m.set(d.productId, { type: d.dealType, position: d.position });
  }
  const ctx: DocContext = {
    categories,
    featuredCategoryIds: featuredCategoryIdsOf(categories),
    deal: (code, productId) => dealsBySite.get(code)?.get(productId),
    now,
    analyzer,
  };

  const nowMs = now.getTime();
  let validUntil = Number.POSITIVE_INFINITY;
  const docs: Doc[] = [];
  const texts: string[] = [];
  for (const p of snapshot.products) {
    for (const t of promoBoundaries(p)) if (t !== null && t > nowMs && t < validUntil) validUntil = t;
    const made = docOf(p, docs.length, ctx);
    yield;
    if (!made) continue;
    docs.push(made.doc);
    texts.push(made.text);
  }

  const text = createTextIndex(analyzer);
  const vocabulary = new SearchableMap<number>();
  const entries: TextDoc[] = docs.map((d) => textEntryOf(d, texts[d.ix] ?? "", categories));
  // German and Dutch compounds: the parts the catalog's own words share (search.languages.ts).
  const parts = COMPOUNDING.has(analyzer.language)
    ? compoundParts(entries.flatMap((e) => terms(`${e.name} ${e.category} ${e.text}`)))
    : () => [];
  yield;
  for (const entry of entries) {
    withParts(entry, { analyzer, parts });
    text.add(entry);
    for (const t of vocabularyTerms(entry, analyzer)) vocabulary.update(t, (n = 0) => n + 1);
    yield;
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

  const labels: SearchIndex["labels"] = { brand: new Map(), color: new Map(), size: new Map() };
  for (const d of docs) addLabels(labels, d);

  return {
    version: snapshot.version,
    builtAt: nowMs,
    validUntil,
    docs,
    entries,
    byProductId: new Map(docs.map((d) => [d.productId, d])),
    bySku: new Map(docs.map((d) => [d.sku.toUpperCase(), d])),
    byUrl: new Map(docs.map((d) => [d.url, d])),
    text,
    analyzer,
    parts,
    ranking,
    typeHeads: categoryHeads(docs.map((d) => d.typeWords)),
    vocabulary,
    phrases: yield* phraseBuilder(docs, categories, analyzer),
    categories,
    categoryByUrl,
    members,
    featured: featuredOf(docs),
    trending: SITE_SLOTS.map((_, slot) => trendingCategories(categories, members, slot)),
    labels,
  };
}

function addLabels(labels: SearchIndex["labels"], d: Doc): void {
  if (d.brand !== null && d.brandKey !== null) labels.brand.set(d.brandKey, d.brand);
  for (const c of d.colors) labels.color.set(c.key, c.label);
  for (const s of d.sizes) labels.size.set(s.key, s.label);
}

const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Applies changed products to a built index in place (ADR 0038 addendum): each changed product's doc,
 * text entry and typo vocabulary are replaced, and the lists derived from every doc (featured order,
 * trending categories, type heads) are made again — milliseconds, where a build takes the whole
 * catalog's text through the analyser. A rename marks the keyphrase suggestions stale (phrasesStale)
 * for the caller to build again in slices. `products` are in the index's language. Answers false,
 * changing nothing, when a product's place in the index would move — new or no longer sold, other
 * categories or sites — for which the caller builds the index again.
 *
 * Queries read an index synchronously, so a patch (synchronous too) is never seen half-done.
 */
export function patchIndex(index: SearchIndex, products: SourceProduct[], now = new Date(index.builtAt)): boolean {
  const ctx: DocContext = {
    categories: index.categories,
    featuredCategoryIds: featuredCategoryIdsOf(index.categories),
    deal: (code, productId) => index.byProductId.get(productId)?.offers[siteSlot(code)]?.deal,
    now,
    analyzer: index.analyzer,
  };
  const planned: { old: Doc; doc: Doc; entry: TextDoc }[] = [];
  for (const p of products) {
    const old = index.byProductId.get(p.id);
    if (!old) return false;
    const made = docOf(p, old.ix, ctx);
    if (!made) return false;
    const { doc } = made;
    const sameSites = doc.offers.every((o, slot) => (o === undefined) === (old.offers[slot] === undefined));
    const samePositions =
      doc.positions.size === old.positions.size &&
      [...doc.positions].every(([id, position]) => old.positions.get(id) === position);
    if (!sameSites || !samePositions || !sameNumbers(doc.categoryIds, old.categoryIds)) return false;
    if (doc.sku !== old.sku && index.bySku.has(doc.sku.toUpperCase())) return false;
    if (doc.url !== old.url && index.byUrl.has(doc.url)) return false;
    planned.push({ old, doc, entry: withParts(textEntryOf(doc, made.text, index.categories), index) });
  }

  let renamed = false;
  for (const { old, doc, entry } of planned) {
    const previous = index.entries[old.ix] as TextDoc;
    index.text.remove(previous);
    index.text.add(entry);
    for (const t of vocabularyTerms(previous, index.analyzer)) {
      const left = (index.vocabulary.get(t) ?? 0) - 1;
      if (left > 0) index.vocabulary.set(t, left);
      else index.vocabulary.delete(t);
    }
    for (const t of vocabularyTerms(entry, index.analyzer)) index.vocabulary.update(t, (n = 0) => n + 1);
    index.entries[old.ix] = entry;
    index.bySku.delete(old.sku.toUpperCase());
    index.byUrl.delete(old.url);
    renamed ||= doc.name !== old.name || doc.brand !== old.brand;
    // The same object stays in every list that holds it (members, featured).
    Object.assign(old, doc);
    index.bySku.set(old.sku.toUpperCase(), old);
    index.byUrl.set(old.url, old);
    addLabels(index.labels, old);
  }
  const nowMs = now.getTime();
  for (const p of products)
    for (const t of promoBoundaries(p)) if (t !== null && t > nowMs && t < index.validUntil) index.validUntil = t;
  index.featured = featuredOf(index.docs);
  index.trending = SITE_SLOTS.map((_, slot) => trendingCategories(index.categories, index.members, slot));
  index.typeHeads = categoryHeads(index.docs.map((d) => d.typeWords));
  if (renamed) index.phrasesStale = true;
  return true;
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
