import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The route table mirrors SPEC §2, once: the locale prefix (/de, /gb, …) is the router's
 * basename, chosen per request by the server (apps/server/src/web.ts, ADR 0004).
 * Unknown paths fall through to the catch-all resolver.
 */
function pages(): RouteConfigEntry[] {
  const id = (name: string) => name;
  const page = (path: string, file: string, name = path || "index") => route(path, file, { id: id(name) });

  return [
    index("routes/home.tsx", { id: id("home") }),
    page("404", "routes/not-found.tsx"),
    page("search", "routes/search.tsx"),
    page("deals", "routes/deals.tsx"),
    page("cart", "routes/cart.tsx"),
    page("customer/account/login", "routes/login-redirect.tsx"),
    page("login", "routes/login.tsx"),
    page("registry/:urlKey", "routes/registry.tsx", "registry"),
    page("giftregistry/search/index", "routes/registry-search.tsx", "registry-search"),
    page("wishlist/:urlKey", "routes/wishlist.tsx", "wishlist"),
    page("newsletter-signup", "routes/newsletter-signup.tsx"),
    page("newsletter-error", "routes/newsletter-error.tsx"),
    // A back-in-stock alert for another address waits for its mailed link (ADR 0024).
    page("back-in-stock/confirm", "routes/bin-confirm.tsx", "bin-confirm"),
    page("expired-password", "routes/expired-password.tsx"),
    page("account/reset-password/:token", "routes/reset-password.tsx", "reset-password"),
    // Verify-first registration (ADR 0011 addendum): the mailed link, outside the account guard.
    page("account/confirm/:token", "routes/account-confirm.tsx", "account-confirm"),
    page("giftcard/balance", "routes/giftcard-balance.tsx", "giftcard-balance"),
    // After the order (issue 8): guest lookup (Magento's path), shipment tracking, payment link.
    page("sales/guest/form", "routes/order-lookup.tsx", "order-lookup"),
    page("shippingtracker", "routes/shippingtracker.tsx"),
    page("payment-link", "routes/payment-link.tsx"),
    // The back office's live CMS preview (issue #17): a draft by postMessage, noindex, never cached.
    page("preview/cms", "routes/preview.cms.tsx", "preview-cms"),
    // Compare and brands (issue 23 items 5–6): the own list, a shared /compare/{sku,…}, brand pages.
    page("compare/*", "routes/compare.tsx", "compare"),
    page("brands", "routes/brands.tsx"),
    page("brands/:slug", "routes/brand.tsx", "brand"),
    // Reviews (issue #23): the mailed post-purchase page and how reviews are checked (EU Omnibus).
    page("mps-review", "routes/mps-review.tsx"),
    page("reviews/verification", "routes/reviews-verification.tsx", "reviews-verification"),
    // Returns (issue #21): SPEC §2's steps; the site and EU-flag gate is in each loader.
    page("rmaprocess", "routes/rmaprocess.initiate.tsx", "rmaprocess"),
    page("rmaprocess/initiate", "routes/rmaprocess.initiate.tsx", "rmaprocess-initiate"),
    page("rmaprocess/select-items", "routes/rmaprocess.select-items.tsx", "rmaprocess-select-items"),
    page("rmaprocess/confirm", "routes/rmaprocess.confirm.tsx", "rmaprocess-confirm"),
    page("rmaprocess/print/:rmaNumber?/:dateIssued?", "routes/rmaprocess.print.tsx", "rmaprocess-print"),
    page("rmaprocess/label/:rmaNumber/:dateIssued", "routes/rmaprocess.label.ts", "rmaprocess-label"),
    // The EU withdrawal function (issue #21 item 7): confirmation step and acknowledgement.
    page("rmaprocess/withdraw", "routes/rmaprocess.withdraw.tsx", "rmaprocess-withdraw"),
    page("rmaprocess/withdrawal/:id", "routes/rmaprocess.withdrawal.tsx", "rmaprocess-withdrawal"),
    // The Index (issue #19): the hub, a category's pages, a post; the gym gallery is still to come.
    page("theindex", "routes/theindex.tsx"),
    page("theindex/:category", "routes/theindex.category.tsx", "theindex-category"),
    page("theindex/:category/:slug", "routes/theindex.post.tsx", "theindex-post"),
    // Its tag and author pages (static segments outrank theindex/:category/:slug).
    page("theindex/tag/:slug", "routes/theindex.archive.tsx", "theindex-tag"),
    page("theindex/author/:slug", "routes/theindex.archive.tsx", "theindex-author"),
    // A signed, expiring preview of a saved post (a draft too), noindex and never cached (issue #19).
    page("theindex/preview/:id", "routes/theindex.preview.tsx", "theindex-preview"),
    // Events (issue #20): event pages with the live leaderboard, the Invitational, the moderator console.
    page("events/:name/:year?", "routes/events.tsx", "events"),
    page("invitational", "routes/invitational.tsx"),
    page("moderator/:eventId", "routes/moderator.tsx", "moderator"),
    // The ZEUS gym builder (issue #22, USA only: the loaders 404 elsewhere).
    page("zeus-builder", "routes/zeus-builder.tsx", "zeus-builder"),
    page("zeus-builder/project/edit", "routes/zeus-builder.project.tsx", "zeus-builder-edit"),
    page("zeus-builder/project/:projectId", "routes/zeus-builder.project.tsx", "zeus-builder-project"),
    // The catalog's digital edition and its PDF (issue #22 item 6, USA only).
    page("rogue-catalog", "routes/rogue-catalog.tsx"),
    // The gym gallery (issue #19 item 2) and the store's forms (issue #24 part 3), from their definitions.
    page("theindex/ryourogue", "routes/theindex.ryourogue.tsx", "theindex-ryourogue"),
    page("forms/:slug", "routes/forms.tsx", "forms"),
    // The equipped-gyms map (issue #24): the loader answers 404 while the gym-map flag is off.
    page("rogue-equipped-gyms", "routes/rogue-equipped-gyms.tsx"),
    // The native app's pages (issue #24): at the SPEC §2 paths and again under /app (the app's alias).
    ...["", "app/"].flatMap((at) => {
      const alias = at ? "app-alias:" : "app:";
      return [
        page(`${at}exclusive/:productId`, "routes/app.exclusive.tsx", `${alias}exclusive`),
        page(`${at}preloader`, "routes/app.preloader.tsx", `${alias}preloader`),
        page(`${at}featured`, "routes/app.featured.tsx", `${alias}featured`),
        page(`${at}account/notifications`, "routes/app.notifications.tsx", `${alias}notifications`),
        page(
          `${at}account/notifications/preferences`,
          "routes/app.notifications-preferences.tsx",
          `${alias}notification-preferences`,
        ),
        page(`${at}account/notifications/rapidfire`, "routes/app.notifications-rapidfire.tsx", `${alias}rapidfire`),
      ];
    }),
    // account/orders is the account area's page; inside the app it loses the web's chrome (SiteShell).
    page("app/account/orders", "routes/app.orders.tsx", "app-alias:orders"),
    // Checkout (issue 8): the layout holds the list, the draft and the shipping/tax state.
    layout("routes/checkout-layout.tsx", { id: id("checkout-layout") }, [
      page("checkout", "routes/checkout.tsx"),
      page("checkout/shipping", "routes/checkout.shipping.tsx", "checkout-shipping"),
      page("checkout/payment", "routes/checkout.payment.tsx", "checkout-payment"),
      page("checkout/review", "routes/checkout.review.tsx", "checkout-review"),
    ]),
    page("checkout/success", "routes/checkout.success.tsx", "checkout-success"),
    route("account", "routes/account.tsx", { id: id("account") }, accountPages()),
    // The back office (issue #17, ADR 0037): its own routes, scripts and stylesheet.
    route("admin", "routes/admin.tsx", { id: id("admin") }, adminPages()),
    page("*", "routes/resolve.tsx", "resolve"),
  ];
}

