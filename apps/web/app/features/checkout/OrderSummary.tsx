import { useLocaleTools } from "../../lib/locale.ts";
import { ITEMS, usePlural } from "../../lib/plural.ts";
import { useCheckout } from "./CheckoutProvider.tsx";

/** The order summary beside every step: the lines and the totals as they stand (SPEC §3 totals). */
export function OrderSummary() {
  const { data, totals, shipping, tax } = useCheckout();
  const { price } = useLocaleTools();
  const plural = usePlural();
  const vat = totals.pricesIncludeTax;
  const pending = (status: string) => (status === "loading" || status === "loadable" ? "Calculating…" : "—");
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">
        Order summary <span className="checkout-summary__count">({plural(data.list.totals.qty, ITEMS)})</span>
      </h2>
      <ul className="checkout-summary__lines">
        {data.list.items.map((i) => (
          <li key={i.listItemId} className="checkout-line">
            {i.product.thumbnail ? (
              <img
                src={i.product.thumbnail}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="checkout-line__img"
              />
            ) : (
              <span className="checkout-line__img" aria-hidden="true" />
            )}
            <span className="checkout-line__name">
              {i.product.name}
              <span className="checkout-note"> × {i.qty}</span>
              {data.facts[i.listItemId]?.subscriptionInterval === "month" ? (
                <span className="checkout-note"> (monthly subscription)</span>
              ) : null}
              {i.error ? <span className="field-error">{i.error.message}</span> : null}
            </span>
            <span className="checkout-line__price">{i.price ? price(i.price.rowTotal) : "—"}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals" data-testid="checkout-totals">
        <dt>Subtotal</dt>
        <dd>{price(totals.subtotal)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt>Discount</dt>
            <dd>−{price(totals.discount)}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd data-testid="total-shipping">
          {data.virtualOnly
            ? "Not required"
            : totals.shipping === null
              ? pending(shipping.status)
              : price(totals.shipping)}
        </dd>
        <dt>{vat ? "VAT (included)" : "Tax"}</dt>
        <dd data-testid="total-tax">{totals.tax === null ? pending(tax.status) : price(totals.tax)}</dd>
        {totals.giftcards > 0 ? (
          <>
            <dt>Gift cards</dt>
            <dd>−{price(totals.giftcards)}</dd>
          </>
        ) : null}
        <dt className="checkout-totals__grand">Order total</dt>
        <dd className="checkout-totals__grand" data-testid="total-grand">
          {price(totals.grandTotal)}
          {vat ? <span className="checkout-note"> incl. VAT</span> : null}
        </dd>
        {totals.giftcards > 0 ? (
          <>
            <dt>Amount due</dt>
            <dd>{price(totals.amountDue)}</dd>
          </>
        ) : null}
      </dl>
      {!totals.complete ? (
        <p className="checkout-note">Shipping and tax are final once your address and delivery are chosen.</p>
      ) : null}
    </aside>
  );
}
