import { Link } from "react-router";
import { useLocale, useLocaleTools } from "../../../lib/locale.ts";
import { buttonClass } from "../../../ui/Button.tsx";
import type { ViewList } from "./optimistic.ts";

/**
 * The totals preview: the subtotal now; shipping and tax are worked out at checkout (their
 * estimates arrive with it). While a change waits for the server the figures are marked busy.
 */
export function CartSummary({ cart, hundoDiscount }: { cart: ViewList; hundoDiscount: number }) {
  const { price, href } = useLocaleTools();
  const { site } = useLocale();
  const count = cart.qty;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={cart.pending}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>
            Subtotal ({count} {count === 1 ? "item" : "items"})
          </dt>
          <dd data-testid="cart-subtotal">{price(cart.subtotal)}</dd>
        </div>
        {hundoDiscount > 0 && !cart.pending ? (
          <div className="cart-summary__row">
            <dt>Weight discount</dt>
            <dd>−{price(hundoDiscount)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__row cart-summary__row--later">
          <dt>Shipping</dt>
          <dd>Calculated at checkout</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--later">
          <dt>{site.pricesIncludeVat ? "VAT" : "Tax"}</dt>
          <dd>{site.pricesIncludeVat ? "Included in prices" : "Calculated at checkout"}</dd>
        </div>
      </dl>
      <Link to={href("/checkout")} className={buttonClass({ size: "l", width: "full" }, "cart-summary__checkout")}>
        Proceed to checkout
      </Link>
    </section>
  );
}