/**
 * The account area's children (SPEC §2), inside the sign-in guard of routes/account.tsx (which
 * renders the account navigation; each child renders its own <main>). Add a page with one line.
 */
function accountPages(): RouteConfigEntry[] {
  const child = (path: string, file: string, id = `account:${path}`) => route(path, file, { id });
  return [
    index("routes/account.dashboard.tsx", { id: "account:index" }),
    child("dashboard", "routes/account.dashboard.tsx"),
    child("about-me", "routes/account.about-me.tsx"),
    child("settings", "routes/account.settings.tsx"),
    // Lists (issue 4).
    child("wishlist", "routes/account.wishlist.tsx", "account-wishlist"),
    child("my-lists", "routes/account.my-lists.tsx", "account-my-lists"),
    child("registry", "routes/account.registry.tsx", "account-registry"),
    child("registry/:id", "routes/account.registry.$id.tsx", "account-registry-manage"),
    // Addresses (issue 6).
    child("address", "routes/account.address.tsx"),
    // Account extras (issue 6): alerts, earned store, programming.
    child("bin", "routes/account.bin.tsx", "account-bin"),
    child("earned-store", "routes/account.earned-store.tsx", "account-earned-store"),
    child("programming", "routes/account.programming.tsx", "account-programming"),
    child("programming/:id", "routes/account.programming.$id.tsx", "account-program"),
    // Saved cards (issue 6 part 2).
    child("payment-methods", "routes/account.payment-methods.tsx"),
    // Later issues: orders, addresses, cards, bins, tickets, programming, ZEUS.
    // Orders (issue 8).
    child("orders", "routes/account.orders.tsx", "account-orders"),
    child("order/:id", "routes/account.order.$id.tsx", "account-order"),
    // Reviews (issue #23).
    child("reviews", "routes/account.reviews.tsx", "account-reviews"),
    // ZEUS gyms and custom quotes (issue #22, USA only).
    child("my-gyms", "routes/account.my-gyms.tsx", "account-my-gyms"),
    child("zeus-saved-design", "routes/account.zeus-saved-design.tsx", "account-zeus-saved-design"),
    child("custom-quoting", "routes/account.custom-quoting.tsx", "account-custom-quoting"),
    // Events (issue #20): registrations, heats, results, the events profile.
    child("events", "routes/account.events.tsx", "account-events"),
  ];
}

