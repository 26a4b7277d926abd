import { reviewPagesCatalog } from "../features/reviews/review-pages/messages.server.ts";
import type { ReviewPagesKey } from "../features/reviews/review-pages/messages.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/reviews-verification";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(localeFromRequest(request).locale, reviewPagesCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReviewPagesKey>(matches)("review-pages.verification.documentTitle") }];
}

const SECTIONS = [
  ["who", "review-pages.verification.who.heading", "review-pages.verification.who.text"],
  ["badge", "review-pages.verification.badge.heading", "review-pages.verification.badge.text"],
  ["moderation", "review-pages.verification.moderation.heading", "review-pages.verification.moderation.text"],
  ["rules", "review-pages.verification.rules.heading", "review-pages.verification.rules.text"],
  ["order", "review-pages.verification.order.heading", "review-pages.verification.order.text"],
] as const;

/** /reviews/verification: whether and how reviews are checked (EU Omnibus disclosure), linked from every product page. */
export default function ReviewsVerification() {
  const t = useT<ReviewPagesKey>();
  return (
    <main id="main" className="content-page reviews-verification">
      <h1>{t("review-pages.verification.title")}</h1>
      <p>{t("review-pages.verification.intro")}</p>
      {SECTIONS.map(([id, heading, text]) => (
        <section key={id} aria-labelledby={`verification-${id}`}>
          <h2 id={`verification-${id}`}>{t(heading)}</h2>
          <p>{t(text)}</p>
        </section>
      ))}
    </main>
  );
}
