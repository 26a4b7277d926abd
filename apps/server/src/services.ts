import { createHmac } from "node:crypto";
import type { Database } from "@ironworks/db";
import {
  type ExchangeVariant,
  HEAVY_DIRECT_GROUP,
  HEAVY_DIRECT_LB,
  SITES,
  type SiteCode,
  shippingGroups,
} from "@ironworks/domain";
import { sql } from "drizzle-orm";
import type { Cache } from "./platform/cache.ts";
import type { Config } from "./platform/config.ts";
import type { Logger } from "./platform/logger.ts";
import { fromThisMachine } from "./platform/admin-door.ts";
import { createSecretBox } from "./platform/secret-box.ts";
import { derivedKey, resolveSecret } from "./platform/secrets.ts";
import { gatewayBrowserUrl } from "./platform/security.ts";
import { createCatalogRepository, createCatalogService } from "./services/catalog/index.ts";
import {
  createContentRepository,
  createContentService,
  createIndexEditor,
  createIndexEditorRepository,
  createIndexPreviews,
  createIndexRepository,
  createIndexService,
  INDEX_CACHE_PREFIX,
} from "./services/content/index.ts";
import { createFlags } from "./services/flags/index.ts";
import { createListsRepository, createListsService, LIST_CREATION_POLICY } from "./services/lists/index.ts";
import { createCompareRepository, createCompareService, guestCutoff } from "./services/compare/index.ts";
import { createBrandsRepository, createBrandsService } from "./services/brands/index.ts";
import { createPricingService } from "./services/pricing/index.ts";
import { createRouteRepository, createRouteService } from "./services/route/index.ts";
import { createSearchRepository, createSearchService } from "./services/search/index.ts";
import { createSessionRepository, createSessionService } from "./services/session/index.ts";
import { createCaptcha } from "./platform/captcha.ts";
import { createJobs } from "./platform/jobs.ts";
import { createRedisClient, createSharedStores } from "./platform/redis.ts";
import { type ChangeVersions, createChangeBus, type PostgresChannel } from "./platform/changes.ts";
import { createMissingTranslationLog } from "./platform/missing-translations.ts";
import { createMemoryAttemptStore, createThrottle } from "./platform/rate-limit.ts";
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
import { createGeoService, loadProxyTrust, socketAddress } from "./services/geo/index.ts";
import { createTaxService } from "./services/tax/index.ts";
import {
  createAffirmProvider,
  createPaymentRepository,
  createPaymentService,
  createPaypalProvider,
  createTestpayProvider,
} from "./services/payment/index.ts";
import { createGiftcardService } from "./services/giftcard/index.ts";
import { createCheckoutRepository, createCheckoutService, createGuestLinks } from "./services/checkout/index.ts";
import { createTestpayRepository, testpayRoutes } from "./services/testpay/index.ts";
import { createBinConfirmSigner, createBinRepository, createBinService, createRestock } from "./services/bin/index.ts";
import { createNewsletterRepository, createNewsletterService, SIGNUP_POLICY } from "./services/newsletter/index.ts";
import { createProgrammingRepository, createProgrammingService } from "./services/programming/index.ts";
import { createNativeAppRepository, createNativeAppService } from "./services/native-app/index.ts";
import { createGymsRepository, createGymsService } from "./services/gyms/index.ts";
import { createFormsRepository, createFormsService, FORM_SUBMIT_POLICY } from "./services/forms/index.ts";
import { createTicketRepository, createTicketService } from "./services/ticket/index.ts";
import { createSegmentsRepository } from "./services/customer/index.ts";
import { createPurchases, createReviewsRepository, createReviewsService } from "./services/reviews/index.ts";
import { createZeusRepository, createZeusService } from "./services/zeus/index.ts";
import { createReturnsRepository, createReturnsService, type ProductFacts } from "./services/returns/index.ts";
import { createEventsRepository, createEventsService, createLeaderboardHub } from "./services/events/index.ts";
import {
  createStaffAuth,
  createStaffEnrolment,
  createStaffMembers,
  createStaffDuplicate,
  createStaffCreate,
  createStaffOptionAxes,
  createStaffVariants,
  createStaffMedia,
  dropUnlinkedImages,
  sealStoredTotpSecrets,
  TOTP_KEY_PURPOSE,
  recordAudit,
  createStaffCatalog,
  createStaffContent,
  createStaffRedirects,
  createStaffCsv,
  createStaffCustomers,
  createStaffGiftcards,
  createStaffStock,
  createStaffOrders,
  createStaffRepository,
} from "./services/staff/index.ts";

