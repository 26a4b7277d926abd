import { fromMinor, toMinor } from "./money.ts";

/**
 * How an order's totals are printed, the same in the checkout summary, the success page, the
 * order page and the confirmation mail, so the printed lines add up to the printed total:
 * - US/CA/AU/APO: subtotal − discount + shipping + tax (+ tariff) = total.
 * - EUR/GBR (prices include VAT): subtotal − discount + shipping (+ tariff) = total "incl. VAT",
 *   then "of which VAT" below the total — the VAT is inside the figures above, never added again.
 * Gift cards come after the total: they pay it, they do not change it.
 */

export interface OrderTotalsFigures {
  subtotal: number;
  discount: number;
  /** null: not known yet (checkout before a delivery is chosen). */
  shipping: number | null;
  /** null: not known yet. */
  tax: number | null;
  tariff?: number;
  giftcards: number;
  grandTotal: number;
}

export type TotalsRowKey = "subtotal" | "discount" | "shipping" | "tax" | "tariff" | "vat" | "giftcards" | "due";

export interface TotalsRow {
  key: TotalsRowKey;
  label: string;
  /** Signed: a discount or a gift card is negative. null: not known yet. */
  amount: number | null;
}

export interface TotalsLayout {
  /** The summands of the total, in order. */
  lines: TotalsRow[];
  total: { label: string; amount: number; note: string | null };
  /** Below the total: the VAT it contains, gift cards and what is left to pay. */
  after: TotalsRow[];
}

export function totalsLayout(t: OrderTotalsFigures, pricesIncludeVat: boolean): TotalsLayout {
  const lines: TotalsRow[] = [{ key: "subtotal", label: "Subtotal", amount: t.subtotal }];
  if (t.discount > 0) lines.push({ key: "discount", label: "Discount", amount: -t.discount });
  lines.push({ key: "shipping", label: "Shipping", amount: t.shipping });
  if (!pricesIncludeVat) lines.push({ key: "tax", label: "Tax", amount: t.tax });
  if ((t.tariff ?? 0) > 0) lines.push({ key: "tariff", label: "Import duties", amount: t.tariff ?? 0 });
  const after: TotalsRow[] = [];
  if (pricesIncludeVat) after.push({ key: "vat", label: "of which VAT", amount: t.tax });
  if (t.giftcards > 0) {
    after.push({ key: "giftcards", label: "Paid with gift cards", amount: -t.giftcards });
    after.push({ key: "due", label: "Amount due", amount: fromMinor(toMinor(t.grandTotal) - toMinor(t.giftcards)) });
  }
  return {
    lines,
    total: { label: "Order total", amount: t.grandTotal, note: pricesIncludeVat ? "incl. VAT" : null },
    after,
  };
}

/** Σ of the printed summands, in minor units (what the table test checks against the total). */
export function sumOfLines(layout: TotalsLayout): number {
  return fromMinor(layout.lines.reduce((s, l) => s + toMinor(l.amount ?? 0), 0));
}

/** The summands of an order's grand total, in minor units. */
export interface GrandTotalInput {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  tariff?: number;
}

/**
 * The order total in minor units (ADR 0016): subtotal − discount + shipping + tariff, plus the tax
 * unless the prices already include it (EUR/GBR). The server places by it; the browser shows it.
 */
export function grandTotalMinor(t: GrandTotalInput, pricesIncludeVat: boolean): number {
  return t.subtotal - t.discount + t.shipping + (t.tariff ?? 0) + (pricesIncludeVat ? 0 : t.tax);
}

/**
 * SPEC §3 Order.totals' two grand totals, in minor units, the one formula the server checks the
 * order by (services/checkout) and the browser sends (features/checkout/totals.ts): including tax
 * is grandTotalMinor; excluding tax is that less the tax. What the payment method is charged is
 * the total including tax less the gift cards.
 */
export function grandTotalsMinor(
  t: GrandTotalInput,
  pricesIncludeVat: boolean,
): { grandTotalIncludingTax: number; grandTotalExcludingTax: number } {
  const including = grandTotalMinor(t, pricesIncludeVat);
  return { grandTotalIncludingTax: including, grandTotalExcludingTax: including - t.tax };
}
