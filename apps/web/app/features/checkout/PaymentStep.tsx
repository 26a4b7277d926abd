import { useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { AddressFields } from "./AddressFields.tsx";
import { ContinueButton, StepActions } from "./StepActions.tsx";
import { useCheckout } from "./CheckoutProvider.tsx";
import { addressLine } from "./checkout-address.ts";
import type { CheckoutKey } from "./messages.ts";
import { usePaymentModule } from "./use-payment-module.ts";
import { useWalletCheckout } from "./use-wallet-checkout.ts";

/**
 * Step 2 (SPEC §2 /checkout/payment): gift cards, the payment method (the payment module: card,
 * saved card, PayPal, Affirm; the app's wallet in the native app) and the billing address (same as shipping unless pickup or a
 * virtual-only order).
 */
export function PaymentStep() {
  const { data, draft, update, totals, billingValid, shippingAddress, stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const t = useT<CheckoutKey>();
  const navigate = useNavigate();
  const payment = usePaymentModule();
  // In the native app (3.3.0+): the app's wallet sheet, placing the order from here (SPEC §4).
  const wallet = useWalletCheckout();
  const [tried, setTried] = useState(false);
  const canShareAddress = !data.virtualOnly;
  const same = draft.billingSameAsShipping && canShareAddress;
  const country = (same ? shippingAddress?.countryId : draft.billingAddress.countryId) || data.homeCountry;

  const next = () => {
    setTried(true);
    if (!stepDone("shipping")) {
      navigate(href("/checkout/shipping"));
      return;
    }
    if (stepDone("payment")) {
      navigate(href("/checkout/review"));
      return;
    }
    document.querySelector<HTMLElement>(".checkout-main [aria-invalid='true']")?.focus();
  };

  return (
    <form
      className="checkout-step"
      aria-labelledby="checkout-payment-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <h1 id="checkout-payment-title">{t("checkout.payment.title")}</h1>
      {payment ? (
        <>
          <section className="checkout-section" aria-labelledby="checkout-giftcards-title">
            <h2 id="checkout-giftcards-title">{t("checkout.giftcards.title")}</h2>
            <payment.GiftcardSection
              storeId={data.storeId}
              currency={data.currency}
              applied={draft.giftcards}
              maxAmount={totals.grandTotal}
              onChange={(giftcards) => update({ giftcards })}
            />
          </section>
          <section className="checkout-section" aria-labelledby="checkout-method-title">
            <h2 id="checkout-method-title">{t("checkout.payment.method")}</h2>
            <payment.PaymentSection
              storeId={data.storeId}
              currency={data.currency}
              country={country}
              signedIn={data.customer !== null}
              listId={data.list._id}
              amountDue={totals.amountDue}
              value={draft.payment}
              onChange={(p) => update({ payment: p })}
              cardEntry={data.cardEntry}
              giftcardTotal={totals.giftcards}
              wallet={wallet}
            />
            {tried && !draft.payment && !(totals.complete && totals.amountDue === 0) ? (
              <p className="field-error" role="alert">
                {t("checkout.payment.choose")}
              </p>
            ) : null}
          </section>
        </>
      ) : (
        <p className="checkout-note" role="status">
          {t("checkout.payment.loading")}
        </p>
      )}

      <section className="checkout-section" aria-labelledby="checkout-billing-title">
        <h2 id="checkout-billing-title">{t("checkout.billing.title")}</h2>
        {canShareAddress ? (
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={same}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                update((d) => ({
                  billingSameAsShipping: checked,
                  billingAddress:
                    !checked && !Object.keys(d.billingAddress).length
                      ? { countryId: data.homeCountry }
                      : d.billingAddress,
                }));
              }}
            />
            {t("checkout.billing.same")}
          </label>
        ) : null}
        {same ? (
          <p className="checkout-note">{addressLine(shippingAddress)}</p>
        ) : (
          <AddressFields
            idPrefix="billing"
            values={Object.keys(draft.billingAddress).length ? draft.billingAddress : { countryId: data.homeCountry }}
            onChange={(billingAddress) => update({ billingAddress })}
            showAll={tried}
          />
        )}
        {tried && !billingValid && same ? (
          <p className="field-error" role="alert">
            {t("checkout.billing.incomplete")}
          </p>
        ) : null}
      </section>
      <StepActions back="/checkout/shipping" backLabel={t("checkout.payment.back")}>
        <ContinueButton>{t("checkout.payment.continue")}</ContinueButton>
      </StepActions>
    </form>
  );
}
