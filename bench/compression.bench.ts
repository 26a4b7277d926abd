// What compression costs on the cheap routes (issue #16 item 1, ADR 0031): GET /healthz (15 bytes of
// JSON), the catalog menu (a few KB of JSON) and the storefront's largest built script, each asked for
// as a browser asks (Accept-Encoding: gzip, deflate, br, zstd), on one production server in one run.
// Prints req/s, p50 and server CPU per request; exits non-zero only when the benchmark cannot run.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type LoadFigures, loadOptionsFromEnv, measure, printLoadTable } from "./lib/load.ts";
import { saveResults, warnIfBusy } from "./lib/report.ts";
import { ROOT, startServer } from "./lib/server.ts";

const opts = loadOptionsFromEnv({ duration: 10, connections: 10, pipelining: 1, warmup: 2 });
const headers = { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd" };

/** The largest plain .js file of the storefront build (the entry's vendor chunk, in practice). */
function largestScript(): string {
  const dir = join(ROOT, "apps/web/build/client/assets");
  const scripts = readdirSync(dir).filter((name) => name.endsWith(".js"));
  scripts.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  if (!scripts[0]) throw new Error("no storefront build: run `npm run build`");
  return `/assets/${scripts[0]}`;
}

const server = await startServer();
let exitCode = 0;
try {
  const base = server.baseUrl;
  const asset = largestScript();
  console.log(
    `compression bench: ${base} (${server.kind}), ${opts.duration}s per target after ${opts.warmup}s warm-up, ` +
      `${opts.connections} connections, Accept-Encoding: ${headers["accept-encoding"]}`,
  );
  warnIfBusy();
  const cpu = () => server.cpuSeconds();
  const figures: LoadFigures[] = [
    await measure("GET /healthz", [base], ["/healthz"], opts, { headers, cpuSeconds: cpu }),
    await measure("GET catalog menu (JSON)", [base], ["/svc_content/catalog/menu"], opts, { headers, cpuSeconds: cpu }),
    await measure(`GET ${asset}`, [base], [asset], opts, { headers, cpuSeconds: cpu }),
  ];
  console.log();
  printLoadTable(figures);
  console.log();
  for (const f of figures)
    if (f.serverCpuSeconds)
      console.log(`${f.name}: ${((f.serverCpuSeconds * 1000) / f.requests).toFixed(3)} ms server CPU per request`);
  console.log(`saved ${saveResults("compression", { baseUrl: base, options: { ...opts, headers }, asset, figures })}`);
} catch (err) {
  console.error(`compression bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
