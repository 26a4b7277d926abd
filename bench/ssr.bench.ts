// SSR throughput and latency: product pages (rotating ~20 URLs) for a guest (the guest page cache
// warm, ADR 0032) and for a signed-in customer, a category page and the home page, each against the
// trivial GET /healthz of the same production server in the same run. A second server with the page
// cache off (PAGE_CACHE_TTL_MS=0) gives the "cache off" rows in the same run (BENCH_PAGE_CACHE_BASELINE=0
// skips it; BENCH_PAGE_CACHE=off runs the main server without the cache).
// BENCH_SSR_BASELINE=/path/to/another/built/checkout runs only an interleaved A/B instead: this build
// and that one (e.g. `git archive <commit>` built in /tmp), both with the page cache off, in alternating
// rounds (BENCH_AB_ROUNDS, default 4; A B, B A, …), and prints server CPU per uncached product page,
// guest and signed-in, for each and their ratio.
// BENCH_SSR_LOCALE_AB=1 runs an interleaved A/B inside this build instead (issue #15's "SSR before and
// after translation"): EUR product pages in the country's language (/de, /fr, /es, /be in turn) against
// the same pages in English under /xx/en, one server with the page cache off, alternating rounds.
// BENCH_VISITORS (default 200) is the number of distinct browsers, each with its own `ab_vid` cookie,
// of the "ab_vid guests" rows (ADR 0064: their pages are keyed by variant, not by id).
// BENCH_SSR_VISITORS_AB=1 runs only those rows instead, on this build and (BENCH_SSR_BASELINE_ROOT=
// another built checkout, e.g. main) that one, in alternating rounds (BENCH_AB_ROUNDS, default 2),
// page cache on: pages/s, server CPU per page, hit ratio, load averages.
// Prints figures; exits non-zero only when the benchmark cannot run.
import { discoverCatalog } from "./lib/catalog.ts";
import { type LoadFigures, loadOptionsFromEnv, measure, printLoadTable } from "./lib/load.ts";
import { fmt, saveResults, warnIfBusy } from "./lib/report.ts";
import { signedInCookie } from "./lib/customer.ts";
import { type BenchServer, spawnServer, startServer } from "./lib/server.ts";

/** Server CPU milliseconds per request of a measured target (undefined when the server is not ours). */
const cpuMs = (f: LoadFigures) => (f.serverCpuSeconds ? (f.serverCpuSeconds * 1000) / f.requests : undefined);

const BUDGET = { p50Ms: 30, pagesPerSec: 800, cpuMsPerPage: 2.5, guestCpuMsGoal: 1 };
const cacheOff = process.env.BENCH_PAGE_CACHE === "off";
const baseline = process.env.BENCH_PAGE_CACHE_BASELINE !== "0" && !cacheOff && !process.env.BENCH_BASE_URL;
const opts = loadOptionsFromEnv({ duration: 10, connections: 20, pipelining: 1, warmup: 2 });
// Browsers always ask for compression (Chrome: gzip, deflate, br, zstd; BENCH_ACCEPT_ENCODING sets
// another, e.g. "gzip, deflate"); BENCH_GZIP=0 measures uncompressed responses instead.
const gzip = process.env.BENCH_GZIP !== "0";
const headers: Record<string, string> = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  ...(gzip ? { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd" } : {}),
};

async function checkPages(baseUrl: string, paths: string[], strict = false) {
  const bad: string[] = [];
  for (const path of paths) {
    const res = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) bad.push(`${path} → ${res.status}`);
  }
  if (bad.length && strict) throw new Error(`not every page answers 200:\n  ${bad.join("\n  ")}`);
  if (bad.length) console.warn(`warning: not every page answers 200 (figures include them):\n  ${bad.join("\n  ")}`);
}

const servers: BenchServer[] = [];
let exitCode = 0;

