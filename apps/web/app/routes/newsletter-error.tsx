import { Link } from "react-router";
import type { SignupPageKey } from "../features/newsletter/signup-page/messages.ts";
import { signupPageCatalog } from "../features/newsletter/signup-page/messages.server.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { RouteHandle } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-error";

export const handle: RouteHandle = { noindex: true };

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(localeFromRequest(request).locale, signupPageCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<SignupPageKey>(matches)("signup-page.failed.documentTitle") }];
}

/** SPEC §2 /newsletter-error: where a signup the store could not take ends up. */
export default function NewsletterErrorRoute() {
  const { href } = useLocaleTools();
  const t = useT<SignupPageKey>();
  return (
    <main id="main" className="newsletter-page">
      <h1>{t("signup-page.failed.title")}</h1>
      <p>{t("signup-page.failed.text")}</p>
      <p>
        <Link to={href("/newsletter-signup")}>{t("signup-page.failed.retry")}</Link>
      </p>
    </main>
  );
}
