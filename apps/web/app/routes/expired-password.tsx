import type { FormResult } from "../features/account/account.server.ts";
import { ForgotPasswordForm } from "../features/account/password/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "../features/account/password/password.server.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/expired-password";

export const handle: RouteHandle = { noindex: true };

/** Without JavaScript: the reset-mail form posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return forgotPasswordAction(form, context, localeFromRequest(request).locale.prefix);
}

export function meta() {
  return [{ title: "Your password has expired | Ironworks" }];
}

/** /expired-password (SPEC §2): the password must be renewed through a reset mail. */
export default function ExpiredPassword({ actionData }: Route.ComponentProps) {
  const { url } = useLocaleTools();
  return (
    <main id="main" className="account-page password-page">
      <h1>Your password has expired</h1>
      <section className="account-card" aria-labelledby="expired-title">
        <h2 id="expired-title">Set a new password</h2>
        <p>
          For your security, the password of your account has expired. Enter your email and we will send you a link to
          choose a new one. The link works once, for one hour.
        </p>
        <ForgotPasswordForm action={url("/expired-password")} result={actionData as FormResult | undefined} />
      </section>
    </main>
  );
}
