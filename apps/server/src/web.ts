import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { isStaffEmail, LOCALES, resolveLocale } from "@ironworks/domain";
import type { Context, Hono } from "hono";
import { isbot } from "isbot";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./platform/config.ts";
import type { AppEnv } from "./platform/http.ts";
import type { Logger } from "./platform/logger.ts";
import {
  type Assignment,
  assignedKey,
  assignedPageSafe,
  cachedResponse,
  createPageCache,
  guestPageKey,
  type PageCache,
  type Reader,
  requestVisitorId,
  sharedPageKey,
  sharedWho,
} from "./platform/page-cache.ts";
import { pageContentSecurityPolicy, paymentOrigins } from "./platform/security.ts";
import { staticAssets } from "./platform/static-assets.ts";
import type { RequestSession } from "./platform/session.ts";
import type { Services } from "./services.ts";
import { clientAddress } from "./services/geo/index.ts";

export const WEB_BUILD_DIR = fileURLToPath(new URL("../../web/build", import.meta.url));

/** What SSR loaders receive as their load context (apps/web/app/lib/context.ts declares it). */
export interface WebContext {
  services: Services;
  publicBaseUrl: string;
  debugUi: boolean;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** The page's Content-Security-Policy (this nonce; the payment origins, ADR 0018). */
  contentSecurityPolicy: string;
  /** The visitor's session (resolved on first use; `ensure()` starts a guest one and sets its cookie). */
  session: RequestSession;
  /** The client's address as far as proxies are trusted (sign-in throttling keys on it). */
  clientAddress: string;
  /** Send the document when all of it is ready (bots, ADR 0032's reader), not streamed from the shell. */
  wholeDocument: boolean;
  /** Set by entry.server.tsx when rendering failed after the shell went out: such a page is not cached. */
  render: { failed: boolean };
  /**
   * A session's GET of a page others may share (ADR 0061): `requested` by the server when the request
   * has a shared key; entry.server.tsx sets `done` when it rendered the page with the personal parts
   * neutral (only the routes whose loaders it knows), and only then is the page stored.
   */
  shared: { requested: boolean; done: boolean };
  /**
   * What the render decides by the visitor id (ADR 0064): the content A/B tests it chose a variant
   * for and the root loader's flag attributes (id left out) and values. A page of a visitor with an
   * id is stored under the key of these, not of the id.
   */
  assignment: Assignment;
}

