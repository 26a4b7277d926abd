// The guest page cache (issue #16 item 3, ADR 0032): what a visitor without a session sees, kept
// for a few seconds as finished bytes (identity, gzip and brotli), so a hit costs a map lookup and
// a write. The per-response CSP nonce does not survive into the cache: cached pages are stored
// without nonce attributes and served with a policy that allows their inline scripts by hash.
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseVariant, isValidVisitorId, VISITOR_ID_COOKIE } from "@ironworks/domain/ab";
import { LRUCache } from "lru-cache";
import type { ChangeTopic } from "./changes.ts";
import { chooseEncoding, type Encoding } from "./compression.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The cookie of a session (platform/session.ts); a request carrying it is never a guest's. */
const SESSION_COOKIE = "iw_sid";

/**
 * Cookies a guest page may depend on; their values are part of the key. Any other cookie (the
 * native app's `iw_app`, the cart's estimate, one this list has not heard of) makes the request
 * uncacheable: the page could depend on it. The visitor id (`ab_vid`) is allowed too, but its value
 * is not in the key (ADR 0064): the page never carries it, and what it decides (A/B variants, flag
 * values) is keyed instead (`assignedKey`).
 */
export const KEYED_COOKIES = ["iw_consent", "hc", "preferred_country", "seg"] as const;
/** Request headers a page may depend on (their values are part of the key). */
export const KEYED_HEADERS = ["host", "sec-gpc"] as const;
/** The native app's context arrives in these headers or query parameters (features/native-app): never cached. */
const APP_HEADERS = ["x-mobile-app", "x-mobile-app-version"];
const APP_QUERY = /(?:^|[?&])(?:isMobileApp|mobileAppVersion)=/i;

/** Response headers a cached page keeps (the rest are per response or set again by middleware). */
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "link", "vary"];

/** Bots get the whole document at once (entry.server.tsx, onAllReady); browsers get it streamed. */
export type Reader = "bot" | "browser";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** CSP hash sources ('sha256-…') of every inline script of the page. */
  scriptHashes: string[];
}

export interface PageCacheOptions {
  /** How long a page is served from the cache; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on the bytes kept (the three encodings of every page together). */
  maxBytes: number;
  /** How long at most a miss waits for another render of the same page to fill the cache (ms). */
  fillWaitMs?: number;
}

