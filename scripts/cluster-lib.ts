// The multi-node store on this machine (issue #18 items 5 and 6, ADR 0044, docs/operations.md):
// N web nodes and one worker of the BUILT server (apps/server/build/main.js) on PostgreSQL through
// pgbouncer (session pool) and Redis, behind haproxy (round-robin, no stickiness, health checks).
// Used by `npm run cluster`, the multi-node test (scripts/cluster-test.ts) and `npm run bench:cluster`.
// Every wait is on a condition (a port answering, a health check passing), never a fixed sleep.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_MAIN = join(root, "apps/server/build/main.js");
export const WEB_BUILD = join(root, "apps/web/build/server/index.js");
export const PG_BIN = "/usr/lib/postgresql/15/bin";

/** What the cluster needs on this machine; each missing piece with the reason, for a clear skip. */
export function missingPieces(opts: { privatePostgres?: boolean } = {}): string[] {
  const missing: string[] = [];
  if (!existsSync("/usr/sbin/haproxy") && !which("haproxy")) missing.push("haproxy (apt-get install -y haproxy)");
  if (!existsSync("/usr/sbin/pgbouncer") && !which("pgbouncer"))
    missing.push("pgbouncer (apt-get install -y pgbouncer)");
  if (opts.privatePostgres) {
    if (!existsSync(join(PG_BIN, "initdb"))) missing.push(`PostgreSQL 15 binaries (${PG_BIN})`);
    if (spawnSync("id", ["postgres"]).status !== 0)
      missing.push("the postgres system user (runs the private PostgreSQL)");
  }
  if (!existsSync(SERVER_MAIN)) missing.push("the server build (npm run build)");
  if (!existsSync(WEB_BUILD)) missing.push("the storefront build (npm run build)");
  return missing;
}

function which(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
}

export function reachable(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Waits until `check` resolves true (polled every `everyMs`), or throws `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A free TCP port from the kernel (bound then released). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function status(url: string, timeoutMs = 2000): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Runs a command as the postgres user (PostgreSQL refuses to run as root). */
function asPostgres(args: string[], opts: { allowFail?: boolean } = {}) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ["runuser", "-u", "postgres", "--", ...args] : args;
  const r = spawnSync(cmd as string, rest, { encoding: "utf8" });
  if (r.status !== 0 && !opts.allowFail)
    throw new Error(`${args.join(" ")} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r;
}

/**
 * A PostgreSQL of its own (initdb into a temp directory, its own port), so the test can restart it
 * without disturbing the suites that use the machine's PostgreSQL at the same time.
 */