/** Static client assets (hashed, immutable) and the React Router SSR handler for every other path. */
export async function mountWeb(options: {
  config: Config;
  services: Services;
  logger: Logger;
  buildDir?: string;
  /** The guest page cache (ADR 0032); by default one sized by the configuration. */
  pageCache?: PageCache;
}): Promise<(app: Hono<AppEnv>) => void> {
  const buildDir = options.buildDir ?? WEB_BUILD_DIR;
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    options.logger.warn("storefront build missing: run `npm run build`", { serverEntry });
    return (app) => {
      app.all("*", (c) => c.text("The storefront is not built yet. Run `npm run build`.", 503));
    };
  }
  const loaded = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The storefront's own preparation of its build (per-route message keys, ADR 0035 addendum).
  const prepare = (loaded.entry.module as { prepareServerBuild?: (b: ServerBuild) => ServerBuild }).prepareServerBuild;
  const build = prepare ? prepare(loaded) : loaded;
  // The release the heartbeat reports (SPEC §4): the build's manifest version and its date.
  options.services.geo.setRelease({ hash: build.assets.version, buildDate: statSync(serverEntry).mtime.toISOString() });
  const mode = options.config.env === "development" ? "development" : "production";
  // One route table; each locale prefix is the router's basename (ADR 0004).
  const handlers = new Map(
    LOCALES.map((l) => [l.prefix, createRequestHandler({ ...build, basename: l.prefix || "/" }, mode)]),
  );
  const clientDir = join(buildDir, "client");
  const sharedPath = sharedPagePaths(build.routes);
  const payments = paymentOrigins(options.config);

  // The guest page cache (ADR 0032): dropped whole on any data change (the change bus, every
  // process) and on any flags change; the flags' version is part of the key besides.
  const pageCache =
    options.pageCache ??
    createPageCache({ ttlMs: options.config.pageCacheTtlMs, maxBytes: options.config.pageCacheMaxBytes });
  let flagsVersion = "0";
  if (pageCache.enabled) {
    // By topic (issue #18 item 3): a leaderboard change keeps the shop's pages, a flags message keeps all.
    options.services.changes.subscribe((topic) => pageCache.invalidate(topic));
    options.services.flags.subscribe((payload) => {
      flagsVersion = payload.dateUpdated;
      pageCache.invalidate();
    });
    flagsVersion = await options.services.flags
      .getPayload()
      .then((p) => p.dateUpdated)
      .catch(() => "0");
  }

  return (app) => {
    // Hashed file names: cached for good; the brotli/gzip copies come from the build (ADR 0031).
    app.use(
      "/assets/*",
      staticAssets({
        dir: join(clientDir, "assets"),
        urlPrefix: "/assets",
        cacheControl: "public, max-age=31536000, immutable",
      }),
    );
    app.use(
      "/favicon.svg",
      serveStatic({ root: clientDir, onFound: (_p, c) => c.header("cache-control", "public, max-age=86400") }),
    );
    app.all("*", async (c) => {
      const session = c.get("session");
      const userAgent = c.req.header("user-agent");
      const reader: Reader = userAgent && isbot(userAgent) ? "bot" : "browser";
      // A guest's GET: from the page cache when it holds this page, into it otherwise. A session's GET:
      // the page shared by every session that would see the same bytes, personal parts neutral (ADR 0061).
      const base = !pageCache.enabled
        ? null
        : session.token
          ? await sessionPageKey(c, reader)
          : guestPageKey(c.req.raw, reader, `flags=${flagsVersion}`);
      const shared = base !== null && session.token !== null;
      // A visitor with an id (ab_vid) shares the pages of its variants (ADR 0064): the key adds the
      // variant of every A/B test the page is known to have and the flag values the id gives.
      const visitorId = base ? requestVisitorId(c.req.raw.headers) : null;
      const key = base && visitorId ? await visitorPageKey(base, visitorId) : base;
      // After a drop, the first miss of a page renders it and the others wait for that render to fill the
      // cache rather than render the same page too (ADR 0038 addendum).
      let release: (() => void) | undefined;
      if (key) {
        let hit = pageCache.get(key);
        if (!hit) {
          const fill = pageCache.fill(key);
          release = fill?.release;
          if (fill?.wait) {
            await fill.wait;
            hit = pageCache.get(key);
          }
        }
        if (hit) {
          const res = cachedResponse(
            hit,
            c.req.header("accept-encoding"),
            pageContentSecurityPolicy({ hashes: hit.scriptHashes }, payments),
          );
          // No shared cache (a proxy) may keep a session's answer: it does not vary on the cookie.
          if (shared) res.headers.set("cache-control", "private, no-store");
          return res;
        }
      }
      try {
        return await renderPage(c, session, reader, base ? { base, visitorId } : null, shared, release);
      } catch (err) {
        release?.();
        throw err;
      }
    });
  };

  /**
   * The shared key of a session's GET (ADR 0061), from the session's header read (the one the root
   * loader makes, reused); null when the request may not share (sharedPageKey) or the read failed.
   */
  async function sessionPageKey(c: Context<AppEnv>, reader: Reader): Promise<string | null> {
    if (c.req.method !== "GET" || !sharedPath(resolveLocale(c.req.path).rest)) return null;
    const session = c.get("session");
    const header = await session.header(resolveLocale(c.req.path).locale.site).catch(() => null);
    if (!header) return null; // an unknown or ended session: rendered for itself
    const s = header.session;
    const who = sharedWho({
      customerId: s.customerId,
      groupId: s.groupId,
      staff: isStaffEmail(s.email),
      segments: s.segments,
      shipToCountry: header.shipToCountry,
    });
    return sharedPageKey(c.req.raw, reader, `flags=${flagsVersion}`, who);
  }

  /**
   * The key of a page for a visitor with an id (ADR 0064), from what the base key's pages are known to
   * decide by the id: the variants of their A/B tests, the flag values for their attributes and this
   * id. null before any render of the base key told (a miss: the render stores under its own key).
   */
  async function visitorPageKey(base: string, visitorId: string): Promise<string | null> {
    const variance = pageCache.variance(base);
    if (!variance) return null;
    if (!variance.attributes) return assignedKey(base, visitorId, variance, null);
    const values = await options.services.flags.evaluate({ ...variance.attributes, id: visitorId }).catch(() => null);
    return values ? assignedKey(base, visitorId, variance, values) : null;
  }

  async function renderPage(
    c: Context<AppEnv>,
    session: AppEnv["Variables"]["session"],
    reader: Reader,
    keyed: { base: string; visitorId: string | null } | null,
    shared: boolean,
    release: (() => void) | undefined,
  ): Promise<Response> {
    const generation = pageCache.generation();
    const nonce = randomBytes(16).toString("base64");
    const context: WebContext = {
      services: options.services,
      publicBaseUrl: options.config.publicBaseUrl,
      debugUi: options.config.debugUi,
      nonce,
      contentSecurityPolicy: pageContentSecurityPolicy(nonce, payments),
      session: c.get("session"),
      clientAddress: clientAddress(c, options.services.geo.trust),
      wholeDocument: reader === "bot",
      render: { failed: false },
      shared: { requested: shared, done: false },
      assignment: { tests: new Map(), flags: null },
    };
    const handle = handlers.get(resolveLocale(c.req.path).locale.prefix);
    if (!handle) return c.notFound();
    let res = await handle(c.req.raw, context as never);
    if (keyed) {
      // Only a whole, successful, cookie-less guest page, or a session's page rendered shared (its
      // personal parts neutral), is kept; anything else says why it was not.
      const storable =
        res.status === 200 &&
        !!res.body &&
        (shared ? context.shared.done : !session.token) &&
        !session.setCookies.length &&
        !res.headers.has("set-cookie") &&
        /^text\/html/i.test(res.headers.get("content-type") ?? "");
      if (storable && res.body) {
        const status = res.status;
        const headers = new Headers(res.headers);
        res = new Response(
          collect(res.body, (html) => {
            if (context.render.failed) return release?.();
            const key = storeKey(keyed, context.assignment, html, pageCache);
            if (!key) return release?.();
            void pageCache
              .store(key, generation, { status, headers, html, nonce })
              .catch(() => false)
              .finally(() => release?.());
          }),
          res,
        );
        res.headers.set("x-cache", "miss");
      } else {
        release?.();
        res = withHeader(res, "x-cache", "bypass");
      }
    } else if (pageCache.enabled && c.req.method === "GET") res = withHeader(res, "x-cache", "bypass");
    // A page rendered for a session (the header's name, the cart count) is nobody else's: no shared
    // cache may keep it. Guests' pages keep whatever their route decided.
    if (!(session.token || session.setCookies.length) || (res.headers.has("cache-control") && !shared)) return res;
    return withHeader(res, "cache-control", "private, no-store");
  }
}

