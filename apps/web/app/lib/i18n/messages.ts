import type { Language } from "@ironworks/domain";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { useCallback, useMemo } from "react";
import { useMatches } from "react-router";
import { unpackMessages } from "./packing.ts";

/**
 * The words a page needs, in its language (ADR 0035): each route's loader returns the catalogs it
 * renders, compiled on the server, under `messages`; the root route's are the shell's (cookie notice,
 * region modal, 404). They travel in the loader data, so the server-rendered HTML and the hydrating
 * browser format from the same messages: no flash, no extra request. Lingui formats them (ICU
 * plurals, selects, numbers with the page's tag).
 */
export interface PageMessages {
  language: Language;
  /** The page's BCP-47 tag: numbers inside messages (`#` of a plural) are formatted for it. */
  tag: string;
  messages: Messages;
}

/**
 * The same words as they travel in loader data from the production server (ADR 0035 addendum): the
 * route's key set only, the compiled messages as one text (packing.ts). One string serializes and
 * escapes in one step per request, where an object of a few hundred compiled messages cost the server
 * a turbo-stream entry per key, array and token on every page, and the page as many references; the
 * text's form has no quotes, which the page's two layers of escaping made four characters each.
 */
export interface PackedPageMessages {
  language: Language;
  tag: string;
  packed: string;
}

/** Values a message interpolates: `{country}`, `{count, plural, …}`, `{mode, select, …}`. */
export type MessageValues = Record<string, string | number>;

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

const reported = new Set<string>();
/** A key no loaded catalog has is a bug (the route did not ship its catalog): say so once, show nothing. */
function missing(locale: string, id: string): string {
  if (!reported.has(`${locale}|${id}`)) {
    reported.add(`${locale}|${id}`);
    console.warn(`i18n: no message "${id}" loaded for ${locale}`);
  }
  return "";
}

/**
 * One formatter per tag, holding no messages: `translate` finds a message in the page's own catalogs
 * and hands it over with the call, so the formatter only interpolates (plurals, selects, numbers in
 * the tag's rules). An instance per tag may then be shared by concurrent server renders, and no
 * page's words can leak into another's: catalogs unpacked once per text are shared between locales
 * of one language (en-CA and en-GB), so merging them into per-tag instances once left a locale's
 * instance without the words another locale's first unpacking had taken.
 */
const instances = new Map<string, I18n>();

function formatterFor(page: PageMessages): I18n {
  let i18n = instances.get(page.tag);
  if (!i18n) {
    i18n = setupI18n({ locale: page.language, locales: [page.tag], messages: { [page.language]: {} } });
    // Messages without placeholders arrive as their text (catalog.server.ts): shown as they are. Lingui
    // returns a string its compiler gives back without interpolating it; its type says token array.
    i18n.setMessagesCompiler((text) => text as unknown as CompiledMessage);
    instances.set(page.tag, i18n);
  }
  return i18n;
}

/** The message of `key` in a page's catalogs: the last catalog that has it (a route's after the root's). */
function lookup(pages: readonly PageMessages[], key: string): unknown {
  for (let i = pages.length - 1; i >= 0; i--) {
    const message = pages[i]?.messages[key];
    if (message !== undefined) return message;
  }
  return undefined;
}

function isPageMessages(value: unknown): value is PageMessages {
  const v = value as Partial<PageMessages> | null;
  return typeof v === "object" && v !== null && typeof v.language === "string" && typeof v.messages === "object";
}

function isPacked(value: unknown): value is PackedPageMessages {
  const v = value as Partial<PackedPageMessages> | null;
  return typeof v === "object" && v !== null && typeof v.language === "string" && typeof v.packed === "string";
}

/** Unpacked once per text (a route's words in a language are one text), so the formatter merges them once. */
const unpacked = new Map<string, PageMessages>();
function unpack({ language, tag, packed }: PackedPageMessages): PageMessages {
  let page = unpacked.get(packed);
  if (!page) {
    page = { language, tag, messages: unpackMessages(packed) };
    unpacked.set(packed, page);
  }
  return page;
}

/** The catalogs shipped by the matched routes' loaders (root first). */
export function pageMessagesOf(
  matches: readonly ({ loaderData?: unknown; data?: unknown } | undefined)[],
): PageMessages[] {
  const found: PageMessages[] = [];
  for (const match of matches) {
    const messages = ((match?.loaderData ?? match?.data) as { messages?: unknown } | null | undefined)?.messages;
    if (isPageMessages(messages)) found.push(messages);
    else if (isPacked(messages)) found.push(unpack(messages));
  }
  return found;
}

/** Formats `key` from the given catalogs (for `meta` and other places without hooks). */
export function translate(pages: readonly PageMessages[], key: string, values?: MessageValues): string {
  const message = lookup(pages, key);
  const first = pages[0];
  if (message === undefined || !first) return missing(first?.tag ?? "none", key);
  // Most messages are their text (catalog.server.ts): given as they are, as Lingui's `_` would give
  // them, without its checks per call. Escape sequences and placeholders go through `_`.
  if (typeof message === "string" && !message.includes("\\")) return message;
  return formatterFor(first)._(key, values, { message: message as string });
}

/**
 * `translate` bound to the matched routes' catalogs and typed by a catalog's keys, for `meta`:
 * `const t = metaT<SearchKey>(matches); [{ title: t("search.documentTitle") }]`.
 */
export function metaT<K extends string>(
  matches: readonly ({ loaderData?: unknown; data?: unknown } | undefined)[],
): Translate<K> {
  const pages = pageMessagesOf(matches);
  return (key, values) => translate(pages, key, values);
}

/**
 * The page's translate function, typed by a catalog's keys:
 * `const t = useT<ConsentKey>(); t("consent.title")`. A key outside the catalog does not compile.
 */
export function useT<K extends string>(): Translate<K> {
  const matches = useMatches();
  const pages = useMemo(() => pageMessagesOf(matches), [matches]);
  return useCallback((key: K, values?: MessageValues) => translate(pages, key, values), [pages]);
}

/** The language the page's words are in (English until a route ships a catalog). */
export function useLanguage(): Language {
  const matches = useMatches();
  return pageMessagesOf(matches)[0]?.language ?? "en";
}
