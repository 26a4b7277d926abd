import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ironworks/db";
import pg from "pg";
import { createMemoryCache } from "../platform/cache.ts";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { createServices } from "../services.ts";
import { TEST_DATABASE_URL } from "./test-store.ts";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A real server process (main.ts) on a fresh PostgreSQL database of its own. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The database's name and url (another process may open it too). */
  name: string;
  databaseUrl: string;
  /** A client on the server's PostgreSQL (to terminate its connections, say). */
  admin: pg.Client;
  /** Everything the process wrote so far. */
  output(): string;
  /** Polls `path` until `ok(status)`, failing when the process exits or `limitMs` passes; answers the ms it took. */
  poll(path: string, ok: (status: number) => boolean, limitMs: number): Promise<number>;
  /** Stops the process and drops its database. */
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it), so parallel suites never collide. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

export async function startServerProcess(options: {
  /** Default: a free port. */
  port?: number;
  /** Settings over the test ones (REDIS_URL: undefined removes it). */
  env?: Record<string, string | undefined>;
  readyMs?: number;
}): Promise<ServerProcess> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ironworks_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  admin.on("error", () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: url.toString(),
    LOG_LEVEL: "warn",
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const base = `http://127.0.0.1:${port}`;
  const poll = async (path: string, ok: (status: number) => boolean, limitMs: number) => {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.slice(-2000)}`);
      const status = await fetch(`${base}${path}`).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
      if (ok(status)) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${path} did not answer in ${limitMs} ms:\n${output.slice(-2000)}`);
  };
  const server: ServerProcess = {
    base,
    child,
    name,
    databaseUrl: url.toString(),
    admin,
    output: () => output,
    poll,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    },
  };
  await poll("/readyz", (s) => s === 200, options.readyMs ?? 150_000);
  return server;
}

/**
 * The two-process tests' set-up: process B is a real server on its own PostgreSQL database without
 * Redis (so changes travel over LISTEN/NOTIFY), and `services` are this process's services on the
 * same database, through which a test writes as the other process would.
 */
export interface PeerProcesses {
  server: ServerProcess;
  database: Database;
  services: ReturnType<typeof createServices>;
  stop(): Promise<void>;
}

export async function startPeerProcesses(options: {
  /** B's settings over the test ones (REDIS_URL is always removed). */
  env?: Record<string, string | undefined>;
  /** This process's settings over NODE_ENV=test, LOG_LEVEL=silent. */
  config?: Record<string, string>;
}): Promise<PeerProcesses> {
  const server = await startServerProcess({ env: { ...options.env, REDIS_URL: undefined }, readyMs: 170_000 });
  const database = await createDatabase({ databaseUrl: server.databaseUrl, poolSize: 4 });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.config } as NodeJS.ProcessEnv);
  const services = createServices(database, createMemoryCache(), { config, logger: createLogger("silent") });
  await services.changes.ready();
  return {
    server,
    database,
    services,
    async stop() {
      await services.changes.close();
      services.flags.stop();
      await database.close();
      await server.stop();
    },
  };
}
