import { Link } from "react-router";
import { listedAccountPages } from "../features/account/account-pages.ts";
import { ShipToCountry } from "../features/account/address/ShipToCountry.tsx";
import { useAccountData } from "../features/account/use-account-data.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";
import { useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/account.dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.dashboard.title");
}

/** SPEC §2 account dashboard: who is signed in and the way to every part of the account. */
export default function AccountDashboard() {
  const { customer, site } = useAccountData();
  const { href } = useLocaleTools();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-main">
      <h1>{t("account.page.dashboard.title")}</h1>
      <section className="account-card" aria-labelledby="dashboard-contact">
        <h2 id="dashboard-contact">{t("account.dashboard.contact")}</h2>
        <p className="account-dashboard__name">
          {customer.firstname} {customer.lastname}
        </p>
        <p className="account-dashboard__email">{customer.email}</p>
        <ShipToCountry />
        <p>
          <Link to={href("/account/about-me")}>{t("account.dashboard.editName")}</Link> ·{" "}
          <Link to={href("/account/settings")}>{t("account.dashboard.changeLogin")}</Link>
        </p>
      </section>
      <nav className="account-card" aria-labelledby="dashboard-links">
        <h2 id="dashboard-links">{t("account.dashboard.links")}</h2>
        <ul className="account-dashboard__links">
          {listedAccountPages(site).map((p) => (
            <li key={p.path}>
              <Link to={href(p.path)}>{t(`account.page.${p.id}.title`)}</Link>
              <span className="account-dashboard__hint">{t(`account.page.${p.id}.description`)}</span>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
