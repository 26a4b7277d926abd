import { isStoreFault, type ReturnPolicy, type ReturnReason, refundsShipping } from "./policy.ts";

/**
 * Refund maths (issue #21 item 3), integer minor units only. Every amount of the order (its
 * discount, item tax, shipping and shipping tax) is shared out over the units returned so far:
 * a return gets share(everything returned up to and including it) − share(everything before it).
 * Shares round down until the last unit, which takes the rest, so all returns of an order add up
 * exactly to what was charged, whatever the order and size of the returns.
 */

export interface RefundOrder {
  /** Totals as charged (checkout_orders.totals). */
  subtotal: number;
  discount: number;
  shipping: number;
  itemTax: number;
  shippingTax: number;
  /** EUR/GBR: the tax is inside the prices and the shipping, never added. */
  pricesIncludeVat: boolean;
  lines: { lineNo: number; qty: number; rowTotalMinor: number }[];
}

export interface ReturnedUnits {
  lineNo: number;
  qty: number;
  reason: ReturnReason;
}

export interface RefundBreakdown {
  merchandise: number;
  discount: number;
  shipping: number;
  /** Item tax + shipping tax returned; for VAT-inclusive orders the VAT inside the amounts above. */
  tax: number;
  restockingFee: number;
  labelCost: number;
  pickupCost: number;
  /** What goes back: merchandise − discount + shipping (+ tax unless included) − fees, never below 0. */
  total: number;
}

/** part/whole of total, rounded down, exact at the whole. */
function share(total: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  if (part >= whole) return total;
  return Math.floor((total * part) / whole);
}

/** The merchandise value of returned units: each line's row total shared over its quantity. */
function merchandiseOf(order: RefundOrder, units: readonly { lineNo: number; qty: number }[]): number {
  let sum = 0;
  for (const line of order.lines) {
    const qty = units.filter((u) => u.lineNo === line.lineNo).reduce((n, u) => n + u.qty, 0);
    sum += share(line.rowTotalMinor, Math.min(qty, line.qty), line.qty);
  }
  return sum;
}

interface Shares {
  merchandise: number;
  discount: number;
  itemTax: number;
  shipping: number;
  shippingTax: number;
}

/** The shares of the order that the given returned units carry. */
function sharesOf(order: RefundOrder, units: readonly ReturnedUnits[]): Shares {
  const merchandise = merchandiseOf(order, units);
  // Shipping goes back only with units returned for the store's fault, or withdrawn (EU).
  const faultMerchandise = merchandiseOf(
    order,
    units.filter((u) => refundsShipping(u.reason)),
  );
  return {
    merchandise,
    discount: share(order.discount, merchandise, order.subtotal),
    itemTax: share(order.itemTax, merchandise, order.subtotal),
    shipping: share(order.shipping, faultMerchandise, order.subtotal),
    shippingTax: share(order.shippingTax, faultMerchandise, order.subtotal),
  };
}

/** Half away from zero, for percentages of minor units. */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * The refund of one return, given the units of the order's earlier returns (not rejected or
 * cancelled). Fees apply when no line of this return is the store's fault, per the policy:
 * restocking on the remorse lines' net merchandise, the label once, the pickup once for freight.
 */
export function computeRefund(
  order: RefundOrder,
  policy: ReturnPolicy,
  earlier: readonly ReturnedUnits[],
  now: readonly (ReturnedUnits & { freight?: boolean })[],
): RefundBreakdown {
  const before = sharesOf(order, earlier);
  const after = sharesOf(order, [...earlier, ...now]);
  const merchandise = after.merchandise - before.merchandise;
  const discount = after.discount - before.discount;
  const shipping = after.shipping - before.shipping;
  const tax = after.itemTax - before.itemTax + (after.shippingTax - before.shippingTax);

  const remorse = now.filter((u) => !isStoreFault(u.reason));
  const remorseShares = sharesOf(order, [...earlier, ...remorse]);
  const remorseNet = remorseShares.merchandise - before.merchandise - (remorseShares.discount - before.discount);
  const restockingFee = percentOf(Math.max(0, remorseNet), policy.restockingFeePercent);
  const anyFault = now.some((u) => isStoreFault(u.reason));
  const freightRemorse = remorse.some((u) => u.freight);
  const parcelRemorse = remorse.some((u) => !u.freight);
  const labelCost = !anyFault && parcelRemorse ? policy.labelCostMinor : 0;
  const pickupCost = !anyFault && freightRemorse ? policy.pickupCostMinor : 0;

  const gross = merchandise - discount + shipping + (order.pricesIncludeVat ? 0 : tax);
  // Fees never exceed what goes back: each is cut to what is left of the refund.
  let left = gross;
  const take = (fee: number) => {
    const t = Math.min(fee, Math.max(0, left));
    left -= t;
    return t;
  };
  const fees = { restockingFee: take(restockingFee), labelCost: take(labelCost), pickupCost: take(pickupCost) };
  return { merchandise, discount, shipping, tax, ...fees, total: left };
}

/** Store credit instead of money back: the refund plus the policy's bonus. */
export function storeCreditAmount(refundTotal: number, policy: ReturnPolicy): { credit: number; bonus: number } {
  const bonus = percentOf(refundTotal, policy.storeCreditBonusPercent);
  return { credit: refundTotal + bonus, bonus };
}
