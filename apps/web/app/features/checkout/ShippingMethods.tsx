import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import { deliveryOptions, packageKey } from "./order-lines.ts";

/**
 * The delivery choice (SPEC §4): one radio group per package when the order ships split, and the
 * store pickup option when the site and every item allow it (choosing pickup makes billing a
 * separate address). Shows the machine's loading, error and not-ready states.
 */
export function ShippingMethods() {
  const { data, shipping, delivery, draft, update, recheck } = useCheckout();
  const { price } = useLocaleTools();

  if (data.virtualOnly)
    return (
      <p className="checkout-note" data-testid="shipping-virtual">
        Nothing in this order ships: it is delivered by email.
      </p>
    );
  if (shipping.status === "notReady")
    return <p className="checkout-note">Enter your shipping address to see the delivery options.</p>;
  if (shipping.status === "loadable" || shipping.status === "loading")
    return (
      <p className="checkout-note" role="status" aria-live="polite" data-testid="shipping-loading">
        Loading delivery options…
      </p>
    );
  if (shipping.status === "error")
    return (
      <div className="checkout-alert" role="alert">
        <p>{shipping.error ?? "Delivery options are unavailable."}</p>
        <button type="button" className="checkout-link-button" onClick={() => recheck("shipping")}>
          Try again
        </button>
      </div>
    );
  if (!shipping.quote) return null;
  const { packages, pickup } = deliveryOptions(shipping.quote);
  const pickupChosen = delivery?.pickup ?? false;
  const choose = (key: string, code: string) =>
    update((d) => ({ shipping: { pickup: false, packages: { ...d.shipping.packages, [key]: code } } }));

  return (
    <div className="checkout-methods" data-testid="shipping-methods">
      {pickup ? (
        <fieldset className="checkout-fieldset">
          <legend>How would you like to get your order?</legend>
          <label className="checkout-radio">
            <input
              type="radio"
              name="delivery-kind"
              checked={!pickupChosen}
              onChange={() => update((d) => ({ shipping: { ...d.shipping, pickup: false } }))}
            />
            Ship to my address
          </label>
          <label className="checkout-radio">
            <input
              type="radio"
              name="delivery-kind"
              checked={pickupChosen}
              onChange={() =>
                update((d) => ({
                  shipping: { ...d.shipping, pickup: true },
                  // SPEC §4: pickup sets billing to not-same-as-shipping (the form starts from the address given).
                  billingSameAsShipping: false,
                  billingAddress: Object.keys(d.billingAddress).length ? d.billingAddress : d.shippingAddress,
                }))
              }
            />
            {pickup.label} <span className="checkout-radio__price">{price(pickup.rate)}</span>
          </label>
        </fieldset>
      ) : null}
      {pickupChosen
        ? null
        : packages.map((p) => {
            const key = packageKey(p.packageNumber);
            const chosen = delivery?.selections.find(
              (s) => (s.packageNumber ?? null) === p.packageNumber,
            )?.shippingCode;
            return (
              <fieldset className="checkout-fieldset" key={key}>
                <legend>{p.label}</legend>
                {p.items.length && packages.length > 1 ? (
                  <p className="checkout-note">{p.items.map((i) => `${i.sku} × ${i.qty}`).join(", ")}</p>
                ) : null}
                {p.rates.map((r) => (
                  <label className="checkout-radio" key={r.shippingCode}>
                    <input
                      type="radio"
                      name={`shipping-${key}`}
                      value={r.shippingCode}
                      checked={chosen === r.shippingCode}
                      onChange={() => choose(key, r.shippingCode)}
                    />
                    <span>
                      {r.carrier} {r.label}
                      {r.leadTime ? <span className="checkout-note"> ({r.leadTime})</span> : null}
                    </span>
                    <span className="checkout-radio__price">{r.rate === 0 ? "Free" : price(r.rate)}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
      <label className="checkout-check">
        <input
          type="checkbox"
          checked={draft.shippingMode === "fastest"}
          onChange={(e) => update({ shippingMode: e.currentTarget.checked ? "fastest" : "fewestPackages" })}
        />
        Ship items as they become available (fastest, may arrive in several packages)
      </label>
    </div>
  );
}
