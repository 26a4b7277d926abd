import { createHmac } from "node:crypto";
import type { Database } from "@ironworks/db";
import type { Cache } from "./platform/cache.ts";
import type { Config } from "./platform/config.ts";
import type { Logger } from "./platform/logger.ts";
import { resolveSecret } from "./platform/secrets.ts";
import { createCatalogRepository, createCatalogService } from "./services/catalog/index.ts";
import { createCmsRepository, createCmsService } from "./services/cms/index.ts";
import { createFlags } from "./services/flags/index.ts";
import { createListsRepository, createListsService } from "./services/lists/index.ts";
import { createPricingService } from "./services/pricing/index.ts";
import { createRouteRepository, createRouteService } from "./services/route/index.ts";
import { createSearchRepository, createSearchService } from "./services/search/index.ts";
import { createSessionRepository, createSessionService } from "./services/session/index.ts";
import { createCaptcha } from "./platform/captcha.ts";
import { createCustomerGuards, createCustomerRepository, createCustomerService } from "./services/customer/index.ts";
import { createQuoteSigner, createShippingService } from "./services/shipping/index.ts";
import { createSitemapService } from "./services/sitemap/index.ts";
import { createSsrService, loadProxyTrust } from "./services/ssr/index.ts";
import { createTaxService } from "./services/tax/index.ts";

/** Every service, wired once. SSR loaders get this object in-process; HTTP routes wrap the same. */
export function createServices(database: Database, cache: Cache, deps: { config: Config; logger: Logger }) {
  const { db } = database;
  const { config, logger } = deps;
  const catalog = createCatalogService(createCatalogRepository(db), cache);
  const flags = createFlags(database, { logger: logger.child({ service: "flags" }) });
  const trust = loadProxyTrust({ TRUSTED_PROXIES: config.trustedProxies, GEO_COUNTRY_HEADER: config.geoCountryHeader });
  const pricing = createPricingService(catalog, cache);
  // Shipping quotes are signed with a key derived from the persisted server secret (ADR 0007).
  const quoteKey = createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
    .update("shipping-quote")
    .digest();
  const session = createSessionService(createSessionRepository(db));
  const captcha = createCaptcha({
    hmacKey: createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
      .update("captcha")
      .digest("base64url"),
    // Tests solve challenges in-process: a small search space keeps them fast.
    maxNumber: config.env === "test" ? 1000 : undefined,
  });
  const lists = createListsService({ repo: createListsRepository(db), pricing, catalog });
  // At sign-in the guest's cart, save-for-later and wishlist merge into the customer's.
  session.onSignedIn((event) => lists.mergeGuestLists(event));
  return {
    catalog,
    sitemap: createSitemapService(catalog, cache),
    pricing,
    shipping: createShippingService({ pricing, catalog, signer: createQuoteSigner(quoteKey) }),
    tax: createTaxService({ pricing, catalog }),
    cms: createCmsService(createCmsRepository(db), cache),
    route: createRouteService(createRouteRepository(db), cache),
    search: createSearchService(createSearchRepository(db), {
      tokenSecret: resolveSecret(config, "searchToken", config.searchTokenSecret),
      onError: (message, err) => logger.warn(message, { service: "search", err }),
    }),
    flags,
    ssr: createSsrService({ flags, trust }),
    session,
    lists,
    // ALTCHA challenges are signed with a key derived from the persisted server secret (ADR 0011).
    captcha,
    customer: createCustomerService(createCustomerRepository(db), { session, ...createCustomerGuards(captcha) }),
  };
}

export type Services = ReturnType<typeof createServices>;
