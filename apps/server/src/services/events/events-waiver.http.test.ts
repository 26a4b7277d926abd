import { SITES } from "@ironworks/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { ordersOfList } from "../checkout/checkout.testing.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { eventRegistrations } from "./events.schema.ts";
import { eventsTestStore, testEvent } from "./events.testing.ts";

/**
 * Issue #20 item 1 (waivers, ADR 0051): an event's waiver is versioned text an owner publishes
 * (audited); every athlete accepts its current version at registration — free or bought — and the
 * registration keeps the version and the time. Without it: 400 waiver_required; with an older
 * version: 409 waiver_outdated naming the current one. /account/events shows what was accepted.
 */
const WAIVER = {
  title: "Test event waiver",
  body: "I know competing carries a risk of injury and I compete at my own risk.",
};

describe("event waivers on pglite", { timeout: 120_000 }, () => {
  const t = eventsTestStore({ owner: true });
  const { clock, athlete } = t;
  let store: TestStore;
  let owner: StaffClient;
  beforeAll(() => ({ store, owner } = t));
  const publish = (eventId: string, body: Json = WAIVER, who = owner) =>
    who.json("PUT", `/svc_event/moderator/${eventId}/waiver`, body);

  it("an owner publishes versions (audited); a moderator may not; the event shows the current one", async () => {
    const event = await testEvent(store);
    const moderator = await signedInStaff(store, clock, "moderator");
    await store.services.events.assignModerator(event.id, (await moderator.json("GET", "/svc_staff/me")).body.id);
    const refused = await publish(event.id, WAIVER, moderator);
    expect([refused.status, refused.body.error.code]).toEqual([403, "staff_forbidden"]);

    const short = await publish(event.id, { title: "W", body: "too short" });
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields.map((f: Json) => f.field)).toEqual(["title", "body"]);

    const v1 = await publish(event.id);
    expect(v1.status).toBe(201);
    expect(v1.body).toMatchObject({ version: 1, title: WAIVER.title });
    const v2 = await publish(event.id, { ...WAIVER, body: `${WAIVER.body} Photos may be published.` });
    expect(v2.body.version).toBe(2);
    const detail = await call(testBrowser(store), "GET", `/svc_event/events/${event.id}`);
    expect(detail.body.waiver).toMatchObject({
      version: 2,
      title: WAIVER.title,
      body: expect.stringContaining("Photos"),
    });

    const audit = await owner.json("GET", `/svc_staff/audit?targetType=event&targetId=${event.id}`);
    expect((audit.body.entries as Json[]).map((e) => [e.action, e.changes.waiverVersion])).toEqual([
      ["event.waiver.publish", { before: 1, after: 2 }],
      ["event.waiver.publish", { before: null, after: 1 }],
    ]);
  });

  it("a free registration needs the current version: 400 without it, 409 with an old one; the account shows it", async () => {
    const event = await testEvent(store);
    await publish(event.id);
    const browser = await athlete();
    const register = (extra: Json) =>
      call(browser, "POST", `/svc_event/events/${event.id}/registrations`, {
        divisionId: event.divisionId,
        athleteName: "Waiver Reader",
        ...extra,
      });
    const missing = await register({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: "waiver_required",
      details: { field: "waiverVersion", waiver: { version: 1, title: WAIVER.title } },
    });
    expect(missing.body.error.message).toContain(`"${WAIVER.title}" (version 1)`);

    await publish(event.id, { ...WAIVER, body: `${WAIVER.body} Version two.` });
    const old = await register({ waiverVersion: 1 });
    expect(old.status).toBe(409);
    expect(old.body.error).toMatchObject({ code: "waiver_outdated", details: { waiver: { version: 2 } } });
    // Nothing was taken by the refusals.
    expect((await call(browser, "GET", `/svc_event/events/${event.id}`)).body.divisions[0].registered).toBe(0);

    const ok = await register({ waiverVersion: 2 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const account = await call(browser, "GET", "/svc_event/account");
    expect(account.body.registrations).toEqual([
      expect.objectContaining({ eventId: event.id, waiver: { version: 2, acceptedAt: expect.any(String) } }),
    ]);

    // A later version does not touch what was accepted.
    await publish(event.id, { ...WAIVER, body: `${WAIVER.body} Version three.` });
    const after = await call(browser, "GET", "/svc_event/account");
    expect(after.body.registrations[0].waiver.version).toBe(2);
  });

  it("a bought place: the line without the waiver refuses the order (nothing sold); with it the registration keeps it", async () => {
    const event = await testEvent(store, { registrationSku: "EV1002" });
    await publish(event.id);
    const productId = (await store.services.catalog.getProductBySku("EV1002", SITES.USA)).productId;
    const line = (extra: Json) => ({
      productId,
      qty: 1,
      metadata: {
        eventRegistration: { eventId: event.id, divisionId: event.divisionId, athleteName: "Paid Reader", ...extra },
      },
    });
    const browser = await athlete();
    const without = await shopperWithCart(store, [line({})], browser);
    const refused = await place(store, browser, await draftOrder(store, without.list));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "waiver_required",
      details: { field: "items.0.metadata.eventRegistration.waiverVersion", waiver: { version: 1 } },
    });
    expect(await ordersOfList(store, without.list._id)).toEqual([]);

    const other = await athlete();
    const accepted = await shopperWithCart(store, [line({ waiverVersion: 1 })], other);
    const placed = await place(store, other, await draftOrder(store, accepted.list));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await store.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(row).toMatchObject({ waiverVersion: 1, orderId: placed.body.orderId });
    expect(row?.waiverAcceptedAt).toBeInstanceOf(Date);
  });
});
