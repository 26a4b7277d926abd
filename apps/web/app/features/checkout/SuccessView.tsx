import type { Order, RateAddress } from "@ironworks/contracts";
import { businessBuyer } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { useSession } from "../account/SessionProvider.tsx";
import { LineDetails } from "../lists/shared/LineDetails.tsx";
import { orderTotalsLayout } from "../orders/order-format.ts";
import { TotalsList } from "../orders/TotalsList.tsx";
import { getOrder } from "./checkout-api.ts";
import { addressLine } from "./checkout-address.ts";
import { markPlacementInFlight } from "./place-order.ts";
import { BusinessBuyerFacts } from "../orders/BusinessBuyerFacts.tsx";

type Load = { state: "loading" } | { state: "ready"; order: Order } | { state: "missing" };

/**
 * SPEC §2 /checkout/success?orderId=: the order as the store recorded it — number, items,
 * totals, addresses — and that a confirmation was emailed; guests are invited to create an account.
 */
export function SuccessView() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { site } = useLocale();
  const { href, price } = useLocaleTools();
  const session = useSession();
  const orderId = params.get("orderId");
  const passed = (location.state as { order?: Order } | null)?.order;
  const [load, setLoad] = useState<Load>(
    passed && passed.orderId === orderId ? { state: "ready", order: passed } : { state: "loading" },
  );

  // The order is placed: a next checkout may reload its data again.
  useEffect(() => markPlacementInFlight(false), []);

  useEffect(() => {
    if (load.state !== "loading") return;
    if (!orderId) {
      setLoad({ state: "missing" });
      return;
    }
    let cancelled = false;
    getOrder(site.code, orderId, site.storeId).then(
      (order) => !cancelled && setLoad({ state: "ready", order }),
      () => !cancelled && setLoad({ state: "missing" }),
    );
    return () => {
      cancelled = true;
    };
  }, [load.state, orderId, site.code, site.storeId]);

  if (load.state === "loading")
    return (
      <main id="main" className="checkout-success">
        <h1>Thank you for your order</h1>
        <p role="status">Loading your order…</p>
      </main>
    );
  if (load.state === "missing")
    return (
      <main id="main" className="checkout-success">
        <h1>Thank you for your order</h1>
        <p>{orderId ? `Your order number is ${orderId}.` : "We could not find this order."}</p>
        <Link to={href("/")} className={buttonClass()}>
          Continue shopping
        </Link>
      </main>
    );

  const { order } = load;
  const business = businessBuyer(order.billingAddress, order.shippingAddress);
  return (
    <main id="main" className="checkout-success" aria-labelledby="success-title">
      <h1 id="success-title">Thank you for your order</h1>
      <p className="checkout-success__number">
        Order number <strong data-testid="order-number">{order.orderId}</strong>
      </p>
      <p>
        We emailed a confirmation to <strong>{order.customer.email}</strong>.
      </p>
      <section aria-labelledby="success-items-title" className="checkout-section">
        <h2 id="success-items-title">Items</h2>
        <ul className="checkout-summary__lines">
          {order.items.map((i) => (
            <li key={`${i.sku}-${i.productId}`} className="checkout-line">
              <span className="checkout-line__name">
                {i.name} <span className="checkout-note">× {i.qty}</span>
                <LineDetails description={i.description} className="checkout-line__details" />
              </span>
              <span className="checkout-line__price">{price(i.rowTotal)}</span>
            </li>
          ))}
        </ul>
        <TotalsList variant="checkout" totalTestId="success-total" money={price} layout={orderTotalsLayout(order)} />
      </section>
      <section aria-labelledby="success-addresses-title" className="checkout-section">
        <h2 id="success-addresses-title">Addresses</h2>
        <dl className="checkout-review__list">
          {order.shippingAddress ? (
            <>
              <dt>Shipping</dt>
              <dd>{addressLine(order.shippingAddress as RateAddress)}</dd>
            </>
          ) : null}
          {order.shipping.length ? (
            <>
              <dt>Delivery</dt>
              <dd>{order.shipping.map((s) => s.label).join(", ")}</dd>
            </>
          ) : null}
          {order.billingAddress ? (
            <>
              <dt>Billing</dt>
              <dd>{addressLine(order.billingAddress as RateAddress)}</dd>
            </>
          ) : null}
          <BusinessBuyerFacts business={business} testIdPrefix="success" />
        </dl>
      </section>
      {session.loggedIn ? (
        <p>
          <Link to={href(`/account/order/${encodeURIComponent(order.orderId)}`)}>View this order in your account</Link>
        </p>
      ) : (
        <section className="checkout-section" aria-labelledby="success-account-title" data-testid="guest-hint">
          <h2 id="success-account-title">Save time next time</h2>
          <p>Create an account to track this order, save your addresses and check out faster.</p>
          <Link to={href("/login")} className={buttonClass({ variant: "secondary" })}>
            Create an account
          </Link>
        </section>
      )}
      <Link to={href("/")} className={buttonClass()}>
        Continue shopping
      </Link>
    </main>
  );
}
