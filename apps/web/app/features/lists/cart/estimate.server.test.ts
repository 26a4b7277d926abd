import type { List } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clothing,
  createTestStore,
  guestOwner,
  insertCustomer,
  standard,
  type TestStore,
  virtual,
} from "@ironworks/server/testing";
import type { AppLoadContext } from "../../../lib/context.ts";
import { cartAction } from "./cart.server.ts";
import { estimateCart, estimateCookieName, loadEstimate, readEstimateCookie } from "./estimate.server.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { USA, EUR } = SITES;

async function cartOf(site: typeof USA, productIds: number[], qty = 2): Promise<List> {
  const owner = guestOwner();
  return store.services.lists.addToActiveList(
    owner,
    site,
    "quote",
    productIds.map((productId) => ({ productId, qty })),
  );
}

describe("estimateCart (shipping and tax from the stored cart)", () => {
  it("Texas: the cheapest delivery, state sales tax on items and shipping, and the total", async () => {
    const cart = await cartOf(USA, [standard().id]);
    const place = { country: "US", region: "TX", postcode: "78701" };
    const estimate = await estimateCart(store.services, USA, cart, place);
    if (!estimate?.ok) throw new Error(`no estimate: ${JSON.stringify(estimate)}`);
    const rates = await store.services.shipping.getRates(
      {
        storeId: 1,
        items: [{ productId: standard().id, qty: 2 }],
        shippingAddress: { street: ["1 Main"], city: "Austin", countryId: "US", region: "TX", postcode: "78701" },
      },
      USA,
    );
    const cheapest = Math.min(...rates.rates.filter((r) => r.shippingCode !== "pickup_pickup").map((r) => r.rate));
    expect(estimate.shipping?.rate).toBe(cheapest);
    expect(estimate.shipping?.label).toBeTruthy();
    const expectedTax = Math.round((cart.totals.total + cheapest) * 6.25) / 100;
    expect(Math.abs((estimate.tax ?? 0) - expectedTax)).toBeLessThanOrEqual(0.01);
    expect(estimate.pricesIncludeTax).toBe(false);
    expect(estimate.total).toBe(Math.round((cart.totals.total + cheapest + (estimate.tax ?? 0)) * 100) / 100);
  });

  it("Pennsylvania exempts clothing: no tax on a shirt", async () => {
    const cart = await cartOf(USA, [clothing().id]);
    const estimate = await estimateCart(store.services, USA, cart, { country: "US", region: "PA", postcode: "15201" });
    expect(estimate).toMatchObject({ ok: true });
    if (estimate?.ok) expect(estimate.tax).toBeLessThanOrEqual(((estimate.shipping?.rate ?? 0) * 6) / 100 + 0.01);
  });

  it("Germany: VAT included, not added to the total", async () => {
    const cart = await cartOf(EUR, [standard().id]);
    const estimate = await estimateCart(store.services, EUR, cart, { country: "DE", region: "", postcode: "10117" });
    if (!estimate?.ok) throw new Error(`no estimate: ${JSON.stringify(estimate)}`);
    expect(estimate.pricesIncludeTax).toBe(true);
    expect(estimate.tax).toBeGreaterThan(0);
    expect(estimate.total).toBe(Math.round((cart.totals.total + (estimate.shipping?.rate ?? 0)) * 100) / 100);
  });

  it("a virtual-only cart needs no shipping (and no place on a VAT site)", async () => {
    const cart = await cartOf(USA, [virtual().id], 1);
    expect(await estimateCart(store.services, USA, cart, null)).toMatchObject({ ok: true, shipping: null, tax: null });
    const taxed = await estimateCart(store.services, USA, cart, { country: "US", region: "TX", postcode: "78701" });
    expect(taxed).toMatchObject({ ok: true, shipping: null });
    const eu = await cartOf(EUR, [virtual().id], 1);
    const vat = await estimateCart(store.services, EUR, eu, null);
    expect(vat).toMatchObject({ ok: true, shipping: null, pricesIncludeTax: true });
  });

  it("a physical cart without a place has nothing to estimate yet", async () => {
    expect(await estimateCart(store.services, USA, await cartOf(USA, [standard().id]), null)).toBeNull();
  });

  it("shows the service's message when the address is refused", async () => {
    const cart = await cartOf(USA, [standard().id]);
    const estimate = await estimateCart(store.services, USA, cart, { country: "US", region: "ZZ", postcode: "78701" });
    expect(estimate).toEqual({
      ok: false,
      place: { country: "US", region: "ZZ", postcode: "78701" },
      message: expect.stringContaining("shippingAddress.region"),
    });
  });
});

