import { type SiteCode, safeRedirectPath } from "@ironworks/domain";

/**
 * The account area's children (SPEC §2) as the dashboard lists them. `ready: false` pages are
 * honest placeholders until their issue lands (addresses, cards, orders, bins, programming…).
 */
export interface AccountPage {
  path: string;
  title: string;
  description: string;
  ready?: boolean;
  sites?: SiteCode[];
  /** Shown in the dashboard's link list. */
  listed?: boolean;
}

export const ACCOUNT_PAGES: AccountPage[] = [
  { path: "/account", title: "My Account", description: "Your account at a glance.", ready: true },
  { path: "/account/about-me", title: "About Me", description: "Your name and email.", ready: true, listed: true },
  {
    path: "/account/settings",
    title: "Account Settings",
    description: "Change your email or password.",
    ready: true,
    listed: true,
  },
  {
    path: "/account/orders",
    title: "Order History",
    description: "Your orders, their status and shipments.",
    ready: true,
    listed: true,
  },
  { path: "/account/address", title: "Addresses", description: "Your shipping and billing addresses.", listed: true },
  {
    path: "/account/payment-methods",
    title: "Payment Methods",
    description: "Your saved cards.",
    ready: true,
    listed: true,
  },
  { path: "/account/wishlist", title: "My Wishlist", description: "Your wishlist opens soon.", listed: true },
  { path: "/account/my-lists", title: "My Lists", description: "Your saved lists open soon.", listed: true },
  { path: "/account/registry", title: "Gift Registry", description: "Gift registries open soon.", listed: true },
  {
    path: "/account/programming",
    title: "Iron Game Programming",
    description: "The training programs you bought.",
    ready: true,
    listed: true,
  },
  {
    path: "/account/earned-store",
    title: "Earned Store",
    description: "Discounts you earned with orders and events.",
    ready: true,
    listed: true,
  },
  {
    path: "/account/bin",
    title: "Back in Stock Alerts",
    description: "Products we'll email you about when they return.",
    ready: true,
    listed: true,
  },
  { path: "/account/reviews", title: "My Reviews", description: "Your product reviews open soon.", listed: true },
  {
    path: "/account/custom-quoting",
    title: "Custom Quotes",
    description: "Custom quotes open soon.",
    listed: true,
  },
  { path: "/account/my-gyms", title: "My Gyms", description: "Your gyms open soon.", sites: ["USA"], listed: true },
  {
    path: "/account/zeus-saved-design",
    title: "Saved ZEUS Designs",
    description: "Saved gym designs open soon.",
    sites: ["USA"],
    listed: true,
  },
];

/** The page for an account path; dynamic children (programming/{id}, order/{id}, registry/{id}) use their parent's. */
export function findAccountPage(path: string): AccountPage | undefined {
  const exact = ACCOUNT_PAGES.find((p) => p.path === path);
  if (exact) return exact;
  if (/^\/account\/order\/[^/]+$/.test(path))
    return { path, title: "Order", description: "Order details open with checkout." };
  const parent = path.replace(/\/[^/]+$/, "");
  const page = ACCOUNT_PAGES.find((p) => p.path === parent && p.path !== "/account");
  return page && { ...page, path };
}

export const listedAccountPages = (site: SiteCode) =>
  ACCOUNT_PAGES.filter((p) => p.listed && (!p.sites || p.sites.includes(site)));

/**
 * Where to go after signing in: a path of this store (safeRedirectPath, the one check every
 * redirect parameter goes through) that is not the sign-in page itself; else the account dashboard.
 */
export function safeRedirect(raw: string | null | undefined, fallback = "/account"): string {
  const path = safeRedirectPath(raw, fallback);
  if (path === "/login" || path.startsWith("/login?") || path.startsWith("/login/")) return fallback;
  return path;
}
