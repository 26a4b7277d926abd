import type { List } from "@ironworks/contracts";
import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { ListPageHeader } from "../shared/ListPage.tsx";
import { itemCount, listName } from "./list-labels.ts";

/** The list types a customer keeps, in the order the page shows them, with where each one is managed. */
const GROUPS: { type: List["type"]; title: string; link: (list: List) => string; empty: string; add?: string }[] = [
  { type: "quote", title: "Carts", link: () => "/cart", empty: "No cart yet." },
  { type: "sfl", title: "Saved for later", link: () => "/cart", empty: "Nothing saved for later." },
  { type: "wishlist", title: "Wishlists", link: () => "/account/wishlist", empty: "No wishlist yet." },
  {
    type: "registry",
    title: "Registries",
    link: (l) => `/account/registry/${encodeURIComponent(l._id)}`,
    empty: "No registries yet.",
    add: "/account/registry",
  },
];

/** Every list of the signed-in customer, grouped by kind, with item counts and links to manage them. */
export function MyListsView({ lists }: { lists: List[] }) {
  const { href } = useLocaleTools();
  const { tag } = useLocale().locale;
  return (
    <main id="main" className="list-page my-lists">
      <ListPageHeader crumbs={[{ label: "My Account", url: "/account" }, { label: "My Lists" }]} title="My Lists" />
      {GROUPS.map((group) => {
        const mine = lists.filter((l) => l.type === group.type);
        const headingId = `my-lists-${group.type}`;
        return (
          <section key={group.type} className="my-lists__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="my-lists__title">
              {group.title} <span className="my-lists__count">({mine.length})</span>
            </h2>
            {mine.length ? (
              <ul className="my-lists__list">
                {mine.map((list) => (
                  <li key={list._id} className="my-lists__item" data-testid={`my-list-${group.type}`}>
                    <Link to={href(group.link(list))} className="my-lists__name">
                      {listName(list)}
                    </Link>
                    <span className="my-lists__meta">
                      {itemCount(list, tag)}
                      {list.type === "quote" && list.metadata.isActive ? " · active" : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="my-lists__empty">{group.empty}</p>
            )}
            {group.add ? (
              <p>
                <Link to={href(group.add)}>Create a registry</Link>
              </p>
            ) : null}
          </section>
        );
      })}
    </main>
  );
}
