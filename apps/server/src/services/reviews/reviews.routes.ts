import { createHash } from "node:crypto";
import {
  AnswerInput,
  QuestionInput,
  ReviewInput,
  ReviewLinkSubmit,
  ReviewListQuery,
  TextLocale,
} from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { fieldsError } from "../../platform/errors.ts";
import { type AppEnv, IdParam, parseParam, parseQuery, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { ReviewsService } from "./reviews.service.ts";

const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "is not an id");
const Token = z.string().min(10, "is not a review link").max(400, "is not a review link");
const LocaleQuery = z.object({ locale: TextLocale.default("en") });

/**
 * /svc_reviews (issue #23), answers never cached (no-store: votes and the author's own state):
 * - GET /products/{id}/reviews?rating&stars&photos&verified&q&sort&page&size → {summary, reviews, total, page, size}
 * - GET /products/{id}/summary → {count, average, distribution}
 * - POST /products/{id}/reviews (customer) → 201 created | 200 edited (one review per customer and product)
 * - PUT /reviews/{id} (the author) → 200; someone else's or unknown → 404 not_found
 * - GET /mine (customer) → {reviews, awaiting}
 * - POST /reviews/{id}/helpful, /questions/{id}/helpful, /answers/{id}/helpful → 204; 409 already_voted
 *   (one per session), 429 too_many_votes (per client address an hour)
 * - GET /products/{id}/questions; POST /products/{id}/questions (customer) → 201 {id, status}
 * - POST /questions/{id}/answers (a verified owner) → 201; others 403 answer_not_allowed
 * - GET /link/{token} and POST /link/{token} {reviews:[…]}: the mailed post-purchase page, no sign-in;
 *   400 review_link_invalid, 410 review_link_expired
 * - POST /link/{token}/reviews/{id}/photos (multipart `photos`): the link's buyer adds photos to a
 *   review of theirs → 201 (the review back in the queue); another's review → 404
 * Bad input: 400 validation_error naming the field (`rating`, `body`, `reviews.1.rating`).
 */
export function reviewsRoutes(reviews: ReviewsService, options: { clientAddress: (c: Context) => string }) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);

  const productId = (c: Context) => parseParam(c.req.param("id"), IdParam, "id");
  const localeOf = (c: Context<AppEnv>) => parseQuery(c, LocaleQuery).locale;

  /** One vote per session (a signed-in customer, else the session token's hash, else the address). */
  async function voter(c: Context<AppEnv>): Promise<string> {
    const session = c.get("session");
    const info = await session.find();
    if (info?.customerId) return `c:${info.customerId}`;
    if (session.token) return `s:${createHash("sha256").update(session.token).digest("base64url")}`;
    return `a:${options.clientAddress(c)}`;
  }

  app.get("/products/:id/reviews", async (c) => {
    const id = productId(c);
    const { locale: _locale, ...query } = parseQuery(c, ReviewListQuery.extend({ locale: z.string().optional() }));
    return c.json(await reviews.list(id, query), 200);
  });
  app.get("/products/:id/summary", async (c) => c.json(await reviews.summary(productId(c)), 200));

  app.post("/products/:id/reviews", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = productId(c);
    const input = await parseJsonBody(c, ReviewInput);
    const result = await reviews.submit(customerId, id, input, { site: c.get("site"), locale: localeOf(c) });
    return c.json(result, result.created ? 201 : 200);
  });
  app.put("/reviews/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = parseParam(c.req.param("id"), Uuid, "id");
    const input = await parseJsonBody(c, ReviewInput);
    return c.json(await reviews.edit(customerId, id, input, { site: c.get("site"), locale: localeOf(c) }), 200);
  });
  // Photos (issue #23): multipart `photos` files (one or more), by the review's author.
  app.post("/reviews/:id/photos", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = parseParam(c.req.param("id"), Uuid, "id");
    const files = await uploadedPhotos(c);
    return c.json(await reviews.addPhotos(customerId, id, files), 201);
  });
  app.get("/photos/:id", async (c) => {
    const id = parseParam(c.req.param("id"), Uuid, "id");
    const info = await c.get("session").find();
    const photo = await reviews.photo(id, { customerId: info?.customerId ?? null });
    return photoAnswer(c, photo);
  });
  app.get("/mine", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json(await reviews.mine(customerId, c.get("site"), localeOf(c)), 200);
  });

  for (const target of ["review", "question", "answer"] as const)
    app.post(`/${target}s/:id/helpful`, async (c) => {
      const id = parseParam(c.req.param("id"), Uuid, "id");
      await reviews.vote(target, id, await voter(c), options.clientAddress(c));
      return c.body(null, 204);
    });

  app.get("/products/:id/questions", async (c) => c.json(await reviews.questions(productId(c)), 200));
  app.post("/products/:id/questions", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = productId(c);
    const input = await parseJsonBody(c, QuestionInput);
    return c.json(await reviews.ask(customerId, id, input, c.get("site")), 201);
  });
  app.post("/questions/:id/answers", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = parseParam(c.req.param("id"), Uuid, "id");
    const input = await parseJsonBody(c, AnswerInput);
    return c.json(await reviews.answerAsOwner(customerId, id, input, c.get("site")), 201);
  });

  app.get("/link/:token", async (c) =>
    c.json(await reviews.linkView(parseParam(c.req.param("token"), Token, "token"), localeOf(c)), 200),
  );
  // Photos through the mailed link (no sign-in): multipart `photos`, to a review of the link's buyer.
  app.post("/link/:token/reviews/:id/photos", async (c) => {
    const token = parseParam(c.req.param("token"), Token, "token");
    const id = parseParam(c.req.param("id"), Uuid, "id");
    const files = await uploadedPhotos(c);
    return c.json(await reviews.linkAddPhotos(token, id, files), 201);
  });
  app.post("/link/:token", async (c) => {
    const token = parseParam(c.req.param("token"), Token, "token");
    const { reviews: items } = await parseJsonBody(c, ReviewLinkSubmit);
    return c.json(await reviews.linkSubmit(token, items, localeOf(c)), 200);
  });

  return app;
}

/** The `photos` files of a multipart upload (bytes only; the type is sniffed, never trusted). */
export async function uploadedPhotos(c: Context): Promise<Buffer[]> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw fieldsError([{ field: "photos", message: "Send the photos as multipart/form-data." }]);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fieldsError([{ field: "photos", message: "The upload could not be read." }]);
  }
  const value = form.photos;
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const files: Buffer[] = [];
  for (const [n, item] of items.entries()) {
    if (!(item instanceof Blob)) throw fieldsError([{ field: `photos.${n}`, message: "is not a file" }]);
    files.push(Buffer.from(await item.arrayBuffer()));
  }
  return files;
}

/**
 * A photo's bytes as stored (metadata already removed), typed by what they were sniffed as and never
 * sniffed again by the browser; a published one may be cached, one awaiting moderation may not.
 */
export function photoAnswer(c: Context, photo: { contentType: string; data: Buffer; published: boolean }) {
  return c.body(new Uint8Array(photo.data), 200, {
    "content-type": photo.contentType,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": photo.published ? "public, max-age=3600" : "private, no-store",
  });
}
