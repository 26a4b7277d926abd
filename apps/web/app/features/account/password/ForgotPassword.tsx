import { useLocaleTools } from "../../../lib/locale.ts";
import type { FormResult } from "../account.server.ts";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";

/**
 * "Forgot your password?" on /login: a disclosure (details/summary, so it opens without
 * JavaScript too) holding the reset-mail form. Open after a submit without JavaScript.
 */
export function ForgotPassword({ redirectTo, result }: { redirectTo: string; result: FormResult | undefined }) {
  const { url } = useLocaleTools();
  const action = url(redirectTo === "/account" ? "/login" : `/login?redirect=${encodeURIComponent(redirectTo)}`);
  return (
    <details className="account-card forgot-password" id="forgot-password" open={result ? true : undefined}>
      <summary>Forgot your password?</summary>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm action={action} result={result} />
    </details>
  );
}
