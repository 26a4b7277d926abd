import type { MenuCategory } from "@ironworks/contracts";
import { useLocaleTools } from "../../lib/locale.ts";

/**
 * The Shop mega menu's columns: every category with its children, as plain router links (ADR 0033).
 * Building these elements once per menu and locale was measured and moved nothing (React still walks
 * and writes every element), so they are built per render.
 */
export function MegaMenuGrid({ menu }: { menu: MenuCategory[] }) {
  const { url } = useLocaleTools();
  return (
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
}