export interface PrivatePostgres {
  port: number;
  url: (database: string) => string;
  restart(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

export async function startPrivatePostgres(dir: string): Promise<PrivatePostgres> {
  const port = await freePort();
  const data = join(dir, "pgdata");
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  asPostgres([join(PG_BIN, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
    "-c shared_buffers=64MB",
  ].join(" ");
  const log = join(dir, "postgres.log");
  const start = () =>
    asPostgres([join(PG_BIN, "pg_ctl"), "-D", data, "-o", options, "-l", log, "-w", "-t", "120", "start"]);
  start();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async restart() {
      const t = Date.now();
      asPostgres([join(PG_BIN, "pg_ctl"), "-D", data, "-m", "fast", "-w", "-t", "120", "stop"]);
      start();
      return { downMs: Date.now() - t };
    },
    async stop() {
      asPostgres([join(PG_BIN, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "-t", "60", "stop"], {
        allowFail: true,
      });
    },
  };
}

/** Creates the database if it does not exist (through the server's own maintenance database). */
export async function ensureDatabase(adminUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export interface NodeProcess {
  name: string;
  role: "web" | "worker";
  port: number;
  /** The node itself (not through the balancer). */
  url: string;
  pid(): number | undefined;
  alive(): boolean;
  /** Exit codes seen (a node that exits on its own is a broken invariant). */
  exits: { code: number | null; signal: string | null; expected: boolean }[];
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** CPU time (user + system, ms) of the running process, from /proc. */
  cpuMs(): number;
}

export interface ClusterOptions {
  webNodes: number;
  worker?: boolean;
  /** The PostgreSQL server pgbouncer fronts. */
  postgres: { host: string; port: number };
  database: string;
  redisUrl: string;
  /** The balancer's port (0: any free one). */
  port?: number;
  /** Where configs and logs go (a temp directory by default). */
  dir?: string;
  /** Extra environment for every node. */
  env?: Record<string, string>;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** How long a node may take to start (migrate, seed, load the search index) on a busy machine. */
  startTimeoutMs?: number;
}

export interface Cluster {
  url: string;
  dir: string;
  web: NodeProcess[];
  worker: NodeProcess | null;
  pgbouncerUrl: string;
  /** The secrets every node shares (docs/operations.md). */
  env: Record<string, string>;
  /** Waits until haproxy sees `count` web nodes up (its health checks). */
  waitBalanced(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const kill = (child: ChildProcess | null, signal: NodeJS.Signals = "SIGTERM") => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "iw-cluster-"));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const children: ChildProcess[] = [];
  const startTimeoutMs = options.startTimeoutMs ?? 240_000;
  const stopFns: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stopFns.reverse()) await fn().catch(() => undefined);
  };
  try {
    // pgbouncer: session pooling (LISTEN, session state and named statements keep working; ADR 0044).
    const pgbouncerPort = await freePort();
    writeFileSync(join(dir, "users.txt"), '"postgres" ""\n');
    writeFileSync(
      join(dir, "pgbouncer.ini"),
      [
        "[databases]",
        `* = host=${options.postgres.host} port=${options.postgres.port}`,
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        `listen_port = ${pgbouncerPort}`,
        "unix_socket_dir =",
        "auth_type = trust",
        `auth_file = ${join(dir, "users.txt")}`,
        "pool_mode = session",
        "max_client_conn = 1000",
        "default_pool_size = 80",
        "server_reset_query = DISCARD ALL",
        "server_login_retry = 1",
        "ignore_startup_parameters = extra_float_digits,options",
        `logfile = ${join(dir, "pgbouncer.log")}`,
        "log_connections = 0",
        "log_disconnections = 0",
        "",
      ].join("\n"),
    );
    for (const f of ["users.txt", "pgbouncer.ini"]) chmodSync(join(dir, f), 0o644);
    const asRoot = process.getuid?.() === 0;
    const pgbouncer = spawn("pgbouncer", [...(asRoot ? ["-u", "postgres"] : []), join(dir, "pgbouncer.ini")], {
      stdio: ["ignore", "ignore", openSync(join(dir, "pgbouncer.err"), "a")],
    });
    children.push(pgbouncer);
    stopFns.push(async () => {
      kill(pgbouncer, "SIGINT");
      await exited(pgbouncer);
    });
    await waitFor("pgbouncer", () => reachable("127.0.0.1", pgbouncerPort), 20_000);
    const pgbouncerUrl = `postgres://postgres@127.0.0.1:${pgbouncerPort}/${options.database}`;
    log(
      `pgbouncer on 127.0.0.1:${pgbouncerPort} (session pool) → PostgreSQL ${options.postgres.host}:${options.postgres.port}`,
    );

    const balancerPort = options.port || (await freePort());
    const url = `http://127.0.0.1:${balancerPort}`;
    // The secrets every node must share (docs/operations.md): generated per cluster run here.
    const shared = {
      NODE_ENV: "production",
      DATABASE_URL: pgbouncerUrl,
      REDIS_URL: options.redisUrl,
      SEARCH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      TESTPAY_API_KEY: randomBytes(24).toString("base64url"),
      TESTPAY_CONTROL_SECRET: randomBytes(32).toString("base64url"),
      PUBLIC_BASE_URL: url,
      TRUSTED_PROXIES: "loopback",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DB_POOL_SIZE: "10",
      ...options.env,
    };

    const webPorts = await Promise.all(Array.from({ length: options.webNodes }, () => freePort()));
    const makeNode = (name: string, role: "web" | "worker", port: number, dataDir: string): NodeProcess => {
      let child: ChildProcess | null = null;
      let expecting = false;
      const node: NodeProcess = {
        name,
        role,
        port,
        url: `http://127.0.0.1:${port}`,
        exits: [],
        pid: () => child?.pid,
        alive: () => !!child && child.exitCode === null && child.signalCode === null,
        async start() {
          expecting = false;
          const out = openSync(join(dir, `${name}.log`), "a");
          const started = spawn(process.execPath, ["--enable-source-maps", SERVER_MAIN], {
            cwd: root,
            env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir, IRONWORKS_ROLE: role },
            stdio: ["ignore", out, out],
          });
          child = started;
          children.push(started);
          started.on("exit", (code, signal) => node.exits.push({ code, signal, expected: expecting }));
          const ready = async () => {
            if (!node.alive()) throw new Error(`${name} exited while starting (see ${join(dir, `${name}.log`)})`);
            if ((await status(`${node.url}/readyz`)) === 200) return true;
            // A worker may serve no HTTP (IRONWORKS_ROLE=worker): its "started" line is its readiness.
            return role === "worker" && /"started"|is running at|worker/.test(readLog());
          };
          const readLog = () => {
            try {
              return readFileSync(join(dir, `${name}.log`), "utf8");
            } catch {
              return "";
            }
          };
          await waitFor(`${name} to be ready`, ready, startTimeoutMs, 200);
        },
        async kill(signal) {
          const c = child;
          if (!c || !node.alive()) return;
          expecting = true;
          c.kill(signal);
          await exited(c);
        },
        cpuMs() {
          const pid = child?.pid;
          if (!pid || !node.alive()) return 0;
          try {
            const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
            const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14, 15)
            return (ticks * 1000) / 100; // CLK_TCK is 100 on Linux
          } catch {
            return 0;
          }
        },
      };
      stopFns.push(() => node.kill("SIGTERM"));
      return node;
    };
    const nodeData = (name: string) => {
      const d = join(dir, name);
      mkdirSync(d, { recursive: true });
      return d;
    };
    const web = webPorts.map((port, i) => makeNode(`web${i + 1}`, "web", port, nodeData(`web${i + 1}`)));
    const worker = options.worker === false ? null : makeNode("worker", "worker", await freePort(), nodeData("worker"));

    // The first node migrates and seeds an empty database; the others start once it is done.
    const [first, ...rest] = web;
    if (!first) throw new Error("at least one web node");
    log(`starting ${first.name} (migrates and seeds a new database)…`);
    await first.start();
    log(`starting ${[...rest.map((n) => n.name), ...(worker ? ["worker"] : [])].join(", ") || "no more nodes"}…`);
    await Promise.all([...rest.map((n) => n.start()), worker?.start()]);

    // haproxy: round-robin over the web nodes, no stickiness, active health checks on /readyz.
    const cfg = [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 60s",
      "  timeout server 60s",
      "  timeout tunnel 1h",
      "  option redispatch",
      "  retries 2",
      "  option http-server-close",
      "frontend store",
      `  bind 127.0.0.1:${balancerPort}`,
      "  option forwardfor",
      "  default_backend web",
      "backend web",
      "  balance roundrobin",
      "  http-response set-header x-served-by %s",
      "  option httpchk GET /readyz",
      "  http-check expect status 200",
      // A busy node answers /readyz slowly (seconds at load average 30): only a refused connection
      // (a dead node: at once) or a 503 (its database away) takes it out, not a slow answer.
      "  timeout check 10s",
      "  default-server inter 500ms fastinter 250ms downinter 500ms rise 1 fall 2",
      ...web.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`),
      "listen stats",
      `  bind 127.0.0.1:${await freePort()}`,
      "  stats enable",
      "  stats uri /",
      "",
    ].join("\n");
    const cfgFile = join(dir, "haproxy.cfg");
    writeFileSync(cfgFile, cfg);
    const check = spawnSync("haproxy", ["-c", "-q", "-f", cfgFile], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`haproxy config: ${check.stderr}`);
    const statsPort = Number(cfg.match(/listen stats\n {2}bind 127\.0\.0\.1:(\d+)/)?.[1]);
    const haproxy = spawn("haproxy", ["-db", "-f", cfgFile], {
      stdio: ["ignore", openSync(join(dir, "haproxy.log"), "a"), openSync(join(dir, "haproxy.log"), "a")],
    });
    children.push(haproxy);
    stopFns.push(async () => {
      kill(haproxy, "SIGTERM");
      await exited(haproxy);
    });
    const upCount = async () => {
      const res = await fetch(`http://127.0.0.1:${statsPort}/;csv`, { signal: AbortSignal.timeout(2000) });
      const csv = await res.text();
      return csv.split("\n").filter((l) => l.startsWith("web,web") && /,UP/.test(l)).length;
    };
    const waitBalanced = (count: number, timeoutMs = 30_000) =>
      waitFor(`haproxy to see ${count} web nodes up`, async () => (await upCount()) >= count, timeoutMs, 100);
    await waitBalanced(web.length);
    log(`haproxy on ${url} (round-robin over ${web.length} web nodes)`);
    return {
      url,
      dir,
      web,
      worker,
      pgbouncerUrl,
      env: shared,
      waitBalanced,
      async stop() {
        await stop();
        for (const c of children) kill(c, "SIGKILL");
      },
    };
  } catch (err) {
    await stop();
    for (const c of children) kill(c, "SIGKILL");
    throw err;
  }
}

/**
 * A Redis database of the cluster's own (`redis://host:port/N`), emptied of the store's keys (`iw:*`:
 * throttle counters, captcha replay memory) so a run starts with fresh allowances; a run made a few
 * minutes earlier would otherwise have used up the process-wide tokenless budget (100 per 10 min).
 * Pub/sub ignores the database number: the change bus channel is shared, which costs only extra drops.
 */
export async function freshRedisDatabase(redisUrl: string, db: number): Promise<string> {
  const url = new URL(redisUrl);
  url.pathname = `/${db}`;
  const { Redis } = await import("ioredis");
  const client = new Redis(url.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", "iw:*", "COUNT", 1000);
      cursor = next;
      if (keys.length) await client.del(...keys);
    } while (cursor !== "0");
  } finally {
    client.disconnect();
  }
  return url.href;
}

/** Removes a cluster's directory (logs included); kept when `keep` (a failed test keeps its logs). */
export function removeDir(dir: string, keep = false) {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
