import type { PublicQuestion, ReviewPage } from "@ironworks/contracts";
import type { ReviewIssueKey, SiteCode } from "@ironworks/domain";
import { type ApiResult, api, OFFLINE_ERROR, readError, sitePath, UNREADABLE_ERROR } from "../../lib/api.ts";
import type { ReviewsKey } from "./messages.ts";

export interface ReviewQuery {
  rating?: number | undefined;
  stars?: number | undefined;
  verified?: boolean | undefined;
  photos?: boolean | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
}

export function reviewQueryString(q: ReviewQuery): string {
  const p = new URLSearchParams();
  if (q.rating) p.set("rating", String(q.rating));
  if (q.stars) p.set("stars", String(q.stars));
  if (q.verified) p.set("verified", "1");
  if (q.photos) p.set("photos", "1");
  if (q.q?.trim()) p.set("q", q.q.trim());
  if (q.sort && q.sort !== "newest") p.set("sort", q.sort);
  if (q.page && q.page > 1) p.set("page", String(q.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export const fetchReviews = (site: SiteCode, productId: number, q: ReviewQuery) =>
  api.get<ReviewPage>(`/svc_reviews/products/${productId}/reviews${reviewQueryString(q)}`, { site });

export const fetchQuestions = (site: SiteCode, productId: number) =>
  api.get<{ questions: PublicQuestion[] }>(`/svc_reviews/products/${productId}/questions`, { site });

export const voteHelpful = (site: SiteCode, target: "review" | "question" | "answer", id: string) =>
  api.post<null>(`/svc_reviews/${target}s/${id}/helpful`, { site });

export const sendReview = (site: SiteCode, productId: number, body: Record<string, unknown>, locale: string) =>
  api.post<{ review: { id: string; status: string } }>(`/svc_reviews/products/${productId}/reviews?locale=${locale}`, {
    site,
    body,
    auth: true,
  });

export const askQuestion = (site: SiteCode, productId: number, body: { nickname: string; body: string }) =>
  api.post<{ status: string }>(`/svc_reviews/products/${productId}/questions`, { site, body, auth: true });

export const answerQuestion = (site: SiteCode, id: string, body: { nickname: string; body: string }) =>
  api.post<{ status: string }>(`/svc_reviews/questions/${id}/answers`, { site, body, auth: true });

/** A field's message key and values from a 400's `details.issues`. */
export type FieldMessages = Record<string, { key: ReviewsKey; values?: Record<string, number> }>;

export function issuesOf(result: ApiResult<unknown>): FieldMessages {
  if (result.ok) return {};
  const issues = (
    result.error.details as { issues?: { field: string; key: ReviewIssueKey; values?: Record<string, number> }[] }
  )?.issues;
  const out: FieldMessages = {};
  for (const i of issues ?? [])
    out[i.field] ??= { key: `reviews.issue.${i.key}`, ...(i.values ? { values: i.values } : {}) };
  return out;
}

/** The message for a failure that is not about a field. */
export function failureKey(result: ApiResult<unknown>): ReviewsKey {
  if (result.ok) return "reviews.unknown";
  if (result.status === 0) return "reviews.offline";
  if (result.error.code === "already_voted") return "reviews.helpful.already";
  if (result.error.code === "too_many_votes") return "reviews.helpful.limit";
  if (result.error.code === "answer_not_allowed") return "reviews.qa.notOwner";
  return "reviews.unknown";
}

/**
 * Adds photos to the signed-in author's review (multipart; the store sniffs and strips them). The
 * review then waits for a moderator with its photos.
 */
export async function sendPhotos(
  site: SiteCode,
  reviewId: string,
  files: readonly File[],
  /** The mailed link's token: the buyer adds photos without signing in. */
  linkToken?: string,
): Promise<ApiResult<unknown>> {
  const form = new FormData();
  for (const f of files) form.append("photos", f);
  const link = linkToken ? `link/${encodeURIComponent(linkToken)}/` : "";
  let res: Response;
  try {
    res = await fetch(sitePath(site, `/svc_reviews/${link}reviews/${encodeURIComponent(reviewId)}/photos`), {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE_ERROR, offline: true };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: body };
  return { ok: false, status: res.status, error: readError(body) ?? UNREADABLE_ERROR };
}
