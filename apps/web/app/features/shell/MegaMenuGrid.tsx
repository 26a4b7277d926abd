import type { MenuCategory } from "@ironworks/contracts";
import type { ReactElement } from "react";
import { useLocaleTools } from "../../lib/locale.ts";

/**
 * The grid's elements, built once per menu and locale (ADR 0033): the catalog service hands every
 * request of a site the same cached menu array, so a server render reuses the elements instead of
 * creating ~150 of them again. React elements are immutable, so sharing them between renders is safe;
 * a menu that is not the same array (a new cache entry, the browser after a revalidation) builds anew.
 */
const built = new WeakMap<MenuCategory[], Map<string, ReactElement>>();

/** The Shop mega menu's columns: every category with its children, as plain router links (ADR 0033). */
export function MegaMenuGrid({ menu }: { menu: MenuCategory[] }) {
  const { url } = useLocaleTools();
  const prefix = url("/");
  let perLocale = built.get(menu);
  if (!perLocale) {
    perLocale = new Map();
    built.set(menu, perLocale);
  }
  let grid = perLocale.get(prefix);
  if (!grid) {
    grid = (
      <ul className="mega-menu__grid">
        {menu.map((c) => (
          <li key={c.id} className="mega-menu__column">
            <a className="mega-menu__heading" href={url(c.url)} data-discover="true">
              {c.name}
            </a>
            {c.children.length > 0 ? (
              <ul className="mega-menu__children">
                {c.children.map((child) => (
                  <li key={child.id}>
                    <a href={url(child.url)} data-discover="true">
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    );
    perLocale.set(prefix, grid);
  }
  return grid;
}
