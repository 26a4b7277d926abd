import { languageOf } from "@ironworks/domain";
import { accountTitle } from "../features/account/account-meta.ts";
import { requireAccountCustomer } from "../features/account/account-extras.server.ts";
import { ReviewItem } from "../features/reviews/ReviewItem.tsx";
import { reviewsCatalog } from "../features/reviews/messages.server.ts";
import { reviewPagesCatalog } from "../features/reviews/review-pages/messages.server.ts";
import type { ReviewPagesKey } from "../features/reviews/review-pages/messages.ts";
import type { ReviewsKey } from "../features/reviews/messages.ts";
import { pageMessages } from "../lib/i18n/catalog.server.ts";
import { useT } from "../lib/i18n/messages.ts";
import { localeFromRequest, useLocaleTools } from "../lib/locale.ts";
import type { Route } from "./+types/account.reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAccountCustomer(request, context);
  const { locale } = localeFromRequest(request);
  return {
    ...(await context.services.reviews.mine(me.customerId, me.site, languageOf(locale))),
    messages: pageMessages(locale, reviewsCatalog, reviewPagesCatalog),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountTitle(matches, "account.page.reviews.title");
}

const STATUS_KEYS = {
  pending: "reviews.status.pending",
  published: "reviews.status.published",
  rejected: "reviews.status.rejected",
} as const;

/** SPEC §2 /account/reviews (issue #23): the customer's reviews in every state, and delivered products waiting for one. */
export default function AccountReviews({ loaderData }: Route.ComponentProps) {
  const t = useT<ReviewsKey | ReviewPagesKey>();
  const { url } = useLocaleTools();
  const { reviews, awaiting } = loaderData;
  return (
    <main id="main" className="account-main account-reviews">
      <h1>{t("review-pages.account.title")}</h1>
      <section aria-labelledby="reviews-awaiting">
        <h2 id="reviews-awaiting">{t("review-pages.account.awaiting")}</h2>
        {awaiting.length ? (
          <ul className="account-reviews__awaiting" data-testid="reviews-awaiting">
            {awaiting.map((p) => (
              <li key={p.productId}>
                <a href={url(`${p.url}#reviews`)}>{t("review-pages.account.write", { name: p.name })}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("review-pages.account.awaitingNone")}</p>
        )}
      </section>
      <section aria-labelledby="reviews-mine">
        <h2 id="reviews-mine">{t("review-pages.account.mine")}</h2>
        {reviews.length ? null : <p>{t("review-pages.account.none")}</p>}
        {reviews.map((r) => (
          <div key={r.id} className="account-reviews__item" data-testid="my-review">
            {r.product ? (
              <p>
                <a href={url(`${r.product.url}#reviews`)}>{r.product.name}</a>
              </p>
            ) : null}
            <p className={`account-reviews__status account-reviews__status--${r.status}`}>
              {t(STATUS_KEYS[r.status])}
              {r.status === "rejected" && r.rejectionReason
                ? ` · ${t("reviews.status.reason", { reason: r.rejectionReason })}`
                : ""}
            </p>
            <ReviewItem review={r} />
            {r.product ? (
              <p>
                <a href={url(`${r.product.url}#reviews`)}>{t("review-pages.account.edit")}</a>
              </p>
            ) : null}
          </div>
        ))}
      </section>
    </main>
  );
}
