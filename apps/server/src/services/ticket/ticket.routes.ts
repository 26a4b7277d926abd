import { Hono } from "hono";
import { privateAnswers } from "../../platform/body.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { TicketService } from "./ticket.service.ts";

/**
 * /svc_ticket (SPEC §7), customer-only, no-store:
 * - GET /tickets → 200 {tickets: [{_id, remainingUses, orderId, value, type, freeShipping, productId, createdAt}]}
 * - guests → 401 unauthorized 'Missing customer data'
 */
export function ticketRoutes(tickets: TicketService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);
  app.get("/tickets", async (c) => c.json({ tickets: await tickets.list(await requireCustomerId(c)) }, 200));
  return app;
}
