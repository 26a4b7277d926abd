// What holds the server's memory (issue #16 item 6). Spawns the compiled server (`node
// --enable-source-maps apps/server/build/main.js`, as `npm start` runs it) with a small probe loaded
// (bench/lib/memory-probe.mjs, over an IPC channel) on PGlite with a fresh data directory and, when
// DATABASE_URL is set, on that PostgreSQL; records RSS, the V8 heap, external memory, ArrayBuffers and
// WebAssembly memory at ready and after a load phase (SSR pages in three locales, the catalog API and
// the search API, through autocannon), then after a full GC; splits RSS by mapping (/proc/<pid>/smaps);
// writes a heap snapshot and summarises it (bench/lib/heap-snapshot.ts): retained size by holder, by
// constructor, and the largest retainers. Also prints the server's start-up steps (its "started" log).
// Prints figures; exits non-zero only when it cannot run.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type AutocannonRequest } from "autocannon";
import { discoverCatalog } from "./lib/catalog.ts";
import { type HeapSummary, type Holder, parseHeapSnapshot, summarise } from "./lib/heap-snapshot.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { freePort, ROOT, serverEnv } from "./lib/server.ts";

/** The load phase is a number of requests (BENCH_REQUESTS), so runs on a busy machine stay comparable. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SNAPSHOT = process.env.BENCH_SNAPSHOT !== "0";
/** Extra node flags for the server, e.g. BENCH_NODE_FLAGS="--max-semi-space-size=8". */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
const PROBE = join(ROOT, "bench/lib/memory-probe.mjs");
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

// ---------------------------------------------------------------------------------------------------
// The process's memory, from the kernel (/proc/<pid>/smaps) and from inside (the probe).

interface Smaps {
  rss: number;
  /** WebAssembly memories: a read-write mapping followed by its guard reservation (≥ 1 GiB, no access). */
  wasmMemories: number;
  wasmMemoryCount: number;
  /** glibc malloc: the brk heap and the 64 MiB thread arenas (V8's worker threads, zlib, …). */
  mallocArenas: number;
  /** Anonymous executable mappings: V8's code space and compiled WebAssembly code. */
  executable: number;
  /** File-backed mappings: the node binary, shared libraries, mapped files. */
  fileBacked: number;
  /** Every other anonymous mapping: V8 heap pages, large allocations (ArrayBuffer contents), stacks. */
  otherAnon: number;
}

interface Region {
  start: number;
  end: number;
  perms: string;
  path: string;
  rss: number;
}

/** RSS by kind of mapping, from /proc/<pid>/smaps (Linux). */
function readSmaps(pid: number): Smaps {
  const regions: Region[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/);
    if (header) {
      const [, start, end, perms, path] = header as unknown as [string, string, string, string, string];
      regions.push({ start: Number.parseInt(start, 16), end: Number.parseInt(end, 16), perms, path, rss: 0 });
      continue;
    }
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    const region = regions[regions.length - 1];
    if (rss && region) region.rss = Number(rss[1]) * 1024;
  }
  const out: Smaps = {
    rss: 0,
    wasmMemories: 0,
    wasmMemoryCount: 0,
    mallocArenas: 0,
    executable: 0,
    fileBacked: 0,
    otherAnon: 0,
  };
  const ARENA = 64 * MB;
  regions.forEach((r, i) => {
    out.rss += r.rss;
    const next = regions[i + 1];
    if (r.path.startsWith("/")) out.fileBacked += r.rss;
    else if (r.path === "[heap]") out.mallocArenas += r.rss;
    else if (r.perms.includes("x")) out.executable += r.rss;
    else if (
      r.perms.startsWith("rw") &&
      next?.start === r.end &&
      next.perms === "---p" &&
      next.end - next.start >= 1024 * MB
    ) {
      out.wasmMemories += r.rss;
      out.wasmMemoryCount++;
    } else if (
      r.perms.startsWith("rw") &&
      r.start % ARENA === 0 &&
      (r.end - r.start === ARENA || (next?.start === r.end && next.perms === "---p" && next.end - r.start === ARENA))
    )
      out.mallocArenas += r.rss;
    else out.otherAnon += r.rss;
  });
  return out;
}

interface ProbeFigures {
  memoryUsage: NodeJS.MemoryUsage;
  heap: { total_physical_size: number; total_heap_size: number; used_heap_size: number };
  spaces: { space_name: string; physical_space_size: number; space_used_size: number }[];
  wasm: { created: number; live: number; bytes: number };
  uptimeMs: number;
}

