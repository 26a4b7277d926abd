import { useState } from "react";
import { data, Link } from "react-router";
import type { FormResult } from "../features/account/account.server.ts";
import { ForgotPasswordForm } from "../features/account/password/ForgotPasswordForm.tsx";
import { ResetPasswordForm } from "../features/account/password/ResetPasswordForm.tsx";
import { forgotPasswordAction, resetPasswordAction } from "../features/account/password/password.server.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { type FormMessage, said, useSay } from "../features/account/form-message.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/reset-password";

export const handle: RouteHandle = { noindex: true };

const REFUSED: Record<"expired" | "invalid", FormMessage> = {
  expired: said("reset_token_expired", "This password reset link has expired. Please request a new one."),
  invalid: said(
    "reset_token_invalid",
    "This password reset link is not valid or has already been used. Please request a new one.",
  ),
};

/** /account/reset-password/{token} (SPEC §2): outside the account layout, for signed-out shoppers. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const state = await context.services.passwordReset.checkToken(params.token);
  return data(
    { state, messages: accountMessages(localeFromRequest(request).locale) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The loader's "private, no-store" reaches the response (no shared cache, nor the guest page cache, keeps it). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Without JavaScript: intent reset (the new password) or forgot (a new link when this one is spent). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "forgot")
    return forgotPasswordAction(form, context, localeFromRequest(request).locale.prefix);
  const result = await resetPasswordAction(form, context, params.token);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  // The token is in this page's URL: no Referer carries it off the store. (Not no-referrer: that
  // sends Origin: null on the form post, which the CSRF check refuses.)
  return [...accountTitle(matches, "account.reset.title"), { name: "referrer", content: "same-origin" }];
}

export default function ResetPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const result = actionData as (FormResult & { code?: string }) | undefined;
  const { url, href } = useLocaleTools();
  const t = useT<AccountKey>();
  const say = useSay();
  const initialRefusal =
    result?.form === "reset" && result.code?.startsWith("reset_token_")
      ? result.message
      : loaderData.state === "valid"
        ? undefined
        : REFUSED[loaderData.state];
  const [refused, setRefused] = useState(initialRefusal);
  const [done, setDone] = useState(result?.form === "reset" && result.ok ? result.message : undefined);
  const path = url(`/account/reset-password/${params.token}`);

  return (
    <main id="main" className="account-page password-page">
      <h1>{t("account.reset.title")}</h1>
      <section className="account-card" aria-labelledby="password-step">
        {done ? (
          <>
            <h2 id="password-step">{t("account.reset.changed")}</h2>
            <p role="status" className="account-alert">
              {say(done)}
            </p>
            <Link to={href("/login")} className="password-page__next">
              {t("account.signIn.title")}
            </Link>
          </>
        ) : refused ? (
          <>
            <h2 id="password-step">{t("account.reset.newLink")}</h2>
            <p role="alert" className="account-alert">
              {say(refused)}
            </p>
            <ForgotPasswordForm action={path} result={result?.form === "forgot" ? result : undefined} />
          </>
        ) : (
          <>
            <h2 id="password-step">{t("account.reset.choose")}</h2>
            <ResetPasswordForm
              token={params.token}
              action={path}
              result={result?.form === "reset" ? result : undefined}
              onDone={setDone}
              onTokenRefused={setRefused}
            />
          </>
        )}
      </section>
    </main>
  );
}
