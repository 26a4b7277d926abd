/**
 * Product reviews and questions (issue #23): what a review may hold, who earns the verified-buyer
 * badge, what is published without a moderator, how ratings are summed up. One home for the rules
 * the server enforces and the storefront's forms check as the shopper types.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Bounds of what a shopper writes (characters, after trimming). */
export const REVIEW_LIMITS = {
  title: { min: 2, max: 120 },
  body: { min: 20, max: 5000 },
  nickname: { min: 2, max: 40 },
  question: { min: 10, max: 1000 },
  answer: { min: 2, max: 2000 },
  reply: { min: 2, max: 2000 },
  reason: { min: 3, max: 500 },
  search: { max: 100 },
} as const;

/** Review list paging (PowerReviews-style: 1–25 a page). */
export const REVIEW_PAGE_SIZE = { default: 10, max: 25 } as const;

/**
 * Sub-ratings ("aspects") a product type has. Sized goods (a configurable product chosen by size:
 * apparel, shoes, belts) are rated on fit; built equipment on build quality and value; gift cards and
 * programs have none.
 */
export const REVIEW_ASPECTS = ["fit", "quality", "value"] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export interface ReviewedProductShape {
  type: string;
  /** Codes of the attributes a configurable product is chosen by ("size", "color"). */
  configurableAttributeCodes?: readonly string[];
}

export function reviewAspects(product: ReviewedProductShape): ReviewAspect[] {
  if (product.type === "giftcard" || product.type === "virtual" || product.type === "downloadable") return [];
  const sized = (product.configurableAttributeCodes ?? []).some((c) => /size/i.test(c));
  return sized ? ["fit", "quality"] : ["quality", "value"];
}

/**
 * One bought line as the order history knows it. A line earns the badge when its order reached the
 * buyer (`delivered`) and not every unit came back (`returnedQty < qty`): the rule published on the
 * verification page (EU Omnibus disclosure).
 */
export interface PurchasedLine {
  orderId: string;
  productId: number;
  /** The configurable/bundle parent the line was bought through, when there is one. */
  parentId?: number | null;
  qty: number;
  returnedQty?: number;
  delivered: boolean;
  /** When the order was placed (ISO): the earliest possible date of experience. */
  orderedAt: string;
}

const linesOf = (lines: readonly PurchasedLine[], productId: number) =>
  lines.filter((l) => l.productId === productId || l.parentId === productId);

/** The line that makes the author a verified buyer of `productId`, or null. */
export function verifyingLine(lines: readonly PurchasedLine[], productId: number): PurchasedLine | null {
  return linesOf(lines, productId).find((l) => l.delivered && (l.returnedQty ?? 0) < l.qty) ?? null;
}

export const isVerifiedBuyer = (lines: readonly PurchasedLine[], productId: number): boolean =>
  verifyingLine(lines, productId) !== null;

/**
 * Who may write about a product: a signed-in customer or the holder of a post-purchase link may
 * always write (unverified without a delivered line — the badge tells readers which is which); an
 * existing review of theirs is edited, never duplicated.
 */
export type ReviewEligibility =
  | { allowed: true; mode: "create" | "edit"; verified: boolean }
  | { allowed: false; reason: "sign_in" };

export function reviewEligibility(input: {
  /** Signed in, or holding a valid post-purchase link. */
  identified: boolean;
  lines: readonly PurchasedLine[];
  productId: number;
  hasReview: boolean;
}): ReviewEligibility {
  if (!input.identified) return { allowed: false, reason: "sign_in" };
  return {
    allowed: true,
    mode: input.hasReview ? "edit" : "create",
    verified: isVerifiedBuyer(input.lines, input.productId),
  };
}

