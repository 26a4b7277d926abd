import type { SiteCode } from "@ironworks/domain";
import { NavLink } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { ACCOUNT_PAGES } from "./account-pages.ts";
import type { AccountKey } from "./messages.ts";

/** The account area's side navigation (SPEC §2 children). */
export function AccountNav({ site }: { site: SiteCode }) {
  const { href } = useLocaleTools();
  const t = useT<AccountKey>();
  const pages = ACCOUNT_PAGES.filter((p) => !p.sites || p.sites.includes(site));
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <ul>
        {pages.map((p) => (
          <li key={p.path}>
            <NavLink to={href(p.path)} end={p.path === "/account"}>
              {t(`account.page.${p.id}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
