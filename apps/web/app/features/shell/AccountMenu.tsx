import type { SiteCode } from "@ironworks/domain";
import { Link } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
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

/** Everyone is a guest until customer accounts exist, so the menu offers sign-in instead of Log Out. */
export function AccountMenu({ site }: { site: SiteCode }) {
  const { href } = useLocaleTools();
  const { containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="account-menu" {...containerProps}>
      <button className="header-action account-menu__button" {...buttonProps}>
        <UserIcon />
        <span className="header-action__label">Account</span>
        <ChevronIcon size={16} className="account-menu__chevron" />
      </button>
      <div className="account-menu__panel popover" {...panelProps}>
        <ul className="account-menu__guest">
          <li>
            <Link className="account-menu__signin" to={href("/login")}>
              Sign in
            </Link>
          </li>
          <li>
            <Link to={href("/login")}>Create account</Link>
          </li>
        </ul>
        <ul className="account-menu__links">
          {accountLinks(site).map((l) => (
            <li key={l.path}>
              <Link to={href(l.path)}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
