import type { Locale } from "./locales.ts";

/**
 * The languages the storefront's words are written in (issue 15, ADR 0035). English is the source;
 * every other language carries every message. A locale speaks the language of its BCP-47 tag when we
 * have it (`/de` de-DE → de, `/be` nl-BE → nl), else English (`/de/en` en-DE, `/gb` en-GB → en).
 */
export const LANGUAGES = ["en", "de", "fr", "es", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = "en";

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The language of a locale's words: its tag's language subtag when we write it, English otherwise. */
export function languageOf(locale: Pick<Locale, "tag">): Language {
  const subtag = (locale.tag.split("-")[0] ?? "").toLowerCase();
  return isLanguage(subtag) ? subtag : SOURCE_LANGUAGE;
}
