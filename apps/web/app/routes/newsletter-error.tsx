import { Link } from "react-router";
import type { NewsletterKey } from "../features/newsletter/messages.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-error";

export const handle: RouteHandle = { noindex: true };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<NewsletterKey>(matches)("newsletter.failed.documentTitle") }];
}

/** SPEC §2 /newsletter-error: where a signup the store could not take ends up. */
export default function NewsletterErrorRoute() {
  const { href } = useLocaleTools();
  const t = useT<NewsletterKey>();
  return (
    <main id="main" className="newsletter-page">
      <h1>{t("newsletter.failed.title")}</h1>
      <p>{t("newsletter.failed.text")}</p>
      <p>
        <Link to={href("/newsletter-signup")}>{t("newsletter.failed.retry")}</Link>
      </p>
    </main>
  );
}
