import {
  cardCvcMessage,
  cardDigits,
  cardExpiryMessage,
  cardNumberMessage,
  nameMessage,
  parseCardExpiry,
} from "@ironworks/domain";
import { useState } from "react";
import { type Translate, useT } from "../../lib/i18n/messages.ts";
import { Field } from "../../ui/Field.tsx";
import type { PaymentKey } from "./messages.ts";

/**
 * The card fields and their rules, shared by the saved-cards form (CardForm) and checkout's new
 * card (checkout/payment/CardPayment): values, first error per field once touched, and the input
 * the gateway's tokenisation (card-entry.client.ts) takes.
 */
export type CardFieldName = "holderName" | "number" | "expiry" | "cvc";

// TODO(integrator, at the merge of fix/i18n-account): the SPEC §5 messages of these rules come from
// packages/domain in English; that branch turns them into issues (cardNumberIssue, cardExpiryIssue,
// cardCvcIssue, the name rule's issue) worded by useValidationText() from the validation catalog —
// use those here (the label handed to nameMessage is already translated).
const rules = (t: Translate<PaymentKey>): Record<CardFieldName, (v: string) => string | null> => ({
  holderName: (v) => nameMessage(v, t("payment.field.holderName")),
  number: cardNumberMessage,
  expiry: (v) => cardExpiryMessage(v),
  cvc: cardCvcMessage,
});

/** A card field; its label (and hint) are `payment.field.<name>` (`.hint`) in the payment catalog. */
export interface CardFieldSpec {
  name: CardFieldName;
  autoComplete: string;
  hint?: boolean;
}

export const CARD_FIELDS: CardFieldSpec[] = [
  { name: "holderName", autoComplete: "cc-name" },
  { name: "number", autoComplete: "cc-number" },
  { name: "expiry", autoComplete: "cc-exp", hint: true },
  { name: "cvc", autoComplete: "cc-csc" },
];

const EMPTY: Record<CardFieldName, string> = { holderName: "", number: "", expiry: "", cvc: "" };

/** `ids(name)` gives each input's id, `names(name)` its name attribute. */
export function useCardFields(options: {
  ids: (name: CardFieldName) => string;
  names: (name: CardFieldName) => string;
}) {
  const [values, setValues] = useState<Record<CardFieldName, string>>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<CardFieldName, boolean>>>({});
  const t = useT<PaymentKey>();
  const check = rules(t);
  const errors = Object.fromEntries(CARD_FIELDS.map((f) => [f.name, check[f.name](values[f.name])])) as Record<
    CardFieldName,
    string | null
  >;

  return {
    /** Shows every field's error; the first field with one, if any. */
    touchAll(): CardFieldSpec | undefined {
      setTouched({ holderName: true, number: true, expiry: true, cvc: true });
      return CARD_FIELDS.find((f) => errors[f.name]);
    },
    /** Empties the fields (after a card was used or saved). */
    reset() {
      setValues(EMPTY);
      setTouched({});
    },
    /** What tokenizeCard takes; only call once touchAll() found no error. */
    details() {
      const expiry = parseCardExpiry(values.expiry)!;
      return {
        number: cardDigits(values.number),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvc: values.cvc.trim(),
        holderName: values.holderName.trim(),
      };
    },
    field: (f: CardFieldSpec) => (
      <Field
        key={f.name}
        id={options.ids(f.name)}
        name={options.names(f.name)}
        label={t(`payment.field.${f.name}`)}
        type={f.name === "number" || f.name === "cvc" ? "tel" : "text"}
        autoComplete={f.autoComplete}
        hint={f.hint ? t("payment.field.expiry.hint") : undefined}
        value={values[f.name]}
        error={touched[f.name] ? (errors[f.name] ?? undefined) : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, [f.name]: value }));
        }}
        onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
      />
    ),
  };
}
