import type { SiteCode } from "@ironworks/domain";
import { Form } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { useSession } from "../account/SessionProvider.tsx";
import { ChevronIcon, UserIcon } from "./icons.tsx";
import { useDisclosure } from "./useDisclosure.ts";

/** SPEC §2 account dropdown; ZEUS Gym Builder is USA-only. */
const ACCOUNT_LINKS: { label: string; path: string; sites?: SiteCode[] }[] = [
  { label: "My Account", path: "/account" },
  { label: "ZEUS Gym Builder", path: "/zeus-builder", sites: ["USA"] },
  { label: "Order History", path: "/account/orders" },
  { label: "Iron Game Programming", path: "/account/programming" },
  { label: "My Wishlist", path: "/account/wishlist" },
  { label: "Account Settings", path: "/account/settings" },
];

export function accountLinks(site: SiteCode) {
  return ACCOUNT_LINKS.filter((l) => !l.sites || l.sites.includes(site));
}

/**
 * The header's account menu: a signed-in customer gets the SPEC §2 links and Log Out (a form, so it
 * works before hydration); a guest — and anyone while the session is loading (SPEC §4) — gets Sign in.
 */
export function AccountMenu({ site }: { site: SiteCode }) {
  const { url } = useLocaleTools();
  const session = useSession();
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  const customer = session.loggedIn ? session.customer : null;

  if (!customer)
    return (
      <div className="account-menu">
        <a className="header-action account-menu__button" href={url("/login")} data-discover="true">
          <UserIcon />
          <span className="header-action__label">Sign in</span>
        </a>
      </div>
    );

  return (
    <div className="account-menu" {...containerProps}>
      <button className="header-action account-menu__button" {...buttonProps}>
        <UserIcon />
        <span className="header-action__label">
          <span className="visually-hidden">Account menu for </span>
          {customer.firstname || "Account"}
        </span>
        <ChevronIcon size={16} className="account-menu__chevron" />
      </button>
      <div className="account-menu__panel popover" {...panelProps}>
        <ul className="account-menu__links">
          {accountLinks(site).map((l) => (
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
  return (
    <Form method="post" action={href("/login")} className="account-menu__logout">
      <input type="hidden" name="intent" value="logout" />
      <button type="submit">Log Out</button>
    </Form>
  );
}
