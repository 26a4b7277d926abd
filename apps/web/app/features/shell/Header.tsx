import type { MenuCategory } from "@ironworks/contracts";
import type { SiteCode } from "@ironworks/domain";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { CartLink } from "./CartLink.tsx";
import { LockIcon } from "./icons.tsx";
import { Logo } from "./Logo.tsx";
import type { ShellKey } from "./messages.ts";
import { MobileMenu } from "./MobileMenu.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { TopNav } from "./TopNav.tsx";

function LogoLink() {
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  return (
    <a href={url("/")} data-discover="true" className="site-header__logo" aria-label={t("shell.home")}>
      <Logo />
    </a>
  );
}

/** Full header: logo, search, account menu, cart; then the top nav (tablet and up). */
export function Header({ menu, site, cartQty }: { menu: MenuCategory[]; site: SiteCode; cartQty: number }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="site-header__inner">
          <MobileMenu menu={menu} site={site} />
          <LogoLink />
          <SearchBox />
          <div className="site-header__actions">
            <AccountMenu site={site} />
            <CartLink qty={cartQty} />
          </div>
        </div>
      </div>
      <div className="site-header__nav">
        <TopNav menu={menu} />
      </div>
    </header>
  );
}

/** SPEC §2: checkout pages get a reduced header — lock icon, logo and cart count only. */
export function CheckoutHeader({ cartQty }: { cartQty: number }) {
  const t = useT<ShellKey>();
  return (
    <header className="site-header site-header--checkout">
      <div className="site-header__bar">
        <div className="site-header__inner">
          <span className="checkout-lock">
            <LockIcon size={20} />
            <span className="checkout-lock__text">{t("shell.secureCheckout")}</span>
          </span>
          <LogoLink />
          <div className="site-header__actions">
            <CartLink qty={cartQty} />
          </div>
        </div>
      </div>
    </header>
  );
}
