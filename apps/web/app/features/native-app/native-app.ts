/**
 * Native-app embedded mode (SPEC §2, §3, §7, §9). The app opens the store in a web view with its
 * context in the query (or headers); the store keeps it for the session (cookie `iw_app`) so full
 * reloads stay in app mode, adds isMobileApp/mobileAppVersion/mobileAppPlatform to its own service
 * calls, and talks to the app over the messaging bridge from app version 3.3.0.
 */

/** Our own alias of every native-app path: /app/featured is /featured. */
export const NATIVE_APP_PREFIX = "/app/";

/**
 * SPEC §2 native-app paths: exclusive/{productId}, preloader, featured, account/notifications (with
 * preferences and rapidfire), served at the SPEC's paths and again under /app. They hide banners,
 * the cookie notice and the above-header, and render without the web's header and footer.
 * account/orders is the web's order history too: it is an app page only inside the app
 * (`isAppChromeless`).
 */
const NATIVE_APP_PATH =
  /^\/(?:app\/.*|exclusive\/[^/]+|preloader|featured|account\/notifications(?:\/preferences|\/rapidfire)?)\/?$/;

export function isNativeAppPath(path: string): boolean {
  return NATIVE_APP_PATH.test(path);
}

/** Web pages that become app pages when the request comes from the app (the order history and one order). */
const IN_APP_PATH = /^\/account\/(?:orders|order\/[^/]+)\/?$/;

/** The page renders in the app's layout: no web header, footer, banners or cookie notice. */
export function isAppChromeless(path: string, app: NativeAppContext | null): boolean {
  return isNativeAppPath(path) || (app !== null && IN_APP_PATH.test(path));
}

/** SPEC §9: an app older than 3.3.0 (or one that does not say its version) is asked to update. */
export const needsAppUpdate = (app: NativeAppContext | null) => app !== null && !supportsMessaging(app);

/** SPEC §9 featured category uri by site: AUS featured-au, EUR or GBR featured-eu, others na-featured. */
export function featuredUri(site: string): string {
  if (site === "AUS") return "/featured-au";
  if (site === "EUR" || site === "GBR") return "/featured-eu";
  return "/na-featured";
}

export type AppPlatform = "ios" | "android";

/** SPEC §3 Native app context. */
export interface NativeAppContext {
  version: string;
  /** Default ios (SPEC §3). */
  platform: AppPlatform;
  deviceUid: string | null;
  tab: string | null;
}

/** SPEC §9: native messaging needs app 3.3.0; GB shipping on the Europe store needs 3.2.5. */
export const MIN_MESSAGING_VERSION = "3.3.0";
export const MIN_GB_SHIPPING_EUROPE_VERSION = "3.2.5";

export const APP_COOKIE = "iw_app";

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const DEVICE_UID = /^[A-Za-z0-9._:-]{1,128}$/;
const TAB = /^[A-Za-z0-9_-]{1,32}$/;

const TRUE = new Set(["1", "true", "yes"]);

/** Numeric comparison of dotted versions ("3.10.0" > "3.9.9"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export const supportsMessaging = (app: NativeAppContext | null) =>
  !!app && compareVersions(app.version, MIN_MESSAGING_VERSION) >= 0;

/** SPEC §9: the app may ship to GB from the Europe store from 3.2.5 (the web always may). */
export const allowsGbShippingOnEurope = (app: NativeAppContext | null) =>
  !app || compareVersions(app.version, MIN_GB_SHIPPING_EUROPE_VERSION) >= 0;

interface Source {
  get(name: string): string | null | undefined;
}

function fromSource(src: Source, names: { flag: string; version: string; platform: string; uid: string; tab: string }) {
  const flag = src.get(names.flag)?.toLowerCase();
  const version = src.get(names.version)?.trim();
  if (!(flag && TRUE.has(flag)) && !version) return null;
  const platform = src.get(names.platform)?.toLowerCase();
  const uid = src.get(names.uid)?.trim();
  const tab = src.get(names.tab)?.trim();
  return {
    // An app that does not say its version is treated as the oldest: no messaging bridge.
    version: version && VERSION.test(version) ? version : "0",
    platform: platform === "android" ? "android" : "ios",
    deviceUid: uid && DEVICE_UID.test(uid) ? uid : null,
    tab: tab && TAB.test(tab) ? tab : null,
  } satisfies NativeAppContext;
}

const QUERY = {
  flag: "isMobileApp",
  version: "mobileAppVersion",
  platform: "mobileAppPlatform",
  uid: "deviceUid",
  tab: "tab",
};
const HEADERS = {
  flag: "x-mobile-app",
  version: "x-mobile-app-version",
  platform: "x-mobile-app-platform",
  uid: "x-device-uid",
  tab: "x-app-tab",
};

/** The context from the query, else the app's headers, else the session cookie; null outside the app. */
export function readNativeAppContext(
  url: URL,
  headers: { get(name: string): string | null } | null,
  cookieValue: string | undefined,
): NativeAppContext | null {
  const fromQuery = fromSource(url.searchParams, QUERY);
  if (fromQuery) return fromQuery;
  const fromHeaders = headers ? fromSource(headers, HEADERS) : null;
  if (fromHeaders) return fromHeaders;
  if (!cookieValue) return null;
  return fromSource(new URLSearchParams(cookieValue), QUERY);
}

/** The cookie value that keeps the context for the session. */
export function serializeNativeAppContext(app: NativeAppContext): string {
  const params = new URLSearchParams({
    isMobileApp: "1",
    mobileAppVersion: app.version,
    mobileAppPlatform: app.platform,
  });
  if (app.deviceUid) params.set("deviceUid", app.deviceUid);
  if (app.tab) params.set("tab", app.tab);
  return params.toString();
}

/** SPEC §7: native-app requests add isMobileApp, mobileAppVersion, mobileAppPlatform. */
export function withAppParams(url: string, app: NativeAppContext | null, base = "http://localhost"): string {
  if (!app) return url;
  const parsed = new URL(url, base);
  parsed.searchParams.set("isMobileApp", "1");
  parsed.searchParams.set("mobileAppVersion", app.version);
  parsed.searchParams.set("mobileAppPlatform", app.platform);
  const absolute = /^[a-z]+:\/\//i.test(url);
  return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Where the app is updated: the App Store on iOS, Google Play on Android (the footer's links). */
export function appStoreUrl(app: Pick<NativeAppContext, "platform"> | null): string {
  return app?.platform === "android"
    ? "https://play.google.com/store/apps/details?id=example.ironworks"
    : "https://apps.apple.com/app/ironworks-example/id6400000000";
}
