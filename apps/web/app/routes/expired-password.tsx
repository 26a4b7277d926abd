import type { FormResult } from "../features/account/account.server.ts";
import { ForgotPasswordForm } from "../features/account/password/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "../features/account/password/password.server.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/expired-password";

export const handle: RouteHandle = { noindex: true };

export function loader({ request }: Route.LoaderArgs) {
  return { messages: accountMessages(localeFromRequest(request).locale) };
}

/** Without JavaScript: the reset-mail form posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forgotPasswordAction(form, context, localeFromRequest(request).locale.prefix);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.expired.title");
}

/** /expired-password (SPEC §2): the password must be renewed through a reset mail. */
export default function ExpiredPassword({ actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-page password-page">
      <h1>{t("account.expired.title")}</h1>
      <section className="account-card" aria-labelledby="expired-title">
        <h2 id="expired-title">{t("account.expired.subtitle")}</h2>
        <p>{t("account.expired.text")}</p>
        <ForgotPasswordForm action={url("/expired-password")} result={actionData as FormResult | undefined} />
      </section>
    </main>
  );
}
