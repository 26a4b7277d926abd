import { SITES } from "@ironworks/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { ordersOfList } from "../checkout/checkout.testing.ts";
import { signedInStaff } from "../staff/staff.testing.ts";
import { eventRegistrations } from "./events.schema.ts";
import { eventsTestStore, testEvent, testHeat } from "./events.testing.ts";

/**
 * Issue #20 item 2: a paid event's place is bought. The registration product (is_registration_sku,
 * qty 1) carries `eventRegistration` metadata; the order creates the registration in its own
 * transaction, refuses a full division or a closed window (and nothing is sold), and gives the place
 * back when the payment fails. Also the heats (a score for an athlete not in the heat is 400) and
 * the account's heats and results.
 */
const usa = SITES.USA;
const SKU = "EV1002";

describe("paid event registration on pglite", { timeout: 180_000 }, () => {
  const t = eventsTestStore();
  const { clock, athlete } = t;
  let store: TestStore;
  let productId: number;
  beforeAll(async () => {
    store = t.store;
    productId = (await store.services.catalog.getProductBySku(SKU, usa)).productId;
  });
  const line = (eventId: string, divisionId: string, extra: Json = {}) => ({
    productId,
    qty: 1,
    metadata: { eventRegistration: { eventId, divisionId, athleteName: "Paid Athlete", country: "US", ...extra } },
  });
  const registrationsOf = (divisionId: string) =>
    store.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.divisionId, divisionId));

  it("pays for a division: the order creates the registration, the account shows it with its order", async () => {
    const event = await testEvent(store, { cap: 5, registrationSku: SKU });
    const browser = await athlete();
    const { list } = await shopperWithCart(store, [line(event.id, event.divisionId)], browser);
    const placed = await place(store, browser, await draftOrder(store, list));
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe("published");
    const rows = await registrationsOf(event.divisionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ athleteName: "Paid Athlete", orderId: placed.body.orderId });
    const account = await call(browser, "GET", "/svc_event/account");
    expect(account.body.registrations).toEqual([
      expect.objectContaining({ eventId: event.id, divisionName: "Rx", orderId: placed.body.orderId }),
    ]);
    // The event shows the place taken.
    const detail = await call(browser, "GET", `/svc_event/events/${event.id}`);
    expect(detail.body.divisions[0].registered).toBe(1);
    expect(detail.body.registration.sku).toBe(SKU);
  });

  it("a team line (a team division of 2) keeps the team's name and members", async () => {
    const event = await testEvent(store, { cap: 5, registrationSku: SKU, teamSize: 2 });
    const teamDivision = event.teamDivisionId ?? "";
    const browser = await athlete();
    const team = line(event.id, teamDivision, { teamName: "Barbell Bandits", members: ["Ann Lee", "Bo Park"] });
    const { list } = await shopperWithCart(store, [team], browser);
    expect((await place(store, browser, await draftOrder(store, list))).status).toBe(201);
    const [row] = await registrationsOf(teamDivision);
    expect(row).toMatchObject({
      athleteName: "Barbell Bandits",
      teamName: "Barbell Bandits",
      members: ["Ann Lee", "Bo Park"],
    });
  });

  it("a full division refuses the order with division_full; nothing is sold", async () => {
    const event = await testEvent(store, { cap: 1, athletes: 1, registrationSku: SKU });
    const browser = await athlete();
    const { list } = await shopperWithCart(store, [line(event.id, event.divisionId)], browser);
    const refused = await place(store, browser, await draftOrder(store, list));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("division_full");
    expect(refused.body.error.message).toMatch(/Rx of Test event .* is full \(1 places\)/);
    expect(await ordersOfList(store, list._id)).toEqual([]);
    expect(await registrationsOf(event.divisionId)).toHaveLength(1);
  });

  it("outside the window → 409 registration_closed with the window", async () => {
    const now = new Date();
    const event = await testEvent(store, {
      registrationSku: SKU,
      opensAt: new Date(now.getTime() - 2 * 86_400_000),
      closesAt: new Date(now.getTime() - 86_400_000),
    });
    const browser = await athlete();
    const { list } = await shopperWithCart(store, [line(event.id, event.divisionId)], browser);
    const refused = await place(store, browser, await draftOrder(store, list));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("registration_closed");
    expect(refused.body.error.details.window).toEqual({
      opensAt: expect.any(String),
      closesAt: expect.any(String),
    });
    expect(await ordersOfList(store, list._id)).toEqual([]);
  });

  it("bad metadata → 400 naming the line's field; another product's event → 400 naming eventId", async () => {
    const event = await testEvent(store, { registrationSku: SKU });
    const browser = await athlete();
    const bare = await shopperWithCart(store, [{ productId, qty: 1 }], browser);
    const missing = await place(store, browser, await draftOrder(store, bare.list));
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields[0].field).toBe("items.0.metadata.eventRegistration");

    const other = await athlete();
    const short = await shopperWithCart(store, [line(event.id, event.divisionId, { athleteName: "X" })], other);
    const named = await place(store, other, await draftOrder(store, short.list));
    expect(named.status).toBe(400);
    expect(named.body.error.details.fields[0].field).toBe("items.0.metadata.eventRegistration.athleteName");

    const free = await testEvent(store, {});
    const third = await athlete();
    const wrong = await shopperWithCart(store, [line(free.id, free.divisionId)], third);
    const refused = await place(store, third, await draftOrder(store, wrong.list));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields[0].field).toBe("items.0.metadata.eventRegistration.eventId");
  });

  it("a refused payment gives the place back", async () => {
    const event = await testEvent(store, { cap: 1, registrationSku: SKU });
    const browser = await athlete();
    const { list } = await shopperWithCart(store, [line(event.id, event.divisionId)], browser);
    const refused = await place(store, browser, await draftOrder(store, list, { card: "4000000000000002" }));
    expect(refused.status).toBe(402);
    expect(await registrationsOf(event.divisionId)).toEqual([]);
    // The place is free again: someone else buys it.
    const next = await athlete();
    const again = await shopperWithCart(store, [line(event.id, event.divisionId)], next);
    expect((await place(store, next, await draftOrder(store, again.list))).status).toBe(201);
  });

  it("a paid event refuses the free registration endpoint with registration_needs_purchase", async () => {
    const event = await testEvent(store, { registrationSku: SKU });
    const res = await call(await athlete(), "POST", `/svc_event/events/${event.id}/registrations`, {
      divisionId: event.divisionId,
      athleteName: "Free Rider",
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("registration_needs_purchase");
    expect(res.body.error.details.sku).toBe(SKU);
  });

  it("heats: a score for an athlete not in the heat → 400 registrationId; an unknown heat → 400 heatId", async () => {
    const event = await testEvent(store, { athletes: 3 });
    const [a1, a2, a3] = event.athletes as [string, string, string];
    const heatId = await testHeat(store, event, [a1, a2]);
    const mod = await signedInStaff(store, clock, "moderator");
    await store.services.events.assignModerator(event.id, (await mod.json("GET", "/svc_staff/me")).body.id);
    const enter = (registrationId: string, heat: string) =>
      mod.json("POST", `/svc_event/moderator/${event.id}/scores`, {
        registrationId,
        workoutId: event.workouts.capped,
        raw: "9:30",
        judge: "J",
        heatId: heat,
      });
    const outsider = await enter(a3, heatId);
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.details.fields[0].field).toBe("registrationId");
    const unknown = await enter(a1, "no-such-heat");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields[0].field).toBe("heatId");
    expect((await enter(a2, heatId)).status).toBe(201);
    // The console lists the heat with its lanes.
    const view = await mod.json("GET", `/svc_event/moderator/${event.id}`);
    expect(view.body.heats).toEqual([
      expect.objectContaining({
        id: heatId,
        heat: 1,
        lanes: [
          { lane: 1, registrationId: a1 },
          { lane: 2, registrationId: a2 },
        ],
      }),
    ]);
  });

  it("the account shows the athlete's heats and published results", async () => {
    const event = await testEvent(store, { cap: 10, athletes: 2 });
    const browser = await athlete();
    const mine = await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, {
      divisionId: event.divisionId,
      athleteName: "Heat Runner",
    });
    expect(mine.status).toBe(201);
    await testHeat(store, event, [mine.body.id, ...event.athletes]);
    const mod = await signedInStaff(store, clock, "owner");
    const entered = await mod.json("POST", `/svc_event/moderator/${event.id}/scores`, {
      registrationId: mine.body.id,
      workoutId: event.workouts.capped,
      raw: "8:15",
      judge: "J",
    });
    let version = entered.body.version as number;
    for (const action of ["verify", "publish"]) {
      const moved = await mod.json("POST", `/svc_event/moderator/${event.id}/scores/${entered.body.id}/decision`, {
        action,
        version,
      });
      expect(moved.status).toBe(200);
      version = moved.body.version;
    }
    const account = await call(browser, "GET", "/svc_event/account");
    const [reg] = account.body.registrations;
    expect(reg.heats).toEqual([expect.objectContaining({ workoutName: "Capped", heat: 1, lane: 1 })]);
    expect(reg.results).toEqual([
      { workoutId: event.workouts.capped, workoutName: "Capped", display: "8:15", rank: "1" },
    ]);
    expect(reg.overallRank).toBe("1");
  });
});
