import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { useT } from "../../../lib/i18n/messages.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { CartActionData } from "./cart-intents.ts";
import type { CartEstimateData } from "./estimate.ts";
import type { ViewList } from "./optimistic.ts";
import { useFiveForFive } from "../../five-for-five/five-for-five.ts";
import type { CartKey } from "./messages.ts";
import { EstimateForm } from "./ShippingEstimate.tsx";

/**
 * The totals preview: the subtotal, and once a place is chosen ("Estimate shipping & tax") the
 * cheapest shipping, the tax (or the VAT the prices include) and an estimated total, all worked
 * out by the server from the stored cart. While a change waits for the server the figures are
 * marked busy.
 */
export function CartSummary({
  cart,
  hundoDiscount,
  quoteDiscount = 0,
  estimate,
  refused,
  hydrated,
}: {
  cart: ViewList;
  hundoDiscount: number;
  /** The discount of a custom quote whose lines are all in the cart (issue #22), off the total. */
  quoteDiscount?: number;
  estimate: CartEstimateData | null;
  refused: Extract<CartActionData, { ok: false }> | null;
  hydrated: boolean;
}) {
  const { price, href } = useLocaleTools();
  const promotion = useFiveForFive();
  const t = useT<CartKey>();
  const { site } = useLocale();
  const count = cart.qty;
  const result = estimate?.result ?? null;
  const figures = result?.ok ? result : null;
  const vat = site.pricesIncludeVat;
  const needsPlace = !estimate?.virtualOnly || !vat;
  let shipping = t("cart.summary.atCheckout");
  if (estimate?.virtualOnly) shipping = t("cart.summary.noShipping");
  else if (figures?.shipping) shipping = price(figures.shipping.rate);
  let tax = vat ? t("cart.summary.inPrices") : t("cart.summary.atCheckout");
  if (figures && figures.tax !== null)
    tax = figures.pricesIncludeTax ? t("cart.summary.vatIncluded", { amount: price(figures.tax) }) : price(figures.tax);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={cart.pending}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t("cart.summary.title")}
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{t("cart.summary.subtotal", { count })}</dt>
          <dd data-testid="cart-subtotal">{price(cart.subtotal)}</dd>
        </div>
        {hundoDiscount > 0 && !cart.pending ? (
          <div className="cart-summary__row">
            <dt>{t("cart.summary.weightDiscount")}</dt>
            <dd>−{price(hundoDiscount)}</dd>
          </div>
        ) : null}
        {quoteDiscount > 0 && !cart.pending ? (
          <div className="cart-summary__row">
            <dt>{t("cart.summary.quoteDiscount")}</dt>
            <dd data-testid="cart-quote-discount">−{price(quoteDiscount)}</dd>
          </div>
        ) : null}
        <div className={`cart-summary__row${figures?.shipping ? "" : " cart-summary__row--later"}`}>
          <dt>
            {t("cart.summary.shipping")}
            {figures?.shipping ? (
              <span className="cart-summary__note">
                {figures.shipping.code === "quote_freight" ? t("cart.summary.quoteFreight") : figures.shipping.label}
              </span>
            ) : null}
          </dt>
          <dd data-testid="estimate-shipping">{shipping}</dd>
        </div>
        <div className={`cart-summary__row${figures && figures.tax !== null ? "" : " cart-summary__row--later"}`}>
          <dt>
            {t(
              vat
                ? "cart.summary.vat"
                : figures && figures.tax !== null
                  ? "cart.summary.estimatedTax"
                  : "cart.summary.tax",
            )}
          </dt>
          <dd data-testid="estimate-tax">{tax}</dd>
        </div>
        {promotion?.fiveShipForFive ? <FiveForFive remaining={promotion.fiveShipForFiveRemaining} /> : null}
        {figures ? (
          <div className="cart-summary__row cart-summary__row--total">
            <dt>{t("cart.summary.estimatedTotal")}</dt>
            <dd data-testid="estimate-total">{price(figures.total)}</dd>
          </div>
        ) : null}
      </dl>
      {result && !result.ok ? (
        <p className="cart-summary__problem" role="alert" data-testid="estimate-error">
          {result.code ? t(`cart.estimate.error.${result.code}`) : result.message}
        </p>
      ) : null}
      {estimate && needsPlace ? (
        <details className="estimate" open={!figures || Boolean(refused)}>
          <summary className="estimate__summary">
            {t(estimate.virtualOnly ? "cart.estimate.taxOnly" : "cart.estimate.title")}
            {figures?.place ? <span className="estimate__place"> · {placeText(figures.place)}</span> : null}
          </summary>
          <EstimateForm data={estimate} refused={refused} hydrated={hydrated} />
        </details>
      ) : null}
      <Link to={href("/checkout")} className={buttonClass({ size: "l", width: "full" }, "cart-summary__checkout")}>
        {t("cart.summary.checkout")}
      </Link>
      {site.code === "USA" ? (
        <p className="cart-summary__quote">
          <Link to={href("/account/custom-quoting?from=cart")} data-testid="cart-ask-quote">
            {t("cart.summary.askQuote")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The five-for-five offer (SPEC §9, promotion service): redemptions left on the customer's account
 * (2 by default). No rate is named: checkout does not apply the offer yet (ADR 0019).
 */
function FiveForFive({ remaining }: { remaining: number }) {
  const t = useT<CartKey>();
  return (
    <div className="cart-summary__row" data-testid="five-for-five">
      <dt>
        {t("cart.fiveForFive.title")}
        <span className="cart-summary__note">{t("cart.fiveForFive.note", { count: remaining })}</span>
      </dt>
      <dd>{t("cart.fiveForFive.left", { count: remaining })}</dd>
    </div>
  );
}

function placeText(place: { country: string; region: string; postcode: string }) {
  return [place.postcode, place.region, place.country].filter(Boolean).join(", ");
}
