import type { FilterValue } from "@ironworks/contracts";
import { DEAL_TYPE_LABELS, FACET_ALIASES, type FacetName, PRICE_BAND_EDGES, RATING_FLOORS } from "./search.config.ts";
import type { Doc, Offer, SearchIndex } from "./search.index.ts";
import { normalize } from "./search.text.ts";

/**
 * Facet values: every facet value has a key (category id, normalised brand/colour/size text,
 * deal type, price band "25-50") and an opaque id `facetid_<base64url(facet:key)>` as the
 * Discover API returns; filters accept the id, the key or the display text.
 */
export function facetValueId(facet: FacetName, key: string): string {
  return `facetid_${Buffer.from(`${facet}:${key}`).toString("base64url")}`;
}

function decodeFacetId(value: string): { facet: string; key: string } | undefined {
  if (!value.startsWith("facetid_")) return undefined;
  const decoded = Buffer.from(value.slice("facetid_".length), "base64url").toString("utf8");
  const at = decoded.indexOf(":");
  return at > 0 ? { facet: decoded.slice(0, at), key: decoded.slice(at + 1) } : undefined;
}

/** Price band keys: "0-25", "25-50", …, "2500-". */
export function bandKey(band: number): string {
  const min = band === 0 ? 0 : (PRICE_BAND_EDGES[band - 1] as number);
  const max = PRICE_BAND_EDGES[band];
  return `${min}-${max ?? ""}`;
}

interface Range {
  min: number;
  max: number;
  /** Bands exclude their upper edge; explicit {min, max} ranges include it. */
  exclusiveMax: boolean;
}

function parseRange(text: string): Range | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?\s*$/.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  return {
    min: m[1] === undefined ? 0 : Number(m[1]),
    max: m[2] === undefined ? Number.POSITIVE_INFINITY : Number(m[2]),
    exclusiveMax: true,
  };
}

/** The keys a doc has for a facet on a site (its offer there given). */
export function docKeys(index: SearchIndex, doc: Doc, offer: Offer, slot: number, facet: FacetName): string[] {
  switch (facet) {
    case "category":
      return doc.categoryIds.filter((id) => index.categories.get(id)?.visible[slot]).map(String);
    case "brand":
      return doc.brandKey === null ? [] : [doc.brandKey];
    case "price":
      return offer.band < 0 ? [] : [bandKey(offer.band)];
    case "color":
      return doc.colors.map((c) => c.key);
    case "size":
      return doc.sizes.map((s) => s.key);
    case "deal_type":
      return offer.deal ? [offer.deal.type] : [];
    case "rating": {
      const average = doc.rating?.average;
      return average === undefined ? [] : RATING_FLOORS.filter((floor) => average >= floor).map(String);
    }
  }
}

export interface FacetFilter {
  facet: FacetName;
  /** Whether a doc passes (values of one facet are OR'ed). */
  test(doc: Doc, offer: Offer): boolean;
  /** Keys the shopper selected, to mark them in the answer. */
  selected: Set<string>;
}

/** Turns the request's `filter` into per-facet tests; unknown facet names are ignored. */
export function parseFilters(
  index: SearchIndex,
  slot: number,
  filter: Record<string, { value: FilterValue[] }> | undefined,
): FacetFilter[] {
  if (!filter) return [];
  const byFacet = new Map<FacetName, FilterValue[]>();
  for (const [name, { value }] of Object.entries(filter)) {
    const facet = FACET_ALIASES[name];
    if (!facet || value.length === 0) continue;
    byFacet.set(facet, [...(byFacet.get(facet) ?? []), ...value]);
  }
  return [...byFacet].map(([facet, values]) =>
    facet === "price" ? priceFilter(values) : keyFilter(index, slot, facet, values),
  );
}

function priceFilter(values: FilterValue[]): FacetFilter {
  const ranges: Range[] = [];
  const selected = new Set<string>();
  for (const v of values) {
    if (typeof v === "object") {
      ranges.push({ min: v.min ?? 0, max: v.max ?? Number.POSITIVE_INFINITY, exclusiveMax: false });
      continue;
    }
    const text = String(v);
    const decoded = decodeFacetId(text);
    const key = decoded ? (decoded.facet === "price" ? decoded.key : undefined) : text;
    const range = key === undefined ? undefined : parseRange(key);
    if (range && key !== undefined) {
      ranges.push(range);
      selected.add(key.replace(/\s/g, ""));
    }
  }
  return {
    facet: "price",
    selected,
    test: (_doc, offer) =>
      offer.final !== null &&
      ranges.some(
        (r) =>
          offer.final !== null && offer.final >= r.min && (r.exclusiveMax ? offer.final < r.max : offer.final <= r.max),
      ),
  };
}

function keyFilter(index: SearchIndex, slot: number, facet: FacetName, values: FilterValue[]): FacetFilter {
  const keys = new Set<string>();
  for (const v of values) {
    if (typeof v === "object") continue;
    const text = String(v);
    const decoded = decodeFacetId(text);
    if (decoded) {
      if (decoded.facet === facet) keys.add(decoded.key);
      continue;
    }
    for (const key of keysForText(index, facet, text)) keys.add(key);
  }
  return {
    facet,
    selected: keys,
    test: (doc, offer) => docKeys(index, doc, offer, slot, facet).some((k) => keys.has(k)),
  };
}

/** Display text (or key) → keys: category names or urls map to ids, deal labels to deal types. */
function keysForText(index: SearchIndex, facet: FacetName, text: string): string[] {
  const norm = normalize(text.trim());
  if (facet === "category") {
    if (/^\d+$/.test(norm)) return [norm];
    const url = norm.startsWith("/") ? norm.replace(/\/+$/, "") : undefined;
    return [...index.categories.values()]
      .filter((c) => (url ? c.url === url : normalize(c.name) === norm))
      .map((c) => String(c.id));
  }
  if (facet === "rating") {
    // "4", "4 stars & up", "4+": the floor; anything else matches nothing.
    const floor = /^([1-5])\b/.exec(norm)?.[1];
    return floor ? [floor] : [];
  }
  if (facet === "deal_type") {
    const byLabel = Object.entries(DEAL_TYPE_LABELS).find(([, label]) => normalize(label) === norm);
    return [byLabel ? byLabel[0] : norm];
  }
  return [norm];
}
