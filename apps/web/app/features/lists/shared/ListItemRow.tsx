import { Link } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../../catalog/messages.ts";
import { Price } from "../../catalog/Price.tsx";
import { StockStatus } from "../../catalog/product/StockStatus.tsx";
import { pricingText } from "../cart/cart-words.ts";
import { ItemThumb } from "./ItemThumb.tsx";
import { LineDetails } from "./LineDetails.tsx";
import { useLineWords } from "./line-words.ts";
import { itemDescription, itemPath, itemStockView, type RowItem } from "./list-item-view.ts";

/**
 * One list item as a row: thumbnail and name linked to its product page (with the chosen
 * bundle/recipe), SKU, details, unit price now, stock status and the server's per-item error.
 * What the row lets you do (quantity, remove, move) comes in `controls` and `actions`.
 */
export function ListItemRow({
  item,
  nameId,
  headingLevel = 3,
  controls,
  actions,
  pending = false,
  hidden = false,
  testId = "list-row",
}: {
  item: RowItem;
  /** id of the name link, so a page can move focus to it (e.g. after removing the row above). */
  nameId?: string;
  headingLevel?: 2 | 3;
  controls?: React.ReactNode;
  actions?: React.ReactNode;
  pending?: boolean;
  hidden?: boolean;
  testId?: string;
}) {
  const { href } = useLocaleTools();
  const t = useT<CatalogKey>();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const path = itemPath(item);
  const stock = itemStockView(item);
  const details = useLineWords()(itemDescription(item));
  return (
    <li
      className={`list-row${pending ? " list-row--pending" : ""}`}
      data-testid={testId}
      data-item-id={item._id}
      hidden={hidden}
      aria-busy={pending || undefined}
    >
      <Link to={item.product.url ? href(path) : "#"} className="list-row__media" tabIndex={-1} aria-hidden="true">
        <ItemThumb src={item.product.thumbnail} className="list-row__img" />
      </Link>
      <div className="list-row__body">
        <Heading className="list-row__name">
          {item.product.url ? (
            <Link id={nameId} to={href(path)}>
              {item.product.name}
            </Link>
          ) : (
            // A product no longer sold has no page; its name still takes focus after a removal above it.
            <span id={nameId} tabIndex={-1}>
              {item.product.name}
            </span>
          )}
        </Heading>
        <p className="list-row__sku">{t("catalog.product.skuOf", { sku: item.product.sku })}</p>
        <LineDetails details={details} className="list-row__details" />
        {item.price ? (
          <p className="list-row__unit">
            <span className="visually-hidden">{t("catalog.price.each")} </span>
            <Price
              size="s"
              showVatNote={false}
              input={{
                price: item.price.regularPrice,
                special_price: item.price.unitPrice < item.price.regularPrice ? item.price.unitPrice : null,
              }}
            />
          </p>
        ) : null}
        {stock ? (
          <StockStatus
            view={stock}
            {...(item.maxQty !== null ? { maxQty: item.maxQty } : {})}
            inventory={null}
            productUrl={item.product.url}
          />
        ) : null}
        {item.error ? (
          <p className="list-row__error" data-testid="list-row-error">
            {pricingText(t, item.error.code, item.error.message)}
          </p>
        ) : null}
      </div>
      {controls ? <div className="list-row__controls">{controls}</div> : null}
      {actions ? <div className="list-row__actions">{actions}</div> : null}
    </li>
  );
}
