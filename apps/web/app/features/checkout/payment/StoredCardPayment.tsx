import { cardCvcMessage } from "@ironworks/domain";
import { useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { Button } from "../../../ui/Button.tsx";
import type { PaymentKey } from "../../payment/messages.ts";
import type { CheckoutKey } from "../messages.ts";
import { Field } from "../../../ui/Field.tsx";
import type { StoredCardView } from "./payment-api.ts";
import { tokenizeSecurityCode } from "./stored-cvc.ts";

/**
 * The chosen saved card: it pays as it is; a card that asks for its security code (SPEC §8
 * cvv_required) takes it here, tokenised at the gateway.
 */
export function StoredCardPayment(props: {
  card: StoredCardView;
  cardEntry: { tokenizeUrl: string; clientKey: string } | null;
  hasCode: boolean;
  onCode: (token: string | null) => void;
}) {
  const t = useT<CheckoutKey | PaymentKey>();
  const [cvc, setCvc] = useState("");
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `pay-stored-cvc-${props.card.id}`;
  const problem = cvc ? cardCvcMessage(cvc) : null;

  async function applyCode() {
    if (busy || !props.cardEntry) return;
    setTouched(true);
    if (!cvc || problem) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await tokenizeSecurityCode(props.cardEntry, props.card, cvc);
      if (!answer.ok) return setFailure(t(`payment.card.${answer.reason}`));
      props.onCode(answer.token);
      setCvc("");
      setTouched(false);
    } finally {
      setBusy(false);
    }
  }

  if (props.hasCode)
    return (
      <div className="pay-panel">
        <p role="status">{t("checkout.storedCard.codeAdded", { lastFour: props.card.lastFour })}</p>
        <Button variant="ghost" size="s" onClick={() => props.onCode(null)}>
          {t("checkout.storedCard.removeCode")}
        </Button>
      </div>
    );
  if (!props.cardEntry) return null;
  return (
    <fieldset
      className="pay-panel pay-stored"
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          void applyCode();
        }
      }}
    >
      <legend className="visually-hidden">{t("checkout.storedCard.legend", { lastFour: props.card.lastFour })}</legend>
      {failure ? (
        <p className="pay-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Field
        id={id}
        name={id}
        label={t("checkout.storedCard.codeLabel")}
        type="tel"
        autoComplete="cc-csc"
        value={cvc}
        error={touched && problem ? problem : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setCvc(value);
        }}
        onBlur={() => setTouched(true)}
      />
      {cvc ? (
        <Button variant="secondary" size="s" onClick={applyCode} aria-disabled={busy || undefined}>
          {t(busy ? "checkout.storedCard.checking" : "checkout.storedCard.useCode")}
        </Button>
      ) : null}
    </fieldset>
  );
}
