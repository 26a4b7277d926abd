import { formatPrice } from "@ironworks/domain";
import { useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../../ui/Button.tsx";
import { prepareCaptcha } from "../account/captcha.ts";
import { FormAlert } from "../../ui/Field.tsx";
import { checkGiftcardBalance, type GiftcardBalanceView, giftcardCodeError, giftcardErrorKey } from "./giftcard-api.ts";
import type { BalanceActionResult } from "./giftcard.server.ts";
import type { GiftcardKey } from "./messages.ts";

interface Props {
  /** The route action that answers without JavaScript (a localized path). */
  action: string;
  /** From a submit without JavaScript. */
  result: BalanceActionResult | undefined;
}

/**
 * The gift card balance check. Without JavaScript it posts to `action`; once hydrated it validates
 * in place, solves the giftcard captcha (started on the first keystroke) and calls the API.
 */
export function GiftcardBalanceForm({ action, result }: Props) {
  const { locale } = useLocale();
  const t = useT<GiftcardKey>();
  const hydrated = useHydrated();
  const [value, setValue] = useState(result?.value ?? "");
  const [fieldError, setFieldError] = useState(result && !result.ok ? result.fieldError : undefined);
  const [message, setMessage] = useState<GiftcardKey | undefined>(
    result && !result.ok && !result.fieldError ? giftcardErrorKey(result.code) : undefined,
  );
  const [card, setCard] = useState<GiftcardBalanceView | undefined>(result?.ok ? result.card : undefined);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setMessage(undefined);
    setCard(undefined);
    const error = giftcardCodeError(value);
    setFieldError(error);
    if (error) {
      document.getElementById("giftcard-code")?.focus();
      return;
    }
    setBusy(true);
    const answer = await checkGiftcardBalance(locale.site, value);
    setBusy(false);
    if (answer.ok) {
      setCard(answer.card);
      return;
    }
    if (answer.code === "validation_error") setFieldError("giftcard.error.format");
    else setMessage(giftcardErrorKey(answer.code));
  }

  const errorId = "giftcard-code-error";
  return (
    <div className="giftcard-balance">
      <form
        method="post"
        action={action}
        noValidate
        data-hydrated={hydrated || undefined}
        onSubmit={onSubmit}
        onInput={() => prepareCaptcha("giftcard")}
        aria-describedby={message ? "giftcard-alert" : undefined}
        aria-busy={busy || undefined}
      >
        <FormAlert id="giftcard-alert" message={message ? t(message) : undefined} />
        <div className={`account-field${fieldError ? " account-field--invalid" : ""}`}>
          <label htmlFor="giftcard-code">{t("giftcard.code")}</label>
          <div className="account-field__control">
            <input
              id="giftcard-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={value}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : "giftcard-code-hint"}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                if (fieldError) setFieldError(undefined);
              }}
            />
          </div>
          {fieldError ? (
            <p id={errorId} className="field-error">
              {t(fieldError)}
            </p>
          ) : (
            <p id="giftcard-code-hint" className="account-field__hint">
              {t("giftcard.hint")}
            </p>
          )}
        </div>
        <Button type="submit" width="full" aria-disabled={busy || undefined}>
          {t(busy ? "giftcard.checking" : "giftcard.check")}
        </Button>
      </form>
      <div className="giftcard-balance__result" role="status" aria-live="polite">
        {busy ? <p className="giftcard-balance__loading">{t("giftcard.loading")}</p> : null}
        {card ? (
          <p className="giftcard-balance__amount">
            <span className="giftcard-balance__code">{t("giftcard.card", { code: card.code })}</span>
            <strong>{t("giftcard.balance", { amount: formatPrice(card.balance, card.currency, locale) })}</strong>
          </p>
        ) : null}
      </div>
    </div>
  );
}
