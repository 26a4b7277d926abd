import type { LineDescription, Order } from "@ironworks/contracts";
import { describeLine, fromMinor } from "@ironworks/domain";
import type { CheckoutRepository, OrderLineRow, OrderRow } from "./checkout.repository.ts";
import type { PaymentJson } from "./checkout.pay.ts";

/** Order rows as the wire shows them (SPEC §3 Order): money in 2-decimal numbers, gift cards masked. */

export function paymentOut(row: OrderRow): Order["payment"] {
  const p = row.payment as unknown as PaymentJson;
  return {
    paymentType: p.paymentType as Order["payment"]["paymentType"],
    amount: fromMinor(p.amountMinor ?? 0),
    resultCode: p.resultCode ?? null,
    action: row.status === "payment_pending" ? (p.action ?? null) : null,
    threeDsState: (row.threeDsState as Order["payment"]["threeDsState"]) ?? null,
    brand: p.brand ?? null,
    lastFour: p.lastFour ?? null,
  };
}

/**
 * The line as it was ordered (kept in its request at placement); orders placed before that was kept
 * still show their gift-card recipient from the buy request and their name.
 */
export function lineDescription(line: OrderLineRow): LineDescription {
  const kept = line.request.description as LineDescription | undefined;
  if (kept && typeof kept === "object" && Array.isArray(kept.choices)) return kept;
  const metadata = (line.request.metadata ?? null) as Record<string, unknown> | null;
  return describeLine(undefined, undefined, metadata, line.name);
}

export function presentOrder(
  row: OrderRow,
  lines: Awaited<ReturnType<CheckoutRepository["lines"]>>,
  ships: Awaited<ReturnType<CheckoutRepository["shipments"]>>,
): Order {
  const t = row.totals;
  return {
    orderId: row.id,
    listId: row.listId,
    storeId: row.storeId,
    status: row.status as Order["status"],
    createdAt: row.createdAt.toISOString(),
    currency: row.currency,
    shippingMode: row.shippingMode as Order["shippingMode"],
    items: lines
      .map((l) => ({ l, d: lineDescription(l) }))
      .map(({ l, d }) => ({
        productId: l.productId,
        sku: l.sku,
        name: l.name,
        qty: l.qty,
        price: fromMinor(l.priceMinor),
        rowTotal: fromMinor(l.rowTotalMinor),
        thumbnail: l.thumbnail,
        options: [...d.choices, ...d.customOptions],
        description: d,
      })),
    totals: {
      grandTotalIncludingTax: fromMinor(t.grandTotalIncludingTax),
      grandTotalExcludingTax: fromMinor(t.grandTotalExcludingTax),
      tax: fromMinor(t.tax),
      shipping: fromMinor(t.shipping),
      subtotal: fromMinor(t.subtotal),
      discount: fromMinor(t.discount),
      giftcards: fromMinor(t.giftcards),
      itemTax: fromMinor(t.itemTax),
      shippingTax: fromMinor(t.shippingTax),
      tariff: fromMinor(t.tariff),
    },
    payment: paymentOut(row),
    shippingAddress: (row.shippingAddress as Order["shippingAddress"]) ?? null,
    billingAddress: (row.billingAddress as Order["billingAddress"]) ?? null,
    // The recorded package contents are fulfilment's, not the wire's.
    shipping: row.shipping.map(({ packages: _packages, ...selection }) => selection) as Order["shipping"],
    giftcards: row.giftcards.map((g) => ({ code: maskCode(g.code), amount: fromMinor(g.amountMinor) })),
    customer: {
      email: row.email,
      customerId: row.customerId === null ? null : String(row.customerId),
      groupId: row.groupId,
    },
    comments: row.comments,
    shipments: ships.map((s) => ({
      packageNumber: s.packageNumber,
      carrier: s.carrier,
      label: s.label,
      status: s.status as Order["shipments"][number]["status"],
      trackingNumber: s.trackingNumber,
      items: s.items,
      events: s.events,
    })),
  };
}

function maskCode(code: string): string {
  const plain = code.replace(/-/g, "");
  return `${"*".repeat(Math.max(0, plain.length - 4))}${plain.slice(-4)}`;
}
