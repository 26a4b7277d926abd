import type { List } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { ShareLink } from "../account/ShareLink.tsx";
import { listName } from "../account/list-labels.ts";
import { ItemIntentButton, ListNoticeStatus, ListPageHeader } from "../shared/ListPage.tsx";
import { ListItemSummary } from "./ListItemSummary.tsx";

export interface ListNotice {
  kind: "success" | "error";
  message: string;
}

/**
 * The customer's wishlist: each item with today's price and stock, "Move to cart" and "Remove".
 * Both are plain form posts to the route's action (they work before hydration).
 */
export function AccountWishlistView({
  wishlist,
  shareUrl,
  notice,
}: {
  wishlist: List | null;
  /** The public address; null while the wishlist is private. */
  shareUrl: string | null;
  notice: ListNotice | null;
}) {
  const { href } = useLocaleTools();
  const navigation = useNavigation();
  const busyItem = navigation.state !== "idle" ? navigation.formData?.get("itemId") : null;
  const items = wishlist?.items ?? [];
  return (
    <main id="main" className="list-page account-wishlist">
      <ListPageHeader
        crumbs={[{ label: "My Account", url: "/account" }, { label: "My Wishlist" }]}
        title={wishlist ? listName(wishlist) : "My Wishlist"}
      >
        <p className="list-page__links">
          <Link to={href("/account/my-lists")}>All my lists</Link>
        </p>
      </ListPageHeader>
      <ListNoticeStatus notice={notice} />
      {wishlist ? (
        <section className="list-sharing" aria-labelledby="wishlist-sharing">
          <h2 id="wishlist-sharing" className="list-sharing__title">
            Sharing
          </h2>
          {shareUrl ? <ShareLink url={shareUrl} label="Share your wishlist" /> : null}
          <Form method="post" className="list-sharing__form" preventScrollReset>
            <input type="hidden" name="intent" value="set-public" />
            <input type="hidden" name="isPublic" value={shareUrl ? "0" : "1"} />
            <p className="list-page__hint">
              {shareUrl
                ? "Anyone with the link can see this wishlist."
                : "Only you can see this wishlist. Make it public to share it by link."}
            </p>
            <button type="submit" className={buttonClass({ size: "s", variant: "secondary" })}>
              {shareUrl ? "Make private" : "Make public and share"}
            </button>
          </Form>
        </section>
      ) : null}
      {items.length === 0 ? (
        <div className="list-page__empty">
          <p>This wishlist is empty.</p>
          <p>
            <Link to={href("/")}>Find something to add</Link>
          </p>
        </div>
      ) : (
        <ul className="list-items" aria-label="Wishlist items">
          {items.map((item) => {
            const out = item.stockStatus === "oos" || item.stockStatus === "bin" || !!item.error;
            const busy = busyItem === item._id;
            return (
              <li key={item._id} className="list-items__row">
                <ListItemSummary item={item} headingLevel={2}>
                  <p className="list-item__qty">Qty {item.qty}</p>
                  <Form method="post" className="list-item__form" preventScrollReset>
                    <input type="hidden" name="itemId" value={item._id} />
                    <ItemIntentButton intent="move-to-cart" itemLabel={`– ${item.product.name}`} disabled={out || busy}>
                      Move to cart
                    </ItemIntentButton>
                    <ItemIntentButton intent="remove" itemLabel={item.product.name} ghost disabled={busy}>
                      Remove
                    </ItemIntentButton>
                  </Form>
                </ListItemSummary>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
