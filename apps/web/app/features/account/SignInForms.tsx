import {
  type CaptchaAction,
  type FieldLabelId,
  type FieldRule,
  REGISTER_RULES,
  SIGN_IN_RULES,
} from "@ironworks/domain";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Link, useNavigate } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { sendWithCaptcha } from "./account-api.ts";
import type { FormResult } from "./account.server.ts";
import { prepareCaptcha } from "./captcha.ts";
import { Field, FormAlert } from "../../ui/Field.tsx";
import { useSession } from "./SessionProvider.tsx";
import { useAccountForm } from "./use-account-form.ts";
import { type FormMessage, said, useSay } from "./form-message.ts";
import type { AccountKey } from "./messages.ts";
import { useT } from "../../lib/i18n/messages.ts";
import { useValidationText } from "./validation/issue-text.ts";

interface FieldSpec<F extends string> {
  name: F;
  labelId: FieldLabelId;
  type?: "text" | "email" | "password";
  autoComplete: string;
  hintKey?: AccountKey;
}

interface CaptchaFormProps<F extends string> {
  formId: "login" | "register";
  titleKey: AccountKey;
  submitLabel: AccountKey;
  busyLabel: AccountKey;
  rules: Record<F, readonly FieldRule[]>;
  fields: FieldSpec<F>[];
  api: "/svc_session/session/login" | "/svc_customer/customer";
  captcha: CaptchaAction;
  redirectTo: string;
  /** From a submit without JavaScript (the route action), when it was this form's. */
  result: FormResult | undefined;
}

/**
 * A captcha-guarded account form. Without JavaScript it posts to the /login route action; once
 * hydrated it validates in place, solves the captcha (started on the first keystroke) and sends
 * JSON to the API with the token in a header, then goes where the shopper was headed.
 */
function CaptchaForm<F extends string>(props: CaptchaFormProps<F>) {
  const { formId, rules, fields, result } = props;
  const form = useAccountForm<F>(
    formId,
    rules,
    (result?.values ?? {}) as Partial<Record<F, string>>,
    (result?.errors ?? {}) as Partial<Record<F, FormMessage>>,
  );
  const [message, setMessage] = useState<FormMessage | undefined>(result?.message);
  const t = useT<AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { url, href } = useLocaleTools();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const session = useSession();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(undefined);
    if (!form.check() || busy) return;
    setBusy(true);
    const body: Record<string, string> = Object.fromEntries(fields.map((f) => [f.name, form.values[f.name] ?? ""]));
    if (formId === "register") body.locale = locale.prefix;
    const answer = await sendWithCaptcha(props.api, props.captcha, body);
    if (answer.ok && answer.customer) {
      session.signedIn(answer.customer);
      navigate(href(props.redirectTo), { replace: true });
      return;
    }
    if (answer.ok) {
      // Registration: "check your inbox", the same for a new and a taken email (ADR 0011 addendum).
      navigate(href(registeredPath(props.redirectTo)), { replace: true });
      return;
    }
    setBusy(false);
    form.setServerErrors({});
    setMessage(said(answer.error.code, answer.error.message));
  }

  const alertId = `${formId}-alert`;
  return (
    <section className="account-card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t(props.titleKey)}</h2>
      <form
        method="post"
        action={url(
          props.redirectTo === "/account" ? "/login" : `/login?redirect=${encodeURIComponent(props.redirectTo)}`,
        )}
        noValidate
        data-hydrated={hydrated || undefined}
        onSubmit={onSubmit}
        onInput={() => prepareCaptcha(props.captcha)}
        aria-describedby={message ? alertId : undefined}
      >
        <input type="hidden" name="intent" value={formId} />
        <input type="hidden" name="redirect" value={props.redirectTo} />
        {formId === "register" && <input type="hidden" name="locale" value={locale.prefix} />}
        <FormAlert id={alertId} message={say(message)} />
        {fields.map((f) => (
          <Field
            key={f.name}
            label={label(f.labelId)}
            type={f.type}
            autoComplete={f.autoComplete}
            hint={f.hintKey && t(f.hintKey)}
            error={form.error(f.name)}
            {...form.bind(f.name)}
          />
        ))}
        <Button type="submit" width="full" aria-disabled={busy || undefined}>
          {busy ? t(props.busyLabel) : t(props.submitLabel)}
        </Button>
      </form>
    </section>
  );
}

export function SignInForm({ redirectTo, result }: { redirectTo: string; result: FormResult | undefined }) {
  return (
    <CaptchaForm
      formId="login"
      titleKey="account.signIn.title"
      submitLabel="account.signIn.submit"
      busyLabel="account.signIn.busy"
      rules={SIGN_IN_RULES}
      fields={[
        { name: "email", labelId: "email", type: "email", autoComplete: "username" },
        { name: "password", labelId: "password", type: "password", autoComplete: "current-password" },
      ]}
      api="/svc_session/session/login"
      captcha="login"
      redirectTo={redirectTo}
      result={result}
    />
  );
}

export function RegisterForm({ redirectTo, result }: { redirectTo: string; result: FormResult | undefined }) {
  return (
    <CaptchaForm
      formId="register"
      titleKey="account.register.title"
      submitLabel="account.register.submit"
      busyLabel="account.register.busy"
      rules={REGISTER_RULES}
      fields={[
        { name: "firstname", labelId: "firstname", autoComplete: "given-name" },
        { name: "lastname", labelId: "lastname", autoComplete: "family-name" },
        { name: "email", labelId: "email", type: "email", autoComplete: "email" },
        {
          name: "password",
          labelId: "password",
          type: "password",
          autoComplete: "new-password",
          hintKey: "account.password.hint",
        },
      ]}
      api="/svc_customer/customer"
      captcha="register"
      redirectTo={redirectTo}
      result={result}
    />
  );
}

/** Where a registration lands, new or taken email alike: /login?registered=1 (and the target). */
export function registeredPath(redirectTo: string): string {
  return redirectTo === "/account"
    ? "/login?registered=1"
    : `/login?registered=1&redirect=${encodeURIComponent(redirectTo)}`;
}

/**
 * After a registration: "check your inbox", the same words whether the email was new (a
 * confirmation link went out) or already had an account (the owner got a mail), and nobody is
 * signed in either way, so the page tells nobody which (ADR 0011 addendum).
 */
export function RegisteredNotice({ redirectTo }: { redirectTo: string }) {
  const { href } = useLocaleTools();
  const t = useT<AccountKey>();
  return (
    <section className="account-card" aria-labelledby="register-title">
      <h2 id="register-title">{t("account.register.title")}</h2>
      <p role="status" className="account-notice">
        {t("account.register.checkInbox")}
      </p>
      <p>
        <Link to={href(redirectTo)}>{t("account.continue")}</Link>
      </p>
    </section>
  );
}
