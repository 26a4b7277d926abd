import {
  ERRORS,
  type PublicQuestion,
  type PublicReview,
  type ReviewPage,
  type ReviewSummary,
} from "@ironworks/contracts";
import type { AuditWriter } from "../../platform/audit.ts";
import {
  canAnswer,
  canModerate,
  isVerifiedBuyer,
  localeOfSite,
  moderationOnSubmit,
  type PurchasedLine,
  productsAwaitingReview,
  REVIEW_LIMITS,
  REVIEW_LINK_TTL_DAYS,
  REVIEW_PAGE_SIZE,
  type ReviewIssue,
  type ReviewSort,
  type ReviewStatus,
  reviewAspects,
  reviewIssues,
  type Site,
  SITES,
  isSiteCode,
  summarizeRatings,
  textIssue,
  HELPFUL_VOTES_PER_ADDRESS_PER_HOUR,
  verifyingLine,
} from "@ironworks/domain";
import type { Product } from "@ironworks/contracts";
import type { Cache } from "../../platform/cache.ts";
import { fieldsError, httpError, notFound } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { MailService } from "../mail/index.ts";
import { createTokenSigner } from "../../platform/signed-token.ts";
import type { Purchases, ReviewOrder } from "./reviews.purchases.ts";
import type { AnswerRow, QuestionRow, ReviewFilter, ReviewRow, ReviewsRepository } from "./reviews.repository.ts";
import { reviewInviteMail } from "./reviews.mail.ts";
import { PHOTO_LIMITS, type PhotoIssue, type PhotoType, preparePhoto } from "./reviews.photos.ts";
import { screenText } from "./reviews.screen.ts";

