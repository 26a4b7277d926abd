import { type Ticket, TicketGrant } from "@ironworks/contracts";
import { type EarnedReduction, earnedReductionFor, hasEarnedFreeShipping } from "@ironworks/domain";
import type { TicketRepository, TicketRow } from "./ticket.repository.ts";

function toTicket(row: TicketRow): Ticket {
  return {
    _id: row.id,
    remainingUses: row.remainingUses,
    orderId: row.orderId,
    value: Number(row.value),
    type: row.type,
    freeShipping: row.freeShipping,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tickets and earned discounts (SPEC §3, §6, §9). Nothing grants tickets over HTTP: orders and
 * events call `grant` in-process (checkout, once it exists); tests call it directly. Pricing and
 * shipping read `earned(customerId)` for the earned-store reduction and earned free shipping.
 */
export function createTicketService(repo: TicketRepository) {
  return {
    async list(customerId: number): Promise<Ticket[]> {
      return (await repo.listByCustomer(customerId)).map(toTicket);
    },

    async grant(customerId: number, grant: TicketGrant): Promise<Ticket> {
      const g = TicketGrant.parse(grant);
      return toTicket(await repo.insert({ customerId, ...g }));
    },

    /** One use of a ticket (an order spent it); null when it is not the customer's or is used up. */
    async use(customerId: number, ticketId: string): Promise<Ticket | null> {
      const row = await repo.useOnce(customerId, ticketId);
      return row && toTicket(row);
    },

    /** What the pricing context needs: `earnedFor` (SPEC §9) and earned free shipping. */
    async earned(customerId: number): Promise<{
      earnedFor: (productId: number) => EarnedReduction | undefined;
      freeShipping: boolean;
    }> {
      const all = await this.list(customerId);
      return { earnedFor: earnedReductionFor(all), freeShipping: hasEarnedFreeShipping(all) };
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
