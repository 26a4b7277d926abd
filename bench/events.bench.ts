// Events (issue #20): what a big division's leaderboard costs. Three parts, all in one process on a
// copy of the seeded store (PGlite; the storefront mounted, the guest page cache off so every page
// renders):
// 1. the scoring engine alone: a division of BENCH_ATHLETES athletes × 5 workouts ranked (p50/p95);
// 2. the leaderboard API (cold: the version moved, so the division is read and ranked again; warm:
//    the computed board reused) and the server-rendered event page (p50/p95, pages/s);
// 2b. the organiser's heats: a heat created, a lane assigned (each audited, in its transaction), the
//    heats console's view (p50/p95);
// 3. a published score reaching BENCH_STREAMS open leaderboard streams (p50/p95 of publish → message).
// Not measured here: two processes (the change bus over PostgreSQL NOTIFY or Redis), see the report.
// Prints figures; exits non-zero only when the benchmark cannot run.
import { computeLeaderboard, parseScore, type ScoreType } from "@ironworks/domain";
import { eq, sql } from "drizzle-orm";
import {
  eventDivisions,
  eventRegistrations,
  events,
  eventScores,
  eventWorkouts,
} from "../apps/server/src/services/events/events.schema.ts";
import { sseReader } from "../apps/server/src/services/flags/flags.testing.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 5000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const EVENT = "bench-open-2030";
const WORKOUTS: { scoreType: ScoreType; timeCapSeconds?: number; totalReps?: number; repsPerRound?: number }[] = [
  { scoreType: "time-cap", timeCapSeconds: 900, totalReps: 180 },
  { scoreType: "rounds-reps", repsPerRound: 30 },
  { scoreType: "load" },
  { scoreType: "reps", totalReps: 400 },
  { scoreType: "time" },
];

/** Deterministic raw scores (a spread with ties). */
function raw(w: (typeof WORKOUTS)[number], n: number): string {
  const k = (n * 7919) % 997;
  switch (w.scoreType) {
    case "time-cap":
      return k % 3 === 0 ? `${100 + (k % 79)} reps` : `${7 + (k % 8)}:${String(k % 60).padStart(2, "0")}`;
    case "rounds-reps":
      return `${6 + (k % 8)}+${k % 30}`;
    case "load":
      return String(150 + (k % 40) * 5);
    case "reps":
      return String(100 + (k % 300));
    default:
      return `${6 + (k % 4)}:${String(k % 60).padStart(2, "0")}`;
  }
}

const percentiles = (xs: number[]) => stats(xs);

