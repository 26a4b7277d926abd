import type { List } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { ListsKey } from "../messages.ts";
import { ListPageHeader } from "../shared/ListPage.tsx";
import { listName } from "./list-labels.ts";

/**
 * The list types a customer keeps, in the order the page shows them, with where each one is managed;
 * titles and empty states are `lists.myLists.<type>` and `lists.myLists.<type>.empty`.
 */
const GROUPS: { type: "quote" | "sfl" | "wishlist" | "registry"; link: (list: List) => string; add?: string }[] = [
  { type: "quote", link: () => "/cart" },
  { type: "sfl", link: () => "/cart" },
  { type: "wishlist", link: () => "/account/wishlist" },
  { type: "registry", link: (l) => `/account/registry/${encodeURIComponent(l._id)}`, add: "/account/registry" },
];

/** Every list of the signed-in customer, grouped by kind, with item counts and links to manage them. */
export function MyListsView({ lists }: { lists: List[] }) {
  const { href } = useLocaleTools();
  const t = useT<ListsKey>();
  return (
    <main id="main" className="list-page my-lists">
      <ListPageHeader
        crumbs={[{ label: t("lists.account"), url: "/account" }, { label: t("lists.myLists.title") }]}
        title={t("lists.myLists.title")}
      />
      {GROUPS.map((group) => {
        const mine = lists.filter((l) => l.type === group.type);
        const headingId = `my-lists-${group.type}`;
        return (
          <section key={group.type} className="my-lists__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="my-lists__title">
              {t(`lists.myLists.${group.type}`)} <span className="my-lists__count">({mine.length})</span>
            </h2>
            {mine.length ? (
              <ul className="my-lists__list">
                {mine.map((list) => (
                  <li key={list._id} className="my-lists__item" data-testid={`my-list-${group.type}`}>
                    <Link to={href(group.link(list))} className="my-lists__name">
                      {listName(list, t)}
                    </Link>
                    <span className="my-lists__meta">
                      {t("lists.itemCount", { count: list.items.length })}
                      {list.type === "quote" && list.metadata.isActive ? ` · ${t("lists.myLists.active")}` : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="my-lists__empty">{t(`lists.myLists.${group.type}.empty`)}</p>
            )}
            {group.add ? (
              <p>
                <Link to={href(group.add)}>{t("lists.registry.create")}</Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </main>
  );
}
