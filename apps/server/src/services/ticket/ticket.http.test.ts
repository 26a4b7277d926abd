import type { TicketsResponse } from "@ironworks/contracts";
import { promoPrice } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function customer() {
  const browser = testBrowser(store);
  const { response } = await registerCustomer(store, browser);
  return { browser, customerId: response.customer.customerId };
}

describe("/svc_ticket/tickets", () => {
  it("lists no tickets for a new customer", async () => {
    const { browser } = await customer();
    const res = await browser.request("/svc_ticket/tickets");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ tickets: [] });
  });

  it("lists granted tickets, oldest first, with the SPEC §3 fields; another customer sees none of them", async () => {
    const { browser, customerId } = await customer();
    await store.services.tickets.grant(customerId, {
      remainingUses: 2,
      orderId: "100000123",
      value: 10,
      type: "percent",
    });
    await store.services.tickets.grant(customerId, { remainingUses: 1, value: 25, type: "fixed", freeShipping: true });
    const body = (await (await browser.request("/svc_ticket/tickets")).json()) as TicketsResponse;
    expect(body.tickets).toMatchObject([
      { remainingUses: 2, orderId: "100000123", value: 10, type: "percent", freeShipping: false, productId: null },
      { remainingUses: 1, orderId: null, value: 25, type: "fixed", freeShipping: true, productId: null },
    ]);
    const other = await customer();
    expect(await (await other.browser.request("/svc_ticket/tickets")).json()).toEqual({ tickets: [] });
  });

  it("feeds the pricing engine's earned-store reduction and is used up one order at a time", async () => {
    const { customerId } = await customer();
    const ticket = await store.services.tickets.grant(customerId, { remainingUses: 1, value: 15, type: "fixed" });
    const { earnedFor, freeShipping } = await store.services.tickets.earned(customerId);
    expect(freeShipping).toBe(false);
    expect(promoPrice({ productId: 7, price: 100, attributes: {} }, { earnedFor })?.minor).toBe(8500);
    expect((await store.services.tickets.use(customerId, ticket._id))?.remainingUses).toBe(0);
    expect(await store.services.tickets.use(customerId, ticket._id)).toBeNull();
    const after = await store.services.tickets.earned(customerId);
    expect(after.earnedFor(7)).toBeUndefined();
  });

  it("does not let another customer use someone's ticket", async () => {
    const owner = await customer();
    const ticket = await store.services.tickets.grant(owner.customerId, {
      remainingUses: 1,
      value: 5,
      type: "percent",
    });
    const stranger = await customer();
    expect(await store.services.tickets.use(stranger.customerId, ticket._id)).toBeNull();
    expect((await store.services.tickets.list(owner.customerId))[0]?.remainingUses).toBe(1);
  });

  it("answers guests 401 (also under /site/{code})", async () => {
    const guest = testBrowser(store);
    for (const path of ["/svc_ticket/tickets", "/svc_ticket/site/GBR/tickets"]) {
      const res = await guest.request(path);
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorJson).error.message).toBe("Missing customer data");
    }
  });
});
