// What a page render sends and costs (issue #16 item 2, ADR 0033): per page the HTML, the inline
// loader data (React Router's turbo-stream), the anchors and how many carry data-discover (router
// links) in the shell (above-header, header, footer) and in the page; then the server CPU per
// product page for sequential requests, guest and signed-in, beside GET /healthz of the same server
// in the same run. Set PAGE_CACHE_TTL_MS=0 to measure renders rather than the guest page cache.
// BENCH_BASE_ROOT=<another checkout with a build> also runs that tree's server, interleaved (A/B).
// BENCH_WHOLE_ROUTE_TABLE=1 also runs this build rendering with the whole route table (IW_WHOLE_ROUTE_TABLE=1).
// Prints figures; exits non-zero only when the benchmark cannot run.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { discoverCatalog } from "./lib/catalog.ts";
import { signedInCookie } from "./lib/customer.ts";
import { fmt, saveResults, warnIfBusy } from "./lib/report.ts";
import { freePort, ROOT, serverEnv, waitForReady } from "./lib/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 150);
const headers = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
};

interface Server {
  label: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** CPU seconds (user + system) of one process, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The compiled server of `root` (its build must exist), on a free port with a fresh PGlite dir. */
async function start(root: string, label: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ironworks-render-bench-"));
  const child = spawn(process.execPath, [join(root, "apps/server/build/main.js")], {
    cwd: root,
    // The dev mail viewer: the signed-in customer is registered through its mailed link.
    env: { ...serverEnv(port, dataDir), DEV_MAIL_VIEWER: "true", ...extraEnv },
    stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForReady(base, child);
  return { label, base, child, dataDir };
}

const SHELL = [
  /<aside class="above-header"[\s\S]*?<\/aside>/,
  /<header class="site-header[\s\S]*?<\/header>/,
  /<footer class="site-footer[\s\S]*?<\/footer>/,
];

function pageFigures(html: string) {
  const inlineText = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((s) => s.includes("streamController.enqueue"))
    .join("");
  const inline = Buffer.byteLength(inlineText);
  const routed = (s: string) => (s.match(/<a [^>]*data-discover="true"/g) ?? []).length;
  const shell = SHELL.map((r) => html.match(r)?.[0] ?? "").join("");
  return {
    htmlBytes: Buffer.byteLength(html),
    inlineDataBytes: inline,
    // What it costs on the wire (issue 15's budgets are in gzip): the inline data alone, level 9.
    inlineDataGzipBytes: gzipSync(inlineText, { level: 9 }).length,
    anchors: (html.match(/<a /g) ?? []).length,
    routedShell: routed(shell),
    routedPage: routed(html) - routed(shell),
  };
}

async function hit(base: string, paths: string[], n: number, cookie?: string) {
  const sent = cookie ? { ...headers, cookie } : headers;
  for (let i = 0; i < n; i++) {
    const res = await fetch(base + paths[i % paths.length], { headers: sent, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const servers: Server[] = [];
let exitCode = 0;
try {
  servers.push(await start(ROOT, "this tree"));
  const baseRoot = process.env.BENCH_BASE_ROOT;
  if (baseRoot) servers.push(await start(baseRoot, `base ${baseRoot}`));
  // The same build rendering with React Router's whole route table (ADR 0033 addendum), interleaved.
  if (process.env.BENCH_WHOLE_ROUTE_TABLE === "1")
    servers.push(await start(ROOT, "this tree, whole route table", { IW_WHOLE_ROUTE_TABLE: "1" }));
  const first = servers[0] as Server;
  const cat = await discoverCatalog(first.base, { want: 20 });
  const products = cat.products.map((p) => p.url);
  const pages: [string, string][] = [
    ["home", "/"],
    ["category", cat.categoryUrl],
    ["search", "/search?q=bar"],
    ["cart", "/cart"],
  ];
  warnIfBusy();

  const figures: Record<string, unknown> = {};
  for (const s of servers) {
    console.log(`\n${s.label}: page                 HTML    inline data (gzip)  <a>  router <a> shell / page`);
    const rows: Record<string, ReturnType<typeof pageFigures>> = {};
    for (const [name, path] of pages) {
      const f = pageFigures(await (await fetch(s.base + path, { headers: { accept: "text/html" } })).text());
      rows[name] = f;
      console.log(
        `  ${name.padEnd(20)} ${fmt.kb(f.htmlBytes).padStart(9)} ${fmt.kb(f.inlineDataBytes).padStart(10)} (${fmt.kb(f.inlineDataGzipBytes)}) ${String(f.anchors).padStart(5)}  ${f.routedShell} / ${f.routedPage}`,
      );
    }
    const prod: ReturnType<typeof pageFigures>[] = [];
    for (const path of products)
      prod.push(pageFigures(await (await fetch(s.base + path, { headers: { accept: "text/html" } })).text()));
    const avg = (k: keyof ReturnType<typeof pageFigures>) => prod.reduce((sum, f) => sum + f[k], 0) / prod.length;
    console.log(
      `  ${`products (${prod.length}, avg)`.padEnd(20)} ${fmt.kb(avg("htmlBytes")).padStart(9)} ${fmt.kb(avg("inlineDataBytes")).padStart(10)} (${fmt.kb(avg("inlineDataGzipBytes"))}) ${String(Math.round(avg("anchors"))).padStart(5)}  ${avg("routedShell").toFixed(0)} / ${avg("routedPage").toFixed(0)}`,
    );
    figures[s.label] = {
      pages: rows,
      productsAverage: Object.fromEntries(
        Object.keys(prod[0] ?? {}).map((k) => [k, avg(k as keyof ReturnType<typeof pageFigures>)]),
      ),
    };
  }

  // Sequential requests, servers interleaved round by round (the order flips every round). A
  // signed-in customer's product pages too (registered through the dev mail viewer), never cached.
  const cookies = new Map<Server, string>();
  for (const s of servers) {
    cookies.set(s, await signedInCookie(s.base));
    await hit(s.base, products, 200);
    await hit(s.base, ["/healthz"], 200);
  }
  const cpu = new Map(
    servers.map((s) => [s, { product: [] as number[], signedIn: [] as number[], trivial: [] as number[] }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const pid = s.child.pid as number;
      const entry = cpu.get(s) as { product: number[]; signedIn: number[]; trivial: number[] };
      let c0 = cpuSeconds(pid);
      await hit(s.base, ["/healthz"], PER_ROUND);
      entry.trivial.push(((cpuSeconds(pid) - c0) * 1000) / PER_ROUND);
      c0 = cpuSeconds(pid);
      await hit(s.base, products, PER_ROUND);
      entry.product.push(((cpuSeconds(pid) - c0) * 1000) / PER_ROUND);
      c0 = cpuSeconds(pid);
      await hit(s.base, products, PER_ROUND, cookies.get(s));
      entry.signedIn.push(((cpuSeconds(pid) - c0) * 1000) / PER_ROUND);
    }
  }
  console.log(`\nserver CPU per request, sequential, median of ${ROUNDS} rounds × ${PER_ROUND} (10 ms clock ticks):`);
  for (const s of servers) {
    const e = cpu.get(s) as { product: number[]; signedIn: number[]; trivial: number[] };
    const p = median(e.product);
    const t = median(e.trivial);
    const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(" ");
    console.log(
      `  ${s.label}: product page ${p.toFixed(2)} ms [${list(e.product)}], signed-in ${median(e.signedIn).toFixed(2)} ms [${list(e.signedIn)}], /healthz ${t.toFixed(3)} ms, product/trivial ${(p / t).toFixed(0)}×`,
    );
    (figures[s.label] as Record<string, unknown>).cpuMs = {
      product: e.product,
      signedIn: e.signedIn,
      trivial: e.trivial,
    };
  }
  if (servers.length === 2) {
    for (const kind of ["product", "signedIn"] as const) {
      const [a, b] = servers.map((s) => median((cpu.get(s) as Record<typeof kind, number[]>)[kind])) as [
        number,
        number,
      ];
      console.log(`  this tree / base, ${kind === "product" ? "guest" : "signed-in"}: ${fmt.pct(a / b)}`);
    }
  }
  console.log(`saved ${saveResults("render", { rounds: ROUNDS, perRound: PER_ROUND, products, figures })}`);
} catch (err) {
  console.error(`render bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  for (const s of servers) {
    s.child.kill("SIGINT");
    await new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once("exit", resolve)));
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
process.exit(exitCode);
