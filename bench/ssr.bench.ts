// SSR throughput and latency: product pages (rotating ~20 URLs), a category page and the home page,
// each against the trivial GET /healthz of the same production server in the same run.
// Prints figures; exits non-zero only when the benchmark cannot run.
import { discoverCatalog } from "./lib/catalog.ts";
import { type LoadFigures, loadOptionsFromEnv, measure, printLoadTable } from "./lib/load.ts";
import { fmt, saveResults, warnIfBusy } from "./lib/report.ts";
import { type BenchServer, spawnServer, startServer } from "./lib/server.ts";

const BUDGET = { p50Ms: 30, pagesPerSec: 800 };
const opts = loadOptionsFromEnv({ duration: 10, connections: 20, pipelining: 1, warmup: 2 });
// Browsers always ask for compression (Chrome: gzip, deflate, br, zstd; BENCH_ACCEPT_ENCODING sets
// another, e.g. "gzip, deflate"); BENCH_GZIP=0 measures uncompressed responses instead.
const gzip = process.env.BENCH_GZIP !== "0";
const headers: Record<string, string> = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  ...(gzip ? { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd" } : {}),
};

async function checkPages(baseUrl: string, paths: string[]) {
  const bad: string[] = [];
  for (const path of paths) {
    const res = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) bad.push(`${path} → ${res.status}`);
  }
  if (bad.length) console.warn(`warning: not every page answers 200 (figures include them):\n  ${bad.join("\n  ")}`);
}

const servers: BenchServer[] = [];
let exitCode = 0;
try {
  const server = await startServer();
  servers.push(server);
  const base = server.baseUrl;
  const cat = await discoverCatalog(base, { want: 20 });
  const productPaths = cat.products.map((p) => p.url);
  await checkPages(base, ["/", cat.categoryUrl, ...productPaths]);

  console.log(
    `SSR bench: ${base} (${server.kind}), ${opts.duration}s per target after ${opts.warmup}s warm-up, ` +
      `${opts.connections} connections, pipelining ${opts.pipelining}, ${gzip ? `Accept-Encoding: ${headers["accept-encoding"]}` : "no compression"}`,
  );
  warnIfBusy();
  const cpu = () => server.cpuSeconds();
  const single = [
    await measure("trivial GET /healthz", [base], ["/healthz"], opts, { headers, cpuSeconds: cpu }),
    await measure("home /", [base], ["/"], opts, { headers, cpuSeconds: cpu }),
    await measure(`category ${cat.categoryUrl}`, [base], [cat.categoryUrl], opts, { headers, cpuSeconds: cpu }),
    await measure("product pages", [base], productPaths, opts, { headers, cpuSeconds: cpu }),
  ];
  const [trivial, , , product] = single as [LoadFigures, LoadFigures, LoadFigures, LoadFigures];

  // Two server processes need a shared database: PGlite's data dir belongs to one process.
  let dual: LoadFigures[] | undefined;
  if (process.env.DATABASE_URL && server.kind === "spawned") {
    const second = await spawnServer({ DATABASE_URL: process.env.DATABASE_URL });
    servers.push(second);
    const both = [base, second.baseUrl];
    const cpu2 = () => (server.cpuSeconds() ?? 0) + (second.cpuSeconds() ?? 0);
    dual = [
      await measure("2 procs: trivial /healthz", both, ["/healthz"], opts, { headers, cpuSeconds: cpu2 }),
      await measure("2 procs: product pages", both, productPaths, opts, { headers, cpuSeconds: cpu2 }),
    ];
  }

  console.log();
  printLoadTable([...single, ...(dual ?? [])]);
  const ratio = product.reqPerSec / trivial.reqPerSec;
  console.log();
  console.log(`product / trivial throughput: ${fmt.pct(ratio)}`);
  console.log(
    `budget p50 ≤ ${BUDGET.p50Ms} ms: product p50 ${fmt.ms(product.p50)} → ${fmt.verdict(product.p50 <= BUDGET.p50Ms)}`,
  );
  console.log(
    `budget ≥ ${BUDGET.pagesPerSec} pages/s on 2 cores: one server process (one core for JS) ${fmt.int(product.reqPerSec)} pages/s → ` +
      `${fmt.verdict(product.reqPerSec >= BUDGET.pagesPerSec)}` +
      (product.serverCpuSeconds
        ? ` (${fmt.int(product.requests / product.serverCpuSeconds)} per server CPU-second)`
        : "") +
      (dual?.[1]
        ? `; two processes ${fmt.int(dual[1].reqPerSec)} pages/s → ${fmt.verdict(dual[1].reqPerSec >= BUDGET.pagesPerSec)}`
        : ""),
  );
  if (!dual)
    console.log(
      "note: two-process run skipped (needs DATABASE_URL: PGlite's data dir cannot be shared across processes).",
    );
  console.log("note: the load generator runs on the same machine and competes with the server for the cores.");

  const path = saveResults("ssr", {
    baseUrl: base,
    server: server.kind,
    options: { ...opts, gzip },
    budget: BUDGET,
    discovered: { categoryUrl: cat.categoryUrl, products: productPaths },
    singleProcess: single,
    twoProcesses: dual ?? null,
    productToTrivial: ratio,
  });
  console.log(`saved ${path}`);
} catch (err) {
  console.error(`ssr bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  for (const s of servers.reverse()) await s.stop();
}
process.exit(exitCode);
