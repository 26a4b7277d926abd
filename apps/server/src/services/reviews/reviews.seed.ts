import { randomUUID } from "node:crypto";
import type { Db } from "@ironworks/db";
import { renderArtwork, type SeedData } from "@ironworks/seed";
import sharp from "sharp";
import { reviewAnswers, reviewPhotos, reviewQuestions, reviews } from "./reviews.schema.ts";

const CHUNK = 500;
const PHOTO = { width: 640, height: 480 } as const;

/**
 * Demo owners' photos of a product: its catalogue artwork rasterised once to 4:3, then each photo
 * framed a little differently (mirrored, lighter or darker) and encoded as a JPEG, so two owners'
 * photos of one product differ. Rasterising is the costly step, hence once per product.
 */
function ownerPhotos() {
  const bases = new Map<string, Promise<Buffer>>();
  return async (svg: string, variant: number): Promise<Buffer> => {
    let base = bases.get(svg);
    if (!base) {
      base = sharp(Buffer.from(svg), { density: 40 })
        .resize(PHOTO.width, PHOTO.height, { fit: "cover" })
        .flatten({ background: "#3a3734" })
        .raw()
        .toBuffer();
      bases.set(svg, base);
    }
    const raw = sharp(await base, { raw: { width: PHOTO.width, height: PHOTO.height, channels: 3 } });
    return (variant % 2 ? raw.flop() : raw)
      .modulate({ brightness: [0.94, 1.03, 0.88][variant % 3] as number, saturation: 0.85 })
      .jpeg({ quality: 74 })
      .toBuffer();
  };
}

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

  // Some owners' photos (published with their reviews, as after moderation).
  const thumbnails = new Map(data.products.map((p) => [p.id, p.thumbnail]));
  const photos: (typeof reviewPhotos.$inferInsert)[] = [];
  const ownerPhoto = ownerPhotos();
  for (const [n, r] of seed.reviews.entries()) {
    const thumbnail = thumbnails.get(r.productId);
    const svg = r.photos > 0 && thumbnail ? renderArtwork(thumbnail) : null;
    if (!svg) continue;
    for (let position = 0; position < r.photos; position++) {
      const bytes = await ownerPhoto(svg, n + position);
      photos.push({
        id: randomUUID(),
        reviewId: (rows[n] as { id: string }).id,
        position,
        contentType: "image/jpeg",
        data: bytes,
        bytes: bytes.length,
        createdAt: new Date(r.createdAt),
      });
    }
  }
  for (let i = 0; i < photos.length; i += 50) await db.insert(reviewPhotos).values(photos.slice(i, i + 50));
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
