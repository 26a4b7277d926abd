import type { Order, OrderStatus } from "@ironworks/contracts";
import { findSiteByStoreId, formatPrice, type Locale, type TotalsLayout, totalsLayout } from "@ironworks/domain";
import type { Translate } from "../../lib/i18n/messages.ts";
import type { OrdersKey } from "./messages.ts";

/** The orders catalog's translate function (`useT<OrdersKey>()`). */
export type OrdersT = Translate<OrdersKey>;

/**
 * How an order reads to the shopper: status words (SPEC §4), money in the order's own currency
 * (SPEC §9 formatting rules), dates in the page's locale, and the payment in one line. Pure, so the
 * server's HTML and the hydrated page agree.
 */

const ORDER_STATUSES: readonly OrderStatus[] = [
  "new",
  "payment_pending",
  "payment_complete",
  "published",
  "payment_error",
  "cancelled",
];

/** The status in words (`orders.status.<status>`); a status this page does not know yet is shown as it is. */
export function orderStatusText(status: string, t: OrdersT): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? t(`orders.status.${status as OrderStatus}`) : status;
}

/** Orders whose payment did not go through: the payment link offers them (ADR note in payment-link). */
export const UNPAID_STATUSES: readonly OrderStatus[] = ["payment_pending", "payment_error"];
export const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

export type ShipmentStatus = Order["shipments"][number]["status"];

const SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["processing", "shipped", "in_transit", "delivered"];

export function shipmentStatusText(status: string, t: OrdersT): string {
  return (SHIPMENT_STATUSES as readonly string[]).includes(status)
    ? t(`orders.shipment.${status as ShipmentStatus}`)
    : status;
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

const times = new Map<string, Intl.DateTimeFormat>();

/** A shipment event's time: date and time in UTC, labelled so by Intl in the page's language. */
export function eventTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "–";
  let format = times.get(locale.tag);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.tag, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    });
    times.set(locale.tag, format);
  }
  return format.format(date);
}

export const itemCountText = (count: number, t: OrdersT) => t("orders.itemCount", { count });

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

/** A card brand's name (brand names are not translated); no brand: "Card" in the page's language. */
export function cardBrand(brand: string | null | undefined, t: OrdersT): string {
  if (!brand) return t("orders.payment.card");
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The payment in one line: "Visa ending in 1111", "PayPal", "Gift card"… */
export function paymentText(payment: Pick<Order["payment"], "paymentType" | "brand" | "lastFour">, t: OrdersT): string {
  switch (payment.paymentType) {
    case "card":
    case "storedCard":
      return payment.lastFour
        ? t("orders.payment.cardEnding", { brand: cardBrand(payment.brand, t), lastFour: payment.lastFour })
        : cardBrand(payment.brand, t);
    case "paypal":
      return "PayPal";
    case "affirm":
      return "Affirm";
    case "giftcard":
      return t("orders.payment.giftcard");
    case "free":
      return t("orders.payment.free");
    case "wallet":
      return payment.brand
        ? t("orders.payment.walletBrand", { brand: cardBrand(payment.brand, t) })
        : t("orders.payment.wallet");
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
