import type { AppLoadContext } from "../../../lib/context.ts";
import { requireAccountCustomer } from "../account-extras.server.ts";

/** The customer's tickets (earned discounts), oldest first. */
export async function loadTickets(request: Request, context: AppLoadContext) {
  const me = await requireAccountCustomer(request, context);
  return { tickets: await context.services.tickets.list(me.customerId) };
}
