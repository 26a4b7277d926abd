import type { Db } from "@ironworks/db";
import { parseScore, type ScoreType, teamResult } from "@ironworks/domain";
import { upcomingThrowdownYear } from "@ironworks/seed";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  eventDivisions,
  eventHeats,
  eventLanes,
  eventMemberScores,
  eventMemberScoreVersions,
  eventRegistrations,
  events,
  eventScores,
  eventScoreVersions,
  eventWaivers,
  eventWorkouts,
} from "./events.schema.ts";

/**
 * The demo competitions (issue #20 item 7), deterministic: two past events with full results
 * (the Ironworks Open 2024, hundreds of athletes; the Rogue Invitational 2025, the flag's default
 * year, its last workout not scored yet) and one upcoming event open for registration.
 */
interface WorkoutSeed {
  name: string;
  description: string;
  scoreType: ScoreType;
  timeCapSeconds?: number;
  totalReps?: number;
  repsPerRound?: number;
  unit?: string;
}
interface EventSeed {
  name: string;
  year: number;
  title: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  opensAt: string;
  closesAt: string;
  pointsTable: "place" | "games" | "wodsmith";
  tiebreak: number | null;
  /** teamSize: a team division (migration 0033), its teams registered with that many members. */
  divisions: { code: string; name: string; cap: number; athletes: number; teamSize?: number }[];
  workouts: WorkoutSeed[];
  /** Workouts (1-based) with published scores for everyone. */
  scored: number;
  /** The catalog's registration product (seed families/programs.ts, EV SKUs in order): a paid event. */
  registrationSku?: string;
  /** The waiver athletes accept at registration (migration 0030): seeded as version 1. */
  waiver?: { title: string; body: string };
}

/** Lanes per demo heat. */
const LANES = 10;

/** The upcoming demo event's year: the one date here that follows the clock, so it stays open. */
const THROWDOWN = upcomingThrowdownYear(new Date());

