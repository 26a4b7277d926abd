import { NewsletterSignupForm } from "../features/newsletter/NewsletterSignupForm.tsx";
import { signupAction } from "../features/newsletter/newsletter.server.ts";
import type { RouteHandle } from "../root.tsx";
import type { Route } from "./+types/newsletter-signup";

export const handle: RouteHandle = { noindex: true };

/** The signup form's post without JavaScript (from this page or the footer). */
export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context);
}

export function meta() {
  return [
    { title: "Newsletter Signup | Ironworks" },
    { name: "description", content: "Sign up for Ironworks emails: new gear, restocks and Rapid Fire deals." },
  ];
}

/** SPEC §2 /newsletter-signup. */
export default function NewsletterSignupRoute({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="newsletter-page">
      <h1>Newsletter Signup</h1>
      <p>Be the first to hear about new gear, restocks, events and Rapid Fire deals.</p>
      <NewsletterSignupForm key={actionData ? JSON.stringify(actionData) : "new"} variant="page" result={actionData} />
    </main>
  );
}
