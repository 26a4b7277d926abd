import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { ERRORS } from "@ironworks/contracts";
import type { Database } from "@ironworks/db";
import { isConnectionLost, migrationsApplied } from "@ironworks/db";
import { IMAGE_WIDTHS } from "@ironworks/domain";
import { FORM_UPLOAD_MAX_BYTES } from "@ironworks/domain/forms";
import { renderArtwork } from "@ironworks/seed";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Cache } from "./platform/cache.ts";
import { compression } from "./platform/compression.ts";
import type { Config } from "./platform/config.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  fieldError,
  HttpError,
  httpError,
  notFound,
} from "./platform/errors.ts";
import type { AppEnv } from "./platform/http.ts";
import { inputGuard } from "./platform/input-guard.ts";
import type { Logger } from "./platform/logger.ts";
import { localOnly } from "./platform/admin-door.ts";
import { securityHeaders } from "./platform/security.ts";
import { sameOriginWrites, sessionMiddleware } from "./platform/session.ts";
import type { Services } from "./services.ts";
import { catalogRoutes } from "./services/catalog/index.ts";
import { customerRoutes } from "./services/customer/index.ts";
import { addressRoutes } from "./services/customer/address/index.ts";
import { creditCardRoutes, paymentMethodRoutes, walletRoutes } from "./services/payment/index.ts";
import { giftcardAdminRoutes, giftcardRoutes } from "./services/giftcard/index.ts";
import { stockAdminRoutes } from "./services/bin/index.ts";
import { checkoutRoutes, orderAdminRoutes } from "./services/checkout/index.ts";
import { returnsRoutes } from "./services/returns/index.ts";
import { eventsRoutes, registerEventsStaffEndpoints } from "./services/events/index.ts";
import { zeusRoutes } from "./services/zeus/index.ts";
import { passwordResetRoutes } from "./services/customer/password-reset/index.ts";
import { devMailRoutes } from "./services/mail/index.ts";
import { sessionRoutes } from "./services/session/index.ts";
import { contentRoutes, indexFeedRoutes, indexHubRoutes, videoRoute } from "./services/content/index.ts";
import {
  createFlagsAdmin,
  createFlagsHub,
  type FlagsAdmin,
  type FlagsHub,
  flagsRoutes,
} from "./services/flags/index.ts";
import { listsRoutes } from "./services/lists/index.ts";
import { compareRoutes } from "./services/compare/index.ts";
import { brandsRoutes } from "./services/brands/index.ts";
import { pricingRoutes } from "./services/pricing/index.ts";
import { fiveForFiveRoutes } from "./services/five-for-five/index.ts";
import { routeRoutes } from "./services/route/index.ts";
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_PATH, reviewsRoutes } from "./services/reviews/index.ts";
import { searchApiRoutes, searchTokenRoutes } from "./services/search/index.ts";
import { shippingRoutes } from "./services/shipping/index.ts";
import { clientAddress, socketAddress, geoRoutes } from "./services/geo/index.ts";
import { taxRoutes } from "./services/tax/index.ts";
import { binRoutes } from "./services/bin/index.ts";
import { customerSegmentsRoutes } from "./services/customer/index.ts";
import { newsletterRoutes } from "./services/newsletter/index.ts";
import { nativeAppRoutes } from "./services/native-app/index.ts";
import { gymsRoutes } from "./services/gyms/index.ts";
import { FORM_SUBMIT_PATH, formsRoutes } from "./services/forms/index.ts";
import { programmingRoutes } from "./services/programming/index.ts";
import { ticketRoutes } from "./services/ticket/index.ts";
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_PATH,
  PRODUCT_IMAGE_UPLOAD_MAX_BYTES,
  PRODUCT_IMAGE_UPLOAD_PATH,
  productImageAnswer,
  staffAdminRoutes,
  staffRoutes,
} from "./services/staff/index.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
  cache: Cache;
  logger: Logger;
  /** Open flag streams (tests and benches pass their own caps) and the CLI's admin door (tests pass theirs). */
  flagsHub?: FlagsHub;
  flagsAdmin?: FlagsAdmin;
  /** Serves everything that is not an API: static assets and the React Router SSR handler. */
  web?: (app: Hono<AppEnv>) => void;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** Where web.ts serves the storefront's built, precompressed assets. */
