import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sseReader } from "../flags/flags.testing.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { staffAudit } from "../staff/staff.schema.ts";
import { movableNow, signedInStaff, type StaffClient } from "../staff/staff.testing.ts";
import { testEvent } from "./events.testing.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
type Json = Record<string, any>;

describe("/svc_event on pglite", () => {
  let store: TestStore;
  const clock = movableNow();

  beforeAll(async () => {
    store = await createTestStore({ now: clock.now });
  });
  afterAll(async () => {
    store?.services.leaderboardHub.closeAll();
    await store?.close();
  });

  async function call(browser: TestBrowser, method: string, path: string, body?: unknown) {
    const res = await browser.request(path, { method, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  }
  const guest = () => testBrowser(store);
  /** The next `event: leaderboard` message's version (the `retry:` and pings carry none). */
  async function nextVersion(reader: ReturnType<typeof sseReader>): Promise<number> {
    for (;;) {
      const m = await reader.next(10_000);
      if (m.event === "leaderboard") return JSON.parse(m.data).version as number;
    }
  }
  async function customer() {
    const browser = testBrowser(store);
    const { email } = await registerCustomer(store, browser);
    return { browser, email };
  }
  async function moderatorOf(eventId: string): Promise<StaffClient> {
    const mod = await signedInStaff(store, clock, "moderator");
    const me = await mod.json("GET", "/svc_staff/me");
    await store.services.events.assignModerator(eventId, me.body.id);
    return mod;
  }

  describe("events and leaderboards", () => {
    it("answers the seeded Invitational with its divisions and workouts; an unknown event is 404", async () => {
      const res = await call(guest(), "GET", "/svc_event/events/rogue-invitational-2025");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: "rogue-invitational", year: 2025, pointsTable: "games" });
      expect(res.body.divisions.map((d: Json) => d.name)).toEqual(["Men", "Women"]);
      expect(res.body.workouts).toHaveLength(5);
      const missing = await call(guest(), "GET", "/svc_event/events/no-such-event-1999");
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe("event_not_found");
      const bad = await call(guest(), "GET", "/svc_event/events/Bad%20Id");
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.fields[0].field).toBe("id");
    });

    it("pages a division's leaderboard by 50 with tie-aware places and the math of every cell", async () => {
      const first = await call(guest(), "GET", "/svc_event/events/ironworks-open-2024/leaderboard");
      expect(first.status).toBe(200);
      expect(first.body.divisionId).toBe("ironworks-open-2024:rx-men");
      expect(first.body.pagination).toEqual({ page: 1, totalPages: 2, totalCompetitors: 96 });
      expect(first.body.leaderboardRows).toHaveLength(50);
      const second = await call(guest(), "GET", "/svc_event/events/ironworks-open-2024/leaderboard?page=2");
      expect(second.body.leaderboardRows).toHaveLength(46);
      const all = [...first.body.leaderboardRows, ...second.body.leaderboardRows];
      const ranks = all.map((r: Json) => Number(r.overallRank));
      expect(ranks[0]).toBe(1);
      // Places never go down, and a place after a tie skips (1, 1, 3): each is 1 + those ahead of it.
      for (let i = 1; i < ranks.length; i++) {
        expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1] as number);
        if (ranks[i] !== ranks[i - 1]) expect(ranks[i]).toBe(i + 1);
      }
      const cell = all[0].scores[0];
      expect(cell).toMatchObject({ ordinal: 1, missing: false });
      expect(cell.breakdown).toContain(`place ${cell.rank}`);
      // Place scoring: the overall score is the sum of the places.
      expect(Number(all[0].overallScore)).toBe(all[0].scores.reduce((s: number, c: Json) => s + Number(c.rank), 0));
    });

    it("filters by athlete, affiliate or country and refuses a division of another event", async () => {
      const board = await call(
        guest(),
        "GET",
        "/svc_event/events/ironworks-open-2024/leaderboard?division=ironworks-open-2024:masters-40&q=us",
      );
      expect(board.status).toBe(200);
      expect(board.body.pagination.totalCompetitors).toBeGreaterThan(0);
      expect(board.body.pagination.totalCompetitors).toBeLessThan(36);
      const other = await call(
        guest(),
        "GET",
        "/svc_event/events/ironworks-open-2024/leaderboard?division=rogue-invitational-2025:men",
      );
      expect(other.status).toBe(400);
      expect(other.body.error.details.fields[0].field).toBe("division");
      const page = await call(guest(), "GET", "/svc_event/events/ironworks-open-2024/leaderboard?page=0");
      expect(page.status).toBe(400);
      expect(page.body.error.details.fields[0].field).toBe("query.page");
    });

    it("filters by country and by affiliate, each alone and with the search; the board lists its countries", async () => {
      const base = "/svc_event/events/ironworks-open-2024/leaderboard?division=ironworks-open-2024:rx-men";
      const all = await call(guest(), "GET", base);
      const countries: string[] = all.body.countries;
      expect(countries.length).toBeGreaterThan(1);
      expect(countries).toEqual([...countries].sort());
      const [first] = countries;
      const byCountry = await call(guest(), "GET", `${base}&country=${first?.toLowerCase()}`);
      expect(byCountry.status).toBe(200);
      const rows = byCountry.body.leaderboardRows as Json[];
      expect(rows.length).toBeGreaterThan(0);
      expect(byCountry.body.pagination.totalCompetitors).toBeLessThan(all.body.pagination.totalCompetitors);
      for (const r of rows) expect(r.entrant.countryOfOriginCode).toBe(first);
      // Places are the division's, not renumbered by the filter.
      expect(rows.some((r) => r.overallRank !== String(rows.indexOf(r) + 1))).toBe(true);

      const affiliate = String((all.body.leaderboardRows as Json[])[0]?.entrant.affiliateName ?? "");
      const byAffiliate = await call(guest(), "GET", `${base}&affiliate=${encodeURIComponent(affiliate.slice(0, 6))}`);
      for (const r of byAffiliate.body.leaderboardRows as Json[])
        expect(String(r.entrant.affiliateName).toLowerCase()).toContain(affiliate.slice(0, 6).toLowerCase());
      const nobody = await call(guest(), "GET", `${base}&country=${first}&affiliate=no-such-box-anywhere`);
      expect([nobody.status, nobody.body.pagination.totalCompetitors, nobody.body.leaderboardRows]).toEqual([
        200,
        0,
        [],
      ]);

      const bad = await call(guest(), "GET", `${base}&country=Germany!`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.fields[0]).toMatchObject({
        field: "query.country",
        message: "must be a country code like US",
      });
    });
  });

  describe("registration", () => {
    it("registers a signed-in customer once; a guest is asked to sign in", async () => {
      const event = await testEvent(store, { now: clock.now() });
      const body = {
        divisionId: event.divisionId,
        athleteName: "Sam Lee",
        affiliate: "Ironworks Columbus",
        country: "US",
      };
      const anon = await call(guest(), "POST", `/svc_event/events/${event.id}/registrations`, body);
      expect(anon.status).toBe(401);
      const { browser } = await customer();
      const made = await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, body);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ eventId: event.id, divisionName: "Rx", athleteName: "Sam Lee" });
      const again = await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, body);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe("already_registered");
      const detail = await call(guest(), "GET", `/svc_event/events/${event.id}`);
      expect(detail.body.divisions[0]).toMatchObject({ registered: 1, cap: 10 });
      const account = await call(browser, "GET", "/svc_event/account");
      expect(account.body.registrations.map((r: Json) => r.eventId)).toContain(event.id);
    });

    it("refuses the place after the last one, a closed window (naming it) and a foreign division", async () => {
      const event = await testEvent(store, { cap: 1, now: clock.now() });
      const body = { divisionId: event.divisionId, athleteName: "First In" };
      expect(
        (await call((await customer()).browser, "POST", `/svc_event/events/${event.id}/registrations`, body)).status,
      ).toBe(201);
      const late = await call((await customer()).browser, "POST", `/svc_event/events/${event.id}/registrations`, body);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe("division_full");

      const closed = await testEvent(store, {
        opensAt: new Date(clock.now().getTime() - 2 * 86_400_000),
        closesAt: new Date(clock.now().getTime() - 86_400_000),
      });
      const { browser } = await customer();
      const refused = await call(browser, "POST", `/svc_event/events/${closed.id}/registrations`, {
        divisionId: closed.divisionId,
        athleteName: "Too Late",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("registration_closed");
      expect(refused.body.error.details.window.closesAt).toMatch(/^\d{4}-/);

      const foreign = await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, {
        divisionId: "ironworks-open-2024:rx-men",
        athleteName: "Wrong Door",
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.details.fields[0].field).toBe("divisionId");
      const name = await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, {
        divisionId: event.divisionId,
      });
      expect(name.status).toBe(400);
      expect(name.body.error.details.fields[0].field).toBe("athleteName");
    });

    it("keeps the events profile; empty birthdate, gym and country are left out of the save", async () => {
      const { browser, email } = await customer();
      const fresh = await call(browser, "GET", "/svc_event/account");
      expect(fresh.body.account).toMatchObject({ email, gender: "Male", loaded: true, linked: false, _id: null });
      const saved = await call(browser, "PUT", "/svc_event/account", {
        firstName: "Sam",
        lastName: "Lee",
        email,
        gym: "Ironworks Columbus",
        country: "US",
        btwbId: "btwb-42",
      });
      expect(saved.status).toBe(200);
      expect(saved.body.account).toMatchObject({ gym: "Ironworks Columbus", country: "US", linked: true });
      const again = await call(browser, "PUT", "/svc_event/account", {
        firstName: "Sam",
        lastName: "Lee",
        email,
        gender: "Female",
      });
      expect(again.body.account).toMatchObject({ gym: "Ironworks Columbus", country: "US", gender: "Female" });
      const bad = await call(browser, "PUT", "/svc_event/account", {
        firstName: "Sam",
        lastName: "Lee",
        email,
        birthdate: "31.05.1990",
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.fields[0].field).toBe("birthdate");
    });
  });

  describe("the moderator console", () => {
    it("lets only a moderator of the event (or an owner) in", async () => {
      const event = await testEvent(store, { athletes: 1, now: clock.now() });
      const other = await signedInStaff(store, clock, "moderator");
      const denied = await other.json("GET", `/svc_event/moderator/${event.id}`);
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe("not_event_moderator");
      const support = await signedInStaff(store, clock, "support");
      const role = await support.json("GET", `/svc_event/moderator/${event.id}`);
      expect(role.status).toBe(403);
      expect(role.body.error.code).toBe("staff_forbidden");
      const anon = await call(guest(), "GET", `/svc_event/moderator/${event.id}`);
      expect(anon.status).toBe(401);
      const owner = await signedInStaff(store, clock, "owner");
      expect((await owner.json("GET", `/svc_event/moderator/${event.id}`)).status).toBe(200);
      const mod = await moderatorOf(event.id);
      const view = await mod.json("GET", `/svc_event/moderator/${event.id}`);
      expect(view.status).toBe(200);
      expect(view.body.athletes).toHaveLength(1);
      const unknown = await mod.json("GET", "/svc_event/moderator/no-such-event-1999");
      expect(unknown.status).toBe(404);
    });

    it("refuses a score in the wrong format, above the reps, or for an athlete not in the event (naming the field)", async () => {
      const event = await testEvent(store, { athletes: 1, now: clock.now() });
      const mod = await moderatorOf(event.id);
      const athlete = event.athletes[0] as string;
      const cases: [Json, string, RegExp][] = [
        [{ registrationId: athlete, workoutId: event.workouts.capped, raw: "-3:00" }, "raw", /time/],
        [{ registrationId: athlete, workoutId: event.workouts.capped, raw: "12:30" }, "raw", /over the time cap/],
        [{ registrationId: athlete, workoutId: event.workouts.reps, raw: "301" }, "raw", /at most 300/],
        [
          { registrationId: "ironworks-open-2024:a0001", workoutId: event.workouts.reps, raw: "100" },
          "registrationId",
          /not an athlete/,
        ],
        [{ registrationId: athlete, workoutId: "ironworks-open-2024:w1", raw: "100" }, "workoutId", /not a workout/],
      ];
      for (const [body, field, message] of cases) {
        const res = await mod.json("POST", `/svc_event/moderator/${event.id}/scores`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.details.fields[0]).toMatchObject({ field });
        expect(res.body.error.details.fields[0].message).toMatch(message);
      }
    });

    it("enters, verifies and publishes a score (each a version, audited); the open stream hears it", async () => {
      const event = await testEvent(store, { athletes: 2, now: clock.now() });
      const mod = await moderatorOf(event.id);
      const [a1, a2] = event.athletes as [string, string];

      const stream = await guest().request(`/svc_event/events/${event.id}/stream`);
      expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
      const reader = sseReader(stream.body as ReadableStream<Uint8Array>);
      const startVersion = await nextVersion(reader);

      const entered = await mod.json("POST", `/svc_event/moderator/${event.id}/scores`, {
        registrationId: a1,
        workoutId: event.workouts.capped,
        raw: "140 reps",
        judge: "Judge Dredd",
      });
      expect(entered.status).toBe(201);
      expect(entered.body).toMatchObject({ state: "entered", version: 1, display: "CAP+10" });
      // Not on the leaderboard until published.
      let board = await call(guest(), "GET", `/svc_event/events/${event.id}/leaderboard`);
      expect(board.body.leaderboardRows.every((r: Json) => r.scores[0].scoreDisplay === "")).toBe(true);

      const early = await mod.json("POST", `/svc_event/moderator/${event.id}/scores/${entered.body.id}/decision`, {
        action: "publish",
        version: 1,
      });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe("score_wrong_state");
      const verified = await mod.json("POST", `/svc_event/moderator/${event.id}/scores/${entered.body.id}/decision`, {
        action: "verify",
        version: 1,
      });
      expect(verified.body).toMatchObject({ state: "verified", version: 2 });
      const stale = await mod.json("POST", `/svc_event/moderator/${event.id}/scores/${entered.body.id}/decision`, {
        action: "publish",
        version: 1,
      });
      expect(stale.status).toBe(409);
      const published = await mod.json("POST", `/svc_event/moderator/${event.id}/scores/${entered.body.id}/decision`, {
        action: "publish",
        version: 2,
      });
      expect(published.body).toMatchObject({ state: "published", version: 3 });

      expect(await nextVersion(reader)).toBeGreaterThan(startVersion);

      board = await call(guest(), "GET", `/svc_event/events/${event.id}/leaderboard`);
      const row = board.body.leaderboardRows.find((r: Json) => r.entrant.competitorId === a1);
      expect(row).toMatchObject({ overallRank: "1" });
      expect(row.scores[0]).toMatchObject({ scoreDisplay: "CAP+10", rank: "1" });
      const second = board.body.leaderboardRows.find((r: Json) => r.entrant.competitorId === a2);
      expect(second.scores[0]).toMatchObject({ missing: true, rank: "2" });

      const trail = await store.database.db.select().from(staffAudit).where(eq(staffAudit.targetId, entered.body.id));
      expect(trail.map((t) => t.action).sort()).toEqual([
        "event.score.enter",
        "event.score.publish",
        "event.score.verify",
      ]);
    });

    it("invalidates with a reason only, takes the score off the board, and a frozen board publishes nothing", async () => {
      const event = await testEvent(store, { athletes: 1, now: clock.now() });
      const mod = await moderatorOf(event.id);
      const path = `/svc_event/moderator/${event.id}`;
      const s = await mod.json("POST", `${path}/scores`, {
        registrationId: event.athletes[0],
        workoutId: event.workouts.reps,
        raw: "250",
      });
      const noReason = await mod.json("POST", `${path}/scores/${s.body.id}/decision`, {
        action: "invalidate",
        version: 1,
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.details.fields[0].field).toBe("reason");
      await mod.json("POST", `${path}/scores/${s.body.id}/decision`, { action: "verify", version: 1 });
      expect((await mod.json("PUT", `${path}/freeze`, { frozen: true })).status).toBe(200);
      const frozen = await mod.json("POST", `${path}/scores/${s.body.id}/decision`, { action: "publish", version: 2 });
      expect(frozen.status).toBe(409);
      expect(frozen.body.error.code).toBe("leaderboard_frozen");
      const gone = await mod.json("POST", `${path}/scores/${s.body.id}/decision`, {
        action: "invalidate",
        version: 2,
        reason: "No-rep on the last 20 reps (video)",
      });
      expect(gone.body).toMatchObject({ state: "invalid", version: 3 });
      const view = await mod.json("GET", path);
      const decided = view.body.decided.find((x: Json) => x.id === s.body.id);
      expect(decided.history.map((h: Json) => h.state)).toEqual(["entered", "verified", "invalid"]);
      expect(decided.history[2].reason).toMatch(/No-rep/);
    });

    it("takes a registered athlete's own score as entered, and refuses someone not registered", async () => {
      const event = await testEvent(store, { now: clock.now() });
      const { browser } = await customer();
      const not = await call(browser, "POST", `/svc_event/events/${event.id}/scores`, {
        workoutId: event.workouts.reps,
        raw: "200",
      });
      expect(not.status).toBe(403);
      expect(not.body.error.code).toBe("not_registered");
      await call(browser, "POST", `/svc_event/events/${event.id}/registrations`, {
        divisionId: event.divisionId,
        athleteName: "Own Score",
      });
      const own = await call(browser, "POST", `/svc_event/events/${event.id}/scores`, {
        workoutId: event.workouts.reps,
        raw: "200",
      });
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ state: "entered", display: "200" });
    });
  });
});
