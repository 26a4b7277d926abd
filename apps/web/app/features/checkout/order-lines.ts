import type { List, OrderItemIn, RateItem, ShippingSelection } from "@ironworks/contracts";
import { PICKUP_CODE } from "@ironworks/domain";
import type { LineFacts, ShippingChoice, ShippingQuote } from "./checkout-types.ts";

/** The list's lines as checkout sends them: buy requests for rating and tax, priced lines for the order. */

const priced = (list: List) => list.items.filter((i) => i.price && !i.error);

export function rateItems(list: List): RateItem[] {
  return priced(list).map((i) => {
    const item: RateItem = { productId: i.productId, qty: i.qty };
    if (i.options && Object.keys(i.options).length) item.options = i.options;
    if (i.children?.length) item.children = i.children;
    if (i.metadata && Object.keys(i.metadata).length) item.metadata = i.metadata;
    return item;
  });
}

export function orderItems(list: List): OrderItemIn[] {
  return priced(list).map((i) => ({
    listItemId: i.listItemId,
    productId: i.productId,
    sku: i.product.sku,
    qty: i.qty,
    price: i.price?.unitPrice ?? 0,
  }));
}

/** SPEC §4/§5: which agreements the order needs (subscription items; trial ones also the trial's). */
export function requiredAgreements(facts: Record<string, LineFacts>): { subscription: boolean; trial: boolean } {
  const all = Object.values(facts);
  return {
    subscription: all.some((f) => f.subscriptionInterval !== null || f.isTrial),
    trial: all.some((f) => f.isTrial),
  };
}

export function agreementsMissing(
  required: { subscription: boolean; trial: boolean },
  given: { subscription: boolean; trial: boolean },
): boolean {
  return (required.subscription && !given.subscription) || (required.trial && !given.trial);
}

export interface PackageOptions {
  packageNumber: number | null;
  /** The package's place (0-based) among `count` packages: the page words "Package 1 of 2". */
  index: number;
  count: number;
  items: { sku: string; qty: number }[];
  rates: ShippingQuote["rates"];
}

/** The packages to choose a delivery for (one per package when split) and the pickup rate, if offered. */
export function deliveryOptions(quote: ShippingQuote): {
  packages: PackageOptions[];
  pickup: ShippingQuote["rates"][number] | null;
} {
  const pickup = quote.rates.find((r) => r.shippingCode === PICKUP_CODE) ?? null;
  if (quote.split.length) {
    return {
      pickup,
      packages: quote.split.map((p, i) => ({
        packageNumber: p.packageNumber,
        index: i,
        count: quote.split.length,
        items: p.items.map((it) => ({ sku: it.sku, qty: it.qty })),
        rates: p.rates.filter((r) => r.shippingCode !== PICKUP_CODE),
      })),
    };
  }
  const rates = quote.rates.filter((r) => r.shippingCode !== PICKUP_CODE);
  return { pickup, packages: rates.length ? [{ packageNumber: null, index: 0, count: 1, items: [], rates }] : [] };
}

const packageKey = (n: number | null) => (n === null ? "all" : String(n));

/**
 * The effective delivery: the shopper's choice where the quote still offers it, else the first
 * (cheapest) rate of each package; pickup only while offered. null when nothing can be chosen.
 */
export function chosenShipping(
  quote: ShippingQuote | null,
  choice: ShippingChoice,
): { selections: ShippingSelection[]; amount: number; pickup: boolean } | null {
  if (!quote) return null;
  const { packages, pickup } = deliveryOptions(quote);
  if (choice.pickup && pickup)
    return {
      pickup: true,
      amount: pickup.rate,
      selections: [
        {
          shippingCode: pickup.shippingCode,
          rate: pickup.rate,
          label: pickup.label,
          carrier: pickup.carrier,
          transactionId: quote.transactionId,
        },
      ],
    };
  const selections: ShippingSelection[] = [];
  for (const p of packages) {
    const wanted = choice.packages[packageKey(p.packageNumber)];
    const rate = p.rates.find((r) => r.shippingCode === wanted) ?? cheapest(p.rates);
    if (!rate) return null;
    selections.push({
      shippingCode: rate.shippingCode,
      rate: rate.rate,
      label: rate.label,
      carrier: rate.carrier,
      ...(p.packageNumber === null ? {} : { packageNumber: p.packageNumber }),
      transactionId: quote.transactionId,
    });
  }
  if (!selections.length) return null;
  const amountMinor = selections.reduce((s, r) => s + Math.round(r.rate * 100), 0);
  return { pickup: false, amount: amountMinor / 100, selections };
}

function cheapest<T extends { rate: number }>(rates: readonly T[]): T | undefined {
  return rates.reduce<T | undefined>((best, r) => (!best || r.rate < best.rate ? r : best), undefined);
}

export { packageKey };
