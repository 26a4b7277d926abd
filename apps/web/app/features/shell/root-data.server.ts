import type { MenuCategory } from "@ironworks/contracts";
import { languageOf } from "@ironworks/domain";
import type { AppLoadContext } from "../../lib/context.ts";
import { readCookie } from "../../lib/cookies.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { headLinks } from "../../lib/seo.ts";
import { customerSummary } from "../account/customer-summary.server.ts";
import { shellMessages } from "../i18n/shell-messages.server.ts";
import { CONSENT_COOKIE, readConsent } from "../consent/consent.ts";
import { loadRequestFlags, requestAppContext, requestCookie } from "../flags/flags.server.ts";
import { isNativeAppPath } from "../native-app/native-app.ts";
import { readRegion } from "../region/region.server.ts";
import { PREFERRED_COUNTRY_COOKIE } from "../region/region.ts";
import { HIGH_CONTRAST_COOKIE } from "./high-contrast.ts";

/** The root route's loader data (root.tsx): locale, menu, flags, consent, region and the header's counts. */
export async function loadRootData({ request, context }: { request: Request; context: AppLoadContext }) {
  const { locale, site, path } = localeFromRequest(request);
  // The session, cart count and ship-to country in one read, reused for a moment (ADR 0032); asked
  // first so the route loaders' `session.find()` share it.
  const header = readHeader(context, site.code);
  const [menu, flags, shell]: [MenuCategory[], Awaited<ReturnType<typeof loadRequestFlags>>, Awaited<typeof header>] =
    await Promise.all([
      context.services.catalog.listMenu(site, languageOf(locale)),
      // Signed-in customers target as logged in (and staff by work e-mail, SPEC §6).
      header.then(({ session: s }) =>
        loadRequestFlags(context.services, request, s?.customerId ? { email: s.email } : null),
      ),
      header,
    ]);
  // The page cache keys a visitor's page by these (ADR 0064): the attributes the page carries (no
  // id) and the values the id gave.
  if (context.assignment) context.assignment.flags = { attributes: flags.attributes, values: flags.values };
  const cookie = request.headers.get("cookie");
  // A page shared by sessions (ADR 0061) carries no one's name, e-mail or cart count: the browser
  // fills them in from /svc_session/session/header once hydrated (features/shell/personal.ts).
  const shared = context.shared?.requested === true;
  const customer = customerSummary(shell.session, shell.shipToCountry);
  return {
    locale,
    site,
    path,
    menu,
    head: headLinks(context.publicBaseUrl, locale, path),
    /** The shell's words in the page's language (features/i18n, ADR 0035). */
    messages: shellMessages(locale),
    highContrast: readCookie(cookie, HIGH_CONTRAST_COOKIE) === "1",
    nativeApp: isNativeAppPath(path),
    /** The native app's context (version, platform, deviceUid, tab) when the store runs inside it. */
    app: requestAppContext(request),
    /** Flag values, attributes and the SDK client key the browser uses (features/flags). */
    flags,
    consent: readConsent(requestCookie(request, CONSENT_COOKIE), site.code, request.headers.get("sec-gpc") === "1"),
    region: readRegion(context.services, site, requestCookie(request, PREFERRED_COUNTRY_COOKIE)),
    checkout: path === "/checkout" || path.startsWith("/checkout/"),
    debugUi: context.debugUi,
    cartQty: shared ? 0 : shell.cartQty,
    /** The signed-in customer (null for a guest): the header's account menu (features/account). */
    customer: shared && customer ? { ...customer, firstname: "", lastname: "", email: "" } : customer,
    /**
     * true on a page shared by sessions (ADR 0061): `customer`'s name and e-mail and `cartQty` are
     * neutral here, the session's own come from the personal island (features/shell/personal.ts).
     */
    shared,
    year: new Date().getUTCFullYear(),
  };
}

/** The header's read; a failure costs the count and the name, never the page (they are decoration). */
async function readHeader(context: AppLoadContext, siteCode: string) {
  try {
    const h = await context.session.header(siteCode);
    return { session: h?.session ?? null, cartQty: h?.cartQty ?? 0, shipToCountry: h?.shipToCountry ?? null };
  } catch {
    return { session: await context.session.find().catch(() => null), cartQty: 0, shipToCountry: null };
  }
}

/**
 * The routes whose loaders the shared page of a session (ADR 0061) is known to be safe for: what
 * they read of the session is in the page cache's key (group prices: the group; home: the
 * segments) or neutral in the root data. A page matching any other route is never shared.
 */
export const SHARED_PAGE_ROUTES: ReadonlySet<string> = new Set(["root", "home", "search", "resolve"]);

/** Whether a rendered page may be the shared page of its key (entry.server.tsx marks it so). */
export function isSharedPage(matches: readonly { route: { id: string } }[], rootData: unknown): boolean {
  return (
    matches.length > 0 &&
    matches.every((m) => SHARED_PAGE_ROUTES.has(m.route.id)) &&
    (rootData as { shared?: unknown } | undefined)?.shared === true
  );
}
