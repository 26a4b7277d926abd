import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@ironworks/db";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../testing/test-store.ts";
import { createJobs, type Jobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";

// Issue #18: a schedule fires once per tick however many workers run it (pg-boss's cron_on guard
// and the tick's singleton), here two workers with their own connection pools, checking every second.
const name = `ironworks_jobs_cron_${randomBytes(5).toString("hex")}`;
const databases: Database[] = [];
const workers: Jobs[] = [];
let databaseUrl: string;

describe.skipIf(!TEST_DATABASE_URL)("schedules on PostgreSQL", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) await w.stop().catch(() => undefined);
    for (const d of databases) await d.close().catch(() => undefined);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("runs a tick's job once across two workers", async () => {
    const runs: { worker: number; at: number }[] = [];
    const startedAt = Date.now();
    for (const n of [0, 1]) {
      const database = await createDatabase({ databaseUrl, poolSize: 4 });
      databases.push(database);
      if (n === 0) await database.migrate();
      const jobs = createJobs(database, { logger: createLogger("silent"), pollingSeconds: 0.5, cronSeconds: 1 });
      workers.push(jobs);
      await jobs.start("worker", {
        // Every minute: the tick under way is sent at start, then checked every second by both.
        "sweep-pending-orders": async () => {
          runs.push({ worker: n, at: Date.now() });
        },
      });
    }
    await new Promise((r) => setTimeout(r, 12_000));
    const endedAt = Date.now();
    // One run per minute tick in the window (two when the window crossed a minute).
    const ticks = Math.floor(endedAt / 60_000) - Math.floor(startedAt / 60_000) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(ticks);
    const perMinute = new Map<number, number>();
    for (const r of runs) perMinute.set(Math.floor(r.at / 60_000), (perMinute.get(Math.floor(r.at / 60_000)) ?? 0) + 1);
    for (const n of perMinute.values()) expect(n).toBe(1);
  }, 120_000);

  it("wakes a worker of another process at the enqueue's commit (LISTEN iw_jobs), not at its next poll", async () => {
    // The worker polls once a minute: only the commit's NOTIFY can bring it the job within the wait.
    const workerDb = await createDatabase({ databaseUrl, poolSize: 2 });
    const webDb = await createDatabase({ databaseUrl, poolSize: 2 });
    databases.push(workerDb, webDb);
    const worker = createJobs(workerDb, { logger: createLogger("silent"), pollingSeconds: 60 });
    const seen: string[] = [];
    worker.handle("mail", async (job) => {
      seen.push((job.data as { to: string }).to);
    });
    await worker.start("worker");
    workers.push(worker);
    const web = createJobs(webDb, { logger: createLogger("silent") });
    await web.start("web");
    workers.push(web);
    const letter = (to: string) => ({ to, subject: "s", text: "t", html: "<p>t</p>" });

    // Rolled back: no job and no wake-up.
    await expect(
      webDb.db.transaction(async (tx) => {
        await web.send(tx, "mail", letter("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    // Committed: delivered at once by the other process's worker.
    await webDb.db.transaction(async (tx) => {
      await web.send(tx, "mail", letter("woken@example.com"));
    });
    await expect.poll(() => seen, { timeout: 30_000, interval: 50 }).toEqual(["woken@example.com"]);

    // A backlog (more than one fetch's batch) in one transaction: one wake-up, and the worker keeps
    // fetching while its batches come back full, instead of one batch per polling interval.
    const burst = Array.from({ length: 17 }, (_, n) => `burst-${n}@example.com`);
    await webDb.db.transaction(async (tx) => {
      for (const to of burst) await web.send(tx, "mail", letter(to));
    });
    await expect.poll(() => seen.length, { timeout: 30_000, interval: 50 }).toBe(1 + burst.length);
    expect(new Set(seen).size).toBe(seen.length);
  }, 120_000);
});
