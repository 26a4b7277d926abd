import { ERRORS } from "@ironworks/contracts";
import { findSiteByStoreId, SITES, toMinor } from "@ironworks/domain";
import { httpError } from "../../../platform/errors.ts";
import type { ListOwner } from "../../lists/index.ts";
import { orderMail } from "../checkout.mail.ts";
import type { PaymentJson } from "../checkout.pay.ts";
import type { OrderRow } from "../checkout.repository.ts";
import { OPEN_STATUSES } from "../order-status.ts";
import type { CheckoutContext } from "./context.ts";

/** payment_complete, then the order's effects, then published (ADR 0016). */
export async function complete(
  ctx: CheckoutContext,
  id: string,
  paymentPatch: Partial<PaymentJson>,
): Promise<OrderRow> {
  const paid = await ctx.repo.transition(id, OPEN_STATUSES, "payment_complete", {
    threeDsState: null,
    payment: { ...paymentPatch, action: null },
  });
  if (!paid) return (await ctx.repo.findById(id)) ?? Promise.reject(httpError(ERRORS.orderNotFound));
  try {
    return await publish(ctx, paid);
  } catch (err) {
    // Paid: the order stands; what failed is logged for a person to finish (ADR 0016).
    ctx.deps.logger?.error("order fulfilment failed", { orderId: id, err });
    return paid;
  }
}

/**
 * A paid order's effects: the list is used up, registry purchases recorded, subscriptions granted,
 * bought gift cards issued in the transaction that makes it `published`; then the confirmation
 * mail and the newsletter opt-in, after the answer.
 */
async function publish(ctx: CheckoutContext, order: OrderRow): Promise<OrderRow> {
  const { deps, repo } = ctx;
  const site = findSiteByStoreId(order.storeId) ?? SITES.USA;
  const owner: ListOwner = { customerId: order.customerId, sessionId: order.sessionId, groupId: order.groupId };
  const lines = await repo.lines([order.id]);
  // The cart (or buy-now list) is used up: it stops being the active list.
  await deps.lists.deleteList(owner, site, order.listId).catch((err: unknown) => {
    deps.logger?.warn("closing the ordered list failed", { orderId: order.id, err });
  });
  for (const line of lines) {
    const meta = (line.request.metadata ?? {}) as Record<string, unknown>;
    if (typeof meta.registryUrlKey === "string" && typeof meta.registryItemKey === "string")
      await deps.lists
        .recordRegistryPurchase(meta.registryUrlKey, meta.registryItemKey, line.qty)
        .catch((err: unknown) => deps.logger?.warn("registry purchase not recorded", { orderId: order.id, err }));
  }
  if (order.customerId !== null) {
    const customerId = order.customerId;
    // Tickets were spent at placement, inside the order transaction (ADR 0024).
    const bought = await ctx.products(
      lines.map((l) => l.productId),
      site,
    );
    for (const line of lines) {
      const p = bought.get(line.productId);
      if (p && p.type === "virtual" && p.attributes.subscription_interval)
        await deps.programming.grant(customerId, { productId: line.productId, orderId: order.id }, site);
    }
  }
  const issued: { code: string; amountMinor: number; recipient: Record<string, unknown> | null }[] = [];
  const published = await repo.transaction(async (tx) => {
    issued.length = 0; // a transaction retried after a lost connection starts over (ADR 0023)
    for (const line of lines) {
      const gc = (line.request.giftcard ?? null) as { amount?: number } | null;
      if (!gc?.amount || !deps.giftcards) continue;
      const meta = (line.request.metadata ?? {}) as { giftcard?: Record<string, unknown> };
      const recipient = meta.giftcard ?? null;
      for (let n = 0; n < line.qty; n++) {
        const amountMinor = toMinor(gc.amount);
        const code = await deps.giftcards.issue(tx.db, {
          orderId: order.id,
          amountMinor,
          currency: order.currency,
          recipient,
        });
        issued.push({ code, amountMinor, recipient });
      }
    }
    const moved = await tx.transition(order.id, ["payment_complete"], "published");
    // The confirmation and gift-card mails are jobs in this transaction (issue #18): sent once, by
    // the publish that moved the order, and never for one that rolled back.
    if (moved)
      for (const message of orderMail(moved, lines, issued, deps.publicBaseUrl ?? "", ctx.guestLinks))
        await deps.mail.enqueue(tx.db, message);
    return moved;
  });
  const done = published ?? order;
  const wantsNewsletter = (order.meta as { newsletter?: boolean } | null)?.newsletter === true;
  if (wantsNewsletter && deps.newsletter) {
    const newsletter = deps.newsletter;
    ctx.later("newsletter opt-in", async () => {
      const [first] = newsletter.offered(site);
      if (first) await newsletter.subscribe(site, order.email, [first], order.customerId);
    });
  }
  return done;
}
