import type { Query, SearchOptions } from "minisearch";
import { SYNONYMS } from "./search.config.ts";
import { FIELD_BOOST, type SearchIndex, TEXT_FIELDS } from "./search.index.ts";
import { isOfType, type QueryWord, typeBoost } from "./search.rank.ts";
import { type Analyzer, ENGLISH } from "./search.text.ts";

/** At most this many words of a keyphrase are searched. */
export const MAX_QUERY_TERMS = 12;

/** Store-facing skus carry an EU-/AU- prefix (SPEC §9); the index knows the catalog's own. */
const STORE_SKU_PREFIX = /(^|\s)(eu|au)-(?=[a-z]{1,4}\d)/gi;

interface TermGroup {
  /** The term as typed (processed). */
  term: string;
  /** Synonyms: each a list of terms that must all match. */
  synonyms: string[][];
}

/**
 * Words split in two ("kettle bell", "sand bag") are joined when the catalog knows the joined word
 * and not both halves: otherwise "kettle" would be corrected to "bottle".
 */
function joinSplitWords(tokens: string[], known: (term: string) => boolean, analyzer: Analyzer): string[] {
  const out: string[] = [];
  const isKnown = (raw: string) => {
    const t = analyzer.processTerm(raw);
    return t !== null && known(t);
  };
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i] as string;
    const b = tokens[i + 1];
    if (b !== undefined && !/\d/.test(a + b) && isKnown(a + b) && !(isKnown(a) && isKnown(b))) {
      out.push(a + b);
      i++;
    } else out.push(a);
  }
  return out;
}

export function parseKeyphrase(
  keyphrase: string,
  known: (term: string) => boolean = () => false,
  analyzer: Analyzer = ENGLISH,
  parts: (term: string) => string[] = () => [],
): TermGroup[] {
  const { tokenize, processTerm } = analyzer;
  const cleaned = keyphrase.replace(STORE_SKU_PREFIX, "$1");
  const groups: TermGroup[] = [];
  for (const raw of joinSplitWords(tokenize(cleaned), known, analyzer)) {
    const term = processTerm(raw);
    if (term === null) continue;
    // English synonyms are English words; a compound the catalog does not know matches its parts.
    const english = analyzer === ENGLISH ? (SYNONYMS[term] ?? SYNONYMS[raw] ?? []) : [];
    const synonyms = english.map((s) => tokenize(s).flatMap((w) => processTerm(w) ?? []));
    if (!known(term)) {
      const split = parts(term);
      if (split.length > 1) synonyms.push(split);
    }
    groups.push({ term, synonyms: synonyms.filter((s) => s.length > 0) });
    if (groups.length >= MAX_QUERY_TERMS) break;
  }
  return groups;
}

type Pass = "exact" | "fuzzy" | "loose";

