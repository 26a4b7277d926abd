import { data } from "react-router";
import { NewsletterSignupForm, type SignupResult } from "../features/newsletter/NewsletterSignupForm.tsx";
import { type ConfirmResult, confirmSignupAction, signupAction } from "../features/newsletter/newsletter.server.ts";
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

export function meta() {
  return [
    { title: "Newsletter Signup | Ironworks" },
    { name: "description", content: "Sign up for Ironworks emails: new gear, restocks and Rapid Fire deals." },
    // The confirmation token never leaves in a Referer.
    { name: "referrer", content: "same-origin" },
  ];
}

function Confirmation({ token, result }: { token: string | null; result: ConfirmResult | undefined }) {
  const { url } = useLocaleTools();
  if (result?.confirmed)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">Subscription confirmed</h2>
        <p role="status">Thank you: your subscription is confirmed. Look out for our next email.</p>
      </section>
    );
  if (result)
    return (
      <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
        <h2 id="newsletter-confirm-title">This link does not work</h2>
        <p role="alert">
          This confirmation link is not valid, was already used or has expired. Sign up again below to get a new one.
        </p>
      </section>
    );
  return (
    <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
      <h2 id="newsletter-confirm-title">Confirm your subscription</h2>
      <p>One click and you are subscribed to the emails you asked for.</p>
      <form method="post" action={url("/newsletter-signup")}>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={token ?? ""} />
        <Button type="submit">Confirm my subscription</Button>
      </form>
    </section>
  );
}

/** SPEC §2 /newsletter-signup. */
export default function NewsletterSignupRoute({ loaderData, actionData }: Route.ComponentProps) {
  const confirm = actionData && "kind" in actionData ? (actionData as ConfirmResult & { kind: "confirm" }) : undefined;
  const signup = actionData && !("kind" in actionData) ? (actionData as SignupResult) : undefined;
  return (
    <main id="main" className="newsletter-page">
      <h1>Newsletter Signup</h1>
      {loaderData.confirmToken || confirm ? <Confirmation token={loaderData.confirmToken} result={confirm} /> : null}
      <p>Be the first to hear about new gear, restocks, events and Rapid Fire deals.</p>
      <NewsletterSignupForm key={signup ? JSON.stringify(signup) : "new"} variant="page" result={signup} />
    </main>
  );
}