/** Uncompressed HTML bytes of a page (a guest's). */
async function htmlBytes(baseUrl: string, path: string): Promise<number> {
  const { "accept-encoding": _, ...plain } = headers;
  const res = await fetch(`${baseUrl}${path}`, { headers: plain, signal: AbortSignal.timeout(30_000) });
  return (await res.arrayBuffer()).byteLength;
}

/** Same-build A/B: translated EUR product pages against the same pages under /xx/en (ADR 0047's prefixes). */
async function localeAbRun() {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 4);
  const server = await spawnServer({ DEV_MAIL_VIEWER: "true", PAGE_CACHE_TTL_MS: "0" });
  servers.push(server);
  const cat = await discoverCatalog(server.baseUrl, { site: "EUR", want: 20 });
  const prefixes = ["/de", "/fr", "/es", "/be"];
  const translated = cat.products.map((p, i) => `${prefixes[i % prefixes.length]}${p.url}`);
  const english = cat.products.map((p, i) => `${prefixes[i % prefixes.length]}/en${p.url}`);
  await checkPages(server.baseUrl, [...translated, ...english], true);
  const sides = [
    { name: "translated", paths: translated, cpu: 0, requests: 0, rounds: [] as number[], html: 0 },
    { name: "English", paths: english, cpu: 0, requests: 0, rounds: [] as number[], html: 0 },
  ];
  for (const side of sides)
    side.html =
      (await Promise.all(side.paths.map((p) => htmlBytes(server.baseUrl, p)))).reduce((a, b) => a + b, 0) /
      side.paths.length;
  console.log(
    `SSR locale A/B bench (page cache off, one server): ${translated.length} EUR product pages in de/fr/es/nl ` +
      `against the same under /xx/en, ${rounds} interleaved rounds of ${opts.duration}s after ${opts.warmup}s warm-up, ` +
      `${opts.connections} connections`,
  );
  warnIfBusy();
  for (let round = 0; round < rounds; round++)
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const f = await measure(side.name, [server.baseUrl], side.paths, opts, {
        headers,
        cpuSeconds: () => server.cpuSeconds(),
      });
      side.cpu += f.serverCpuSeconds ?? Number.NaN;
      side.requests += f.requests;
      side.rounds.push(cpuMs(f) ?? Number.NaN);
      if (f.non2xx + f.errors) console.warn(`warning: ${f.name}: ${f.non2xx + f.errors} non-2xx/errors`);
    }
  const perPage = (s: (typeof sides)[0]) => (s.cpu * 1000) / s.requests;
  for (const side of sides)
    console.log(
      `${side.name.padEnd(10)} server CPU per page ${perPage(side).toFixed(2)} ms (${side.requests} pages; ` +
        `rounds ${side.rounds.map((r) => r.toFixed(2)).join(" ")}), HTML ${(side.html / 1024).toFixed(1)} KB`,
    );
  const [local, en] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const ratio = perPage(local) / perPage(en);
  console.log(
    `translated / English: ${perPage(en).toFixed(2)} → ${perPage(local).toFixed(2)} ms per page, ` +
      `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)} % (budget +5 %: ${fmt.verdict(ratio <= 1.05)})`,
  );
  console.log(`saved ${saveResults("ssr-locale-ab", { options: { ...opts, gzip, rounds }, sides, ratio })}`);
}

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
/** One Cookie header per simulated browser, each with a distinct visitor id. */
const visitorCookies = (n = VISITORS) =>
  Array.from({ length: n }, (_, i) => `ab_vid=bench-visitor-${i.toString(36).padStart(4, "0")}-${process.pid}`);

/** The page cache's hit ratio of a run with visitors (x-cache counted), as a percentage. */
const hitRatio = (f: LoadFigures) => {
  const counts = f.xCache ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return all ? `${(((counts.hit ?? 0) * 100) / all).toFixed(1)} % (${JSON.stringify(counts)})` : "n/a";
};

