import type { PublicReview } from "@ironworks/contracts";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocale } from "../../lib/locale.ts";
import { Stars } from "./Stars.tsx";
import type { ReviewsKey } from "./messages.ts";
import { reviewDate } from "./review-format.ts";

const ASPECT_KEYS = {
  fit: "reviews.aspect.fit",
  quality: "reviews.aspect.quality",
  value: "reviews.aspect.value",
} as const;

/** One published review: stars, title, the badge, text (React escapes it), sub-ratings, dates, the store's reply. */
export function ReviewItem({ review, actions }: { review: PublicReview; actions?: ReactNode }) {
  const t = useT<ReviewsKey>();
  const { locale } = useLocale();
  return (
    <article className="review" data-testid="review" aria-labelledby={`review-${review.id}`}>
      <header className="review__head">
        <Stars rating={review.rating} size="s" />
        <h3 id={`review-${review.id}`} className="review__title">
          {review.title}
        </h3>
      </header>
      <p className="review__meta">
        <span>{t("reviews.by", { name: review.nickname })}</span>
        {review.verified ? (
          <span className="review__badge" data-testid="verified-badge">
            {t("reviews.verified")}
          </span>
        ) : null}
        <span>{t("reviews.date", { date: reviewDate(review.createdAt, locale) })}</span>
        {review.experiencedOn ? (
          <span>{t("reviews.experienced", { date: reviewDate(review.experiencedOn, locale) })}</span>
        ) : null}
      </p>
      <p className="review__body">{review.body}</p>
      {review.photos?.length ? (
        <ul className="review__photos" data-testid="review-photos">
          {review.photos.map((photo, n) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.url}
                  alt={t("reviews.photoAlt", { n: n + 1, name: review.nickname })}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {Object.keys(review.aspects).length ? (
        <ul className="review__aspects">
          {Object.entries(review.aspects).map(([aspect, rating]) => (
            <li key={aspect}>
              {t("reviews.aspect.rating", {
                aspect: t(ASPECT_KEYS[aspect as keyof typeof ASPECT_KEYS] ?? "reviews.aspect.quality"),
                rating,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-by">{t("reviews.reply")}</p>
          <p>{review.reply.body}</p>
        </div>
      ) : null}
      {actions}
    </article>
  );
}
