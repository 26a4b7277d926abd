import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useCheckout } from "./CheckoutProvider.tsx";
import type { CheckoutKey } from "./messages.ts";
import { deliveryOptions, packageKey } from "./order-lines.ts";
import { deliveryErrorText, deliveryMethodName } from "./shipping-labels.ts";

/**
 * The delivery choice (SPEC §4): one radio group per package when the order ships split, and the
 * store pickup option when the site and every item allow it (choosing pickup makes billing a
 * separate address). Shows the machine's loading, error and not-ready states.
 */
export function ShippingMethods() {
  const { data, shipping, delivery, draft, update, recheck } = useCheckout();
  const { price } = useLocaleTools();
  const t = useT<CheckoutKey>();

  if (data.virtualOnly)
    return (
      <p className="checkout-note" data-testid="shipping-virtual">
        {t("checkout.delivery.virtual")}
      </p>
    );
  if (shipping.status === "notReady") return <p className="checkout-note">{t("checkout.delivery.notReady")}</p>;
  if (shipping.status === "loadable" || shipping.status === "loading")
    return (
      <p className="checkout-note" role="status" aria-live="polite" data-testid="shipping-loading">
        {t("checkout.delivery.loading")}
      </p>
    );
  if (shipping.status === "error")
    return (
      <div className="checkout-alert" role="alert">
        <p>{deliveryErrorText(t, shipping.error)}</p>
        <button type="button" className="checkout-link-button" onClick={() => recheck("shipping")}>
          {t("checkout.delivery.retry")}
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
          <legend>{t("checkout.delivery.how")}</legend>
          <label className="checkout-radio">
            <input
              type="radio"
              name="delivery-kind"
              checked={!pickupChosen}
              onChange={() => update((d) => ({ shipping: { ...d.shipping, pickup: false } }))}
            />
            {t("checkout.delivery.shipToMe")}
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
            {deliveryMethodName(t, data.site, pickup)}{" "}
            <span className="checkout-radio__price">{price(pickup.rate)}</span>
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
                <legend>
                  {p.count > 1
                    ? t("checkout.delivery.package", { number: p.index + 1, count: p.count })
                    : t("checkout.delivery.title")}
                </legend>
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
                      {deliveryMethodName(t, data.site, r)}
                      {r.leadTime ? <span className="checkout-note"> ({r.leadTime})</span> : null}
                    </span>
                    <span className="checkout-radio__price">
                      {r.rate === 0 ? t("checkout.delivery.free") : price(r.rate)}
                    </span>
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
        {t("checkout.delivery.fastest")}
      </label>
    </div>
  );
}
