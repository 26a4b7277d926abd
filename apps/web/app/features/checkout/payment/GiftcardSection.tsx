import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import { prepareCaptcha } from "../../account/captcha.ts";
import {
  allocateGiftcards,
  amountAfterGiftcards,
  type GiftcardErrorKey,
  giftcardErrorKey,
  MAX_GIFTCARDS,
  normaliseGiftcardCode,
  sameAllocation,
  sameGiftcardCode,
} from "./giftcard-allocation.ts";
import type { CheckoutKey } from "../messages.ts";
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
  const t = useT<CheckoutKey>();
  const problem = (key: GiftcardErrorKey) => t(`checkout.giftcard.error.${key}`);
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
    if (!entered) return fail(t("checkout.giftcard.enterCode"));
    if (!CODE.test(entered)) return fail(problem("invalid"));
    if (applied.some((c) => sameGiftcardCode(c.code, entered))) return fail(t("checkout.giftcard.alreadyApplied"));
    if (applied.length >= MAX_GIFTCARDS) return fail(t("checkout.giftcard.tooMany", { max: MAX_GIFTCARDS }));
    if (remaining <= 0) return fail(t("checkout.giftcard.covered"));
    setBusy(true);
    setError(null);
    try {
      const answer = await checkGiftcardBalance(props.storeId, entered);
      if (!answer.ok) {
        const key = giftcardErrorKey(answer.error.code);
        // A code of its own shows as it came (SPEC §8), else the page's words.
        return fail(key ? problem(key) : answer.error.message || problem("failed"));
      }
      if (answer.data.currency !== currency)
        return fail(t("checkout.giftcard.currency", { cardCurrency: answer.data.currency, currency }));
      if (answer.data.balance <= 0) return fail(problem("noBalance"));
      const next = allocateGiftcards(
        [...latest.current.applied, { code: entered, balance: answer.data.balance }],
        maxAmount,
      );
      const added = next[next.length - 1]!;
      onChange(next);
      setCode("");
      setStatus(t("checkout.giftcard.applied", { lastFour: lastFour(entered), amount: tools.price(added.amount) }));
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
    setStatus(t("checkout.giftcard.removed", { lastFour: lastFour(card.code) }));
    inputRef.current?.focus();
  }

  return (
    <div className="giftcards" data-hydrated="true">
      {applied.length ? (
        <ul className="giftcards__list" aria-label={t("checkout.giftcard.appliedList")}>
          {applied.map((card) => (
            <li key={card.code} className="giftcards__item" data-giftcard={lastFour(card.code)}>
              <span className="giftcards__label">
                {t("checkout.giftcard.card")} <span aria-hidden="true">•••• </span>
                <span className="visually-hidden">{t("checkout.giftcard.endingIn")} </span>
                {lastFour(card.code)}
              </span>
              <span className="giftcards__amount">
                {card.amount > 0 ? `−${tools.price(card.amount)}` : t("checkout.giftcard.notNeeded")}
                <span className="giftcards__balance">
                  {" "}
                  {t("checkout.giftcard.balance", { balance: tools.price(card.balance) })}
                </span>
              </span>
              <Button
                variant="ghost"
                size="s"
                onClick={() => remove(card)}
                aria-label={t("checkout.giftcard.removeLabel", { lastFour: lastFour(card.code) })}
              >
                {t("checkout.giftcard.remove")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`account-field giftcards__entry${error ? " account-field--invalid" : ""}`}>
        <label htmlFor={inputId}>{t("checkout.giftcard.codeLabel")}</label>
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
            {t(busy ? "checkout.giftcard.checking" : "checkout.giftcard.apply")}
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
          {t("checkout.giftcard.leftToPay")} <strong>{tools.price(remaining)}</strong>
        </p>
      ) : null}
    </div>
  );
}