export const DEMO_EVENTS: EventSeed[] = [
  {
    name: "ironworks-open",
    year: 2024,
    title: "Ironworks Open 2024",
    venue: "Columbus, Ohio",
    startsAt: "2024-03-01T14:00:00Z",
    endsAt: "2024-03-03T22:00:00Z",
    opensAt: "2023-12-01T00:00:00Z",
    closesAt: "2024-02-20T00:00:00Z",
    pointsTable: "place",
    tiebreak: 4,
    divisions: [
      { code: "rx-men", name: "Rx Men", cap: 150, athletes: 96 },
      { code: "rx-women", name: "Rx Women", cap: 150, athletes: 84 },
      { code: "scaled", name: "Scaled", cap: 120, athletes: 64 },
      { code: "masters-40", name: "Masters 40+", cap: 60, athletes: 36 },
    ],
    workouts: [
      {
        name: "Open 1",
        description: "For time: 3 rounds of 20 wall balls, 20 toes-to-bar, 20 box jumps. Time cap 15:00.",
        scoreType: "time-cap",
        timeCapSeconds: 900,
        totalReps: 180,
      },
      {
        name: "Open 2",
        description: "AMRAP 20: 10 pull-ups, 10 deadlifts, 10 burpees.",
        scoreType: "rounds-reps",
        repsPerRound: 30,
      },
      { name: "Open 3", description: "1-rep-max clean and jerk.", scoreType: "load", unit: "lb" },
      { name: "Open 4", description: "2,000 m row for time.", scoreType: "time" },
    ],
    scored: 4,
  },
  {
    name: "rogue-invitational",
    year: 2025,
    title: "Rogue Invitational 2025",
    venue: "P&J Live, Aberdeen",
    startsAt: "2025-10-24T10:00:00Z",
    endsAt: "2025-10-26T20:00:00Z",
    opensAt: "2025-06-01T00:00:00Z",
    closesAt: "2025-08-01T00:00:00Z",
    pointsTable: "games",
    tiebreak: null,
    divisions: [
      { code: "men", name: "Men", cap: 20, athletes: 20 },
      { code: "women", name: "Women", cap: 20, athletes: 20 },
    ],
    workouts: [
      {
        name: "Event 1: The Ruck",
        description: "Ruck run with a weighted pack.",
        scoreType: "time-cap",
        timeCapSeconds: 1800,
        totalReps: 100,
      },
      { name: "Event 2: Max Log", description: "Max log press.", scoreType: "load", unit: "lb" },
      { name: "Event 3: Chipper", description: "AMRAP 12 of the chipper.", scoreType: "reps", totalReps: 400 },
      { name: "Event 4: Sprint", description: "Sled and sprint for time.", scoreType: "time" },
      { name: "Event 5: The Duel", description: "Final duel, for time.", scoreType: "time" },
    ],
    scored: 4,
    // "Ironworks Invitational 2025 - Athlete Registration".
    registrationSku: "EV1001",
  },
  {
    name: "ironworks-throwdown",
    // Upcoming whenever the store is seeded: see upcomingThrowdownYear.
    year: THROWDOWN,
    title: `Ironworks Throwdown ${THROWDOWN}`,
    venue: "Columbus, Ohio",
    startsAt: `${THROWDOWN}-03-13T14:00:00Z`,
    endsAt: `${THROWDOWN}-03-14T22:00:00Z`,
    opensAt: `${THROWDOWN - 1}-03-01T00:00:00Z`,
    closesAt: `${THROWDOWN}-03-01T00:00:00Z`,
    pointsTable: "wodsmith",
    tiebreak: null,
    divisions: [
      { code: "rx", name: "Rx", cap: 500, athletes: 12 },
      { code: "scaled", name: "Scaled", cap: 500, athletes: 8 },
      { code: "teen", name: "Teen 14–17", cap: 40, athletes: 4 },
      { code: "team", name: "Team of 3", cap: 30, athletes: 0, teamSize: 3 },
    ],
    workouts: [
      { name: "Workout 1", description: "Announced on event day.", scoreType: "time" },
      { name: "Workout 2", description: "Announced on event day.", scoreType: "reps" },
    ],
    scored: 0,
    // The catalog's throwdown registration ("Garage Games Throwdown - Individual Registration").
    registrationSku: "EV1002",
    waiver: {
      title: "Ironworks Throwdown athlete waiver",
      body: [
        "I take part in the Ironworks Throwdown of my own free will and know that strength and conditioning competition carries a risk of injury.",
        "I confirm that I am fit to compete, that I will follow the judges' and the organiser's instructions, and that I will stop when a judge or medic tells me to.",
        "I release Ironworks, the venue and the volunteers from claims for injury or loss, except where caused by their negligence.",
        "I agree that photos and video of the event in which I appear may be published.",
      ].join("\n\n"),
    },
  },
];

const FIRST = [
  "Alex",
  "Sam",
  "Jordan",
  "Taylor",
  "Casey",
  "Morgan",
  "Riley",
  "Jamie",
  "Avery",
  "Quinn",
  "Rowan",
  "Skyler",
  "Mara",
  "Lena",
  "Noah",
  "Elias",
  "Sofia",
  "Lucas",
  "Emma",
  "Mateo",
  "Ines",
  "Finn",
  "Chloe",
  "Hugo",
];
const LAST = [
  "Fraser",
  "Toomey",
  "Vellner",
  "Smith",
  "Adler",
  "Laurent",
  "Garcia",
  "de Vries",
  "Müller",
  "Okafor",
  "Nakamura",
  "Silva",
  "Kowalski",
  "Dubois",
  "Jensen",
  "Moreau",
  "Rossi",
  "Bakker",
  "Schmidt",
  "Lopez",
];
const AFFILIATES = [
  "Ironworks Columbus",
  "CrossFit Mayhem",
  "Invictus",
  "Box Aberdeen",
  "CF Berlin Mitte",
  "Paris Barbell",
  "Madrid Strength",
  "Amsterdam Athletics",
  "",
];
const COUNTRIES = ["US", "US", "US", "CA", "GB", "DE", "FR", "ES", "NL", "AU", "BR", "JP"];