/** Browsers with distinct ab_vid cookies on this build and, if given, another built checkout, interleaved. */
async function visitorsRun() {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 2);
  const baselineRoot = process.env.BENCH_SSR_BASELINE_ROOT;
  const sides: { name: string; server: BenchServer; paths: string[]; figures: LoadFigures[] }[] = [];
  for (const [name, root] of [
    ["this build", undefined],
    ...(baselineRoot ? ([["baseline", baselineRoot]] as const) : []),
  ] as const) {
    const server = await spawnServer({}, root);
    servers.push(server);
    const cat = await discoverCatalog(server.baseUrl, { want: 20 });
    const paths = cat.products.map((p) => p.url);
    await checkPages(server.baseUrl, ["/", ...paths], true);
    sides.push({ name, server, paths, figures: [] });
  }
  console.log(
    `SSR visitors bench: ${VISITORS} browsers with distinct ab_vid cookies, page cache on, ${rounds} rounds of ` +
      `${opts.duration}s per target after ${opts.warmup}s warm-up, ${opts.connections} connections` +
      (baselineRoot ? `; baseline ${baselineRoot}` : ""),
  );
  warnIfBusy();
  const visitors = visitorCookies();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const cpu = () => side.server.cpuSeconds();
      side.figures.push(
        await measure(`${side.name}: product pages, ab_vid guests`, [side.server.baseUrl], side.paths, opts, {
          headers,
          cpuSeconds: cpu,
          visitors,
        }),
        await measure(`${side.name}: home, ab_vid guests`, [side.server.baseUrl], ["/"], opts, {
          headers,
          cpuSeconds: cpu,
          visitors,
        }),
      );
    }
  }
  printLoadTable(sides.flatMap((s) => s.figures));
  for (const side of sides)
    for (const f of side.figures)
      console.log(
        `${f.name}: ${fmt.int(f.reqPerSec)} pages/s, CPU/page ${cpuMs(f)?.toFixed(2) ?? "n/a"} ms, p50 ${fmt.ms(f.p50)}, ` +
          `hits ${hitRatio(f)}, load ${f.loadAverage?.map((l) => l.toFixed(1)).join(" ")}`,
      );
  console.log(
    `saved ${saveResults("ssr-visitors", { options: { ...opts, gzip, rounds, visitors: VISITORS, baselineRoot }, sides: sides.map((s) => ({ name: s.name, figures: s.figures })) })}`,
  );
}

