import { z } from "zod";

/**
 * /svc_ticket/tickets (SPEC §7, §3 customer.tickets / earnedProducts): discounts the customer
 * earned. Tickets are granted by orders and events (the ticket service's `grant`); the pricing
 * engine applies them as the earned-store reduction (@ironworks/domain earnedReductionFor).
 */
export const Ticket = z.object({
  _id: z.string(),
  remainingUses: z.number().int(),
  orderId: z.string().nullable(),
  /** Fixed: an amount in the store currency; percent: 0–100. */
  value: z.number(),
  type: z.enum(["percent", "fixed"]),
  freeShipping: z.boolean(),
  /** The one product the ticket reduces; null: every product of the earned store. */
  productId: z.number().nullable(),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketsResponse = z.object({ tickets: z.array(Ticket) });
export type TicketsResponse = z.infer<typeof TicketsResponse>;

/** What an order or event grants (service method, not an HTTP call). */
export const TicketGrant = z.object({
  remainingUses: z.number().int().min(1).max(1000),
  orderId: z.string().max(64).nullable().default(null),
  value: z.number().min(0).max(100_000),
  type: z.enum(["percent", "fixed"]),
  freeShipping: z.boolean().default(false),
  productId: z.number().int().min(1).nullable().default(null),
});
export type TicketGrant = z.input<typeof TicketGrant>;
