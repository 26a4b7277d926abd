import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../../catalog/messages.ts";
import { Price } from "../../catalog/Price.tsx";
import { pricingText } from "../cart/cart-words.ts";
import { ItemThumb } from "../shared/ItemThumb.tsx";
import { useLineWords } from "../shared/line-words.ts";
import { itemDescription, itemPath, itemStockView, type RowItem } from "../shared/list-item-view.ts";

/** The fields of a list item that both the owner's and the public views carry. */
export type ItemView = Omit<RowItem, "_id">;

/**
 * A list item's picture, name (linked to the product), SKU, unit price now and stock. Lists and
 * registries show this on every row; what the row lets you do is the caller's (children).
 */
export function ListItemSummary({
  item,
  headingLevel = 3,
  children,
}: {
  item: ItemView;
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
}) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const stock = itemStockView(item);
  const out = stock === "oos" || stock === "bin";
  const details = useLineWords()(itemDescription(item));
  return (
    <article className="list-item" data-testid="list-item">
      <div className="list-item__media">
        <ItemThumb src={item.product.thumbnail} className="list-item__img" hideBox />
      </div>
      <div className="list-item__body">
        <Heading className="list-item__name">
          <Link to={href(itemPath(item))}>{item.product.name}</Link>
        </Heading>
        <p className="list-item__sku">{t("catalog.product.skuOf", { sku: item.product.sku })}</p>
        {details.length ? <p className="list-item__details">{details.join(" · ")}</p> : null}
        {item.price ? (
          <Price
            size="s"
            input={{
              price: item.price.regularPrice,
              special_price: item.price.unitPrice < item.price.regularPrice ? item.price.unitPrice : null,
            }}
          />
        ) : null}
        {stock ? (
          <p className={`list-item__stock${out ? " list-item__stock--out" : ""}`} data-testid="list-item-stock">
            {t(`catalog.listStock.${stock}`)}
          </p>
        ) : null}
        {item.error ? (
          <p className="list-item__error" role="note">
            {pricingText(t, item.error.code, item.error.message)}
          </p>
        ) : null}
      </div>
      {children ? <div className="list-item__actions">{children}</div> : null}
    </article>
  );
}
