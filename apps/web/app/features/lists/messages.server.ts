import { defineCatalog, pageMessages } from "../../lib/i18n/catalog.server.ts";
import { type PageMessages, type Translate, translate } from "../../lib/i18n/messages.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { catalogCatalog } from "../catalog/messages.server.ts";
import { cartWords } from "./cart/cart-words.ts";
import { lineCatalog } from "./line/messages.server.ts";
import type { ListsKey } from "./messages.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The words of wishlists, registries, back-in-stock confirmation and the account's list pages (ADR 0035). */
export const listsCatalog = defineCatalog("lists", { en, de, fr, es, nl });

/**
 * A list page's words: the lists catalog, the catalog's (SKU, stock and price labels of its rows) and
 * the line catalog (what a row's line details and a refusal say).
 * `words` formats them on the server, for notices a loader or an action words (flash messages, refusals).
 */
export function listPageMessages(request: Request): { messages: PageMessages; words: Translate<ListsKey> } {
  const { locale } = localeFromRequest(request);
  const messages = pageMessages(locale, listsCatalog, catalogCatalog, lineCatalog);
  return { messages, words: (key, values) => translate([messages], key, values) };
}

/** A service refusal (SPEC §8 code) in the request's language, as the cart words it; unknown codes as-is. */
export function failureWords(request: Request, failure: { code: string; message: string }): string {
  const { locale } = localeFromRequest(request);
  const pages = [pageMessages(locale, lineCatalog, catalogCatalog)];
  return cartWords((key, values) => translate(pages, key, values), failure);
}

/** A form's field errors given as lists keys (registry-form.ts), worded in the request's language. */
export function wordErrors(
  errors: Partial<Record<string, string>>,
  words: Translate<ListsKey>,
): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key && words(key as ListsKey)]));
}
