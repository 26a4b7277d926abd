import type { Minor } from "../money.ts";
import { percentOfMinor, readPrice } from "./amounts.ts";
import { promoStatus } from "./promo.ts";
import type { EarnedReduction, PriceReason, PricingContext, PricingProduct } from "./types.ts";

/** SPEC §6: customer-group prices are loaded for group 2 and up. */
export const MIN_PRICED_GROUP = 2;

export interface UnitPrice {
  minor: Minor;
  regularMinor: Minor;
  reason: PriceReason;
  earned: boolean;
}

/**
 * SPEC §9 promo price: the lowest of the active promo price (SPEC §4), the customer-group price
 * and the special price — each only when below the regular price — then the earned-store
 * reduction. `groupIds` are looked up in order (a configurable child falls back to its parent).
 * Null when the product has no usable regular price.
 */
export function promoPrice(
  product: Pick<PricingProduct, "productId" | "price" | "attributes">,
  ctx: PricingContext = {},
  groupIds: readonly number[] = [product.productId],
): UnitPrice | null {
  const regular = readPrice(product.price);
  if (regular === null) return null;
  let minor = regular;
  let reason: PriceReason = "regular";
  const consider = (candidate: Minor | null, why: PriceReason) => {
    if (candidate !== null && candidate < minor) {
      minor = candidate;
      reason = why;
    }
  };
  const attrs = product.attributes;
  consider(readPrice(attrs.special_price), "special");
  if (promoStatus(attrs, ctx.now) === "active") consider(readPrice(attrs.rogue_promo_price), "promo");
  consider(findGroupPrice(ctx, groupIds), "group");
  const reduction = ctx.earnedFor?.(product.productId);
  const reduced = reduction ? applyEarned(minor, reduction) : minor;
  return { minor: reduced, regularMinor: regular, reason, earned: reduced !== minor };
}

function findGroupPrice(ctx: PricingContext, ids: readonly number[]): Minor | null {
  if (ctx.groupId === undefined || ctx.groupId < MIN_PRICED_GROUP || !ctx.groupPrices) return null;
  for (const id of ids) {
    const price = readPrice(ctx.groupPrices.get(id));
    if (price !== null) return price;
  }
  return null;
}

/**
 * The earned-store reduction, after the lowest price is chosen: fixed takes an amount off,
 * percent a share (rounded half up to a minor unit). Never below 0; an unusable reduction
 * (negative, not finite) is ignored.
 */
export function applyEarned(minor: Minor, reduction: EarnedReduction): Minor {
  const { type, value } = reduction;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return minor;
  const off = type === "percent" ? percentOfMinor(minor, Math.min(value, 100)) : (readPrice(value) ?? minor);
  return Math.max(0, minor - off);
}
