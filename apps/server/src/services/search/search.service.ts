import { randomUUID } from "node:crypto";
import type { SearchEvent, SearchRequest, SearchResponse, SearchTokens, SuggestionItem } from "@ironworks/contracts";
import { type Language, languageOf, type SiteCode } from "@ironworks/domain";
import { REDIRECTS } from "./search.config.ts";
import { type Doc, indexBuilder, patchIndex, type SearchIndex, siteSlot } from "./search.index.ts";
import { phraseBuilder } from "./search.phrases.ts";
import { runInSlices } from "./search.slices.ts";
import { normalizeUri, planQuery, resolveCategoryScope, type WidgetKind, widgetKind } from "./search.plan.ts";
import { type Outcome, runQuery, type Scope } from "./search.query.ts";
import { companionsOf, createViewHistory, findContextDocs, similarTo } from "./search.recs.ts";
import type { RankingConfig } from "./search.rank.ts";
import type { SearchRepository } from "./search.repository.ts";
import { analyzerFor } from "./search.languages.ts";
import { type CatalogSnapshot, type SourceProduct, type SourceRating, snapshotIn } from "./search.source.ts";
import { phraseKey } from "./search.text.ts";
import { createTokenSigner } from "./search.token.ts";
import { pickFields, toSearchProduct } from "./search.wire.ts";

export const SEARCH_API_PATH = "/search-api/search-rec/3";
export const SEARCH_EVENT_PATH = "/search-api/event/1";

/** SPEC §9: search results cached 1 h (per process; a rebuilt index starts afresh). */
const RESULT_TTL_MS = 60 * 60_000;
const RESULT_CACHE_SIZE = 1000;

export interface SearchServiceOptions {
  /** HMAC key for the bearer tokens; every process behind one load balancer needs the same. */
  tokenSecret?: string | undefined;
  /** How often at most a request checks whether the catalog changed (ms). */
  refreshCheckMs?: number;
  /** Builds the snapshot when no repository is given (the bench feeds generated catalogs). */
  loadSnapshot?: () => Promise<CatalogSnapshot>;
  /** Reads changed products when no repository is given (as SearchRepository.loadProducts). */
  loadProducts?: SearchRepository["loadProducts"];
  onError?: (message: string, err: unknown) => void;
  now?: () => number;
  /** false: compute every answer (the bench measures the engine, not the result cache). */
  cacheResults?: boolean;
  /** Ranking weights (the relevance bench compares configurations); default DEFAULT_RANKING. */
  ranking?: RankingConfig;
  /**
   * Published review ratings by product id (issue #23): all when `ids` is absent. The reviews service
   * answers it (wired in services.ts; the index does not read the reviews' tables itself).
   */
  loadRatings?: (ids?: readonly number[]) => Promise<Map<number, SourceRating>>;
}

type CachedBody = Omit<SearchResponse, "rid" | "ts" | "dt">;

