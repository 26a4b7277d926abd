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
import {
  CUSTOMER_THROTTLE_POLICIES,
  createCustomerGuards,
  createCustomerRepository,
  createCustomerService,
} from "./services/customer/index.ts";
import { createAddressRepository, createAddressService } from "./services/customer/address/index.ts";
import {
  createAccountMail,
  createPasswordResetRepository,
  createPasswordResetService,
  createPasswordResetThrottles,
} from "./services/customer/password-reset/index.ts";
import { createMailRepository, createMailService } from "./services/mail/index.ts";
import { createQuoteSigner, createShippingService } from "./services/shipping/index.ts";
import { createSitemapService } from "./services/sitemap/index.ts";
import { createSsrService, loadProxyTrust } from "./services/ssr/index.ts";
import { createTaxService } from "./services/tax/index.ts";
import { createPaymentRepository, createPaymentService, createTestpayProvider } from "./services/payment/index.ts";
import { createTestpayRepository, testpayRoutes } from "./services/testpay/index.ts";
import { createBinRepository, createBinService } from "./services/bin/index.ts";
import { createNewsletterRepository, createNewsletterService } from "./services/newsletter/index.ts";
import { createProgrammingRepository, createProgrammingService } from "./services/programming/index.ts";
import { createTicketRepository, createTicketService } from "./services/ticket/index.ts";
import { createSegmentsRepository } from "./services/customer/index.ts";

/** Every service, wired once. SSR loaders get this object in-process; HTTP routes wrap the same. */
export function createServices(
  database: Database,
  cache: Cache,
  // `now`: tests move time (reset link expiry).
  deps: { config: Config; logger: Logger; now?: () => Date },
) {
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
  // Mail: SMTP_URL or the outbox table; account mail goes out after the answer (ADR 0013).
  const mail = createMailService(createMailRepository(db), { smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.env === "production" && !config.smtpUrl)
    logger.warn("SMTP_URL is not set: mail (password resets) goes to the outbox table only");
  const accountMail = createAccountMail({
    mail,
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "mail" }),
  });
  const customerGuards = createCustomerGuards(captcha, {
    policies: {
      noCaptchaAddress: { ...CUSTOMER_THROTTLE_POLICIES.noCaptchaAddress, free: config.captchaTokenlessPerHour },
    },
  });
  // The address book (ADR 0012); GET /svc_customer/customer carries its addresses.
  const addresses = createAddressService(createAddressRepository(db));
  // Payments (ADR 0014): /_testpay plays the card gateway; the store reaches it through a PaymentProvider,
  // over HTTP at TESTPAY_URL, or with the same requests dispatched in-process to the mounted gateway.
  const testpay = testpayRoutes({
    repo: createTestpayRepository(db),
    publicUrl: `${config.publicBaseUrl}/_testpay`,
    apiKey: config.testpayApiKey,
    clientKey: config.testpayClientKey,
  });
  const payment = createPaymentService({
    repo: createPaymentRepository(db),
    provider: createTestpayProvider(
      config.testpayUrl
        ? { baseUrl: config.testpayUrl, apiKey: config.testpayApiKey }
        : {
            baseUrl: "http://testpay.internal",
            apiKey: config.testpayApiKey,
            fetch: (url, init) => testpay.request(url, init),
          },
    ),
    addresses,
    cardEntry: {
      tokenizeUrl: `${config.testpayUrl ?? "/_testpay"}/checkoutshopper/v1/tokenize`,
      clientKey: config.testpayClientKey,
    },
    logger: logger.child({ service: "payment" }),
  });
  const tickets = createTicketService(createTicketRepository(db));
  const lists = createListsService({
    repo: createListsRepository(db),
    pricing,
    catalog,
    // SPEC §5: HW1012 is for holders of a live ticket for it.
    holdsTicketFor: async (customerId, productId) =>
      (await tickets.list(customerId)).some((t) => t.remainingUses > 0 && t.productId === productId),
  });
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
    customer: createCustomerService(createCustomerRepository(db), {
      session,
      addresses,
      ...customerGuards,
      onRegistered: (row) => accountMail.welcome(row),
    }),
    // Account extras (issue 6): back-in-stock alerts, tickets, programs, newsletters, segments.
    bins: createBinService({ repo: createBinRepository(db), catalog }),
    tickets,
    programming: createProgrammingService({ repo: createProgrammingRepository(db), catalog }),
    newsletter: createNewsletterService(createNewsletterRepository(db)),
    customerSegments: createSegmentsRepository(db),
    addresses,
    payment,
    testpay,
    mail,
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      customers: createCustomerRepository(db),
      session,
      mail: accountMail,
      gate: customerGuards.gate,
      throttles: createPasswordResetThrottles(),
      now: deps.now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
