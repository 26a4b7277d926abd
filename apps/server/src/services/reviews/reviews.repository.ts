import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { ratingFilterStars, type ReviewSort, type ReviewStatus } from "@ironworks/domain";
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  reviewAnswers,
  reviewInvitations,
  reviewPhotos,
  reviewQuestions,
  reviews,
  reviewVotes,
} from "./reviews.schema.ts";

export type ReviewRow = typeof reviews.$inferSelect;
export type QuestionRow = typeof reviewQuestions.$inferSelect;
export type AnswerRow = typeof reviewAnswers.$inferSelect;

export interface ReviewFilter {
  rating?: number | undefined;
  stars?: number | undefined;
  photos?: boolean | undefined;
  verified?: boolean | undefined;
  q?: string | undefined;
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

/** LIKE's own characters in a shopper's search are literal. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The only SQL on the reviews tables. */
export function createReviewsRepository(db: Db) {
  const published = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.status, "published"));

  function filtered(productId: number, f: ReviewFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [published(productId)];
    if (f.rating) parts.push(inArray(reviews.rating, ratingFilterStars(f.rating)));
    if (f.stars) parts.push(eq(reviews.rating, f.stars));
    if (f.verified) parts.push(eq(reviews.verified, true));
    if (f.photos)
      parts.push(sql`exists (select 1 from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`);
    if (f.q?.trim()) {
      const like = likeText(f.q.trim());
      parts.push(or(ilike(reviews.title, like), ilike(reviews.body, like)));
    }
    return and(...parts);
  }

  return {
    db,

    async distribution(productId: number): Promise<{ rating: number; n: number }[]> {
      return db
        .select({ rating: reviews.rating, n: count() })
        .from(reviews)
        .where(published(productId))
        .groupBy(reviews.rating);
    },

    /**
     * Published ratings per product (issue #23: tiles and the search facet): count and sum, for the
     * given products or all. One GROUP BY over the published partial index.
     */
    async ratings(productIds?: readonly number[]): Promise<{ productId: number; n: number; sum: number }[]> {
      if (productIds?.length === 0) return [];
      return db
        .select({ productId: reviews.productId, n: count(), sum: sql<number>`sum(${reviews.rating})::int` })
        .from(reviews)
        .where(
          and(eq(reviews.status, "published"), productIds ? inArray(reviews.productId, [...productIds]) : undefined),
        )
        .groupBy(reviews.productId);
    },

    /** The photos of these reviews (no bytes), in order. */
    async photosOf(reviewIds: readonly string[]): Promise<{ id: string; reviewId: string }[]> {
      if (reviewIds.length === 0) return [];
      return db
        .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId })
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
        .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
    },

    /** One photo with its review's state and author (who may see it before it is published). */
    async photo(id: string) {
      const [row] = await db
        .select({
          contentType: reviewPhotos.contentType,
          data: reviewPhotos.data,
          status: reviews.status,
          authorKey: reviews.authorKey,
        })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(eq(reviewPhotos.id, id));
      return row ?? null;
    },

    /**
     * Adds photos to a review after its current ones (the review row locked), unless that makes more
     * than `max`: then nothing is written and the answer is null. The review goes back to `pending`:
     * every photo passes moderation (a published review stays hidden until a moderator decides).
     */
    async addPhotos(reviewId: string, photos: { type: string; data: Buffer }[], max: number) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [locked] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
        if (!locked) return null;
        const [have] = await tx.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
        const n = have?.n ?? 0;
        if (n + photos.length > max) return { row: locked, added: [] as string[], refused: true };
        const rows = photos.map((p, i) => ({
          id: randomUUID(),
          reviewId,
          position: n + i,
          contentType: p.type,
          data: p.data,
          bytes: p.data.length,
        }));
        await tx.insert(reviewPhotos).values(rows);
        const [row] = await tx
          .update(reviews)
          .set({ status: "pending", updatedAt: new Date() })
          .where(eq(reviews.id, reviewId))
          .returning();
        return { row: row ?? locked, added: rows.map((r) => r.id), refused: false };
      });
    },

    async page(productId: number, f: ReviewFilter, sort: ReviewSort, limit: number, offset: number) {
      const where = filtered(productId, f);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...ORDER[sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: string, on: Db = db): Promise<ReviewRow | null> {
      const [row] = await on.select().from(reviews).where(eq(reviews.id, id));
      return row ?? null;
    },

    async lockById(tx: Db, id: string): Promise<ReviewRow | null> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      return row ?? null;
    },

    async byAuthor(productId: number, authorKey: string): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.authorKey, authorKey)));
      return row ?? null;
    },

    async ofAuthors(keys: string[]): Promise<ReviewRow[]> {
      if (!keys.length) return [];
      return db.select().from(reviews).where(inArray(reviews.authorKey, keys)).orderBy(desc(reviews.updatedAt));
    },

    /**
     * One review per author and product: a second write edits the first (the unique index makes two
     * concurrent first writes one row). Answers the row and whether it was created.
     */
    async upsert(
      row: Omit<ReviewRow, "id" | "createdAt" | "updatedAt" | "helpfulCount" | "replyBody" | "replyAt">,
    ): Promise<{ row: ReviewRow; created: boolean }> {
      const [saved] = await db
        .insert(reviews)
        .values({ ...row, id: randomUUID() })
        .onConflictDoUpdate({
          target: [reviews.productId, reviews.authorKey],
          set: {
            rating: row.rating,
            aspects: row.aspects,
            title: row.title,
            body: row.body,
            nickname: row.nickname,
            locale: row.locale,
            experiencedOn: row.experiencedOn,
            findings: row.findings,
            status: row.status,
            verified: row.verified,
            orderId: sql`coalesce(excluded.order_id, ${reviews.orderId})`,
            rejectionReason: null,
            publishedAt: row.publishedAt,
            updatedAt: sql`now()`,
          },
        })
        .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
      if (!saved) throw new Error("review not saved");
      const { created, ...out } = saved;
      return { row: out, created: Boolean(created) };
    },

    async setStatus(
      tx: Db,
      id: string,
      change: { status: ReviewStatus; rejectionReason: string | null; publishedAt: Date | null },
    ): Promise<ReviewRow> {
      const [row] = await tx
        .update(reviews)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      if (!row) throw new Error("review vanished");
      return row;
    },

    /** The badge only (a return took it away); the review's text and status stay as they are. */
    async setVerified(id: string, verified: boolean): Promise<void> {
      await db.update(reviews).set({ verified, updatedAt: sql`now()` }).where(eq(reviews.id, id));
    },

    async setReply(tx: Db, id: string, body: string): Promise<ReviewRow> {
      const [row] = await tx
        .update(reviews)
        .set({ replyBody: body, replyAt: sql`now()` })
        .where(eq(reviews.id, id))
        .returning();
      if (!row) throw new Error("review vanished");
      return row;
    },

    async queue(status: ReviewStatus, limit = 100): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.status, status))
        .orderBy(status === "pending" ? asc(reviews.createdAt) : desc(reviews.updatedAt))
        .limit(limit);
    },

    async questionQueue(status: ReviewStatus, limit = 100): Promise<QuestionRow[]> {
      return db
        .select()
        .from(reviewQuestions)
        .where(eq(reviewQuestions.status, status))
        .orderBy(asc(reviewQuestions.createdAt))
        .limit(limit);
    },

    /** Votes cast from an address in the last hour (the stuffing bound). */
    async votesFromAddress(address: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reviewVotes)
        .where(and(eq(reviewVotes.address, address), gt(reviewVotes.createdAt, sql`now() - interval '1 hour'`)));
      return row?.n ?? 0;
    },

    /** One vote per target and voter; false when this voter already voted. Bumps the target's count. */
    async vote(target: "review" | "question" | "answer", id: string, voter: string, address: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(reviewVotes)
          .values({ targetId: `${target}:${id}`, voter, address })
          .onConflictDoNothing()
          .returning({ voter: reviewVotes.voter });
        if (!inserted.length) return false;
        if (target === "review")
          await tx
            .update(reviews)
            .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
            .where(eq(reviews.id, id));
        else if (target === "question")
          await tx
            .update(reviewQuestions)
            .set({ votes: sql`${reviewQuestions.votes} + 1` })
            .where(eq(reviewQuestions.id, id));
        else
          await tx
            .update(reviewAnswers)
            .set({ votes: sql`${reviewAnswers.votes} + 1` })
            .where(eq(reviewAnswers.id, id));
        return true;
      });
    },

    async insertQuestion(
      row: Omit<QuestionRow, "id" | "createdAt" | "votes" | "rejectionReason">,
    ): Promise<QuestionRow> {
      const [saved] = await db
        .insert(reviewQuestions)
        .values({ ...row, id: randomUUID() })
        .returning();
      if (!saved) throw new Error("question not saved");
      return saved;
    },

    async questionById(id: string, on: Db = db): Promise<QuestionRow | null> {
      const [row] = await on.select().from(reviewQuestions).where(eq(reviewQuestions.id, id));
      return row ?? null;
    },

    async setQuestionStatus(tx: Db, id: string, status: ReviewStatus, reason: string | null): Promise<QuestionRow> {
      const [row] = await tx
        .update(reviewQuestions)
        .set({ status, rejectionReason: reason })
        .where(eq(reviewQuestions.id, id))
        .returning();
      if (!row) throw new Error("question vanished");
      return row;
    },

    async insertAnswer(row: Omit<AnswerRow, "id" | "createdAt" | "votes">, on: Db = db): Promise<AnswerRow> {
      const [saved] = await on
        .insert(reviewAnswers)
        .values({ ...row, id: randomUUID() })
        .returning();
      if (!saved) throw new Error("answer not saved");
      return saved;
    },

    async answerById(id: string): Promise<AnswerRow | null> {
      const [row] = await db.select().from(reviewAnswers).where(eq(reviewAnswers.id, id));
      return row ?? null;
    },

    async publishedQuestions(
      productId: number,
      limit: number,
    ): Promise<{ questions: QuestionRow[]; answers: AnswerRow[] }> {
      const questions = await db
        .select()
        .from(reviewQuestions)
        .where(and(eq(reviewQuestions.productId, productId), eq(reviewQuestions.status, "published")))
        .orderBy(desc(reviewQuestions.votes), desc(reviewQuestions.createdAt))
        .limit(limit);
      const answers = questions.length
        ? await db
            .select()
            .from(reviewAnswers)
            .where(
              and(
                inArray(
                  reviewAnswers.questionId,
                  questions.map((q) => q.id),
                ),
                eq(reviewAnswers.status, "published"),
              ),
            )
            .orderBy(desc(reviewAnswers.votes), asc(reviewAnswers.createdAt))
        : [];
      return { questions, answers };
    },

    /** Claims the order's invitation; false when another process (or an earlier sweep) did. */
    /** The order's invitation, once; `alsoInTx` runs in the claim's transaction (the mail's job, issue #18). */
    async claimInvitation(orderId: string, alsoInTx?: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(reviewInvitations)
          .values({ orderId })
          .onConflictDoNothing()
          .returning({ orderId: reviewInvitations.orderId });
        if (rows.length > 0) await alsoInTx?.(tx as unknown as Db);
        return rows.length > 0;
      });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