/** The back office's pages: sign-in and setup, then the signed-in console (routes/admin.console.tsx). */
function adminPages(): RouteConfigEntry[] {
  const child = (path: string, file: string, id: string) => route(path, file, { id });
  return [
    child("login", "routes/admin.login.tsx", "admin-login"),
    child("setup/:token", "routes/admin.setup.tsx", "admin-setup"),
    layout("routes/admin.console.tsx", { id: "admin-console" }, [
      index("routes/admin.dashboard.tsx", { id: "admin-dashboard" }),
      child("orders", "routes/admin.orders.tsx", "admin-orders"),
      // Returns (issue #21): the support role's queue and one return.
      child("returns", "routes/admin.returns.tsx", "admin-returns"),
      child("returns/:id", "routes/admin.return.tsx", "admin-return"),
      // Custom quotes (issue #22).
      child("quotes", "routes/admin.quotes.tsx", "admin-quotes"),
      child("quotes/:id", "routes/admin.quote.tsx", "admin-quote"),
      child("orders/:id", "routes/admin.order.tsx", "admin-order"),
      child("products", "routes/admin.products.tsx", "admin-products"),
      child("products/new", "routes/admin.product-new.tsx", "admin-product-new"),
      child("products/:id", "routes/admin.product.tsx", "admin-product"),
      child("audit", "routes/admin.audit.tsx", "admin-audit"),
      child("catalog/import", "routes/admin.import.tsx", "admin-import"),
      // admin-ops: customers, gift cards, stock, flags, the mail outbox.
      child("customers", "routes/admin.customers.tsx", "admin-customers"),
      child("customers/:id", "routes/admin.customer.tsx", "admin-customer"),
      child("giftcards", "routes/admin.giftcards.tsx", "admin-giftcards"),
      child("giftcards/:id", "routes/admin.giftcard.tsx", "admin-giftcard"),
      child("stock", "routes/admin.stock.tsx", "admin-stock"),
      child("flags", "routes/admin.flags.tsx", "admin-flags"),
      child("mail", "routes/admin.mail.tsx", "admin-mail"),
      // Categories, redirects, CMS and missing translations (issue #17 item 4, issue #15 item 3).
      child("categories", "routes/admin.categories.tsx", "admin-categories"),
      child("categories/:id", "routes/admin.category.tsx", "admin-category"),
      child("redirects", "routes/admin.redirects.tsx", "admin-redirects"),
      child("content", "routes/admin.content.tsx", "admin-content"),
      child("content/pages/:id", "routes/admin.cms-page.tsx", "admin-cms-page"),
      child("content/blocks/:site/:name", "routes/admin.cms-block.tsx", "admin-cms-block"),
      child("translations", "routes/admin.translations.tsx", "admin-translations"),
      child("reviews", "routes/admin.reviews.tsx", "admin-reviews"),
      // The store's forms and the gym gallery's moderation (issue #24 part 3, issue #19 item 2).
      child("forms", "routes/admin.forms.tsx", "admin-forms"),
      child("gallery", "routes/admin.gallery.tsx", "admin-gallery"),
      // The Index (issue #19): the author role's posts.
      child("index", "routes/admin.index-posts.tsx", "admin-index-posts"),
      child("index/:id", "routes/admin.index-post.tsx", "admin-index-post"),
      // The job queue (issue #18): counts per queue, failed jobs, retry (the owner's).
      child("jobs", "routes/admin.jobs.tsx", "admin-jobs"),
      // The owner manages staff (issue #17 item 2).
      child("staff", "routes/admin.staff.tsx", "admin-staff"),
      // Events (issue #20): heats and lanes, the waiver's versions.
      child("events", "routes/admin.events.tsx", "admin-events"),
      child("events/:id", "routes/admin.event.tsx", "admin-event"),
    ]),
  ];
}

export default [
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("preferences/contrast", "routes/preferences.contrast.ts", { id: "pref-contrast" }),
  ...pages(),
] satisfies RouteConfig;