function parseCookies(header: string | null): Map<string, string> | null {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!name) continue;
    if (cookies.has(name)) return null; // the same name twice: which one a reader takes is not ours to guess
    cookies.set(name, eq < 0 ? "" : part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The cache key of a guest's GET, or null when the request may not be served from (or fill) the
 * cache: not a GET, a session cookie, the native app's context, or a cookie the key does not know.
 * `variant` is what the server resolves for the visitor beyond the request (the flags version).
 */
export function guestPageKey(
  request: { method: string; url: string; headers: Headers },
  reader: Reader,
  variant: string,
): string | null {
  return pageKey(request, reader, variant, null);
}

/**
 * The key of the page shared by every session that sees the same bytes (ADR 0061): the guest key's
 * parts (the session cookie allowed, its value left out) and `who`, what the page shows of the
 * session besides its personal island (`sharedWho`). null where a guest's key is null, and for a
 * request without a session cookie (a guest's key is not this one). Never equal to a guest key.
 */
export function sharedPageKey(
  request: { method: string; url: string; headers: Headers },
  reader: Reader,
  variant: string,
  who: string,
): string | null {
  return pageKey(request, reader, variant, who);
}

/**
 * What a shared page depends on of its session (ADR 0061), all of it in the key: guest session or
 * customer; the customer group (group prices, SPEC §6), whether the e-mail is staff's (a flags
 * attribute), the customer's segments (home content) and ship-to country (root data). Name, e-mail
 * and cart count are not in it: the shared page shows them neutral and the browser fills them in.
 */
export function sharedWho(session: {
  customerId: number | null;
  groupId: number;
  staff: boolean;
  segments?: readonly string[] | undefined;
  shipToCountry: string | null;
}): string {
  if (!session.customerId) return "who=guest-session";
  const segments = [...(session.segments ?? [])].sort().join(",");
  return `who=customer;group=${session.groupId};staff=${session.staff ? 1 : 0};seg=${segments};ship=${session.shipToCountry ?? ""}`;
}

function pageKey(
  request: { method: string; url: string; headers: Headers },
  reader: Reader,
  variant: string,
  who: string | null,
): string | null {
  if (request.method !== "GET") return null;
  const cookies = parseCookies(request.headers.get("cookie"));
  if (!cookies) return null;
  const keyed: string[] = [];
  let session = false;
  for (const [name, value] of cookies) {
    if (name === SESSION_COOKIE) {
      if (who === null || !value) return null;
      session = true;
      continue;
    }
    if (name === VISITOR_ID_COOKIE) {
      // A valid id: the page is one of the id's assignment (assignedKey adds it); any other value is no id.
      if (isValidVisitorId(value)) keyed.push("vid");
      continue;
    }
    if (!(KEYED_COOKIES as readonly string[]).includes(name)) return null;
    keyed.push(`${name}=${value}`);
  }
  if (who !== null && !session) return null;
  for (const name of APP_HEADERS) if (request.headers.has(name)) return null;
  const url = new URL(request.url);
  if (APP_QUERY.test(url.search)) return null;
  keyed.sort();
  const headers = KEYED_HEADERS.map((h) => `${h}=${request.headers.get(h) ?? ""}`);
  // A data request (`.data`, client navigations) is never a shared page: its answer is the session's own.
  if (who !== null && url.pathname.endsWith(".data")) return null;
  const parts = [url.pathname + url.search, reader, variant, ...headers, ...keyed];
  if (who !== null) parts.push(`shared\n${who.replace(/\n/g, " ")}`);
  return parts.join("\n");
}

/** The request's visitor id (a valid `ab_vid`), or null: what `assignedKey` assigns by. */
export function requestVisitorId(headers: Headers): string | null {
  const id = parseCookies(headers.get("cookie"))?.get(VISITOR_ID_COOKIE);
  return isValidVisitorId(id) ? id : null;
}

/**
 * What one render decided from the visitor id (ADR 0064), reported by the loaders through the load
 * context: each content A/B test it chose a variant for (name → number of variants), and the flags'
 * targeting attributes without the id with the values they gave (the root loader's; null: none).
 */
export interface Assignment {
  tests: Map<string, number>;
  flags: { attributes: Record<string, unknown>; values: Record<string, unknown> } | null;
}

/**
 * What the pages of one base key (the visitor id left out) are known to decide by the id, learned
 * from their renders: every A/B test seen (a union: a nested test shows in one variant only) and the
 * flags' attributes. The key of a visitor's page is computed from it before rendering.
 */
export interface Variance {
  tests: readonly (readonly [string, number])[];
  attributes: Record<string, unknown> | null;
}

/** The variance after a render: the tests known before and those the render chose, its attributes. */
export function learnVariance(before: Variance | undefined, render: Assignment): Variance {
  const tests = new Map(before?.tests ?? []);
  for (const [name, count] of render.tests) tests.set(name, count);
  return {
    tests: [...tests].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    attributes: render.flags?.attributes ?? null,
  };
}

/**
 * The key of a page for a visitor with an id (ADR 0064): the base key, the variant the id gets in
 * every test of `variance`, and the flag attributes and values (`flagValues`: evaluated for this
 * visitor with `variance.attributes` and the id). Two visitors with the same variants and values get
 * one key; a render stores under the key of what it decided, so a key never holds another variant.
 */
export function assignedKey(
  base: string,
  visitorId: string,
  variance: Variance,
  flagValues: Record<string, unknown> | null,
): string {
  const ab = variance.tests.map(([name, count]) => `${name}:${count}=${chooseVariant(name, visitorId, count)}`);
  const flags =
    variance.attributes && flagValues ? `${JSON.stringify(variance.attributes)}${JSON.stringify(flagValues)}` : "";
  return `${base}\nab=${ab.join(",").replace(/\n/g, " ")}\nflagv=${flags.replace(/\n/g, " ")}`;
}

/**
 * Whether a page rendered for a visitor id may be stored under an assignment key: the id appears
 * nowhere in it, and every A/B test it shows (`data-ab-test`) is one the render reported.
 */
export function assignedPageSafe(html: string, visitorId: string, tests: ReadonlyMap<string, number>): boolean {
  if (html.includes(visitorId)) return false;
  const marker = /\sdata-ab-test="([^"]*)"/g;
  for (let m = marker.exec(html); m; m = marker.exec(html)) {
    const name = (m[1] ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    if (!tests.has(name)) return false;
  }
  return true;
}

