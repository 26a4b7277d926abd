import type { List, Quote } from "@ironworks/contracts";
import { fromMinor, toMinor } from "@ironworks/domain";
import { expect } from "vitest";
import type { OrderSteps } from "../../testing/order-draft.ts";
import { call, cardTokens } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { standard } from "../shipping/shipping.testing.ts";
import type { StaffClient } from "../staff/staff.testing.ts";

/** Custom quotes from a cart (issue #22 item 5, ADR 0052): the shopper's form, a quoted cart, the checkout steps. */

export type Browser = ReturnType<typeof testBrowser>;

export const QUOTE_FORM = {
  source: "cart",
  contactName: "Sam Lee",
  phone: "614-555-0100",
  facilityType: "affiliate",
  deliveryZip: "43215",
  installation: false,
  notes: "Whole box, one delivery please",
};

export const cartOf = async (b: Browser) =>
  ((await call(b, "GET", "/svc_list/lists?active=true")).body.lists as List[]).find((l) => l.type === "quote") as List;

/** The checkout page's steps as the signed-in shopper asks them: rates and tax over HTTP. */
export const browserSteps = (store: TestStore, b: Browser): OrderSteps => ({
  rates: async (request) => {
    const res = await call(b, "POST", "/svc_shipping/shipping/rates/get", { ...request, storeId: 1 });
    if (res.status !== 200) throw new Error(`rates: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Awaited<ReturnType<OrderSteps["rates"]>>;
  },
  tax: async (request) =>
    (await call(b, "POST", "/svc_tax/tax/rates/fetch", { ...request, storeId: 1 })).body as Awaited<
      ReturnType<OrderSteps["tax"]>
    >,
  cardTokens: (number) => cardTokens(store, number),
});

/** A signed-in shopper whose cart of two products became a quote: quoted at 90 %, with `discount` and `freight`. */
export async function quotedCart(
  ctx: { store: TestStore; clock: { now(): Date }; staff: { support: StaffClient } },
  discount: number,
  freight: number,
) {
  const b = testBrowser(ctx.store);
  await registerCustomer(ctx.store, b);
  const other = [0, 1, 2].map((n) => plentiful(n)).find((p) => p.id !== standard().id) as { id: number };
  const items = [
    { productId: standard().id, qty: 2 },
    { productId: other.id, qty: 3 },
  ];
  expect((await call(b, "POST", "/svc_list/lists", { type: "quote", items })).status).toBe(201);
  const requested = await call(b, "POST", "/svc_zeus/quotes", QUOTE_FORM);
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const quote = requested.body as Quote;
  const prices = quote.lines.map((l) => ({
    productId: l.productId,
    unitPrice: fromMinor(Math.floor(toMinor(l.unitPrice) * 0.9)),
  }));
  const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
    lines: prices,
    discount,
    freight,
    expiresAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString(),
  });
  expect(offer.status, JSON.stringify(offer.body)).toBe(200);
  expect((await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/accept`, {})).status).toBe(200);
  const converted = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/cart`, {});
  expect(converted.status).toBe(200);
  const quotedSubtotal = quote.lines.reduce((s, l, i) => s + l.qty * toMinor(prices[i]?.unitPrice ?? 0), 0);
  return { b, quote: offer.body as Quote, quotedSubtotalMinor: quotedSubtotal };
}
