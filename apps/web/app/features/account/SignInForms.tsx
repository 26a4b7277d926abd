import { type CaptchaAction, type FieldRule, REGISTER_RULES, SIGN_IN_RULES } from "@ironworks/domain";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useNavigate } from "react-router";
import { Button } from "../../ui/Button.tsx";
import { useLocaleTools } from "../../lib/locale.ts";
import { sendWithCaptcha } from "./account-api.ts";
import type { FormResult } from "./account.server.ts";
import { prepareCaptcha } from "./captcha.ts";
import { Field, FormAlert } from "./Field.tsx";
import { useSession } from "./SessionProvider.tsx";
import { useAccountForm } from "./use-account-form.ts";

interface FieldSpec<F extends string> {
  name: F;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
}

interface CaptchaFormProps<F extends string> {
  formId: "login" | "register";
  title: string;
  submitLabel: string;
  busyLabel: string;
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
    (result?.errors ?? {}) as Partial<Record<F, string>>,
  );
  const [message, setMessage] = useState(result?.message);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { url, href } = useLocaleTools();
  const navigate = useNavigate();
  const session = useSession();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(undefined);
    if (!form.check() || busy) return;
    setBusy(true);
    const body = Object.fromEntries(fields.map((f) => [f.name, form.values[f.name] ?? ""]));
    const answer = await sendWithCaptcha(props.api, props.captcha, body);
    if (answer.ok) {
      session.signedIn(answer.customer);
      navigate(href(props.redirectTo), { replace: true });
      return;
    }
    setBusy(false);
    const errors: Partial<Record<F, string>> = {};
    if (answer.error.code === "email_taken") (errors as Record<string, string>).email = answer.error.message;
    form.setServerErrors(errors);
    if (Object.keys(errors).length === 0) setMessage(answer.error.message);
  }

  const alertId = `${formId}-alert`;
  return (
    <section className="account-card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{props.title}</h2>
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
        <FormAlert id={alertId} message={message} />
        {fields.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            hint={f.hint}
            error={form.error(f.name)}
            {...form.bind(f.name)}
          />
        ))}
        <Button type="submit" width="full" aria-disabled={busy || undefined}>
          {busy ? props.busyLabel : props.submitLabel}
        </Button>
      </form>
    </section>
  );
}

export function SignInForm({ redirectTo, result }: { redirectTo: string; result: FormResult | undefined }) {
  return (
    <CaptchaForm
      formId="login"
      title="Sign in"
      submitLabel="Sign in"
      busyLabel="Signing in…"
      rules={SIGN_IN_RULES}
      fields={[
        { name: "email", label: "Email", type: "email", autoComplete: "username" },
        { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
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
      title="Create an account"
      submitLabel="Create account"
      busyLabel="Creating your account…"
      rules={REGISTER_RULES}
      fields={[
        { name: "firstname", label: "First Name", autoComplete: "given-name" },
        { name: "lastname", label: "Last Name", autoComplete: "family-name" },
        { name: "email", label: "Email", type: "email", autoComplete: "email" },
        {
          name: "password",
          label: "Password",
          type: "password",
          autoComplete: "new-password",
          hint: "At least 8 characters.",
        },
      ]}
      api="/svc_customer/customer"
      captcha="register"
      redirectTo={redirectTo}
      result={result}
    />
  );
}