async function abRun(baselineRoot: string) {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 4);
  const env = { DEV_MAIL_VIEWER: "true", PAGE_CACHE_TTL_MS: "0" };
  const sides = [] as {
    name: string;
    server: BenchServer;
    paths: string[];
    signedIn: Record<string, string>;
    html: number;
    totals: Record<"guest" | "signedIn", { cpu: number; requests: number; rounds: number[] }>;
  }[];
  for (const [name, root] of [
    ["this build", undefined],
    ["baseline", baselineRoot],
  ] as const) {
    const server = await spawnServer(env, root);
    servers.push(server);
    const cat = await discoverCatalog(server.baseUrl, { want: 20 });
    const paths = cat.products.map((p) => p.url);
    await checkPages(server.baseUrl, paths, true);
    const html = (await Promise.all(paths.map((p) => htmlBytes(server.baseUrl, p)))).reduce((a, b) => a + b, 0);
    sides.push({
      name,
      server,
      paths,
      signedIn: { ...headers, cookie: await signedInCookie(server.baseUrl) },
      html: html / paths.length,
      totals: { guest: { cpu: 0, requests: 0, rounds: [] }, signedIn: { cpu: 0, requests: 0, rounds: [] } },
    });
  }
  console.log(
    `SSR A/B bench (page cache off): this build vs ${baselineRoot}, ${rounds} interleaved rounds of ${opts.duration}s ` +
      `per target after ${opts.warmup}s warm-up, ${opts.connections} connections`,
  );
  warnIfBusy();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order)
      for (const who of ["guest", "signedIn"] as const) {
        const f = await measure(`${side.name} ${who}`, [side.server.baseUrl], side.paths, opts, {
          headers: who === "guest" ? headers : side.signedIn,
          cpuSeconds: () => side.server.cpuSeconds(),
        });
        const t = side.totals[who];
        t.cpu += f.serverCpuSeconds ?? Number.NaN;
        t.requests += f.requests;
        t.rounds.push(cpuMs(f) ?? Number.NaN);
        if (f.non2xx + f.errors) console.warn(`warning: ${f.name}: ${f.non2xx + f.errors} non-2xx/errors`);
      }
  }
  const perPage = (t: { cpu: number; requests: number }) => (t.cpu * 1000) / t.requests;
  for (const side of sides)
    for (const who of ["guest", "signedIn"] as const) {
      const t = side.totals[who];
      console.log(
        `${side.name.padEnd(10)} ${who.padEnd(8)} server CPU per page ${perPage(t).toFixed(2)} ms ` +
          `(${t.requests} pages; rounds ${t.rounds.map((r) => r.toFixed(2)).join(" ")})`,
      );
    }
  const [head, base] = sides as [(typeof sides)[0], (typeof sides)[0]];
  for (const who of ["guest", "signedIn"] as const) {
    const ratio = perPage(head.totals[who]) / perPage(base.totals[who]);
    console.log(
      `${who}: ${perPage(base.totals[who]).toFixed(2)} → ${perPage(head.totals[who]).toFixed(2)} ms per page, ` +
        `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(1)} % (budget +5 %: ${fmt.verdict(ratio <= 1.05)})`,
    );
  }
  console.log(
    `product page HTML (uncompressed, mean): baseline ${(base.html / 1024).toFixed(1)} KB, this build ${(head.html / 1024).toFixed(1)} KB`,
  );
  const path = saveResults("ssr-ab", {
    baseline: baselineRoot,
    options: { ...opts, gzip, rounds },
    sides: sides.map((s) => ({ name: s.name, paths: s.paths, htmlBytes: s.html, totals: s.totals })),
  });
  console.log(`saved ${path}`);
}

