import { type SiteCode, safeRedirectPath } from "@ironworks/domain";
import type { AccountKey } from "./messages.ts";

/**
 * The account area's children (SPEC §2) as the dashboard lists them. `ready: false` pages are
 * honest placeholders until their issue lands. Their words are `account.page.<id>.title` and
 * `.description` in the account catalog.
 */
export interface AccountPage {
  path: string;
  id: AccountPageId;
  ready?: boolean;
  sites?: SiteCode[];
  /** Shown in the dashboard's link list. */
  listed?: boolean;
}

type PageIdOf<K> = K extends `account.page.${infer I}.title` ? I : never;
export type AccountPageId = PageIdOf<AccountKey>;

export const ACCOUNT_PAGES: AccountPage[] = [
  { path: "/account", id: "dashboard", ready: true },
  { path: "/account/about-me", id: "aboutMe", ready: true, listed: true },
  { path: "/account/settings", id: "settings", ready: true, listed: true },
  { path: "/account/orders", id: "orders", ready: true, listed: true },
  { path: "/account/address", id: "address", listed: true },
  { path: "/account/payment-methods", id: "paymentMethods", ready: true, listed: true },
  { path: "/account/wishlist", id: "wishlist", listed: true },
  { path: "/account/my-lists", id: "myLists", listed: true },
  { path: "/account/registry", id: "registry", listed: true },
  { path: "/account/programming", id: "programming", ready: true, listed: true },
  { path: "/account/earned-store", id: "earnedStore", ready: true, listed: true },
  { path: "/account/bin", id: "bin", ready: true, listed: true },
  { path: "/account/reviews", id: "reviews", listed: true },
  { path: "/account/custom-quoting", id: "customQuoting", ready: true, sites: ["USA"], listed: true },
  { path: "/account/my-gyms", id: "myGyms", ready: true, sites: ["USA"], listed: true },
  { path: "/account/zeus-saved-design", id: "zeusSavedDesign", ready: true, sites: ["USA"], listed: true },
  { path: "/account/events", id: "events", ready: true, listed: true },
];

/** The page for an account path; dynamic children (programming/{id}, order/{id}, registry/{id}) use their parent's. */
export function findAccountPage(path: string): AccountPage | undefined {
  const exact = ACCOUNT_PAGES.find((p) => p.path === path);
  if (exact) return exact;
  if (/^\/account\/order\/[^/]+$/.test(path)) return { path, id: "order" };
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
