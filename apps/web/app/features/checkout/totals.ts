import { allocateGiftcards as shareGiftcards } from "./payment/giftcard-allocation.ts";
import type { OrderTotals } from "@ironworks/contracts";
import { fromMinor, grandTotalsMinor, toMinor } from "@ironworks/domain";
import type { AppliedGiftcard } from "./checkout-types.ts";

/**
 * The order totals the browser shows and sends (SPEC §3 Order.totals); the server recomputes
 * every figure and refuses a mismatch. Worked in minor units, rounded once. EUR/GBR prices include
 * VAT: the tax is the VAT they contain and is not added again.
 */
export interface TotalsInput {
  subtotal: number;
  /** Hundo (and other list-level) discount. */
  discount: number;
  /** null: not known yet (shipping not valid). */
  shipping: number | null;
  /** null: not known yet. */
  tax: { total: number; item: number; shipping: number; tariff: number; pricesIncludeTax: boolean } | null;
  giftcards: readonly AppliedGiftcard[];
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shipping: number | null;
  tax: number | null;
  /** Import duties the tax service charges on top (0 when none). */
  tariff: number;
  pricesIncludeTax: boolean;
  giftcards: number;
  grandTotal: number;
  /** The grand total less the tax (the wire's grandTotalExcludingTax). */
  grandTotalExcludingTax: number;
  /** What the payment method is charged: the grand total less gift cards. */
  amountDue: number;
  /** Shipping and tax are both known: the order can be placed. */
  complete: boolean;
}

export function computeTotals(input: TotalsInput, pricesIncludeVat: boolean): CheckoutTotals {
  const subtotal = toMinor(input.subtotal);
  const discount = toMinor(input.discount);
  const shipping = input.shipping === null ? 0 : toMinor(input.shipping);
  const includes = input.tax?.pricesIncludeTax ?? pricesIncludeVat;
  const tax = input.tax ? toMinor(input.tax.total) : 0;
  const tariff = input.tax ? toMinor(input.tax.tariff) : 0;
  // The domain's formula (the server checks the order by the same one); never below zero here.
  const totals = grandTotalsMinor({ subtotal, discount, shipping, tax, tariff }, includes);
  const grand = Math.max(0, totals.grandTotalIncludingTax);
  const cards = Math.min(
    grand,
    input.giftcards.reduce((sum, g) => sum + toMinor(g.amount), 0),
  );
  return {
    subtotal: fromMinor(subtotal),
    discount: fromMinor(discount),
    shipping: input.shipping === null ? null : fromMinor(shipping),
    tax: input.tax ? fromMinor(tax) : null,
    tariff: fromMinor(tariff),
    pricesIncludeTax: includes,
    giftcards: fromMinor(cards),
    grandTotal: fromMinor(grand),
    grandTotalExcludingTax: fromMinor(Math.max(0, totals.grandTotalExcludingTax)),
    amountDue: fromMinor(grand - cards),
    complete: input.shipping !== null && input.tax !== null,
  };
}

/** The wire totals for POST /svc_checkout/order. */
export function orderTotals(t: CheckoutTotals, tax: TotalsInput["tax"]): OrderTotals {
  return {
    grandTotalIncludingTax: t.grandTotal,
    grandTotalExcludingTax: t.grandTotalExcludingTax,
    tax: t.tax ?? 0,
    shipping: t.shipping ?? 0,
    subtotal: t.subtotal,
    discount: t.discount,
    giftcards: t.giftcards,
    itemTax: tax?.item ?? 0,
    shippingTax: tax?.shipping ?? 0,
    tariff: tax?.tariff ?? 0,
  };
}

/**
 * Gift cards applied in order, each taking what is left of the total up to its balance (the
 * payment module's sharing rule); a card that would take nothing is left out of the order.
 */
export function allocateGiftcards(cards: readonly AppliedGiftcard[], total: number): AppliedGiftcard[] {
  return shareGiftcards(cards, total).filter((card) => card.amount > 0);
}
