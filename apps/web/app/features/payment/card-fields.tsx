import {
  cardCvcIssue,
  cardDigits,
  cardExpiryIssue,
  cardNumberIssue,
  nameIssue,
  parseCardExpiry,
  type ValidationIssue,
} from "@ironworks/domain";
import { useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useValidationText } from "../account/validation/issue-text.ts";
import { Field } from "../../ui/Field.tsx";
import type { PaymentKey } from "./messages.ts";

/**
 * The card fields and their rules, shared by the saved-cards form (CardForm) and checkout's new
 * card (checkout/payment/CardPayment): values, first error per field once touched, and the input
 * the gateway's tokenisation (card-entry.client.ts) takes.
 */
export type CardFieldName = "holderName" | "number" | "expiry" | "cvc";

/** The SPEC §5 rules of each field (packages/domain), as issues the validation catalog words. */
const RULES: Record<CardFieldName, (v: string) => ValidationIssue | null> = {
  holderName: (v) => nameIssue(v, "nameOnCard"),
  number: cardNumberIssue,
  expiry: (v) => cardExpiryIssue(v),
  cvc: cardCvcIssue,
};

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
  const { text } = useValidationText();
  const errors = Object.fromEntries(
    CARD_FIELDS.map((f) => [f.name, text(RULES[f.name](values[f.name])) ?? null]),
  ) as Record<CardFieldName, string | null>;

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
