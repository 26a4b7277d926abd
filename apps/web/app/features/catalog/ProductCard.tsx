import type { ProductSummary } from "@ironworks/contracts";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import type { ShellKey } from "../shell/messages.ts";
import { Price } from "./Price.tsx";
import { ResponsiveImage } from "../../ui/ResponsiveImage.tsx";
import { TileRating } from "./TileRating.tsx";

/** The stock badge's words (shell catalog: tiles appear on many routes). */
const STOCK_LABEL: Record<ProductSummary["stockStatus"], ShellKey | null> = {
  in_stock: null,
  backorder: "shell.product.backorder",
  oos: "shell.product.oos",
};

/** What a tile shows instead of a price when the product has none of its own. */
const NO_PRICE_LABEL: Partial<Record<ProductSummary["type"], ShellKey>> = {
  giftcard: "shell.product.chooseAmount",
  grouped: "shell.product.seeOptions",
};

/** A product tile for grids and carousels: image, brand, name, price in the site's currency, stock badge. */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: ProductSummary;
  /** Above-the-fold tiles (the first row of a grid) load eagerly with high priority (LCP). */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { href } = useLocaleTools();
  const t = useT<ShellKey>();
  const stockKey = STOCK_LABEL[product.stockStatus];
  const stock = stockKey ? t(stockKey) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const noPriceKey = product.price === null ? NO_PRICE_LABEL[product.type] : undefined;
  const noPrice = noPriceKey ? t(noPriceKey) : null;
  return (
    <article className="product-card">
      <Link to={href(product.url)} className="product-card__link" prefetch="intent">
        <div className="product-card__media">
          {product.thumbnail ? (
            <ResponsiveImage
              src={product.thumbnail}
              alt=""
              width={1960}
              height={1960}
              displayWidth={300}
              sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, (max-width: 1919px) 25vw, 20vw"
              priority={priority}
              className="product-card__image"
            />
          ) : null}
        </div>
        {product.manufacturer ? <p className="product-card__brand">{product.manufacturer}</p> : null}
        <Heading className="product-card__name">{product.name}</Heading>
      </Link>
      <TileRating rating={product.rating} />
      <div className="product-card__meta">
        {noPrice ? (
          <span className="product-card__no-price">{noPrice}</span>
        ) : (
          <Price
            size="s"
            subscriptionInterval={product.subscription_interval}
            input={{
              price: product.price,
              special_price: product.special_price,
              rogue_promo_price: product.promoPrice,
              ...product.promo,
            }}
          />
        )}
        {stock ? <span className={`stock-badge stock-badge--${product.stockStatus}`}>{stock}</span> : null}
      </div>
    </article>
  );
}
