import { PlaceOrderRequest } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpError } from "../../platform/errors.ts";
import { draftOrder } from "../../testing/orders.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { ordersOfList } from "../checkout/checkout.testing.ts";
import { guestOwner } from "../lists/lists.testing.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { eventRegistrations } from "./events.schema.ts";
import { testEvent } from "./events.testing.ts";

/**
 * Registration on PostgreSQL, where requests run on separate connections at once (issue #20 item 2):
 * many athletes racing for a division's last places get exactly the places there are, and one
 * customer's two tabs register once.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL events suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("event registration on PostgreSQL", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
  }, 120_000);
  afterAll(async () => {
    await store?.services.checkout.drain();
    store?.services.leaderboardHub.closeAll();
    await store?.close();
  });

  const register = async (browser: TestBrowser, eventId: string, divisionId: string, name: string) => {
    const res = await browser.request(`/svc_event/events/${eventId}/registrations`, {
      method: "POST",
      body: { divisionId, athleteName: name },
    });
    return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
  };

  it("sells the last 3 places to 3 of 10 athletes asking at once; the others hear division_full", async () => {
    const event = await testEvent(store, { cap: 3 });
    const browsers: TestBrowser[] = [];
    for (let i = 0; i < 10; i++) {
      const b = testBrowser(store);
      await registerCustomer(store, b);
      browsers.push(b);
    }
    const answers = await Promise.all(browsers.map((b, i) => register(b, event.id, event.divisionId, `Racer ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(7);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error?.code}`))).toEqual(new Set(["409 division_full"]));
    const rows = await store.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.divisionId, event.divisionId));
    expect(rows).toHaveLength(3);
  }, 120_000);

  it("one customer's two registrations at once: one place, the other already_registered", async () => {
    const event = await testEvent(store, { cap: 10 });
    const b = testBrowser(store);
    await registerCustomer(store, b);
    const answers = await Promise.all([
      register(b, event.id, event.divisionId, "Tab One"),
      register(b, event.id, event.divisionId, "Tab Two"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe("already_registered");
  }, 60_000);

  it("12 buyers pay for the last place of a paid division at once: exactly one order, one registration", async () => {
    const usa = SITES.USA;
    const event = await testEvent(store, { cap: 3, athletes: 2, registrationSku: "EV1002" });
    const { productId } = await store.services.catalog.getProductBySku("EV1002", usa);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const owner = guestOwner();
        const eventRegistration = { eventId: event.id, divisionId: event.divisionId, athleteName: `Buyer ${i}` };
        const list = await store.services.lists.createList(owner, usa, {
          type: "quote",
          items: [{ productId, qty: 1, metadata: { eventRegistration } }],
        });
        return { owner, list, body: PlaceOrderRequest.parse(await draftOrder(store, list)) };
      }),
    );
    const outcomes = await Promise.allSettled(buyers.map((b) => store.services.checkout.place(b.body, b.owner, usa)));
    const codes = outcomes.map((o) =>
      o.status === "fulfilled" ? "placed" : ((o.reason as HttpError).code ?? String(o.reason)),
    );
    expect(codes.filter((c) => c === "placed")).toHaveLength(1);
    expect(codes.filter((c) => c === "division_full")).toHaveLength(11);
    const rows = await store.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.divisionId, event.divisionId));
    expect(rows).toHaveLength(3);
    const placed = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    expect(rows.filter((r) => r.orderId !== null).map((r) => r.orderId)).toEqual([placed[0]?.orderId]);
    // The refused buyers have no order at all (the order transaction rolled back).
    const orders = await Promise.all(buyers.map((b) => ordersOfList(store, b.list._id)));
    expect(orders.flat()).toHaveLength(1);
  }, 300_000);
});
