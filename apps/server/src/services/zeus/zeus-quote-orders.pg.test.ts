import type { List, Quote } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { draftOrderWith } from "../../testing/order-draft.ts";
import { call, place } from "../../testing/orders.ts";
import { TEST_DATABASE_URL } from "../../testing/test-store.ts";
import { staffTestStore } from "../staff/staff.testing.ts";
import { browserSteps, quotedCart } from "./zeus-quotes.testing.ts";

/**
 * Two orders racing on one custom quote (issue #22 item 5, ADR 0052) on PostgreSQL: the quote row
 * is locked in the order transaction, so exactly one order is placed and the other is a clear 409.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL quote order suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("one quote, two concurrent orders (PostgreSQL)", () => {
  const ctx = staffTestStore(["support"], { engine: "postgres" });

  it("one order is placed and the quote is ordered by it; the other is 409 zeus_quote_ordered", async () => {
    const { b, quote } = await quotedCart(ctx, 20, 120);
    const first = ((await call(b, "GET", "/svc_list/lists?active=true")).body.lists as List[]).find(
      (l) => l.type === "quote",
    ) as List;
    const quoteItems = first.items.filter((i) => i.metadata?.quoteId === quote.quoteId);
    for (const item of first.items.filter((i) => i.metadata?.quoteId !== quote.quoteId))
      await call(b, "DELETE", `/svc_list/lists/${first._id}/items/${item._id}`);
    const cartA = (await call(b, "GET", `/svc_list/lists/${first._id}`)).body as List;
    const bodyA = await draftOrderWith(browserSteps(ctx.store, b), cartA);
    const copy = await call(b, "POST", "/svc_list/lists", {
      type: "quote",
      items: quoteItems.map((i) => ({ productId: i.productId, qty: i.qty, metadata: i.metadata })),
    });
    expect(copy.status).toBe(201);
    const bodyB = await draftOrderWith(browserSteps(ctx.store, b), copy.body as List);
    expect(bodyB.totals).toMatchObject({ discount: 20, shipping: 120 });

    const results = await Promise.all([place(ctx.store, b, bodyA), place(ctx.store, b, bodyB)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
    const won = results.find((r) => r.status === 201)?.body.orderId as string;
    const lost = results.find((r) => r.status === 409)?.body;
    expect(lost?.error).toMatchObject({
      code: "zeus_quote_ordered",
      details: { quoteId: quote.quoteId, orderId: won },
    });
    const after = (await call(b, "GET", `/svc_zeus/quotes/${quote.quoteId}`)).body as Quote;
    expect(after).toMatchObject({ state: "ordered", orderId: won });
  });
});