export const ASSETS_PREFIX = "/assets/";

export function buildApp(deps: AppDeps): Hono<AppEnv> {
  const { services, cache, logger, database, config } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("logger", logger.child({ requestId }));
    const started = performance.now();
    await next();
    c.res.headers.set("x-request-id", requestId);
    if (c.res.status >= 500)
      logger.error("request failed", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        requestId,
      });
    else
      logger.debug("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
  });
  app.use("*", securityHeaders({ https: config.publicBaseUrl.startsWith("https:") }));
  // Brotli (quality 4) where the client takes it, else gzip; small answers as they are; the built
  // assets carry their own precompressed copies (web.ts). ADR 0031.
  app.use("*", compression({ offered: ["br", "gzip"], skip: (path) => path.startsWith(ASSETS_PREFIX) }));
  const tooLarge = () => {
    throw httpError(ERRORS.payloadTooLarge);
  };
  // Every body is bounded, then checked once (NUL, lone surrogates, depth) before any route reads it.
  // The back office's CSV import (a catalog file) is the one larger body: its own bound (ADR 0037).
  const bounded = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const csvBounded = bodyLimit({ maxSize: CSV_IMPORT_MAX_BYTES, onError: tooLarge });
  // Review photos (issue #23): up to four of 5 MB each in one upload.
  const photosBounded = bodyLimit({ maxSize: PHOTO_UPLOAD_MAX_BYTES, onError: tooLarge });
  // The store's forms (issue #24): up to FORM_MAX_FILES images of 10 MB each (one over 10 MB is the form's 413).
  const formsBounded = bodyLimit({ maxSize: FORM_UPLOAD_MAX_BYTES, onError: tooLarge });
  // Product images in the console (ADR 0056): up to 10 images of 10 MB (one over 10 MB is its own 413).
  const productImagesBounded = bodyLimit({ maxSize: PRODUCT_IMAGE_UPLOAD_MAX_BYTES, onError: tooLarge });
  app.use("*", (c, next) =>
    c.req.path.startsWith(CSV_IMPORT_PATH)
      ? csvBounded(c, next)
      : PHOTO_UPLOAD_PATH.test(c.req.path)
        ? photosBounded(c, next)
        : FORM_SUBMIT_PATH.test(c.req.path)
          ? formsBounded(c, next)
          : PRODUCT_IMAGE_UPLOAD_PATH.test(c.req.path)
            ? productImagesBounded(c, next)
            : bounded(c, next),
  );
  app.use("*", inputGuard);
  // The store's own writes come from its own pages; /_testpay is a third party with its own keys,
  // posted to from any merchant origin (card tokenisation, the bank's and PayPal's pages).
  const storeWrites = sameOriginWrites({ publicBaseUrl: config.publicBaseUrl });
  app.use("*", (c, next) => (services.testpay && c.req.path.startsWith("/_testpay/") ? next() : storeWrites(c, next)));
  app.use("*", sessionMiddleware(services.session, { secure: config.publicBaseUrl.startsWith("https:") }));

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.toBody(), err.status);
    // A lost database connection (restart, failover, admin termination) is brief: 503, try again (ADR 0023).
    if (isConnectionLost(err)) {
      c.get("logger")?.warn("database connection lost", { err, path: c.req.path });
      c.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(databaseUnavailable().toBody(), 503);
    }
    c.get("logger")?.error("unhandled error", { err, path: c.req.path });
    return c.json({ error: { code: ERRORS.internal.code, message: ERRORS.internal.message } }, ERRORS.internal.status);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const [db, migrated] = await Promise.all([database.ping(), migrationsApplied(database.db)]);
    const ready = db && migrated;
    return c.json({ status: ready ? "ready" : "not_ready", database: db, migrations: migrated }, ready ? 200 : 503);
  });

  // The service APIs: each mounted at its SPEC §7 root and again under /site/{code}.
  const apis: [string, Hono<AppEnv>][] = [
    ["/svc_content", catalogRoutes(services.catalog, cache)],
    ["/svc_content", contentRoutes(services.content, cache)],
    ["/svc_content", pricingRoutes(services.pricing)],
    ["/svc_content", brandsRoutes(services.brands)],
    ["/svc_compare", compareRoutes(services.compare)],
    ["/svc_route", routeRoutes(services.route, cache)],
    ["/svc_ssr", geoRoutes(services.geo, cache)],
    ["/svc_ssr", searchTokenRoutes(services.search)],
    ["/search-api", searchApiRoutes(services.search)],
    ["/svc_shipping", shippingRoutes(services.shipping)],
    ["/svc_tax", taxRoutes(services.tax)],
    ["/svc_checkout", fiveForFiveRoutes()],
    ["/svc_list", listsRoutes(services.lists, { clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_session", sessionRoutes({ ...services, clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_customer", customerRoutes({ ...services, clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_customer", addressRoutes(services)],
    ["/svc_customer", creditCardRoutes(services.payment)],
    ["/svc_paymentmethod", paymentMethodRoutes(services.payment)],
    ["/svc_customer", passwordResetRoutes({ ...services, clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_customer", customerSegmentsRoutes(services.customerSegments)],
    ["/svc_bin", binRoutes(services.bins, { clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_ticket", ticketRoutes(services.tickets)],
    ["/svc_programming", programmingRoutes(services.programming)],
    [
      "/svc_ssr",
      newsletterRoutes({
        ...services,
        signupThrottle: services.newsletterSignupThrottle,
        clientAddress: (c) => clientAddress(c, services.geo.trust),
      }),
    ],
    ["/svc_checkout", giftcardRoutes({ ...services, clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    ["/svc_checkout", walletRoutes({ ...services, publicBaseUrl: config.publicBaseUrl })],
    ["/svc_reviews", reviewsRoutes(services.reviews, { clientAddress: (c) => clientAddress(c, services.geo.trust) })],
    [
      "/svc_checkout",
      checkoutRoutes({
        checkout: services.checkout,
        gate: services.captchaGate,
        clientAddress: (c) => clientAddress(c, services.geo.trust),
      }),
    ],
    ["/svc_returns", returnsRoutes({ returns: services.returns })],
    [
      "/svc_event",
      eventsRoutes({
        events: services.events,
        hub: services.leaderboardHub,
        staffAuth: services.staff.auth,
        customer: async (id) => {
          const c = await services.customer.get(id);
          return { email: c.email, firstName: c.firstname, lastName: c.lastname };
        },
        clientAddress: (c) => clientAddress(c, services.geo.trust),
      }),
    ],
    ["/svc_zeus", zeusRoutes({ zeus: services.zeus })],
    ["/svc_app", nativeAppRoutes(services.nativeApp)],
    ["/svc_gyms", gymsRoutes({ gyms: services.gyms, enabled: () => services.flags.isOn("gym-map") })],
    // The store's forms (issue #24 part 3): POST /svc_ssr/submit/wufoo, the gym gallery and its images.
    ["/svc_ssr", formsRoutes({ forms: services.forms, clientAddress: (c) => clientAddress(c, services.geo.trust) })],
  ];
  // The Index (issue #19): WordPress REST v2 at WordPress's own paths, its errors in WordPress's shape.
  app.route("/wp-json", indexHubRoutes(services.index, { publicBaseUrl: config.publicBaseUrl }));
  // Its RSS feeds, the hub's and one per category (issue #19 item 5).
  app.route("/theindex", indexFeedRoutes(services.index, { publicBaseUrl: config.publicBaseUrl }));
  const roots = [...new Set(apis.map(([root]) => root))];
  for (const [root, routes] of apis) {
    app.route(root, routes);
    app.route(`${root}/site/:site`, routes);
  }
  // Each process builds its own search index from the catalog at start (DESIGN §2).
  services.search.warm().catch((err: unknown) => logger.error("search index build failed", { err }));
  for (const root of roots) {
    app.all(`${root}/*`, () => {
      throw notFound("No such endpoint");
    });
  }

  // The back office's API (issue #17, ADR 0037): its own cookie, roles and audit trail; not per site.
  app.route(
    "/svc_staff",
    staffRoutes({
      db: database.db,
      ...services.staff,
      stock: services.stock,
      flags: services.flags,
      reviews: services.reviews,
      index: services.indexEditor,
      forms: services.forms,
      more: [(endpoint) => registerEventsStaffEndpoints(endpoint, services.events)],
      clientAddress: (c) => clientAddress(c, services.geo.trust),
      secure: config.publicBaseUrl.startsWith("https:"),
    }),
  );

  // Feature flags: the GrowthBook SDK contract (/api/features/:key, /sub/:key) and the CLI's local door.
  app.use("/_admin/*", bodyLimit({ maxSize: 64 * 1024, onError: tooLarge }));
  const flagsAdmin =
    deps.flagsAdmin ??
    createFlagsAdmin({
      // The CLI finds a running PGlite server through its data directory (ADR 0006).
      dataDir: database.kind === "pglite" && config.env !== "test" ? config.dataDir : undefined,
      port: config.port,
      host: config.host,
    });
  // `npm run giftcards -- issue …` reaches a running PGlite server through the same door and token.
  app.route("/_admin/giftcards", giftcardAdminRoutes(services.giftcards, { verify: flagsAdmin.verify, socketAddress }));
  // `npm run stock -- set <sku> <qty>` (a restock mails back-in-stock alerts, ADR 0015 addendum).
  app.route("/_admin/stock", stockAdminRoutes(services.stock, { verify: flagsAdmin.verify, socketAddress }));
  // `npm run orders -- ship <orderId> [carrier]` | `deliver <orderId>` (fulfilment, ADR 0016).
  app.route("/_admin/orders", orderAdminRoutes(services.checkout, { verify: flagsAdmin.verify, socketAddress }));
  // `npm run staff -- create <email> --role <role>` (issue #17): the account and its setup link.
  app.route(
    "/_admin/staff",
    staffAdminRoutes(services.staff.enrolment, {
      verify: flagsAdmin.verify,
      socketAddress,
    }),
  );
  app.route(
    "/",
    flagsRoutes(services.flags, {
      hub: deps.flagsHub ?? createFlagsHub(),
      admin: flagsAdmin,
      clientAddress: (c) => clientAddress(c, services.geo.trust),
      socketAddress,
    }),
  );

  // The outbox viewer: development and tests, or where DEV_MAIL_VIEWER turns it on (ADR 0013);
  // it shows reset links, so only to this machine (ADR 0018).
  if (config.devMailViewer) {
    app.use("/_dev/mail/*", localOnly(socketAddress));
    app.route("/_dev/mail", devMailRoutes(services.mail));
  }

  // The Index's featured videos (issue #19): shipped files, with byte ranges for <video>.
  // (Resolved from this file: src/app.ts and the compiled build/main.js sit at the same depth.)
  app.get("/media/video/*", videoRoute(fileURLToPath(new URL("../media/video", import.meta.url))));
  // Product images uploaded in the console (ADR 0056): stored in PostgreSQL, served by every process.
  app.get("/media/products/:id", (c) => productImageAnswer(c, services.staff.media));
  app.get("/media/*", (c) => {
    const w = c.req.query("w");
    const width = w === undefined ? undefined : Number(w);
    if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width))
      throw fieldError(
        "query.w",
        `must be one of ${IMAGE_WIDTHS.join(", ")}`,
        `Invalid w: must be one of ${IMAGE_WIDTHS.join(", ")}`,
      );
    const svg = renderArtwork(c.req.path);
    if (!svg) throw notFound("No such image");
    return c.body(width ? sizeSvg(svg, width) : svg, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });

  // The local payment gateway (ADR 0014): a third party of its own, mounted in the same process —
  // unless the payments go to a gateway elsewhere (ADR 0018).
  if (services.testpay) app.route("/_testpay", services.testpay);

  deps.web?.(app);
  return app;
}

/** Sets the root <svg>'s intrinsic size to the requested width, keeping the viewBox aspect. */
function sizeSvg(svg: string, width: number): string {
  const open = svg.match(/<svg\b[^>]*>/);
  if (!open) return svg;
  const box = open[0].match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  const [vw, vh] = box ? [Number(box[1]), Number(box[2])] : [1, 1];
  const height = Math.round((width * vh) / (vw || 1));
  const tag = open[0]
    .replace(/\s(width|height)="[^"]*"/g, "")
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}"`);
  return svg.replace(open[0], tag);
}
