import { reviewsCatalog } from "../features/reviews/messages.server.ts";
import type { ReviewsKey } from "../features/reviews/messages.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { metaT, useT } from "../lib/i18n/messages.ts";
import { localeFromRequest } from "../lib/locale.ts";
import type { Route } from "./+types/reviews-verification";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(localeFromRequest(request).locale, reviewsCatalog) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT<ReviewsKey>(matches)("reviews.verification.documentTitle") }];
}

const SECTIONS = ["who", "badge", "moderation", "rules", "order"] as const;

/** /reviews/verification: whether and how reviews are checked (EU Omnibus disclosure), linked from every product page. */
export default function ReviewsVerification() {
  const t = useT<ReviewsKey>();
  return (
    <main id="main" className="content-page reviews-verification">
      <h1>{t("reviews.verification.title")}</h1>
      <p>{t("reviews.verification.intro")}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`verification-${s}`}>
          <h2 id={`verification-${s}`}>{t(`reviews.verification.${s}.heading`)}</h2>
          <p>{t(`reviews.verification.${s}.text`)}</p>
        </section>
      ))}
    </main>
  );
}
