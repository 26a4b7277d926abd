import type { List, Quote } from "@ironworks/contracts";
import { SITES, toMinor } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { draftOrderWith } from "../../testing/order-draft.ts";
import { call, type Json, place } from "../../testing/orders.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { staffTestStore } from "../staff/staff.testing.ts";
import {
  type Browser,
  browserSteps as stepsOf,
  cartOf,
  QUOTE_FORM as FORM,
  quotedCart as quoted,
} from "./zeus-quotes.testing.ts";

/**
 * Custom quotes from a cart, their discount and freight at checkout, and the ordered state
 * (issue #22 item 5, ADR 0052): every figure through the public doors the browser uses.
 */
const ctx = staffTestStore(["support", "owner"]);
const browserSteps = (b: Browser) => stepsOf(ctx.store, b);
const quotedCart = (discount: number, freight: number) => quoted(ctx, discount, freight);

/** A fresh cart holding only the quote's lines (the converted cart, without what was there before). */
async function onlyQuoteLines(b: Browser, quoteId: string): Promise<List> {
  let cart = await cartOf(b);
  for (const item of cart.items.filter((i) => i.metadata?.quoteId !== quoteId))
    expect((await call(b, "DELETE", `/svc_list/lists/${cart._id}/items/${item._id}`)).status).toBe(200);
  cart = await cartOf(b);
  expect(cart.items.every((i) => i.metadata?.quoteId === quoteId)).toBe(true);
  return cart;
}

describe("a quote requested from the cart", () => {
  it("takes the cart's lines at the store's prices; staff see it in the queue; bad requests are 400/401", async () => {
    const b = testBrowser(ctx.store);
    await registerCustomer(ctx.store, b);
    const empty = await call(b, "POST", "/svc_zeus/quotes", FORM);
    expect([empty.status, empty.body.error.code, empty.body.error.details.field]).toEqual([
      400,
      "validation_error",
      "source",
    ]);
    const both = await call(b, "POST", "/svc_zeus/quotes", { ...FORM, projectId: "x" });
    expect(both.status).toBe(400);
    const { list } = {
      list: (
        await call(b, "POST", "/svc_list/lists", {
          type: "quote",
          items: [
            { productId: plentiful().id, qty: 1 },
            { productId: plentiful().id, qty: 2, metadata: { note: "second line" } },
          ],
        })
      ).body as List,
    };
    const made = await call(b, "POST", "/svc_zeus/quotes", FORM);
    expect(made.status).toBe(201);
    const quote = made.body as Quote;
    expect(quote).toMatchObject({ source: "cart", state: "requested", projectId: null, orderId: null });
    // One line per product, quantities added up; the store's price for this shopper.
    expect(quote.lines).toEqual([
      expect.objectContaining({ productId: plentiful().id, qty: 3, unitPrice: list.items[0]?.price?.unitPrice }),
    ]);
    expect(quote.listTotal).toBe(list.totals.subtotal);

    const queue = await ctx.staff.support.json("GET", "/svc_staff/quotes?state=requested&limit=100");
    expect(queue.body.quotes.map((q: Quote) => q.quoteId)).toContain(quote.quoteId);
    const detail = await ctx.staff.support.json("GET", `/svc_staff/quotes/${quote.quoteId}`);
    expect(detail.body).toMatchObject({ source: "cart", notes: FORM.notes });

    expect((await call(testBrowser(ctx.store), "POST", "/svc_zeus/quotes", FORM)).status).toBe(401);
  });
});

