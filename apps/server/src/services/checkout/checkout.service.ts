import { randomBytes } from "node:crypto";
import type { Order, PlaceOrderResponse, ProductComplete } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { createFulfilment } from "./checkout.fulfilment.ts";
import { createGuestLinks } from "./checkout.guest-link.ts";
import { createPayStep } from "./checkout.pay.ts";
import type { Buyer, CheckoutContext, CheckoutDeps } from "./use-cases/context.ts";
import { createPlaceOrder } from "./use-cases/place.ts";
import { listOrders, lookup, openGuestLink, requireReadable, toOrder } from "./use-cases/read.ts";
import { sweepPending } from "./use-cases/release.ts";
import { newOrderId } from "./use-cases/reserve.ts";
import { paymentDetails } from "./use-cases/three-ds.ts";

export type { AffirmPort, PaypalPort } from "./checkout.pay.ts";
export { grandTotals, WALLET_TYPES } from "./checkout.verify.ts";
export {
  type Buyer,
  type CheckoutDeps,
  type GiftcardPort,
  PENDING_TIMEOUT_MS,
} from "./use-cases/context.ts";
export { newOrderId };
export type { RegistrationLine, RegistrationPort } from "./use-cases/context.ts";

/**
 * Orders (SPEC §3 Order, §4 status machine, §7 /svc_checkout/order, §8 order errors; ADR 0016,
 * 0030). Placement runs named steps — verify, reserve, pay, settle — with release as reserve's
 * compensation (use-cases/place.ts); every status change goes through the order process table
 * (order-status.ts). This file wires the use-cases to the dependencies.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  const fulfilment = createFulfilment({ repo, now });

  const ctx: CheckoutContext = {
    deps,
    repo,
    now,
    guestLinks: deps.guestLinks ?? createGuestLinks(randomBytes(32), now),
    later(what, work) {
      const job: Promise<void> = Promise.resolve()
        .then(work)
        .catch((err: unknown) => deps.logger?.warn("order follow-up failed", { what, err }))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async products(ids: Iterable<number>, site: Site): Promise<Map<number, ProductComplete>> {
      const loaded = await Promise.all([...new Set(ids)].map((id) => deps.catalog.getProductComplete(id, site)));
      return new Map(loaded.map((p) => [p.productId, p]));
    },
  };

  return {
    /** POST /svc_checkout/order. Throws HttpError with the SPEC §8 code on any mismatch or failure. */
    place: createPlaceOrder(ctx, createPayStep(deps)),

    /** POST /order/{id}/payment/details: the 3-D Secure step's result, finished at the gateway. */
    details: (...args: DropCtx<typeof paymentDetails>): Promise<PlaceOrderResponse> => paymentDetails(ctx, ...args),

    async get(buyer: Buyer, orderId: string): Promise<Order> {
      return toOrder(ctx, await requireReadable(ctx, buyer, orderId));
    },

    list: (...args: DropCtx<typeof listOrders>) => listOrders(ctx, ...args),

    /** POST /order/lookup: number + email (any case) → the order, and this session may read it from now on. */
    lookup: (...args: DropCtx<typeof lookup>) => lookup(ctx, ...args),

    /** The guest's mailed link (ADR 0021); see use-cases/read.ts. */
    openGuestLink: (...args: DropCtx<typeof openGuestLink>) => openGuestLink(ctx, ...args),

    /** The sweeper (use-cases/release.ts): open orders older than 15 minutes are released. */
    sweepPending: (at: Date = now()) => sweepPending(ctx, at),

    /** Fulfilment (checkout.fulfilment.ts): ships a paid order's packages; `npm run orders -- ship`. */
    ship: fulfilment.ship,
    /** Marks a shipped order's packages delivered; `npm run orders -- deliver`. */
    deliver: fulfilment.deliver,

    /** Waits for the mail and newsletter work started after answers (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
      await deps.deliverMail?.();
    },
  };
}

/** A use-case's parameters after the shared context. */
type DropCtx<F> = F extends (ctx: CheckoutContext, ...rest: infer R) => unknown ? R : never;

export type CheckoutService = ReturnType<typeof createCheckoutService>;