/** Edit distance allowed for a typed term: none under 4 letters, 1 up to 5, 2 from 6. */
export function fuzziness(term: string): number {
  if (term.length >= 6) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

function leaf(term: string, options: SearchOptions): Query {
  return { ...options, queries: [term] };
}

/**
 * Typo corrections of a term: the indexed words at the smallest edit distance within its
 * fuzziness, the most common first ("dumbel" → dumbbell, not duffel). Empty when the word is known.
 */
export function corrections(index: SearchIndex, term: string): string[] {
  const max = fuzziness(term);
  if (max === 0 || index.vocabulary.has(term)) return [];
  const found = index.vocabulary.fuzzyGet(term, max);
  let best = Number.POSITIVE_INFINITY;
  for (const [, [, distance]] of found) if (distance > 0 && distance < best) best = distance;
  const candidates = [...found]
    .filter(([, [, distance]]) => distance === best)
    .map(([word, [docs]]) => ({ word, docs }))
    .sort((a, b) => b.docs - a.docs || (a.word < b.word ? -1 : 1));
  const top = candidates[0]?.docs ?? 0;
  return candidates
    .filter((c) => c.docs * 4 >= top)
    .slice(0, 3)
    .map((c) => c.word);
}

/** The typed word is matched as a prefix while typing: the last word, from 2 letters. */
const isPrefix = (groups: TermGroup[], i: number) => i === groups.length - 1 && (groups[i]?.term.length ?? 0) >= 2;

function buildQuery(groups: TermGroup[], fixesOf: (g: TermGroup) => string[], pass: Pass): Query {
  return {
    combineWith: pass === "loose" ? "OR" : "AND",
    queries: groups.map((g, i) => {
      // While typing, the last word is a prefix; typos are corrected only when exact words find nothing.
      const asTyped = leaf(g.term, { prefix: isPrefix(groups, i), fuzzy: false });
      const fixes = pass === "exact" ? [] : fixesOf(g);
      const typed: Query =
        fixes.length === 0
          ? asTyped
          : { combineWith: "OR", queries: [asTyped, ...fixes.map((w) => leaf(w, { prefix: false, fuzzy: false }))] };
      if (g.synonyms.length === 0) return typed;
      const alternatives: Query[] = g.synonyms.map((words) =>
        words.length === 1
          ? leaf(words[0] as string, { prefix: false, fuzzy: false })
          : { combineWith: "AND", queries: words, prefix: false, fuzzy: false },
      );
      return { combineWith: "OR", queries: [typed, ...alternatives] };
    }),
  };
}

export interface TextMatch {
  /** Doc index → relevance score. */
  scores: Map<number, number>;
  pass: Pass | "none";
}

/**
 * Full-text match: exact words (last one as a prefix) first; when that finds nothing, with typo
 * tolerance; then any word. Exact names and skus rank first; names starting with the phrase next.
 */
export function matchText(index: SearchIndex, keyphrase: string, accept: (ix: number) => boolean): TextMatch {
  const known = (t: string) => index.vocabulary.has(t);
  const groups = parseKeyphrase(keyphrase, index.ranking.joinWords ? known : undefined, index.analyzer, (t) =>
    known(t) ? [] : index.parts(t),
  );
  const scores = new Map<number, number>();
  if (groups.length === 0) return { scores, pass: "none" };
  const passes: Pass[] = groups.length > 1 ? ["exact", "fuzzy", "loose"] : ["exact", "fuzzy"];
  const key = index.analyzer.phraseKey(keyphrase);
  const skuQuery = keyphrase
    .trim()
    .toUpperCase()
    .replace(/^(EU|AU)-/, "");
  const fixes = new Map<TermGroup, string[]>();
  const fixesOf = (g: TermGroup) => {
    let list = fixes.get(g);
    if (!list) {
      list = corrections(index, g.term);
      fixes.set(g, list);
    }
    return list;
  };
  for (const pass of passes) {
    const results = index.text.search(buildQuery(groups, fixesOf, pass), {
      // Corrected and loose matches skip the descriptions: there they mostly add noise, and cost.
      fields: pass === "exact" ? [...TEXT_FIELDS] : TEXT_FIELDS.filter((f) => f !== "text"),
      boost: FIELD_BOOST,
      weights: { fuzzy: 0.45, prefix: 0.6 },
      // Corrected words score a little below exact ones.
      boostTerm: (term) => (pass === "exact" || groups.some((g) => g.term === term) ? 1 : 0.8),
      filter: (r) => accept(r.id as number),
    });
    if (results.length === 0) continue;
    // The words as the type signal sees them: typed, corrected (when this pass corrects) and synonyms.
    const words: QueryWord[] = groups.map((g, i) => ({
      forms: [g.term, ...(pass === "exact" ? [] : fixesOf(g)), ...g.synonyms.flatMap((s) => (s.length === 1 ? s : []))],
      prefix: isPrefix(groups, i),
    }));
    // Words in the name's order: one word alone is already scored by the name field.
    const phrase = groups.length > 1 || !index.ranking.phraseOnly;
    let typed = false;
    for (const r of results) {
      const doc = index.docs[r.id as number];
      if (!doc) continue;
      const boost = typeBoost(doc.typeWords, words, index.ranking);
      if (boost > 1) typed = true;
      let score = r.score * boost;
      if (doc.nameKey === key || doc.sku === skuQuery) score *= 100;
      else if (phrase && doc.nameKey.startsWith(key)) score *= index.ranking.nameStart;
      else if (phrase && key.length > 2 && doc.nameKey.includes(key)) score *= index.ranking.nameContains;
      scores.set(doc.ix, score);
    }
    if (!typed && index.ranking.typeFallback && pass !== "loose") addTypeMatches(index, words, scores, accept);
    return { scores, pass };
  }
  return { scores, pass: "none" };
}

/**
 * Every word is required, so "barbell collars" found only the collar springs: the collars never
 * say barbell. When no match is of a type the keyphrase names and its last word (English puts the
 * head last) is a product type, the products of that type join, scored on the words they have.
 * A last word still being typed ("barbell coll") is not a type yet, so nothing joins.
 */
function addTypeMatches(
  index: SearchIndex,
  words: QueryWord[],
  scores: Map<number, number>,
  accept: (ix: number) => boolean,
): void {
  if (words.length < 2) return;
  const forms = (words.at(-1)?.forms ?? []).filter((f) => index.typeHeads.has(f));
  if (forms.length === 0) return;
  const results = index.text.search(
    { combineWith: "OR", queries: words.flatMap((w) => w.forms), prefix: false, fuzzy: false },
    {
      fields: TEXT_FIELDS.filter((f) => f !== "text"),
      boost: FIELD_BOOST,
      filter: (r) => {
        const doc = index.docs[r.id as number];
        return doc !== undefined && !scores.has(doc.ix) && isOfType(doc.typeWords, forms) && accept(doc.ix);
      },
    },
  );
  for (const r of results) {
    const doc = index.docs[r.id as number];
    if (doc) scores.set(doc.ix, r.score * typeBoost(doc.typeWords, words, index.ranking));
  }
}
