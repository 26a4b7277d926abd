import type { PublicReview } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { reviewsJsonLd } from "./review-json-ld.ts";

const review = (over: Partial<PublicReview> = {}): PublicReview => ({
  id: "r1",
  productId: 1,
  rating: 4,
  aspects: {},
  title: "Solid",
  body: "Knurling is sharp and the sleeves spin well.",
  nickname: "Sam L.",
  verified: true,
  experiencedOn: null,
  createdAt: "2026-10-02T10:00:00.000Z",
  helpfulCount: 0,
  reply: null,
  photos: [],
  ...over,
});

describe("AggregateRating and Review JSON-LD (issue #23)", () => {
  it("says nothing without a published review (no empty or invented rating)", () => {
    expect(
      reviewsJsonLd({ summary: { count: 0, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, top: [] }),
    ).toEqual({});
    expect(reviewsJsonLd(null)).toEqual({});
  });

  it("gives ratingValue with reviewCount from the summary, and each shown review", () => {
    const ld = reviewsJsonLd({
      summary: { count: 2, average: 3.5, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 0 } },
      top: [review(), review({ id: "r2", rating: 3, nickname: "Kim" })],
    });
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        author: { "@type": "Person", name: "Sam L." },
        datePublished: "2026-10-02",
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
      }),
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 3 }) }),
    ]);
  });
});
