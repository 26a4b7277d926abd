import { fromMinor, toMinor } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { HttpError } from "../../platform/errors.ts";
import type { AppEnv } from "../../platform/http.ts";
import type { GiftcardService } from "./giftcard.service.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

export const IssueBody = z.object({
  amount: z.number().positive("must be positive").max(100_000, "is too large"),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code"),
});

/**
 * The local door `npm run giftcards -- issue 50 USD` uses while a server holds the PGlite data
 * directory: POST /_admin/giftcards/issue → 201 {code, balance, currency}. Same rules as the flags
 * door (ADR 0006): a loopback socket, no proxy headers, and the per-process admin token.
 */
export function giftcardAdminRoutes(
  giftcards: GiftcardService,
  options: { verify(authorization: string | undefined): boolean; socketAddress: (c: Context) => string | null },
) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const peer = options.socketAddress(c);
    const proxied = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
    if (!peer || !LOOPBACK.test(peer) || proxied) throw new HttpError(404, "not_found", "Not found");
    if (!options.verify(c.req.header("authorization")))
      throw new HttpError(401, "unauthorized", "A valid admin token is required");
    c.header("cache-control", "no-store");
    await next();
  });
  app.post("/issue", async (c) => {
    const body = await parseJsonBody(c, IssueBody);
    const code = await giftcards.issueStandalone({ amountMinor: toMinor(body.amount), currency: body.currency });
    return c.json({ code, balance: fromMinor(toMinor(body.amount)), currency: body.currency }, 201);
  });
  return app;
}
