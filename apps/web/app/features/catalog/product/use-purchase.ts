import type { ProductComplete } from "@ironworks/contracts";
import { fromMinor } from "@ironworks/domain";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { ProductPreselect } from "./product-view.ts";
import { evaluatePurchase } from "./purchase-check.ts";
import { purchaseSummary } from "./purchase-display.ts";
import { initialPurchase, type PurchaseState } from "./purchase.ts";

/** What the purchase fields need: the state, a way to change it, and each field's visible error. */
export interface PurchaseForm {
  state: PurchaseState;
  update: (change: (s: PurchaseState) => PurchaseState) => void;
  /** Marks a field touched (on blur, or on change for choices): its error may show from now on. */
  touch: (field: string) => void;
  /** The field's first error, once it has been touched or the form submitted (SPEC §5). */
  error: (field: string) => string | undefined;
}

/**
 * The product page's purchase state. Every render re-prices the selection with the pricing engine
 * (cheap and pure); the submit checks every field and, until the cart exists, says so honestly.
 */
export function usePurchase(product: ProductComplete, preselect: ProductPreselect) {
  const { price } = useLocaleTools();
  const [state, setState] = useState(() => initialPurchase(product, preselect));
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Nothing can be added before hydration (no route action yet), so the button waits for it.
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setReady(true), []);
  const evaluation = useMemo(
    () => evaluatePurchase(product, state, preselect.recipeId),
    [product, state, preselect.recipeId],
  );

  // After a refused submit, focus the first field in error so keyboard and screen reader users land on it.
  useEffect(() => {
    const first = attempt > 0 ? formRef.current?.querySelector<HTMLElement>("[data-invalid]") : null;
    const target = first?.matches("fieldset, div")
      ? first.querySelector<HTMLElement>("input:not(:disabled), select:not(:disabled)")
      : first;
    target?.focus();
  }, [attempt]);

  const form: PurchaseForm = {
    state,
    update: (change) => {
      setState(change);
      setStatus(null);
    },
    touch: (field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    error: (field) => (submitted || touched[field] ? evaluation.errors[field] : undefined),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = Object.keys(evaluation.errors).length;
    if (errors > 0 || evaluation.totalMinor === null) {
      setStatus({ ok: false, text: `Please check the ${errors === 1 ? "marked field" : "marked fields"}.` });
      setAttempt((n) => n + 1);
      return;
    }
    const summary = purchaseSummary(product, state, evaluation, price);
    setStatus({
      ok: true,
      text: `Cart opens soon — your selection is valid: ${summary}, ${price(fromMinor(evaluation.totalMinor))}`,
    });
  };

  return { form, evaluation, status, ready, formRef, onSubmit, formError: form.error("form") };
}
