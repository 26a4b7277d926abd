/** SPEC §4 promo status. Dates compare at day granularity in UTC (ISO yyyy-mm-dd or full ISO). */
export type PromoStatus = "none" | "upcoming" | "expired" | "active";

export interface PromoAttributes {
  rogue_promo_enabled?: boolean | null | undefined;
  rogue_promo_from_date?: string | null | undefined;
  rogue_promo_to_date?: string | null | undefined;
  rogue_promo_qty_enable?: boolean | null | undefined;
  rogue_promo_qty?: number | string | null | undefined;
}

function toTime(date: string | null | undefined): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : t;
}

/**
 * none if not enabled; upcoming before the from-date; expired after the to-date; with the quantity
 * limit enabled, expired when the quantity is missing, not numeric or at most 0; otherwise active.
 */
export function promoStatus(attrs: PromoAttributes, now: Date = new Date()): PromoStatus {
  if (!attrs.rogue_promo_enabled) return "none";
  const t = now.getTime();
  const from = toTime(attrs.rogue_promo_from_date);
  if (from !== null && t < from) return "upcoming";
  const to = toTime(attrs.rogue_promo_to_date);
  // A to-date without a time means "through the end of that day".
  if (to !== null) {
    const end = /T/.test(attrs.rogue_promo_to_date ?? "") ? to : to + 86_400_000 - 1;
    if (t > end) return "expired";
  }
  if (attrs.rogue_promo_qty_enable) {
    const raw = attrs.rogue_promo_qty;
    const qty = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
    if (!Number.isFinite(qty) || qty <= 0) return "expired";
  }
  return "active";
}

export interface DisplayPriceInput extends PromoAttributes {
  price: number | null;
  special_price?: number | null | undefined;
  rogue_promo_price?: number | null | undefined;
}

export interface DisplayPrice {
  /** What the shopper pays now. */
  final: number | null;
  /** The regular price, shown struck through when final is lower. */
  regular: number | null;
  reason: "regular" | "special" | "promo";
  promo: PromoStatus;
}

/**
 * The price to show: the lowest of the active promo price and the special price, when below the
 * regular price (customer-group and earned-store reductions join with the pricing engine).
 */
export function displayPrice(input: DisplayPriceInput, now: Date = new Date()): DisplayPrice {
  const promo = promoStatus(input, now);
  const regular = input.price;
  let final = regular;
  let reason: DisplayPrice["reason"] = "regular";
  const consider = (candidate: number | null | undefined, why: DisplayPrice["reason"]) => {
    if (candidate === null || candidate === undefined || candidate < 0) return;
    if (final === null || candidate < final) {
      final = candidate;
      reason = why;
    }
  };
  consider(input.special_price, "special");
  if (promo === "active") consider(input.rogue_promo_price, "promo");
  return { final, regular, reason, promo };
}
