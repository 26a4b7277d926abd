import MiniSearch, { type Query } from "minisearch";
import type { CategoryInfo, Doc } from "./search.doc.ts";
import { type Builder, runToEnd } from "./search.slices.ts";
import { type Analyzer, ENGLISH, normalize } from "./search.text.ts";

/**
 * Keyphrase suggestions ("Did You Mean?"): a small vocabulary of phrases drawn from product
 * names (without brand, sizes and variant), category names and brands, each with the sites that
 * sell something under it and how many products it covers.
 */
export interface Phrase {
  id: number;
  text: string;
  key: string;
  weight: number;
  /** Bit per site slot. */
  siteMask: number;
}

export interface PhraseIndex {
  /** Suggestions come from the language's own vocabulary (ADR 0038). */
  analyzer: Analyzer;
  list: Phrase[];
  search: MiniSearch<{ id: number; text: string }>;
}

const UNIT = /^(lb|lbs|kg|kgs|oz|pair|pairs|ft|in|mm|cm|x|set)$/;

function siteMaskOf(doc: Doc): number {
  let mask = 0;
  doc.offers.forEach((o, slot) => {
    if (o) mask |= 1 << slot;
  });
  return mask;
}

/** The descriptive words of a product name: "Ironworks Rubber Hex Dumbbells - 5 lb Pair" → rubber hex dumbbells. */
export function namePhraseWords(name: string, brand: string | null, analyzer: Analyzer = ENGLISH): string[] {
  const { tokenize } = analyzer;
  const head = name.split(/\s[-–—|]\s/)[0] ?? name;
  let words = tokenize(head.replace(/\([^)]*\)/g, " ")).filter((w) => !/\d/.test(w) && !UNIT.test(w));
  if (brand) {
    const brandWords = tokenize(brand);
    while (words.length > 1 && brandWords.includes(words[0] as string)) words = words.slice(1);
  }
  return words.filter((w) => w.length > 1);
}

export function buildPhrases(
  docs: Doc[],
  categories: Map<number, CategoryInfo>,
  analyzer: Analyzer = ENGLISH,
): PhraseIndex {
  return runToEnd(phraseBuilder(docs, categories, analyzer));
}

/** buildPhrases as a builder that yields between docs and phrases (search.slices.ts). */
export function* phraseBuilder(
  docs: Doc[],
  categories: Map<number, CategoryInfo>,
  analyzer: Analyzer = ENGLISH,
): Builder<PhraseIndex> {
  const { phraseKey, tokenize, processTerm } = analyzer;
  const byKey = new Map<string, { texts: Map<string, number>; weight: number; siteMask: number }>();
  const add = (words: string[], mask: number, weight = 1) => {
    if (words.length === 0 || words.length > 4) return;
    const text = words.join(" ");
    const key = phraseKey(text);
    if (key === "" || key.length < 3) return;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { texts: new Map(), weight: 0, siteMask: 0 };
      byKey.set(key, entry);
    }
    entry.texts.set(text, (entry.texts.get(text) ?? 0) + weight);
    entry.weight += weight;
    entry.siteMask |= mask;
  };

  for (const doc of docs) {
    const mask = siteMaskOf(doc);
    const words = namePhraseWords(doc.name, doc.brand, analyzer);
    add(words, mask);
    if (words.length > 2) add(words.slice(-2), mask);
    if (words.length > 1 && (words.at(-1)?.length ?? 0) > 3) add(words.slice(-1), mask);
    if (doc.brand) add(tokenize(doc.brand), mask);
    yield;
  }
  for (const c of categories.values()) {
    let mask = 0;
    c.visible.forEach((v, slot) => {
      if (v) mask |= 1 << slot;
    });
    add(
      tokenize(c.name.replace(/['’]/g, "")).filter((w) => w !== "and"),
      mask,
      2,
    );
  }

  const list: Phrase[] = [...byKey].map(([key, e], id) => {
    const text = [...e.texts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? key;
    return { id, text: normalize(text), key, weight: e.weight, siteMask: e.siteMask };
  });
  const search = new MiniSearch<{ id: number; text: string }>({
    idField: "id",
    fields: ["text"],
    storeFields: [],
    tokenize: (t) => tokenize(t),
    processTerm: (t) => processTerm(t),
  });
  for (const p of list) {
    search.add({ id: p.id, text: p.text });
    yield;
  }
  return { analyzer, list, search };
}

/**
 * Phrases for a keyphrase on a site, best first. `fix` gives a typed word's typo corrections (the
 * catalog's common words), so "dumbel" suggests dumbbells rather than any word two letters away.
 */
export function suggestPhrases(
  index: PhraseIndex,
  keyphrase: string,
  slot: number,
  max: number,
  fix: (term: string) => string[] = () => [],
): Phrase[] {
  if (max <= 0 || keyphrase.trim() === "") return [];
  const words = index.analyzer.terms(keyphrase);
  if (words.length === 0) return [];
  const bit = 1 << slot;
  const query = (combineWith: "AND" | "OR"): Query => ({
    combineWith,
    queries: words.slice(0, 8).map((w, i) => ({
      combineWith: "OR",
      queries: [
        { queries: [w], prefix: i === words.length - 1 || w.length >= 4 },
        ...fix(w).map((c) => ({ queries: [c], prefix: false })),
      ],
    })),
  });
  const run = (combineWith: "AND" | "OR") =>
    index.search.search(query(combineWith), {
      weights: { fuzzy: 0.5, prefix: 0.7 },
      filter: (r) => ((index.list[r.id as number]?.siteMask ?? 0) & bit) !== 0,
      boostDocument: (id) => 1 + Math.log10(1 + (index.list[id as number]?.weight ?? 0)),
    });
  let results = run("AND");
  if (results.length === 0 && words.length > 1) results = run("OR");
  const out: Phrase[] = [];
  for (const r of results) {
    const phrase = index.list[r.id as number];
    if (phrase) out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}
