import { SIGN_IN_RULES } from "@ironworks/domain";
import { data, Link, redirect } from "react-router";
import type { FormResult } from "../features/account/account.server.ts";
import { confirmRegistrationAction } from "../features/account/account.server.ts";
import { Field, FormAlert } from "../ui/Field.tsx";
import { useAccountForm } from "../features/account/use-account-form.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { type FormMessage, said, useSay } from "../features/account/form-message.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useValidationText } from "../features/account/validation/issue-text.ts";
import { useT } from "../lib/i18n/messages.ts";
import type { RouteHandle } from "../lib/seo.ts";
import { Button } from "../ui/Button.tsx";
import type { Route } from "./+types/account-confirm";

export const handle: RouteHandle = { noindex: true };

const RULES = { password: SIGN_IN_RULES.password };
const LINK_INVALID = said(
  "registration_link_invalid",
  "This link is no longer valid. Please create your account again.",
);

/**
 * /account/confirm/{token} (ADR 0011 addendum): the link mailed on registration, outside the
 * account guard. Opening it changes nothing (mail scanners follow links); the POST with the
 * password chosen at registration creates the account, signs in and goes to /account.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const check = await context.services.customer.checkConfirmation(params.token);
  const messages = accountMessages(localeFromRequest(request).locale);
  return data(
    check.state === "valid"
      ? { state: "valid" as const, email: check.email, messages }
      : { state: "invalid" as const, messages },
    {
      headers: { "Cache-Control": "private, no-store" },
    },
  );
}

/** Success redirects (303) to the new account; a refusal re-renders with its message. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await confirmRegistrationAction(await request.formData(), context, params.token);
  if (!result) return redirect("/account", 303);
  return data(result, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  // The token is in this page's URL: no Referer carries it off the store (same-origin, not
  // no-referrer: that sends Origin: null on the form post, which the CSRF check refuses).
  return [...accountTitle(matches, "account.confirm.title"), { name: "referrer", content: "same-origin" }];
}

export default function AccountConfirm({ loaderData, actionData, params }: Route.ComponentProps) {
  const result = actionData as (FormResult<"password"> & { code?: string }) | undefined;
  const spent = loaderData.state === "invalid" || result?.code === "registration_link_invalid";
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-page password-page">
      <h1>{t("account.confirm.title")}</h1>
      <section className="account-card" aria-labelledby="confirm-step">
        {spent ? (
          <LinkSpent message={result?.message ?? LINK_INVALID} />
        ) : (
          <ConfirmForm
            token={params.token}
            email={loaderData.state === "valid" ? loaderData.email : ""}
            result={result}
          />
        )}
      </section>
    </main>
  );
}

function LinkSpent({ message }: { message: FormMessage }) {
  const { href } = useLocaleTools();
  const t = useT<AccountKey>();
  const say = useSay();
  return (
    <>
      <h2 id="confirm-step">{t("account.confirm.spent")}</h2>
      <p role="alert" className="account-alert">
        {say(message)}
      </p>
      <Link to={href("/login")} className="password-page__next">
        {t("account.register.title")}
      </Link>
    </>
  );
}

/**
 * A plain form post (also once hydrated): the answer is a redirect to /account with the new
 * session cookie, so the whole page, header included, loads signed in. Hydrated, the password
 * is checked in place first (SPEC §5).
 */
function ConfirmForm({
  token,
  email,
  result,
}: {
  token: string;
  email: string;
  result: (FormResult<"password"> & { code?: string }) | undefined;
}) {
  const { url } = useLocaleTools();
  const hydrated = useHydrated();
  const form = useAccountForm<"password">("confirm", RULES, {}, result?.errors ?? {});
  const message = result?.message;
  const t = useT<AccountKey>();
  const say = useSay();
  const { label } = useValidationText();
  return (
    <>
      <h2 id="confirm-step">{t("account.confirm.submit")}</h2>
      <p>{t("account.confirm.text", { email })}</p>
      <form
        method="post"
        action={url(`/account/confirm/${token}`)}
        noValidate
        data-hydrated={hydrated || undefined}
        aria-describedby={message ? "confirm-alert" : undefined}
        onSubmit={(e) => {
          if (!form.check()) e.preventDefault();
        }}
      >
        <FormAlert id="confirm-alert" message={say(message)} />
        <Field
          label={label("password")}
          type="password"
          autoComplete="current-password"
          error={form.error("password")}
          {...form.bind("password")}
        />
        <Button type="submit" width="full">
          {t("account.confirm.submit")}
        </Button>
      </form>
    </>
  );
}