/** mulberry32: the same numbers every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rawScore(w: WorkoutSeed, r: () => number): string {
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const time = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  switch (w.scoreType) {
    case "time-cap":
      return r() < 0.7
        ? time(int(Math.floor((w.timeCapSeconds ?? 600) * 0.5), (w.timeCapSeconds ?? 600) - 1))
        : `${int(Math.floor((w.totalReps ?? 100) * 0.6), (w.totalReps ?? 100) - 1)} reps`;
    case "rounds-reps":
      return `${int(6, 13)}+${int(0, (w.repsPerRound ?? 30) - 1)}`;
    case "load":
      return String(int(37, 67) * 5);
    case "reps":
      return String(int(150, Math.min(380, w.totalReps ?? 380)));
    case "time":
      return time(int(360, 540));
    default:
      return "pass";
  }
}

export async function seedEvents(db: Db): Promise<void> {
  const [existing] = await db.select({ id: events.id }).from(events).limit(1);
  if (!existing) await seedDemoEvents(db);
  await seedPaidRegistrationAndHeats(db);
  await seedDemoTeams(db);
}

/**
 * Demo teams of the throwdown's "Team of 3" (issue #20), so its team leaderboard is not empty on
 * a fresh store: each member's score on every workout (kept as version 1, entered by the seed) and
 * the team's published score made of them by the domain's rule (times: the last member; reps: the
 * sum), as a judge's entries would. Idempotent and cheap: one look-up when the teams are there.
 */
export const DEMO_TEAMS: { name: string; affiliate: string; country: string; members: string[] }[] = [
  {
    name: "Barbell Bandits",
    affiliate: "Ironworks Columbus",
    country: "US",
    members: ["Ana Ruiz", "Ben Ode", "Cy Diaz"],
  },
  {
    name: "Kettlebell Crew",
    affiliate: "CrossFit Kalkwerk",
    country: "DE",
    members: ["Dee Fox", "Eli Gray", "Fay Hu"],
  },
  { name: "Sled Dogs", affiliate: "Box Ottawa", country: "CA", members: ["Gus Lind", "Hana Sato", "Ivo Kerr"] },
  { name: "Chalk Dust", affiliate: "Garage Gym Leeds", country: "GB", members: ["Jo Park", "Kai Moss", "Lea Voss"] },
];

async function seedDemoTeams(db: Db): Promise<void> {
  const e = DEMO_EVENTS.find((x) => x.divisions.some((d) => d.teamSize));
  const division = e?.divisions.find((d) => d.teamSize);
  if (!e || !division) return;
  const id = `${e.name}-${e.year}`;
  const divisionId = `${id}:${division.code}`;
  const firstTeam = `${id}:team01`;
  const [known] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, firstTeam));
  if (known) return;
  const [division0] = await db
    .select({ id: eventDivisions.id })
    .from(eventDivisions)
    .where(eq(eventDivisions.id, divisionId));
  if (!division0) return;
  const workouts = await db.select().from(eventWorkouts).where(eq(eventWorkouts.eventId, id));
  const r = random(4242);
  const at = new Date(e.opensAt);
  const registrations: (typeof eventRegistrations.$inferInsert)[] = [];
  const members: (typeof eventMemberScores.$inferInsert)[] = [];
  const versions: (typeof eventMemberScoreVersions.$inferInsert)[] = [];
  const scores: (typeof eventScores.$inferInsert)[] = [];
  for (const [i, team] of DEMO_TEAMS.entries()) {
    const regId = `${id}:team${String(i + 1).padStart(2, "0")}`;
    registrations.push({
      id: regId,
      eventId: id,
      divisionId,
      athleteName: team.name,
      teamName: team.name,
      members: team.members,
      affiliate: team.affiliate,
      country: team.country,
      createdAt: at,
    });
    for (const w of workouts) {
      const seed = e.workouts[w.ordinal - 1];
      if (!seed) continue;
      const entries = team.members.map((_, m) => {
        const raw = rawScore(seed, r);
        const parsed = parseScore(seed, raw);
        if (!parsed.ok) throw new Error(`demo team score ${raw} for ${seed.name}: ${parsed.message}`);
        const row = {
          registrationId: regId,
          workoutId: w.id,
          member: m,
          raw,
          display: parsed.display,
          judge: "Demo judge",
          actor: "seed",
        };
        members.push({ ...row, value: parsed.value, updatedAt: at, version: 1 });
        versions.push({ ...row, version: 1, at });
        return { raw, value: parsed.value, display: parsed.display };
      });
      const result = teamResult(seed, entries);
      if (!result) continue;
      scores.push({
        id: `${regId}:w${w.ordinal}`,
        eventId: id,
        registrationId: regId,
        workoutId: w.id,
        raw: entries.map((m) => m.raw).join(" | "),
        value: result.value,
        display: result.display,
        state: "published",
        version: 1,
        judge: "Demo judge",
        updatedAt: at,
      });
    }
  }
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(eventRegistrations).values(registrations).onConflictDoNothing().returning();
    // Another process seeding at the same moment got there first.
    if (inserted.length === 0) return;
    // What the leaderboard shows changed: cached boards key on the version.
    await tx
      .update(events)
      .set({ version: sql`${events.version} + 1` })
      .where(eq(events.id, id));
    if (members.length) await tx.insert(eventMemberScores).values(members);
    if (versions.length) await tx.insert(eventMemberScoreVersions).values(versions);
    if (scores.length) {
      await tx.insert(eventScores).values(scores);
      await tx.insert(eventScoreVersions).values(
        scores.map((x) => ({
          scoreId: x.id as string,
          version: 1,
          state: "published",
          raw: x.raw,
          judge: x.judge ?? "",
          actor: "seed",
          at,
        })),
      );
    }
  });
}