const PHOTO_MESSAGES: Record<PhotoIssue | "count", string> = {
  type: "Only JPEG or PNG photos can be added.",
  size: `A photo can be at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  empty: "The photo is empty.",
  damaged: "The photo could not be read.",
  count: `A review can have at most ${PHOTO_LIMITS.perReview} photos.`,
};

/** Who writes: a signed-in customer, or the buyer holding an order's mailed link. */
export type ReviewAuthor = { kind: "customer"; customerId: number } | { kind: "order"; order: ReviewOrder };

export interface StaffActor {
  id: number;
  email: string;
}

/** The back office's audit trail, written in the moderation's own transaction (ADR 0037). */
export type { AuditWriter };

interface CatalogPort {
  getProduct(id: number, site: Site, locale?: string): Promise<Product>;
}

export interface ReviewsDeps {
  repo: ReviewsRepository;
  purchases: Purchases;
  catalog: CatalogPort;
  cache: Cache;
  audit: AuditWriter;
  mail: MailService;
  linkKey: Buffer | string;
  publicBaseUrl: string;
  logger: Logger;
  now?: () => Date;
  /**
   * Announces that reviews of these products changed state (the change bus's "reviews" topic): every
   * process drops its cached summaries (`forget`) and the search index's stars and rating facet follow.
   */
  announce?: (productIds: number[]) => void;
}

const SUMMARY_TTL_MS = 60_000;
const LINK_TTL_MS = REVIEW_LINK_TTL_DAYS * 24 * 60 * 60_000;

/** Photo ids by review id (repo.photosOf). */
type PhotoIds = Map<string, string[]>;
export const photoUrl = (id: string) => `/svc_reviews/photos/${id}`;

export function toPublicReview(r: ReviewRow, photos: PhotoIds = new Map()): PublicReview {
  return {
    id: r.id,
    productId: r.productId,
    rating: r.rating,
    aspects: r.aspects,
    title: r.title,
    body: r.body,
    nickname: r.nickname,
    verified: r.verified,
    experiencedOn: r.experiencedOn,
    createdAt: r.createdAt.toISOString(),
    helpfulCount: r.helpfulCount,
    reply: r.replyBody && r.replyAt ? { body: r.replyBody, at: r.replyAt.toISOString() } : null,
    photos: (photos.get(r.id) ?? []).map((id) => ({ id, url: photoUrl(id) })),
  };
}

/** What the author (and the back office) sees of a review: its state and a rejection's reason too. */
export function toOwnReview(r: ReviewRow, photos: PhotoIds = new Map()) {
  return { ...toPublicReview(r, photos), status: r.status as ReviewStatus, rejectionReason: r.rejectionReason };
}

function toQuestion(q: QuestionRow, answers: AnswerRow[]): PublicQuestion {
  return {
    id: q.id,
    nickname: q.nickname,
    body: q.body,
    createdAt: q.createdAt.toISOString(),
    votes: q.votes,
    answers: answers.map((a) => ({
      id: a.id,
      nickname: a.nickname,
      body: a.body,
      by: a.authorKind === "staff" ? "staff" : "owner",
      createdAt: a.createdAt.toISOString(),
      votes: a.votes,
    })),
  };
}

/** 400 validation_error naming every offending field; `details.issues` carries keys for the forms. */
function invalid(issues: ReviewIssue[], prefix = ""): never {
  throw fieldsError(
    issues.map((i) => ({ field: `${prefix}${i.field}`, message: i.text })),
    issues[0]?.text,
    { issues: issues.map((i) => ({ ...i, field: `${prefix}${i.field}` })) },
  );
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * A shopper's question or answer: its name and text checked (400 naming the field), then screened;
 * clean text is published at once, the rest waits for a moderator.
 */
function checkedPost(input: { nickname?: unknown; body?: unknown }, field: "question" | "answer") {
  const issues = [
    textIssue("nickname", input.nickname, REVIEW_LIMITS.nickname),
    textIssue(field, input.body, REVIEW_LIMITS[field]),
  ].filter((i): i is ReviewIssue => i !== null);
  if (issues.length) invalid(issues);
  const findings = screenText(text(input.body), text(input.nickname));
  const status: ReviewStatus = Object.values(findings).some(Boolean) ? "pending" : "published";
  return { nickname: text(input.nickname), body: text(input.body), status, findings: { ...findings } };
}

/**
 * Reviews and questions (issue #23). Every review passes moderation: a verified buyer's clean text is
 * published at once, everything else waits for a moderator; a rejection keeps its reason, nothing is
 * deleted, and every moderator's move is audited in its own transaction.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { repo, purchases, catalog, cache } = deps;
  const now = deps.now ?? (() => new Date());
  const signer = createTokenSigner<{ v: 1; iat: number; o: string }>(deps.linkKey, LINK_TTL_MS);

  // Per product: the summary and the page head, dropped together when one of its reviews changes.
  const keyOf = (productId: number, part: "summary" | "head") => `reviews:p:${productId}:${part}`;
  const forget = (productId: number) => cache.deletePrefix(`reviews:p:${productId}:`);
  const changed = (productId: number) => {
    forget(productId);
    deps.announce?.([productId]);
  };

  async function summary(productId: number): Promise<ReviewSummary> {
    return cache.wrap(keyOf(productId, "summary"), SUMMARY_TTL_MS, async () => {
      const rows = await repo.distribution(productId);
      return summarizeRatings(rows.flatMap((r) => Array<number>(r.n).fill(r.rating)));
    });
  }

  async function product(productId: number, site: Site, locale?: string): Promise<Product> {
    return catalog.getProduct(productId, site, locale);
  }

  /** Lines with the product page they belong to (a size variant's line counts for its parent). */
  async function withParents(lines: PurchasedLine[], site: Site): Promise<PurchasedLine[]> {
    return Promise.all(
      lines.map(async (l) => {
        const p = await product(l.productId, site).catch(() => null);
        return p?.parentId ? { ...l, parentId: p.parentId } : l;
      }),
    );
  }

  const authorKeyOf = (author: ReviewAuthor) =>
    author.kind === "customer"
      ? `c:${author.customerId}`
      : author.order.customerId
        ? `c:${author.order.customerId}`
        : `e:${author.order.email.toLowerCase()}`;

  const today = () => now().toISOString().slice(0, 10);

  async function photosOf(rows: readonly ReviewRow[]): Promise<PhotoIds> {
    const map: PhotoIds = new Map();
    for (const p of await repo.photosOf(rows.map((r) => r.id)))
      map.set(p.reviewId, [...(map.get(p.reviewId) ?? []), p.id]);
    return map;
  }

  /** Writes (or edits) the author's one review of a product; validation first, nothing half-written. */
  async function write(
    author: ReviewAuthor,
    productId: number,
    input: Record<string, unknown>,
    ctx: { site: Site; locale: string; prefix?: string },
  ) {
    const p = await product(productId, ctx.site);
    const lines =
      author.kind === "customer"
        ? await withParents(await purchases.ofCustomer(author.customerId), ctx.site)
        : await withParents(author.order.lines, ctx.site);
    const line = verifyingLine(lines, productId);
    const aspects = reviewAspects({
      type: p.type,
      configurableAttributeCodes: p.configurableAttributes.map((a) => a.code),
    });
    const issues = reviewIssues(
      {
        rating: input.rating,
        title: input.title,
        body: input.body,
        nickname: input.nickname,
        experiencedOn: input.experiencedOn,
        aspects: (input.aspects as Record<string, unknown> | null | undefined) ?? null,
      },
      { aspects, today: today(), earliest: line?.orderedAt ?? null },
    );
    if (issues.length) invalid(issues, ctx.prefix);
    const verified = line !== null;
    const title = text(input.title);
    const body = text(input.body);
    const findings = screenText(title, body, text(input.nickname));
    const status = moderationOnSubmit({ verified, findings: { ...findings } });
    const { row, created } = await repo.upsert({
      productId,
      authorKey: authorKeyOf(author),
      customerId: author.kind === "customer" ? author.customerId : author.order.customerId,
      email: author.kind === "order" ? author.order.email : null,
      orderId: line?.orderId ?? null,
      verified,
      status,
      rating: Number(input.rating),
      aspects: Object.fromEntries(
        Object.entries((input.aspects as Record<string, unknown>) ?? {}).map(([k, v]) => [k, Number(v)]),
      ),
      title,
      body,
      nickname: text(input.nickname),
      locale: ctx.locale,
      experiencedOn: typeof input.experiencedOn === "string" && input.experiencedOn ? input.experiencedOn : null,
      findings: { ...findings },
      rejectionReason: null,
      publishedAt: status === "published" ? now() : null,
    });
    changed(productId);
    return { review: toOwnReview(row), created };
  }

  /** Adds photos to the review of `authorKey` (a signed-in customer's or a mailed link's buyer's). */
  async function addPhotosAs(authorKey: string, reviewId: string, files: Buffer[]) {
    const row = await repo.byId(reviewId);
    if (!row || row.authorKey !== authorKey) throw notFound("No such review");
    if (files.length === 0) throw fieldsError([{ field: "photos", message: "Choose a photo." }]);
    const prepared = files.map((f) => preparePhoto(f));
    const refused = prepared.flatMap((p, n) => ("issue" in p ? [{ n, issue: p.issue }] : []));
    if (refused.length)
      throw fieldsError(
        refused.map(({ n, issue }) => ({ field: `photos.${n}`, message: PHOTO_MESSAGES[issue] })),
        PHOTO_MESSAGES[refused[0]?.issue ?? "type"],
        { issues: refused.map(({ n, issue }) => ({ field: `photos.${n}`, key: `photo.${issue}` })) },
      );
    const ok = prepared.filter((p): p is { type: PhotoType; data: Buffer } => "data" in p);
    const saved = await repo.addPhotos(reviewId, ok, PHOTO_LIMITS.perReview);
    if (!saved) throw notFound("No such review");
    if (saved.refused)
      throw fieldsError([{ field: "photos", message: PHOTO_MESSAGES.count }], PHOTO_MESSAGES.count, {
        issues: [{ field: "photos", key: "photo.count", values: { max: PHOTO_LIMITS.perReview } }],
      });
    changed(row.productId);
    const photos = await photosOf([saved.row]);
    return toOwnReview(saved.row, photos);
  }

  async function orderOfToken(token: string): Promise<ReviewOrder> {
    const payload = signer.read(token, now().getTime());
    if (!payload) {
      // Tell an expired link from a forged one: the signature is right, only the age is not.
      const iat = tokenIat(token);
      const genuine = iat !== null && signer.read(token, iat) !== null;
      throw httpError(genuine ? ERRORS.reviewLinkExpired : ERRORS.reviewLinkInvalid);
    }
    const order = await purchases.order(payload.o);
    if (!order) throw httpError(ERRORS.reviewLinkInvalid);
    return order;
  }

  const siteOfOrder = (order: ReviewOrder): Site => (isSiteCode(order.site) ? SITES[order.site] : SITES.USA);

  async function assertVoteAllowed(address: string) {
    if ((await repo.votesFromAddress(address)) >= HELPFUL_VOTES_PER_ADDRESS_PER_HOUR)
      throw httpError(ERRORS.tooManyVotes);
  }

  async function vote(target: "review" | "question" | "answer", id: string, voter: string, address: string) {
    const exists =
      target === "review"
        ? (await repo.byId(id))?.status === "published"
        : target === "question"
          ? (await repo.questionById(id))?.status === "published"
          : (await repo.answerById(id))?.status === "published";
    if (!exists) throw notFound();
    await assertVoteAllowed(address);
    if (!(await repo.vote(target, id, voter, address))) throw httpError(ERRORS.alreadyVoted);
  }

  return {
    summary,

    /** Another process changed these products' reviews (the change bus): their cached summaries go. */
    forget(productIds?: readonly number[]) {
      if (productIds?.length) for (const id of productIds) forget(id);
      else cache.deletePrefix("reviews:p:");
    },

    /**
     * Published average (one decimal) and count per product, for tiles and the search facet (issue
     * #23); every product with a published review when `productIds` is absent.
     */
    async ratings(productIds?: readonly number[]): Promise<Map<number, { average: number; count: number }>> {
      const rows = await repo.ratings(productIds);
      return new Map(
        rows.map((r) => [r.productId, { average: Math.round((Number(r.sum) / r.n) * 10) / 10, count: r.n }]),
      );
    },

    /**
     * What the product page renders on the server (issue #23 item 4): the summary and the newest few
     * published reviews (the JSON-LD's), cached like the summary; the list itself loads on demand.
     */
    async head(productId: number): Promise<{ summary: ReviewSummary; top: PublicReview[] }> {
      return cache.wrap(keyOf(productId, "head"), SUMMARY_TTL_MS, async () => {
        const [s, { rows }] = await Promise.all([summary(productId), repo.page(productId, {}, "newest", 3, 0)]);
        const photos = await photosOf(rows);
        return { summary: s, top: rows.map((r) => toPublicReview(r, photos)) };
      });
    },

    /** The product page's list: published reviews with the summary, filters, search, sort, page. */
    async list(
      productId: number,
      query: ReviewFilter & { sort?: ReviewSort | undefined; page?: number | undefined; size?: number | undefined },
    ): Promise<ReviewPage> {
      const size = Math.min(query.size ?? REVIEW_PAGE_SIZE.default, REVIEW_PAGE_SIZE.max);
      const page = query.page ?? 1;
      const [s, { rows, total }] = await Promise.all([
        summary(productId),
        repo.page(productId, query, query.sort ?? "newest", size, (page - 1) * size),
      ]);
      const photos = await photosOf(rows);
      return { summary: s, reviews: rows.map((r) => toPublicReview(r, photos)), total, page, size };
    },

    /** A signed-in customer writes or edits their review of a product. */
    submit: (
      customerId: number,
      productId: number,
      input: Record<string, unknown>,
      ctx: { site: Site; locale: string },
    ) => write({ kind: "customer", customerId }, productId, input, ctx),

    /** The customer edits their own review by id; someone else's (or an unknown id) is 404. */
    async edit(customerId: number, id: string, input: Record<string, unknown>, ctx: { site: Site; locale: string }) {
      const row = await repo.byId(id);
      if (!row || row.authorKey !== `c:${customerId}`) throw notFound("No such review");
      return write({ kind: "customer", customerId }, row.productId, input, ctx);
    },

    /** /account/reviews: the customer's reviews (any state, a rejection's reason) and products waiting for one. */
    async mine(customerId: number, site: Site, locale: string) {
      const rows = await repo.ofAuthors([`c:${customerId}`]);
      const photos = await photosOf(rows);
      const lines = await withParents(await purchases.ofCustomer(customerId), site);
      const waiting = productsAwaitingReview(lines, new Set(rows.map((r) => r.productId)));
      const describe = async (id: number) => {
        const p = await product(id, site, locale).catch(() => null);
        return p ? { productId: id, name: p.name, url: p.url, thumbnail: p.thumbnail } : null;
      };
      const [reviewed, awaiting] = await Promise.all([
        Promise.all(rows.map(async (r) => ({ ...toOwnReview(r, photos), product: await describe(r.productId) }))),
        Promise.all(waiting.map(describe)),
      ]);
      return { reviews: reviewed, awaiting: awaiting.filter((p) => p !== null) };
    },

    vote,

    /**
     * The author adds photos to their review (JPEG or PNG by their bytes, at most PHOTO_LIMITS
     * each and per review, camera metadata removed). Any refusal names `photos.{n}` and writes
     * nothing. The review goes back to moderation: every photo passes the queue.
     */
    async addPhotos(customerId: number, reviewId: string, files: Buffer[]) {
      return addPhotosAs(`c:${customerId}`, reviewId, files);
    },

    /**
     * Photos through the mailed link (no sign-in): the link's buyer adds them to a review of theirs,
     * as a signed-in author would; another's review or an unknown id is 404.
     */
    async linkAddPhotos(token: string, reviewId: string, files: Buffer[]) {
      const order = await orderOfToken(token);
      return addPhotosAs(authorKeyOf({ kind: "order", order }), reviewId, files);
    },

    /**
     * A photo's bytes: anyone's while its review is published, the author's own always, staff's
     * through the console (`staff`). Otherwise 404, as for an unknown id.
     */
    async photo(id: string, viewer: { customerId?: number | null; staff?: boolean }) {
      const p = await repo.photo(id);
      const mine = viewer.customerId != null && p?.authorKey === `c:${viewer.customerId}`;
      if (!p || (p.status !== "published" && !mine && !viewer.staff)) throw notFound("No such photo");
      return { contentType: p.contentType, data: p.data, published: p.status === "published" };
    },

    // ---- the post-purchase link ---------------------------------------------------------------

    linkToken: (orderId: string) => signer.sign({ v: 1, o: orderId }, now().getTime()),

    /** /mps-review: every product of the order, with the buyer's review of it when there is one. */
    async linkView(token: string, locale: string) {
      const order = await orderOfToken(token);
      const site = siteOfOrder(order);
      const lines = await withParents(order.lines, site);
      const ids = [...new Set(lines.map((l) => l.parentId ?? l.productId))];
      const author = authorKeyOf({ kind: "order", order });
      const mine = new Map((await repo.ofAuthors([author])).map((r) => [r.productId, r]));
      const products = await Promise.all(
        ids.map(async (id) => {
          const p = await product(id, site, locale).catch(() => null);
          if (!p) return null;
          const own = mine.get(id);
          return {
            productId: id,
            name: p.name,
            url: p.url,
            thumbnail: p.thumbnail,
            aspects: reviewAspects({
              type: p.type,
              configurableAttributeCodes: p.configurableAttributes.map((a) => a.code),
            }),
            verified: isVerifiedBuyer(lines, id),
            review: own ? toOwnReview(own) : null,
          };
        }),
      );
      return {
        orderId: order.id,
        orderedAt: order.createdAt.toISOString().slice(0, 10),
        products: products.filter((p) => p !== null),
      };
    },

    /**
     * Rates the order's products in one post. Every review is checked first; any issue answers 400
     * naming `reviews.{n}.{field}` and nothing is written. A product not in the order is 404.
     */
    async linkSubmit(token: string, items: (Record<string, unknown> & { productId: number })[], locale: string) {
      const order = await orderOfToken(token);
      const site = siteOfOrder(order);
      const lines = await withParents(order.lines, site);
      const inOrder = new Set(lines.map((l) => l.parentId ?? l.productId));
      for (const item of items) if (!inOrder.has(item.productId)) throw notFound("This product is not in the order.");
      // Check all, then write all: a mistake in the second review leaves the first unwritten too.
      const all: ReviewIssue[] = [];
      const prefixed: { field: string; message: string; issue: ReviewIssue }[] = [];
      for (const [n, item] of items.entries()) {
        const p = await product(item.productId, site);
        const found = reviewIssues(
          { ...item, aspects: (item.aspects as Record<string, unknown> | null | undefined) ?? null },
          {
            aspects: reviewAspects({
              type: p.type,
              configurableAttributeCodes: p.configurableAttributes.map((a) => a.code),
            }),
            today: today(),
            earliest: verifyingLine(lines, item.productId)?.orderedAt ?? null,
          },
        );
        for (const i of found) prefixed.push({ field: `reviews.${n}.${i.field}`, message: i.text, issue: i });
        all.push(...found);
      }
      if (prefixed.length)
        throw fieldsError(
          prefixed.map(({ field, message }) => ({ field, message })),
          prefixed[0]?.message,
          { issues: prefixed.map(({ field, issue }) => ({ ...issue, field })) },
        );
      const saved = [];
      for (const item of items)
        saved.push(
          (await write({ kind: "order", order: { ...order, lines } }, item.productId, item, { site, locale })).review,
        );
      return { reviews: saved };
    },

    /**
     * After units of an order came back (the returns service's receipt): its buyer's badges on the
     * order's products are checked again, and a badge whose every bought unit is back goes (the
     * review itself stays as written and moderated). Returns how many badges went.
     */
    async recheckBadges(orderId: string): Promise<number> {
      const order = await purchases.order(orderId);
      if (!order) return 0;
      const site = siteOfOrder(order);
      const ofOrder = await withParents(order.lines, site);
      const lines = order.customerId ? await withParents(await purchases.ofCustomer(order.customerId), site) : ofOrder;
      const products = new Set(ofOrder.map((l) => l.parentId ?? l.productId));
      let dropped = 0;
      for (const r of await repo.ofAuthors([authorKeyOf({ kind: "order", order })])) {
        if (!r.verified || !products.has(r.productId) || isVerifiedBuyer(lines, r.productId)) continue;
        await repo.setVerified(r.id, false);
        changed(r.productId);
        dropped++;
      }
      return dropped;
    },

    /** Mails the review link for delivered orders that have not had it (idempotent; any process). */
    async inviteDelivered(limit = 50): Promise<number> {
      let sent = 0;
      for (const orderId of await purchases.deliveredUninvited(limit)) {
        const order = await purchases.order(orderId);
        if (!order) continue;
        const locale = localeOfSite(order.site, order.locale);
        const link = `${deps.publicBaseUrl.replace(/\/$/, "")}${locale.prefix}/mps-review?t=${encodeURIComponent(
          signer.sign({ v: 1, o: order.id }, now().getTime()),
        )}`;
        // The claim and the mail's job commit together (issue #18): one mail per order, retried until sent.
        const message = reviewInviteMail({
          to: order.email,
          orderId: order.id,
          link,
          days: REVIEW_LINK_TTL_DAYS,
          locale,
        });
        if (await repo.claimInvitation(orderId, (tx) => deps.mail.enqueue(tx, message))) sent++;
      }
      return sent;
    },

    // ---- questions and answers ----------------------------------------------------------------

    async questions(productId: number): Promise<{ questions: PublicQuestion[] }> {
      const { questions, answers } = await repo.publishedQuestions(productId, 50);
      return {
        questions: questions.map((q) =>
          toQuestion(
            q,
            answers.filter((a) => a.questionId === q.id),
          ),
        ),
      };
    },

    /** A signed-in shopper asks; clean text is published, the rest waits for a moderator. */
    async ask(customerId: number, productId: number, input: { nickname?: unknown; body?: unknown }, site: Site) {
      await product(productId, site);
      const post = checkedPost(input, "question");
      const row = await repo.insertQuestion({ productId, customerId, ...post });
      return { id: row.id, status: row.status as ReviewStatus };
    },

    /** A verified owner of the product answers (staff answer from the back office). */
    async answerAsOwner(
      customerId: number,
      questionId: string,
      input: { nickname?: unknown; body?: unknown },
      site: Site,
    ) {
      const q = await repo.questionById(questionId);
      if (q?.status !== "published") throw notFound("No such question");
      const lines = await withParents(await purchases.ofCustomer(customerId), site);
      if (!canAnswer({ staff: false, verifiedOwner: isVerifiedBuyer(lines, q.productId) }))
        throw httpError(ERRORS.answerNotAllowed);
      const { findings: _findings, ...post } = checkedPost(input, "answer");
      const row = await repo.insertAnswer({ questionId, authorKind: "owner", staffId: null, customerId, ...post });
      return { id: row.id, status: row.status as ReviewStatus };
    },

    // ---- the back office ----------------------------------------------------------------------

    async queue(status: ReviewStatus) {
      const [reviews, questions] = await Promise.all([repo.queue(status), repo.questionQueue(status)]);
      const photos = await photosOf(reviews);
      return {
        // Photos are moderated with their review: the queue shows them (served to staff by the console).
        reviews: reviews.map((r) => ({
          ...toOwnReview(r, photos),
          photos: (photos.get(r.id) ?? []).map((id) => ({ id, url: `/svc_staff/reviews/photos/${id}` })),
          findings: r.findings,
          email: r.email,
        })),
        questions: questions.map((q) => ({
          id: q.id,
          productId: q.productId,
          nickname: q.nickname,
          body: q.body,
          status: q.status,
          findings: q.findings,
          rejectionReason: q.rejectionReason,
          createdAt: q.createdAt.toISOString(),
        })),
      };
    },

    /** Publish or reject (with a reason, kept and shown to the author); audited in the same transaction. */
    async moderate(who: StaffActor, id: string, to: "published" | "rejected", reason?: string) {
      if (to === "rejected") {
        const issue = textIssue("reason", reason, REVIEW_LIMITS.reason);
        if (issue) invalid([issue]);
      }
      const row = await repo.db.transaction(async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw notFound("No such review");
        if (!canModerate(before.status as ReviewStatus, to)) throw httpError(ERRORS.reviewModerationConflict);
        const after = await repo.setStatus(tx, id, {
          status: to,
          rejectionReason: to === "rejected" ? text(reason) : null,
          publishedAt: to === "published" ? (before.publishedAt ?? now()) : before.publishedAt,
        });
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: to === "published" ? "review.publish" : "review.reject",
          targetType: "review",
          targetId: id,
          changes: {
            status: { before: before.status, after: to },
            ...(to === "rejected" ? { rejectionReason: { before: before.rejectionReason, after: text(reason) } } : {}),
          },
          detail: { productId: before.productId, rating: before.rating },
        });
        return after;
      });
      changed(row.productId);
      return toOwnReview(row);
    },

    async reply(who: StaffActor, id: string, body: string) {
      const issue = textIssue("reply", body, REVIEW_LIMITS.reply);
      if (issue) invalid([issue]);
      const row = await repo.db.transaction(async (tx) => {
        const before = await repo.lockById(tx, id);
        if (!before) throw notFound("No such review");
        const after = await repo.setReply(tx, id, text(body));
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "review.reply",
          targetType: "review",
          targetId: id,
          changes: { reply: { before: before.replyBody, after: text(body) } },
        });
        return after;
      });
      changed(row.productId); // the reply shows in the cached head of the product page
      return toOwnReview(row);
    },

    async moderateQuestion(who: StaffActor, id: string, to: "published" | "rejected", reason?: string) {
      if (to === "rejected") {
        const issue = textIssue("reason", reason, REVIEW_LIMITS.reason);
        if (issue) invalid([issue]);
      }
      return repo.db.transaction(async (tx) => {
        const before = await repo.questionById(id, tx);
        if (!before) throw notFound("No such question");
        if (!canModerate(before.status as ReviewStatus, to)) throw httpError(ERRORS.reviewModerationConflict);
        const after = await repo.setQuestionStatus(tx, id, to, to === "rejected" ? text(reason) : null);
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: to === "published" ? "question.publish" : "question.reject",
          targetType: "question",
          targetId: id,
          changes: { status: { before: before.status, after: to } },
        });
        return { id: after.id, status: after.status };
      });
    },

    async answerAsStaff(who: StaffActor, questionId: string, body: string) {
      const issue = textIssue("answer", body, REVIEW_LIMITS.answer);
      if (issue) invalid([issue]);
      return repo.db.transaction(async (tx) => {
        const q = await repo.questionById(questionId, tx);
        if (!q) throw notFound("No such question");
        const row = await repo.insertAnswer(
          {
            questionId,
            authorKind: "staff",
            staffId: who.id,
            customerId: null,
            nickname: "Ironworks",
            body: text(body),
            status: "published",
          },
          tx,
        );
        await deps.audit(tx, {
          staffId: who.id,
          staffEmail: who.email,
          action: "question.answer",
          targetType: "question",
          targetId: questionId,
          changes: { answer: { before: null, after: row.body } },
        });
        return { id: row.id, status: row.status };
      });
    },
  };
}

/** The issue time of a signed token's payload, unverified (only to tell "expired" from "forged"). */
function tokenIat(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as {
      iat?: unknown;
    };
    return typeof payload.iat === "number" ? payload.iat : null;
  } catch {
    return null;
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
