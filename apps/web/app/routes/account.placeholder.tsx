import { data } from "react-router";
import { findAccountPage } from "../features/account/account-pages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account.placeholder";

/** Account children whose issue has not landed yet (SPEC §2): an honest page, not a dead link. */
export function loader({ request }: Route.LoaderArgs) {
  const { path, site } = localeFromRequest(request);
  const page = findAccountPage(path);
  if (!page || (page.sites && !page.sites.includes(site.code))) throw data(null, { status: 404 });
  return { title: page.title, description: page.description };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `${d.title} | Ironworks` : "Ironworks" }];
}

export default function AccountPlaceholder({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="account-main">
      <h1>{loaderData.title}</h1>
      <p>{loaderData.description}</p>
    </main>
  );
}