describe("the cart route's estimate intent", () => {
  function context(session: Awaited<ReturnType<typeof store.services.session.startGuest>>["session"]) {
    return {
      services: store.services,
      publicBaseUrl: "http://localhost",
      session: { find: async () => session, ensure: async () => session },
    } as unknown as AppLoadContext;
  }
  const post = (fields: Record<string, string>, path = "http://localhost/cart") => {
    const body = new URLSearchParams(fields);
    return new Request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  };

  it("remembers a valid place in a session cookie; the loader then estimates from it", async () => {
    const { session } = await store.services.session.startGuest();
    const owner = { customerId: null, sessionId: session.sessionId, groupId: 0 };
    await store.services.lists.addToActiveList(owner, USA, "quote", [{ productId: standard().id, qty: 1 }]);
    const answer = await cartAction(
      post({ intent: "estimate", country: "us", region: "texas", postcode: "78701", js: "1" }),
      context(session),
    );
    const res = answer as unknown as { init: ResponseInit | null; data: unknown };
    const cookie = new Headers(res.init?.headers).get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${estimateCookieName(USA)}=US%7CTX%7C78701; Path=/; SameSite=Lax; HttpOnly$`));
    const reload = new Request("http://localhost/cart", { headers: { cookie: cookie.split(";")[0] as string } });
    expect(readEstimateCookie(reload, USA)).toEqual({ country: "US", region: "TX", postcode: "78701" });
    const cart = await store.services.lists.findActiveCart(owner, USA);
    const loaded = await loadEstimate(reload, store.services, session, USA, cart);
    expect(loaded?.form.place).toEqual({ country: "US", region: "TX", postcode: "78701" });
    expect(loaded?.form.format?.regions.length).toBeGreaterThan(50);
    expect(loaded?.result).toMatchObject({ ok: true });
  });

  it("a plain form post is redirected back to the cart with the cookie", async () => {
    const { session } = await store.services.session.startGuest();
    const thrown = await cartAction(
      post({ intent: "estimate", country: "DE", postcode: "10117" }, "http://localhost/de/cart"),
      context(session),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/cart");
    expect(res.headers.get("set-cookie")).toMatch(/^iw_estimate_eur=DE%7C%7C10117;/);
  });

  it("refuses a place off the rules with 400, the first error per field and the place as sent", async () => {
    const { session } = await store.services.session.startGuest();
    const answer = (await cartAction(
      post({ intent: "estimate", country: "US", region: "", postcode: "123", js: "1" }),
      context(session),
    )) as unknown as { init: ResponseInit | null; data: unknown };
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get("set-cookie")).toBeNull();
    expect(answer.data).toEqual({
      ok: false,
      intent: "estimate",
      code: "validation_error",
      message: "Please enter your state",
      place: { country: "US", region: "", postcode: "123" },
      fields: { region: "Please enter your state", postcode: "Please enter a valid zip code (e.g. 95014)." },
    });
  });

  it("ignores a remembered place the site does not ship to", () => {
    const req = new Request("http://localhost/cart", {
      headers: { cookie: `${estimateCookieName(USA)}=DE%7C%7C10117` },
    });
    expect(readEstimateCookie(req, USA)).toBeNull();
  });
});

describe("the place a signed-in customer starts with", () => {
  it("is the default shipping address (estimated at once); without one, the site's default country", async () => {
    const customerId = await insertCustomer(store);
    const { session } = await store.services.session.startGuest();
    const signed = { ...session, customerId, groupId: 1 };
    const owner = { customerId, sessionId: null, groupId: 1 };
    const cart = await store.services.lists.addToActiveList(owner, USA, "quote", [
      { productId: standard().id, qty: 1 },
    ]);
    const request = new Request("http://localhost/cart");
    const before = await loadEstimate(request, store.services, signed, USA, cart);
    expect(before?.form.place).toEqual({ country: "US", region: "", postcode: "" });
    expect(before?.result).toBeNull();
    await store.services.addresses.create(
      customerId,
      {
        firstname: "Sam",
        lastname: "Lifter",
        telephone: "5125550100",
        street: ["1 Main St"],
        city: "Austin",
        region: "Texas",
        postcode: "78701",
        countryId: "US",
        isDefaultShipping: true,
      } as Parameters<typeof store.services.addresses.create>[1],
      "USA",
    );
    const after = await loadEstimate(request, store.services, signed, USA, cart);
    expect(after?.form.place).toEqual({ country: "US", region: "TX", postcode: "78701" });
    expect(after?.result).toMatchObject({ ok: true });
    // The session's own choice wins over the address book.
    const chosen = new Request("http://localhost/cart", {
      headers: { cookie: `${estimateCookieName(USA)}=US%7CCA%7C90001` },
    });
    expect((await loadEstimate(chosen, store.services, signed, USA, cart))?.form.place.region).toBe("CA");
  });
});

describe("estimateCart for a cart holding a whole custom quote (issue #22, ADR 0052)", () => {
  it("prices it as checkout charges it: the quoted prices, the staff's discount and freight, tax on the net", async () => {
    const customerId = await insertCustomer(store);
    const owner = { customerId, sessionId: null, groupId: 1 };
    const who = { customerId, email: "box@example.com", groupId: 1 };
    const z = store.services.zeus;
    await store.services.lists.addToActiveList(owner, USA, "quote", [{ productId: standard().id, qty: 2 }]);
    const requested = await z.requestQuote(
      who,
      {
        source: "cart",
        contactName: "Sam Lee",
        phone: "614-555-0100",
        facilityType: "garage",
        deliveryZip: "78701",
        installation: false,
      },
      USA,
      owner,
    );
    const staff = { id: 1, email: "support@example.com", audit: async () => {} };
    const unit = Math.floor((requested.lines[0]?.unitPrice ?? 0) * 80) / 100;
    await z.offer(staff, requested.quoteId, {
      lines: requested.lines.map((l) => ({ productId: l.productId, unitPrice: unit })),
      discount: 10,
      freight: 75,
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    await z.accept(who, requested.quoteId, USA);
    let cart = (await z.toCart(who, owner, requested.quoteId, USA)).cart;
    for (const item of cart.items.filter((i) => i.metadata?.quoteId !== requested.quoteId))
      cart = await store.services.lists.removeItem(owner, USA, cart._id, item._id);
    cart = (await store.services.lists.findActiveCart(owner, USA)) as List;
    expect(cart.totals.subtotal).toBe(Math.round(unit * 2 * 100) / 100);
    expect(cart.totals.quoteDiscount).toBe(10);

    const place = { country: "US", region: "TX", postcode: "78701" };
    const estimate = await estimateCart(store.services, USA, cart, place, { customerId });
    if (!estimate?.ok) throw new Error(`no estimate: ${JSON.stringify(estimate)}`);
    expect(estimate.shipping).toMatchObject({ rate: 75, code: "quote_freight" });
    // Texas taxes items and delivery: 6.25 % of (quoted items − discount + freight).
    const netMinor = Math.round(unit * 2 * 100) - 1000;
    const taxMinor = Math.round(((netMinor + 7500) * 6.25) / 100);
    expect(Math.abs(Math.round((estimate.tax ?? 0) * 100) - taxMinor)).toBeLessThanOrEqual(1);
    expect(Math.round(estimate.total * 100)).toBe(netMinor + 7500 + Math.round((estimate.tax ?? 0) * 100));

    // Someone else's estimate of the same lines: the store's prices and delivery, not the quote's.
    const stranger = await estimateCart(store.services, USA, cart, place);
    if (!stranger?.ok) throw new Error("no estimate");
    expect(stranger.shipping?.rate).not.toBe(75);
  });
});