interface Sample {
  at: string;
  smaps: Smaps;
  probe: ProbeFigures;
  vmHwm: number;
}

// ---------------------------------------------------------------------------------------------------
// The server with the probe.

interface ProbedServer {
  child: ChildProcess;
  baseUrl: string;
  readyMs: number;
  /** CPU time (user + system) of the server and its waited-for children until ready. */
  readyCpuMs: number;
  startup?: Record<string, number>;
  ask(probe: "figures" | "gc"): Promise<ProbeFigures>;
  snapshot(path: string): Promise<string>;
  stop(): Promise<void>;
}

async function startProbed(label: string, extraEnv: Record<string, string>): Promise<ProbedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ironworks-memory-"));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", PROBE, "--enable-source-maps", ...NODE_FLAGS, join(ROOT, "apps/server/build/main.js")],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      env: { ...serverEnv(port, dataDir), LOG_LEVEL: "info", ...extraEnv },
    },
  );
  let startup: Record<string, number> | undefined;
  const tail: string[] = [];
  const lines = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (line.includes('"msg":"started"'))
        try {
          startup = (JSON.parse(line) as { ms: Record<string, number> }).ms;
        } catch {}
      if (process.env.BENCH_VERBOSE) process.stderr.write(`${line}\n`);
    }
  };
  child.stdout?.on("data", lines);
  child.stderr?.on("data", lines);

  let nextId = 1;
  const waiting = new Map<number, (reply: Record<string, unknown>) => void>();
  child.on("message", (message: { probeReply?: number }) => {
    if (typeof message?.probeReply === "number") waiting.get(message.probeReply)?.(message as Record<string, unknown>);
  });
  const call = (probe: string, extra: Record<string, unknown> = {}, timeoutMs = 120_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`${label}: probe ${probe} timed out`)), timeoutMs);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.error) reject(new Error(`${label}: probe ${probe}: ${reply.error}`));
        else resolve(reply);
      });
      child.send({ probe, id, ...extra });
    });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once("exit", () => r()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const deadline = started + Number(process.env.BENCH_READY_TIMEOUT ?? 600) * 1000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: server exited with code ${child.exitCode}`);
      if (performance.now() > deadline) throw new Error(`${label}: not ready in time`);
      const ok = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  } catch (err) {
    await stop();
    process.stderr.write(`--- server output (last lines) ---\n${tail.join("\n")}\n`);
    throw err;
  }
  const readyMs = performance.now() - started;
  const readyCpuMs = cpuMsOf(child.pid as number);
  // The "started" line is written just before the first /readyz can answer; give the pipe a moment.
  for (let i = 0; i < 50 && !startup; i++) await new Promise((r) => setTimeout(r, 20));
  return {
    child,
    baseUrl,
    readyMs,
    readyCpuMs,
    startup,
    ask: async (probe) => (await call(probe)).figures as ProbeFigures,
    snapshot: async (path) => (await call("snapshot", { path }, 600_000)).path as string,
    stop,
  };
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
function cpuMsOf(pid: number): number {
  // Fields after "(comm)": utime(14) stime(15) cutime(16) cstime(17), counted from 1 over the whole line.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ([11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / CLOCK_TICKS) * 1000;
}

function sample(server: ProbedServer, at: string, probe: ProbeFigures): Sample {
  const pid = server.child.pid as number;
  const hwm = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m)?.[1];
  return { at, smaps: readSmaps(pid), probe, vmHwm: Number(hwm ?? 0) * 1024 };
}

// ---------------------------------------------------------------------------------------------------
// The load phase: what a busy storefront serves, many distinct URLs (caches fill by URL).

const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
};

async function loadRequests(baseUrl: string): Promise<AutocannonRequest[]> {
  const requests: AutocannonRequest[] = [];
  const sites = [
    { site: "USA", prefix: "" },
    { site: "EUR", prefix: "/de" },
    { site: "GBR", prefix: "/gb" },
  ];
  for (const { site, prefix } of sites) {
    const cat = await discoverCatalog(baseUrl, { site, prefix, want: 60 });
    const api = site === "USA" ? "/svc_content" : `/svc_content/site/${site}`;
    for (const path of [prefix || "/", cat.categoryUrl, `${prefix}/search?q=bar`, `${prefix}/cart`])
      requests.push({ method: "GET", path, headers: BROWSER });
    for (const p of cat.products) {
      requests.push({ method: "GET", path: p.url, headers: BROWSER });
      requests.push({ method: "GET", path: `${api}/catalog/product/${p.productId}` });
    }
    requests.push({ method: "GET", path: `${api}/catalog/menu` });
    requests.push({ method: "GET", path: `${api}/catalog/category/${cat.categoryId}?pageSize=50` });
    // The search API with the site's token, as the storefront's search box calls it.
    const tokens = (await (await fetch(`${baseUrl}/svc_ssr/site/${site}/rfktkn`)).json()) as {
      token: string;
      apiUrl: string;
    };
    const headers = { "content-type": "application/json", authorization: `Bearer ${tokens.token}` };
    for (const keyphrase of ["bar", "barbell", "plates", "rack", "shoes", "belt", "kettlebell", "bumper", "rogue"])
      requests.push({
        method: "POST",
        path: tokens.apiUrl,
        headers,
        body: JSON.stringify({
          data: { widget: { rfkid: "rfkid_7" }, query: { keyphrase: { value: [keyphrase] } }, facet: { all: true } },
        }),
      });
  }
  return requests;
}

async function runLoad(baseUrl: string, requests: AutocannonRequest[]) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 60,
    requests,
    setupClient: (client) => {
      const offset = (next++ * 7) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    reqPerSec: result.requests.average,
  };
}

// ---------------------------------------------------------------------------------------------------
// Holders: structures recognised in the heap snapshot (everything a holder dominates counts to it).

const has = (names: Set<string>, ...wanted: string[]) => wanted.every((w) => names.has(w));
const HOLDERS: Holder[] = [
  {
    // A WebAssembly memory's contents appear as its ArrayBuffer's backing store; no other buffer is this big.
    name: "WebAssembly memory contents (PGlite's Postgres), counted beside the JS heap",
    match: (g, i, cls) => cls === "system / JSArrayBufferData" && (g.selfSize[i] as number) >= 16 * MB,
  },
  {
    name: "ArrayBuffer and Buffer contents (off the JS heap)",
    match: (_g, _i, cls) => cls === "system / JSArrayBufferData",
  },
  {
    name: "PGlite: Emscripten module (JS side of Postgres in WASM, its in-memory FS)",
    match: (_g, _i, _cls, names) => has(names(), "HEAPU8", "FS"),
  },
  { name: "PGlite instance", match: (_g, _i, _cls, names) => has(names(), "POSTGRES_MAIN_LONGJMP") },
  {
    name: "search index (byProductId, bySku, docs…)",
    match: (_g, _i, _cls, names) => has(names(), "byProductId", "bySku"),
  },
  {
    name: "search service (result cache, view history)",
    match: (_g, _i, cls, names) => cls === "system / Context" && has(names(), "results", "history", "building"),
  },
  { name: "in-process cache (lru-cache)", match: (_g, _i, cls) => cls === "LRUCache" },
  {
    name: "React Router server build (routes, manifest)",
    match: (_g, _i, _cls, names) => has(names(), "routes", "assets", "entry", "publicPath"),
  },
  {
    // Node's source-map cache (--enable-source-maps): each loaded .map file, parsed, with its sourcesContent.
    name: "source maps (--enable-source-maps)",
    match: (_g, _i, _cls, names) => has(names(), "mappings", "sources"),
  },
  {
    name: "static assets read into memory",
    match: (_g, _i, _cls, names) => has(names(), "path", "type", "copies", "bodies"),
  },
];

// ---------------------------------------------------------------------------------------------------

interface RunResult {
  label: string;
  readyMs: number;
  readyCpuMs: number;
  startup?: Record<string, number>;
  samples: Sample[];
  load?: Awaited<ReturnType<typeof runLoad>>;
  snapshot?: Omit<HeapSummary, "byClass"> & { byClass: HeapSummary["byClass"]; file: string; fileBytes: number };
  loadAvg: [number, number];
}

async function measureOne(label: string, extraEnv: Record<string, string>): Promise<RunResult> {
  const loadBefore = loadavg()[0] ?? 0;
  console.log(`\n== ${label}: starting the compiled server with the probe…`);
  const server = await startProbed(label, extraEnv);
  try {
    const samples: Sample[] = [sample(server, "ready", await server.ask("figures"))];
    console.log(`   ready in ${fmt.ms(server.readyMs)}; building the request mix…`);
    const requests = await loadRequests(server.baseUrl);
    console.log(`   load: ${REQUESTS} requests over ${requests.length} distinct ones, ${CONNECTIONS} connections`);
    const load = await runLoad(server.baseUrl, requests);
    samples.push(sample(server, "after load", await server.ask("figures")));
    samples.push(sample(server, "after load + full GC", await server.ask("gc")));
    let snapshot: RunResult["snapshot"];
    if (SNAPSHOT) {
      const dir = mkdtempSync(join(tmpdir(), "ironworks-heap-"));
      try {
        const file = await server.snapshot(join(dir, `${label.replace(/\W+/g, "-")}.heapsnapshot`));
        const fileBytes = statSync(file).size;
        console.log(`   heap snapshot ${mb(fileBytes)} MB written; analysing…`);
        const summary = summarise(parseHeapSnapshot(file), HOLDERS, { topMinBytes: MB / 2 });
        snapshot = { ...summary, byClass: summary.byClass.slice(0, 40), file, fileBytes };
      } finally {
        if (!process.env.BENCH_KEEP_SNAPSHOT) rmSync(dir, { recursive: true, force: true });
        else console.log(`   kept ${dir}`);
      }
    }
    return {
      label,
      readyMs: server.readyMs,
      readyCpuMs: server.readyCpuMs,
      startup: server.startup,
      samples,
      load,
      snapshot,
      loadAvg: [loadBefore, loadavg()[0] ?? 0],
    };
  } finally {
    await server.stop();
  }
}

function printRun(r: RunResult) {
  console.log(`\n=== ${r.label} (load average ${r.loadAvg[0].toFixed(1)} → ${r.loadAvg[1].toFixed(1)})`);
  if (r.load)
    console.log(
      `load phase: ${fmt.int(r.load.requests)} requests in ${r.load.seconds.toFixed(0)} s (${fmt.int(r.load.reqPerSec)}/s), non-2xx ${r.load.non2xx}, errors ${r.load.errors}`,
    );
  if (r.startup)
    console.log(
      `start to ready ${fmt.ms(r.readyMs)} (CPU ${fmt.ms(r.readyCpuMs)} with children); the server's steps: ${Object.entries(
        r.startup,
      )
        .map(([k, v]) => `${k} ${v} ms`)
        .join(", ")}`,
    );
  console.log("\nMemory (MB)");
  printTable(
    [
      "when",
      "RSS",
      "peak RSS",
      "heap used",
      "heap committed",
      "external",
      "arrayBuffers",
      "WASM bytes (live/made)",
      "WASM RSS (maps)",
      "malloc RSS",
      "exec RSS",
      "file RSS",
    ],
    r.samples.map((s) => [
      s.at,
      mb(s.smaps.rss),
      mb(s.vmHwm),
      mb(s.probe.memoryUsage.heapUsed),
      mb(s.probe.heap.total_physical_size),
      mb(s.probe.memoryUsage.external),
      mb(s.probe.memoryUsage.arrayBuffers),
      `${mb(s.probe.wasm.bytes)} (${s.probe.wasm.live}/${s.probe.wasm.created})`,
      `${mb(s.smaps.wasmMemories)} (${s.smaps.wasmMemoryCount})`,
      mb(s.smaps.mallocArenas),
      mb(s.smaps.executable),
      mb(s.smaps.fileBacked),
    ]),
  );
  console.log(
    "heap: V8's JavaScript heap; WASM bytes: byteLength of the WebAssembly memories still reachable (live/created); " +
      "WASM RSS: resident part of every WebAssembly memory still mapped (garbage ones until a full GC frees them); " +
      "malloc: glibc arenas; exec: V8 code space and compiled WASM code; file: node binary and libraries.",
  );

  // The RSS after load split into holders: kernel mappings, with V8's own figures for the anonymous part.
  for (const s of r.samples.slice(1)) {
    const rss = s.smaps.rss;
    const codeSpace = s.probe.spaces.find((x) => x.space_name === "code_space")?.physical_space_size ?? 0;
    const v8Heap = s.probe.heap.total_physical_size;
    const rows: [string, number, string][] = [
      [
        `WebAssembly memories (PGlite's Postgres), ${s.smaps.wasmMemoryCount} mapped`,
        s.smaps.wasmMemories,
        "smaps: read-write mapping + ≥ 1 GiB guard",
      ],
      ["V8 JavaScript heap (committed, with code space)", v8Heap, "v8.getHeapStatistics() total_physical_size"],
      [
        "malloc arenas (compiler zones, zlib/brotli, Buffers…)",
        s.smaps.mallocArenas,
        "smaps: [heap] + 64 MiB-aligned arenas",
      ],
      [
        "compiled WebAssembly code and other JIT code",
        Math.max(0, s.smaps.executable - codeSpace),
        "smaps: anonymous executable − V8 code space",
      ],
      ["node binary and shared libraries", s.smaps.fileBacked, "smaps: file-backed"],
      [
        "other anonymous (large allocations, stacks)",
        Math.max(0, s.smaps.otherAnon - (v8Heap - codeSpace)),
        "smaps: other anonymous − V8 heap",
      ],
    ];
    console.log(`\nWhat holds the RSS ${s.at} (${mb(rss)} MB)`);
    printTable(
      ["holder", "MB", "% of RSS", "how measured"],
      rows.map(([name, bytes, how]) => [name, mb(bytes), fmt.pct(bytes / rss), how]),
    );
  }
  const rss = (r.samples[2] as Sample).smaps.rss;

  const snap = r.snapshot;
  if (!snap) return;
  console.log(
    `\nHeap snapshot (after load and a full GC; % of RSS of ${mb(rss)} MB): ${mb(snap.totalBytes)} MB of objects in ${fmt.int(snap.nodes)} nodes` +
      ` (file ${mb(snap.fileBytes)} MB; ${mb(snap.unreachedBytes)} MB reachable only through weak edges)`,
  );
  console.log("By holder (retained; the first holder on the dominator path takes it; the rest grouped by kind)");
  printTable(
    ["holder", "MB", "% of heap", "% of RSS", "objects"],
    snap.byHolder
      .slice(0, 24)
      .map((h) => [
        h.holder,
        mb(h.bytes),
        fmt.pct(h.bytes / snap.totalBytes),
        fmt.pct(h.bytes / rss),
        fmt.int(h.objects),
      ]),
  );
  console.log("\nBy constructor (top 20 by retained size, nested instances counted once)");
  printTable(
    ["constructor", "retained MB", "self MB", "count"],
    snap.byClass.slice(0, 20).map((c) => [c.cls.slice(0, 70), mb(c.retainedBytes), mb(c.selfBytes), fmt.int(c.count)]),
  );
  console.log("\nLargest retainers (dominator tree; indented = held inside the one above)");
  printTable(
    ["retainer", "retained MB", "% of RSS"],
    snap.topRetainers
      .slice(0, 40)
      .map((t) => [
        `${"  ".repeat(t.depth)}${t.label}`.slice(0, 120),
        mb(t.retainedBytes),
        fmt.pct(t.retainedBytes / rss),
      ]),
  );
}

