import { useT } from "../../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../../lib/locale.ts";
import type { AccountKey } from "../messages.ts";
import type { FormResult } from "../account.server.ts";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";

/**
 * "Forgot your password?" on /login: a disclosure (details/summary, so it opens without
 * JavaScript too) holding the reset-mail form. Open after a submit without JavaScript.
 */
export function ForgotPassword({ redirectTo, result }: { redirectTo: string; result: FormResult | undefined }) {
  const { url } = useLocaleTools();
  const t = useT<AccountKey>();
  const action = url(redirectTo === "/account" ? "/login" : `/login?redirect=${encodeURIComponent(redirectTo)}`);
  return (
    <details className="account-card forgot-password" id="forgot-password" open={result ? true : undefined}>
      <summary>{t("account.forgot.summary")}</summary>
      <p>{t("account.forgot.intro")}</p>
      <ForgotPasswordForm action={action} result={result} />
    </details>
  );
}
