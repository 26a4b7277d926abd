import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ResilientPool, retryTransactions } from "./resilience.ts";

export { isConnectionLost } from "./resilience.ts";

/** The one database type services see: PGlite or node-postgres behind the same Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the versioned migrations in packages/db/migrations. */
  migrate(): Promise<void>;
  /** Cheap liveness probe for /readyz. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL LISTEN on a dedicated connection (made again after a loss): every NOTIFY on the channel,
   * from any process sharing the database, reaches `onMessage`. Resolves once listening; the returned
   * function stops. PGlite is one process: its notifications only reach itself.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));

/**
 * PGlite's shared_buffers. Its Postgres runs inside the process's WebAssembly memory and touches all of
 * shared_buffers when it starts, so the setting is resident for the life of the server: initdb's
 * default of 128 MB was a quarter of the server's RSS. The store's database is about 12 MB after the
 * seed; pages beyond the buffers are read from the data directory (the OS page cache), not lost.
 * Measured in bench/README.md ("Memory and start", issue #16 item 6).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

const PGLITE_INIT_SCRIPT = fileURLToPath(new URL("./pglite-init.mjs", import.meta.url));

/**
 * A new PGlite data directory is created in a short-lived child process (`pglite-init.mjs`). In the
 * server's own process, PGlite's initdb runs a second Postgres instance and initdb's own WebAssembly
 * module beside the one that stays: about 300 MB of WebAssembly memory left for the garbage collector
 * (an idle server may keep it for minutes) and some 130 MB of freed but still resident malloc arenas
 * for the life of the process. In a child, all of it ends with the child.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [PGLITE_INIT_SCRIPT, dataDir], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb of ${dataDir} failed (${signal ?? code}): ${stderr}`)),
    );
  });
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined or "memory://" keeps it in memory. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** Statement hook (bench/tests count SQL statements per call). */
  onQuery?: (sql: string) => void;
  /** A PostgreSQL connection failed (restart, admin termination): told, never thrown (ADR 0023). */
  onConnectionError?: (err: Error) => void;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (q: string) => options.onQuery?.(q) } : undefined;
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A client the server drops (restart, admin termination, a dropped test database) emits 'error',
    // idle or lent out; unheard, that would end the process. The pool discards the client and the
    // next query opens a new connection; reads and unfinished transactions are retried once.
    const resilient = new ResilientPool(pool, options.onConnectionError ?? (() => {}));
    const db = drizzle(resilient as never, { logger }) as unknown as Db;
    retryTransactions(db as never);
    return {
      db,
      kind: "postgres",
      migrate: () => migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      listen: (channel, onMessage) =>
        listenPostgres(() => new pg.Client({ connectionString: options.databaseUrl }), channel, onMessage),
      close: () => resilient.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dataDir = options.dataDir && options.dataDir !== "memory://" ? options.dataDir : undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await initPgliteDataDir(dataDir);
  }
  const client = new PGlite({
    dataDir,
    // Trigram indexes (migration 0021, the back office's product search): a contrib module in PGlite.
    extensions: { pg_trgm },
    // Command-line settings take precedence over postgresql.conf, so existing data directories get it too.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const closeClient = closeAfterInFlight(client);
  const db = drizzle(client, { logger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
    close: closeClient,
  };
}

interface PgliteStatements {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
  close(): Promise<void>;
}

/**
 * PGlite's close() waits for the statement running, not for those queued behind its transaction
 * lock: one of them then runs inside a Postgres that is shutting down and spins there for ever, the
 * event loop starved (a background search rebuild still reading when a store closed hung the
 * restock tests this way). So every statement asked for before close() finishes first, and one
 * asked for after it is refused at once.
 */
function closeAfterInFlight(client: PgliteStatements): () => Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  let closed: Promise<void> | undefined;
  for (const name of ["query", "exec", "transaction"] as const) {
    const run = client[name].bind(client) as (...args: never[]) => Promise<unknown>;
    client[name] = (...args: never[]) => {
      if (closed) return Promise.reject(new Error("The database is closed"));
      const statement = run(...args);
      inFlight.add(statement);
      const done = () => inFlight.delete(statement);
      statement.then(done, done);
      return statement;
    };
  }
  return () => {
    closed ??= (async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      await client.close();
    })();
    return closed;
  };
}

/** A quoted identifier for LISTEN (channel names come from code, never from input). */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: "notification", listener: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: "error" | "end", listener: (err?: Error) => void): unknown;
}

async function listenPostgres(
  connect: () => ListenClient,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: ListenClient | undefined;
  const open = async (): Promise<void> => {
    const client = connect();
    current = client;
    client.on("notification", (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? "");
    });
    let retried = false;
    const again = () => {
      if (stopped || retried) return;
      retried = true;
      // The server restarted or dropped us: listen again after a moment (the TTLs bound staleness meanwhile).
      setTimeout(() => open().catch(again), 1000).unref();
    };
    client.on("error", again);
    client.on("end", again);
    await client.connect();
    await client.query(`LISTEN ${identifier(channel)}`);
  };
  await open();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** True when every migration in the journal has been applied. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const { readFileSync } = await import("node:fs");
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, "utf8")) as {
    entries: unknown[];
  };
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return (rows[0]?.n ?? 0) >= journal.entries.length;
  } catch {
    return false;
  }
}
