import type { PublicList } from "@ironworks/contracts";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { ListsKey } from "../messages.ts";
import { ListPageHeader } from "../shared/ListPage.tsx";
import { ListItemSummary } from "../wishlist/ListItemSummary.tsx";
import { RegistryNumbers } from "./RegistryNumbers.tsx";
import { formatEventDate, registryNumbers } from "./registry-item.ts";

export interface RegistryNotice {
  kind: "added" | "error";
  message: string;
}

/**
 * A registry as a gift giver sees it: event, date, and per item what is wanted, already purchased and
 * how much it matters. "Add to cart" posts to the route's action, which puts the item in the giver's
 * cart linked to the registry item (works before hydration: a plain form post and redirect).
 */
export function RegistryPublicView({
  urlKey,
  registry,
  notice,
}: {
  urlKey: string;
  registry: PublicList;
  notice: RegistryNotice | null;
}) {
  const { href } = useLocaleTools();
  const { locale } = useLocale();
  const t = useT<ListsKey>();
  const navigation = useNavigation();
  const busyKey = navigation.state !== "idle" ? navigation.formData?.get("itemKey") : null;
  const eventName = typeof registry.metadata.eventName === "string" ? registry.metadata.eventName : null;
  const eventDate = formatEventDate(registry.metadata.eventDate, locale.tag);
  const action = href(`/registry/${encodeURIComponent(urlKey)}`);

  return (
    <main id="main" className="list-page registry-page">
      <ListPageHeader
        crumbs={[
          { label: t("lists.registrySearch.crumb"), url: "/giftregistry/search/index" },
          { label: registry.name },
        ]}
        title={registry.name}
      >
        {eventName || eventDate ? (
          <p className="registry-event" data-testid="registry-event">
            {eventName}
            {eventName && eventDate ? " · " : null}
            {eventDate ? <time dateTime={String(registry.metadata.eventDate)}>{eventDate}</time> : null}
          </p>
        ) : null}
      </ListPageHeader>
      <div className="list-page__status" role="status" aria-live="polite">
        {notice ? (
          <p className={`list-notice list-notice--${notice.kind}`}>
            <span data-testid="registry-notice">{notice.message}</span>
            {notice.kind === "added" ? (
              <>
                {" "}
                <Link to={href("/cart")}>{t("lists.viewCart")}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {registry.items.length === 0 ? (
        <p className="list-page__empty">{t("lists.registry.empty")}</p>
      ) : (
        <ul className="list-items" aria-label={t("lists.registry.items")}>
          {registry.items.map((item) => {
            const numbers = registryNumbers(item);
            const qtyId = `qty-${item.itemKey}`;
            const unavailable = item.stockStatus === "oos" || item.stockStatus === "bin" || !!item.error;
            return (
              <li key={item.itemKey} className="list-items__row">
                <ListItemSummary item={item} headingLevel={2}>
                  <RegistryNumbers numbers={numbers} />
                  <Form method="post" action={action} className="registry-buy" preventScrollReset>
                    <input type="hidden" name="intent" value="buy" />
                    <input type="hidden" name="itemKey" value={item.itemKey} />
                    <label htmlFor={qtyId} className="registry-buy__label">
                      {t("lists.qtyLabel")}
                    </label>
                    <input
                      id={qtyId}
                      name="qty"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={item.maxQty ?? 9999}
                      defaultValue={1}
                      className="registry-buy__qty"
                    />
                    <button
                      type="submit"
                      className={buttonClass({ size: "s" })}
                      disabled={unavailable || busyKey === item.itemKey}
                      aria-describedby={unavailable ? `${qtyId}-why` : undefined}
                    >
                      <span>{t("lists.addToCart")}</span>
                      <span className="visually-hidden"> – {item.product.name}</span>
                    </button>
                    {unavailable ? (
                      <span id={`${qtyId}-why`} className="registry-buy__why">
                        {t("lists.registry.unavailable")}
                      </span>
                    ) : null}
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
