// Reviews (issue #23): the product page's SSR with 500 published reviews on the product against the
// same kind of product page without reviews (what a product page costs today), and the review list's
// latency (filters, sorts, pages) on that product. The compiled server of this tree runs on a copy of
// the seeded store with the 500 reviews written into it, the guest page cache off (every request
// renders). BENCH_BASE_ROOT=<another checkout with a build, e.g. main> adds that tree's server: the
// same product page there, today's code, interleaved round by round.
// The category page of the reviewed product (its tiles carry stars from the search documents, issue
// #23) is measured too; with BENCH_BASE_ROOT, against the same page without ratings (before).
// Prints figures and a ratio; exits non-zero only when the benchmark cannot run.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "@ironworks/db";
import { generateSeed, popularProducts } from "@ironworks/seed";
import { reviews as reviewsTable } from "../apps/server/src/services/reviews/reviews.schema.ts";
import { copySeededTemplate } from "../apps/server/src/testing/seeded-template.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { freePort, ROOT, serverEnv, waitForReady } from "./lib/server.ts";

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const headers = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
};

interface Server {
  label: string;
  base: string;
  child: ChildProcess;
  remove: () => void;
}

async function start(root: string, label: string, dataDir: string, remove: () => void): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "apps/server/build/main.js")], {
    cwd: root,
    env: { ...serverEnv(port, dataDir), PAGE_CACHE_TTL_MS: "0" },
    stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForReady(base, child);
  return { label, base, child, remove };
}

/** `n` requests, `CONCURRENCY` at a time: each one's milliseconds, and the pages per second of the batch. */
async function load(url: string, n: number, init: RequestInit = { headers }) {
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        next++;
        const t = performance.now();
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
        samples.push(performance.now() - t);
      }
    }),
  );
  return { samples, perSec: (n * 1000) / (performance.now() - t0) };
}

const seed = generateSeed();
const demo = new Set(popularProducts(seed.products).map((p) => p.id));
const [withReviews, without] = seed.products.filter(
  (p) => p.type === "simple" && p.visibility === 4 && p.sites === null && !demo.has(p.id) && p.urlKey,
);
if (!withReviews || !without) throw new Error("no products to measure");

/** The seeded store with REVIEWS published reviews on one product (a believable spread, 70% verified). */
async function storeWithReviews(productId: number): Promise<{ dataDir: string; remove: () => void }> {
  const copy = await copySeededTemplate();
  const database = await createDatabase({ dataDir: copy.dataDir });
  const ratings = [5, 5, 5, 4, 4, 3, 2, 1];
  const rows = Array.from({ length: REVIEWS }, (_, n) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    productId,
    authorKey: `bench:${n}`,
    verified: n % 10 < 7,
    status: "published",
    rating: ratings[n % ratings.length] as number,
    title: `Bench review number ${n}`,
    body: `Review ${n}: solid build, the finish has held up and it does what it should in a garage gym.`,
    nickname: `Lifter ${n}`,
    helpfulCount: n % 17,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
    publishedAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(reviewsTable).values(rows.slice(i, i + 250));
  await database.close();
  return copy;
}

const servers: Server[] = [];
let exitCode = 0;
try {
  const store = await storeWithReviews(withReviews.id);
  servers.push(await start(ROOT, "this tree", store.dataDir, store.remove));
  const baseRoot = process.env.BENCH_BASE_ROOT;
  if (baseRoot) {
    const dir = mkdtempSync(join(tmpdir(), "ironworks-reviews-bench-"));
    servers.push(await start(baseRoot, `base ${baseRoot}`, dir, () => rmSync(dir, { recursive: true, force: true })));
  }
  const self = servers[0] as Server;
  const catalog = (await (await fetch(`${self.base}/svc_content/catalog/product/${withReviews.id}`)).json()) as {
    url: string;
    categories: { url: string }[];
  };
  // The product's most specific category (the longest path): its grid shows the reviewed tile.
  const categoryUrl = [...catalog.categories].sort((a, b) => b.url.length - a.url.length)[0]?.url;
  if (!categoryUrl) throw new Error("the reviewed product is in no category");
  const other = (await (await fetch(`${self.base}/svc_content/catalog/product/${without.id}`)).json()) as {
    url: string;
  };
  const summary = await (await fetch(`${self.base}/svc_reviews/products/${withReviews.id}/summary`)).json();
  console.log(
    `Reviews bench: ${REVIEWS} reviews on ${catalog.url} (summary ${JSON.stringify(summary)}); ` +
      `${ROUNDS} rounds × ${PER_ROUND} requests, ${CONCURRENCY} at a time, page cache off`,
  );
  warnIfBusy();

  const targets: [string, Server, string][] = [
    ["product page, 500 reviews", self, catalog.url],
    ["product page, no reviews", self, other.url],
    ...servers.slice(1).map((s): [string, Server, string] => [`product page on ${s.label}`, s, catalog.url]),
    [`category page with ratings (${categoryUrl})`, self, categoryUrl],
    ...servers.slice(1).map((s): [string, Server, string] => [`category page on ${s.label}`, s, categoryUrl]),
  ];
  for (const [, s, path] of targets) await load(`${s.base}${path}`, 40);
  const figures = new Map(targets.map(([label]) => [label, { samples: [] as number[], perSec: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++)
    for (const [label, s, path] of round % 2 ? [...targets].reverse() : targets) {
      const r = await load(`${s.base}${path}`, PER_ROUND);
      const f = figures.get(label) as { samples: number[]; perSec: number[] };
      f.samples.push(...r.samples);
      f.perSec.push(r.perSec);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const rows = [...figures].map(([label, f]) => {
    const s = stats(f.samples);
    return { label, perSec: median(f.perSec), p50: s.p50, p95: s.p95 };
  });
  printTable(
    ["target", "pages/s (median round)", "p50", "p95"],
    rows.map((r) => [r.label, r.perSec.toFixed(1), fmt.ms(r.p50), fmt.ms(r.p95)]),
  );
  const [full, empty] = rows;
  const ratio = (full?.perSec ?? 0) / (empty?.perSec ?? 1);
  console.log(
    `throughput with ${REVIEWS} reviews / without: ${fmt.pct(ratio)} (goal ≥ 90%: ${fmt.verdict(ratio >= 0.9)})`,
  );
  const categoryRows = rows.filter((r) => r.label.startsWith("category page"));
  const [rated, before] = categoryRows;
  if (rated && before)
    console.log(
      `category page with ratings / before (${before.label}): ${fmt.pct(rated.perSec / before.perSec)} of its throughput`,
    );

  // The review list (the browser's on-demand request): filters, sorts and pages on the 500 reviews.
  const queries = [
    "",
    "?sort=helpful",
    "?sort=lowest",
    "?rating=4",
    "?stars=1",
    "?verified=1",
    "?q=garage",
    "?page=20",
    "?rating=2&sort=oldest&page=3",
  ];
  const list: number[] = [];
  for (const q of queries)
    list.push(...(await load(`${self.base}/svc_reviews/products/${withReviews.id}/reviews${q}`, 60, {})).samples);
  const ls = stats(list);
  console.log(
    `review list (${ls.runs} requests over ${queries.length} queries): p50 ${fmt.ms(ls.p50)}, p95 ${fmt.ms(ls.p95)}`,
  );
  console.log(`results: ${saveResults("reviews", { reviews: REVIEWS, rows, ratio, list: ls })}`);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  for (const s of servers) {
    s.child.kill("SIGINT");
    s.remove();
  }
}
process.exit(exitCode);