/** CSP hash sources of the inline scripts (those without src) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const open = /<script\b([^>]*)>/gi;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const attributes = m[1] ?? "";
    const start = m.index + m[0].length;
    const end = html.indexOf("</script", start);
    if (end < 0) break;
    open.lastIndex = end;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(html.slice(start, end), "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page without its nonce: every ` nonce="…"` attribute goes. null if the nonce still appears
 * anywhere after that (somewhere this code does not understand): such a page is not cached.
 */
export function withoutNonce(html: string, nonce: string): string | null {
  const stripped = html.split(` nonce="${nonce}"`).join("");
  return stripped.includes(nonce) ? null : stripped;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): CachedPage | undefined;
  /** A counter that moves on every invalidation: a render that began before one is not stored. */
  generation(): number;
  /**
   * Stores a rendered page (a 200 text/html body) unless an invalidation happened since `generation`.
   * The brotli and gzip copies are made here, once, off the main thread (zlib's pool).
   */
  store(
    key: string,
    generation: number,
    page: { status: number; headers: Headers; html: string; nonce: string },
  ): Promise<boolean>;
  /**
   * One render per page after a drop (ADR 0038 addendum). For a page the last drop emptied, the first
   * miss gets `release`, to call when its fill ended (stored or not); a miss while that render runs gets
   * `wait`, to look again after (it ends at most fillWaitMs later). Any other miss renders on its own
   * (undefined): a page that is not stored (a first visit's cookie) is never waited for.
   */
  fill(key: string): { release: () => void; wait?: never } | { wait: Promise<void>; release?: never } | undefined;
  /**
   * Drops what a change of `topic` can affect (every page when no topic is given; pagesOf says which);
   * renders begun before are not stored.
   */
  invalidate(topic?: ChangeTopic): void;
  /** What the pages of a base key are known to decide by the visitor id (ADR 0064), if any render told. */
  variance(base: string): Variance | undefined;
  /** Records what a render of a base key decided by the id (merged with what was known). */
  learn(base: string, render: Assignment): Variance;
  /** Resolves when every store begun so far has finished (tests: the next request sees it). */
  settled(): Promise<void>;
  readonly size: number;
  readonly bytes: number;
}

/** A leaderboard page (/events/…, /invitational, under any locale prefix). */
const EVENTS_PAGE = /^(?:\/[a-z]{2}(?:-[a-z]{2,4})?)?\/(?:events|invitational)(?:[/?]|$)/i;
/** The equipped-gyms map (and its app alias), under any locale prefix. */
const GYMS_PAGE = /^(?:\/[a-z]{2}(?:-[a-z]{2,4})?)?(?:\/app)?\/rogue-equipped-gyms(?:[/?]|$)/i;
/** The gym gallery of The Index, under any locale prefix. */
const GALLERY_PAGE = /^(?:\/[a-z]{2}(?:-[a-z]{2,4})?)?\/theindex\/ryourogue(?:[/?]|$)/i;

/**
 * Which guest pages a change of each topic can affect (issue #18 item 3): a leaderboard change only
 * the event pages, a gyms change only the map, a gallery change only the gallery; a flags change none (the flags' version is part of every key, and web.ts drops the
 * cache when the flags really change); the catalog, prices, stock, CMS content and reviews show on
 * tiles, menus and blocks of nearly every page: all of them.
 */
