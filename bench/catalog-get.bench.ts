// Cached catalog GET (/svc_content/catalog/product/{id}, rotating ids, warm cache) against the trivial
// JSON route GET /healthz of the same server in the same run. Budget: ≥ 50% of the trivial throughput.
import { discoverCatalog } from "./lib/catalog.ts";
import { loadOptionsFromEnv, measure, printLoadTable } from "./lib/load.ts";
import { fmt, saveResults, warnIfBusy } from "./lib/report.ts";
import { type BenchServer, startServer } from "./lib/server.ts";

const BUDGET_RATIO = 0.5;
const opts = loadOptionsFromEnv({ duration: 10, connections: 20, pipelining: 1, warmup: 2 });
const headers = { accept: "application/json" };

let server: BenchServer | undefined;
let exitCode = 0;
try {
  server = await startServer();
  const base = server.baseUrl;
  const cat = await discoverCatalog(base, { want: 20 });
  const paths = cat.products.map((p) => `/svc_content/catalog/product/${p.productId}`);
  // Fill the cache: every id once, and insist that each answers 200.
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${path} → HTTP ${res.status}`);
  }

  console.log(
    `catalog GET bench: ${base} (${server.kind}), ${opts.duration}s per target after ${opts.warmup}s warm-up, ` +
      `${opts.connections} connections, ${paths.length} product ids`,
  );
  warnIfBusy();
  const cpu = () => server?.cpuSeconds();
  const trivial = await measure("trivial GET /healthz", [base], ["/healthz"], opts, { headers, cpuSeconds: cpu });
  const product = await measure("GET /svc_content/catalog/product/{id}", [base], paths, opts, {
    headers,
    cpuSeconds: cpu,
  });
  // The same products in German (ADR 0038): the translation is applied once per cache fill.
  const german = await measure(
    "GET /svc_content/catalog/product/{id}?locale=de",
    [base],
    paths.map((p) => `${p}?locale=de`),
    opts,
    { headers, cpuSeconds: cpu },
  );
  const ratio = product.reqPerSec / trivial.reqPerSec;

  console.log();
  printLoadTable([trivial, product, german]);
  console.log();
  console.log(
    `cached product GET / trivial: ${fmt.pct(ratio)} (budget ≥ ${fmt.pct(BUDGET_RATIO)}) → ${fmt.verdict(ratio >= BUDGET_RATIO)}`,
  );
  console.log("note: the load generator runs on the same machine and competes with the server for the cores.");
  const path = saveResults("catalog-get", {
    baseUrl: base,
    server: server.kind,
    options: opts,
    budget: { ratio: BUDGET_RATIO },
    productIds: cat.products.map((p) => p.productId),
    trivial,
    product,
    german,
    ratio,
  });
  console.log(`saved ${path}`);
} catch (err) {
  console.error(`catalog GET bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
