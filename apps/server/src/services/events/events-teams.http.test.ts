import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { testEvent } from "./events.testing.ts";

/**
 * Issue #20 item 3 (team scores) through the moderator console's HTTP seam: a judge enters each
 * member's score; once every member has one the team's score is made of them (the reps workout
 * adds them up, the capped one finishes with the last member), goes through verify → publish like
 * any score, and the leaderboard shows it with each member's score and the math.
 */
describe("team scores per member on pglite", { timeout: 120_000 }, () => {
  let store: TestStore;
  let mod: StaffClient;
  const clock = movableNow();
  beforeAll(async () => {
    store = await createTestStore({ now: clock.now });
    mod = await signedInStaff(store, clock, "moderator");
  }, 300_000);
  afterAll(async () => {
    store?.services.leaderboardHub.closeAll();
    await store?.close();
  });

  async function teamEvent() {
    const event = await testEvent(store, {
      athletes: 1,
      teams: [
        { name: "Barbell Bandits", members: ["Ann Lee", "Bo Park", "Cy Diaz"] },
        { name: "Kettlebell Crew", members: ["Dee Fox", "Eli Gray", "Fay Hu"] },
      ],
    });
    await store.services.events.assignModerator(event.id, (await mod.json("GET", "/svc_staff/me")).body.id);
    return event;
  }
  const enter = (eventId: string, body: Json) =>
    mod.json("POST", `/svc_event/moderator/${eventId}/scores`, { judge: "Judge Jo", ...body });
  async function publish(eventId: string, score: { id: string; version: number }) {
    let version = score.version;
    for (const action of ["verify", "publish"]) {
      const moved = await mod.json("POST", `/svc_event/moderator/${eventId}/scores/${score.id}/decision`, {
        action,
        version,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      version = moved.body.version;
    }
  }
  const board = async (eventId: string) =>
    (await testBrowser(store)
      .request(`/svc_event/events/${eventId}/leaderboard`)
      .then((r) => r.json())) as Json;

  it("members' reps add up to the team's score; the leaderboard shows each member and the math", async () => {
    const event = await teamEvent();
    const [bandits, crew] = event.teams as [string, string];
    const w = event.workouts.reps;
    const first = await enter(event.id, { registrationId: bandits, workoutId: w, member: 0, raw: "120" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ member: { index: 0, name: "Ann Lee", display: "120" }, team: null });
    expect(
      (await enter(event.id, { registrationId: bandits, workoutId: w, member: 1, raw: "98" })).body.team,
    ).toBeNull();
    const last = await enter(event.id, { registrationId: bandits, workoutId: w, member: 2, raw: "134" });
    expect(last.body.team).toMatchObject({ state: "entered", display: "352" });
    await publish(event.id, last.body.team);

    // The other team: 100 + 100 + 100 = 300, second.
    let crewScore: Json = {};
    for (const [member, raw] of ["100", "100", "100"].entries())
      crewScore = (await enter(event.id, { registrationId: crew, workoutId: w, member, raw })).body;
    await publish(event.id, crewScore.team);

    const lb = await board(event.id);
    const rows = lb.leaderboardRows as Json[];
    expect(rows.slice(0, 2).map((r) => r.entrant.competitorName)).toEqual(["Barbell Bandits", "Kettlebell Crew"]);
    const cell = ((rows[0] as Json).scores as Json[]).find((c) => c.workoutId === w) as Json;
    expect(cell).toMatchObject({
      rank: "1",
      scoreDisplay: "352",
      team: {
        combine: "sum",
        members: [
          { name: "Ann Lee", display: "120" },
          { name: "Bo Park", display: "98" },
          { name: "Cy Diaz", display: "134" },
        ],
      },
    });
    expect(cell.breakdown).toContain("team: sum of 3 members: 120 + 98 + 134 = 352");

    // Every member's entry is audited with the judge's staff account.
    const audit = await (await signedInStaff(store, clock, "owner")).json(
      "GET",
      `/svc_staff/audit?targetType=event_registration&targetId=${encodeURIComponent(bandits)}`,
    );
    expect((audit.body.entries as Json[]).map((e) => e.action)).toEqual([
      "event.score.member.enter",
      "event.score.member.enter",
      "event.score.member.enter",
    ]);
  });

  it("a capped workout: the team finishes with its last member (CAP+13); a changed member score re-enters the team's", async () => {
    const event = await teamEvent();
    const [bandits] = event.teams as [string];
    const w = event.workouts.capped;
    await enter(event.id, { registrationId: bandits, workoutId: w, member: 0, raw: "6:50" });
    await enter(event.id, { registrationId: bandits, workoutId: w, member: 1, raw: "7:35" });
    const capped = await enter(event.id, { registrationId: bandits, workoutId: w, member: 2, raw: "137 reps" });
    expect(capped.body.team).toMatchObject({ state: "entered", display: "CAP+13" });
    await publish(event.id, capped.body.team);
    let cell = ((await board(event.id)).leaderboardRows[0].scores as Json[]).find((c) => c.workoutId === w) as Json;
    expect(cell).toMatchObject({ scoreDisplay: "CAP+13", team: { combine: "last" } });
    expect(cell.breakdown).toContain("the team finishes with its last member: 6:50, 7:35, CAP+13 → CAP+13");

    // The judge corrects Cy's entry: the team's score is entered again (off the board until published).
    const fixed = await enter(event.id, { registrationId: bandits, workoutId: w, member: 2, raw: "7:10" });
    expect(fixed.body.team).toMatchObject({ state: "entered", display: "7:35", version: capped.body.team.version + 3 });
    const row = ((await board(event.id)).leaderboardRows as Json[]).find((r) => r.entrant.competitorId === bandits);
    cell = ((row as Json).scores as Json[]).find((c) => c.workoutId === w) as Json;
    expect(cell.rank).toBe("");
  });

  it("bad input: a member outside the team or on an athlete's registration → 400 naming member", async () => {
    const event = await teamEvent();
    const [bandits] = event.teams as [string];
    const [solo] = event.athletes as [string];
    const outside = await enter(event.id, {
      registrationId: bandits,
      workoutId: event.workouts.reps,
      member: 3,
      raw: "10",
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.details.fields[0]).toMatchObject({ field: "member" });
    expect(outside.body.error.message + JSON.stringify(outside.body.error.details)).toContain("3 members");
    const single = await enter(event.id, {
      registrationId: solo,
      workoutId: event.workouts.reps,
      member: 0,
      raw: "10",
    });
    expect(single.status).toBe(400);
    expect(single.body.error.details.fields[0].field).toBe("member");
    const wrongFormat = await enter(event.id, {
      registrationId: bandits,
      workoutId: event.workouts.reps,
      member: 0,
      raw: "7:10",
    });
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.error.details.fields[0].field).toBe("raw");
  });

  it("a member's score entered again keeps every version (who, when, what); the console shows the history", async () => {
    const event = await teamEvent();
    const [bandits] = event.teams as [string];
    const w = event.workouts.reps;
    expect((await enter(event.id, { registrationId: bandits, workoutId: w, member: 1, raw: "90" })).status).toBe(201);
    clock.advance(60_000);
    const again = await enter(event.id, {
      registrationId: bandits,
      workoutId: w,
      member: 1,
      raw: "95",
      judge: "Judge Kim",
    });
    expect(again.body.member).toMatchObject({ index: 1, display: "95" });
    const view = await mod.json("GET", `/svc_event/moderator/${event.id}`);
    expect(view.status).toBe(200);
    const me = (await mod.json("GET", "/svc_staff/me")).body.id;
    const history = (view.body.memberHistory as Json[]).find(
      (h) => h.registrationId === bandits && h.workoutId === w && h.member === 1,
    ) as Json;
    expect(history.name).toBe("Bo Park");
    expect(history.versions.map((v: Json) => [v.version, v.raw, v.judge, v.actor])).toEqual([
      [1, "90", "Judge Jo", `staff:${me}`],
      [2, "95", "Judge Kim", `staff:${me}`],
    ]);
    expect(Date.parse(history.versions[1].at) - Date.parse(history.versions[0].at)).toBeGreaterThanOrEqual(60_000);
  });
});
