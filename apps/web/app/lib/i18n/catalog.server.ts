import { type Language, type Locale, languageOf, SOURCE_LANGUAGE } from "@ironworks/domain";
import type { Messages } from "@lingui/core";
import { type CompiledMessage, compileMessage } from "@lingui/message-utils/compileMessage";
import type { PageMessages } from "./messages.ts";

/**
 * A catalog's source: one flat `{ key: ICU message }` object per language. English defines the keys;
 * a language without one of them does not compile.
 */
export type CatalogSources<K extends string> = { en: Record<K, string> } & Record<
  Exclude<Language, "en">,
  Record<NoInfer<K>, string>
>;

export interface Catalog<K extends string = string> {
  name: string;
  keys: readonly K[];
  /** The catalog compiled for a language (cached): every English key, falling back to English. */
  compiled(language: Language): Messages;
}

const warned = new Set<string>();

/**
 * A message without placeholders as its text: Lingui's compiled form of "Cart" is `["Cart"]`, which it
 * formats through its interpolator on every call, and which travels as an array in loader data. The
 * formatter takes strings as they are (messages.ts), so most messages cost a lookup and nothing else.
 */
function plain(message: CompiledMessage): CompiledMessage | string {
  return Array.isArray(message) && message.every((token) => typeof token === "string") ? message.join("") : message;
}

/**
 * Declares a catalog (a feature's or a route's words). Messages compile once per language, on the
 * server only: the browser receives compiled messages and never parses ICU. A key missing in a language
 * falls back to English and is logged once (the catalogue test fails on it before that can ship).
 */
export function defineCatalog<K extends string>(name: string, sources: CatalogSources<K>): Catalog<K> {
  const english = sources.en;
  const keys = Object.keys(english) as K[];
  const cache = new Map<Language, Messages>();
  return {
    name,
    keys,
    compiled(language) {
      let messages = cache.get(language);
      if (messages) return messages;
      const own: Partial<Record<K, string>> = sources[language] ?? {};
      messages = {};
      for (const key of keys) {
        let text = own[key];
        if (text === undefined) {
          text = english[key];
          if (language !== SOURCE_LANGUAGE && !warned.has(`${language}|${key}`)) {
            warned.add(`${language}|${key}`);
            console.warn(`i18n: catalog ${name} has no ${language} message for "${key}"; English shown`);
          }
        }
        messages[key] = plain(compileMessage(text));
      }
      cache.set(language, messages);
      return messages;
    },
  };
}

const pages = new Map<string, PageMessages>();

/**
 * What a loader returns under `messages`: the given catalogs compiled for the locale's language. The
 * same object per locale and catalog set, so the browser's formatter merges it once.
 */
export function pageMessages(locale: Pick<Locale, "tag">, ...catalogs: Catalog[]): PageMessages {
  const key = `${locale.tag}|${catalogs.map((c) => c.name).join(",")}`;
  let page = pages.get(key);
  if (!page) {
    const language = languageOf(locale);
    page = { language, tag: locale.tag, messages: Object.assign({}, ...catalogs.map((c) => c.compiled(language))) };
    pages.set(key, page);
  }
  return page;
}
