import type { OrderStatus } from "@ironworks/contracts";

/**
 * The order process (SPEC §3 Order status, §4; ADR 0016, 0030): each status and the statuses it
 * may move to, in one table, as Vendure's order process keeps it. An order is inserted `new`;
 * every later status change is a `transition(from, to)` this table allows, written as one
 * conditional UPDATE (`WHERE status IN from`) by checkout.repository.ts.
 *
 * - new → payment_pending: the gateway asks for 3-D Secure (threeDsState `new`).
 * - new | payment_pending → payment_complete: authorised (at placement or after 3-D Secure).
 * - payment_pending → payment_pending: a further 3-D Secure action from the details call.
 * - new | payment_pending → payment_error: refused, gateway unavailable, an error while paying, or
 *   the sweeper's timeout (threeDsState `finalization-timeout`); stock, tickets and gift cards go back.
 * - payment_complete → published: the order's effects are done (gift cards issued, mail queued).
 * - new | payment_pending | payment_complete | published → cancelled: staff cancel an order that has not
 *   shipped (issue #17, ADR 0037); a paid one is refunded first; stock and gift cards go back.
 * - payment_error and cancelled are final.
 */
export const ORDER_PROCESS = {
  new: ["payment_pending", "payment_complete", "payment_error", "cancelled"],
  payment_pending: ["payment_pending", "payment_complete", "payment_error", "cancelled"],
  payment_complete: ["published", "cancelled"],
  published: ["cancelled"],
  payment_error: [],
  cancelled: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** The status an order is inserted with. */
export const INITIAL_STATUS = "new" satisfies OrderStatus;

/** Placed and not yet paid or refused: what the payment's outcome and the sweeper may move on. */
export const OPEN_STATUSES = ["new", "payment_pending"] as const satisfies readonly OrderStatus[];

/** What staff may cancel (issue #17): every status that can move to `cancelled`. */
export const CANCELLABLE_STATUSES = [
  "new",
  "payment_pending",
  "payment_complete",
  "published",
] as const satisfies readonly OrderStatus[];

/** Orders that hold nothing any more: their list may be ordered again, their units no longer count. */
export const ENDED_STATUSES = ["payment_error", "cancelled"] as const satisfies readonly OrderStatus[];

/** A status change the order process does not allow: a programming error, never a client's. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly from: string | null,
    readonly to: string,
  ) {
    super(`illegal order status change: ${from ?? "(none)"} → ${to}`);
    this.name = "IllegalTransitionError";
  }
}

export function canTransition(from: string, to: string): boolean {
  const next: readonly string[] | undefined = (ORDER_PROCESS as Record<string, readonly string[]>)[from];
  return next?.includes(to) ?? false;
}

/** The guard every status change goes through: returns `to`, or throws IllegalTransitionError. */
export function transition(from: string, to: OrderStatus): OrderStatus {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
  return to;
}

/** The guard of an insert: an order starts `new` and nowhere else. */
export function initialStatus(status: string): OrderStatus {
  if (status !== INITIAL_STATUS) throw new IllegalTransitionError(null, status);
  return INITIAL_STATUS;
}
