import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { registerCustomer, testBrowser } from "../customer/customer.testing.ts";
import { type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { eventRegistrations } from "./events.schema.ts";
import { eventsTestStore, testEvent } from "./events.testing.ts";

/**
 * Issue #20 item 1 (heats and lanes): an organiser — the owner, or a moderator of that event —
 * creates, renumbers, moves and deletes heats and puts registrations in lanes through the staff
 * API; every change is audited. The athlete then finds their heat and lane on /account/events.
 * Bad input is a 4xx with its code: a lane taken, an athlete of another event or division, a
 * second lane in the same workout, unknown heats and events, a moderator of another event.
 */
describe("heats and lanes through the staff API on pglite", { timeout: 120_000 }, () => {
  const t = eventsTestStore({ owner: true });
  const { clock } = t;
  let store: TestStore;
  let owner: StaffClient;
  beforeAll(() => ({ store, owner } = t));

  const at = (hours: number) => new Date(Date.UTC(2030, 5, 1, 9 + hours)).toISOString();
  const heats = (eventId: string, who = owner) => who.json("GET", `/svc_staff/events/${eventId}/heats`);
  const create = (eventId: string, body: Json, who = owner) =>
    who.json("POST", `/svc_staff/events/${eventId}/heats`, body);
  const putLane = (eventId: string, heatId: string, lane: number | string, registrationId: string, who = owner) =>
    who.json("PUT", `/svc_staff/events/${eventId}/heats/${heatId}/lanes/${lane}`, { registrationId });
  const audit = async (targetId: string) =>
    (
      (await store.database.db.execute(
        sql`select action, changes from staff_audit where target_id = ${targetId} order by id`,
      )) as unknown as { rows: { action: string; changes: Record<string, { before: unknown; after: unknown }> }[] }
    ).rows;

  it("the owner creates a heat, fills lanes, renumbers and deletes it; each change audited", async () => {
    const event = await testEvent(store, { athletes: 3 });
    const [a1, a2, a3] = event.athletes as [string, string, string];
    const made = await create(event.id, {
      workoutId: event.workouts.capped,
      divisionId: event.divisionId,
      number: 1,
      startsAt: at(0),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const heatId = made.body.id as string;
    expect(made.body).toMatchObject({ number: 1, startsAt: at(0), lanes: [] });

    expect((await putLane(event.id, heatId, 1, a1)).status).toBe(200);
    expect((await putLane(event.id, heatId, 2, a2)).status).toBe(200);
    // The same athlete in the same lane again changes nothing (no second audit entry).
    expect((await putLane(event.id, heatId, 1, a1)).body.changed).toBe(false);

    const view = await heats(event.id);
    expect(view.status).toBe(200);
    expect(view.body.heats).toEqual([
      expect.objectContaining({
        id: heatId,
        lanes: [
          { lane: 1, registrationId: a1, name: "Athlete 1" },
          { lane: 2, registrationId: a2, name: "Athlete 2" },
        ],
      }),
    ]);
    expect(view.body.athletes.map((a: Json) => a.id)).toEqual([a1, a2, a3]);

    const moved = await owner.json("PUT", `/svc_staff/events/${event.id}/heats/${heatId}`, {
      number: 3,
      startsAt: at(2),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ number: 3, startsAt: at(2) });
    expect(moved.body.lanes).toHaveLength(2);

    const cleared = await owner.json("DELETE", `/svc_staff/events/${event.id}/heats/${heatId}/lanes/2`);
    expect([cleared.status, cleared.body.changed]).toEqual([200, true]);

    const deleted = await owner.json("DELETE", `/svc_staff/events/${event.id}/heats/${heatId}`);
    expect([deleted.status, deleted.body.lanesFreed]).toEqual([200, 1]);
    expect((await heats(event.id)).body.heats).toEqual([]);

    expect((await audit(heatId)).map((r) => [r.action, Object.keys(r.changes)])).toEqual([
      ["event.heat.create", ["number", "startsAt"]],
      ["event.lane.assign", ["lane.1"]],
      ["event.lane.assign", ["lane.2"]],
      ["event.heat.update", ["number", "startsAt"]],
      ["event.lane.clear", ["lane.2"]],
      ["event.heat.delete", ["lanes", "number"]],
    ]);
  });

  it("refuses bad input with a 4xx and its code, never a 500", async () => {
    const event = await testEvent(store, { athletes: 2, teamSize: 3 });
    const other = await testEvent(store, { athletes: 1 });
    const [a1, a2] = event.athletes as [string, string];
    const heat = (
      await create(event.id, {
        workoutId: event.workouts.capped,
        divisionId: event.divisionId,
        number: 1,
        startsAt: at(0),
      })
    ).body as Json;
    const second = (
      await create(event.id, {
        workoutId: event.workouts.capped,
        divisionId: event.divisionId,
        number: 2,
        startsAt: at(1),
      })
    ).body as Json;
    await putLane(event.id, heat.id, 1, a1);

    const answer = async (res: Promise<{ status: number; body: Json }>) => {
      const r = await res;
      return [r.status, r.body.error?.code, r.body.error?.details?.fields?.[0]?.field ?? null];
    };
    // A lane another athlete holds.
    expect(await answer(putLane(event.id, heat.id, 1, a2))).toEqual([409, "lane_taken", null]);
    // A second lane of the same workout, in another heat.
    expect(await answer(putLane(event.id, second.id, 5, a1))).toEqual([409, "already_in_heat", null]);
    // An athlete of another event, an unknown one.
    expect(await answer(putLane(event.id, heat.id, 2, other.athletes[0] as string))).toEqual([
      400,
      "validation_error",
      "registrationId",
    ]);
    expect(await answer(putLane(event.id, heat.id, 2, "no-such-athlete"))).toEqual([
      400,
      "validation_error",
      "registrationId",
    ]);
    // A lane out of range, an unknown heat, an unknown event.
    expect(await answer(putLane(event.id, heat.id, 0, a2))).toEqual([400, "validation_error", "lane"]);
    expect(await answer(putLane(event.id, heat.id, "x", a2))).toEqual([400, "validation_error", "lane"]);
    expect(await answer(putLane(event.id, "no-such-heat", 2, a2))).toEqual([404, "heat_not_found", null]);
    expect(await answer(putLane(other.id, heat.id, 2, a2))).toEqual([404, "heat_not_found", null]);
    expect(await answer(heats("no-such-event-2030"))).toEqual([404, "event_not_found", null]);
    // A heat's workout or division of another event; a number the workout's division already has.
    const base = { workoutId: event.workouts.capped, divisionId: event.divisionId, number: 9, startsAt: at(0) };
    expect(await answer(create(event.id, { ...base, workoutId: other.workouts.capped }))).toEqual([
      400,
      "validation_error",
      "workoutId",
    ]);
    expect(await answer(create(event.id, { ...base, divisionId: other.divisionId }))).toEqual([
      400,
      "validation_error",
      "divisionId",
    ]);
    expect(await answer(create(event.id, { ...base, number: 2 }))).toEqual([409, "heat_number_taken", null]);
    expect(await answer(create(event.id, { ...base, startsAt: "tomorrow" }))).toEqual([
      400,
      "validation_error",
      "startsAt",
    ]);
    expect(await answer(owner.json("PUT", `/svc_staff/events/${event.id}/heats/${second.id}`, { number: 1 }))).toEqual([
      409,
      "heat_number_taken",
      null,
    ]);
    // An athlete of the team division in an Rx heat.
    const team = await create(event.id, { ...base, divisionId: event.teamDivisionId, number: 1 });
    expect(team.status).toBe(201);
    expect(await answer(putLane(event.id, team.body.id, 1, a2))).toEqual([400, "validation_error", "registrationId"]);
  });

  it("a moderator organises only the events they moderate; support has no heats", async () => {
    const event = await testEvent(store, { athletes: 1 });
    const mine = await testEvent(store, { athletes: 1 });
    const moderator = await signedInStaff(store, clock, "moderator");
    await store.services.events.assignModerator(mine.id, (await moderator.json("GET", "/svc_staff/me")).body.id);
    const base = { workoutId: event.workouts.capped, divisionId: event.divisionId, number: 1, startsAt: at(0) };
    const refused = await create(event.id, base, moderator);
    expect([refused.status, refused.body.error.code]).toEqual([403, "not_event_moderator"]);
    const made = await create(
      mine.id,
      { ...base, workoutId: mine.workouts.capped, divisionId: mine.divisionId },
      moderator,
    );
    expect(made.status).toBe(201);
    const listed = await moderator.json("GET", "/svc_staff/events");
    expect(listed.body.events.map((e: Json) => e.id)).toEqual([mine.id]);
    const support = await signedInStaff(store, clock, "support");
    const forbidden = await heats(mine.id, support);
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, "staff_forbidden"]);
  });

  it("the athlete sees their heat and lane on /account/events", async () => {
    const event = await testEvent(store, { athletes: 1 });
    const browser = testBrowser(store);
    const { response } = await registerCustomer(store, browser);
    const registration = `${event.id}:mine`;
    await store.database.db.insert(eventRegistrations).values({
      id: registration,
      eventId: event.id,
      divisionId: event.divisionId,
      customerId: response.customer.customerId,
      athleteName: "Erin Lane",
    });
    const heat = await create(event.id, {
      workoutId: event.workouts.capped,
      divisionId: event.divisionId,
      number: 4,
      startsAt: at(3),
    });
    expect((await putLane(event.id, heat.body.id, 7, registration)).status).toBe(200);
    const account = (await (await browser.request("/svc_event/account")).json()) as Json;
    const mine = (account.registrations as Json[]).find((r) => r.eventId === event.id) as Json;
    expect(mine.heats).toEqual([
      { workoutId: event.workouts.capped, workoutName: "Capped", heat: 4, lane: 7, startsAt: at(3) },
    ]);
  });

  it("the waiver's versions: the owner publishes through the staff API, organisers read the history", async () => {
    const event = await testEvent(store);
    const body = "I compete at my own risk and follow the judges' instructions.";
    const v1 = await owner.json("PUT", `/svc_staff/events/${event.id}/waiver`, { title: "Waiver", body });
    expect([v1.status, v1.body.version]).toEqual([201, 1]);
    const v2 = await owner.json("PUT", `/svc_staff/events/${event.id}/waiver`, {
      title: "Waiver 2026",
      body: `${body} Photos may be published.`,
    });
    expect(v2.body.version).toBe(2);
    const moderator = await signedInStaff(store, clock, "moderator");
    await store.services.events.assignModerator(event.id, (await moderator.json("GET", "/svc_staff/me")).body.id);
    const refused = await moderator.json("PUT", `/svc_staff/events/${event.id}/waiver`, { title: "Mine", body });
    expect([refused.status, refused.body.error.details.permission]).toEqual([403, "events.waiver"]);
    const history = await moderator.json("GET", `/svc_staff/events/${event.id}/waivers`);
    expect(history.body.versions.map((v: Json) => [v.version, v.title])).toEqual([
      [2, "Waiver 2026"],
      [1, "Waiver"],
    ]);
    expect((await audit(event.id)).map((r) => r.action)).toEqual(["event.waiver.publish", "event.waiver.publish"]);
  });
});
