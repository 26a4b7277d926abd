import { useContext, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import type { ContentKey } from "./features/content/messages.ts";
import { forceFullReload } from "./features/health/health.ts";
import { EarlyTaps } from "./features/shell/early-taps.tsx";
import type { RootData } from "./features/shell/root-data.ts";
import { loadRootData } from "./features/shell/root-data.server.ts";
import { SiteShell } from "./features/shell/SiteShell.tsx";
import { useT } from "./lib/i18n/messages.ts";
import { useLocaleTools } from "./lib/locale.ts";
import { useHydrated } from "./lib/use-hydrated.ts";
import type { HeadLinks, RouteHandle } from "./lib/seo.ts";
import "./lib/context.ts";
import "./styles/all.css";

export function loader(args: Route.LoaderArgs) {
  return loadRootData(args);
}

/** The back office's pages (/admin, under a store's prefix too): they show none of the shell's data. */
const CONSOLE_PATH = /^(?:\/[a-z]{2}(?:\/[a-z]{2})?)?\/admin(?:\/|$)/;

/**
 * A console write reloads its page's data (useStaffAction's revalidate(), ADR 0037): the staff API
 * reads only. The storefront shell's data (menu, flags, session header) is not the console's, and
 * its server round trip was the slowest read of that reload: it stays as it is then.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameConsolePage = currentUrl.href === nextUrl.href && CONSOLE_PATH.test(currentUrl.pathname);
  return sameConsolePage && !formMethod ? false : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const matches = useMatches();
  const noindex = matches.some((m) => (m.handle as RouteHandle | undefined)?.noindex);
  // A page whose URL differs per language (an Index post's slug) names its own canonical and hreflang.
  const head =
    matches.map((m) => (m.data as { seoHead?: HeadLinks } | null | undefined)?.seoHead).find(Boolean) ?? data?.head;
  const robots = noindex ? "noindex,nofollow" : head?.robots;
  // The back office is no storefront page: no canonical or language alternates for it.
  const pageHead = inConsole(matches) ? undefined : head;
  return (
    <html lang={data?.locale.tag ?? "en-US"} className={data?.highContrast ? "high-contrast" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <EarlyTaps />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {robots ? <meta name="robots" content={robots} /> : null}
        {pageHead ? <link rel="canonical" href={pageHead.canonical} /> : null}
        {pageHead?.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <Links />
        <LowPriorityModulePreloads />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The first view's modules, preloaded at low priority (issue 16 item 5). The server's HTML paints
 * without JavaScript, so no script belongs in front of the first paint; React Router's <Scripts>
 * preloads every module it will import at the browser's default, high priority, which puts ~30
 * scripts ahead of the stylesheet's and images' bandwidth. These links come first (in the head), so
 * each module's one fetch is made at low priority; <Scripts>' own links for the same URLs then find
 * the module already being fetched. The list is React Router's own (entry, its imports, each matched
 * route's module and imports), taken once. Like <Scripts>' links they go once hydrated (the
 * fetches are made by then; a new release's prefetch, features/health/release.ts, looks for links of
 * the same URLs in the head).
 */
function LowPriorityModulePreloads() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const hydrated = useHydrated();
  const [hrefs] = useState(() => {
    const manifest = framework?.manifest;
    if (!manifest) return [];
    const all = [manifest.entry.module, ...manifest.entry.imports];
    for (const m of matches) {
      const route = manifest.routes[m.id];
      if (!route) continue;
      all.push(route.module);
      if (route.clientActionModule) all.push(route.clientActionModule);
      if (route.clientLoaderModule) all.push(route.clientLoaderModule);
      if (route.hydrateFallbackModule) all.push(route.hydrateFallbackModule);
      all.push(...(route.imports ?? []));
    }
    return [...new Set(all)];
  });
  if (hydrated) return null;
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={framework?.nonce} />
      ))}
    </>
  );
}

/** The back office (/admin, ADR 0037): a page under a route whose handle says `console` renders without the storefront's shell. */
function inConsole(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.console === true);
}

export default function App() {
  // The console has its own frame (features/admin/AdminFrame.tsx): no storefront header, footer,
  // cookie notice, live chat, region prompt or analytics around staff pages.
  if (inConsole(useMatches())) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// i18n-exempt: the last resort when the root loader, which ships every catalog, itself failed.
const LAST_RESORT = {
  title: "Something went wrong | Ironworks",
  heading: "Something went wrong",
  message: "We hit a problem showing this page. Please try again in a moment.",
  home: "Back to the home page",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { url } = useLocaleTools();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // SPEC §8: an unhandled render error forces full-reload mode for the next navigation.
  useEffect(() => {
    if (status >= 500) forceFullReload();
  }, [status]);
  // The shell's catalog has these words (ADR 0035); English only when the root loader itself failed.
  const t = useT<ContentKey>();
  const notFound = status === 404;
  const title = t(notFound ? "content.notFound.documentTitle" : "content.error.documentTitle");
  const heading = t(notFound ? "content.notFound.title" : "content.error.title");
  const message = t(notFound ? "content.notFound.text" : "content.error.text");
  return (
    <SiteShell>
      <main id="main" className="error-page">
        <title>{title || LAST_RESORT.title}</title>
        <meta name="robots" content="noindex,nofollow" />
        <h1>{heading || LAST_RESORT.heading}</h1>
        <p>{message || LAST_RESORT.message}</p>
        <p>
          <a href={url("/")}>{t("content.notFound.home") || LAST_RESORT.home}</a>
        </p>
      </main>
    </SiteShell>
  );
}
