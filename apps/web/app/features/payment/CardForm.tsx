import type { CreditCardsAnswer } from "@ironworks/contracts";
import { useRef, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { api, succeeded } from "../../lib/api.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { CARD_FIELDS, useCardFields } from "./card-fields.tsx";
import type { PaymentKey } from "./messages.ts";

/**
 * Adding a card (needs JavaScript): the card fields go to the gateway from the browser
 * (card-entry.client.ts, loaded on submit), and only the tokens reach the store's API.
 */
export function CardForm(props: {
  cardEntry: { tokenizeUrl: string; clientKey: string };
  billingAddresses: { _id: string; label: string; isDefaultBilling: boolean }[];
  onSaved: () => void;
}) {
  const t = useT<PaymentKey>();
  const card = useCardFields({ ids: (name) => `card-${name}`, names: (name) => name });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [billingAddressId, setBillingAddressId] = useState(
    props.billingAddresses.find((a) => a.isDefaultBilling)?._id ?? props.billingAddresses[0]?._id ?? "",
  );
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const firstBad = card.touchAll();
    if (firstBad) {
      formRef.current?.querySelector<HTMLInputElement>(`#card-${firstBad.name}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { tokenizeCard } = await import("./card-entry.client.ts");
      const tokenized = await tokenizeCard(props.cardEntry, card.details());
      if (!tokenized.ok) return setFailure(t(`payment.card.${tokenized.reason}`));
      const answer = await api.post<CreditCardsAnswer>("/svc_customer/customer/credit-cards", {
        body: {
          paymentMethod: tokenized.tokens,
          isDefault: makeDefault,
          ...(billingAddressId ? { billingAddressId } : {}),
        },
        auth: true,
      });
      if (!succeeded(answer))
        return setFailure(
          answer.ok || answer.offline || answer.unreadable ? t("payment.form.saveFailed") : answer.error.message,
        );
      card.reset();
      props.onSaved();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="card-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="card-form-title"
      data-hydrated="true"
    >
      <h2 id="card-form-title">{t("payment.form.title")}</h2>
      {failure ? (
        <p className="card-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      {CARD_FIELDS.map(card.field)}
      {props.billingAddresses.length > 0 ? (
        <div className="account-field">
          <label htmlFor="card-billing">{t("payment.form.billingAddress")}</label>
          <select
            id="card-billing"
            value={billingAddressId}
            onChange={(e) => setBillingAddressId(e.currentTarget.value)}
          >
            {props.billingAddresses.map((a) => (
              <option key={a._id} value={a._id}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label>
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.currentTarget.checked)} />{" "}
        {t("payment.form.makeDefault")}
      </label>
      <p className="card-form__note">{t("payment.form.note")}</p>
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? t("payment.form.saving") : t("payment.form.save")}
      </Button>
    </form>
  );
}
