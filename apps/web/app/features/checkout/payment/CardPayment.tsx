import { CARD_BRAND_NAMES, cardBrand } from "@ironworks/domain";
import { useRef, useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { Button } from "../../../ui/Button.tsx";
import type { PaymentKey } from "../../payment/messages.ts";
import type { CheckoutKey } from "../messages.ts";
import type { CardTokens } from "../../payment/card-entry.client.ts";
import { CARD_FIELDS, type CardFieldName, useCardFields } from "../../payment/card-fields.tsx";

export interface TokenizedCard {
  tokens: CardTokens;
  brand: string;
  lastFour: string;
  storeCard: boolean;
}

/**
 * A new card at checkout: the same fields and rules as the saved-cards form (features/payment/CardForm),
 * and the same gateway tokenisation (card-entry.client.ts, loaded on use) — the number goes from
 * this page to the gateway; the page only keeps the tokens. No <form>: it sits inside the page's.
 */
export function CardPayment(props: {
  cardEntry: { tokenizeUrl: string; clientKey: string };
  signedIn: boolean;
  alternate: boolean;
  onTokenized: (card: TokenizedCard) => void;
}) {
  const t = useT<CheckoutKey | PaymentKey>();
  const card = useCardFields({ ids: (name) => `pay-card-${name}`, names: (name) => `pay-card-${name}` });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [storeCard, setStoreCard] = useState(false);
  const rootRef = useRef<HTMLFieldSetElement>(null);

  async function applyCard() {
    if (busy) return;
    const firstBad = card.touchAll();
    if (firstBad) {
      rootRef.current?.querySelector<HTMLInputElement>(`#pay-card-${firstBad.name}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { tokenizeCard } = await import("../../payment/card-entry.client.ts");
      const details = card.details();
      const digits = details.number;
      const tokenized = await tokenizeCard(props.cardEntry, details);
      if (!tokenized.ok) return setFailure(t(`payment.card.${tokenized.reason}`));
      const brand = cardBrand(digits);
      props.onTokenized({
        tokens: tokenized.tokens,
        brand: CARD_BRAND_NAMES[brand] ?? brand,
        lastFour: digits.slice(-4),
        storeCard: props.signedIn && storeCard,
      });
      card.reset();
    } catch {
      setFailure(t("payment.card.unreachable"));
    } finally {
      setBusy(false);
    }
  }

  const byName = (name: CardFieldName) => CARD_FIELDS.find((f) => f.name === name)!;
  const alternate = props.alternate;

  return (
    <fieldset
      ref={rootRef}
      className={`pay-card${alternate ? " pay-card--alternate" : ""}`}
      data-card-provider={alternate ? "alternate" : "default"}
      data-testid={alternate ? "alternate-card-fields" : "card-fields"}
      data-hydrated="true"
      onKeyDown={(e) => {
        // Enter in a card field checks the card instead of submitting the page's form.
        if (e.key === "Enter" && e.target instanceof HTMLInputElement && e.target.type !== "checkbox") {
          e.preventDefault();
          void applyCard();
        }
      }}
    >
      <legend>{t(alternate ? "checkout.card.legendSecure" : "checkout.card.legend")}</legend>
      {alternate ? (
        <p className="pay-hosted__badge" data-testid="alternate-card-badge">
          <span aria-hidden="true">🔒 </span>
          {t("checkout.card.alternateBadge")}
        </p>
      ) : null}
      {failure ? (
        <p className="pay-error" role="alert">
          {failure}
        </p>
      ) : null}
      {alternate ? (
        // The alternate provider's hosted-fields layout: number, then expiry and code side by side,
        // then the name; each field in its own framed slot as the provider draws it.
        <div className="pay-hosted">
          {(["number", "expiry", "cvc", "holderName"] as const).map((name) => (
            <div key={name} className={`pay-hosted__slot pay-hosted__slot--${name}`} data-hosted-field={name}>
              {card.field(byName(name))}
            </div>
          ))}
        </div>
      ) : (
        CARD_FIELDS.map(card.field)
      )}
      {props.signedIn ? (
        <label className="pay-check">
          <input type="checkbox" checked={storeCard} onChange={(e) => setStoreCard(e.currentTarget.checked)} />{" "}
          {t("checkout.card.save")}
        </label>
      ) : null}
      <p className="pay-note">{t(alternate ? "checkout.card.noteAlternate" : "checkout.card.note")}</p>
      <Button
        variant="secondary"
        onClick={applyCard}
        aria-disabled={busy || undefined}
        data-testid={alternate ? "alternate-card-submit" : "card-submit"}
      >
        {t(busy ? "checkout.card.checking" : alternate ? "checkout.card.useSecurely" : "checkout.card.use")}
      </Button>
    </fieldset>
  );
}