describe("a whole quote at checkout: quoted prices, the staff's discount and freight", () => {
  it("the cart, its rates, tax and the order all charge subtotal − discount + freight + tax", async () => {
    const { b, quote, quotedSubtotalMinor } = await quotedCart(25, 180);
    const cart = await onlyQuoteLines(b, quote.quoteId);
    expect(toMinor(cart.totals.subtotal)).toBe(quotedSubtotalMinor);
    expect(cart.totals.quoteDiscount).toBe(25);
    expect(toMinor(cart.totals.total)).toBe(quotedSubtotalMinor - 2500);

    // The rates the checkout page is offered: the quote's freight and nothing else (no pickup).
    const rates = await browserSteps(b).rates(
      {
        items: cart.items.map((i) => ({ productId: i.productId, qty: i.qty, metadata: i.metadata })),
        shippingAddress: US_ADDRESS,
      },
      SITES.USA,
    );
    expect(rates.rates.map((r) => [r.shippingCode, r.rate])).toEqual([["quote_freight", 180]]);

    const body = await draftOrderWith(browserSteps(b), cart);
    expect(body.totals).toMatchObject({ discount: 25, shipping: 180 });
    const taxMinor = toMinor(body.totals.tax);
    // The tax is on the items net of the quote's discount: less than on the undiscounted items.
    const undiscounted = await call(b, "POST", "/svc_tax/tax/rates/fetch", {
      storeId: 1,
      items: cart.items.map((i) => ({ productId: i.productId, qty: i.qty })),
      shippingAddress: US_ADDRESS,
      shippingAmount: 180,
    });
    expect(taxMinor).toBeGreaterThan(0);
    expect(taxMinor).toBeLessThan(toMinor(undiscounted.body.totalTaxAmount));
    const order = await place(ctx.store, b, body);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.orderId as string;
    const placed = (await call(b, "GET", `/svc_checkout/order/${orderId}?storeId=1`)).body as Json;
    const totals = placed.totals as Json;
    expect(totals).toMatchObject({ discount: 25, shipping: 180 });
    expect(toMinor(totals.subtotal)).toBe(quotedSubtotalMinor);
    expect(toMinor(totals.grandTotalIncludingTax)).toBe(quotedSubtotalMinor - 2500 + 18000 + taxMinor);
    expect(toMinor(placed.payment?.amount ?? totals.grandTotalIncludingTax)).toBe(
      quotedSubtotalMinor - 2500 + 18000 + taxMinor,
    );

    // The quote is ordered, once, with its order: for the shopper, for support, in the audit trail.
    const mine = (await call(b, "GET", `/svc_zeus/quotes/${quote.quoteId}`)).body as Quote;
    expect(mine).toMatchObject({ state: "ordered", orderId });
    const staffView = await ctx.staff.support.json("GET", `/svc_staff/quotes/${quote.quoteId}`);
    expect(staffView.body).toMatchObject({ state: "ordered", orderId });
    const audit = await ctx.staff.owner.json("GET", "/svc_staff/audit?action=quote.ordered&limit=100");
    expect(audit.body.entries.some((e: Json) => e.targetId === quote.quoteId && e.detail?.orderId === orderId)).toBe(
      true,
    );

    // A second order from it: converting again and ordering its lines again are both a clear 409.
    const again = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/cart`, {});
    expect([again.status, again.body.error.code]).toEqual([409, "zeus_quote_ordered"]);
    // Ordered: too late to withdraw it (409 naming the order), and it stays ordered.
    const withdraw = await call(b, "POST", `/svc_zeus/quotes/${quote.quoteId}/withdraw`, {});
    expect([withdraw.status, withdraw.body.error.code, withdraw.body.error.details]).toEqual([
      409,
      "zeus_quote_ordered",
      { quoteId: quote.quoteId, orderId },
    ]);
    const copy = await call(b, "POST", "/svc_list/lists", {
      type: "quote",
      items: cart.items.map((i) => ({ productId: i.productId, qty: i.qty, metadata: i.metadata })),
    });
    expect(copy.status).toBe(201);
    const second = await place(ctx.store, b, await draftOrderWith(browserSteps(b), copy.body as List));
    expect([second.status, second.body.error?.code]).toEqual([409, "zeus_quote_ordered"]);
    expect(second.body.error.details).toMatchObject({ quoteId: quote.quoteId, orderId });
  });

  it("other products beside the quote: their carrier rate plus the freight; the discount still applies", async () => {
    const { b, quote, quotedSubtotalMinor } = await quotedCart(10, 99);
    const cart = await cartOf(b);
    // The request's own cart lines stayed in the cart beside the quote's lines.
    expect(cart.items.some((i) => i.metadata?.quoteId !== quote.quoteId)).toBe(true);
    const plain = cart.items.filter((i) => i.metadata?.quoteId !== quote.quoteId);
    const plainRates = await browserSteps(b).rates(
      { items: plain.map((i) => ({ productId: i.productId, qty: i.qty })), shippingAddress: US_ADDRESS },
      SITES.USA,
    );
    const body = await draftOrderWith(browserSteps(b), cart);
    const chosen = body.shipping?.[0];
    const carrier = plainRates.rates.find((r) => r.shippingCode === chosen?.shippingCode);
    expect(toMinor(body.totals.shipping)).toBe(toMinor(carrier?.rate ?? Number.NaN) + 9900);
    expect(body.totals.discount).toBe(10);
    expect(toMinor(body.totals.subtotal)).toBeGreaterThan(quotedSubtotalMinor);
    const order = await place(ctx.store, b, body);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
  });

  it("part of a quote keeps the quoted prices but gets neither the discount nor the freight", async () => {
    const { b, quote } = await quotedCart(40, 250);
    const cart = await onlyQuoteLines(b, quote.quoteId);
    const first = cart.items[0] as List["items"][number];
    expect(cart.items).toHaveLength(2);
    const removed = await call(b, "DELETE", `/svc_list/lists/${cart._id}/items/${first._id}`);
    expect(removed.status).toBe(200);
    const part = removed.body as List;
    expect(part.totals.quoteDiscount ?? 0).toBe(0);
    const body = await draftOrderWith(browserSteps(b), part);
    expect(body.totals.discount).toBe(0);
    expect(body.shipping?.[0]?.shippingCode).not.toBe("quote_freight");
    const line = quote.lines.find((l) => l.productId !== first.productId);
    expect(part.items[0]?.price?.unitPrice).toBe(line?.quotedUnitPrice);
  });

  it("an order whose payment is refused gives the quote back: it can be ordered again", async () => {
    const { b, quote } = await quotedCart(5, 50);
    const cart = await onlyQuoteLines(b, quote.quoteId);
    const refused = await place(
      ctx.store,
      b,
      await draftOrderWith(browserSteps(b), cart, { card: "4000000000000002" }),
    );
    expect(refused.status).toBe(402);
    const back = (await call(b, "GET", `/svc_zeus/quotes/${quote.quoteId}`)).body as Quote;
    expect(back).toMatchObject({ state: "converted", orderId: null });
    const paid = await place(ctx.store, b, await draftOrderWith(browserSteps(b), await cartOf(b)));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(((await call(b, "GET", `/svc_zeus/quotes/${quote.quoteId}`)).body as Quote).state).toBe("ordered");
  });
});

const US_ADDRESS = {
  firstname: "Sam",
  lastname: "Lee",
  telephone: "5555550100",
  street: ["1 Main St"],
  city: "Columbus",
  postcode: "43215",
  region: "Ohio",
  regionId: "OH",
  countryId: "US",
  email: "sam@example.com",
};
