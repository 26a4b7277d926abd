import { Link } from "react-router";
import { useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";

export const handle: RouteHandle = { noindex: true };

export function meta() {
  return [{ title: "Newsletter Signup Error | Ironworks" }];
}

/** SPEC §2 /newsletter-error: where a signup the store could not take ends up. */
export default function NewsletterErrorRoute() {
  const { href } = useLocaleTools();
  return (
    <main id="main" className="newsletter-page">
      <h1>We couldn't sign you up</h1>
      <p>Something went wrong on our side and your signup was not saved. Please try again in a moment.</p>
      <p>
        <Link to={href("/newsletter-signup")}>Try signing up again</Link>
      </p>
    </main>
  );
}
