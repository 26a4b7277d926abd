import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { ITEMS, usePlural } from "../../../lib/plural.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { CartActionData } from "./cart-intents.ts";
import type { CartEstimateData } from "./estimate.ts";
import type { ViewList } from "./optimistic.ts";
import { useFiveForFive } from "../../five-for-five/five-for-five.ts";
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
  estimate,
  refused,
  hydrated,
}: {
  cart: ViewList;
  hundoDiscount: number;
  estimate: CartEstimateData | null;
  refused: Extract<CartActionData, { ok: false }> | null;
  hydrated: boolean;
}) {
  const { price, href } = useLocaleTools();
  const promotion = useFiveForFive();
  const plural = usePlural();
  const { site } = useLocale();
  const count = cart.qty;
  const result = estimate?.result ?? null;
  const figures = result?.ok ? result : null;
  const vat = site.pricesIncludeVat;
  const needsPlace = !estimate?.virtualOnly || !vat;
  let shipping = "Calculated at checkout";
  if (estimate?.virtualOnly) shipping = "No shipping required";
  else if (figures?.shipping) shipping = price(figures.shipping.rate);
  let tax = vat ? "Included in prices" : "Calculated at checkout";
  if (figures && figures.tax !== null)
    tax = figures.pricesIncludeTax ? `VAT included (${price(figures.tax)})` : price(figures.tax);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={cart.pending}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>Subtotal ({plural(count, ITEMS)})</dt>
          <dd data-testid="cart-subtotal">{price(cart.subtotal)}</dd>
        </div>
        {hundoDiscount > 0 && !cart.pending ? (
          <div className="cart-summary__row">
            <dt>Weight discount</dt>
            <dd>−{price(hundoDiscount)}</dd>
          </div>
        ) : null}
        <div className={`cart-summary__row${figures?.shipping ? "" : " cart-summary__row--later"}`}>
          <dt>
            Shipping
            {figures?.shipping ? <span className="cart-summary__note">{figures.shipping.label}</span> : null}
          </dt>
          <dd data-testid="estimate-shipping">{shipping}</dd>
        </div>
        <div className={`cart-summary__row${figures && figures.tax !== null ? "" : " cart-summary__row--later"}`}>
          <dt>{vat ? "VAT" : figures && figures.tax !== null ? "Estimated tax" : "Tax"}</dt>
          <dd data-testid="estimate-tax">{tax}</dd>
        </div>
        {promotion?.fiveShipForFive ? <FiveForFive remaining={promotion.fiveShipForFiveRemaining} /> : null}
        {figures ? (
          <div className="cart-summary__row cart-summary__row--total">
            <dt>Estimated total</dt>
            <dd data-testid="estimate-total">{price(figures.total)}</dd>
          </div>
        ) : null}
      </dl>
      {result && !result.ok ? (
        <p className="cart-summary__problem" role="alert" data-testid="estimate-error">
          {result.message}
        </p>
      ) : null}
      {estimate && needsPlace ? (
        <details className="estimate" open={!figures || Boolean(refused)}>
          <summary className="estimate__summary">
            {estimate.virtualOnly ? "Estimate tax" : "Estimate shipping & tax"}
            {figures?.place ? <span className="estimate__place"> · {placeText(figures.place)}</span> : null}
          </summary>
          <EstimateForm data={estimate} refused={refused} hydrated={hydrated} />
        </details>
      ) : null}
      <Link to={href("/checkout")} className={buttonClass({ size: "l", width: "full" }, "cart-summary__checkout")}>
        Proceed to checkout
      </Link>
    </section>
  );
}

/**
 * The five-for-five offer (SPEC §9, promotion service): redemptions left on the customer's account
 * (2 by default). No rate is named: checkout does not apply the offer yet (ADR 0019).
 */
function FiveForFive({ remaining }: { remaining: number }) {
  const plural = usePlural();
  return (
    <div className="cart-summary__row" data-testid="five-for-five">
      <dt>
        Five-for-five shipping
        <span className="cart-summary__note">
          A member shipping offer on your account, redeemable on{" "}
          {plural(remaining, { one: "one more order", other: "# more orders" })}
        </span>
      </dt>
      <dd>{plural(remaining, { one: "# order left", other: "# orders left" })}</dd>
    </div>
  );
}

function placeText(place: { country: string; region: string; postcode: string }) {
  return [place.postcode, place.region, place.country].filter(Boolean).join(", ");
}
