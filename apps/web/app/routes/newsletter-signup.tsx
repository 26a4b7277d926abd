import { data } from "react-router";
import { NewsletterSignupForm, type SignupResult } from "../features/newsletter/NewsletterSignupForm.tsx";
import { type ConfirmResult, confirmSignupAction, signupAction } from "../features/newsletter/newsletter.server.ts";
import type { NewsletterKey } from "../features/newsletter/messages.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { useLocaleTools } from "../lib/locale.ts";
import { Button } from "../ui/Button.tsx";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-signup";

export const handle: RouteHandle = { noindex: true };

/** ?confirm=<token>: the mailed double opt-in link (ADR 0015 addendum); the button confirms. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("confirm");
  const confirmToken = token && token.length <= 100 ? token : null;
  return data({ confirmToken }, confirmToken ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

/** The signup form's post without JavaScript (from this page or the footer), or the confirm button. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") === "confirm")
    return { kind: "confirm" as const, ...(await confirmSignupAction(form, context)) };
  return signupAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT<NewsletterKey>(matches);
  return [
    { title: t("newsletter.page.documentTitle") },
    { name: "description", content: t("newsletter.page.description") },
    // The confirmation token never leaves in a Referer.
    { name: "referrer", content: "same-origin" },
  ];
}

function Confirmation({ token, result }: { token: string | null; result: ConfirmResult | undefined }) {
  const { url } = useLocaleTools();
  const t = useT<NewsletterKey>();
  if (result?.confirmed)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">{t("newsletter.confirm.doneTitle")}</h2>
        <p role="status">{t("newsletter.confirm.doneText")}</p>
      </section>
    );
  if (result)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">{t("newsletter.confirm.badTitle")}</h2>
        <p role="alert">{t("newsletter.confirm.badText")}</p>
      </section>
    );
  return (
    <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
      <h2 id="newsletter-confirm-title">{t("newsletter.confirm.title")}</h2>
      <p>{t("newsletter.confirm.text")}</p>
      <form method="post" action={url("/newsletter-signup")}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token ?? ""} />
        <Button type="submit">{t("newsletter.confirm.button")}</Button>
      </form>
    </section>
  );
}

/** SPEC §2 /newsletter-signup. */
export default function NewsletterSignupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const confirm = actionData && "kind" in actionData ? (actionData as ConfirmResult & { kind: "confirm" }) : undefined;
  const signup = actionData && !("kind" in actionData) ? (actionData as SignupResult) : undefined;
  const t = useT<NewsletterKey>();
  return (
    <main id="main" className="newsletter-page">
      <h1>{t("newsletter.page.title")}</h1>
      {loaderData.confirmToken || confirm ? <Confirmation token={loaderData.confirmToken} result={confirm} /> : null}
      <p>{t("newsletter.page.intro")}</p>
      <NewsletterSignupForm key={signup ? JSON.stringify(signup) : "new"} variant="page" result={signup} />
    </main>
  );
}