/** Every service, wired once. SSR loaders get this object in-process; HTTP routes wrap the same. */
export function createServices(
  database: Database,
  cache: Cache,
  // `now`: tests move time (reset link expiry). `throttleNow`: the attempt throttles' clock (epoch ms),
  // which tests hold still and move, so no throttle window passes while a slow machine works.
  deps: { config: Config; logger: Logger; now?: () => Date; throttleNow?: () => number },
) {
  const { db } = database;
  const { config, logger, throttleNow } = deps;
  // Catalog and CMS text per locale (ADR 0038): a missing translation shows English and is logged once.
  const missingTranslation = createMissingTranslationLog(logger.child({ service: "i18n" }));
  const catalog = createCatalogService(createCatalogRepository(db), cache, {
    missingTranslation,
    // The catalog write seam (updateProduct) announces its change to every process (ADR 0038).
    changed: (topic, productIds) => changes.publish(topic, { productIds }),
  });
  const flags = createFlags(database, { logger: logger.child({ service: "flags" }) });
  const trust = loadProxyTrust({ TRUSTED_PROXIES: config.trustedProxies, GEO_COUNTRY_HEADER: config.geoCountryHeader });
  const pricing = createPricingService(catalog, cache);
  // Shipping quotes are signed with a key derived from the persisted server secret (ADR 0007).
  const quoteKey = createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
    .update("shipping-quote")
    .digest();
  const session = createSessionService(createSessionRepository(db));
  // REDIS_URL (ADR 0011 addendum): throttles and captcha replay memory shared by every process;
  // without it (or while Redis is down) each process keeps its own in memory.
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, { logger: logger.child({ service: "redis" }) })
    : null;
  const shared = redis ? createSharedStores(redis, { logger: logger.child({ service: "redis" }) }) : null;
  // The invalidation bus (ADR 0032): a data change drops what the data caches and the guest page
  // cache (web.ts) hold of it, in every process (Redis pub/sub with REDIS_URL).
  // Without Redis, processes sharing a PostgreSQL database hear each other over LISTEN/NOTIFY (ADR 0038).
  const changes = createChangeBus({
    redis,
    postgres: database.kind === "postgres" ? postgresChannel(database) : null,
    logger: logger.child({ service: "changes" }),
    // Issue #18 item 3: per-topic counters in the shared database catch a missed message (~1 s).
    versions: database.kind === "postgres" ? changeVersions(database) : null,
  });
  const search = createSearchService(createSearchRepository(db), {
    tokenSecret: resolveSecret(config, "searchToken", config.searchTokenSecret),
    onError: (message, err) => logger.warn(message, { service: "search", err }),
    // Tiles' stars and the rating facet (issue #23): published ratings from the reviews service.
    loadRatings: (ids) => reviews.ratings(ids),
  });
  changes.subscribe((topic, detail) => {
    // Flags have their own stream; a leaderboard change touches no catalog or content cache.
    if (topic === "flags" || topic === "events") return;
    if (topic === "reviews") {
      // A review published, rejected or edited (any process): summaries and the index's stars follow.
      reviews.forget(detail.productIds);
      search.ratingsChanged(detail.productIds);
      return;
    }
    // Routes (redirects, category URLs) change with the catalog and content; so does the sitemap.
    for (const p of ["memo:route", "route:", "sitemap:"]) cache.deletePrefix(p);
    if (topic === "content") for (const p of ["memo:cms-", "cms:", INDEX_CACHE_PREFIX]) cache.deletePrefix(p);
    else {
      // The ZEUS builder's priced parts (issue #18 item 3: every cache of catalog data listens).
      for (const p of [
        "memo:product",
        "memo:category",
        "memo:skus",
        "memo:hot",
        "memo:menu",
        "pricing:",
        "catalog:",
        "zeus:parts:",
      ])
        cache.deletePrefix(p);
      // Prices, names and stock are in the search index too: the changed products patched in (or the
      // index rebuilt when the change does not say which), now, not at its next version check.
      // On PGlite too (ADR 0057 addendum): rebuilding there in slices took ~20 s under load before a
      // staff edit showed in search; the patch shows it within 1 s (search-staff-edit.http.test.ts).
      search.invalidate(detail.productIds);
    }
  });
  const captcha = createCaptcha({
    used: shared?.usedTokens(),
    hmacKey: createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
      .update("captcha")
      .digest("base64url"),
    // Tests solve challenges in-process: a small search space keeps them fast.
    maxNumber: config.env === "test" ? 1000 : undefined,
  });
  // The durable job queue (issue #18, ADR 0043): pg-boss in the schema `jobs` of this database.
  // Enqueuing needs nothing started; main.ts starts its workers and schedules (role worker or all).
  const jobs = createJobs(database, {
    logger: logger.child({ service: "jobs" }),
    pollingSeconds: config.jobsPollSeconds,
    maintenanceSeconds: config.jobsMaintenanceSeconds,
  });
  // Mail: SMTP_URL or the outbox table; a mail is a job enqueued with the change that causes it.
  const mail = createMailService(createMailRepository(db), {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
  });
  jobs.handle("mail", (job) => mail.deliver(job.id, job.data as Parameters<typeof mail.deliver>[1]));
  if (config.env === "production" && !config.smtpUrl)
    logger.warn("SMTP_URL is not set: mail (password resets) goes to the outbox table only");
  const accountMail = createAccountMail({
    mail,
    db,
    deliver: () => jobs.drain(),
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "mail" }),
  });
  // Reviews and questions (issue #23): the mailed post-purchase link is signed with a key derived
  // from the persisted server secret; moderation is audited in the staff trail.
  const reviews = createReviewsService({
    repo: createReviewsRepository(db),
    purchases: createPurchases(db),
    catalog,
    cache,
    audit: (tx, entry) => recordAudit(tx, entry),
    mail,
    linkKey: createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
      .update("review-link")
      .digest(),
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "reviews" }),
    now: deps.now,
    announce: (productIds) => changes.publish("reviews", { productIds }),
  });
  const index = createIndexService(createIndexRepository(db), cache, { now: deps.now });
  // Signed, expiring preview links for the Index editor (issue #19 item 4), keyed from the server secret.
  const indexPreviews = createIndexPreviews(derivedKey(config, "index-preview-link"), index, {
    publicBaseUrl: config.publicBaseUrl,
    now: deps.now,
  });
  const customerRepository = createCustomerRepository(db);
  const customerGuards = createCustomerGuards(captcha, {
    store: shared?.attempts("customer"),
    now: throttleNow,
    policies: {
      noCaptchaAddress: { ...CUSTOMER_THROTTLE_POLICIES.noCaptchaAddress, free: config.captchaTokenlessPerHour },
      noCaptchaAll: { ...CUSTOMER_THROTTLE_POLICIES.noCaptchaAll, free: config.captchaTokenlessPer10Minutes },
      registration: { ...CUSTOMER_THROTTLE_POLICIES.registration, free: config.registrationsPerAddressPerHour },
    },
  });
  // The address book (ADR 0012); GET /svc_customer/customer carries its addresses.
  const addresses = createAddressService(createAddressRepository(db));
  // Payments (ADR 0014): /_testpay plays the card gateway; the store reaches it through a PaymentProvider,
  // over HTTP at TESTPAY_URL, or with the same requests dispatched in-process to the mounted gateway.
  // Its server key and control secret are per-install secrets unless configured (ADR 0018); with a
  // gateway elsewhere (TESTPAY_MOUNT false) no /_testpay exists at all.
  const testpayKeys = {
    apiKey: config.testpayApiKey ?? resolveSecret(config, "testpayApiKey", undefined),
    // Only a mounted gateway has controls: without one, nothing is generated or written to DATA_DIR.
    controlSecret: config.testpayMounted ? resolveSecret(config, "testpayControl", config.testpayControlSecret) : null,
  };
  const testpay = config.testpayMounted
    ? testpayRoutes({
        repo: createTestpayRepository(db),
        publicUrl: gatewayBrowserUrl(config),
        apiKey: testpayKeys.apiKey,
        clientKey: config.testpayClientKey,
        merchantOrigins: [new URL(config.publicBaseUrl).origin, ...config.testpayMerchantOrigins],
        controls: {
          secret: testpayKeys.controlSecret ?? "",
          fromThisMachine: (c) => fromThisMachine(c, socketAddress),
        },
      })
    : null;
  const gateway = (path: string) =>
    config.testpayUrl || !testpay
      ? { baseUrl: `${config.testpayUrl}${path}`, apiKey: testpayKeys.apiKey }
      : {
          baseUrl: `http://testpay.internal${path}`,
          apiKey: testpayKeys.apiKey,
          fetch: (url: string, init: RequestInit) => testpay.request(url, init),
        };
  const cardProvider = createTestpayProvider(gateway(""));
  const payment = createPaymentService({
    repo: createPaymentRepository(db),
    provider: cardProvider,
    addresses,
    cardEntry: {
      tokenizeUrl: `${config.testpayUrl ?? "/_testpay"}/checkoutshopper/v1/tokenize`,
      clientKey: config.testpayClientKey,
    },
    logger: logger.child({ service: "payment" }),
  });
  // PayPal and Affirm (issue 8): the same gateway, the same in-process dispatch when TESTPAY_URL is unset.
  const paypal = createPaypalProvider(gateway("/paypal"));
  const affirm = createAffirmProvider(gateway("/affirm"));
  // Gift cards (ADR 0017): balance checks behind the captcha (action giftcard) and a miss throttle.
  const giftcards = createGiftcardService({
    db,
    captcha,
    store: shared?.attempts("giftcard"),
    now: throttleNow,
    policies: {
      noCaptchaAddress: { ...CUSTOMER_THROTTLE_POLICIES.noCaptchaAddress, free: config.captchaTokenlessPerHour },
      noCaptchaAll: { ...CUSTOMER_THROTTLE_POLICIES.noCaptchaAll, free: config.captchaTokenlessPer10Minutes },
    },
  });
  const tickets = createTicketService(createTicketRepository(db));
  const lists = createListsService({
    creations: createThrottle(shared?.attempts("lists") ?? createMemoryAttemptStore(), LIST_CREATION_POLICY, {
      now: throttleNow,
    }),
    // Issue 13 item 12: per client address too, for every door that creates a list (ADR 0024).
    creationsPerAddress: createThrottle(
      shared?.attempts("lists-address") ?? createMemoryAttemptStore(),
      { ...LIST_CREATION_POLICY, free: config.listCreationsPerAddressPerHour },
      { now: throttleNow },
    ),
    repo: createListsRepository(db),
    pricing,
    catalog,
    // SPEC §5: HW1012 is for holders of a live ticket for it.
    holdsTicketFor: async (customerId, productId) =>
      (await tickets.list(customerId)).some((t) => t.remainingUses > 0 && t.productId === productId),
  });
  // At sign-in the guest's cart, save-for-later and wishlist merge into the customer's.
  session.onSignedIn((event) => lists.mergeGuestLists(event));
  // Issue 23: the guest's compare list joins the customer's at the same moment (same hook).
  // A guest's list expires 30 days after its last change (read as empty; main.ts deletes it hourly).
  const compare = createCompareService(
    createCompareRepository(db, { guestCutoff: () => guestCutoff(deps.now?.() ?? new Date()) }),
    catalog,
  );
  session.onSignedIn((event) => compare.mergeGuest(event));
  const shipping = createShippingService({ pricing, catalog, signer: createQuoteSigner(quoteKey) });
  const programming = createProgrammingService({ repo: createProgrammingRepository(db), catalog });
  // Footer/page signups of another address wait for the mailed confirmation (ADR 0015 addendum).
  const newsletter = createNewsletterService(createNewsletterRepository(db), {
    mail,
    deliver: () => jobs.drain(),
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "newsletter" }),
    now: deps.now,
    store: shared?.attempts("newsletter"),
    throttleNow,
  });
  // Orders (ADR 0016): recomputes every amount, one transaction for order + stock + gift cards, gateway after.
  // The guest's mailed order link is signed with a key derived from the persisted server secret (ADR 0021);
  // the checkout's confirmation mail and the back office's resent one sign it alike.
  const guestLinks = createGuestLinks(
    createHmac("sha256", resolveSecret(config, "searchToken", config.searchTokenSecret))
      .update("guest-order-link")
      .digest(),
    deps.now,
  );
  const checkout = invitingAfterDelivery(
    createCheckoutService({
      repo: createCheckoutRepository(db),
      lists,
      pricing,
      catalog,
      signer: shipping.signer,
      tickets,
      programming,
      newsletter,
      mail,
      deliverMail: () => jobs.drain(),
      cards: payment,
      provider: cardProvider,
      giftcards,
      // Event registrations bought as cart lines (issue #20): `events` is built further down.
      registrations: {
        takeForOrder: (tx, order, lines) => events.takeForOrder(tx, order, lines),
        giveBackForOrder: (tx, orderId) => events.giveBackForOrder(tx, orderId),
      },
      // Custom quotes (issue #22): `zeus` is built further down.
      quotes: {
        takeForOrder: (tx, order, named, honoured) => zeus.takeForOrder(tx, order, named, honoured),
        giveBackForOrder: (tx, orderId) => zeus.giveBackForOrder(tx, orderId),
        refuseOrdered: (customerId, named) => zeus.refuseOrdered(customerId, named),
      },
      paypal,
      affirm,
      publicBaseUrl: config.publicBaseUrl,
      guestLinks,
      logger: logger.child({ service: "checkout" }),
      now: deps.now,
    }),
    reviews,
  );
  const customerService = createCustomerService(customerRepository, {
    session,
    addresses,
    ...customerGuards,
    onRegistered: (tx, row, locale) => accountMail.welcome(tx, row, locale),
    onRegisteredAgain: (email, locale) => accountMail.alreadyRegistered(email, locale, customerRepository.findByEmail),
    // Verify-first registration (ADR 0011 addendum): the pending row and its link go out after the answer.
    later: accountMail.later,
    sendConfirmation: (tx, to, token, locale) => accountMail.sendRegistrationConfirm(tx, to, token, locale),
    now: deps.now,
  });
  // The back office (issue #17, ADR 0037): staff accounts, their sign-in behind the customers'
  // captcha gate and throttle policies, orders, product edits; every write audited.
  const staffRepository = createStaffRepository(db);
  const staffThrottle = (name: "account" | "address") =>
    createThrottle(shared?.attempts(`staff-${name}`) ?? createMemoryAttemptStore(), CUSTOMER_THROTTLE_POLICIES[name], {
      now: throttleNow,
    });
  // TOTP secrets at rest: AES-256-GCM under a key derived from the server secret (ADR 0037 addendum).
  const totpBox = createSecretBox(derivedKey(config, TOTP_KEY_PURPOSE), TOTP_KEY_PURPOSE);
  const staffEnrolment = createStaffEnrolment({ db, publicBaseUrl: config.publicBaseUrl, box: totpBox, now: deps.now });
  // Returns (issue #21): who may return is who may read the order (the checkout's rule); the
  // policy reads the catalog's facts of each product; refunds go through the payment's provider once.
  const returns = createReturnsService({
    repo: createReturnsRepository(db),
    readable: async (buyer, orderId) => {
      await checkout.get(buyer, orderId);
    },
    products: (ids, siteCode) => productFacts(catalog, ids, siteCode),
    euReturns: (attributes) => flags.isOn("eu-returns", attributes),
    provider: cardProvider,
    paypal,
    affirm,
    giftcards,
    mail,
    // The products named: the search index patches them instead of rebuilding (the slow settle on PostgreSQL).
    stockChanged: (productIds) => changes.publish("stock", { productIds }),
    // Units back from a buyer: their reviews' badges are checked again (issue #23), after the commit.
    goodsBack: (orderId) => {
      reviews.recheckBadges(orderId).catch((err) => logger.warn("review badges not rechecked", { err, orderId }));
    },
    variants: (id, siteCode) => exchangeVariants(catalog, id, siteCode),
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "returns" }),
    now: deps.now,
  });
  // Events (issue #20): registrations, scores and the moderator console; a change to what a
  // leaderboard shows goes out on the change bus, and every process tells its open streams.
  const eventsRepository = createEventsRepository(db);
  const events = createEventsService({
    repo: eventsRepository,
    audit: (tx, entry) => recordAudit(tx, entry),
    changed: () => changes.publish("events"),
    now: deps.now,
  });
  const leaderboardHub = createLeaderboardHub({
    version: (id) => eventsRepository.version(id),
    onError: (err) => logger.warn("leaderboard stream check failed", { service: "events", err: String(err) }),
  });
  changes.subscribe((topic) => {
    if (topic === "events") void leaderboardHub.changed();
  });
  // An approved gym application (issue #24): the map's list of approved gyms, on every process.
  changes.subscribe((topic) => {
    if (topic === "gyms") cache.deletePrefix("memo:gyms");
  });
  // The ZEUS builder and custom quotes (issue #22): parts priced by the pricing engine; staff answer quotes.
  const zeus = createZeusService({
    repo: createZeusRepository(db),
    catalog,
    pricing,
    cache,
    lists,
    // The store's own quote moves (ordered, given back by checkout) in the audit trail.
    audit: (tx, e) =>
      recordAudit(tx, {
        staffId: null,
        staffEmail: e.by ?? "system:checkout",
        action: e.action,
        targetType: "quote",
        targetId: e.targetId,
        changes: e.changes,
        detail: e.detail ?? null,
      }),
    // The shopper's mail when support sends a quote: a job in the offer's transaction.
    mail,
    publicBaseUrl: config.publicBaseUrl,
    now: deps.now,
  });
  // The builder's parts and the /rogue-catalog edition follow a catalog or price change at once.
  changes.subscribe((topic) => {
    if (topic === "catalog" || topic === "price") cache.deletePrefix("zeus:");
  });
  // A restock's back-in-stock mails are jobs in its transaction (issue #18, ADR 0015 addendum).
  const restock = createRestock({
    db,
    bins: createBinRepository(db),
    catalog,
    mail,
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ service: "bin" }),
    jobs,
  });
  jobs.handle("back-in-stock", (job) =>
    restock.deliverJob(job.id, job.data as Parameters<typeof restock.deliverJob>[1]),
  );
  // Its dead letters (retries spent): the alert is given back, so the next restock mails it again.
  jobs.handle("back-in-stock-failed", (job) =>
    restock.releaseJob(job.data as Parameters<typeof restock.releaseJob>[0]),
  );
  // The product editor; a gallery save drops the bytes of uploaded images no gallery links (ADR 0056).
  const staffCatalog = createStaffCatalog({ db, catalog, galleryChanged: dropUnlinkedImages });
  const staffVariants = createStaffVariants({ db, catalog, editor: staffCatalog });
  const staff = {
    // The back office's jobs screen (issue #18).
    jobs,
    returns,
    zeus,
    repo: staffRepository,
    totpBox,
    enrolment: staffEnrolment,
    members: createStaffMembers({ db, links: staffEnrolment, now: deps.now }),
    /** Migration 0010's data step: plain TOTP secrets sealed (seeding.ts runs it after the SQL migrations). */
    sealTotpSecrets: () => sealStoredTotpSecrets(db, totpBox),
    auth: createStaffAuth({
      db,
      repo: staffRepository,
      gate: customerGuards.gate,
      throttles: { account: staffThrottle("account"), address: staffThrottle("address") },
      publicBaseUrl: config.publicBaseUrl,
      box: totpBox,
      now: deps.now,
    }),
    orders: invitingAfterStaffDelivery(
      createStaffOrders({
        db,
        provider: cardProvider,
        mail,
        giftcards,
        paypal,
        affirm,
        tickets,
        // A cancel or a full refund gives the order's event places back (issue #20).
        registrations: {
          releaseForOrder: (tx, orderId, reason) => events.releaseForOrder(tx, orderId, reason),
          announce: (eventIds) => events.announce(eventIds),
        },
        publicBaseUrl: config.publicBaseUrl,
        guestLinks,
        logger: logger.child({ service: "staff" }),
      }),
      reviews,
    ),
    catalog: staffCatalog,
    duplicate: createStaffDuplicate({ db, catalog }),
    create: createStaffCreate({ db, catalog }),
    media: createStaffMedia({ db, catalog, editor: staffCatalog }),
    variants: staffVariants,
    optionAxes: createStaffOptionAxes({ db, catalog, editor: staffCatalog, variants: staffVariants }),
    // A qty from 0 to more mails the product's back-in-stock alerts, as a restock does.
    csv: createStaffCsv({ db, catalog, restock }),
    customers: createStaffCustomers({ db, signIn: customerService }),
    giftcardsAdmin: createStaffGiftcards({ db, giftcards, now: deps.now }),
    stockList: createStaffStock({ db }),
    mail,
    // Categories, redirects, CMS and missing translations (issue #17 item 4, issue #15 item 3).
    content: createStaffContent({
      db,
      catalog,
      changed: (topic) => changes.publish(topic),
      missingLog: missingTranslation,
    }),
    redirects: createStaffRedirects({ db, changed: (topic) => changes.publish(topic) }),
  };
  return {
    jobs,
    catalog,
    staff,
    reviews,
    returns,
    events,
    leaderboardHub,
    zeus,
    sitemap: createSitemapService(catalog, cache, index),
    pricing,
    shipping,
    tax: createTaxService({ pricing, catalog }),
    content: createContentService(createContentRepository(db), cache, { missingTranslation }),
    // The Index (issue #19): the magazine's posts, categories, tags and authors (WordPress-shaped API),
    // and the back office's editor (a write drops the readers' caches on every process).
    index,
    indexEditor: createIndexEditor(db, createIndexEditorRepository, {
      changed: () => {
        index.invalidate();
        changes.publish("content");
      },
      categorySlugs: async () => new Map((await index.categories("en")).map((c) => [c.id, c.slug])),
      previewLink: indexPreviews.link,
      now: deps.now,
    }),
    indexPreviews,
    route: createRouteService(createRouteRepository(db), cache),
    search,
    flags,
    geo: createGeoService({ flags, trust }),
    session,
    lists,
    compare,
    brands: createBrandsService(createBrandsRepository(db), catalog, index.aboutProducts),
    // ALTCHA challenges are signed with a key derived from the persisted server secret (ADR 0011).
    captcha,
    customer: customerService,
    // Account extras (issue 6): back-in-stock alerts, tickets, programs, newsletters, segments.
    // An alert for an address that is not the customer's own waits for its mailed, signed link (ADR 0024).
    bins: createBinService({
      repo: createBinRepository(db),
      catalog,
      confirm: {
        signer: createBinConfirmSigner(createHmac("sha256", quoteKey).update("bin-confirm").digest()),
        mail,
        db,
        deliver: () => jobs.drain(),
        publicBaseUrl: config.publicBaseUrl,
        logger: logger.child({ service: "bin" }),
        store: shared?.attempts("bin-confirm"),
        now: throttleNow,
      },
    }),
    // A restock (qoh 0 → more) mails the product's back-in-stock alerts (ADR 0015 addendum); the
    // new quantity reaches every cache through the change bus.
    stock: publishingStock(restock, () => changes.publish("stock")),
    changes,
    tickets,
    programming,
    newsletter,
    // The native app's pages (issue #24): notification preferences, app-only drops.
    nativeApp: createNativeAppService({ repo: createNativeAppRepository(db), newsletter, now: deps.now }),
    // The equipped-gyms map (issue #24), behind the gym-map flag.
    gyms: createGymsService(createGymsRepository(db), cache),
    // The store's forms and the gym gallery (issue #24 part 3, issue #19 item 2): behind the customers'
    // captcha gate (action "form") and a per-address submission throttle; mailed to each form's team.
    forms: createFormsService({
      repo: createFormsRepository(db),
      gate: customerGuards.gate,
      throttle: createThrottle(shared?.attempts("forms") ?? createMemoryAttemptStore(), FORM_SUBMIT_POLICY, {
        now: throttleNow,
      }),
      mail,
      cache,
      changes,
      audit: (tx, entry) => recordAudit(tx, entry),
      addGym: (tx, gym) => createGymsRepository(tx).insert(gym),
      publicBaseUrl: config.publicBaseUrl,
      logger: logger.child({ service: "forms" }),
      now: deps.now,
    }),
    // Shared by every process with REDIS_URL; otherwise in-process.
    newsletterSignupThrottle: createThrottle(
      shared?.attempts("newsletter-signup") ?? createMemoryAttemptStore(),
      SIGNUP_POLICY,
      { now: throttleNow },
    ),
    customerSegments: createSegmentsRepository(db),
    addresses,
    payment,
    /** The mounted gateway app (null when TESTPAY_MOUNT is false) and its resolved secrets. */
    testpay,
    testpayKeys,
    paypal,
    affirm,
    giftcards,
    checkout,
    // The captcha gate of the customer service: the order and order-lookup posts share it (action "order").
    captchaGate: customerGuards.gate,
    mail,
    /** Closed by main.ts after the drain (null without REDIS_URL). */
    redis,
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      customers: createCustomerRepository(db),
      session,
      mail: accountMail,
      gate: customerGuards.gate,
      throttles: createPasswordResetThrottles({ store: shared?.attempts("password-reset"), now: throttleNow }),
      now: deps.now,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The returns policy's facts of each product (ADR 0041): type, final sale, freight; a product gone from the catalog counts as a plain one. */
/** A configurable's variants on the site now, for an exchange (ADR 0047): price in minor units, units in stock. */
async function exchangeVariants(
  catalog: ReturnType<typeof createCatalogService>,
  id: number,
  siteCode: SiteCode,
): Promise<ExchangeVariant[]> {
  const site = SITES[siteCode] ?? SITES.USA;
  const p = await catalog.getProductComplete(id, site);
  if (p.type !== "configurable") return [];
  return p.children
    .filter((c) => p.childrenIds.includes(c.productId))
    .map((c) => ({
      productId: c.productId,
      sku: c.sku,
      label: p.configurableAttributes
        .map((a) => {
          const value = c.attributes[a.code];
          const option = a.values.find((o) => String(o.value) === String(value));
          return `${a.label}: ${option?.label ?? String(value ?? "")}`;
        })
        .join(", "),
      priceMinor: c.price === null ? null : Math.round(c.price * 100),
      inStock: Math.max(0, Math.floor(Number(c.inventory.qoh) || 0)),
    }));
}

async function productFacts(
  catalog: ReturnType<typeof createCatalogService>,
  ids: number[],
  siteCode: SiteCode,
): Promise<Map<number, ProductFacts>> {
  const site = SITES[siteCode] ?? SITES.USA;
  const out = new Map<number, ProductFacts>();
  await Promise.all(
    ids.map(async (id) => {
      const p = await catalog.getProduct(id, site).catch(() => null);
      if (!p) return;
      const a = p.attributes;
      const groups = shippingGroups(a.shipperhq_shipping_group);
      out.set(id, {
        type: p.type,
        finalSale: a.final_sale === true || a.is_registration_sku === true || !!a.subscription_interval,
        freight:
          groups.includes("dropship_freight") ||
          groups.includes(HEAVY_DIRECT_GROUP) ||
          (p.weight ?? 0) > HEAVY_DIRECT_LB,
      });
    }),
  );
  return out;
}

/** NOTIFY through the pool, LISTEN on the database's own dedicated connection. */
/** The change bus's per-topic counters (migration 0022, table change_versions). */
function changeVersions(database: Database): ChangeVersions {
  return {
    async bump(topic) {
      const result = (await database.db.execute(
        sql`insert into change_versions (topic, version) values (${topic}, 1)
            on conflict (topic) do update set version = change_versions.version + 1 returning version`,
      )) as unknown as { rows: { version: string | number }[] };
      return Number(result.rows[0]?.version ?? 0);
    },
    async read() {
      const result = (await database.db.execute(sql`select topic, version from change_versions`)) as unknown as {
        rows: { topic: string; version: string | number }[];
      };
      return new Map(result.rows.map((r) => [r.topic, Number(r.version)]));
    },
  };
}

function postgresChannel(database: Database): PostgresChannel {
  return {
    listen: (channel, onMessage) => database.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}

/** The stock setter, announcing every change it made on the change bus (ADR 0032). */
function publishingStock<
  T extends { restock: (...a: never[]) => Promise<unknown>; restockSku: (...a: never[]) => Promise<unknown> },
>(stock: T, changed: () => void): T {
  const after =
    <A extends never[], R>(fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await fn(...a);
      } finally {
        changed();
      }
    };
  return { ...stock, restock: after(stock.restock), restockSku: after(stock.restockSku) };
}

/**
 * The post-purchase review mail goes out once an order is delivered (issue #23): right after a
 * delivery through the CLI/admin door or the back office; main.ts's sweep catches anything missed.
 */
function invitingAfterDelivery<T extends { deliver: (orderId: string) => Promise<unknown> }>(
  checkout: T,
  reviews: { inviteDelivered(): Promise<number> },
): T {
  return {
    ...checkout,
    deliver: async (orderId: string) => {
      const shipments = await checkout.deliver(orderId);
      await reviews.inviteDelivered().catch(() => 0);
      return shipments;
    },
  };
}

function invitingAfterStaffDelivery<T extends { fulfil: (...a: never[]) => Promise<unknown> }>(
  orders: T,
  reviews: { inviteDelivered(): Promise<number> },
): T {
  const fulfil = async (...a: Parameters<T["fulfil"]>) => {
    const result = await orders.fulfil(...a);
    if ((a as unknown[])[2] === "deliver") await reviews.inviteDelivered().catch(() => 0);
    return result;
  };
  return { ...orders, fulfil };
}
