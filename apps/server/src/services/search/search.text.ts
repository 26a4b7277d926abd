/**
 * Text normalisation shared by indexing and querying: lower case, no diacritics, simple plural
 * folding ("dumbbells" → "dumbbell", "accessories" → "accessory"), a tiny stop list.
 */

const STOP_WORDS = new Set(["a", "an", "the", "and", "or", "for", "with", "of", "to", "in", "on", "by", "&"]);

const SPLIT = /[^\p{L}\p{N}]+/u;

export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Raw tokens of a text, before stemming. */
export function tokenize(text: string): string[] {
  return normalize(text)
    .split(SPLIT)
    .filter((t) => t !== "");
}

/** Plural folding: both sides of the index go through it, so it only has to be consistent. */
export function stem(term: string): string {
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith("s") && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** The index's term processor: null drops the term. */
export function processTerm(term: string): string | null {
  const t = normalize(term);
  if (t === "" || STOP_WORDS.has(t)) return null;
  return stem(t);
}

/** The terms of a text as the index sees them. */
export function terms(text: string): string[] {
  return tokenize(text).flatMap((t) => {
    const p = processTerm(t);
    return p === null ? [] : [p];
  });
}

/** A phrase key: its terms joined by single spaces ("Bumper Plates" → "bumper plate"). */
export function phraseKey(text: string): string {
  return terms(text).join(" ");
}

/** How one language turns text into index terms (English here; the others in search.languages.ts). */
export interface Analyzer {
  language: "en" | "de" | "fr" | "es" | "nl";
  tokenize(text: string): string[];
  /** null drops the term (a stop word). */
  processTerm(term: string): string | null;
  terms(text: string): string[];
  phraseKey(text: string): string;
}

export const ENGLISH: Analyzer = { language: "en", tokenize, processTerm, terms, phraseKey };
