import { useEffect, useId, useRef, useState } from "react";
import { useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import { prepareCaptcha } from "../../account/captcha.ts";
import {
  allocateGiftcards,
  amountAfterGiftcards,
  giftcardErrorMessage,
  MAX_GIFTCARDS,
  normaliseGiftcardCode,
  sameAllocation,
  sameGiftcardCode,
} from "./giftcard-allocation.ts";
import { checkGiftcardBalance } from "./payment-api.ts";
import type { AppliedGiftcard } from "./types.ts";

export interface GiftcardSectionProps {
  storeId: number;
  currency: string;
  applied: AppliedGiftcard[];
  /** What the cards may pay at most: the order's grand total. */
  maxAmount: number;
  onChange(applied: AppliedGiftcard[]): void;
}

const CODE = /^[A-Za-z0-9-]{4,32}$/;
const lastFour = (code: string) => code.replace(/[^A-Za-z0-9]/g, "").slice(-4);

/**
 * Gift cards at checkout: a code is checked at POST /svc_checkout/giftcard/balance (captcha
 * "giftcard") and pays min(balance, what is still due); several cards, each removable. When the
 * total changes the cards are shared again, in the order they were applied. No <form>: it sits
 * inside the page's; Enter in the code box applies. The page gives the heading.
 */
export function GiftcardSection(props: GiftcardSectionProps) {
  const { applied, maxAmount, onChange, currency } = props;
  const tools = useLocaleTools();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ applied, onChange });
  latest.current = { applied, onChange };

  // The total moved (shipping, tax, discount): share it out again.
  useEffect(() => {
    const { applied: current, onChange: change } = latest.current;
    const next = allocateGiftcards(current, maxAmount);
    if (!sameAllocation(current, next)) change(next);
  }, [maxAmount, applied]);

  const remaining = amountAfterGiftcards(maxAmount, applied);

  async function apply() {
    if (busy) return;
    const entered = normaliseGiftcardCode(code);
    const fail = (message: string) => {
      setError(message);
      setStatus("");
      inputRef.current?.focus();
    };
    if (!entered) return fail("Please enter your gift card code");
    if (!CODE.test(entered)) return fail(giftcardErrorMessage("validation_error"));
    if (applied.some((c) => sameGiftcardCode(c.code, entered))) return fail("This gift card is already applied.");
    if (applied.length >= MAX_GIFTCARDS) return fail(`You can use up to ${MAX_GIFTCARDS} gift cards on one order.`);
    if (remaining <= 0) return fail("Your gift cards already cover this order.");
    setBusy(true);
    setError(null);
    try {
      const answer = await checkGiftcardBalance(props.storeId, entered);
      if (!answer.ok) return fail(giftcardErrorMessage(answer.error.code, answer.error.message));
      if (answer.data.currency !== currency)
        return fail(`This gift card is in ${answer.data.currency} and cannot pay an order in ${currency}.`);
      if (answer.data.balance <= 0) return fail(giftcardErrorMessage("giftcard_balance_error"));
      const next = allocateGiftcards(
        [...latest.current.applied, { code: entered, balance: answer.data.balance }],
        maxAmount,
      );
      const added = next[next.length - 1]!;
      onChange(next);
      setCode("");
      setStatus(`Gift card ending in ${lastFour(entered)} applied: ${tools.price(added.amount)}.`);
    } finally {
      setBusy(false);
    }
  }

  function remove(card: AppliedGiftcard) {
    const next = allocateGiftcards(
      applied.filter((c) => c.code !== card.code),
      maxAmount,
    );
    onChange(next);
    setStatus(`Gift card ending in ${lastFour(card.code)} removed.`);
    inputRef.current?.focus();
  }

  return (
    <div className="giftcards" data-hydrated="true">
      {applied.length ? (
        <ul className="giftcards__list" aria-label="Applied gift cards">
          {applied.map((card) => (
            <li key={card.code} className="giftcards__item" data-giftcard={lastFour(card.code)}>
              <span className="giftcards__label">
                Gift card <span aria-hidden="true">•••• </span>
                <span className="visually-hidden">ending in </span>
                {lastFour(card.code)}
              </span>
              <span className="giftcards__amount">
                {card.amount > 0 ? `−${tools.price(card.amount)}` : "Not needed"}
                <span className="giftcards__balance"> (balance {tools.price(card.balance)})</span>
              </span>
              <Button
                variant="ghost"
                size="s"
                onClick={() => remove(card)}
                aria-label={`Remove gift card ending in ${lastFour(card.code)}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`account-field giftcards__entry${error ? " account-field--invalid" : ""}`}>
        <label htmlFor={inputId}>Gift Card Code</label>
        <div className="account-field__control">
          <input
            ref={inputRef}
            id={inputId}
            name="giftcardCode"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onFocus={() => prepareCaptcha("giftcard")}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              if (error) setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void apply();
              }
            }}
          />
          <Button variant="secondary" onClick={apply} aria-disabled={busy || undefined} className="giftcards__apply">
            {busy ? "Checking…" : "Apply"}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {applied.length ? (
        <p className="giftcards__remaining">
          Left to pay: <strong>{tools.price(remaining)}</strong>
        </p>
      ) : null}
    </div>
  );
}
