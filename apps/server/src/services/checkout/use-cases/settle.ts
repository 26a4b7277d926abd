import type { PlaceOrderResponse } from "@ironworks/contracts";
import type { StoredCard } from "../../payment/index.ts";
import type { PayOutcome } from "../checkout.pay.ts";
import { paymentOut } from "../checkout.present.ts";
import type { OrderRow } from "../checkout.repository.ts";
import { OPEN_STATUSES } from "../order-status.ts";
import type { CheckoutContext } from "./context.ts";
import { complete } from "./publish.ts";
import { release } from "./release.ts";

/**
 * The settle step (ADR 0016, 0030): the gateway's outcome becomes the order's status. Authorised:
 * payment_complete, then published; pending: payment_pending (3-D Secure); refused or unavailable:
 * released (payment_error; threeDsState `error` when it was waiting on 3-D Secure).
 */
export async function settle(ctx: CheckoutContext, order: OrderRow, outcome: PayOutcome): Promise<OrderRow> {
  switch (outcome.kind) {
    case "authorised": {
      const row = await complete(ctx, order.id, outcome.payment);
      if (outcome.stored && order.customerId !== null) await rememberCard(ctx, order, outcome.stored);
      return row;
    }
    case "pending": {
      const row = await ctx.repo.transition(order.id, OPEN_STATUSES, "payment_pending", {
        threeDsState: "new",
        payment: outcome.payment,
      });
      return row ?? order;
    }
    case "refused": {
      const row = await release(ctx, order.id, order.status === "payment_pending" ? "error" : null, outcome.payment);
      return row ?? order;
    }
    case "unavailable": {
      const row = await release(ctx, order.id, order.status === "payment_pending" ? "error" : null);
      return row ?? order;
    }
  }
}

/** storeCard: the card the gateway stored becomes a saved card (the first one the default); a failure is logged. */
async function rememberCard(ctx: CheckoutContext, order: OrderRow, stored: StoredCard): Promise<void> {
  try {
    await ctx.deps.cards.rememberCard?.(order.customerId as number, stored);
  } catch (err) {
    ctx.deps.logger?.warn("saving the order's card failed", { orderId: order.id, err });
  }
}

/** The answer to placement and to the 3-D Secure details: the settled order, or the outcome's error. */
export async function answer(row: OrderRow, outcome: PayOutcome | null): Promise<PlaceOrderResponse> {
  if (outcome && (outcome.kind === "refused" || outcome.kind === "unavailable")) throw outcome.error;
  return {
    orderId: row.id,
    storeId: row.storeId,
    status: row.status as PlaceOrderResponse["status"],
    payment: paymentOut(row),
  };
}
