import type { Order } from "@ironworks/contracts";
import { fromMinor } from "@ironworks/domain";
import type { CheckoutRepository, OrderRow } from "./checkout.repository.ts";
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
    items: lines.map((l) => ({
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      price: fromMinor(l.priceMinor),
      rowTotal: fromMinor(l.rowTotalMinor),
      thumbnail: l.thumbnail,
      options: [],
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