/** The products of an order that still wait for a review (delivered, not reviewed yet), in order. */
export function productsAwaitingReview(lines: readonly PurchasedLine[], reviewed: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (const l of lines) {
    const id = l.parentId ?? l.productId;
    if (l.delivered && !reviewed.has(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

// ---- validation -------------------------------------------------------------------------------

export type ReviewField =
  | "rating"
  | "title"
  | "body"
  | "nickname"
  | "experiencedOn"
  | `aspects.${ReviewAspect}`
  | "question"
  | "answer"
  | "reply"
  | "reason"
  | "q";

export type ReviewIssueKey = "required" | "tooShort" | "tooLong" | "rating" | "aspect" | "notAllowed" | "date";

export interface ReviewIssue {
  field: ReviewField;
  key: ReviewIssueKey;
  values?: { min?: number; max?: number };
  /** The API's English message. */
  text: string;
}

const LABEL: Record<string, string> = {
  rating: "rating",
  title: "title",
  body: "review",
  nickname: "name",
  experiencedOn: "date of experience",
  question: "question",
  answer: "answer",
  reply: "reply",
  reason: "reason",
  q: "search",
};

export function textIssue(
  field: ReviewField,
  value: unknown,
  bounds: { min?: number; max: number },
  required = true,
): ReviewIssue | null {
  const label = LABEL[field] ?? field;
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return required ? { field, key: "required", text: `Please enter your ${label}.` } : null;
  const length = [...text].length;
  if (bounds.min !== undefined && length < bounds.min)
    return {
      field,
      key: "tooShort",
      values: { min: bounds.min },
      text: `Your ${label} needs at least ${bounds.min} characters.`,
    };
  if (length > bounds.max)
    return {
      field,
      key: "tooLong",
      values: { max: bounds.max },
      text: `Your ${label} can have at most ${bounds.max.toLocaleString("en-US")} characters.`,
    };
  return null;
}

export function ratingIssue(field: "rating" | `aspects.${ReviewAspect}`, value: unknown): ReviewIssue | null {
  if (value === undefined || value === null || value === "")
    return field === "rating" ? { field, key: "required", text: "Please choose a star rating." } : null;
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === "number" && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX) return null;
  return {
    field,
    key: field === "rating" ? "rating" : "aspect",
    values: { min: RATING_MIN, max: RATING_MAX },
    text: `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
  };
}

export interface ReviewDraft {
  rating?: unknown;
  title?: unknown;
  body?: unknown;
  nickname?: unknown;
  experiencedOn?: unknown;
  aspects?: Record<string, unknown> | null;
}

/**
 * Every issue of a review draft, in form order. `aspects` lists the product's sub-ratings: any other
 * aspect is refused; the date of experience (YYYY-MM-DD) may not lie after `today` nor before
 * `earliest` (the order date when the review comes from an order).
 */
export function reviewIssues(
  draft: ReviewDraft,
  context: { aspects: readonly ReviewAspect[]; today: string; earliest?: string | null },
): ReviewIssue[] {
  const issues: (ReviewIssue | null)[] = [
    ratingIssue("rating", draft.rating),
    textIssue("title", draft.title, REVIEW_LIMITS.title),
    textIssue("body", draft.body, REVIEW_LIMITS.body),
    textIssue("nickname", draft.nickname, REVIEW_LIMITS.nickname),
  ];
  for (const [name, value] of Object.entries(draft.aspects ?? {})) {
    const field = `aspects.${name}` as `aspects.${ReviewAspect}`;
    if (!(context.aspects as readonly string[]).includes(name))
      issues.push({ field, key: "notAllowed", text: `This product is not rated on ${name}.` });
    else issues.push(ratingIssue(field, value));
  }
  const date = draft.experiencedOn;
  if (date !== undefined && date !== null && date !== "") {
    const ok = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date));
    if (!ok || (date as string) > context.today || (context.earliest && (date as string) < context.earliest))
      issues.push({ field: "experiencedOn", key: "date", text: "Please enter a date between your order and today." });
  }
  return issues.filter((i): i is ReviewIssue => i !== null);
}

// ---- moderation -------------------------------------------------------------------------------

export type ReviewStatus = "pending" | "published" | "rejected";

/** What the automatic screen found in a text; any finding sends the review to a moderator. */
export interface ScreenFindings {
  profanity: boolean;
  links: boolean;
  markup: boolean;
  shouting: boolean;
  repetition: boolean;
}

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|ru|io|biz|info|shop|xyz)\b|[\w.+-]+@[\w-]+\.\w{2,}/i;
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>/i;

/** The spam half of the screen (profanity is the library's, on the server). */
export function spamFindings(text: string): Omit<ScreenFindings, "profanity"> {
  const letters = text.replace(/[^\p{L}]/gu, "");
  const upper = letters.replace(/[^\p{Lu}]/gu, "").length;
  return {
    links: LINK.test(text),
    markup: MARKUP.test(text),
    shouting: letters.length >= 20 && upper / letters.length > 0.7,
    repetition: /(.)\1{7,}/u.test(text) || /\b(\w{3,})\b(?:\W+\1\b){4,}/iu.test(text),
  };
}

/**
 * Auto-publish rule: a verified buyer's review whose text passes the screen is published at once;
 * everything else waits in the moderation queue. No rating is held back for being low.
 */
export function moderationOnSubmit(input: { verified: boolean; findings: ScreenFindings }): ReviewStatus {
  const clean = !Object.values(input.findings).some(Boolean);
  return input.verified && clean ? "published" : "pending";
}

/** Moves a moderator may make. A rejection always keeps its reason; nothing is ever deleted. */
const MODERATION_MOVES: Record<ReviewStatus, readonly ReviewStatus[]> = {
  pending: ["published", "rejected"],
  published: ["rejected"],
  rejected: ["published"],
};

export const canModerate = (from: ReviewStatus, to: ReviewStatus): boolean => MODERATION_MOVES[from].includes(to);

// ---- summaries and filters --------------------------------------------------------------------

export interface RatingSummary {
  count: number;
  /** Mean rating, one decimal (0 when there is none). */
  average: number;
  /** Reviews per star, 1–5. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export function summarizeRatings(ratings: Iterable<number>): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < RATING_MIN || r > RATING_MAX) continue;
    distribution[r as 1 | 2 | 3 | 4 | 5]++;
    count++;
    sum += r;
  }
  return { count, average: count ? Math.round((sum / count) * 10) / 10 : 0, distribution };
}

/** SPEC §9: the rating filter fills up to 5 — choosing 4 shows 4 and 5 stars. */
export function ratingFilterStars(min: number): number[] {
  const from = Math.min(RATING_MAX, Math.max(RATING_MIN, Math.floor(min)));
  return Array.from({ length: RATING_MAX - from + 1 }, (_, i) => from + i);
}

export const REVIEW_SORTS = ["newest", "oldest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Helpful votes: one per review per session, and at most this many per client address an hour. */
export const HELPFUL_VOTES_PER_ADDRESS_PER_HOUR = 30;

/** The post-purchase review link (mailed after delivery) lives this long. */
export const REVIEW_LINK_TTL_DAYS = 60;

/** Who may answer a question: staff, or a verified owner of the product. */
export const canAnswer = (input: { staff: boolean; verifiedOwner: boolean }): boolean =>
  input.staff || input.verifiedOwner;
