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
  app.post("/link/:token", async (c) => {
    const token = parseParam(c.req.param("token"), Token, "token");
    const { reviews: items } = await parseJsonBody(c, ReviewLinkSubmit);
    return c.json(await reviews.linkSubmit(token, items, localeOf(c)), 200);
  });

  return app;
}
