import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import type { SeedData } from "@ironworks/seed";
import { reviewAnswers, reviewQuestions, reviews } from "./reviews.schema.ts";

const CHUNK = 500;

/** The demo reviews and questions (packages/seed/src/reviews.ts), published as they would be after moderation. */
export async function seedReviews(db: Db, data: SeedData): Promise<void> {
  const seed = data.reviews;
  if (!seed) return;
  const rows = seed.reviews.map((r) => ({
    id: randomUUID(),
    productId: r.productId,
    authorKey: r.author,
    customerId: null,
    email: null,
    orderId: r.orderId,
    verified: r.verified,
    status: "published",
    rating: r.rating,
    aspects: r.aspects,
    title: r.title,
    body: r.body,
    nickname: r.nickname,
    locale: "en",
    experiencedOn: r.experiencedOn,
    findings: {},
    rejectionReason: null,
    replyBody: r.reply,
    replyAt: r.reply ? new Date(r.createdAt) : null,
    helpfulCount: r.helpfulCount,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.createdAt),
    publishedAt: new Date(r.createdAt),
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(reviews).values(rows.slice(i, i + CHUNK));
  const questions = seed.questions.map((q) => ({ q, id: randomUUID() }));
  if (questions.length)
    await db.insert(reviewQuestions).values(
      questions.map(({ q, id }) => ({
        id,
        productId: q.productId,
        customerId: null,
        nickname: q.nickname,
        body: q.body,
        status: "published",
        findings: {},
        createdAt: new Date(q.createdAt),
      })),
    );
  const answers = questions.filter(({ q }) => q.answer);
  if (answers.length)
    await db.insert(reviewAnswers).values(
      answers.map(({ q, id }) => ({
        id: randomUUID(),
        questionId: id,
        authorKind: "staff",
        staffId: null,
        customerId: null,
        nickname: "Ironworks",
        body: q.answer as string,
        status: "published",
        createdAt: new Date(q.createdAt),
      })),
    );
}
