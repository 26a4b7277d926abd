import { data } from "react-router";
import { findAccountPage } from "../features/account/account-pages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/account.placeholder";
import { accountTitle } from "../features/account/account-meta.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";

/** Account children whose issue has not landed yet (SPEC §2): an honest page, not a dead link. */
export function loader({ request }: Route.LoaderArgs) {
  const { path, site } = localeFromRequest(request);
  const page = findAccountPage(path);
  if (!page || (page.sites && !page.sites.includes(site.code))) throw data(null, { status: 404 });
  return { id: page.id };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  return d ? accountTitle(matches, `account.page.${d.id}.title`) : [{ title: "Ironworks" }];
}

export default function AccountPlaceholder({ loaderData }: Route.ComponentProps) {
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main">
      <h1>{t(`account.page.${loaderData.id}.title`)}</h1>
      <p>{t(`account.page.${loaderData.id}.description`)}</p>
    </main>
  );
}