/**
 * Migration 0028's demo data, also for a store seeded before it: the paid events' registration
 * SKUs (where none is set) and the heats and lanes of every demo workout (for events with none):
 * each division's athletes in heats of ten lanes, fifteen minutes apart from the workout's start.
 */
async function seedPaidRegistrationAndHeats(db: Db): Promise<void> {
  for (const e of DEMO_EVENTS) {
    const id = `${e.name}-${e.year}`;
    // Migration 0030: the demo waiver, version 1, once (a store seeded before it gets it too).
    if (e.waiver) {
      const [known] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
      if (known)
        await db
          .insert(eventWaivers)
          .values({ eventId: id, version: 1, title: e.waiver.title, body: e.waiver.body })
          .onConflictDoNothing();
    }
    // Migration 0033: a division added to the demo since (the throwdown's team division), once.
    const [present] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (present)
      await db
        .insert(eventDivisions)
        .values(e.divisions.map((d, i) => divisionRow(id, d, i)))
        .onConflictDoNothing();
    if (e.registrationSku)
      await db
        .update(events)
        .set({ registrationSku: e.registrationSku })
        .where(and(eq(events.id, id), isNull(events.registrationSku)));
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
    const [anyHeat] = await db
      .select({ id: eventHeats.id })
      .from(eventHeats)
      .where(eq(eventHeats.eventId, id))
      .limit(1);
    if (!event || anyHeat) continue;
    const workouts = await db.select().from(eventWorkouts).where(eq(eventWorkouts.eventId, id));
    const athletes = await db
      .select({ id: eventRegistrations.id, divisionId: eventRegistrations.divisionId })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(eventRegistrations.id);
    const heats: (typeof eventHeats.$inferInsert)[] = [];
    const lanes: (typeof eventLanes.$inferInsert)[] = [];
    for (const w of workouts) {
      let startsAt = (w.startsAt ?? new Date(e.startsAt)).getTime();
      for (const d of e.divisions) {
        const divisionId = `${id}:${d.code}`;
        const inDivision = athletes.filter((a) => a.divisionId === divisionId);
        for (let h = 0; h * LANES < inDivision.length; h++) {
          const heatId = `${w.id}:${d.code}:h${h + 1}`;
          heats.push({
            id: heatId,
            eventId: id,
            workoutId: w.id,
            divisionId,
            number: h + 1,
            startsAt: new Date(startsAt),
          });
          startsAt += 15 * 60_000;
          for (const [lane, a] of inDivision.slice(h * LANES, (h + 1) * LANES).entries())
            lanes.push({ heatId, lane: lane + 1, registrationId: a.id });
        }
      }
    }
    for (let i = 0; i < heats.length; i += 500) await db.insert(eventHeats).values(heats.slice(i, i + 500));
    for (let i = 0; i < lanes.length; i += 500) await db.insert(eventLanes).values(lanes.slice(i, i + 500));
  }
}

