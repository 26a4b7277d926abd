/** The languages the demo seed writes besides English (issue 15 item 3, ADR 0038). */
export const SEED_LANGUAGES = ["de", "fr", "es", "nl"] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** One text per seed language, in SEED_LANGUAGES order: [de, fr, es, nl]. */
export type Words = readonly [de: string, fr: string, es: string, nl: string];

export function byLanguage<T>(make: (language: SeedLanguage, index: number) => T): Record<SeedLanguage, T> {
  return Object.fromEntries(SEED_LANGUAGES.map((l, i) => [l, make(l, i)])) as Record<SeedLanguage, T>;
}

export const word = (words: Words, language: SeedLanguage): string => words[SEED_LANGUAGES.indexOf(language)] as string;
