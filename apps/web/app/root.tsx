import type { MenuCategory } from "@ironworks/contracts";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CONSENT_COOKIE, readConsent } from "./features/consent/consent.ts";
import { loadRequestFlags, requestAppContext, requestCookie } from "./features/flags/flags.server.ts";
import { customerSummary } from "./features/account/customer-summary.server.ts";
import { forceFullReload } from "./features/health/health.ts";
import { readCartQty } from "./features/lists/cart/cart.server.ts";
import { isNativeAppPath } from "./features/native-app/native-app.ts";
import { readRegion } from "./features/region/region.server.ts";
import { PREFERRED_COUNTRY_COOKIE } from "./features/region/region.ts";
import { SiteShell } from "./features/shell/SiteShell.tsx";
import { readCookie } from "./lib/cookies.ts";
import { localeFromRequest, useLocaleTools } from "./lib/locale.ts";
import { headLinks } from "./lib/seo.ts";
import "./lib/context.ts";
import "./styles/all.css";

export const HIGH_CONTRAST_COOKIE = "hc";

export async function loader({ request, context }: Route.LoaderArgs) {
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

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Route modules may set handle.noindex (404s, placeholders, account pages). */
export interface RouteHandle {
  noindex?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const matches = useMatches();
  const noindex = matches.some((m) => (m.handle as RouteHandle | undefined)?.noindex);
  const robots = noindex ? "noindex,nofollow" : data?.head.robots;
  return (
    <html lang={data?.locale.tag ?? "en-US"} className={data?.highContrast ? "high-contrast" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {robots ? <meta name="robots" content={robots} /> : null}
        {data ? <link rel="canonical" href={data.head.canonical} /> : null}
        {data?.head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { url } = useLocaleTools();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // SPEC §8: an unhandled render error forces full-reload mode for the next navigation.
  useEffect(() => {
    if (status >= 500) forceFullReload();
  }, [status]);
  const title = status === 404 ? "Page not found" : "Something went wrong";
  const message =
    status === 404
      ? "We couldn't find that page. It may have moved, or the link may be mistyped."
      : "We hit a problem showing this page. Please try again in a moment.";
  return (
    <SiteShell>
      <main id="main" className="error-page">
        <title>{`${title} | Ironworks`}</title>
        <meta name="robots" content="noindex,nofollow" />
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <a href={url("/")}>Back to the home page</a>
        </p>
      </main>
    </SiteShell>
  );
}
