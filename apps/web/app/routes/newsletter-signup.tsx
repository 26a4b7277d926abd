import { data } from "react-router";
import { NewsletterSignupForm, type SignupResult } from "../features/newsletter/NewsletterSignupForm.tsx";
import { type ConfirmResult, confirmSignupAction, signupAction } from "../features/newsletter/newsletter.server.ts";
import type { SignupPageKey } from "../features/newsletter/signup-page/messages.ts";
import { signupPageCatalog } from "../features/newsletter/signup-page/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import { Button } from "../ui/Button.tsx";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-signup";

export const handle: RouteHandle = { noindex: true };

/** ?confirm=<token>: the mailed double opt-in link (ADR 0015 addendum); the button confirms. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("confirm");
  const confirmToken = token && token.length <= 100 ? token : null;
  const messages = pageMessages(localeFromRequest(request).locale, signupPageCatalog);
  return data(
    { confirmToken, messages },
    confirmToken ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** The signup form's post without JavaScript (from this page or the footer), or the confirm button. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === "confirm")
    return { kind: "confirm" as const, ...(await confirmSignupAction(form, context)) };
  return signupAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT<SignupPageKey>(matches);
  return [
    { title: t("signup-page.page.documentTitle") },
    { name: "description", content: t("signup-page.page.description") },
    // The confirmation token never leaves in a Referer.
    { name: "referrer", content: "same-origin" },
  ];
}

function Confirmation({ token, result }: { token: string | null; result: ConfirmResult | undefined }) {
  const { url } = useLocaleTools();
  const t = useT<SignupPageKey>();
  if (result?.confirmed)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">{t("signup-page.confirm.doneTitle")}</h2>
        <p role="status">{t("signup-page.confirm.doneText")}</p>
      </section>
    );
  if (result)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">{t("signup-page.confirm.badTitle")}</h2>
        <p role="alert">{t("signup-page.confirm.badText")}</p>
      </section>
    );
  return (
    <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
      <h2 id="newsletter-confirm-title">{t("signup-page.confirm.title")}</h2>
      <p>{t("signup-page.confirm.text")}</p>
      <form method="post" action={url("/newsletter-signup")}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token ?? ""} />
        <Button type="submit">{t("signup-page.confirm.button")}</Button>
      </form>
    </section>
  );
}

/** SPEC §2 /newsletter-signup. */
export default function NewsletterSignupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const confirm = actionData && "kind" in actionData ? (actionData as ConfirmResult & { kind: "confirm" }) : undefined;
  const signup = actionData && !("kind" in actionData) ? (actionData as SignupResult) : undefined;
  const t = useT<SignupPageKey>();
  return (
    <main id="main" className="newsletter-page">
      <h1>{t("signup-page.page.title")}</h1>
      {loaderData.confirmToken || confirm ? <Confirmation token={loaderData.confirmToken} result={confirm} /> : null}
      <p>{t("signup-page.page.intro")}</p>
      <NewsletterSignupForm key={signup ? JSON.stringify(signup) : "new"} variant="page" result={signup} />
    </main>
  );
}