async function seedDemoEvents(db: Db): Promise<void> {
  for (const [n, e] of DEMO_EVENTS.entries()) {
    const id = `${e.name}-${e.year}`;
    const r = random(2024 + n * 7919);
    const workoutIds = e.workouts.map((_, i) => `${id}:w${i + 1}`);
    await db.insert(events).values({
      id,
      name: e.name,
      year: e.year,
      title: e.title,
      venue: e.venue,
      startsAt: new Date(e.startsAt),
      endsAt: new Date(e.endsAt),
      registrationOpensAt: new Date(e.opensAt),
      registrationClosesAt: new Date(e.closesAt),
      pointsTable: e.pointsTable,
      tiebreakWorkoutId: e.tiebreak ? (workoutIds[e.tiebreak - 1] ?? null) : null,
      version: e.scored > 0 ? 1 : 0,
    });
    await db.insert(eventDivisions).values(e.divisions.map((d, i) => divisionRow(id, d, i)));
    await db.insert(eventWorkouts).values(
      e.workouts.map((w, i) => ({
        id: workoutIds[i] as string,
        eventId: id,
        ordinal: i + 1,
        name: w.name,
        description: w.description,
        scoreType: w.scoreType,
        timeCapSeconds: w.timeCapSeconds ?? null,
        totalReps: w.totalReps ?? null,
        repsPerRound: w.repsPerRound ?? null,
        unit: w.unit ?? null,
        startsAt: new Date(new Date(e.startsAt).getTime() + i * 3 * 3600_000),
      })),
    );
    const registrations: (typeof eventRegistrations.$inferInsert)[] = [];
    const scores: (typeof eventScores.$inferInsert)[] = [];
    let k = 0;
    for (const d of e.divisions) {
      for (let a = 0; a < d.athletes; a++) {
        k++;
        const regId = `${id}:a${String(k).padStart(4, "0")}`;
        const first = FIRST[Math.floor(r() * FIRST.length)] as string;
        const last = LAST[Math.floor(r() * LAST.length)] as string;
        registrations.push({
          id: regId,
          eventId: id,
          divisionId: `${id}:${d.code}`,
          athleteName: `${first} ${last}`,
          affiliate: AFFILIATES[Math.floor(r() * AFFILIATES.length)] as string,
          country: COUNTRIES[Math.floor(r() * COUNTRIES.length)] as string,
          createdAt: new Date(new Date(e.opensAt).getTime() + k * 60_000),
        });
        for (let w = 0; w < e.scored; w++) {
          const workout = e.workouts[w] as WorkoutSeed;
          const raw = rawScore(workout, r);
          const parsed = parseScore(workout, raw);
          if (!parsed.ok) throw new Error(`demo score ${raw} for ${workout.name}: ${parsed.message}`);
          scores.push({
            id: `${regId}:w${w + 1}`,
            eventId: id,
            registrationId: regId,
            workoutId: workoutIds[w] as string,
            raw,
            value: parsed.value,
            display: parsed.display,
            state: "published",
            version: 1,
            judge: "Demo judge",
            updatedAt: new Date(e.endsAt),
          });
        }
      }
    }
    for (let i = 0; i < registrations.length; i += 500)
      await db.insert(eventRegistrations).values(registrations.slice(i, i + 500));
    for (let i = 0; i < scores.length; i += 500) {
      const slice = scores.slice(i, i + 500);
      await db.insert(eventScores).values(slice);
      await db.insert(eventScoreVersions).values(
        slice.map((s) => ({
          scoreId: s.id as string,
          version: 1,
          state: "published",
          raw: s.raw,
          judge: s.judge ?? "",
          actor: "seed",
          at: s.updatedAt as Date,
        })),
      );
    }
  }
}

function divisionRow(eventId: string, d: EventSeed["divisions"][number], i: number) {
  return {
    id: `${eventId}:${d.code}`,
    eventId,
    name: d.name,
    cap: d.cap,
    position: i + 1,
    teamSize: d.teamSize ?? null,
  };
}
