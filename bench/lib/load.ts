// One autocannon run over a rotating set of paths, reduced to the figures the budgets talk about.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon, { type AutocannonClient, type AutocannonRequest } from "autocannon";
import { fmt, printTable } from "./report.ts";

/** Busy CPU seconds of the whole machine since boot, from /proc/stat (Linux; undefined elsewhere). */
function machineBusySeconds(): number | undefined {
  try {
    const first = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const [user, nice, system, , , irq, softirq, steal] = first.trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

export interface LoadOptions {
  /** Seconds of measurement (BENCH_DURATION, default 10). */
  duration: number;
  connections: number;
  pipelining: number;
  /** Seconds of unmeasured load first, to warm the JIT and the caches (BENCH_WARMUP, default 2). */
  warmup: number;
}

export interface LoadFigures {
  name: string;
  paths: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  bytesPerReq: number;
  statusCodes: Record<string, number>;
  /** Server CPU seconds spent during the measured run, when the server is ours to observe. */
  serverCpuSeconds?: number;
  /** Server cores kept busy on average (serverCpuSeconds / duration). */
  serverCores?: number;
  /** Cores the load generator (this process) kept busy. */
  loadGenCores: number;
  /** Cores busy with anything else on the machine meanwhile (other work competing with the run). */
  otherCores?: number;
  /** The page cache's answers (`x-cache`) counted, when the run asked for them (`visitors`). */
  xCache?: Record<string, number>;
  /** Load averages (1, 5, 15 min) at the end of the measured run. */
  loadAverage?: number[];
}

export function loadOptionsFromEnv(defaults: Partial<LoadOptions> = {}): LoadOptions {
  const num = (name: string, fallback: number) => {
    const raw = process.env[name];
    const n = raw === undefined || raw === "" ? fallback : Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
    return n;
  };
  return {
    duration: num("BENCH_DURATION", defaults.duration ?? 10),
    connections: num("BENCH_CONNECTIONS", defaults.connections ?? 20),
    pipelining: defaults.pipelining ?? 1,
    warmup: num("BENCH_WARMUP", defaults.warmup ?? 2),
  };
}

/**
 * Requests for `visitors` distinct browsers (each its own cookie): every path for each visitor, at
 * most 5,000 requests in the rotation; `onAnswer` is told each response's `x-cache`.
 */
function visitorRequests(
  paths: string[],
  headers: Record<string, string>,
  visitors: string[],
  onAnswer: (xCache: string) => void,
): AutocannonRequest[] {
  const requests: AutocannonRequest[] = [];
  const total = Math.min(5000, paths.length * visitors.length);
  for (let i = 0; i < total; i++)
    requests.push({
      method: "GET",
      path: paths[i % paths.length] as string,
      headers: { ...headers, cookie: visitors[Math.floor(i / paths.length) % visitors.length] as string },
      onResponse: (_status, _body, _context, h) => {
        const value = h["x-cache"] ?? h["X-Cache"];
        onAnswer(String(Array.isArray(value) ? value[0] : (value ?? "none")));
      },
    });
  return requests;
}

function run(
  baseUrls: string[],
  paths: string[],
  seconds: number,
  opts: LoadOptions,
  headers: Record<string, string>,
  perRequest?: AutocannonRequest[],
) {
  const requests: AutocannonRequest[] = perRequest ?? paths.map((path) => ({ method: "GET", path }));
  let next = 0;
  return autocannon({
    url: baseUrls.length === 1 ? (baseUrls[0] as string) : baseUrls,
    connections: opts.connections,
    pipelining: opts.pipelining,
    duration: seconds,
    timeout: 30,
    headers,
    requests,
    // Each connection starts at a different path, so the rotation really spreads across them.
    // With one request per (path, visitor), connections start evenly apart in the rotation: neighbours
    // one apart would ask for what the previous one just asked (a hit no real browser would get).
    setupClient: (client: AutocannonClient) => {
      const offset = perRequest
        ? Math.floor((next++ * requests.length) / opts.connections) % requests.length
        : next++ % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
}

/** Warm-up (discarded), then the measured run. Bounded by duration; loopback targets only. */
export async function measure(
  name: string,
  baseUrls: string[],
  paths: string[],
  opts: LoadOptions,
  extra: {
    headers?: Record<string, string>;
    cpuSeconds?: () => number | undefined;
    /** One Cookie header per simulated browser: the requests rotate over paths × visitors; x-cache is counted. */
    visitors?: string[];
  } = {},
): Promise<LoadFigures> {
  const headers = extra.headers ?? {};
  if (paths.length === 0) throw new Error(`${name}: no paths to request`);
  let counting = false;
  const xCache: Record<string, number> = {};
  const perRequest = extra.visitors?.length
    ? visitorRequests(paths, headers, extra.visitors, (v) => {
        if (counting) xCache[v] = (xCache[v] ?? 0) + 1;
      })
    : undefined;
  if (opts.warmup > 0) await run(baseUrls, paths, opts.warmup, opts, headers, perRequest);
  counting = true;
  const cpuBefore = extra.cpuSeconds?.();
  const busyBefore = machineBusySeconds();
  const ownBefore = process.cpuUsage();
  const r = await run(baseUrls, paths, opts.duration, opts, headers, perRequest);
  counting = false;
  const own = process.cpuUsage(ownBefore);
  const busyAfter = machineBusySeconds();
  const cpuAfter = extra.cpuSeconds?.();
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const ownSeconds = (own.user + own.system) / 1e6;
  const busy = busyBefore !== undefined && busyAfter !== undefined ? busyAfter - busyBefore : undefined;
  const completed = r.requests.total;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    name,
    paths: paths.length,
    requests: completed,
    reqPerSec: completed / r.duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerReq: completed > 0 ? (r.throughput.total ?? 0) / completed : 0,
    statusCodes,
    ...(cpu === undefined ? {} : { serverCpuSeconds: cpu, serverCores: cpu / r.duration }),
    loadGenCores: ownSeconds / r.duration,
    ...(busy === undefined || cpu === undefined
      ? {}
      : { otherCores: Math.max(0, busy - cpu - ownSeconds) / r.duration }),
    ...(perRequest ? { xCache } : {}),
    loadAverage: loadavg(),
  };
}

/** The table both load benchmarks print: throughput, latency, and who used the CPU meanwhile. */
export function printLoadTable(figures: LoadFigures[]): void {
  const cores = (n: number | undefined) => (n === undefined ? "-" : n.toFixed(2));
  printTable(
    [
      "target",
      "urls",
      "req/s",
      "p50",
      "p99",
      "srv cores",
      "req/srv-cpu-s",
      "gen cores",
      "other cores",
      "size",
      "non-2xx+err",
    ],
    figures.map((f) => [
      f.name,
      f.paths,
      fmt.int(f.reqPerSec),
      fmt.ms(f.p50),
      fmt.ms(f.p99),
      cores(f.serverCores),
      f.serverCpuSeconds ? fmt.int(f.requests / f.serverCpuSeconds) : "-",
      cores(f.loadGenCores),
      cores(f.otherCores),
      fmt.kb(f.bytesPerReq),
      f.non2xx + f.errors,
    ]),
  );
  console.log(
    "srv cores / gen cores / other cores: CPU kept busy by the server, by the load generator and by anything else on the machine.",
  );
}
