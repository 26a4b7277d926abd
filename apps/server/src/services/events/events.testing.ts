import { afterAll, beforeAll } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "../customer/customer.testing.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { eventDivisions, eventHeats, eventLanes, eventRegistrations, events, eventWorkouts } from "./events.schema.ts";

let next = 1;

/**
 * A fresh event for one test (unique id, nothing shared with other tests): registration open from
 * an hour ago for a day unless told otherwise, one division of `cap` places, a time workout with a
 * 12:00 cap (150 reps) and a reps workout (max 300).
 */
export async function testEvent(
  store: TestStore,
  options: {
    cap?: number;
    opensAt?: Date;
    closesAt?: Date;
    athletes?: number;
    now?: Date;
    /** A paid event: its registration product's SKU (the seed's EV1002, say). */
    registrationSku?: string;
    /** Teams registered in the division (after the athletes): their names and members. */
    teams?: { name: string; members: string[] }[];
    /** A second division, for teams of this many members ("Team of N", `teamDivisionId`). */
    teamSize?: number;
  } = {},
) {
  const now = options.now ?? new Date();
  const id = `test-${process.pid}-${Date.now().toString(36)}-${next++}-2030`;
  const { db } = store.database;
  await db.insert(events).values({
    id,
    name: id.slice(0, -5),
    year: 2030,
    title: `Test event ${id}`,
    venue: "Test gym",
    startsAt: new Date(now.getTime() + 7 * 86_400_000),
    endsAt: new Date(now.getTime() + 8 * 86_400_000),
    registrationOpensAt: options.opensAt ?? new Date(now.getTime() - 3_600_000),
    registrationClosesAt: options.closesAt ?? new Date(now.getTime() + 86_400_000),
    pointsTable: "place",
    registrationSku: options.registrationSku ?? null,
  });
  const divisionId = `${id}:rx`;
  await db
    .insert(eventDivisions)
    .values({ id: divisionId, eventId: id, name: "Rx", cap: options.cap ?? 10, position: 1 });
  const teamDivisionId = options.teamSize ? `${id}:team` : null;
  if (teamDivisionId)
    await db.insert(eventDivisions).values({
      id: teamDivisionId,
      eventId: id,
      name: `Team of ${options.teamSize}`,
      cap: options.cap ?? 10,
      position: 2,
      teamSize: options.teamSize,
    });
  const workouts = { capped: `${id}:w1`, reps: `${id}:w2` };
  await db.insert(eventWorkouts).values([
    {
      id: workouts.capped,
      eventId: id,
      ordinal: 1,
      name: "Capped",
      scoreType: "time-cap",
      timeCapSeconds: 720,
      totalReps: 150,
    },
    { id: workouts.reps, eventId: id, ordinal: 2, name: "Reps", scoreType: "reps", totalReps: 300 },
  ]);
  const athletes: string[] = [];
  for (let i = 0; i < (options.athletes ?? 0); i++) {
    const regId = `${id}:a${i + 1}`;
    await db.insert(eventRegistrations).values({
      id: regId,
      eventId: id,
      divisionId,
      athleteName: `Athlete ${i + 1}`,
      affiliate: "Test Box",
      country: "US",
    });
    athletes.push(regId);
  }
  const teams: string[] = [];
  for (const [i, team] of (options.teams ?? []).entries()) {
    const regId = `${id}:t${i + 1}`;
    await db.insert(eventRegistrations).values({
      id: regId,
      eventId: id,
      divisionId,
      athleteName: team.name,
      teamName: team.name,
      members: team.members,
      affiliate: "Team Box",
      country: "US",
    });
    teams.push(regId);
  }
  return { id, divisionId, teamDivisionId, workouts, athletes, teams };
}

/** A heat of the event's capped workout with these athletes in lanes 1, 2, … */
export async function testHeat(
  store: TestStore,
  event: { id: string; divisionId: string; workouts: { capped: string } },
  registrationIds: string[],
  number = 1,
) {
  const id = `${event.workouts.capped}:h${number}`;
  await store.database.db.insert(eventHeats).values({
    id,
    eventId: event.id,
    workoutId: event.workouts.capped,
    divisionId: event.divisionId,
    number,
    startsAt: new Date(Date.now() + 7 * 86_400_000),
  });
  if (registrationIds.length)
    await store.database.db
      .insert(eventLanes)
      .values(registrationIds.map((registrationId, i) => ({ heatId: id, lane: i + 1, registrationId })));
  return id;
}

/**
 * The events test files' shared set-up, called inside their describe: one store for the file (on
 * PGlite, or PostgreSQL with `engine`), on a movable clock, with an owner signed in when asked;
 * closed after the file's tests (checkout's work drained, leaderboard streams closed). Read
 * `store` and `owner` inside the tests (they are set before the first one runs).
 */
export function eventsTestStore(options: { engine?: "postgres"; owner?: boolean; timeoutMs?: number } = {}) {
  const clock = movableNow();
  const held: { store?: TestStore; owner?: StaffClient } = {};
  const get = <K extends keyof typeof held>(key: K) => {
    const value = held[key];
    if (!value) throw new Error(`eventsTestStore: no ${key} (read it inside a test; owner needs {owner: true})`);
    return value as NonNullable<(typeof held)[K]>;
  };
  beforeAll(async () => {
    held.store = await createTestStore({ now: clock.now, ...(options.engine ? { engine: options.engine } : {}) });
    if (options.owner) held.owner = await signedInStaff(held.store, clock, "owner");
  }, options.timeoutMs ?? 300_000);
  afterAll(async () => {
    await held.store?.services.checkout.drain();
    held.store?.services.leaderboardHub.closeAll();
    await held.store?.close();
  });
  return {
    clock,
    get store(): TestStore {
      return get("store");
    },
    get owner(): StaffClient {
      return get("owner");
    },
    /** A newly registered, signed-in customer's browser. */
    async athlete(): Promise<TestBrowser> {
      const browser = testBrowser(get("store"));
      await registerCustomer(get("store"), browser);
      return browser;
    },
  };
}
