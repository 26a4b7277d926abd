import type { Order, OrderStatus } from "@ironworks/contracts";
import { findSiteByStoreId, formatPrice, type Locale, type TotalsLayout, totalsLayout } from "@ironworks/domain";
import { ITEMS, plural } from "../../lib/plural.ts";

/**
 * How an order reads to the shopper: status words (SPEC §4), money in the order's own currency
 * (SPEC §9 formatting rules), dates in the page's locale, and the payment in one line. Pure, so the
 * server's HTML and the hydrated page agree.
 */

export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  new: "New",
  payment_pending: "Awaiting payment authentication",
  payment_complete: "Paid",
  published: "Placed",
  payment_error: "Payment failed",
};

/** The status in words; a status this page does not know yet is shown as it is. */
export function orderStatusText(status: string): string {
  return (ORDER_STATUS_WORDS as Record<string, string>)[status] ?? status;
}

/** Orders whose payment did not go through: the payment link offers them (ADR note in payment-link). */
export const UNPAID_STATUSES: readonly OrderStatus[] = ["payment_pending", "payment_error"];
export const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

export type ShipmentStatus = Order["shipments"][number]["status"];

export const SHIPMENT_STATUS_WORDS: Record<ShipmentStatus, string> = {
  processing: "Being prepared",
  shipped: "Shipped",
  in_transit: "In transit",
  delivered: "Delivered",
};

export function shipmentStatusText(status: string): string {
  return (SHIPMENT_STATUS_WORDS as Record<string, string>)[status] ?? status;
}

/** An amount in the order's currency (not the site's: a USD order stays USD on /de). */
export function orderMoney(amount: number | null | undefined, currency: string, locale: Locale): string {
  return formatPrice(amount, currency, locale);
}

// One formatter per locale tag: building Intl formats costs far more than using them.
const dates = new Map<string, Intl.DateTimeFormat>();

/**
 * The order date in the page's language. UTC, so the server's HTML and the browser agree (no
 * hydration mismatch around midnight); an unreadable date shows a dash.
 */
export function orderDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "–";
  let format = dates.get(locale.tag);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.tag, { dateStyle: "long", timeZone: "UTC" });
    dates.set(locale.tag, format);
  }
  return format.format(date);
}

/** A shipment event's time: date and time, UTC (labelled so). */
export function eventTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "–";
  return `${new Intl.DateTimeFormat(locale.tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;
}

export const itemCountText = (n: number, locale: Locale) => plural(n, ITEMS, locale.tag);

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mc: "Mastercard",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  maestro: "Maestro",
  cartebancaire: "Carte Bancaire",
  cup: "UnionPay",
};

export function cardBrand(brand: string | null | undefined): string {
  if (!brand) return "Card";
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The payment in one line: "Visa ending in 1111", "PayPal", "Gift card"… */
export function paymentText(payment: Pick<Order["payment"], "paymentType" | "brand" | "lastFour">): string {
  switch (payment.paymentType) {
    case "card":
    case "storedCard":
      return payment.lastFour ? `${cardBrand(payment.brand)} ending in ${payment.lastFour}` : cardBrand(payment.brand);
    case "paypal":
      return "PayPal";
    case "affirm":
      return "Affirm";
    case "giftcard":
      return "Gift card";
    case "free":
      return "No payment needed";
    case "wallet":
      return payment.brand ? `Wallet (${cardBrand(payment.brand)})` : "Wallet payment";
    default:
      return String(payment.paymentType);
  }
}

/** Stores 5 (EUR) and 34 (GBP) sell VAT-inclusive (SPEC §9): their totals show "incl. VAT". */
export const pricesIncludeVat = (storeId: number) => findSiteByStoreId(storeId)?.pricesIncludeVat ?? false;

/** A placed order's totals, laid out by the domain's one rule (the mail prints the same). */
export function orderTotalsLayout(order: Pick<Order, "totals" | "storeId">): TotalsLayout {
  const t = order.totals;
  return totalsLayout(
    {
      subtotal: t.subtotal,
      discount: t.discount,
      shipping: t.shipping,
      tax: t.tax,
      tariff: t.tariff,
      giftcards: t.giftcards,
      grandTotal: t.grandTotalIncludingTax,
    },
    pricesIncludeVat(order.storeId),
  );
}

/** Address lines as printed on a label; empty parts left out. */
export function addressLines(a: Order["shippingAddress"]): string[] {
  if (!a) return [];
  const name = [a.firstname, a.lastname].filter(Boolean).join(" ");
  const street = (a.street ?? []).filter((s): s is string => !!s?.trim());
  const town = [a.city, a.region, a.postcode].filter(Boolean).join(", ");
  return [name, a.company, ...street, a.apartment, town, a.countryId, a.telephone].filter(
    (l): l is string => typeof l === "string" && l.trim() !== "",
  );
}

/** Pages of a paginated list (at least 1). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));

const TRACKING: Record<string, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${encodeURIComponent(n)}`,
};

/** The carrier's public tracking page for a known carrier; null otherwise (the number is shown as text). */
export function trackingUrl(carrier: string, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  const key = Object.keys(TRACKING).find((k) => carrier.toLowerCase().includes(k));
  return key ? (TRACKING[key] as (n: string) => string)(trackingNumber) : null;
}