try {
  if (process.env.BENCH_SSR_VISITORS_AB === "1") {
    await visitorsRun();
  } else if (process.env.BENCH_SSR_BASELINE) {
    await abRun(process.env.BENCH_SSR_BASELINE);
  } else if (process.env.BENCH_SSR_LOCALE_AB === "1") {
    await localeAbRun();
  } else {
    // The signed-in customer is registered through the dev mail viewer's links.
    const serverEnv = { DEV_MAIL_VIEWER: "true", ...(cacheOff ? { PAGE_CACHE_TTL_MS: "0" } : {}) };
    const server = process.env.BENCH_BASE_URL ? await startServer() : await spawnServer(serverEnv);
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
    const signedIn = { ...headers, cookie: await signedInCookie(base) };
    const label = cacheOff ? " (page cache off)" : "";
    const single = [
      await measure("trivial GET /healthz", [base], ["/healthz"], opts, { headers, cpuSeconds: cpu }),
      await measure(`home /${label}`, [base], ["/"], opts, { headers, cpuSeconds: cpu }),
      await measure(`category ${cat.categoryUrl}${label}`, [base], [cat.categoryUrl], opts, {
        headers,
        cpuSeconds: cpu,
      }),
      await measure(`product pages, guest${label}`, [base], productPaths, opts, { headers, cpuSeconds: cpu }),
      await measure(`product pages, signed-in${label}`, [base], productPaths, opts, {
        headers: signedIn,
        cpuSeconds: cpu,
      }),
      await measure(`product pages, ${VISITORS} ab_vid guests${label}`, [base], productPaths, opts, {
        headers,
        cpuSeconds: cpu,
        visitors: visitorCookies(),
      }),
    ];
    const [trivial, , , product, productSignedIn, productVisitors] = single as [
      LoadFigures,
      LoadFigures,
      LoadFigures,
      LoadFigures,
      LoadFigures,
      LoadFigures,
    ];

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

    // The same targets on a server without the page cache, measured after (not beside) the first.
    let off: LoadFigures[] | undefined;
    if (baseline) {
      await server.stop();
      const plain = await spawnServer({ ...serverEnv, PAGE_CACHE_TTL_MS: "0" });
      servers.push(plain);
      const cpuOff = () => plain.cpuSeconds();
      await checkPages(plain.baseUrl, productPaths);
      const signedInOff = { ...headers, cookie: await signedInCookie(plain.baseUrl) };
      off = [
        await measure("cache off: trivial GET /healthz", [plain.baseUrl], ["/healthz"], opts, {
          headers,
          cpuSeconds: cpuOff,
        }),
        await measure("cache off: product pages, guest", [plain.baseUrl], productPaths, opts, {
          headers,
          cpuSeconds: cpuOff,
        }),
        await measure("cache off: product pages, signed-in", [plain.baseUrl], productPaths, opts, {
          headers: signedInOff,
          cpuSeconds: cpuOff,
        }),
      ];
    }

    console.log();
    printLoadTable([...single, ...(off ?? []), ...(dual ?? [])]);
    const ratio = product.reqPerSec / trivial.reqPerSec;
    console.log();
    console.log(`product (guest) / trivial throughput: ${fmt.pct(ratio)}`);
    const perPage = (f: LoadFigures) => {
      const ms = cpuMs(f);
      return ms === undefined ? "n/a" : `${ms.toFixed(2)} ms`;
    };
    console.log(
      `server CPU per page: guest ${perPage(product)}, signed-in ${perPage(productSignedIn)}, /healthz ${perPage(trivial)}` +
        ` → budget ≤ ${BUDGET.cpuMsPerPage} ms: guest ${fmt.verdict((cpuMs(product) ?? Infinity) <= BUDGET.cpuMsPerPage)},` +
        ` signed-in ${fmt.verdict((cpuMs(productSignedIn) ?? Infinity) <= BUDGET.cpuMsPerPage)};` +
        ` goal ≤ ${BUDGET.guestCpuMsGoal} ms guest: ${fmt.verdict((cpuMs(product) ?? Infinity) <= BUDGET.guestCpuMsGoal)}`,
    );
    if (off) {
      const [offTrivial, offGuest, offSigned] = off as [LoadFigures, LoadFigures, LoadFigures];
      const line = (name: string, on: LoadFigures, was: LoadFigures) =>
        `  ${name}: ${fmt.int(was.reqPerSec)} → ${fmt.int(on.reqPerSec)} pages/s (×${(on.reqPerSec / was.reqPerSec).toFixed(1)}),` +
        ` CPU/page ${perPage(was)} → ${perPage(on)}, p50 ${fmt.ms(was.p50)} → ${fmt.ms(on.p50)}`;
      console.log("page cache off → on (same run, same machine):");
      console.log(line("product, guest", product, offGuest));
      console.log(line("product, signed-in", productSignedIn, offSigned));
      console.log(
        `  /healthz beside them: ${fmt.int(offTrivial.reqPerSec)} (cache-off server) and ${fmt.int(trivial.reqPerSec)} req/s`,
      );
    }
    console.log(
      `product pages, ${VISITORS} browsers with distinct ab_vid: CPU/page ${perPage(productVisitors)}, page cache hits ${hitRatio(productVisitors)}`,
    );
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
      pageCacheOff: off ?? null,
      twoProcesses: dual ?? null,
      productToTrivial: ratio,
    });
    console.log(`saved ${path}`);
  }
} catch (err) {
  console.error(`ssr bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  for (const s of servers.reverse()) await s.stop();
}
process.exit(exitCode);
