import { data, Outlet, redirect, useRouteLoaderData } from "react-router";
import { AccountNav } from "../features/account/AccountNav.tsx";
import { accountMessages } from "../features/account/messages.server.ts";
import { isAppChromeless } from "../features/native-app/native-app.ts";
import type { RootData } from "../features/shell/root-data.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { noindex: true };

/**
 * The account area (SPEC §2) needs a signed-in customer: a guest goes to /login?redirect=…
 * and comes back after signing in. Children read the customer from this layout's data.
 * Redirects are router paths: React Router adds the locale basename itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path, site, locale } = localeFromRequest(request);
  const session = await context.session.find();
  if (!session?.customerId) {
    const back = `${path}${new URL(request.url).search}`;
    throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
  }
  const customer = await context.services.customer.get(session.customerId);
  // The account words ship once with the layout: every child (dashboard, orders, addresses…) reads them.
  return data(
    { customer, site: site.code, messages: accountMessages(locale) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  // In the app (issue #24) the order pages are app pages: the app has its own navigation.
  const root = useRouteLoaderData("root") as RootData | undefined;
  const inApp = root ? isAppChromeless(root.path, root.app) : false;
  return (
    <div className="account-layout">
      {inApp ? null : <AccountNav site={loaderData.site} />}
      <Outlet />
    </div>
  );
}
