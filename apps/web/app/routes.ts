import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The route table mirrors SPEC §2, once: the locale prefix (/de, /gb, …) is the router's
 * basename, chosen per request by the server (apps/server/src/web.ts, ADR 0004).
 * Unknown paths fall through to the catch-all resolver.
 */
function pages(): RouteConfigEntry[] {
  const id = (name: string) => name;
  const page = (path: string, file: string, name = path || "index") => route(path, file, { id: id(name) });
  const placeholder = (path: string) => page(path, "routes/placeholder.tsx", `placeholder:${path}`);

  return [
    index("routes/home.tsx", { id: id("home") }),
    page("404", "routes/not-found.tsx"),
    page("search", "routes/search.tsx"),
    page("deals", "routes/deals.tsx"),
    page("customer/account/login", "routes/login-redirect.tsx"),
    ...[
      "mps-review",
      "newsletter-signup",
      "newsletter-error",
      "cart",
      "login",
      "expired-password",
      "compare/*",
      "payment-link",
      "account/reset-password/:token",
      "registry/:urlKey",
      "giftregistry/search/index",
      "wishlist/:urlKey",
      "shippingtracker",
      "brands",
      "theindex",
      "theindex/ryourogue",
      "theindex/:category",
      "theindex/:category/:slug",
      "events/:name/:year?",
      "invitational",
      "moderator/:eventId",
      "zeus-builder",
      "zeus-builder/project/edit",
      "zeus-builder/project/:projectId",
      "rogue-catalog",
      "rogue-equipped-gyms",
      "rmaprocess/*",
      "checkout/success",
      "app/exclusive/:productId",
      "app/preloader",
      "app/featured",
      "app/account/orders",
      "app/account/notifications",
      "app/account/notifications/preferences",
      "app/account/notifications/rapidfire",
    ].map(placeholder),
    layout("routes/checkout-layout.tsx", { id: id("checkout-layout") }, [
      ...["checkout", "checkout/shipping", "checkout/payment", "checkout/review"].map(placeholder),
    ]),
    page("account/*", "routes/account.tsx", "account"),
    page("*", "routes/resolve.tsx", "resolve"),
  ];
}

export default [
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("preferences/contrast", "routes/preferences.contrast.ts", { id: "pref-contrast" }),
  ...pages(),
] satisfies RouteConfig;