export function createSearchService(repo: SearchRepository | undefined, options: SearchServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const loadRatings = options.loadRatings;
  /** The products with their published ratings (all ratings read at once for a whole catalog). */
  async function rated(products: SourceProduct[], whole: boolean): Promise<SourceProduct[]> {
    if (!loadRatings || products.length === 0) return products;
    const ratings = await loadRatings(whole ? undefined : products.map((p) => p.id));
    return products.map((p) => ({ ...p, rating: ratings.get(p.id) ?? null }));
  }
  const readSnapshot = options.loadSnapshot ?? (() => (repo as SearchRepository).loadSnapshot());
  const loadSnapshot = async (): Promise<CatalogSnapshot> => {
    const s = await readSnapshot();
    return { ...s, products: await rated(s.products, true) };
  };
  const readProducts = options.loadProducts ?? repo?.loadProducts.bind(repo);
  const loadProducts: SearchRepository["loadProducts"] | undefined =
    readProducts &&
    (async (ids) => {
      const loaded = await readProducts(ids);
      return { ...loaded, products: await rated(loaded.products, false) };
    });
  const refreshCheckMs = options.refreshCheckMs ?? 30_000;
  const onError = options.onError ?? ((message, err) => console.warn(message, err));
  const tokens = createTokenSigner(options.tokenSecret);
  const history = createViewHistory();
  const results = new Map<string, { body: CachedBody; expires: number }>();

  let current: SearchIndex | undefined;
  /**
   * The catalog the indexes hold: the last build's snapshot with every patch since applied. A language's
   * index is built from it on that language's first query.
   */
  let snapshot: CatalogSnapshot | undefined;
  const languages = new Map<Language, SearchIndex>();
  /** First builds of a language under way (a query in it waits for its own). */
  const languageBuilds = new Map<Language, Promise<SearchIndex>>();
  let building: Promise<SearchIndex> | undefined;
  let lastCheck = 0;
  /** A change arrived while a build was reading the catalog: that build may predate it. */
  let changedDuringBuild = false;
  /** Products announced as changed, waiting to be patched into the built indexes. */
  const pendingIds = new Set<number>();
  let patching: Promise<void> | undefined;
  /**
   * Product id → sequence number of its last patch. A build that read the catalog at sequence s is
   * patched again, once swapped in, with the products patched after s (its read may predate them).
   */
  const patchedAt = new Map<number, number>();
  let patchSeq = 0;
  let builds = 0;
  /** Announced changes are acted on once per turn (see invalidate). */
  let scheduled = false;
  let wholeCatalog = false;

  const buildOf = (from: CatalogSnapshot, at: Date, language: Language) =>
    runInSlices(indexBuilder(snapshotIn(from, language), at, options.ranking, analyzerFor(language)));

  /** An index built from the catalog as of `seq` was swapped in: the products patched since go in again. */
  function repatchSince(seq: number): void {
    for (const [id, at] of patchedAt) if (at > seq) pendingIds.add(id);
    if (pendingIds.size > 0) startPatching();
  }

  /** A build from the catalog as of `seq` ended. */
  function catchUp(seq: number): void {
    repatchSince(seq);
    if (--builds === 0 && pendingIds.size === 0 && !patching) patchedAt.clear();
  }

  /**
   * Builds every index again from the catalog, in slices (the process keeps answering from the indexes
   * it has meanwhile): English first, swapped in when ready; then each language already in use, each
   * swapped in when ready.
   */
  function build(): Promise<SearchIndex> {
    building ??= (async () => {
      const seq = patchSeq;
      builds++;
      try {
        const loaded = await loadSnapshot();
        const at = new Date(now());
        const english = await buildOf(loaded, at, "en");
        current = english;
        snapshot = loaded;
        results.clear();
        lastCheck = now();
        repatchSince(seq);
        for (const language of [...languages.keys()]) {
          const index = await buildOf(loaded, at, language);
          languages.set(language, index);
          results.clear();
          repatchSince(seq);
        }
        return english;
      } finally {
        catchUp(seq);
      }
    })().finally(() => {
      building = undefined;
      if (changedDuringBuild) {
        changedDuringBuild = false;
        build().catch((err: unknown) => onError("search index rebuild failed", err));
      }
    });
    return building;
  }

  function rebuildSoon(): void {
    if (building) changedDuringBuild = true;
    else build().catch((err: unknown) => onError("search index rebuild failed", err));
  }

  function startPatching(): void {
    patching ??= patchPending()
      .catch((err: unknown) => {
        onError("search index patch failed; rebuilding", err);
        // The rebuild reads every product: nothing stays pending (retrying at once would spin on a
        // database that fails fast).
        pendingIds.clear();
        rebuildSoon();
      })
      .finally(() => {
        patching = undefined;
        // Only with an index to patch. During the first build there is none yet: patchPending returns
        // at once, and starting it again from here spun on promises forever, starving the event loop
        // (the process hung at 100 % CPU). The build patches what is pending once it swaps its index
        // in (repatchSince).
        if (pendingIds.size > 0 && current) startPatching();
      });
  }

  /** Reads the pending products and patches them into every built index, until none is pending. */
  async function patchPending(): Promise<void> {
    while (pendingIds.size > 0) {
      const target = current;
      if (!loadProducts) {
        pendingIds.clear();
        return;
      }
      if (!target) return;
      const ids = [...pendingIds];
      pendingIds.clear();
      const loaded = await loadProducts(ids);
      if (current !== target) {
        // A build swapped in meanwhile: read again, so nothing older than it lands on it.
        for (const id of ids) pendingIds.add(id);
        continue;
      }
      if (!applyPatch(target, ids, loaded)) {
        rebuildSoon();
        return;
      }
      patchSeq++;
      for (const id of ids) patchedAt.set(id, patchSeq);
    }
  }

  /**
   * Patches products into the English index, every language index built so far and the snapshot the
   * next language is built from. False when one cannot be placed (new, gone, moved): then rebuild.
   */
  function applyPatch(
    english: SearchIndex,
    ids: number[],
    loaded: { version: string; products: CatalogSnapshot["products"] },
  ): boolean {
    const found = new Set(loaded.products.map((p) => p.id));
    if (ids.some((id) => english.byProductId.has(id) && !found.has(id))) return false; // no longer listed
    if (!snapshot) return false;
    const at = new Date(now());
    const changed: CatalogSnapshot = { ...snapshot, products: loaded.products, version: loaded.version };
    if (!patchIndex(english, loaded.products, at)) return false;
    english.version = loaded.version;
    refreshPhrases(english);
    for (const [language, index] of languages) {
      if (!patchIndex(index, snapshotIn(changed, language).products, at)) {
        languages.delete(language); // built again from the patched snapshot on its next query
        continue;
      }
      index.version = loaded.version;
      refreshPhrases(index);
    }
    const byId = new Map(loaded.products.map((p) => [p.id, p]));
    snapshot = { ...snapshot, version: loaded.version, products: snapshot.products.map((p) => byId.get(p.id) ?? p) };
    results.clear();
    return true;
  }

  // ---- ratings (issue #23): a review published or rejected changes one number on a doc -----------
  const ratingIds = new Set<number>();
  let ratingPatching: Promise<void> | undefined;

  function startRatings(): void {
    ratingPatching ??= patchRatings()
      .catch((err: unknown) => {
        onError("search rating patch failed; rebuilding", err);
        rebuildSoon();
      })
      .finally(() => {
        ratingPatching = undefined;
        if (ratingIds.size > 0) startRatings();
      });
  }

  /**
   * Reads the changed products' ratings and sets them on their docs in every built index and in the
   * snapshot languages are built from. Builds under way finish first: one that read the ratings before
   * the change is then corrected, one that read them after is simply set again.
   */
  async function patchRatings(): Promise<void> {
    while (ratingIds.size > 0 && loadRatings) {
      await Promise.allSettled([building, ...languageBuilds.values()].filter(Boolean));
      const ids = [...ratingIds];
      ratingIds.clear();
      const ratings = await loadRatings(ids);
      for (const index of [current, ...languages.values()]) {
        if (!index) continue;
        for (const id of ids) {
          const doc = index.byProductId.get(id);
          if (doc) doc.rating = ratings.get(id) ?? null;
        }
      }
      if (snapshot) {
        const wanted = new Set(ids);
        snapshot = {
          ...snapshot,
          products: snapshot.products.map((p) => (wanted.has(p.id) ? { ...p, rating: ratings.get(p.id) ?? null } : p)),
        };
      }
      results.clear();
    }
  }

  /** Keyphrase suggestions of a patched index whose names changed: built again in slices, in the background. */
  const phraseBuilds = new Map<SearchIndex, Promise<void>>();
  function refreshPhrases(index: SearchIndex): void {
    if (!index.phrasesStale || phraseBuilds.has(index)) return;
    const run = (async () => {
      while (index.phrasesStale) {
        index.phrasesStale = false;
        index.phrases = await runInSlices(phraseBuilder(index.docs, index.categories, index.analyzer));
        results.clear();
      }
    })()
      .catch((err: unknown) => onError("search phrases rebuild failed", err))
      .finally(() => phraseBuilds.delete(index));
    phraseBuilds.set(index, run);
  }

  /** In the background: rebuild when prices expire (promo windows) or the catalog changed. */
  function refreshIfStale(index: SearchIndex): void {
    const t = now();
    if (building) return;
    if (t >= index.validUntil) {
      build().catch((err: unknown) => onError("search index rebuild failed", err));
      return;
    }
    if (!repo || t - lastCheck < refreshCheckMs) return;
    lastCheck = t;
    repo
      .readVersion()
      .then((version) => (version !== index.version ? build() : undefined))
      .catch((err: unknown) => onError("search index refresh failed", err));
  }

  async function getIndex(): Promise<SearchIndex> {
    if (!current) return build();
    refreshIfStale(current);
    return current;
  }

  /**
   * The index in a language (issue 15 item 4, ADR 0038): English is built at start and on every change;
   * the others from the catalog the indexes hold on the first query in them (in slices: the process
   * keeps answering meanwhile), so a process only pays for the languages its shoppers use. Their
   * stemming, compounds and vocabulary are their own.
   */
  async function inLanguage(english: SearchIndex, language: Language): Promise<SearchIndex> {
    if (language === "en" || !snapshot) return english;
    const ready = languages.get(language);
    if (ready) return ready;
    let pending = languageBuilds.get(language);
    if (!pending) {
      const seq = patchSeq;
      builds++;
      pending = buildOf(snapshot, new Date(english.builtAt), language)
        .then((index) => {
          languages.set(language, index);
          return index;
        })
        .finally(() => {
          languageBuilds.delete(language);
          catchUp(seq);
        });
      languageBuilds.set(language, pending);
    }
    return pending;
  }

  function recommendations(index: SearchIndex, site: SiteCode, kind: WidgetKind, request: SearchRequest): Scope {
    const slot = siteSlot(site);
    const page = request.context?.page;
    const context = findContextDocs(index, page?.sku, normalizeUri(page?.uri));
    const featured = index.featured[slot] ?? [];
    let docs: Doc[];
    if (kind === "similar") docs = similarTo(index, slot, context);
    else if (kind === "cart") docs = context.length ? companionsOf(index, slot, context) : featured;
    else {
      const user = request.context?.user?.user_id ?? request.context?.user?.uuid;
      const viewed = history.recent(user).flatMap((id) => index.byProductId.get(id) ?? []);
      docs = viewed.length ? similarTo(index, slot, viewed) : featured;
    }
    return { kind: "ranked", docs };
  }

  function respond(index: SearchIndex, site: SiteCode, request: SearchRequest, kind: WidgetKind): CachedBody {
    let scope: Scope = { kind: "all" };
    let priceBelow: number | undefined;
    const uri = normalizeUri(request.context?.page?.uri);
    if (kind === "category") ({ scope, priceBelow } = resolveCategoryScope(index, site, uri));
    else if (kind !== "search") scope = recommendations(index, site, kind, request);
    const plan = planQuery(index, site, request, kind, scope, priceBelow);
    const outcome = runQuery(index, plan);
    const fields = request.content?.product?.field;
    const value = outcome.docs.flatMap((d) => {
      const p = toSearchProduct(index, d, site);
      return p ? [pickFields(p, fields)] : [];
    });
    const totalPage = plan.nItem > 0 ? Math.ceil(outcome.total / plan.nItem) : 0;
    const keyphrase = plan.keyphrase.trim();
    const redirect = kind === "search" && keyphrase ? redirectFor(index, site, keyphrase) : undefined;
    return {
      widget: {
        rfkid: request.widget?.rfkid || "rfkid_7",
        type: kind === "search" || kind === "category" ? "content_grid" : "product_recommendation",
        variation_id: "v1",
        used_in: "page",
      },
      url: request.context?.page?.uri ?? "",
      content: { product: { total_item: outcome.total, n_item: value.length, value } },
      total_item: outcome.total,
      page_number: plan.page,
      total_page: totalPage,
      n_item: plan.nItem,
      facet_names: outcome.facets.map((f) => f.name),
      facet: Object.fromEntries(
        outcome.facets.map((f) => [f.name, { display_name: f.display, total: f.total, value: f.values }]),
      ),
      sort: { choices: sortChoices(keyphrase !== "" && kind === "search"), value: [sortChoice(outcome.sort)] },
      suggestion: suggestions(outcome),
      ...(keyphrase ? { query2id: { keyphrase } } : {}),
      ...(redirect ? { redirect_url: redirect } : {}),
    };
  }

  function cacheKey(index: SearchIndex, site: SiteCode, kind: WidgetKind, request: SearchRequest): string {
    // Only "for you" depends on the shopper (their recent views).
    const { context, ...rest } = request;
    const user = kind === "forYou" ? (context?.user?.user_id ?? context?.user?.uuid ?? "") : "";
    return `${index.version}|${index.builtAt}|${site}|${user}|${JSON.stringify(context?.page ?? {})}|${JSON.stringify(rest)}`;
  }

  return {
    /** Builds the index now (at start), so the first shopper does not wait for it. */
    async warm(): Promise<void> {
      await getIndex();
    },

    /** Rebuilds from the catalog now, e.g. on a catalog-change message. */
    async rebuild(): Promise<SearchIndex> {
      return build();
    },

    /**
     * The catalog changed (the change bus, any process). With the changed products named, each built
     * index (every language) patches just those in; otherwise, or when a patch cannot place them, the
     * index is rebuilt in the background, and a build already reading is followed by one more. Until
     * then queries answer from the index they have.
     */
    invalidate(productIds?: readonly number[]): void {
      if (!current && !building) return; // nothing built yet: the first query builds from the catalog as it is
      if (productIds?.length && loadProducts) for (const id of productIds) pendingIds.add(id);
      else wholeCatalog = true;
      // One write announces several topics (catalog and price), delivered one after the other in the
      // same turn: they are acted on once, after that turn, so the product is read and patched once
      // (and the catalog built once), not once per topic.
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (wholeCatalog) {
          wholeCatalog = false;
          rebuildSoon();
        } else if (pendingIds.size > 0) startPatching();
      });
    },

    /**
     * Reviews of these products were published, rejected or edited (the "reviews" change topic, any
     * process): their ratings are read again and set on their docs, without rebuilding anything.
     * Without ids, every rating is read again by a rebuild.
     */
    ratingsChanged(productIds?: readonly number[]): void {
      if (!current && !building) return; // the first build reads the ratings as they are
      if (!loadRatings) return;
      if (!productIds?.length) {
        rebuildSoon();
        return;
      }
      for (const id of productIds) ratingIds.add(id);
      startRatings();
    },

    /** Resolves when every announced change has been patched in or rebuilt (tests, the bench). */
    async settled(): Promise<void> {
      for (;;) {
        if (scheduled) await new Promise<void>((resolve) => queueMicrotask(resolve));
        const pending = [
          patching,
          ratingPatching,
          building,
          ...languageBuilds.values(),
          ...phraseBuilds.values(),
        ].filter(Boolean);
        if (pending.length === 0) return;
        await Promise.allSettled(pending);
      }
    },

    getIndex,

    /** One search-rec v3 request for a site. Throws 400 for an unknown widget, 404 uri_not_found for an unknown category. */
    async query(site: SiteCode, request: SearchRequest): Promise<SearchResponse> {
      const started = performance.now();
      const kind = widgetKind(request.widget?.rfkid);
      const tag = request.context?.locale?.language;
      const language = tag ? languageOf({ tag }) : "en";
      const index = await inLanguage(await getIndex(), language);
      const key = `${language}|${cacheKey(index, site, kind, request)}`;
      const t = now();
      let hit = options.cacheResults === false ? undefined : results.get(key);
      if (!hit || hit.expires <= t) {
        hit = { body: respond(index, site, request, kind), expires: t + RESULT_TTL_MS };
        results.delete(key);
        if (options.cacheResults !== false) results.set(key, hit);
        if (results.size > RESULT_CACHE_SIZE) {
          const oldest = results.keys().next().value;
          if (oldest !== undefined) results.delete(oldest);
        }
      }
      return { ...hit.body, rid: randomUUID(), ts: t, dt: Math.round(performance.now() - started) };
    },

    /** SPEC §3 search tokens for a site; `expires` in epoch ms. */
    issueTokens(site: SiteCode): SearchTokens {
      const { token, expires } = tokens.issue(site, now());
      return { apiUrl: SEARCH_API_PATH, eventApiUrl: SEARCH_EVENT_PATH, token, expires };
    },

    verifyToken(token: string | undefined) {
      return tokens.verify(token, now());
    },

    /** Mints a token at a given time (tests: expired tokens). */
    issueTokenAt(site: SiteCode, at: number): string {
      return tokens.issue(site, at).token;
    },

    /** Analytics events: product views feed the "for you" widget; the rest is accepted and dropped. */
    async recordEvent(site: SiteCode, event: SearchEvent["data"]): Promise<void> {
      const user = event.user_id ?? event.uuid;
      if (!user || event.type !== "view") return;
      const products = (event.value as { products?: { sku?: unknown }[] } | undefined)?.products;
      if (!Array.isArray(products) || !current) return;
      const skus = products.flatMap((p) => (typeof p?.sku === "string" ? [p.sku] : [])).slice(0, 20);
      const ids = findContextDocs(current, skus, undefined)
        .filter((d) => d.offers[siteSlot(site)])
        .map((d) => d.productId);
      history.record(user, ids);
    },
  };
}

