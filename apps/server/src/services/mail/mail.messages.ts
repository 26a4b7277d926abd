import { type Language, type Locale, languageOf, resolveLocale } from "@ironworks/domain";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The mail's words (issue 15 item 5): one catalog, `messages/{en,de,fr,es,nl}.json`, in the same
 * shape as the storefront's (ADR 0035) and checked by the same catalogue test
 * (apps/web/app/lib/i18n/catalogs.test.ts: every language has English's keys, valid ICU, the same
 * placeholders, no English sentence left). Formatting is Lingui's, as on the web: ICU compiled once
 * per language, plurals and numbers with the locale's tag.
 */
export type MailKey = keyof typeof en;

const SOURCES: { en: Record<MailKey, string> } & Record<Exclude<Language, "en">, Record<MailKey, string>> = {
  en,
  de,
  fr,
  es,
  nl,
};

const compiled = new Map<Language, Messages>();
function messagesOf(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    const own: Partial<Record<MailKey, string>> = SOURCES[language];
    messages = {};
    for (const key of Object.keys(en) as MailKey[]) messages[key] = compileMessage(own[key] ?? en[key]);
    compiled.set(language, messages);
  }
  return messages;
}

const instances = new Map<string, I18n>();

/** What a mail template writes with: the locale (for Intl) and its words. */
export interface MailWords {
  locale: Locale;
  language: Language;
  t(key: MailKey, values?: Record<string, unknown>): string;
  /** "a, b and c" in the language. */
  list(items: readonly string[]): string;
}

/** The words of a locale's language (`/de` → German, `/de/en` and USA → English), formatted for its tag. */
export function mailWords(locale: Locale): MailWords {
  const language = languageOf(locale);
  let i18n = instances.get(locale.tag);
  if (!i18n) {
    i18n = setupI18n({ locale: language, locales: [locale.tag], messages: { [language]: messagesOf(language) } });
    instances.set(locale.tag, i18n);
  }
  const own = i18n;
  return {
    locale,
    language,
    t: (key, values) => own._(key, values),
    list: (items) => new Intl.ListFormat(locale.tag, { type: "conjunction" }).format(items),
  };
}

/** The locale of a store link's prefix ("/de", "/de/en", "" for USA): what the callers of the mail hold. */
export function localeOfPrefix(prefix: string | undefined): Locale {
  return resolveLocale(prefix || "/").locale;
}
