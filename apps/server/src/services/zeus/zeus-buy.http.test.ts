import type { List, Quote, ZeusPartWire } from "@ironworks/contracts";
import {
  billOfMaterials,
  checkPlan,
  toMinor,
  type ZeusItem,
  type ZeusPart,
  type ZeusRotation,
} from "@ironworks/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OrderSteps, draftOrderWith } from "../../testing/order-draft.ts";
import { draftOrder, type Json, place, storeSteps } from "../../testing/orders.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { staffTestStore } from "../staff/staff.testing.ts";
import { gym, quoteForm } from "./zeus.testing.ts";

/** Buy the whole build (issue #22 item 4): one recipe into the cart, priced by the server only. */
const ctx = staffTestStore(["support"]);

async function json(b: ReturnType<typeof testBrowser>, path: string, method = "GET", body?: unknown) {
  const res = await b.request(path, { method, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function priced(b: ReturnType<typeof testBrowser>) {
  const all = (await json(b, "/svc_zeus/parts")).body.parts as ZeusPartWire[];
  const plan = gym(all);
  const price = await json(b, "/svc_zeus/price", "POST", { plan });
  expect(price.status).toBe(200);
  return { plan, total: price.body.total as number, lines: price.body.lines as Json[] };
}

const cartOf = async (b: ReturnType<typeof testBrowser>) =>
  ((await json(b, "/svc_list/lists?active=true")).body.lists as List[]).find((l) => l.type === "quote");

describe("POST /svc_zeus/buy", () => {
  it("puts every line into the guest's cart as one recipe that rid= opens, and checks out at the server's price", async () => {
    const b = testBrowser(ctx.store);
    const { plan, total, lines } = await priced(b);
    const bought = await json(b, "/svc_zeus/buy", "POST", { plan, expectedTotal: total, name: "My garage" });
    expect(bought.status).toBe(201);
    const recipeId = bought.body.recipeId as string;
    expect(recipeId).toMatch(/^R-[0-9A-F]{16}$/);
    expect(bought.body).toMatchObject({ total, link: `/zeus-builder/project/edit?rid=${recipeId}` });

    const cart = (await cartOf(b)) as List;
    expect(cart.items).toHaveLength(lines.length);
    for (const line of lines) {
      const item = cart.items.find((i) => i.productId === line.productId);
      expect(item?.qty).toBe(line.qty);
      expect(item?.metadata).toMatchObject({
        recipeId,
        customSku: `${recipeId}:${line.sku}`,
        fluidPrice: line.unitPrice,
      });
    }
    expect(cart.totals.subtotal).toBe(total);

    const opened = await json(testBrowser(ctx.store), `/svc_zeus/recipes/${recipeId}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ recipeId, name: "My garage", plan });

    const order = await place(ctx.store, b, await draftOrder(ctx.store, cart));
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.totals?.subtotal ?? order.body.order?.totals?.subtotal ?? total).toBe(total);
  });

  it("refuses a stale price (409 naming the server's total) and an invalid build (400); nothing reaches the cart", async () => {
    const b = testBrowser(ctx.store);
    const { plan, total } = await priced(b);
    const stale = await json(b, "/svc_zeus/buy", "POST", { plan, expectedTotal: total - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("zeus_stale_price");
    expect(stale.body.error.details.total).toBe(total);

    const bad = { ...plan, items: [...plan.items, { ...plan.items[0], id: "twin" }] };
    const invalid = await json(b, "/svc_zeus/buy", "POST", { plan: bad, expectedTotal: total });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe("zeus_plan_invalid");
    expect(invalid.body.error.details.problems.map((p: Json) => p.code)).toContain("overlap");

    const empty = await json(b, "/svc_zeus/buy", "POST", { plan: { ...plan, items: [] }, expectedTotal: 0 });
    expect(empty.status).toBe(400);
    const noTotal = await json(b, "/svc_zeus/buy", "POST", { plan });
    expect(noTotal.status).toBe(400);
    expect((await cartOf(b))?.items ?? []).toHaveLength(0);
  });

  it("removing the recipe removes its lines only; another shopper cannot remove it; outside the USA 404", async () => {
    const b = testBrowser(ctx.store);
    const { plan, total } = await priced(b);
    const first = await json(b, "/svc_zeus/buy", "POST", { plan, expectedTotal: total });
    const second = await json(b, "/svc_zeus/buy", "POST", { plan, expectedTotal: total });
    const before = (await cartOf(b)) as List;
    expect(before.items.length).toBe(2 * first.body.cart.items.length);

    const other = testBrowser(ctx.store);
    expect((await json(other, `/svc_zeus/cart/recipes/${first.body.recipeId}`, "DELETE")).status).toBe(404);

    const removed = await json(b, `/svc_zeus/cart/recipes/${first.body.recipeId}`, "DELETE");
    expect(removed.status).toBe(200);
    const after = (await cartOf(b)) as List;
    expect(after.items.every((i) => i.metadata?.recipeId === second.body.recipeId)).toBe(true);
    expect(after.totals.subtotal).toBe(total);
    expect((await json(b, `/svc_zeus/cart/recipes/${first.body.recipeId}`, "DELETE")).status).toBe(404);

    const eu = await json(b, "/svc_zeus/site/EUR/buy", "POST", { plan, expectedTotal: total });
    expect(eu.status).toBe(404);
    expect((await json(b, "/svc_zeus/recipes/not-a-recipe")).status).toBe(400);
  });
});

describe("an accepted quote converted into a cart", () => {
  it("prices the lines at the quoted prices for that customer only, at checkout too, until the expiry", async () => {
    const b = testBrowser(ctx.store);
    await registerCustomer(ctx.store, b);
    const all = (await json(b, "/svc_zeus/parts")).body.parts as ZeusPartWire[];
    const project = (await json(b, "/svc_zeus/projects", "POST", { name: "Quoted box", plan: gym(all) })).body;
    const quote = (await json(b, "/svc_zeus/quotes", "POST", quoteForm(project.projectId))).body as Quote;
    const lines = quote.lines.map((l) => ({ productId: l.productId, unitPrice: Math.floor(l.unitPrice * 0.8) }));
    const offer = await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines,
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(offer.status).toBe(200);
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {})).status).toBe(409);
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}/accept`, "POST", {})).status).toBe(200);

    const other = testBrowser(ctx.store);
    await registerCustomer(ctx.store, other);
    expect((await json(other, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {})).status).toBe(404);

    const converted = await json(b, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {});
    expect(converted.status).toBe(200);
    const quotedSubtotal = quote.lines.reduce((s, l, i) => s + l.qty * (lines[i]?.unitPrice ?? 0), 0);
    const cart = (await cartOf(b)) as List;
    expect(cart.totals.subtotal).toBe(quotedSubtotal);
    expect(cart.items.every((i) => i.metadata?.quoteId === quote.quoteId)).toBe(true);
    // Converting twice does not add the lines twice.
    await json(b, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {});
    expect(((await cartOf(b)) as List).totals.subtotal).toBe(quotedSubtotal);

    // Someone else naming the quote in their own cart pays the store's price.
    const copied = await json(other, "/svc_list/lists", "POST", {
      type: "quote",
      items: cart.items.map((i) => ({ productId: i.productId, qty: i.qty, metadata: i.metadata })),
    });
    expect(copied.status).toBe(201);
    expect((copied.body as List).totals.subtotal).toBe(quote.listTotal);

    // The checkout page asks /svc_shipping and /svc_tax as the shopper: the quote's freight (here
    // 0) is the delivery, and the tax is on the quoted prices too (ADR 0052).
    const steps = {
      ...storeSteps(ctx.store),
      rates: async (request: unknown) =>
        (await json(b, "/svc_shipping/shipping/rates/get", "POST", { ...(request as object), storeId: 1 }))
          .body as Awaited<ReturnType<OrderSteps["rates"]>>,
      tax: async (request: unknown) =>
        (await json(b, "/svc_tax/tax/rates/fetch", "POST", request)).body as Awaited<ReturnType<OrderSteps["tax"]>>,
    } as OrderSteps;
    const order = await place(ctx.store, b, await draftOrderWith(steps, cart));
    expect(order.status, JSON.stringify(order.body)).toBe(201);
  });

  it("after the expiry the cart is back at the store's prices and converting is 409", async () => {
    const b = testBrowser(ctx.store);
    await registerCustomer(ctx.store, b);
    const all = (await json(b, "/svc_zeus/parts")).body.parts as ZeusPartWire[];
    const project = (await json(b, "/svc_zeus/projects", "POST", { name: "Late box", plan: gym(all) })).body;
    const quote = (await json(b, "/svc_zeus/quotes", "POST", quoteForm(project.projectId))).body as Quote;
    await ctx.staff.support.json("POST", `/svc_staff/quotes/${quote.quoteId}/offer`, {
      lines: quote.lines.map((l) => ({ productId: l.productId, unitPrice: Math.floor(l.unitPrice / 2) })),
      discount: 0,
      freight: 0,
      expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}/accept`, "POST", {})).status).toBe(200);
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {})).status).toBe(200);
    expect(((await cartOf(b)) as List).totals.subtotal).toBeLessThan(quote.listTotal);
    ctx.clock.advance(2 * 3_600_000);
    expect(((await cartOf(b)) as List).totals.subtotal).toBe(quote.listTotal);
    const late = await json(b, `/svc_zeus/quotes/${quote.quoteId}/cart`, "POST", {});
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("zeus_quote_expired");
    // The shopper and support read it as expired (ADR 0052).
    expect((await json(b, `/svc_zeus/quotes/${quote.quoteId}`)).body.state).toBe("expired");
  });
});

describe("property: a plan the server accepts prices the same on the server and in the browser", () => {
  it("holds for random plans of the store's parts (placed, rotated, mounted, overlapping or not)", async () => {
    const b = testBrowser(ctx.store);
    const all = (await json(b, "/svc_zeus/parts")).body.parts as ZeusPartWire[];
    const browserParts = new Map<number, ZeusPart>(
      all.map((p) => [p.productId, { ...p, kind: p.kind as ZeusPart["kind"], priceMinor: toMinor(p.price) }]),
    );
    const floor = all.filter((p) => p.kind !== "attachment");
    const attachments = all.filter((p) => p.kind === "attachment");
    const room = { widthIn: 600, depthIn: 480, heightIn: 144 };
    const item = fc.record({
      floor: fc.nat(floor.length - 1),
      attachment: fc.option(fc.nat(attachments.length - 1), { nil: undefined }),
      x: fc.integer({ min: 0, max: 100 }).map((v) => v * 6),
      y: fc.integer({ min: 0, max: 80 }).map((v) => v * 6),
      rotation: fc.constantFrom(0, 90, 180, 270) as fc.Arbitrary<ZeusRotation>,
    });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 6 }), async (picks) => {
        const items: ZeusItem[] = [];
        picks.forEach((p, i) => {
          const part = floor[p.floor] as ZeusPartWire;
          items.push({ id: `f${i}`, productId: part.productId, x: p.x, y: p.y, rotation: p.rotation });
          if (p.attachment !== undefined && part.kind !== "storage")
            items.push({
              id: `a${i}`,
              productId: (attachments[p.attachment] as ZeusPartWire).productId,
              x: 0,
              y: 0,
              rotation: 0,
              mountedOn: `f${i}`,
            });
        });
        const plan = { room, items };
        const server = await json(b, "/svc_zeus/price", "POST", { plan });
        const browser = checkPlan(plan, browserParts);
        if (server.status === 200) {
          accepted++;
          expect(browser.problems).toEqual([]);
          expect(toMinor(server.body.total)).toBe(billOfMaterials(plan, browserParts).totalMinor);
        } else {
          expect(server.status).toBe(400);
          expect(browser.problems.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60, seed: 22 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
