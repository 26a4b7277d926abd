// Issue #18 item 2 (ADR 0043): the job queue's figures.
//   1. Job latency from commit to delivery (a mail job enqueued in a transaction → its outbox row),
//      p50/p95 over BENCH_JOBS jobs (default 40), one at a time:
//      - PGlite, role all: one process; the enqueue nudges the local worker;
//      - PostgreSQL, web + worker: this process enqueues (role web: no local delivery), a real
//        worker process (main.ts, IRONWORKS_ROLE=worker) polls every JOBS_POLL_SECONDS (default 2).
//   2. pg-boss's polling cost on PGlite while pages render: SSR throughput of the home and a product
//      page (4 at a time for BENCH_SSR_MS, default 8 s) in one process, without pg-boss started and
//      with it started as role all (polling every queue, maintenance, cron). Needs `npm run build`.
// Prints figures, never fails on them. Saves bench/results/jobs.json.
import { loadavg } from "node:os";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { freePort } from "./lib/server.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const JOBS = Math.max(5, Number(process.env.BENCH_JOBS ?? 40));
const SSR_MS = Number(process.env.BENCH_SSR_MS ?? 8000);

const { sql } = await import("drizzle-orm");
const { createDatabase } = await import("@ironworks/db");
type Database = import("@ironworks/db").Database;
const { createMemoryCache } = await import("../apps/server/src/platform/cache.ts");
const { loadConfig } = await import("../apps/server/src/platform/config.ts");
const { createLogger } = await import("../apps/server/src/platform/logger.ts");
const { createServices } = await import("../apps/server/src/services.ts");
const { prepareDatabase } = await import("../apps/server/src/seeding.ts");
const { startServerProcess } = await import("../apps/server/src/testing/server-process.ts");
const { createTestStore } = await import("../apps/server/src/testing/test-store.ts");

warnIfBusy();
const logger = createLogger("silent");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Enqueues one mail per round in its own transaction and waits for its outbox row: ms from commit. */
async function latency(database: Database, services: ReturnType<typeof createServices>, label: string) {
  const samples: number[] = [];
  for (let n = 0; n < JOBS; n++) {
    const to = `bench-${label}-${process.pid}-${n}@example.com`;
    await database.db.transaction(async (tx) => {
      await services.mail.enqueue(tx, { to, subject: "Bench", text: "t", html: "<p>t</p>" });
    });
    const committed = performance.now();
    for (;;) {
      const res = (await database.db.execute(sql`select 1 from mail_outbox where "to" = ${to} limit 1`)) as unknown as {
        rows: unknown[];
      };
      if (res.rows.length) break;
      if (performance.now() - committed > 30_000) throw new Error(`${label}: job not delivered in 30 s`);
      await sleep(5);
    }
    samples.push(performance.now() - committed);
    await sleep(50 + Math.random() * 200); // not in step with the worker's polling
  }
  return stats(samples);
}

const rows: Record<string, unknown>[] = [];

// 1a. PGlite, role all.
{
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
  const database = await createDatabase({ dataDir: "memory://" });
  const services = createServices(database, createMemoryCache(), { config, logger });
  await prepareDatabase(database, services, { seed: "never", logger });
  await services.jobs.start("all");
  const s = await latency(database, services, "pglite");
  rows.push({ setup: "PGlite, role all (one process)", p50: s.p50, p95: s.p95, max: s.max, load: loadavg()[0] });
  await services.jobs.stop();
  await database.close();
}

// 1b. PostgreSQL: this process as web, a real worker process.
{
  const port = await freePort();
  const worker = await startServerProcess({
    port,
    env: { IRONWORKS_ROLE: "worker", SEED: "never", JOBS_POLL_SECONDS: process.env.JOBS_POLL_SECONDS ?? "2" },
    readyMs: 120_000,
  }).catch((err: unknown) => {
    console.warn(`PostgreSQL row skipped: ${String(err)}`);
    return null;
  });
  if (worker) {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, {
      role: "web",
      databaseUrl: worker.databaseUrl,
    });
    const database = await createDatabase({ databaseUrl: worker.databaseUrl, poolSize: 4 });
    const services = createServices(database, createMemoryCache(), { config, logger });
    await services.jobs.start("web");
    const s = await latency(database, services, "pg");
    rows.push({
      setup: `PostgreSQL, web + worker process (LISTEN wake; polling ${process.env.JOBS_POLL_SECONDS ?? "2"} s)`,
      p50: s.p50,
      p95: s.p95,
      max: s.max,
      load: loadavg()[0],
    });
    await services.jobs.stop();
    await database.close();
    await worker.stop();
  }
}
console.log("\nJob latency, commit → delivered");
printTable(
  ["setup", "p50", "p95", "max", "load"],
  rows.map((r) => [
    String(r.setup),
    fmt.ms(r.p50 as number),
    fmt.ms(r.p95 as number),
    fmt.ms(r.max as number),
    (r.load as number).toFixed(1),
  ]),
);

// 2. SSR throughput on PGlite with and without pg-boss running in the process.
const ssr: Record<string, unknown>[] = [];
{
  const store = await createTestStore({ web: true, config: { pageCacheTtlMs: 0 } });
  const paths = ["/", "/search?q=bar"];
  async function throughput() {
    let done = 0;
    const end = performance.now() + SSR_MS;
    const lat: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        let i = 0;
        while (performance.now() < end) {
          const t = performance.now();
          const res = await store.request(paths[i++ % paths.length] as string, { headers: { accept: "text/html" } });
          await res.arrayBuffer();
          lat.push(performance.now() - t);
          done++;
        }
      }),
    );
    return { rps: done / (SSR_MS / 1000), p95: stats(lat).p95 };
  }
  await throughput(); // warm
  const off = await throughput();
  ssr.push({ pgBoss: "not started", rps: off.rps, p95: off.p95, load: loadavg()[0] });
  await store.services.jobs.start("all");
  await sleep(1000);
  const on = await throughput();
  ssr.push({ pgBoss: "started (role all)", rps: on.rps, p95: on.p95, load: loadavg()[0] });
  const off2 = await (async () => {
    await store.services.jobs.stop();
    return throughput();
  })();
  ssr.push({ pgBoss: "stopped again", rps: off2.rps, p95: off2.p95, load: loadavg()[0] });
  await store.close();
}
console.log("\nSSR throughput on PGlite, 4 at a time (guest page cache off)");
printTable(
  ["pg-boss", "pages/s", "p95", "load"],
  ssr.map((r) => [
    String(r.pgBoss),
    (r.rps as number).toFixed(1),
    fmt.ms(r.p95 as number),
    (r.load as number).toFixed(1),
  ]),
);
saveResults("jobs", { latency: rows, ssr });
process.exit(0);
