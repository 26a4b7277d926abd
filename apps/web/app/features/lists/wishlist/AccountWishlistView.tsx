import type { List } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import { ShareLink } from "../account/ShareLink.tsx";
import { listName } from "../account/list-labels.ts";
import type { ListsKey } from "../messages.ts";
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
  const t = useT<ListsKey>();
  const navigation = useNavigation();
  const busyItem = navigation.state !== "idle" ? navigation.formData?.get("itemId") : null;
  const items = wishlist?.items ?? [];
  return (
    <main id="main" className="list-page account-wishlist">
      <ListPageHeader
        crumbs={[{ label: t("lists.account"), url: "/account" }, { label: t("lists.wishlist.mine") }]}
        title={wishlist ? listName(wishlist, t) : t("lists.wishlist.mine")}
      >
        <p className="list-page__links">
          <Link to={href("/account/my-lists")}>{t("lists.allLists")}</Link>
        </p>
      </ListPageHeader>
      <ListNoticeStatus notice={notice} />
      {wishlist ? (
        <section className="list-sharing" aria-labelledby="wishlist-sharing">
          <h2 id="wishlist-sharing" className="list-sharing__title">
            {t("lists.share.title")}
          </h2>
          {shareUrl ? <ShareLink url={shareUrl} label={t("lists.wishlist.share")} /> : null}
          <Form method="post" className="list-sharing__form" preventScrollReset>
            <input type="hidden" name="intent" value="set-public" />
            <input type="hidden" name="isPublic" value={shareUrl ? "0" : "1"} />
            <p className="list-page__hint">
              {t(shareUrl ? "lists.wishlist.publicHint" : "lists.wishlist.privateHint")}
            </p>
            <button type="submit" className={buttonClass({ size: "s", variant: "secondary" })}>
              {t(shareUrl ? "lists.share.makePrivate" : "lists.share.makePublic")}
            </button>
          </Form>
        </section>
      ) : null}
      {items.length === 0 ? (
        <div className="list-page__empty">
          <p>{t("lists.wishlist.empty")}</p>
          <p>
            <Link to={href("/")}>{t("lists.wishlist.findSomething")}</Link>
          </p>
        </div>
      ) : (
        <ul className="list-items" aria-label={t("lists.wishlist.items")}>
          {items.map((item) => {
            const out = item.stockStatus === "oos" || item.stockStatus === "bin" || !!item.error;
            const busy = busyItem === item._id;
            return (
              <li key={item._id} className="list-items__row">
                <ListItemSummary item={item} headingLevel={2}>
                  <p className="list-item__qty">{t("lists.qty", { qty: item.qty })}</p>
                  <Form method="post" className="list-item__form" preventScrollReset>
                    <input type="hidden" name="itemId" value={item._id} />
                    <ItemIntentButton intent="move-to-cart" itemLabel={`– ${item.product.name}`} disabled={out || busy}>
                      {t("lists.moveToCart")}
                    </ItemIntentButton>
                    <ItemIntentButton intent="remove" itemLabel={item.product.name} ghost disabled={busy}>
                      {t("lists.remove")}
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
