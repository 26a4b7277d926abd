import { beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../testing/orders.ts";
import type { TestStore } from "../../testing/test-store.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import type { StaffClient } from "../staff/staff.testing.ts";
import { eventsTestStore, testEvent } from "./events.testing.ts";

/**
 * Issue #20 item 4: a published score reviewed after publication becomes adjusted (corrected) or
 * penalized, with the moderator's reason and the score as it now stands; it stays on the
 * leaderboard (re-ranked, the cell saying why), every change is a version with who and when, and
 * the frozen board refuses it.
 */
describe("adjusted and penalized scores on pglite", { timeout: 120_000 }, () => {
  const t = eventsTestStore({ owner: true });
  let store: TestStore;
  let owner: StaffClient;
  beforeAll(() => ({ store, owner } = t));

  const decide = (eventId: string, scoreId: string, body: Json) =>
    owner.json("POST", `/svc_event/moderator/${eventId}/scores/${scoreId}/decision`, body);
  async function published(eventId: string, registrationId: string, workoutId: string, raw: string) {
    const entered = await owner.json("POST", `/svc_event/moderator/${eventId}/scores`, {
      registrationId,
      workoutId,
      raw,
      judge: "J",
    });
    let version = entered.body.version as number;
    for (const action of ["verify", "publish"])
      version = (await decide(eventId, entered.body.id, { action, version })).body.version;
    return { id: entered.body.id as string, version };
  }
  const rows = async (eventId: string) =>
    (
      (await testBrowser(store)
        .request(`/svc_event/events/${eventId}/leaderboard`)
        .then((r) => r.json())) as Json
    ).leaderboardRows as Json[];

  it("a penalty re-ranks the board with its reason; the console keeps every version; audited", async () => {
    const event = await testEvent(store, { athletes: 2 });
    const [a1, a2] = event.athletes as [string, string];
    const w = event.workouts.capped;
    const s1 = await published(event.id, a1, w, "8:00");
    await published(event.id, a2, w, "9:00");
    expect((await rows(event.id)).map((r) => r.entrant.competitorId)).toEqual([a1, a2]);

    const penalty = await decide(event.id, s1.id, {
      action: "penalize",
      raw: "9:30",
      reason: "30 s penalty: missed the line",
      version: s1.version,
    });
    expect(penalty.status, JSON.stringify(penalty.body)).toBe(200);
    expect(penalty.body).toMatchObject({ state: "penalized", version: s1.version + 1 });

    const board = await rows(event.id);
    expect(board.map((r) => r.entrant.competitorId)).toEqual([a2, a1]);
    const cell = ((board[1] as Json).scores as Json[]).find((c) => c.workoutId === w) as Json;
    expect(cell).toMatchObject({
      scoreDisplay: "9:30",
      rank: "2",
      review: { state: "penalized", reason: "30 s penalty: missed the line" },
    });
    expect(cell.breakdown).toContain("penalized: 30 s penalty: missed the line");

    // An adjustment after the penalty (the judge's video review): still on the board, a new version.
    const adjusted = await decide(event.id, s1.id, {
      action: "adjust",
      raw: "8:45",
      reason: "video review: penalty was 15 s",
      version: penalty.body.version,
    });
    expect(adjusted.body).toMatchObject({ state: "adjusted", version: s1.version + 2 });
    expect((await rows(event.id)).map((r) => r.entrant.competitorId)).toEqual([a1, a2]);

    const view = await owner.json("GET", `/svc_event/moderator/${event.id}`);
    const decided = (view.body.decided as Json[]).find((s) => s.id === s1.id) as Json;
    expect(decided.history.map((h: Json) => [h.version, h.state, h.raw])).toEqual([
      [1, "entered", "8:00"],
      [2, "verified", "8:00"],
      [3, "published", "8:00"],
      [4, "penalized", "9:30"],
      [5, "adjusted", "8:45"],
    ]);

    const audit = await owner.json("GET", `/svc_staff/audit?targetType=event_score&targetId=${s1.id}`);
    const penalizeEntry = (audit.body.entries as Json[]).find((e) => e.action === "event.score.penalize") as Json;
    expect(penalizeEntry.changes).toMatchObject({
      state: { before: "published", after: "penalized" },
      raw: { before: "8:00", after: "9:30" },
    });
  });

  it("bad review input: no reason or no score → 400 naming it; a score not yet published → 409; a frozen board → 409", async () => {
    const event = await testEvent(store, { athletes: 2 });
    const [a1, a2] = event.athletes as [string, string];
    const w = event.workouts.capped;
    const s1 = await published(event.id, a1, w, "8:00");
    const noReason = await decide(event.id, s1.id, { action: "adjust", raw: "8:10", version: s1.version });
    expect([noReason.status, noReason.body.error.details.fields[0].field]).toEqual([400, "reason"]);
    const noRaw = await decide(event.id, s1.id, { action: "penalize", reason: "late start", version: s1.version });
    expect([noRaw.status, noRaw.body.error.details.fields[0].field]).toEqual([400, "raw"]);
    const badRaw = await decide(event.id, s1.id, {
      action: "adjust",
      raw: "20:00",
      reason: "typo",
      version: s1.version,
    });
    expect([badRaw.status, badRaw.body.error.details.fields[0].field]).toEqual([400, "raw"]);

    const entered = await owner.json("POST", `/svc_event/moderator/${event.id}/scores`, {
      registrationId: a2,
      workoutId: w,
      raw: "9:00",
    });
    const early = await decide(event.id, entered.body.id, {
      action: "adjust",
      raw: "9:10",
      reason: "typo",
      version: 1,
    });
    expect([early.status, early.body.error.code]).toEqual([409, "score_wrong_state"]);

    expect((await owner.json("PUT", `/svc_event/moderator/${event.id}/freeze`, { frozen: true })).status).toBe(200);
    const frozen = await decide(event.id, s1.id, {
      action: "penalize",
      raw: "8:30",
      reason: "late",
      version: s1.version,
    });
    expect([frozen.status, frozen.body.error.code]).toEqual([409, "leaderboard_frozen"]);
    // Nothing changed on the board.
    const cell = (((await rows(event.id))[0] as Json).scores as Json[]).find((c) => c.workoutId === w) as Json;
    expect(cell.scoreDisplay).toBe("8:00");
  });

  it("per workout: sort=n orders the division by that workout's places (unscored last); an unknown workout → 400 sort", async () => {
    const event = await testEvent(store, { athletes: 3 });
    const [a1, a2, a3] = event.athletes as [string, string, string];
    await published(event.id, a1, event.workouts.capped, "8:00");
    await published(event.id, a2, event.workouts.capped, "9:00");
    await published(event.id, a3, event.workouts.capped, "10:00");
    await published(event.id, a2, event.workouts.reps, "200");
    await published(event.id, a1, event.workouts.reps, "150");
    const order = async (sort: number) => {
      const res = await testBrowser(store).request(`/svc_event/events/${event.id}/leaderboard?sort=${sort}`);
      const body = (await res.json()) as Json;
      return {
        status: res.status,
        body,
        ids: ((body.leaderboardRows ?? []) as Json[]).map((r) => r.entrant.competitorId),
      };
    };
    // Overall (place points, lowest sum wins): a1 and a2 share 3 points, a3 is last.
    expect((await order(0)).ids.at(-1)).toBe(a3);
    const byReps = await order(2);
    expect(byReps.body.sort).toBe(2);
    expect(byReps.ids).toEqual([a2, a1, a3]);
    expect((await order(1)).ids).toEqual([a1, a2, a3]);
    const unknown = await order(9);
    expect([unknown.status, unknown.body.error.details.fields[0].field]).toEqual([400, "sort"]);
  });
});
