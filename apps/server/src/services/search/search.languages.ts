import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import type { Language } from "@ironworks/domain";
import { type Analyzer, ENGLISH, normalize } from "./search.text.ts";

/**
 * Text analysis per language (issue 15 item 4, ADR 0038): the Snowball stemmers of @orama/stemmers on
 * the lower-cased word (they know umlauts and accents), then accents folded so "hantelbanke" finds
 * "Hantelbänke"; each language's own stop words, French elisions (l', d', qu') among them. German and
 * Dutch compounds are split against the catalog's own words when the index is built (compoundParts).
 */
const STOP: Record<Exclude<Language, "en">, string[]> = {
  de: "der die das den dem des ein eine einer eines einem einen und oder für mit von zu im in am an auf aus bei nach vom zum zur ist".split(
    " ",
  ),
  fr: "le la les l un une des du de d et ou pour avec à au aux en sur par qu que j n s c m t se ce".split(" "),
  es: "el la los las un una unos unas de del y o para con a al en por que se su".split(" "),
  nl: "de het een en of voor met van te in op aan bij uit tot om".split(" "),
};

const STEMMERS: Record<Exclude<Language, "en">, (word: string) => string> = {
  de: german,
  fr: french,
  es: spanish,
  nl: dutch,
};

const SPLIT = /[^\p{L}\p{N}]+/u;

function analyzer(language: Exclude<Language, "en">): Analyzer {
  const stop = new Set(STOP[language]);
  const stem = STEMMERS[language];
  const tokenize = (text: string) =>
    text
      .toLowerCase()
      .split(SPLIT)
      .filter((t) => t !== "");
  const processTerm = (term: string): string | null => {
    const lower = term.toLowerCase();
    if (lower === "" || stop.has(lower) || stop.has(normalize(lower))) return null;
    let stemmed = normalize(/\d/.test(lower) ? lower : stem(lower));
    // Snowball keeps German plural -n after -el/-er ("Langhanteln"): one form for both numbers.
    if (language === "de" && /(el|er)n$/.test(stemmed) && stemmed.length > 5) stemmed = stemmed.slice(0, -1);
    return stemmed;
  };
  const terms = (text: string) => tokenize(text).flatMap((t) => processTerm(t) ?? []);
  return { language, tokenize, processTerm, terms, phraseKey: (text) => terms(text).join(" ") };
}

const ANALYZERS: Record<Language, Analyzer> = {
  en: ENGLISH,
  de: analyzer("de"),
  fr: analyzer("fr"),
  es: analyzer("es"),
  nl: analyzer("nl"),
};

export const analyzerFor = (language: Language): Analyzer => ANALYZERS[language];

/** Languages whose nouns compound ("Langhantel" = lang + Hantel). */
export const COMPOUNDING = new Set<Language>(["de", "nl"]);

/**
 * Compound parts from the catalog's own words: a word part of 5+ letters that starts or ends two or
 * more distinct indexed words ("hantel" in langhantel, kurzhantel, hantelbank) is a part; each word
 * is indexed with the parts it is made of, so "Hantel" finds Langhanteln and Hantelbänke alike.
 */
export function compoundParts(vocabulary: Iterable<string>): (term: string) => string[] {
  const words = [...new Set(vocabulary)].filter((w) => w.length >= 8 && !/\d/.test(w));
  const seen = new Map<string, Set<string>>();
  const note = (part: string, word: string) => {
    const set = seen.get(part) ?? new Set<string>();
    set.add(word);
    seen.set(part, set);
  };
  for (const w of words)
    for (let i = 3; i <= w.length - 5; i++) {
      note(w.slice(i), w); // head: …hantel
      note(w.slice(0, w.length - i), w); // modifier: hantel…
    }
  const parts = new Set([...seen].filter(([, ws]) => ws.size >= 2).map(([part]) => part));
  const cache = new Map<string, string[]>();
  return (term) => {
    let found = cache.get(term);
    if (!found) {
      found = [];
      if (term.length >= 8)
        for (let i = 3; i <= term.length - 5; i++) {
          const head = term.slice(i);
          const modifier = term.slice(0, term.length - i);
          if (parts.has(head)) found.push(head);
          if (parts.has(modifier)) found.push(modifier);
        }
      // The longest parts only: "hantel" rather than also "antel", "ntel".
      found = found.filter((p) => !found?.some((q) => q !== p && q.includes(p)));
      cache.set(term, found);
    }
    return found;
  };
}