export function pagesOf(topic: ChangeTopic | undefined): ((pathAndQuery: string) => boolean) | "all" | "none" {
  if (topic === "flags") return "none";
  if (topic === "events") return (path) => EVENTS_PAGE.test(path);
  if (topic === "gyms") return (path) => GYMS_PAGE.test(path);
  if (topic === "gallery") return (path) => GALLERY_PAGE.test(path);
  return "all";
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const enabled = options.ttlMs > 0;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (p) => p.identity.byteLength + p.gzip.byteLength + p.br.byteLength + 512,
    ttl: Math.max(1, options.ttlMs),
    ttlAutopurge: false,
  });
  /** Base key → what its pages decide by the visitor id (small entries; forgotten with the pages). */
  const variances = new LRUCache<string, Variance>({ max: 10_000 });
  let generation = 0;
  const pending = new Set<Promise<boolean>>();
  const fills = new Map<string, { done: Promise<void>; end: () => void }>();
  /** Pages the last drop emptied and no render has filled again yet. */
  let emptied = new Set<string>();
  const fillWaitMs = options.fillWaitMs ?? 1000;
  return {
    enabled,
    get: (key) => (enabled ? pages.get(key) : undefined),
    generation: () => generation,
    fill(key) {
      const running = fills.get(key);
      if (running) return { wait: running.done };
      if (!emptied.delete(key)) return undefined;
      let resolve = () => {};
      const done = new Promise<void>((r) => {
        resolve = r;
      });
      const end = () => {
        clearTimeout(timer);
        if (fills.get(key)?.done === done) fills.delete(key);
        resolve();
      };
      // A render whose body is never read to its end (the client went away) must not hold the others.
      const timer = setTimeout(end, fillWaitMs);
      timer.unref?.();
      fills.set(key, { done, end });
      return { release: end };
    },
    store(key, startedAt, page) {
      const stored = put(key, startedAt, page).finally(() => pending.delete(stored));
      pending.add(stored);
      return stored;
    },
    variance: (base) => (enabled ? variances.get(base) : undefined),
    learn(base, render) {
      const next = learnVariance(variances.get(base), render);
      if (enabled) variances.set(base, next);
      return next;
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
    invalidate(topic) {
      const affected = pagesOf(topic);
      if (affected === "none") return;
      generation++;
      if (affected !== "all") {
        const pathOf = (key: string) => key.slice(0, key.indexOf("\n") >>> 0);
        const dropped = [...pages.keys()].filter((key) => affected(pathOf(key)));
        for (const key of dropped) pages.delete(key);
        if (dropped.length > 0) emptied = new Set(dropped);
        for (const [key, fill] of [...fills]) if (affected(pathOf(key))) fill.end();
        return;
      }
      // One edit may announce two topics at once: the second drop finds the cache empty and keeps the first's list.
      if (pages.size > 0) emptied = new Set(pages.keys());
      pages.clear();
      variances.clear();
      // Renders under way are of the old data: whoever waits for one renders afresh.
      for (const fill of [...fills.values()]) fill.end();
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };

  async function put(
    key: string,
    startedAt: number,
    page: { status: number; headers: Headers; html: string; nonce: string },
  ): Promise<boolean> {
    if (!enabled || page.status !== 200 || startedAt !== generation) return false;
    if (!/^text\/html/i.test(page.headers.get("content-type") ?? "") || page.headers.has("set-cookie")) return false;
    // A page its route marks as nobody else's (sign-in, a reset link's form, an order looked up) is never shared.
    if (/\b(no-store|private)\b/i.test(page.headers.get("cache-control") ?? "")) return false;
    const html = withoutNonce(page.html, page.nonce);
    if (html === null) return false;
    const identity = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 6 }),
    ]);
    if (startedAt !== generation) return false;
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = page.headers.get(name);
      if (value !== null) headers.push([name, value]);
    }
    pages.set(key, { status: page.status, headers, identity, gzip: gz, br, scriptHashes: inlineScriptHashes(html) });
    return true;
  }
}

const OFFERED: readonly Encoding[] = ["br", "gzip"];

/** A cached page as a response for one request: the encoding it accepts, its own CSP. */
export function cachedResponse(page: CachedPage, acceptEncoding: string | undefined, csp: string): Response {
  const encoding = chooseEncoding(acceptEncoding, OFFERED);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  const headers = new Headers(page.headers);
  if (encoding) headers.set("content-encoding", encoding);
  const vary = headers.get("vary");
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  headers.set("content-length", String(body.byteLength));
  headers.set("content-security-policy", csp);
  headers.set("x-cache", "hit");
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: page.status,
    headers,
  });
}
