import { REVIEW_SORTS } from "@ironworks/domain";
import { z } from "zod";

/** Codes the reviews service answers besides validation_error and not_found (issue #23). */
export const REVIEW_ERROR_CODES = {
  /** A post-purchase link that is forged or garbled. */
  linkInvalid: "review_link_invalid",
  /** A post-purchase link past its 60 days. */
  linkExpired: "review_link_expired",
  /** Helpful votes from one address above the hourly bound. */
  tooManyVotes: "too_many_votes",
  /** A second helpful vote of one session on one review. */
  alreadyVoted: "already_voted",
  /** Only staff and verified owners answer questions. */
  answerNotAllowed: "answer_not_allowed",
  /** A moderation move the review's state does not allow (a pending review cannot go back to pending). */
  moderationConflict: "review_moderation_conflict",
} as const;

const flag = z.enum(["1", "true", "0", "false"]).transform((v) => v === "1" || v === "true");
const int = (min: number, max: number) =>
  z
    .string()
    .max(6, "must be a whole number")
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** GET …/products/{id}/reviews: filters (rating fills up to 5, stars exact), search, sort, page. */
export const ReviewListQuery = z.object({
  rating: int(1, 5).optional(),
  stars: int(1, 5).optional(),
  photos: flag.optional(),
  verified: flag.optional(),
  q: z.string().max(100, "must be at most 100 characters").optional(),
  sort: z.enum(REVIEW_SORTS).optional(),
  page: int(1, 10_000).optional(),
  size: int(1, 25).optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/**
 * A review as written. Shapes and outer bounds only: what a review may hold (stars 1–5, 20–5,000
 * characters…) is the domain's rule (reviewIssues), which names the field in its own words.
 */
const Stars = z.union([z.number(), z.string().max(10, "is not a rating")]);
export const ReviewInput = z.object({
  rating: Stars.optional(),
  title: z.string().max(1000, "must be at most 1,000 characters").optional(),
  body: z.string().max(10_000, "must be at most 10,000 characters").optional(),
  nickname: z.string().max(200, "must be at most 200 characters").optional(),
  experiencedOn: z.string().max(20, "is not a date").optional(),
  aspects: z
    .object({ fit: Stars.optional(), quality: Stars.optional(), value: Stars.optional() })
    .nullable()
    .optional(),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** POST /svc_reviews/link/{token}: one review per product of the order, in one post. */
export const ReviewLinkSubmit = z.object({
  reviews: z
    .array(ReviewInput.extend({ productId: z.number().int().min(1).max(2_147_483_647) }))
    .min(1, "must name at least one product")
    .max(50, "is too long"),
});

const Text = z.string().max(10_000, "must be at most 10,000 characters").optional();
export const QuestionInput = z.object({ nickname: Text, body: Text });
export const AnswerInput = z.object({ nickname: Text, body: Text });

/** Back office: moderate (publish or reject with a reason), reply in public, answer a question. */
export const StaffModerateRequest = z.object({
  status: z.enum(["published", "rejected"]),
  reason: z.string().max(500, "must be at most 500 characters").optional(),
});
export const StaffReplyRequest = z.object({ body: z.string().max(2000, "must be at most 2000 characters") });
export const StaffReviewQueueQuery = z.object({
  status: z.enum(["pending", "published", "rejected"]).optional(),
  kind: z.enum(["reviews", "questions"]).optional(),
});

export interface PublicReview {
  id: string;
  productId: number;
  rating: number;
  aspects: Record<string, number>;
  title: string;
  body: string;
  nickname: string;
  verified: boolean;
  experiencedOn: string | null;
  createdAt: string;
  helpfulCount: number;
  reply: { body: string; at: string } | null;
  /** Photos shown with the review (issue #23), in upload order; `url` serves the stored image. */
  photos: { id: string; url: string }[];
}

export interface ReviewSummary {
  count: number;
  average: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewPage {
  summary: ReviewSummary;
  reviews: PublicReview[];
  total: number;
  page: number;
  size: number;
}

export interface PublicAnswer {
  id: string;
  nickname: string;
  body: string;
  by: "staff" | "owner";
  createdAt: string;
  votes: number;
}

export interface PublicQuestion {
  id: string;
  nickname: string;
  body: string;
  createdAt: string;
  votes: number;
  answers: PublicAnswer[];
}
