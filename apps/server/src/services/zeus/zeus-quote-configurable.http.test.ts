import type { BuyRequest, List, Quote } from "@ironworks/contracts";
import { fromMinor, SITES, toMinor } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { call } from "../../testing/orders.ts";
import { seedData } from "../../testing/seed-data.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { staffTestStore } from "../staff/staff.testing.ts";
import { cartOf, QUOTE_FORM } from "./zeus-quotes.testing.ts";

/**
 * A quoted configurable product is priced per product id (issue #22 item 5): each chosen variant
 * is its own quote line, priced by staff by the child's id, and the pricing engine honours the quote
 * for that variant only — another variant of the same product costs the store's price.
 */
const ctx = staffTestStore(["support"]);
const usa = SITES.USA;

/** A configurable product with three in-stock variants, each chosen by its attribute values. */
async function variants(): Promise<{ productId: number; requests: BuyRequest[] }> {
  for (const s of seedData().products.filter(
    (p) => p.type === "configurable" && p.visibility === 4 && p.sites === null,
  )) {
    const p = await ctx.store.services.catalog.getProductComplete(s.id, usa);
    if (!p.configurableAttributes.length) continue;
    const kids = p.children.filter(
      (c) => c.inventory.qoh > 20 && c.price !== null && p.childrenIds.includes(c.productId),
    );
    if (kids.length < 3) continue;
    const requests = kids.slice(0, 3).map((child) => ({
      productId: p.productId,
      qty: 1,
      options: Object.fromEntries(p.configurableAttributes.map((a) => [a.code, String(child.attributes[a.code])])),
    }));
    return { productId: p.productId, requests };
  }
  throw new Error("no configurable product with three variants in stock");
}

describe("a quote on a configurable product", () => {
  it("quotes each variant by its child id and honours each at its own price, never another variant", async () => {
    const { productId, requests } = await variants();
    const [a, b, other] = requests as [BuyRequest, BuyRequest, BuyRequest];
    const shopper = testBrowser(ctx.store);
    await registerCustomer(ctx.store, shopper);
    expect(
      (await call(shopper, "POST", "/svc_list/lists", { type: "quote", items: [a, { ...b, qty: 2 }] })).status,
    ).toBe(201);
    const asked = await call(shopper, "POST", "/svc_zeus/quotes", QUOTE_FORM);
    expect(asked.status).toBe(201);
    const quote = asked.body as Quote;
    // Two lines of the one product: one per variant, each with its child and quantity.
    expect(quote.lines.map((l) => [l.productId, l.qty])).toEqual([
      [productId, 1],
      [productId, 2],
    ]);
    const [la, lb] = quote.lines as [Quote["lines"][0], Quote["lines"][0]];
    expect(la.childId && lb.childId && la.childId !== lb.childId).toBe(true);

    // Staff price them by the child's id; the parent's id is not a line of this quote.
    const at = (l: Quote["lines"][0], share: number) => fromMinor(Math.floor(toMinor(l.unitPrice) * share));
    const expiresAt = new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const byParent = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: [{ productId, unitPrice: 1 }],
      discount: 0,
      freight: 0,
      expiresAt,
    });
    expect(byParent.status).toBe(400);
    const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: [
        { productId: la.childId, unitPrice: at(la, 0.5) },
        { productId: lb.childId, unitPrice: at(lb, 0.8) },
      ],
      discount: 0,
      freight: 0,
      expiresAt,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect((await call(shopper, "POST", `/svc_zeus/quotes/${quote.quoteId}/accept`, {})).status).toBe(200);
    expect((await call(shopper, "POST", `/svc_zeus/quotes/${quote.quoteId}/cart`, {})).status).toBe(200);

    const quoted = (await cartOf(shopper)).items.filter((i) => i.metadata?.quoteId === quote.quoteId);
    const priceOf = (childId: number | null) =>
      quoted.find((i) => i.price?.childId === childId)?.price?.unitPrice ?? Number.NaN;
    expect(priceOf(la.childId)).toBe(at(la, 0.5));
    expect(priceOf(lb.childId)).toBe(at(lb, 0.8));

    // Another variant of the same product named with the quote's id: the store's price.
    const copied = await call(shopper, "POST", "/svc_list/lists", {
      type: "quote",
      items: [{ ...other, metadata: { quoteId: quote.quoteId } }],
    });
    expect(copied.status).toBe(201);
    const line = (copied.body as List).items[0];
    const store = await ctx.store.services.pricing.priceItems({ items: [other] }, usa);
    const storeLine = store.response.items[0] as { unitPrice: number };
    expect(line?.price?.unitPrice).toBe(storeLine.unitPrice);
  });
});
