import type { MenuCategory } from "@ironworks/contracts";
import { Link, NavLink } from "react-router";
import { useLocaleTools } from "../../lib/locale.ts";
import { ChevronIcon } from "./icons.tsx";
import { useDisclosure } from "./useDisclosure.ts";

/** How many top-level categories get a direct link; CSS shows fewer on narrower screens. */
const DIRECT_LINKS = 6;

/** Tablet and up: Shop mega menu, direct category links and Deals. Mobile uses MobileMenu. */
export function TopNav({ menu }: { menu: MenuCategory[] }) {
  const { href } = useLocaleTools();
  const { open, containerProps, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  return (
    <nav className="top-nav" aria-label="Main">
      <ul className="top-nav__list">
        <li className="top-nav__item top-nav__item--shop" {...containerProps}>
          <button className={`top-nav__link top-nav__shop${open ? " is-open" : ""}`} {...buttonProps}>
            Shop
            <ChevronIcon size={16} className="top-nav__chevron" />
          </button>
          <div className="mega-menu" {...panelProps}>
            <ul className="mega-menu__grid">
              {menu.map((c) => (
                <li key={c.id} className="mega-menu__column">
                  <Link className="mega-menu__heading" to={href(c.url)}>
                    {c.name}
                  </Link>
                  {c.children.length > 0 ? (
                    <ul className="mega-menu__children">
                      {c.children.map((child) => (
                        <li key={child.id}>
                          <Link to={href(child.url)}>{child.name}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </li>
        {menu.slice(0, DIRECT_LINKS).map((c, i) => (
          <li key={c.id} className={`top-nav__item top-nav__item--cat top-nav__item--n${i + 1}`}>
            <NavLink className="top-nav__link" to={href(c.url)}>
              {c.name}
            </NavLink>
          </li>
        ))}
        <li className="top-nav__item top-nav__item--deals">
          <NavLink className="top-nav__link top-nav__deals" to={href("/deals")}>
            Deals
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
