import { data, redirect } from "react-router";
import { registerAction, signInAction, signOutAction } from "../features/account/account.server.ts";
import { safeRedirect } from "../features/account/account-pages.ts";
import { RegisteredNotice, RegisterForm, registeredPath, SignInForm } from "../features/account/SignInForms.tsx";
import { ForgotPassword } from "../features/account/password/ForgotPassword.tsx";
import { forgotPasswordAction } from "../features/account/password/password.server.ts";
import { accountTitle } from "../features/account/account-meta.ts";
import { said } from "../features/account/form-message.ts";
import { accountMessages } from "../features/account/messages.server.ts";
import type { AccountKey } from "../features/account/messages.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { noindex: true };

/** /login?redirect=…: a signed-in customer goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirect"));
  // After a registration ("check your inbox") the page looks the same for a new and a taken email.
  const registered = params.get("registered") === "1";
  const session = await context.session.find();
  if (session?.customerId && !registered) throw redirect(redirectTo);
  const messages = accountMessages(localeFromRequest(request).locale);
  return data({ redirectTo, registered, messages }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The loader's "private, no-store" reaches the response (no shared cache, nor the guest page cache, keeps it). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * The forms without JavaScript (and the header's Log Out everywhere): intent login, register or
 * logout. Success redirects (303) where the shopper was headed; a refusal re-renders with errors.
 * Redirect paths are router paths: React Router adds the locale basename (/gb, /de…) itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "logout") {
    await signOutAction(context);
    return redirect("/", 303);
  }
  if (intent === "forgot") return forgotPasswordAction(form, context, localeFromRequest(request).locale.prefix);
  const result =
    intent === "register"
      ? await registerAction(form, context)
      : intent === "login"
        ? await signInAction(form, context)
        : {
            form: "login",
            values: {},
            errors: {},
            message: said("choose_form", "Please choose sign in or create an account."),
          };
  if (!result) {
    const target = safeRedirect(typeof form.get("redirect") === "string" ? (form.get("redirect") as string) : null);
    return redirect(intent === "register" ? registeredPath(target) : target, 303);
  }
  return data(result, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.signIn.title");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as import("../features/account/account.server.ts").FormResult | undefined;
  const t = useT<AccountKey>();
  return (
    <main id="main" className="account-page login-page">
      <h1>{t("account.login.title")}</h1>
      <div className="login-page__forms">
        <SignInForm redirectTo={loaderData.redirectTo} result={result?.form === "login" ? result : undefined} />
        {loaderData.registered && !result ? (
          <RegisteredNotice redirectTo={loaderData.redirectTo} />
        ) : (
          <RegisterForm redirectTo={loaderData.redirectTo} result={result?.form === "register" ? result : undefined} />
        )}
      </div>
      <ForgotPassword redirectTo={loaderData.redirectTo} result={result?.form === "forgot" ? result : undefined} />
    </main>
  );
}