let exitCode = 0;
try {
  if (!existsSync(join(ROOT, "apps/web/build/server/index.js")))
    throw new Error("no storefront build: run `npm run build` first");
  const built = spawnSync(process.execPath, [join(ROOT, "scripts/build-server.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("server build failed");
  console.log(
    `memory bench: compiled server with the probe, load ${REQUESTS} requests at ${CONNECTIONS} connections, ` +
      `heap snapshot ${SNAPSHOT ? "on" : "off"}${NODE_FLAGS.length ? `, node flags ${NODE_FLAGS.join(" ")}` : ""}`,
  );
  warnIfBusy();
  const { DATABASE_URL: databaseUrl, ...withoutDb } = process.env;
  const runs: RunResult[] = [];
  // PGlite: the environment without DATABASE_URL (serverEnv copies process.env; the key is removed here).
  process.env = withoutDb;
  runs.push(await measureOne("PGlite", {}));
  if (databaseUrl) {
    process.env = { ...withoutDb, DATABASE_URL: databaseUrl };
    runs.push(await measureOne("PostgreSQL", { DATABASE_URL: databaseUrl }));
  }
  for (const r of runs) printRun(r);
  console.log("\nSummary (MB)");
  printTable(
    [
      "database",
      "ready",
      "CPU to ready",
      "RSS at ready",
      "RSS after load",
      "after GC",
      "peak RSS",
      "heap used after load",
      "load avg",
    ],
    runs.map((r) => [
      r.label,
      fmt.ms(r.readyMs),
      fmt.ms(r.readyCpuMs),
      mb((r.samples[0] as Sample).smaps.rss),
      mb((r.samples[1] as Sample).smaps.rss),
      mb((r.samples[2] as Sample).smaps.rss),
      mb((r.samples[2] as Sample).vmHwm),
      mb((r.samples[1] as Sample).probe.memoryUsage.heapUsed),
      `${r.loadAvg[0].toFixed(1)} → ${r.loadAvg[1].toFixed(1)}`,
    ]),
  );
  const path = saveResults("memory", {
    requests: REQUESTS,
    connections: CONNECTIONS,
    nodeFlags: NODE_FLAGS,
    runs: runs.map((r) => ({ ...r, snapshot: r.snapshot && { ...r.snapshot, file: undefined } })),
  });
  console.log(`saved ${path}`);
} catch (err) {
  console.error(`memory bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
}
process.exit(exitCode);
