// The search service on generated 10k- and 50k-product catalogs (the seed's vocabulary, names varied):
// index build time and heap; query p50/p95/p99 for keyword, typo, faceted, preview and category
// queries, in-process (the service, result cache off) and over HTTP (the real routes on a loopback
// server, one request at a time), plus throughput under load for a mixed set.
// Prints tables against DESIGN §8 (search p95 ≤ 20 ms on 10k products); saves bench/results/search.json.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { serve } from "@hono/node-server";
import { SearchRequest, type SearchRequestInput, type SearchTokens } from "@ironworks/contracts";
import { generateSeed } from "@ironworks/seed";
import autocannon from "autocannon";
import { Hono } from "hono";
import { HttpError } from "../apps/server/src/platform/errors.ts";
import type { AppEnv } from "../apps/server/src/platform/http.ts";
import {
  buildIndex,
  createSearchService,
  searchApiRoutes,
  searchTokenRoutes,
  snapshotFromSeed,
  syntheticSnapshot,
} from "../apps/server/src/services/search/index.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { freePort } from "./lib/server.ts";

setFlagsFromString("--expose_gc");
const gc = runInNewContext("gc") as () => void;
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const SIZES = (process.env.BENCH_SIZES ?? "10000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const BUDGET_P95_MS = 20;

const kp = (k: string): SearchRequestInput => ({ query: { keyphrase: { value: [k] } }, n_item: 80 });
const KEYWORDS = [
  "dumbbell",
  "bumper plates",
  "power rack",
  "hoodie",
  "kettlebell 24 kg",
  "lifting belt",
  "barbell",
  "shoe",
];
const TYPOS = [
  "dumbel",
  "kettlebel",
  "competiton bar",
  "hodie",
  "bumpr plates",
  "weightlifitng shoes",
  "sandbagg",
  "wrsit wraps",
];
const QUERIES: Record<string, SearchRequestInput[]> = {
  keyword: KEYWORDS.map(kp),
  typo: TYPOS.map(kp),
  faceted: KEYWORDS.map(
    (k, i): SearchRequestInput => ({
      ...kp(k),
      facet: { all: true },
      filter: i % 2 ? { brand: { value: ["Ironworks"] } } : { price: { value: ["100-250"] } },
      sort: { value: [{ name: "price", order: "asc" }] },
    }),
  ),
  preview: [...KEYWORDS.slice(0, 4), ...TYPOS.slice(0, 4)].map((k) => ({
    widget: { rfkid: "rfkid_6" },
    query: { keyphrase: { value: [k] } },
    n_item: 12,
    suggestion: { keyphrase: { max: 5 }, category: { max: 6 }, trending_category: { max: 6 } },
  })),
  category: ["/weightlifting-bars-plates", "/shoes", "/rogue-rigs-racks/power-racks", "/deals"].map((uri) => ({
    widget: { rfkid: "rfkid_10" },
    context: { page: { uri } },
    n_item: 48,
    facet: { all: true },
    sort: { value: [{ name: "featured", order: "desc" }] },
  })),
};

const pct = (samples: number[], q: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const summary = (samples: number[]) => ({
  n: samples.length,
  p50: pct(samples, 0.5),
  p95: pct(samples, 0.95),
  p99: pct(samples, 0.99),
});
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : Math.round(n)} ms`;

async function timeAll(list: (() => Promise<unknown>)[]): Promise<number[]> {
  for (const f of list) await f(); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < RUNS; r++)
    for (const f of list) {
      const t = performance.now();
      await f();
      samples.push(performance.now() - t);
    }
  return samples;
}

warnIfBusy();
const seed = snapshotFromSeed(generateSeed());
const results: Record<string, unknown>[] = [];

for (const size of SIZES) {
  const snapshot = syntheticSnapshot(seed, size);
  const before = heapUsed();
  const started = performance.now();
  let index: ReturnType<typeof buildIndex> | undefined = buildIndex(snapshot);
  const buildMs = performance.now() - started;
  const heapMb = (heapUsed() - before) / 1e6;
  const docs = index.docs.length;
  index = undefined;

  const service = createSearchService(undefined, {
    loadSnapshot: async () => snapshot,
    cacheResults: false,
    tokenSecret: "bench",
  });
  await service.warm();

  const inProcess: Record<string, ReturnType<typeof summary>> = {};
  for (const [kind, list] of Object.entries(QUERIES)) {
    const parsed = list.map((q) => SearchRequest.parse(q));
    inProcess[kind] = summary(await timeAll(parsed.map((q) => () => service.query("USA", q))));
  }

  // Over HTTP: the production routes (token + search API) on a loopback server.
  const app = new Hono<AppEnv>();
  app.onError((err, c) => (err instanceof HttpError ? c.json(err.toBody(), err.status) : c.json({ error: "x" }, 500)));
  for (const [root, routes] of [
    ["/svc_ssr", searchTokenRoutes(service)],
    ["/search-api", searchApiRoutes(service)],
  ] as const) {
    app.route(root, routes);
    app.route(`${root}/site/:site`, routes);
  }
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const tokens = (await (await fetch(`${base}/svc_ssr/site/USA/rfktkn`)).json()) as SearchTokens;
  const headers = { "content-type": "application/json", authorization: `Bearer ${tokens.token}` };
  const post = async (body: string) => {
    const res = await fetch(`${base}${tokens.apiUrl}`, { method: "POST", headers, body });
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    await res.arrayBuffer();
  };
  const overHttp: Record<string, ReturnType<typeof summary>> = {};
  for (const [kind, list] of Object.entries(QUERIES)) {
    const bodies = list.map((q) => JSON.stringify({ data: q }));
    overHttp[kind] = summary(await timeAll(bodies.map((b) => () => post(b))));
  }
  const mixed = Object.values(QUERIES).flat();
  const load = await autocannon({
    url: base,
    connections: 10,
    duration: DURATION,
    requests: mixed.map((q) => ({ method: "POST", path: tokens.apiUrl, headers, body: JSON.stringify({ data: q }) })),
  });
  server.close();

  results.push({
    products: size,
    indexedDocs: docs,
    buildMs,
    heapMb,
    inProcess,
    overHttp,
    load: {
      connections: 10,
      seconds: DURATION,
      reqPerSec: load.requests.average,
      p50: load.latency.p50,
      p99: load.latency.p99,
      non2xx: load.non2xx,
      errors: load.errors,
    },
  });
}

console.log("\nIndex build (one process; every site's offers in one index)");
printTable(
  ["products", "indexed", "build", "heap"],
  results.map((r) => [
    fmt.int(r.products as number),
    fmt.int(r.indexedDocs as number),
    ms(r.buildMs as number),
    `${(r.heapMb as number).toFixed(1)} MB`,
  ]),
);
for (const where of ["inProcess", "overHttp"] as const) {
  console.log(
    `\nQueries ${where === "inProcess" ? "in-process (result cache off)" : "over HTTP (loopback, sequential)"}`,
  );
  const rows: (string | number)[][] = [];
  for (const r of results)
    for (const [kind, s] of Object.entries(r[where] as Record<string, ReturnType<typeof summary>>))
      rows.push([
        `${fmt.int(r.products as number)} / ${kind}`,
        s.n,
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        (r.products as number) <= 10_000 ? fmt.verdict(s.p95 <= BUDGET_P95_MS) : "-",
      ]);
  printTable(["catalog / query", "runs", "p50", "p95", "p99", `p95 ≤ ${BUDGET_P95_MS} ms`], rows);
}
console.log("\nMixed load over HTTP (autocannon, 10 connections, result cache off)");
printTable(
  ["products", "req/s", "p50", "p99", "non-2xx+err"],
  results.map((r) => {
    const l = r.load as { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };
    return [fmt.int(r.products as number), fmt.int(l.reqPerSec), ms(l.p50), ms(l.p99), l.non2xx + l.errors];
  }),
);
console.log(`\nsaved ${saveResults("search", { runs: RUNS, queries: QUERIES, budgetP95Ms: BUDGET_P95_MS, results })}`);
