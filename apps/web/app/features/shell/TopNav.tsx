import type { MenuCategory } from "@ironworks/contracts";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { ChevronIcon } from "./icons.tsx";
import { MegaMenuGrid } from "./MegaMenuGrid.tsx";
import type { ShellKey } from "./messages.ts";
import { useDisclosure } from "./useDisclosure.ts";

/** How many top-level categories get a direct link; CSS shows fewer on narrower screens. */
const DIRECT_LINKS = 6;

/** NavLink's rule: the link's path is the current path or one of its ancestors (case-insensitive). */
function isCurrent(pathname: string, path: string): boolean {
  const here = pathname.toLowerCase();
  const to = path.toLowerCase();
  return here === to || here.startsWith(`${to}/`);
}

/**
 * Tablet and up: Shop mega menu, direct category links and Deals. Mobile uses MobileMenu. Plain
 * router links (lib/router-links.ts, ADR 0033); the current category gets aria-current="page".
 */
export function TopNav({ menu }: { menu: MenuCategory[] }) {
  const { url } = useLocaleTools();
  const t = useT<ShellKey>();
  const { pathname } = useLocation();
  const { open, containerProps, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  const current = (path: string) => (isCurrent(pathname, path) ? ("page" as const) : undefined);
  return (
    <nav className="top-nav" aria-label={t("shell.nav.main")}>
      <ul className="top-nav__list">
        <li className="top-nav__item top-nav__item--shop" {...containerProps}>
          <button className={`top-nav__link top-nav__shop${open ? " is-open" : ""}`} {...buttonProps}>
            {t("shell.nav.shop")}
            <ChevronIcon size={16} className="top-nav__chevron" />
          </button>
          <div className="mega-menu" {...panelProps}>
            <MegaMenuGrid menu={menu} />
          </div>
        </li>
        {menu.slice(0, DIRECT_LINKS).map((c, i) => (
          <li key={c.id} className={`top-nav__item top-nav__item--cat top-nav__item--n${i + 1}`}>
            <a className="top-nav__link" href={url(c.url)} data-discover="true" aria-current={current(c.url)}>
              {c.name}
            </a>
          </li>
        ))}
        <li className="top-nav__item top-nav__item--deals">
          <a
            className="top-nav__link top-nav__deals"
            href={url("/deals")}
            data-discover="true"
            aria-current={current("/deals")}
          >
            {t("shell.nav.deals")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