async function timed(n: number, fn: () => Promise<unknown> | unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

// 1. The engine alone.
const athletes = Array.from({ length: ATHLETES }, (_, i) => `a${i}`);
const workoutIds = WORKOUTS.map((_, i) => `w${i + 1}`);
const scores = athletes.flatMap((a, i) =>
  WORKOUTS.map((w, j) => {
    const p = parseScore(w, raw(w, i + j * 13));
    if (!p.ok) throw new Error(p.message);
    return { athleteId: a, workoutId: workoutIds[j] as string, value: p.value, display: p.display };
  }),
);
warnIfBusy();
const engine = await timed(RUNS, () =>
  computeLeaderboard({
    athletes,
    workouts: WORKOUTS.map((w, j) => ({ id: workoutIds[j] as string, scoreType: w.scoreType })),
    scores,
    table: "games",
  }),
);

// 2 and 3: a store with the event written in.
const store = await createTestStore({ web: true, config: { pageCacheTtlMs: 0 } });
let exitCode = 0;
try {
  const { db } = store.database;
  await db.insert(events).values({
    id: EVENT,
    name: "bench-open",
    year: 2030,
    title: "Bench Open 2030",
    venue: "Bench",
    startsAt: new Date("2030-03-01T00:00:00Z"),
    endsAt: new Date("2030-03-02T00:00:00Z"),
    registrationOpensAt: new Date("2029-01-01T00:00:00Z"),
    registrationClosesAt: new Date("2029-02-01T00:00:00Z"),
    pointsTable: "games",
    version: 1,
  });
  await db
    .insert(eventDivisions)
    .values({ id: `${EVENT}:rx`, eventId: EVENT, name: "Rx", cap: ATHLETES + 10, position: 1 });
  await db.insert(eventWorkouts).values(
    WORKOUTS.map((w, j) => ({
      id: `${EVENT}:${workoutIds[j]}`,
      eventId: EVENT,
      ordinal: j + 1,
      name: `Workout ${j + 1}`,
      scoreType: w.scoreType,
      timeCapSeconds: w.timeCapSeconds ?? null,
      totalReps: w.totalReps ?? null,
      repsPerRound: w.repsPerRound ?? null,
    })),
  );
  const regs = athletes.map((a, i) => ({
    id: `${EVENT}:${a}`,
    eventId: EVENT,
    divisionId: `${EVENT}:rx`,
    athleteName: `Athlete ${i}`,
    affiliate: `Box ${i % 150}`,
    country: ["US", "CA", "GB", "DE"][i % 4] as string,
  }));
  for (let i = 0; i < regs.length; i += 1000) await db.insert(eventRegistrations).values(regs.slice(i, i + 1000));
  const rows = scores.map((s) => ({
    id: `${EVENT}:${s.athleteId}:${s.workoutId}`,
    eventId: EVENT,
    registrationId: `${EVENT}:${s.athleteId}`,
    workoutId: `${EVENT}:${s.workoutId}`,
    raw: s.display,
    value: s.value,
    display: s.display,
    state: "published",
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(eventScores).values(rows.slice(i, i + 1000));
  console.log(
    `Events bench: ${ATHLETES} athletes × ${WORKOUTS.length} workouts in one division; ${RUNS} runs; ` +
      `${STREAMS} streams; in-process (PGlite), page cache off`,
  );

  const api = `/svc_event/events/${EVENT}/leaderboard?page=7`;
  const get = async (path: string, accept = "application/json") => {
    const res = await store.request(path, { headers: { accept } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${body.slice(0, 200)}`);
    return body;
  };
  await get(api);
  const cold = await timed(Math.min(RUNS, 20), async () => {
    await db
      .update(events)
      .set({ version: sql`${events.version} + 1` })
      .where(eq(events.id, EVENT));
    await get(api);
  });
  const warm = await timed(RUNS, () => get(api));
  const page = `/events/bench-open/2030?page=3`;
  await get(page, "text/html");
  const ssr = await timed(RUNS, () => get(page, "text/html"));
  // Throughput: CONCURRENCY renders at a time.
  const n = RUNS * 2;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < n) await get(page, "text/html");
    }),
  );
  const pagesPerSec = (n * 1000) / (performance.now() - t0);

  // 2b. The organiser's heats (issue #20 item 1): HEATS heats of ten lanes for the first workout,
  // each lane assigned as the console does (event row locked, checks, audit, one transaction), then
  // the console's view of every heat with its lanes and the division's athletes.
  const organiser = { id: 0, email: "bench@staff.example.com", role: "owner" as const };
  const HEATS = Number(process.env.BENCH_HEATS ?? 20);
  const heatIds: string[] = [];
  const heatCreate = await timed(HEATS, async () => {
    const h = await store.services.events.createHeat(organiser, EVENT, {
      workoutId: `${EVENT}:w1`,
      divisionId: `${EVENT}:rx`,
      number: heatIds.length + 1,
      startsAt: new Date(Date.UTC(2030, 2, 1, 9) + heatIds.length * 900_000).toISOString(),
    });
    heatIds.push(h.id);
  });
  let k = 0;
  const laneAssign = await timed(HEATS * 10, async () => {
    const i = k++;
    await store.services.events.putLane(
      organiser,
      EVENT,
      heatIds[Math.floor(i / 10)] as string,
      (i % 10) + 1,
      `${EVENT}:a${i}`,
    );
  });
  const heatsView = await timed(Math.min(RUNS, 20), () => store.services.events.view(organiser, EVENT));

  // 3. Fan-out: STREAMS open streams, a score published, the time until each stream hears it.
  const readers = [];
  for (let i = 0; i < STREAMS; i++) {
    const res = await store.app.request(
      `/svc_event/events/${EVENT}/stream`,
      {},
      {
        incoming: { socket: { remoteAddress: `10.200.${Math.floor(i / 250)}.${i % 250}` } },
      },
    );
    const reader = sseReader(res.body as ReadableStream<Uint8Array>);
    for (;;) if ((await reader.next(30_000)).event === "leaderboard") break;
    readers.push(reader);
  }
  const owner = organiser;
  const delivery: number[] = [];
  for (let round = 0; round < 5; round++) {
    const entered = await store.services.events.enterAsModerator(owner, EVENT, {
      registrationId: `${EVENT}:a${round}`,
      workoutId: `${EVENT}:w4`,
      raw: String(390 - round),
      judge: "bench",
    });
    const verified = await store.services.events.decide(owner, EVENT, entered.id, {
      action: "verify",
      reason: "",
      version: entered.version,
    });
    const t = performance.now();
    const heard = readers.map(async (r) => {
      for (;;) if ((await r.next(30_000)).event === "leaderboard") return performance.now() - t;
    });
    await store.services.events.decide(owner, EVENT, entered.id, {
      action: "publish",
      reason: "",
      version: verified.version,
    });
    delivery.push(...(await Promise.all(heard)));
  }

  const table = [
    [`engine: rank ${ATHLETES} athletes`, percentiles(engine)],
    ["leaderboard API, cold (re-ranked)", percentiles(cold)],
    ["leaderboard API, warm", percentiles(warm)],
    ["event page SSR (50 rows)", percentiles(ssr)],
    [`publish → ${STREAMS} streams`, percentiles(delivery)],
    ["heat created (audited)", percentiles(heatCreate)],
    ["lane assigned (audited)", percentiles(laneAssign)],
    [`heats console view (${ATHLETES} athletes)`, percentiles(heatsView)],
  ] as const;
  printTable(
    ["measure", "p50", "p95", "runs"],
    table.map(([label, s]) => [label, fmt.ms(s.p50), fmt.ms(s.p95), s.runs]),
  );
  console.log(`event page SSR throughput, ${CONCURRENCY} at a time: ${pagesPerSec.toFixed(1)} pages/s`);
  console.log(
    `results: ${saveResults("events", {
      athletes: ATHLETES,
      streams: STREAMS,
      figures: Object.fromEntries(table.map(([label, s]) => [label, s])),
      pagesPerSec,
    })}`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  store.services.leaderboardHub.closeAll();
  await store.close();
}
process.exit(exitCode);
