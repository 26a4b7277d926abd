import { emailIssue } from "@ironworks/domain";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useValidationText } from "../account/validation/issue-text.ts";
import { Field } from "../../ui/Field.tsx";
import { AddressFields } from "./AddressFields.tsx";
import { ContinueButton, StepActions } from "./StepActions.tsx";
import { useCheckout } from "./CheckoutProvider.tsx";
import { addressLine, savedAddressValues } from "./checkout-address.ts";
import type { CheckoutKey } from "./messages.ts";
import { ShippingMethods } from "./ShippingMethods.tsx";

/**
 * Step 1 (SPEC §2 /checkout/shipping): contact email, the shipping address (a signed-in customer
 * may pick a saved one), VAT/EORI numbers on the VAT sites, and the delivery choice.
 */
export function ShippingStep() {
  const t = useT<CheckoutKey>();
  const validation = useValidationText();
  const { data, draft, update, emailValid, addressValid, shipping, stepDone } = useCheckout();
  const { href } = useLocaleTools();
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  // "Continue" pressed while the delivery options were (re)loading: go on once they arrive.
  const [waiting, setWaiting] = useState(false);
  const customer = data.customer;
  const done = stepDone("shipping");
  const ratesPending = shipping.status === "loadable" || shipping.status === "loading";

  useEffect(() => {
    if (!waiting) return;
    if (done) navigate(href("/checkout/payment"));
    // Done, or the options failed / the address became invalid: the shopper sees why and decides.
    if (done || !ratesPending) setWaiting(false);
  }, [waiting, done, ratesPending]);

  const next = () => {
    setTried(true);
    if (done) {
      navigate(href("/checkout/payment"));
      return;
    }
    // A press during the 500 ms rate debounce or the rates request is not lost (slow phones hit it).
    if (emailValid && addressValid && ratesPending) {
      setWaiting(true);
      return;
    }
    const firstInvalid = document.querySelector<HTMLElement>(".checkout-main [aria-invalid='true']");
    (firstInvalid ?? (!emailValid ? document.getElementById("checkout-email") : null))?.focus();
  };

  return (
    <form
      className="checkout-step"
      aria-labelledby="checkout-shipping-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <h1 id="checkout-shipping-title">{t(data.virtualOnly ? "checkout.contact.title" : "checkout.shipping.title")}</h1>
      <section className="checkout-section" aria-labelledby="checkout-contact-title">
        <h2 id="checkout-contact-title">{t("checkout.contact.title")}</h2>
        {customer ? (
          <p className="checkout-note">
            {t("checkout.contact.signedInAs")} <strong>{customer.email}</strong>
          </p>
        ) : (
          <>
            <Field
              id="checkout-email"
              name="email"
              label={t("checkout.contact.email")}
              type="email"
              autoComplete="email"
              value={draft.email}
              error={tried || emailTouched ? validation.text(emailIssue(draft.email)) : undefined}
              hint={t("checkout.contact.emailHint")}
              onChange={(e) => update({ email: e.currentTarget.value })}
              onBlur={() => setEmailTouched(true)}
            />
            <p className="checkout-note">
              {t("checkout.contact.haveAccount")}{" "}
              <Link to={href("/login?redirect=/checkout")}>{t("checkout.contact.signIn")}</Link>
            </p>
          </>
        )}
      </section>

      {data.virtualOnly ? null : (
        <section className="checkout-section" aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">{t("checkout.shipping.address")}</h2>
          {data.addresses.length ? (
            <fieldset className="checkout-fieldset">
              <legend>{t("checkout.shipping.savedAddresses")}</legend>
              {data.addresses.map((a) => (
                <label className="checkout-radio" key={a._id}>
                  <input
                    type="radio"
                    name="saved-address"
                    checked={draft.savedAddressId === a._id}
                    onChange={() => update({ savedAddressId: a._id })}
                  />
                  <span>{addressLine(savedAddressValues(a))}</span>
                </label>
              ))}
              <label className="checkout-radio">
                <input
                  type="radio"
                  name="saved-address"
                  checked={draft.savedAddressId === null}
                  onChange={() =>
                    update((d) => ({
                      savedAddressId: null,
                      shippingAddress: Object.keys(d.shippingAddress).length
                        ? d.shippingAddress
                        : { countryId: data.homeCountry },
                    }))
                  }
                />
                {t("checkout.shipping.newAddress")}
              </label>
            </fieldset>
          ) : null}
          {draft.savedAddressId === null ? (
            <AddressFields
              idPrefix="shipping"
              values={draft.shippingAddress}
              onChange={(shippingAddress) => update({ shippingAddress })}
              showAll={tried}
            />
          ) : null}
          {tried && !addressValid && draft.savedAddressId !== null ? (
            <p className="field-error" role="alert">
              {t("checkout.shipping.savedIncomplete")}
            </p>
          ) : null}
          {data.pricesIncludeVat ? <TaxNumbers /> : null}
        </section>
      )}
      {data.virtualOnly && data.pricesIncludeVat ? <TaxNumbers /> : null}

      <section className="checkout-section" aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title">{t("checkout.delivery.title")}</h2>
        <ShippingMethods />
      </section>
      <StepActions back="/cart" backLabel={t("checkout.shipping.back")}>
        <ContinueButton busy={waiting}>{t("checkout.shipping.continue")}</ContinueButton>
      </StepActions>
    </form>
  );
}

/** EUR/GBR: VAT number (sent in the address as vatId and to tax) and EORI number, both optional. */
function TaxNumbers() {
  const t = useT<CheckoutKey>();
  const { draft, update, tax } = useCheckout();
  const vatInvalid = tax.quote && draft.vatNumber.trim() && !tax.quote.vatResponse.valid;
  return (
    <div className="checkout-address__row">
      <Field
        id="checkout-vat"
        name="vatNumber"
        label={t("checkout.tax.vatNumber")}
        hint={t("checkout.tax.vatHint")}
        value={draft.vatNumber}
        error={vatInvalid ? t("checkout.tax.vatInvalid") : undefined}
        onChange={(e) => update({ vatNumber: e.currentTarget.value })}
        onBlur={() => {}}
      />
      <Field
        id="checkout-eori"
        name="eoriNumber"
        label={t("checkout.tax.eoriNumber")}
        hint={t("checkout.tax.optional")}
        value={draft.eoriNumber}
        onChange={(e) => update({ eoriNumber: e.currentTarget.value })}
        onBlur={() => {}}
      />
    </div>
  );
}
