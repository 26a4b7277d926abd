import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ironworks/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../../platform/jobs.ts";
import { createLogger } from "../../platform/logger.ts";
import { TEST_DATABASE_URL } from "../../testing/test-store.ts";
import { createMailRepository, createMailService } from "./index.ts";

// Issue #18: a worker killed mid-job (SIGKILL, after the mail went out but before pg-boss heard
// it done) → pg-boss hands the job out again → it completes, and the mail exists exactly once.
const WORKER = fileURLToPath(new URL("../../testing/jobs-worker.ts", import.meta.url));
const name = `ironworks_jobs_kill_${randomBytes(5).toString("hex")}`;
let database: Database;
let databaseUrl: string;
const children: ChildProcess[] = [];

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: T[] };

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", WORKER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  return { child, output: () => out };
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!TEST_DATABASE_URL)("jobs across processes on PostgreSQL", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await createDatabase({ databaseUrl, poolSize: 4 });
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    await database?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("completes every job exactly once when its worker is killed mid-job", async () => {
    const mail = createMailService(createMailRepository(database.db), {
      from: "test@example.com",
      jobs: createJobs(database, { logger: createLogger("silent") }),
    });
    // A short expiry: a dead worker's job is handed out again 2 s after it was taken (a job takes its
    // queue's settings when it is enqueued).
    await database.db.execute(
      sql`update jobs.queue set expire_seconds = 2, retry_delay = 1, retry_backoff = false where name = 'mail'`,
    );
    const recipients = Array.from({ length: 5 }, (_, n) => `kill-${n}@example.com`);
    await database.db.transaction(async (tx) => {
      for (const to of recipients) await mail.enqueue(tx, { to, subject: "Order", text: "t", html: "<p>t</p>" });
    });

    // The first worker delivers a mail, then holds its job for a minute: killed while holding.
    const first = startWorker({ HOLD_AFTER_DELIVERY_MS: "60000" });
    await until(() => first.output().includes("delivered"), 60_000, "the first delivery");
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    // A second worker takes over: the held job expires (2 s) and is handed out again.
    const second = startWorker({});
    await until(
      async () => {
        const { rows } = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from jobs.job where name = 'mail' and state = 'completed'`,
        );
        return rows[0]?.n === recipients.length;
      },
      90_000,
      "every mail job completed",
    );
    second.child.kill("SIGTERM");

    const { rows } = await rowsOf<{ to: string; n: number }>(
      sql`select "to", count(*)::int as n from mail_outbox group by "to" order by "to"`,
    );
    expect(rows).toEqual(recipients.map((to) => ({ to, n: 1 })));
    // The job the first worker held was handed out again (a second try), and still wrote one mail.
    const { rows: retried } = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from jobs.job where name = 'mail' and retry_count > 0`,
    );
    expect(retried[0]?.n).toBeGreaterThanOrEqual(1);
  }, 180_000);
});

if (!TEST_DATABASE_URL)
  describe("jobs across processes on PostgreSQL", () => {
    it.skip("needs TEST_DATABASE_URL (a PostgreSQL the test may create databases on)", () => {});
  });
