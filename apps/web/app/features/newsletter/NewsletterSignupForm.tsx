import { NEWSLETTER_RESET_MS } from "@ironworks/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale, useLocaleTools } from "../../lib/locale.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { NewsletterKey } from "./messages.ts";
import { submitSignup } from "./newsletter-client.ts";
import {
  chosenLists,
  EMPTY_SIGNUP,
  type SignupErrors,
  type SignupStatus,
  type SignupValues,
  signupErrors,
} from "./signup-state.ts";

export interface SignupResult {
  status: SignupStatus;
  values: SignupValues;
  errors: SignupErrors;
  /** Another address than the signed-in customer's: the mailed link confirms (double opt-in). */
  confirmationRequired?: boolean;
}

/**
 * Newsletter signup (SPEC §4/§5): idle → loading → success (cleared after 3 s, form reset) or
 * error. Email required; 'Please select a list to sign up.' once a list box was touched or a
 * submit tried. Hydrated, it posts JSON to /svc_ssr/submit/iterable; before hydration it is a
 * plain form post to /newsletter-signup, whose action answers with `result`.
 */
export function NewsletterSignupForm({
  variant,
  result,
}: {
  variant: "footer" | "page";
  /** A no-JavaScript post's answer (the /newsletter-signup action). */
  result?: SignupResult | undefined;
}) {
  const { url } = useLocaleTools();
  const { site, locale } = useLocale();
  const t = useT<NewsletterKey>();
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState<SignupValues>(result?.values ?? EMPTY_SIGNUP);
  const [touched, setTouched] = useState<Record<"email" | "lists", boolean>>({
    email: !!result?.errors.email,
    lists: !!result?.errors.lists,
  });
  const [status, setStatus] = useState<SignupStatus>(result?.status ?? "idle");
  const [confirmation, setConfirmation] = useState(result?.confirmationRequired ?? false);
  const emailRef = useRef<HTMLInputElement>(null);
  const firstListRef = useRef<HTMLInputElement>(null);
  const errors = signupErrors(values);
  const shown: SignupErrors = {
    email: touched.email ? errors.email : undefined,
    lists: touched.lists ? errors.lists : undefined,
  };

  // SPEC §4/§9: success is cleared after 3 s (the form was reset when it succeeded).
  useEffect(() => {
    if (status !== "success" || !hydrated) return;
    const timer = setTimeout(() => setStatus("idle"), NEWSLETTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, hydrated]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status === "loading") return;
    setTouched({ email: true, lists: true });
    if (errors.email) return emailRef.current?.focus();
    if (errors.lists) return firstListRef.current?.focus();
    setStatus("loading");
    const answer = await submitSignup(site.code, values.email.trim(), chosenLists(values), locale.prefix);
    if (answer) {
      setValues(EMPTY_SIGNUP);
      setTouched({ email: false, lists: false });
      setConfirmation(answer.confirmationRequired);
    }
    setStatus(answer ? "success" : "error");
  }

  const emailError = `${id}-email-error`;
  const listsError = `${id}-lists-error`;
  const page = variant === "page";
  return (
    <form
      method="post"
      action={url("/newsletter-signup")}
      className={page ? "newsletter newsletter--page" : "newsletter"}
      aria-labelledby={`${id}-title`}
      noValidate
      data-hydrated={hydrated || undefined}
      onSubmit={hydrated ? onSubmit : undefined}
    >
      {page ? (
        <h2 id={`${id}-title`} className="newsletter__title">
          {t("newsletter.title.page")}
        </h2>
      ) : (
        <h2 id={`${id}-title`} className="newsletter__title">
          {t("newsletter.title.footer")}
        </h2>
      )}
      <p className="newsletter__intro">{t("newsletter.intro")}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {t("newsletter.email")}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={320}
          required
          value={values.email}
          aria-invalid={shown.email ? true : undefined}
          aria-describedby={shown.email ? emailError : undefined}
          onChange={(e) => {
            const email = e.currentTarget.value;
            setValues((v) => ({ ...v, email }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        <button
          type="submit"
          className={buttonClass({ size: "m" }, "newsletter__submit")}
          aria-disabled={status === "loading" || undefined}
        >
          {t(status === "loading" ? "newsletter.submitting" : "newsletter.submit")}
        </button>
      </div>
      {shown.email ? (
        <p id={emailError} className="field-error newsletter__error">
          {t(shown.email)}
        </p>
      ) : null}
      <fieldset className="newsletter__lists" aria-describedby={shown.lists ? listsError : undefined}>
        <legend>{t("newsletter.sendMe")}</legend>
        <label>
          <input
            ref={firstListRef}
            type="checkbox"
            name="newsletter"
            value="1"
            checked={values.newsletter}
            onChange={(e) => {
              const newsletter = e.currentTarget.checked;
              setValues((v) => ({ ...v, newsletter }));
              setTouched((t) => ({ ...t, lists: true }));
            }}
          />{" "}
          {t("newsletter.list.newsletter")}
        </label>
        <label>
          <input
            type="checkbox"
            name="rapidfire"
            value="1"
            checked={values.rapidfire}
            onChange={(e) => {
              const rapidfire = e.currentTarget.checked;
              setValues((v) => ({ ...v, rapidfire }));
              setTouched((t) => ({ ...t, lists: true }));
            }}
          />{" "}
          {t("newsletter.list.rapidfire")}
        </label>
      </fieldset>
      {shown.lists ? (
        <p id={listsError} className="field-error newsletter__error">
          {t(shown.lists)}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="newsletter__status">
        {status === "success" ? (
          <p className="newsletter__success" data-testid="newsletter-success">
            {t(confirmation ? "newsletter.confirmSent" : "newsletter.success")}
          </p>
        ) : null}
      </div>
      {status === "error" ? (
        <p role="alert" className="newsletter__failure">
          {t("newsletter.failure")}
        </p>
      ) : null}
      <p className="newsletter__policy">{t("newsletter.policy")}</p>
    </form>
  );
}
