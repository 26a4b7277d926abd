import type { EarnedReduction } from "./pricing/types.ts";

/**
 * Tickets (SPEC §3 customer.tickets / earnedProducts): discounts a customer earned, usable a
 * number of times. A ticket with a productId applies to that product only; without, to every
 * product of the earned store. This feeds the pricing engine's `earnedFor` (SPEC §9: the promo
 * price, then the earned-store reduction, fixed or percent).
 */
export interface EarnedTicket {
  remainingUses: number;
  value: number;
  type: "percent" | "fixed";
  freeShipping: boolean;
  productId: number | null;
}

export const isUsableTicket = (t: Pick<EarnedTicket, "remainingUses">): boolean =>
  Number.isInteger(t.remainingUses) && t.remainingUses > 0;

/**
 * The pricing context's `earnedFor`: for each product, the first usable ticket that names it,
 * else the first usable ticket for any product (tickets in the order given: oldest first). A
 * free-shipping-only ticket (value 0) reduces no price.
 */
export function earnedReductionFor(
  tickets: readonly EarnedTicket[],
): (productId: number) => EarnedReduction | undefined {
  const usable = tickets.filter((t) => isUsableTicket(t) && t.value > 0);
  return (productId) => {
    const ticket = usable.find((t) => t.productId === productId) ?? usable.find((t) => t.productId === null);
    return ticket ? { type: ticket.type, value: ticket.value } : undefined;
  };
}

/** SPEC §3 earnedProducts.freeShipping: any usable ticket carrying it. */
export const hasEarnedFreeShipping = (tickets: readonly EarnedTicket[]): boolean =>
  tickets.some((t) => isUsableTicket(t) && t.freeShipping);
