import type { Order, RateAddress } from "@ironworks/contracts";
import { businessBuyer } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { useSession } from "../account/SessionProvider.tsx";
import { LineDetails } from "../lists/shared/LineDetails.tsx";
import { orderTotalsLayout } from "../orders/order-format.ts";
import { TotalsList } from "../orders/TotalsList.tsx";
import { getOrder } from "./checkout-api.ts";
import { addressLine } from "./checkout-address.ts";
import type { CheckoutKey } from "./messages.ts";
import { markPlacementInFlight } from "./place-order.ts";
import { deliveryMethodName } from "./shipping-labels.ts";
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
  const t = useT<CheckoutKey>();
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
        <h1>{t("checkout.success.title")}</h1>
        <p role="status">{t("checkout.success.loading")}</p>
      </main>
    );
  if (load.state === "missing")
    return (
      <main id="main" className="checkout-success">
        <h1>{t("checkout.success.title")}</h1>
        <p>{orderId ? t("checkout.success.numberOnly", { orderId }) : t("checkout.success.notFound")}</p>
        <Link to={href("/")} className={buttonClass()}>
          {t("checkout.success.continue")}
        </Link>
      </main>
    );

  const { order } = load;
  const business = businessBuyer(order.billingAddress, order.shippingAddress);
  return (
    <main id="main" className="checkout-success" aria-labelledby="success-title">
      <h1 id="success-title">{t("checkout.success.title")}</h1>
      <p className="checkout-success__number">
        {t("checkout.success.number")} <strong data-testid="order-number">{order.orderId}</strong>
      </p>
      <p>
        {t("checkout.success.emailed")} <strong>{order.customer.email}</strong>.
      </p>
      <section aria-labelledby="success-items-title" className="checkout-section">
        <h2 id="success-items-title">{t("checkout.success.items")}</h2>
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
        <h2 id="success-addresses-title">{t("checkout.success.addresses")}</h2>
        <dl className="checkout-review__list">
          {order.shippingAddress ? (
            <>
              <dt>{t("checkout.success.shipping")}</dt>
              <dd>{addressLine(order.shippingAddress as RateAddress)}</dd>
            </>
          ) : null}
          {order.shipping.length ? (
            <>
              <dt>{t("checkout.delivery.title")}</dt>
              <dd>{order.shipping.map((s) => deliveryMethodName(t, site.code, { ...s, carrier: "" })).join(", ")}</dd>
            </>
          ) : null}
          {order.billingAddress ? (
            <>
              <dt>{t("checkout.success.billing")}</dt>
              <dd>{addressLine(order.billingAddress as RateAddress)}</dd>
            </>
          ) : null}
          <BusinessBuyerFacts business={business} testIdPrefix="success" />
        </dl>
      </section>
      {session.loggedIn ? (
        <p>
          <Link to={href(`/account/order/${encodeURIComponent(order.orderId)}`)}>
            {t("checkout.success.viewOrder")}
          </Link>
        </p>
      ) : (
        <section className="checkout-section" aria-labelledby="success-account-title" data-testid="guest-hint">
          <h2 id="success-account-title">{t("checkout.success.guestTitle")}</h2>
          <p>{t("checkout.success.guestText")}</p>
          <Link to={href("/login")} className={buttonClass({ variant: "secondary" })}>
            {t("checkout.success.createAccount")}
          </Link>
        </section>
      )}
      <Link to={href("/")} className={buttonClass()}>
        {t("checkout.success.continue")}
      </Link>
    </main>
  );
}