/**
 * The key a rendered page is stored under: its base key, or for a visitor with an id the key of what
 * the render decided by the id (ADR 0064), learned for the base key so the next visitor's key is
 * known before rendering; null when such a page shows the id or a test the render did not report.
 */
function storeKey(
  keyed: { base: string; visitorId: string | null },
  assignment: Assignment,
  html: string,
  pageCache: PageCache,
): string | null {
  if (!keyed.visitorId) return keyed.base;
  if (!assignedPageSafe(html, keyed.visitorId, assignment.tests)) return null;
  const variance = pageCache.learn(keyed.base, assignment);
  return assignedKey(keyed.base, keyed.visitorId, variance, assignment.flags?.values ?? null);
}

/** The routes a session's page may be shared for (features/shell/root-data.server.ts SHARED_PAGE_ROUTES). */
const SHARED_ROUTE_IDS = new Set(["root", "home", "search", "resolve"]);

/**
 * Which paths (the locale prefix removed) are served by a route a session's page may be shared for
 * (ADR 0061): the home page, /search and what the catch-all resolver serves (products, categories,
 * CMS pages), i.e. a path whose first segment starts no other route. A guess made before routing;
 * entry.server.tsx checks the routes really matched, and only a page it marks is stored.
 */
export function sharedPagePaths(routes: ServerBuild["routes"]): (path: string) => boolean {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const taken = new Set<string>();
  let dynamic = false;
  for (const [id, route] of Object.entries(routes)) {
    if (!route || SHARED_ROUTE_IDS.has(id)) continue;
    const first = fullPath(id).split("/").find(Boolean);
    if (first === undefined) continue; // a layout without a path of its own: its children count
    if (first.startsWith(":") || first.startsWith("*")) dynamic = true;
    taken.add(first.toLowerCase());
  }
  return (path) => {
    if (dynamic) return false;
    const segments = path.split("/").filter(Boolean);
    const first = segments[0]?.toLowerCase();
    if (first === undefined) return true; // home
    if (first === "search") return segments.length === 1;
    return !taken.has(first);
  };
}

/** Sets a header, copying the response when its headers are immutable (Response.redirect). */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Passes a body through unchanged and, once it has all gone through, hands its text to `done`
 * (not when the client went away first: a cut-off page is no page).
 */
function collect(body: ReadableStream<Uint8Array>, done: (text: string) => void): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        chunks.push(chunk);
        controller.enqueue(chunk);
      },
      flush() {
        done(Buffer.concat(chunks).toString("utf8"));
      },
    }),
  );
}
