import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@ironworks/db";
import { buildApp } from "../app.ts";
import { prepareDatabase } from "../seeding.ts";
import { createMemoryCache } from "../platform/cache.ts";
import { type Config, loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createServices } from "../services.ts";
import { mountWeb } from "../web.ts";
import { createPageCache, type PageCache } from "../platform/page-cache.ts";
import { copySeededTemplate } from "./seeded-template.ts";

/** The real PostgreSQL used by the database suites (CI sets it; a laptop may have none). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * The attempt throttles' clock in a test store: it stands still until the test moves it, so a
 * throttle window never runs out while a loaded machine is slow, and a test waits out a
 * Retry-After with `advance` instead of sleeping.
 */
export interface TestClock {
  /** Epoch ms. */
  now(): number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}

export interface TestStore {
  app: ReturnType<typeof buildApp>;
  services: ReturnType<typeof createServices>;
  database: Database;
  config: Config;
  /** The throttles' clock (see TestClock). */
  clock: TestClock;
  /** The guest page cache of the storefront (with `web: true`, ADR 0032). */
  pageCache: PageCache;
  /** fetch against the in-process app: `await store.request("/svc_content/...")`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A migrated, seeded store on a fresh database: by default a PGlite opened on a private copy of a
 * seeded template (see seeded-template.ts; `seed: false` gives an empty in-memory one), or a new
 * database on the PostgreSQL at TEST_DATABASE_URL with `engine: "postgres"`.
 */
export async function createTestStore(
  options: {
    engine?: "pglite" | "postgres";
    seed?: boolean;
    /** Settings over the test defaults (e.g. smtpUrl). */
    config?: Partial<Config>;
    /** The services' clock, where they take one (e.g. reset link expiry). */
    now?: () => Date;
    /** Mount the storefront (SSR pages) too: needs `npm run build` (web.ts, ADR 0032's page tests). */
    web?: boolean;
    /** Sees every SQL statement the store runs (e.g. to count a page's reads). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestStore> {
  const engine = options.engine ?? "pglite";
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, options.config);
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let dataDir = "memory://";
  if (engine === "postgres") {
    if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
    const name = `ironworks_test_${randomBytes(6).toString("hex")}`;
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else if (options.seed !== false) {
    const copy = await copySeededTemplate();
    dataDir = copy.dataDir;
    dropDatabase = async () => copy.remove();
  }
  const database = await createDatabase({ databaseUrl, dataDir, poolSize: 20, onQuery: options.onQuery });
  const cache = createMemoryCache();
  const logger = createLogger("silent");
  const clock = createTestClock();
  const services = createServices(database, cache, { config, logger, now: options.now, throttleNow: clock.now });
  await prepareDatabase(database, services, { seed: options.seed === false ? "never" : "auto", logger });
  const pageCache = createPageCache({ ttlMs: config.pageCacheTtlMs, maxBytes: config.pageCacheMaxBytes });
  const web = options.web ? await mountWeb({ config, services, logger, pageCache }) : undefined;
  const app = buildApp({ config, database, services, cache, logger, web });
  return {
    app,
    services,
    database,
    config,
    clock,
    pageCache,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    async close() {
      services.flags.stop();
      // PGlite never returns from close() while a query is in flight: let the start-up index build end.
      await services.search.warm().catch(() => {});
      await database.close();
      await dropDatabase?.();
    },
  };
}
