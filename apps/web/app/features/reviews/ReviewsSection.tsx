import type { PublicReview, ReviewSummary } from "@ironworks/contracts";
import type { ReviewAspect } from "@ironworks/domain";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n/messages.ts";
import { useLocaleTools } from "../../lib/locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Stars } from "./Stars.tsx";
import { ReviewItem } from "./ReviewItem.tsx";
import type { ReviewsKey } from "./messages.ts";

// Below the fold and interactive: its code loads when the section comes near the screen (or on the button).
const ReviewsPanel = lazy(() => import("./ReviewsPanel.tsx"));

export interface ReviewsHead {
  summary: ReviewSummary;
  top: PublicReview[];
}

interface Props {
  productId: number;
  head: ReviewsHead;
  aspects: readonly ReviewAspect[];
}

/**
 * The product page's reviews (issue #23 item 4): the rating summary and its distribution and the
 * newest reviews are server-rendered (no script needed); filters, sorting, paging, votes, the form
 * and questions load on demand.
 */
export function ReviewsSection({ productId, head, aspects }: Props) {
  const t = useT<ReviewsKey>();
  const { url, number } = useLocaleTools();
  const { summary } = head;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || open || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setOpen(true);
      },
      { rootMargin: "300px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [open]);

  const max = Math.max(1, ...Object.values(summary.distribution));
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-heading" data-testid="reviews">
      <h2 id="reviews-heading">{t("reviews.heading")}</h2>
      <div className="reviews__summary" data-testid="rating-summary">
        {summary.count ? (
          <>
            <p className="reviews__average">
              <Stars rating={summary.average} />
              <span data-testid="rating-average">
                {t("reviews.summary.average", { average: number(summary.average) })}
              </span>
              <span data-testid="rating-count">{t("reviews.summary.count", { count: summary.count })}</span>
            </p>
            <ul className="reviews__distribution">
              {([5, 4, 3, 2, 1] as const).map((stars) => (
                <li key={stars} data-testid={`rating-bar-${stars}`}>
                  <span className="reviews__bar-label">
                    {t("reviews.summary.bar", { stars, count: summary.distribution[stars] })}
                  </span>
                  <span className="reviews__bar" aria-hidden="true">
                    <span style={{ width: `${(summary.distribution[stars] / max) * 100}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("reviews.summary.none")}</p>
        )}
        <p>
          <a href={url("/reviews/verification")}>{t("reviews.verification.link")}</a>
        </p>
      </div>
      <div ref={sentinel}>
        {open ? (
          <Suspense fallback={<p role="status">{t("reviews.loading")}</p>}>
            <ReviewsPanel productId={productId} aspects={aspects} />
          </Suspense>
        ) : (
          <>
            {head.top.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
            {hydrated ? (
              <button type="button" className="reviews__load" onClick={() => setOpen(true)}>
                {t("reviews.load")}
              </button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
