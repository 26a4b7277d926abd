import { useState } from "react";
import { Button } from "../../../ui/Button.tsx";
import type { FormResult } from "../account.server.ts";
import { Field, FormAlert } from "../../../ui/Field.tsx";
import { useAccountForm } from "../use-account-form.ts";
import { type FormMessage, said, useSay } from "../form-message.ts";
import type { AccountKey } from "../messages.ts";
import { useT } from "../../../lib/i18n/messages.ts";
import { useValidationText } from "../validation/issue-text.ts";
import { newPasswordIssue } from "@ironworks/domain";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { resetPassword } from "./password-api.ts";
import { PASSWORD_CHANGED, PASSWORD_MISMATCH, RESET_PASSWORD_RULES } from "./password-rules.ts";

type F = "password" | "passwordConfirmation";

interface Props {
  token: string;
  /** The route's own path (localized): the form posts there without JavaScript. */
  action: string;
  result: (FormResult & { code?: string }) | undefined;
  /** The password was changed (shown by the page with a sign-in link). */
  onDone(message: FormMessage): void;
  /** The token was refused (expired, used, unknown): the page offers a new link. */
  onTokenRefused(message: FormMessage): void;
}

/** New password + confirmation, each with Show/Hide; works before hydration through the route action. */
export function ResetPasswordForm({ token, action, result, onDone, onTokenRefused }: Props) {
  const form = useAccountForm<F>(
    "reset",
    RESET_PASSWORD_RULES,
    {},
    (result?.errors ?? {}) as Partial<Record<F, FormMessage>>,
  );
  const [message, setMessage] = useState<FormMessage | undefined>(result?.ok ? undefined : result?.message);
  const t = useT<AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(undefined);
    if (!form.check() || busy) return;
    const password = form.values.password ?? "";
    const passwordConfirmation = form.values.passwordConfirmation ?? "";
    if (password !== passwordConfirmation) {
      form.setServerErrors({ passwordConfirmation: PASSWORD_MISMATCH });
      return;
    }
    setBusy(true);
    const answer = await resetPassword({ token, password, passwordConfirmation });
    setBusy(false);
    if (answer.ok) return onDone(PASSWORD_CHANGED);
    if (answer.error.code.startsWith("reset_token_"))
      return onTokenRefused(said(answer.error.code, answer.error.message));
    const field = answer.error.fields.find((f) => f.field === "password" || f.field === "passwordConfirmation");
    // The service's rule is the domain's: its refusal is the same issue the form can name.
    if (field)
      form.setServerErrors({
        [field.field]: newPasswordIssue(password, "newPassword") ?? said("check_entries", field.message),
      });
    else setMessage(said(answer.error.code, answer.error.message));
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      data-hydrated={hydrated || undefined}
      onSubmit={onSubmit}
      aria-describedby={message ? "reset-alert" : undefined}
    >
      <input type="hidden" name="intent" value="reset" />
      <FormAlert id="reset-alert" message={say(message)} />
      <Field
        label={label("newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("account.reset.hint")}
        error={form.error("password")}
        {...form.bind("password")}
      />
      <Field
        label={label("confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        error={form.error("passwordConfirmation")}
        {...form.bind("passwordConfirmation")}
      />
      <Button type="submit" width="full" aria-disabled={busy || undefined}>
        {busy ? t("account.saving") : t("account.reset.submit")}
      </Button>
    </form>
  );
}