function redirectFor(index: SearchIndex, site: SiteCode, keyphrase: string): string | undefined {
  const target = REDIRECTS[phraseKey(keyphrase)];
  if (!target) return undefined;
  const category = index.categoryByUrl.get(target);
  if (category && !category.visible[siteSlot(site)]) return undefined;
  return target;
}

const SORT_LABELS: Record<string, string> = {
  "relevance:desc": "Best Match",
  "featured:desc": "Featured",
  "price:asc": "Price: Low to High",
  "price:desc": "Price: High to Low",
  "name:asc": "Name: A to Z",
  "name:desc": "Name: Z to A",
  "newest:desc": "Newest",
};

function sortChoice(s: { name: string; order: "asc" | "desc" }) {
  return { label: SORT_LABELS[`${s.name}:${s.order}`] ?? s.name, name: s.name, order: s.order };
}

function sortChoices(withRelevance: boolean) {
  return Object.entries(SORT_LABELS)
    .filter(([k]) => withRelevance || !k.startsWith("relevance"))
    .map(([k, label]) => {
      const [name, order] = k.split(":") as [string, "asc" | "desc"];
      return { label, name, order };
    });
}

function suggestions(outcome: Outcome): SearchResponse["suggestion"] {
  const category = (c: { id: number; name: string; url: string }): SuggestionItem => ({
    id: `cat_${c.id}`,
    text: c.name,
    url: c.url,
    in_content: "product",
  });
  return {
    keyphrase: outcome.suggestions.keyphrase.map((p) => ({ id: `kp_${p.id}`, text: p.text, in_content: "product" })),
    category: outcome.suggestions.category.map(category),
    trending_category: outcome.suggestions.trending.map(category),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
