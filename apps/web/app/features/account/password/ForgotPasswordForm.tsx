import { useState } from "react";
import { useLocale } from "../../../lib/locale.ts";
import { Button } from "../../../ui/Button.tsx";
import type { FormResult } from "../account.server.ts";
import { prepareCaptcha } from "../captcha.ts";
import { Field, FormAlert } from "../../../ui/Field.tsx";
import { useAccountForm } from "../use-account-form.ts";
import { type FormMessage, said, useSay } from "../form-message.ts";
import type { AccountKey } from "../messages.ts";
import { useT } from "../../../lib/i18n/messages.ts";
import { useValidationText } from "../validation/issue-text.ts";
import { emailIssue } from "@ironworks/domain";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { requestPasswordReset } from "./password-api.ts";
import { FORGOT_PASSWORD_RULES, RESET_MAIL_SENT } from "./password-rules.ts";

interface Props {
  /** The route action that handles intent "forgot" without JavaScript (a localized path). */
  action: string;
  /** From a submit without JavaScript, when it was this form's. */
  result: FormResult | undefined;
  submitLabel?: AccountKey;
}

/**
 * Asks for a password reset mail. Without JavaScript it posts to `action`; once hydrated it
 * validates in place (SPEC §5 email), solves the forgotpassword captcha and calls the API. The
 * answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ action, result, submitLabel = "account.forgot.submit" }: Props) {
  const form = useAccountForm<"email">(
    "forgot",
    FORGOT_PASSWORD_RULES,
    (result?.values ?? {}) as { email?: string },
    (result?.errors ?? {}) as { email?: FormMessage },
  );
  const [message, setMessage] = useState<FormMessage | undefined>(result?.ok ? undefined : result?.message);
  const [sent, setSent] = useState<FormMessage | undefined>(
    result?.ok ? (result.message ?? RESET_MAIL_SENT) : undefined,
  );
  const t = useT<AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { locale } = useLocale();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(undefined);
    if (!form.check() || busy) return;
    setBusy(true);
    const answer = await requestPasswordReset(form.values.email ?? "", locale.prefix);
    setBusy(false);
    if (answer.ok) {
      setSent(RESET_MAIL_SENT);
      return;
    }
    if (answer.error.fields.some((f) => f.field === "email"))
      form.setServerErrors({ email: emailIssue("@") ?? undefined });
    else setMessage(said(answer.error.code, answer.error.message));
  }

  if (sent)
    return (
      <p role="status" className="account-alert password-sent">
        {say(sent)}
      </p>
    );

  return (
    <form
      method="post"
      action={action}
      noValidate
      data-hydrated={hydrated || undefined}
      onSubmit={onSubmit}
      onInput={() => prepareCaptcha("forgotpassword")}
      aria-describedby={message ? "forgot-alert" : undefined}
    >
      <input type="hidden" name="intent" value="forgot" />
      <FormAlert id="forgot-alert" message={say(message)} />
      <Field
        label={label("email")}
        type="email"
        autoComplete="email"
        error={form.error("email")}
        {...form.bind("email")}
      />
      <Button type="submit" width="full" aria-disabled={busy || undefined}>
        {busy ? t("account.forgot.busy") : t(submitLabel)}
      </Button>
    </form>
  );
}
