// Events (issue #20 item 5), across two server processes: a score published through process A
// reaches BENCH_STREAMS open leaderboard streams, half of them open on process A and half on
// process B, which share one PostgreSQL database (the change bus over LISTEN/NOTIFY). Two sets of
// services and apps, each with its own connection pool and listener, as two processes (the same
// construction as events.processes.pg.test.ts). Prints p50/p95 of publish → message per process.
// Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// creates and drops its own database. Exits non-zero only when the benchmark cannot run.
import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@ironworks/db";
import { buildApp } from "../apps/server/src/app.ts";
import { createMemoryCache } from "../apps/server/src/platform/cache.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createLogger } from "../apps/server/src/platform/logger.ts";
import { prepareDatabase } from "../apps/server/src/seeding.ts";
import { createServices } from "../apps/server/src/services.ts";
import { testEvent } from "../apps/server/src/services/events/events.testing.ts";
import { sseReader } from "../apps/server/src/services/flags/flags.testing.ts";
import type { TestStore } from "../apps/server/src/testing/test-store.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BASE =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

warnIfBusy();
const name = `ironworks_bench_events_${randomBytes(4).toString("hex")}`;
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
const logger = createLogger("silent");
const { default: pg } = await import("pg");
const admin = new pg.Client({ connectionString: BASE });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(BASE);
url.pathname = `/${name}`;
type Node = { database: Database; services: ReturnType<typeof createServices>; app: ReturnType<typeof buildApp> };
const nodes: Node[] = [];
let exitCode = 0;
try {
  for (let i = 0; i < 2; i++) {
    const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    const cache = createMemoryCache();
    const services = createServices(database, cache, { config, logger });
    if (i === 0) await prepareDatabase(database, services, { seed: "never", logger });
    await services.changes.ready();
    nodes.push({ database, services, app: buildApp({ config, database, services, cache, logger }) });
  }
  const [a, b] = nodes as [Node, Node];
  const event = await testEvent({ database: a.database } as TestStore, { athletes: ROUNDS });
  console.log(`Events bench across two processes: ${STREAMS} streams (half on A, half on B), ${ROUNDS} publishes on A`);

  const open = async (node: Node, i: number) => {
    const res = await node.app.request(
      `/svc_event/events/${event.id}/stream`,
      {},
      { incoming: { socket: { remoteAddress: `10.201.${Math.floor(i / 250)}.${i % 250}` } } },
    );
    if (res.status !== 200) throw new Error(`stream ${i} → ${res.status}`);
    const reader = sseReader(res.body as ReadableStream<Uint8Array>);
    for (;;) if ((await reader.next(30_000)).event === "leaderboard") break;
    return reader;
  };
  const readers: { node: "A" | "B"; reader: Awaited<ReturnType<typeof open>> }[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const on = i % 2 === 0 ? "A" : "B";
    readers.push({ node: on, reader: await open(on === "A" ? a : b, i) });
  }

  const owner = { id: 0, email: "bench@staff.example.com", role: "owner" as const };
  const delivery: Record<"A" | "B", number[]> = { A: [], B: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const entered = await a.services.events.enterAsModerator(owner, event.id, {
      registrationId: event.athletes[round] as string,
      workoutId: event.workouts.reps,
      raw: String(200 + round),
      judge: "bench",
    });
    const verified = await a.services.events.decide(owner, event.id, entered.id, {
      action: "verify",
      reason: "",
      version: entered.version,
    });
    const t = performance.now();
    const heard = readers.map(async ({ node, reader }) => {
      for (;;)
        if ((await reader.next(30_000)).event === "leaderboard") {
          delivery[node].push(performance.now() - t);
          return;
        }
    });
    await a.services.events.decide(owner, event.id, entered.id, {
      action: "publish",
      reason: "",
      version: verified.version,
    });
    await Promise.all(heard);
  }
  const all = stats([...delivery.A, ...delivery.B]);
  const table = [
    [`publish on A → ${STREAMS / 2} streams on A`, stats(delivery.A)],
    [`publish on A → ${STREAMS / 2} streams on B`, stats(delivery.B)],
    [`publish on A → all ${STREAMS} streams`, all],
  ] as const;
  printTable(
    ["measure", "p50", "p95", "samples"],
    table.map(([label, s]) => [label, fmt.ms(s.p50), fmt.ms(s.p95), s.runs]),
  );
  console.log(
    `results: ${saveResults("events-processes", {
      streams: STREAMS,
      rounds: ROUNDS,
      figures: Object.fromEntries(table.map(([label, s]) => [label, s])),
    })}`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  for (const n of nodes) {
    n.services.leaderboardHub.closeAll();
    n.services.flags.stop();
    await n.services.search.warm().catch(() => {});
    await n.services.changes.close();
    await n.database.close();
  }
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}
process.exit(exitCode);
