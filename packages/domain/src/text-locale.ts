import { LANGUAGES, type Language, SOURCE_LANGUAGE } from "./languages.ts";

/**
 * Catalog and CMS copy per locale (issue 15 item 3, ADR 0038). The English text is the row itself;
 * translations are held per locale key — a language ("de") or a language with its region ("de-CH")
 * for the rare text one country words differently, the way store views override a default.
 */

/** A text locale: a language we write, optionally with a region ("de", "de-DE", "nl-BE"). */
const TEXT_LOCALE = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

/** "de-de" → "de-DE", "DE" → "de"; null for a language we do not write or a malformed tag. */
export function parseTextLocale(value: string): string | null {
  const m = TEXT_LOCALE.exec(value.trim());
  if (!m) return null;
  const language = (m[1] as string).toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(language)) return null;
  return m[2] ? `${language}-${m[2].toUpperCase()}` : language;
}

/**
 * The translation keys to try, most specific first, before the English row: "de-DE" → ["de-DE", "de"],
 * "de" → ["de"], "en-GB" → ["en-GB"] (English regions may differ in spelling), "en" → [].
 */
export function textLocaleChain(locale: string): string[] {
  const tag = parseTextLocale(locale);
  if (tag === null || tag === SOURCE_LANGUAGE) return [];
  const language = tag.slice(0, 2) as Language;
  if (tag === language) return [language];
  return language === SOURCE_LANGUAGE ? [tag] : [tag, language];
}

/** Translations of one entity, by locale key; English lives in the entity's own columns. */
export type Translations<T> = Partial<Record<string, Partial<T>>>;

/**
 * One field in a locale: the first translation along the chain that has it, else the English value.
 * `missing` hears which non-English locale had nothing (the services log it once).
 */
export function pickText<T, K extends keyof T>(
  english: T[K],
  translations: Translations<T> | null | undefined,
  locale: string,
  field: K,
  missing?: (locale: string, field: K) => void,
): T[K] {
  const chain = textLocaleChain(locale);
  for (const key of chain) {
    const value = translations?.[key]?.[field];
    if (value !== undefined && value !== null && value !== "") return value as T[K];
  }
  const language = chain[chain.length - 1];
  if (language !== undefined && !language.startsWith(SOURCE_LANGUAGE)) missing?.(language, field);
  return english;
}
