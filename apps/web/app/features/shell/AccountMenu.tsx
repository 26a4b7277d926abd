import type { SiteCode } from "@ironworks/domain";
import { Form } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useSession } from "../account/SessionProvider.tsx";
import { ChevronIcon, UserIcon } from "./icons.tsx";
import type { ShellKey } from "./messages.ts";
import { useDisclosure } from "./useDisclosure.ts";

/** The brand name the builder keeps in every language. */
const ZEUS_BUILDER = "ZEUS Gym Builder";

/**
 * SPEC §2 account dropdown; ZEUS Gym Builder is USA-only. A link is named by a shell message
 * (`shell.account.<name>`) or, for the builder, by its brand name.
 */
const ACCOUNT_LINKS: { name: string; path: string; brand?: string; sites?: SiteCode[] }[] = [
  { name: "myAccount", path: "/account" },
  { name: "zeus", brand: ZEUS_BUILDER, path: "/zeus-builder", sites: ["USA"] },
  { name: "orders", path: "/account/orders" },
  { name: "programming", path: "/account/programming" },
  { name: "wishlist", path: "/account/wishlist" },
  { name: "settings", path: "/account/settings" },
];

/** The account links for a site, labelled in the page's language. */
export function useAccountLinks(site: SiteCode): { label: string; path: string }[] {
  const t = useT<ShellKey>();
  return ACCOUNT_LINKS.filter((l) => !l.sites || l.sites.includes(site)).map((l) => ({
    path: l.path,
    label: l.brand ?? t(`shell.account.${l.name}` as ShellKey),
  }));
}

/**
 * The header's account menu: a signed-in customer gets the SPEC §2 links and Log Out (a form, so it
 * works before hydration); a guest — and anyone while the session is loading (SPEC §4) — gets Sign in.
 */
export function AccountMenu({ site }: { site: SiteCode }) {
  const { url } = useLocaleTools();
  const session = useSession();
  const t = useT<ShellKey>();
  const links = useAccountLinks(site);
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  const customer = session.loggedIn ? session.customer : null;

  if (!customer)
    return (
      <div className="account-menu">
        <a className="header-action account-menu__button" href={url("/login")} data-discover="true">
          <UserIcon />
          <span className="header-action__label">{t("shell.account.signIn")}</span>
        </a>
      </div>
    );

  return (
    <div className="account-menu" {...containerProps}>
      <button
        className="header-action account-menu__button"
        {...buttonProps}
        aria-label={t("shell.account.menuFor", { name: customer.firstname || t("shell.account.fallbackName") })}
      >
        <UserIcon />
        <span className="header-action__label">{customer.firstname || t("shell.account.fallbackName")}</span>
        <ChevronIcon size={16} className="account-menu__chevron" />
      </button>
      <div className="account-menu__panel popover" {...panelProps}>
        <ul className="account-menu__links">
          {links.map((l) => (
            <li key={l.path}>
              <a href={url(l.path)} data-discover="true">
                {l.label}
              </a>
            </li>
          ))}
          <li>
            <LogOutButton />
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Log Out: a form post to the /login action (works before hydration; the router revalidates after). */
export function LogOutButton() {
  const { href } = useLocaleTools();
  const t = useT<ShellKey>();
  return (
    <Form method="post" action={href("/login")} className="account-menu__logout">
      <input type="hidden" name="intent" value="logout" />
      <button type="submit">{t("shell.account.logOut")}</button>
    </Form>
  );
}
