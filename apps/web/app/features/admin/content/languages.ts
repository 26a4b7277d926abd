/** The languages staff write copy in (contracts COPY_LANGUAGES); English is the entity's own text. */
export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "de", label: "Deutsch" },
  { code: "fr", label: "Français" },
  { code: "es", label: "Español" },
  { code: "nl", label: "Nederlands" },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]["code"];

/**
 * The storefront prefix that shows a language (SPEC §2, @ironworks/domain LOCALES, written here for
 * the reason in admin-api.ts): English on the USA root, Dutch on /be.
 */
export const STOREFRONT_PREFIX: Record<LanguageCode, string> = { en: "", de: "/de", fr: "/fr", es: "/es", nl: "/be" };

export const isLanguage = (value: string | null): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

/** `?locale=` of a console URL, English when absent or unknown. */
export function languageOf(request: Request): LanguageCode {
  const value = new URL(request.url).searchParams.get("locale");
  return isLanguage(value) ? value : "en";
}
