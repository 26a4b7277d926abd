import { useState } from "react";
import { Button } from "../../../ui/Button.tsx";
import type { FormResult } from "../account.server.ts";
import { Field, FormAlert } from "../../../ui/Field.tsx";
import { useAccountForm } from "../use-account-form.ts";
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
  onDone(message: string): void;
  /** The token was refused (expired, used, unknown): the page offers a new link. */
  onTokenRefused(message: string): void;
}

/** New password + confirmation, each with Show/Hide; works before hydration through the route action. */
export function ResetPasswordForm({ token, action, result, onDone, onTokenRefused }: Props) {
  const form = useAccountForm<F>(
    "reset",
    RESET_PASSWORD_RULES,
    {},
    (result?.errors ?? {}) as Partial<Record<F, string>>,
  );
  const [message, setMessage] = useState(result?.ok ? undefined : result?.message);
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
    if (answer.error.code.startsWith("reset_token_")) return onTokenRefused(answer.error.message);
    const field = answer.error.fields.find((f) => f.field === "password" || f.field === "passwordConfirmation");
    if (field) form.setServerErrors({ [field.field]: `New Password ${field.message}.` });
    else setMessage(answer.error.message);
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
      <FormAlert id="reset-alert" message={message} />
      <Field
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. You will be signed out everywhere."
        error={form.error("password")}
        {...form.bind("password")}
      />
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={form.error("passwordConfirmation")}
        {...form.bind("passwordConfirmation")}
      />
      <Button type="submit" width="full" aria-disabled={busy || undefined}>
        {busy ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
