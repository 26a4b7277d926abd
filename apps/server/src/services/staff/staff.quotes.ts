import { QuoteMessageInput, StaffQuoteDecline, StaffQuoteOffer, StaffQuoteQuery } from "@ironworks/contracts";
import type { Context } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { parseParam, parseQuery } from "../../platform/http.ts";
import type { QuoteActor, ZeusService } from "../zeus/index.ts";
import type { StaffPrincipal } from "./staff.auth.ts";
import type { StaffEndpoint } from "./staff.permissions.ts";
import { auditingActor } from "./staff.repository.ts";

const QuoteId = z.string().regex(/^ZQ-[0-9A-F]{10}$/, "is not a quote id");

/** The quote service's actor for a staff member: every change audited in its own transaction. */
function quoteActor(who: StaffPrincipal): QuoteActor {
  return auditingActor(who, "quote");
}

type Handler<C> = (c: C, who: StaffPrincipal) => Promise<Response>;

/**
 * Custom quotes (issue #22 item 5) under /svc_staff/quotes, registered through the permission
 * table: support reads the queue, reviews, prices (lines, discount, freight, expiry), declines and
 * writes to the shopper.
 */
export function quoteEndpoints<C extends Context>(
  endpoint: (key: StaffEndpoint, handler: Handler<C>) => void,
  zeus: ZeusService,
) {
  const id = (c: C) => parseParam(c.req.param("id"), QuoteId, "id");
  endpoint("GET /quotes", async (c) => c.json(await zeus.queue(parseQuery(c, StaffQuoteQuery)), 200));
  endpoint("GET /quotes/:id", async (c) => c.json(await zeus.detail(id(c)), 200));
  endpoint("POST /quotes/:id/review", async (c, who) => {
    const quoteId = id(c);
    await parseJsonBody(c, z.object({}));
    return c.json(await zeus.review(quoteActor(who), quoteId), 200);
  });
  endpoint("POST /quotes/:id/offer", async (c, who) => {
    const quoteId = id(c);
    const input = await parseJsonBody(c, StaffQuoteOffer);
    return c.json(await zeus.offer(quoteActor(who), quoteId, input), 200);
  });
  endpoint("POST /quotes/:id/decline", async (c, who) => {
    const quoteId = id(c);
    const { reason } = await parseJsonBody(c, StaffQuoteDecline);
    return c.json(await zeus.decline(quoteActor(who), quoteId, reason), 200);
  });
  endpoint("POST /quotes/:id/messages", async (c, who) => {
    const quoteId = id(c);
    const { text } = await parseJsonBody(c, QuoteMessageInput);
    return c.json(await zeus.staffMessage(quoteActor(who), quoteId, text), 200);
  });
}
