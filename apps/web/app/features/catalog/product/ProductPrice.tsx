import type { Product, ProductComplete } from "@ironworks/contracts";
import { excludingVatMinor, fromMinor, type PricedLine } from "@ironworks/domain";
import { useT } from "../../../lib/i18n/messages.ts";
import { formatPercent, formatRegion, useLocale, useLocaleTools } from "../../../lib/locale.ts";
import type { CatalogKey } from "../messages.ts";
import { Price } from "../Price.tsx";
import { cheapest, priceInput } from "./product-view.ts";
import { DEFAULT_VAT, linePriceInput } from "./purchase-display.ts";

/**
 * The headline unit price per product type: the engine's price for the current selection (options,
 * bundle changes and the chosen child included), "From" the cheapest member, or a gift card's range.
 * EUR/GBR add the excl.-VAT figure at the default country's standard rate.
 */
export function ProductPrice({
  product,
  selectedChild,
  line,
}: {
  product: ProductComplete;
  selectedChild: Product | null;
  line: PricedLine | null;
}) {
  const { price } = useLocaleTools();
  const t = useT<CatalogKey>();
  const interval = product.attributes.subscription_interval;

  if (product.type === "giftcard" && product.giftcardData) {
    const g = product.giftcardData;
    const values = [...g.amounts];
    if (g.isOpenAmountAllowed && g.openAmountMin !== null) values.push(g.openAmountMin);
    if (g.isOpenAmountAllowed && g.openAmountMax !== null) values.push(g.openAmountMax);
    if (values.length === 0) return null;
    const low = Math.min(...values);
    const high = Math.max(...values);
    return (
      <p className="product-price product-price--range">
        {low === high ? price(low) : `${price(low)} – ${price(high)}`}
      </p>
    );
  }

  if (line && (product.type !== "configurable" || selectedChild))
    return (
      <div className="product-price-block">
        <p className="product-price">
          <Price size="l" input={linePriceInput(line)} subscriptionInterval={interval} />
        </p>
        <ExcludingVat unitMinor={line.unitMinor} />
      </div>
    );

  if (product.type === "configurable" || product.type === "grouped") {
    const shown = selectedChild ?? cheapest(product.children);
    if (!shown) return null;
    return (
      <p className="product-price">
        {selectedChild ? null : <span className="product-price__from">{t("catalog.price.from")} </span>}
        <Price size="l" input={priceInput(shown)} subscriptionInterval={interval} />
      </p>
    );
  }

  if (product.price === null) return null;
  return (
    <p className="product-price">
      <Price size="l" input={priceInput(product)} subscriptionInterval={interval} />
    </p>
  );
}

/** SPEC §9 optional excl.-VAT display: the VAT-inclusive price at the site's default country's standard rate. */
function ExcludingVat({ unitMinor }: { unitMinor: number }) {
  const { site, locale } = useLocale();
  const { price } = useLocaleTools();
  const t = useT<CatalogKey>();
  const vat = site.pricesIncludeVat ? DEFAULT_VAT[site.code] : undefined;
  if (!vat) return null;
  // Issue #15 item 6: the country by name and the rate as a percentage, both in the page's language.
  const country = formatRegion(vat.country, locale.tag);
  const rate = formatPercent(vat.rate, locale.tag);
  return (
    <p className="product-price__excl" data-testid="price-excl-vat">
      {t("catalog.price.exclVat", { price: price(fromMinor(excludingVatMinor(unitMinor, vat.rate))) })}{" "}
      <span className="product-price__excl-note">{t("catalog.price.exclVatNote", { country, rate })}</span>
    </p>
  );
}
