import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createDatabase } from "@ironworks/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { createMemoryCache } from "../../platform/cache.ts";
import { createLogger } from "../../platform/logger.ts";
import { copySeededTemplate } from "../../testing/seeded-template.ts";
import { createTestStore, TEST_DATABASE_URL, type TestStore } from "../../testing/test-store.ts";
import { createFlagsAdmin } from "./flags.admin.ts";
import { createFlags } from "./index.ts";
import { FLAGS_CHANNEL } from "./flags.repository.ts";
import { sseReader } from "./flags.testing.ts";
import type { FeaturesPayload } from "./flags.values.ts";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const CLI = join(ROOT, "apps/server/src/cli/flags.ts");

/** `npm run flags -- …` as a child process. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", CLI, ...args],
      { cwd: ROOT, env: { ...inherited, LOG_LEVEL: "silent", ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each call starts a Node process that compiles the CLI's sources (tsx) and opens the database: about
// 4 s on an idle machine, several times that on a busy one. A test making six of them gets the time
// for six; no assertion depends on how long a call takes.
const CLI_CALLS_TIMEOUT_MS = 180_000;

describe("flags CLI on a PGlite data directory no server holds", { timeout: CLI_CALLS_TIMEOUT_MS }, () => {
  let copy: { dataDir: string; remove: () => void };
  beforeAll(async () => {
    copy = await copySeededTemplate();
  });
  afterAll(() => copy?.remove());

  it("lists, sets and refuses bad input", async () => {
    const env = { DATA_DIR: copy.dataDir };
    const list = await cli(["list"], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^KEY\s+TYPE\s+VALUE/m);
    expect(list.stdout).toMatch(/^invitational-year\s+number\s+2025/m);

    const set = await cli(["set", "gym-map", "on"], env);
    expect(set.stdout).toContain("gym-map = true (was false) via PGlite in");
    expect(set.code).toBe(0);
    expect((await cli(["get", "gym-map"], env)).stdout).toMatch(/^gym-map\s+boolean\s+true/m);

    const bad = await cli(["set", "gym-map", "maybe"], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("flags: Invalid input: expected on or off");
    const unknown = await cli(["get", "nope"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown flag 'nope'");
    expect((await cli(["set", "gym-map"], env)).code).toBe(2);
  });

  it("says so when the directory has no database", async () => {
    const result = await cli(["list"], { DATA_DIR: join(tmpdir(), "ironworks-no-such-dir") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No database in");
  });
});

describe("flags CLI with a running server", { timeout: CLI_CALLS_TIMEOUT_MS }, () => {
  let store: TestStore;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    store = await createTestStore();
    dataDir = mkdtempSync(join(tmpdir(), "ironworks-flags-cli-"));
    let handler: (req: Request, env: unknown) => Response | Promise<Response> = () =>
      new Response(null, { status: 503 });
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: (req, env) => handler(req, env), port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(info.port),
      );
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const app = buildApp({
      config: store.config,
      database: store.database,
      services: store.services,
      cache: createMemoryCache(),
      logger: createLogger("silent"),
      // What the server does at start: a token in DATA_DIR/flags-admin.json with its loopback URL.
      flagsAdmin: createFlagsAdmin({ dataDir, port, host: "0.0.0.0" }),
    });
    handler = (req, env) => app.fetch(req, env as never);
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("changes the flag in the server, which pushes it to open streams", async () => {
    const res = await fetch(`${baseUrl}/sub/${store.services.flags.clientKey}`);
    const reader = sseReader(res.body as ReadableStream<Uint8Array>);
    try {
      expect((await reader.nextFeatures()).features["eu-returns"]?.defaultValue).toBe(false);
      const result = await cli(["set", "eu-returns", "on"], { DATA_DIR: dataDir });
      expect(result.stdout).toContain(`eu-returns = true (was false) via running server at ${baseUrl}`);
      // Delivery time is a figure (bench/flags.bench.ts), not an assertion: tests never fail on time.
      const pushed = await reader.nextFeatures(10_000);
      expect(pushed.features["eu-returns"]?.defaultValue).toBe(true);
      expect(await store.services.flags.getValue("eu-returns")).toBe(true);
      expect((await cli(["set", "eu-returns", "off"], { DATA_DIR: dataDir })).code).toBe(0);
    } finally {
      await reader.cancel();
    }
  });

  it("reports the server's refusal", async () => {
    const result = await cli(["set", "invitational-year", "soon"], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("flags: Invalid input: expected a number");
  });
});

describe.skipIf(!TEST_DATABASE_URL)("flags across processes on PostgreSQL", () => {
  let store: TestStore;
  let url: string;
  let other: Awaited<ReturnType<typeof createDatabase>>;
  let otherFlags: ReturnType<typeof createFlags>;
  const received: FeaturesPayload[] = [];

  beforeAll(async () => {
    store = await createTestStore({ engine: "postgres" });
    url = (store.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    // A second server process, as far as flags go: its own pool, snapshot and LISTEN connection.
    other = await createDatabase({ databaseUrl: url, poolSize: 2 });
    otherFlags = createFlags(other);
    otherFlags.subscribe((p) => received.push(p));
    await otherFlags.getPayload();
    // Its LISTEN connection is up (polled in pg_stat_activity instead of a fixed sleep).
    await vi.waitFor(
      async () => {
        const result = (await store.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where query = ${`LISTEN ${FLAGS_CHANNEL}`}`,
        )) as unknown as { rows: { n: number }[] };
        expect(result.rows[0]?.n).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 20 },
    );
  });
  afterAll(async () => {
    otherFlags?.stop();
    await other?.close();
    await store?.close();
  });

  const waitFor = async (check: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("not in time");
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  // How fast is measured in bench/flags.bench.ts; here only that it arrives (the 5 s poll backs up
  // a notification missed while the LISTEN connection was still being made).
  it("reaches another process (LISTEN/NOTIFY)", async () => {
    await store.services.flags.set("gym-map", { input: "on" });
    await waitFor(() => received.some((p) => p.features["gym-map"]?.defaultValue === true), 15_000);
    expect(await otherFlags.getValue("gym-map")).toBe(true);
  });

  it("lets the CLI write PostgreSQL directly and tell the servers", async () => {
    const result = await cli(["set", "gym-map", "off"], { DATABASE_URL: url });
    expect(result.stdout).toContain("gym-map = false (was true) via PostgreSQL");
    await waitFor(() => received.at(-1)?.features["gym-map"]?.defaultValue === false, 15_000);
    await store.services.flags.refresh();
    expect(await store.services.flags.getValue("gym-map")).toBe(false);
  });
});
