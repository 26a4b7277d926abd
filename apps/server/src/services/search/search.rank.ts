import { MERCHANDISING_CATEGORIES } from "./search.config.ts";
import type { CategoryInfo, TypeWords } from "./search.doc.ts";
import { namePhraseWords } from "./search.phrases.ts";
import { type Analyzer, ENGLISH } from "./search.text.ts";

/**
 * Relevance beyond the text engine's BM25: a product whose *type* the shopper named ranks above
 * one that only mentions it as a modifier ("barbell" → the bars, not the Barbell Sleeve Bolt or the
 * Barbell Club Tee). A product's type words are the head nouns (last word of each "&"-part) of its
 * own category and the head noun of its name; all words pass through the index's analyzer
 * (search.text.ts), so a per-language analyzer changes them with the rest of the index.
 *
 * Figures and the relevance set: `npm run bench:relevance`, relevance/queries.ts, ADR 0022.
 */
export interface RankingConfig {
  /** Multiplier when a query word is the head noun of the product's own (deepest) category. */
  categoryHead: number;
  /** Multiplier when a query word is the head noun of the product's name (on top of the category's). */
  nameHead: number;
  /** A last query word still being typed (prefix) counts this much of a whole word. */
  prefixShare: number;
  /** The name starts with the keyphrase / contains it. */
  nameStart: number;
  nameContains: number;
  /** Those two only for keyphrases of several words (one word is already scored by the name field). */
  phraseOnly: boolean;
  /** Join words split in two when the catalog knows the joined word ("kettle bell"). */
  joinWords: boolean;
  /**
   * When no match is of a type the keyphrase names, also find the products of its last type word
   * with the other words optional ("barbell collars": collars never say barbell).
   */
  typeFallback: boolean;
}

/** The ranking before the type signal (issue #13 item 5): the text engine's score and name bonuses only. */
export const BASELINE_RANKING: RankingConfig = {
  categoryHead: 1,
  nameHead: 1,
  prefixShare: 0,
  nameStart: 2,
  nameContains: 1.4,
  phraseOnly: false,
  joinWords: false,
  typeFallback: false,
};

export const DEFAULT_RANKING: RankingConfig = {
  categoryHead: 10,
  nameHead: 3,
  prefixShare: 0.8,
  nameStart: 2,
  nameContains: 1.4,
  phraseOnly: true,
  joinWords: true,
  typeFallback: true,
};

const CATEGORY = 1;
const NAME = 2;

/** Head nouns of a category name: "Dumbbells & Kettlebells" → dumbbell, kettlebell; "Barbell Parts" → part. */
export function headNouns(text: string, analyzer: Analyzer = ENGLISH): string[] {
  return text.split(/[&,/]|\band\b/i).flatMap((part) => analyzer.terms(part).slice(-1));
}

const isMerchandising = (c: CategoryInfo, categories: Map<number, CategoryInfo>) =>
  MERCHANDISING_CATEGORIES.includes(c.url.slice(1)) ||
  MERCHANDISING_CATEGORIES.includes(categories.get(c.rootId)?.url.slice(1) ?? "");

/**
 * The type words of a product, from its own category (the deepest but merchandising ones) and its
 * name. (The top-level category's head nouns were measured too and moved nothing: ADR 0022.)
 */
export function typeWordsOf(
  name: string,
  brand: string | null,
  categoryIds: number[],
  categories: Map<number, CategoryInfo>,
  analyzer: Analyzer = ENGLISH,
): TypeWords {
  const words: TypeWords = new Map();
  const mark = (word: string, bit: number) => words.set(word, (words.get(word) ?? 0) | bit);
  const leaf = categoryIds
    .map((id) => categories.get(id))
    .find((c): c is CategoryInfo => c !== undefined && !isMerchandising(c, categories));
  if (leaf) for (const w of headNouns(leaf.name, analyzer)) mark(w, CATEGORY);
  const head = nameHead(name, brand);
  const headTerm = head === undefined ? null : analyzer.processTerm(head);
  if (headTerm !== null) mark(headTerm, NAME);
  return words;
}

/**
 * The head noun of a product name: the last word before the size ("… - 24 kg"), without words
 * holding digits ("2-Tier", "K3", '90"'): "Ironworks Dumbbell Rack 2-Tier" → rack.
 */
export function nameHead(name: string, brand: string | null): string | undefined {
  const kept = name
    .split(/\s+/)
    .filter((w) => !/\d/.test(w))
    .join(" ");
  return namePhraseWords(kept, brand).at(-1);
}

/** One query word as the ranking sees it: its forms (typed, corrected, synonyms) and whether it is a prefix. */
export interface QueryWord {
  forms: string[];
  prefix: boolean;
}

/** Bits of sources → multiplier: a word that is both the category's and the name's head says twice what the product is. */
function weightOf(bits: number, config: RankingConfig): number {
  let w = 1;
  if (bits & CATEGORY) w *= config.categoryHead;
  if (bits & NAME) w *= config.nameHead;
  return w;
}

/**
 * The multiplier for a product: per query word, the sources (category, name) where one of its
 * forms is a head noun — "bag" is the category's head and, through its synonym duffel, the Gym
 * Duffel's name head — multiplied over the words. A prefix being typed counts `prefixShare` of it.
 */
export function typeBoost(words: TypeWords, query: QueryWord[], config: RankingConfig): number {
  let boost = 1;
  for (const q of query) {
    let whole = 0;
    let partial = 0;
    for (const [word, bits] of words) {
      if (q.forms.includes(word)) whole |= bits;
      else if (q.prefix && q.forms.some((f) => f.length >= 3 && word.startsWith(f))) partial |= bits;
    }
    boost *= weightOf(whole, config) * weightOf(partial & ~whole, config) ** config.prefixShare;
  }
  return boost;
}

/** Every category head noun of the catalog: the product types a keyphrase can name. */
export function categoryHeads(all: Iterable<TypeWords>): Set<string> {
  const heads = new Set<string>();
  for (const words of all) for (const [word, bits] of words) if (bits & CATEGORY) heads.add(word);
  return heads;
}

/** Is one of these forms the head noun of the product's own category? */
export function isOfType(words: TypeWords, forms: string[]): boolean {
  return forms.some((f) => ((words.get(f) ?? 0) & CATEGORY) !== 0);
}
