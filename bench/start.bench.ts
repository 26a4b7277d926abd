// Start-up of the server (ADR 0028): time from spawn until GET /readyz answers 200, and the server
// process's RSS at that moment, for the sources run through tsx (`node --import tsx
// apps/server/src/main.ts`, what `npm start` did before) and the compiled bundle (`node
// apps/server/build/main.js`, with and without --enable-source-maps), on an empty data directory
// (migrate + seed) and on a seeded one (a copy of one seeded directory per run). The server's CPU time
// until ready is printed beside the wall time: on a busy machine it is the steadier figure.
// BENCH_RUNS runs of each (default 5), the variants interleaved so that other load hits all alike.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { freePort, ROOT, serverEnv } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const VARIANTS = {
  tsx: ["--import", "tsx", join(ROOT, "apps/server/src/main.ts")],
  compiled: ["--enable-source-maps", join(ROOT, "apps/server/build/main.js")],
  "compiled, no source maps": [join(ROOT, "apps/server/build/main.js")],
} satisfies Record<string, string[]>;
type Variant = keyof typeof VARIANTS;
type Scenario = "empty data dir" | "seeded data dir";

interface Run {
  readyMs: number;
  /** The server's own "started" log line: ms per start-up step (imports, database, migrate, seed, web…). */
  steps?: Record<string, number>;
  /** CPU time (user + system, all threads) the server used until ready: barely moved by other load. */
  cpuMs: number;
  rssBytes: number;
}

function rssOf(pid: number): number {
  const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) * 1024;
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after "(comm)": state(3) … utime(14) stime(15) cutime(16) cstime(17), counted from 1 over the
  // whole line; cutime/cstime are the children it waited for (PGlite's initdb child on an empty data dir).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return (ticks / CLOCK_TICKS) * 1000;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Spawns one server on `dataDir`, polls /readyz every 20 ms, reads its RSS, stops it. */
async function startOnce(variant: Variant, dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, VARIANTS[variant], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
    env: { ...serverEnv(port, dataDir), LOG_LEVEL: "info" },
  });
  let steps: Record<string, number> | undefined;
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines)
      if (line.includes('"msg":"started"'))
        try {
          steps = (JSON.parse(line) as { ms: Record<string, number> }).ms;
        } catch {}
  });
  try {
    const deadline = started + 300_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${variant}: server exited with code ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        const readyMs = performance.now() - started;
        if (!child.pid) throw new Error("no pid");
        const run: Run = { readyMs, cpuMs: cpuMsOf(child.pid), rssBytes: rssOf(child.pid) };
        // The "started" line precedes the first 200 of /readyz; let the pipe deliver it.
        for (let i = 0; i < 25 && !steps; i++) await new Promise((r) => setTimeout(r, 20));
        return { ...run, steps };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${variant}: not ready after 300 s`);
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const scratch: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ironworks-start-"));
  scratch.push(dir);
  return dir;
};

let exitCode = 0;
try {
  if (!existsSync(join(ROOT, "apps/web/build/server/index.js")))
    throw new Error("no storefront build: run `npm run build` first");
  // The bundle from the current sources (a third of a second), so both variants run the same code.
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build-server.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("server build failed");

  console.log(`start-up bench: ${RUNS} runs per variant and scenario, spawn → GET /readyz 200, RSS at that moment`);
  warnIfBusy();
  // One seeded directory (seeded by the compiled server), copied for every seeded run.
  const seeded = tempDir();
  await startOnce("compiled", seeded);

  const results: Record<Scenario, Record<Variant, Run[]>> = {
    "empty data dir": { tsx: [], compiled: [], "compiled, no source maps": [] },
    "seeded data dir": { tsx: [], compiled: [], "compiled, no source maps": [] },
  };
  for (let i = 0; i < RUNS; i++) {
    for (const scenario of Object.keys(results) as Scenario[]) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        const dir = tempDir();
        if (scenario === "seeded data dir") cpSync(seeded, dir, { recursive: true });
        const run = await startOnce(variant, dir);
        results[scenario][variant].push(run);
        rmSync(dir, { recursive: true, force: true });
        console.log(
          `  run ${i + 1}/${RUNS} ${scenario}, ${variant}: ${fmt.ms(run.readyMs)}, CPU ${fmt.ms(run.cpuMs)}, RSS ${mb(run.rssBytes)}`,
        );
      }
    }
  }

  console.log();
  const rows: (string | number)[][] = [];
  for (const scenario of Object.keys(results) as Scenario[])
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const runs = results[scenario][variant];
      const ready = runs.map((r) => r.readyMs);
      const cpu = runs.map((r) => r.cpuMs);
      rows.push([
        `${scenario}, ${variant}`,
        fmt.ms(median(ready)),
        `${fmt.ms(Math.min(...ready))}–${fmt.ms(Math.max(...ready))}`,
        fmt.ms(median(cpu)),
        `${fmt.ms(Math.min(...cpu))}–${fmt.ms(Math.max(...cpu))}`,
        mb(median(runs.map((r) => r.rssBytes))),
      ]);
    }
  printTable(["scenario, variant", "ready p50", "ready min–max", "CPU p50", "CPU min–max", "RSS p50"], rows);
  console.log("CPU: the server's and its waited-for children's (PGlite's initdb child on an empty data dir).");

  // Where the time goes: the server's own step timings (median per step over the runs).
  const stepNames = [
    ...new Set(
      Object.values(results).flatMap((byVariant) =>
        Object.values(byVariant).flatMap((runs) => runs.flatMap((r) => Object.keys(r.steps ?? {}))),
      ),
    ),
  ];
  if (stepNames.length) {
    console.log('\nStart-up steps (ms, median over the runs; from the server\'s "started" log line)');
    const stepRows: (string | number)[][] = [];
    for (const scenario of Object.keys(results) as Scenario[])
      for (const variant of Object.keys(VARIANTS) as Variant[]) {
        const runs = results[scenario][variant].filter((r) => r.steps);
        if (!runs.length) continue;
        stepRows.push([
          `${scenario}, ${variant}`,
          ...stepNames.map((name) => Math.round(median(runs.map((r) => r.steps?.[name] ?? 0)))),
        ]);
      }
    printTable(["scenario, variant", ...stepNames], stepRows);
  }
  const path = saveResults("start", { runs: RUNS, results });
  console.log(`saved ${path}`);
} catch (err) {
  console.error(`start-up bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
