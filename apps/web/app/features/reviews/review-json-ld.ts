import type { ReviewsHead } from "./ReviewsSection.tsx";

/**
 * schema.org AggregateRating and Review for the product's JSON-LD (issue #23): only from published
 * reviews, and only when there is at least one (Google: ratingValue with reviewCount).
 */
export function reviewsJsonLd(head: ReviewsHead | null | undefined): Record<string, unknown> {
  if (!head || head.summary.count < 1) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: head.summary.average,
      reviewCount: head.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: head.top.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.nickname },
      datePublished: r.createdAt.slice(0, 10),
      name: r.title,
      reviewBody: r.body,
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
