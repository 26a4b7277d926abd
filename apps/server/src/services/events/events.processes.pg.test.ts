import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@ironworks/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createMemoryCache } from "../../platform/cache.ts";
import { loadConfig } from "../../platform/config.ts";
import { createLogger } from "../../platform/logger.ts";
import { prepareDatabase } from "../../seeding.ts";
import { createServices } from "../../services.ts";
import { TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { sseReader } from "../flags/flags.testing.ts";
import { testEvent } from "./events.testing.ts";

/**
 * Issue #20 item 5: a score published through one server process reaches a leaderboard stream
 * open on another process sharing the PostgreSQL database (the change bus over LISTEN/NOTIFY).
 * Two sets of services and apps, each with its own connection pool and listener, as two processes.
 */
if (!TEST_DATABASE_URL) console.log("PostgreSQL events processes suite skipped: TEST_DATABASE_URL not set");

describe.skipIf(!TEST_DATABASE_URL)("leaderboard streams across processes on PostgreSQL", () => {
  const name = `ironworks_test_${randomBytes(6).toString("hex")}`;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
  const logger = createLogger("silent");
  const nodes: { database: Database; services: ReturnType<typeof createServices>; app: ReturnType<typeof buildApp> }[] =
    [];

  beforeAll(async () => {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
      const cache = createMemoryCache();
      const services = createServices(database, cache, { config, logger });
      if (i === 0) await prepareDatabase(database, services, { seed: "never", logger });
      await services.changes.ready();
      nodes.push({ database, services, app: buildApp({ config, database, services, cache, logger }) });
    }
  }, 120_000);

  afterAll(async () => {
    for (const n of nodes) {
      n.services.leaderboardHub.closeAll();
      n.services.flags.stop();
      await n.services.search.warm().catch(() => {});
      await n.services.changes.close();
      await n.database.close();
    }
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it("a score published on process A reaches a stream open on process B", async () => {
    const [a, b] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const event = await testEvent({ database: a.database } as TestStore, { athletes: 1 });
    const res = await b.app.request(`/svc_event/events/${event.id}/stream`);
    expect(res.status).toBe(200);
    const reader = sseReader(res.body as ReadableStream<Uint8Array>);
    const next = async () => {
      for (;;) {
        const m = await reader.next(15_000);
        if (m.event === "leaderboard") return JSON.parse(m.data).version as number;
      }
    };
    const start = await next();

    const owner = { id: 0, email: "owner@staff.example.com", role: "owner" as const };
    const entered = await a.services.events.enterAsModerator(owner, event.id, {
      registrationId: event.athletes[0] as string,
      workoutId: event.workouts.reps,
      raw: "222",
      judge: "",
    });
    const verified = await a.services.events.decide(owner, event.id, entered.id, {
      action: "verify",
      reason: "",
      version: entered.version,
    });
    const t = performance.now();
    await a.services.events.decide(owner, event.id, entered.id, {
      action: "publish",
      reason: "",
      version: verified.version,
    });
    expect(await next()).toBeGreaterThan(start);
    console.log(`publish on A → stream on B: ${Math.round(performance.now() - t)} ms`);

    // B's own answer carries the score: the leaderboard read there is the published one.
    const board = await (await b.app.request(`/svc_event/events/${event.id}/leaderboard`)).json();
    expect(board.leaderboardRows[0].scores[1]).toMatchObject({ scoreDisplay: "222", rank: "1" });
  }, 60_000);
});
