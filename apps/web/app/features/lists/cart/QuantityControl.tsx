import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { CartActionData } from "./cart-intents.ts";
import { useReportAnswer } from "./cart-messages.ts";
import type { CartKey } from "./messages.ts";

/** Rapid stepper clicks are gathered into one request this long after the last click. */
export const STEP_DEBOUNCE_MS = 400;

export const qtyFetcherKey = (itemId: string) => `cart-qty:${itemId}`;

/**
 * A cart line's quantity: − / input / +. With JavaScript the input commits on blur or Enter and
 * the steppers after a short pause, through a fetcher (the page shows the new quantity at once).
 * Before hydration it is three plain forms: the quantity form with its Update button, and one
 * form per stepper posting the shown quantity with step=-1 or step=1.
 */
export function QuantityControl({
  itemId,
  listId,
  name,
  qty,
  hydrated,
}: {
  itemId: string;
  listId: string;
  name: string;
  /** The quantity as the page shows it (pending changes included). */
  qty: number;
  hydrated: boolean;
}) {
  const { href, url } = useLocaleTools();
  const t = useT<CartKey>();
  const fetcher = useFetcher<CartActionData>({ key: qtyFetcherKey(itemId) });
  useReportAnswer(fetcher);
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const action = href("/cart");
  const formAction = url("/cart");
  const formId = `qty-${itemId}`;
  const inputId = `qty-input-${itemId}`;
  const shown = draft ?? String(qty);

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    setDraft(null);
    const text = raw.trim();
    if (text === "" || text === String(qty)) return;
    // Whatever was typed goes to the server, which answers with the quantity it keeps (or why not).
    fetcher.submit({ intent: "update-qty", itemId, listId, qty: text, js: "1" }, { method: "post", action });
  };

  const step = (delta: number) => {
    const current = Number.parseInt(shown, 10);
    const next = Math.max(1, (Number.isFinite(current) ? current : qty) + delta);
    setDraft(String(next));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(String(next)), STEP_DEBOUNCE_MS);
  };

  const stepper = (delta: -1 | 1) => (
    <button
      type="submit"
      form={`${formId}-${delta > 0 ? "inc" : "dec"}`}
      className="qty__step"
      aria-label={t(delta > 0 ? "cart.qty.increase" : "cart.qty.decrease", { name })}
      disabled={delta < 0 && Number.parseInt(shown, 10) <= 1}
      onClick={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        step(delta);
      }}
    >
      <span aria-hidden="true">{delta > 0 ? "+" : "−"}</span>
    </button>
  );

  return (
    <div className="qty" data-testid="qty-control">
      <form
        id={formId}
        method="post"
        action={formAction}
        className="qty__form"
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          commit(shown);
        }}
      >
        <input type="hidden" name="intent" value="update-qty" />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="listId" value={listId} />
        <label htmlFor={inputId} className="visually-hidden">
          {t("cart.qty.label", { name })}
        </label>
        {stepper(-1)}
        <input
          id={inputId}
          className="qty__input"
          type="number"
          inputMode="numeric"
          name="qty"
          min={1}
          max={9999}
          value={shown}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
          onKeyDown={(e) => {
            if (e.key !== "Enter" || !hydrated) return;
            e.preventDefault();
            commit(e.currentTarget.value);
          }}
        />
        {stepper(1)}
        <button
          type="submit"
          className="qty__update btn btn--secondary btn--s"
          hidden={hydrated}
          aria-label={t("cart.qty.updateFor", { name })}
        >
          {t("cart.qty.update")}
        </button>
      </form>
      {([-1, 1] as const).map((delta) => (
        <form key={delta} id={`${formId}-${delta > 0 ? "inc" : "dec"}`} method="post" action={formAction} hidden>
          <input type="hidden" name="intent" value="update-qty" />
          <input type="hidden" name="itemId" value={itemId} />
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name="qty" value={qty} />
          <input type="hidden" name="step" value={delta} />
        </form>
      ))}
    </div>
  );
}
