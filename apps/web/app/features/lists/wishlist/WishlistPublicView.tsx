import type { PublicList } from "@ironworks/contracts";
import { useT } from "../../../lib/i18n/messages.ts";
import { Breadcrumbs } from "../../../ui/Breadcrumbs.tsx";
import type { ListsKey } from "../messages.ts";
import { ListItemSummary } from "./ListItemSummary.tsx";

/** A shared wishlist as anyone with its link sees it: its name and items with today's price and stock. */
export function WishlistPublicView({ wishlist }: { wishlist: PublicList }) {
  const count = wishlist.items.length;
  const t = useT<ListsKey>();
  return (
    <main id="main" className="list-page wishlist-page">
      <Breadcrumbs items={[{ label: t("lists.home"), url: "/" }, { label: wishlist.name }]} />
      <header className="list-page__header">
        <h1 className="list-page__title">{wishlist.name}</h1>
        <p className="list-page__count">{t("lists.itemCount", { count })}</p>
      </header>
      {count === 0 ? (
        <p className="list-page__empty">{t("lists.wishlist.empty")}</p>
      ) : (
        <ul className="list-items" aria-label={t("lists.wishlist.items")}>
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
