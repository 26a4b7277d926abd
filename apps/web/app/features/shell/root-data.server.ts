import type { MenuCategory } from "@ironworks/contracts";
import type { AppLoadContext } from "../../lib/context.ts";
import { readCookie } from "../../lib/cookies.ts";
import { localeFromRequest } from "../../lib/locale.ts";
import { headLinks } from "../../lib/seo.ts";
import { customerSummary } from "../account/customer-summary.server.ts";
import { shellMessages } from "../i18n/shell-messages.server.ts";
import { CONSENT_COOKIE, readConsent } from "../consent/consent.ts";
import { loadRequestFlags, requestAppContext, requestCookie } from "../flags/flags.server.ts";
import { readCartQty } from "../lists/cart/cart.server.ts";
import { isNativeAppPath } from "../native-app/native-app.ts";
import { readRegion } from "../region/region.server.ts";
import { PREFERRED_COUNTRY_COOKIE } from "../region/region.ts";
import { HIGH_CONTRAST_COOKIE } from "./high-contrast.ts";

/** The root route's loader data (root.tsx): locale, menu, flags, consent, region and the header's counts. */
export async function loadRootData({ request, context }: { request: Request; context: AppLoadContext }) {
  const { locale, site, path } = localeFromRequest(request);
  const [menu, flags, cartQty]: [MenuCategory[], Awaited<ReturnType<typeof loadRequestFlags>>, number] =
    await Promise.all([
      context.services.catalog.listMenu(site),
      // Signed-in customers target as logged in (and staff by work e-mail, SPEC §6).
      context.session
        .find()
        .then((s) => loadRequestFlags(context.services, request, s?.customerId ? { email: s.email } : null)),
      readCartQty(context, site),
    ]);
  const cookie = request.headers.get("cookie");
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
    cartQty,
    /** The signed-in customer (null for a guest): the header's account menu (features/account). */
    customer: await customerSummary(context),
    year: new Date().getUTCFullYear(),
  };
}
