import type { PlaceOrderInput, PlaceOrderResponse } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import type { PayOutcome, createPayStep } from "../checkout.pay.ts";
import type { OrderRow } from "../checkout.repository.ts";
import type { Buyer, CheckoutContext } from "./context.ts";
import { release } from "./release.ts";
import { reserveOrder } from "./reserve.ts";
import { answer, settle } from "./settle.ts";
import { runSteps, type Step } from "./steps.ts";
import { type VerifiedOrder, verifyOrder } from "./verify.ts";

/** What the placement's steps hand on, filled as they go. */
interface Placement {
  readonly input: PlaceOrderInput;
  readonly buyer: Buyer;
  readonly site: Site;
  verified?: VerifiedOrder;
  order?: OrderRow;
  outcome?: PayOutcome;
  settled?: OrderRow;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`placement: ${what} missing`);
  return value;
};

/**
 * The steps of POST /svc_checkout/order (SPEC §4, ADR 0016, 0030), in order, each with its
 * compensation:
 * - verify: recompute and compare everything (verify.ts); writes nothing.
 * - reserve: one transaction for order + lines + tickets + stock + gift cards (reserve.ts);
 *   compensated by release (payment_error, all of it given back) when a later step throws.
 * - pay: the gateway, after the commit and never under row locks (checkout.pay.ts); a refusal is
 *   an outcome, not a throw; nothing of ours to undo.
 * - settle: the outcome becomes the status (settle.ts): complete → published, payment_pending
 *   for 3-D Secure, or release.
 */
function placeSteps(ctx: CheckoutContext, pay: ReturnType<typeof createPayStep>): Step<Placement>[] {
  return [
    {
      name: "verify",
      async run(p) {
        p.verified = await verifyOrder(ctx, p.input, p.buyer, p.site);
      },
    },
    {
      name: "reserve",
      async run(p) {
        p.order = await reserveOrder(ctx, need(p.verified, "verified order"), p.buyer, p.site);
      },
      // Anything unexpected later: the order must not stay `new` holding its stock, tickets and gift cards.
      async compensate(p) {
        const order = need(p.order, "order");
        await release(ctx, order.id, null).catch((releaseErr: unknown) =>
          ctx.deps.logger?.error("releasing a failed order failed", { orderId: order.id, err: releaseErr }),
        );
      },
    },
    {
      name: "pay",
      async run(p) {
        p.outcome = await pay(need(p.order, "order"), need(p.verified, "verified order").input, p.buyer, p.site);
      },
    },
    {
      name: "settle",
      async run(p) {
        p.settled = await settle(ctx, need(p.order, "order"), need(p.outcome, "payment outcome"));
      },
    },
  ];
}

/** POST /svc_checkout/order. Throws HttpError with the SPEC §8 code on any mismatch or failure. */
export function createPlaceOrder(ctx: CheckoutContext, pay: ReturnType<typeof createPayStep>) {
  const steps = placeSteps(ctx, pay);
  return async function place(input: PlaceOrderInput, buyer: Buyer, site: Site): Promise<PlaceOrderResponse> {
    const placement: Placement = { input, buyer, site };
    await runSteps(steps, placement);
    return answer(need(placement.settled, "settled order"), need(placement.outcome, "payment outcome"));
  };
}
