import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { LOCALES, resolveLocale } from "@ironworks/domain";
import type { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./platform/config.ts";
import type { AppEnv } from "./platform/http.ts";
import type { Logger } from "./platform/logger.ts";
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
}

/** Static client assets (hashed, immutable) and the React Router SSR handler for every other path. */
export async function mountWeb(options: {
  config: Config;
  services: Services;
  logger: Logger;
  buildDir?: string;
}): Promise<(app: Hono<AppEnv>) => void> {
  const buildDir = options.buildDir ?? WEB_BUILD_DIR;
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    options.logger.warn("storefront build missing: run `npm run build`", { serverEntry });
    return (app) => {
      app.all("*", (c) => c.text("The storefront is not built yet. Run `npm run build`.", 503));
    };
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The release the heartbeat reports (SPEC §4): the build's manifest version and its date.
  options.services.geo.setRelease({ hash: build.assets.version, buildDate: statSync(serverEntry).mtime.toISOString() });
  const mode = options.config.env === "development" ? "development" : "production";
  // One route table; each locale prefix is the router's basename (ADR 0004).
  const handlers = new Map(
    LOCALES.map((l) => [l.prefix, createRequestHandler({ ...build, basename: l.prefix || "/" }, mode)]),
  );
  const clientDir = join(buildDir, "client");
  const payments = paymentOrigins(options.config);

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
      const nonce = randomBytes(16).toString("base64");
      const context: WebContext = {
        services: options.services,
        publicBaseUrl: options.config.publicBaseUrl,
        debugUi: options.config.debugUi,
        nonce,
        contentSecurityPolicy: pageContentSecurityPolicy(nonce, payments),
        session: c.get("session"),
        clientAddress: clientAddress(c, options.services.geo.trust),
      };
      const handle = handlers.get(resolveLocale(c.req.path).locale.prefix);
      if (!handle) return c.notFound();
      const res = await handle(c.req.raw, context as never);
      // A page rendered for a session (the header's name, the cart count) is nobody else's: no shared
      // cache may keep it. Guests' pages keep whatever their route decided.
      const session = c.get("session");
      if (!(session.token || session.setCookies.length) || res.headers.has("cache-control")) return res;
      try {
        res.headers.set("cache-control", "private, no-store");
        return res;
      } catch {
        // Immutable headers (Response.redirect): copy the response.
        const copy = new Response(res.body, res);
        copy.headers.set("cache-control", "private, no-store");
        return copy;
      }
    });
  };
}
