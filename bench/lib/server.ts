// Starts a production server of this repo on a free loopback port with a throwaway DATA_DIR,
// or reuses BENCH_BASE_URL. Benchmarks only ever talk to loopback addresses.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface BenchServer {
  baseUrl: string;
  /** "spawned" when this run started it, "external" for BENCH_BASE_URL. */
  kind: "spawned" | "external";
  /** CPU seconds (user + system) the server's processes have used so far; undefined if unknown. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

let clockTicks: number | undefined;
/** Sums utime + stime of every process in a process group, from /proc (Linux only). */
function groupCpuSeconds(pgid: number): number | undefined {
  try {
    clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
    let ticks = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      // Fields after "(comm)": state ppid pgrp … utime(14) stime(15), counted from 1 over the whole line.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / clockTicks;
  } catch {
    return undefined;
  }
}

/** A port the OS just handed out on 127.0.0.1 (closed again before we return it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT ?? 600) * 1000;

/** Polls GET /readyz until it answers 200; bounded in time. */
export async function waitForReady(baseUrl: string, child?: ChildProcess, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseUrl} not ready after ${timeoutMs / 1000}s (last: ${last})`);
}

function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
    throw new Error(`BENCH_BASE_URL must be a loopback address (127.0.0.0/8, localhost, [::1]); got ${host}`);
}

const running = new Set<BenchServer>();
let hooked = false;
function hookSignals() {
  if (hooked) return;
  hooked = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      void Promise.all([...running].map((s) => s.stop())).finally(() => process.exit(130));
    });
}

/** The environment of a benchmark's production server on 127.0.0.1:`port` with `dataDir`. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    // Instances sharing a PostgreSQL must share the token secret (production requires one).
    SEARCH_TOKEN_SECRET: process.env.SEARCH_TOKEN_SECRET ?? "bench-only-search-token-secret-0123456789",
  };
}

/**
 * Spawns `node scripts/start.mjs` (production, LOG_LEVEL=warn, HOST=127.0.0.1). Without DATABASE_URL
 * each server gets its own fresh PGlite DATA_DIR, removed on stop. `extraEnv` may pass DATABASE_URL;
 * `root` is another built checkout of the repo to run (an A/B baseline), this one by default.
 */
export async function spawnServer(extraEnv: Record<string, string> = {}, root = ROOT): Promise<BenchServer> {
  hookSignals();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ironworks-bench-"));
  const child = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    // Own process group, so stop() can reach the server that start.mjs spawns too.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...serverEnv(port, dataDir), ...extraEnv },
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split("\n").filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  const server: BenchServer = {
    baseUrl,
    kind: "spawned",
    cpuSeconds: () => (child.pid ? groupCpuSeconds(child.pid) : undefined),
    async stop() {
      if (stopped) return;
      stopped = true;
      running.delete(server);
      if (child.exitCode === null && child.pid) {
        const exited = new Promise<void>((r) => child.once("exit", () => r()));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {}
        const timer = setTimeout(() => {
          try {
            if (child.pid) process.kill(-child.pid, "SIGKILL");
          } catch {}
        }, 10_000);
        await exited;
        clearTimeout(timer);
        // start.mjs exits when the server does; make sure nothing of the group is left.
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(server);
  try {
    await waitForReady(baseUrl, child);
  } catch (err) {
    await server.stop();
    process.stderr.write(`--- server output (last lines) ---\n${tail.join("\n")}\n`);
    throw err;
  }
  return server;
}

/** BENCH_BASE_URL when given (loopback only), else a freshly spawned production server. */
export async function startServer(): Promise<BenchServer> {
  const external = process.env.BENCH_BASE_URL?.replace(/\/$/, "");
  if (external) {
    assertLoopback(external);
    await waitForReady(external, undefined, 30_000);
    return { baseUrl: external, kind: "external", cpuSeconds: () => undefined, async stop() {} };
  }
  return spawnServer();
}
