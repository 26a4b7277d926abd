import type { PublicList } from "@ironworks/contracts";
import { ITEMS, usePlural } from "../../../lib/plural.ts";
import { Breadcrumbs } from "../../../ui/Breadcrumbs.tsx";
import { ListItemSummary } from "./ListItemSummary.tsx";

/** A shared wishlist as anyone with its link sees it: its name and items with today's price and stock. */
export function WishlistPublicView({ wishlist }: { wishlist: PublicList }) {
  const count = wishlist.items.length;
  const plural = usePlural();
  return (
    <main id="main" className="list-page wishlist-page">
      <Breadcrumbs items={[{ label: "Home", url: "/" }, { label: wishlist.name }]} />
      <header className="list-page__header">
        <h1 className="list-page__title">{wishlist.name}</h1>
        <p className="list-page__count">{plural(count, ITEMS)}</p>
      </header>
      {count === 0 ? (
        <p className="list-page__empty">This wishlist is empty.</p>
      ) : (
        <ul className="list-items" aria-label="Wishlist items">
          {wishlist.items.map((item) => (
            <li key={item.itemKey} className="list-items__row">
              <ListItemSummary item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
