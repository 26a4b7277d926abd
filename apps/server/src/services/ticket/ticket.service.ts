import { type Ticket, TicketGrant } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { type EarnedReduction, earnedReductionFor, hasEarnedFreeShipping, isUsableTicket } from "@ironworks/domain";
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

    /**
     * An order's tickets, spent inside the order transaction `tx` (ADR 0024): one use of a ticket
     * for each ticket-only product, one use of a free-shipping ticket when the order ships free on
     * it. All or nothing: `missing` names what had no use left (the caller rolls back and refuses);
     * `spent` lists the ticket ids used, one entry per use, for `giveBack` on a failed payment.
     */
    async spendForOrder(
      tx: Db,
      customerId: number,
      need: { productIds: readonly number[]; freeShipping: boolean },
    ): Promise<{ spent: string[]; missing: { productId: number } | "freeShipping" | null }> {
      if (!need.productIds.length && !need.freeShipping) return { spent: [], missing: null };
      const rows = await repo.lockAll(tx, customerId);
      const spent: string[] = [];
      const spend = async (pick: (t: TicketRow) => boolean): Promise<boolean> => {
        const ticket = rows.find((t) => isUsableTicket(t) && pick(t));
        if (!ticket || !(await repo.useOnce(customerId, ticket.id, tx))) return false;
        ticket.remainingUses--;
        spent.push(ticket.id);
        return true;
      };
      for (const productId of need.productIds)
        if (!(await spend((t) => t.productId === productId))) return { spent, missing: { productId } };
      // A ticket this order already uses (its product's) that carries free shipping covers it: one use per order.
      const covered = rows.some((t) => t.freeShipping && spent.includes(t.id));
      if (need.freeShipping && !covered && !(await spend((t) => t.freeShipping)))
        return { spent, missing: "freeShipping" };
      return { spent, missing: null };
    },

    /** Gives back the uses an order spent (its payment failed), inside the release transaction. */
    async giveBack(tx: Db, customerId: number, ticketIds: readonly string[]): Promise<void> {
      for (const id of ticketIds) await repo.giveBack(tx, customerId, id);
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
