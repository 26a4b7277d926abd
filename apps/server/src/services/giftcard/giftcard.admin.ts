import { fromMinor, toMinor } from "@ironworks/domain";
import { z } from "zod";
import { type AdminDoorOptions, adminDoor } from "../../platform/admin-door.ts";
import { parseJsonBody } from "../../platform/body.ts";
import type { GiftcardService } from "./giftcard.service.ts";

export const IssueBody = z.object({
  amount: z.number().positive("must be positive").max(100_000, "is too large"),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code"),
});

/**
 * The local door `npm run giftcards -- issue 50 USD` uses while a server holds the PGlite data
 * directory: POST /_admin/giftcards/issue → 201 {code, balance, currency}. Same rules as the flags
 * door (ADR 0006): a loopback socket, no proxy headers, and the per-process admin token.
 */
export function giftcardAdminRoutes(giftcards: GiftcardService, options: AdminDoorOptions) {
  const app = adminDoor(options);
  app.post("/issue", async (c) => {
    const body = await parseJsonBody(c, IssueBody);
    const code = await giftcards.issueStandalone({ amountMinor: toMinor(body.amount), currency: body.currency });
    return c.json({ code, balance: fromMinor(toMinor(body.amount)), currency: body.currency }, 201);
  });
  return app;
}
