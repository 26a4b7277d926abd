// The Index (issue #19): SSR throughput of an Index post page (hero, body with a product carousel,
// author, related posts), a video post, the signed preview of a draft (read from the database on each
// request), the hub and a category page, against a product page of the same server in
// the same run (what a storefront page costs today); and the WordPress-shaped API's latency for a
// first page with `_embed` + `_fields` (the hub's request) and a search (the header preview, 4 a page).
// The compiled server runs on a copy of the seeded store, the guest page cache off (every request
// renders). Prints figures and ratios; exits non-zero only when the benchmark cannot run.
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { join } from "node:path";
import { buildIndexHub, generateSeed } from "@ironworks/seed";
import { createIndexPreviews } from "../apps/server/src/services/content/index-hub.preview.ts";
import { copySeededTemplate } from "../apps/server/src/testing/seeded-template.ts";
import { previewAtScale } from "./index-preview.ts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { freePort, ROOT, serverEnv, waitForReady } from "./lib/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const headers = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
};

/** `n` requests, `CONCURRENCY` at a time: each one's milliseconds, and the requests per second of the batch. */
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
// The baseline: a plain product page (a simple product sold everywhere).
const product = seed.products.find((p) => p.type === "simple" && p.visibility === 4 && p.sites === null && p.urlKey);
if (!product) throw new Error("no product to measure");

let child: ChildProcess | null = null;
let remove = () => {};
let exitCode = 0;
try {
  const copy = await copySeededTemplate();
  remove = copy.remove;
  const port = await freePort();
  child = spawn(process.execPath, [join(ROOT, "apps/server/build/main.js")], {
    cwd: ROOT,
    env: { ...serverEnv(port, copy.dataDir), PAGE_CACHE_TTL_MS: "0" },
    stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForReady(base, child);
  const productUrl = (
    (await (await fetch(`${base}/svc_content/catalog/product/${product.id}`)).json()) as { url: string }
  ).url;
  console.log(
    `Index bench: ${ROUNDS} rounds × ${PER_ROUND} requests, ${CONCURRENCY} at a time, page cache off; baseline ${productUrl}`,
  );
  warnIfBusy();

  // The signed preview of the demo draft, signed as the server signs it (its key derives from the
  // bench's SEARCH_TOKEN_SECRET, services.ts): read from the database on every request, no-store.
  const env = serverEnv(port, copy.dataDir);
  const previews = createIndexPreviews(
    createHmac("sha256", env.SEARCH_TOKEN_SECRET as string)
      .update("index-preview-link")
      .digest(),
    { draft: async () => null },
    { publicBaseUrl: base },
  );
  const draftId = buildIndexHub().posts.find((p) => p.status === "draft")?.id ?? 4018;
  const targets: [string, string][] = [
    ["product page (baseline)", productUrl],
    ["Index post page", "/theindex/gym-builds/two-car-garage-gym-build"],
    ["Index video post page", "/theindex/training/first-twelve-weeks-of-weightlifting"],
    ["Index signed preview (a draft)", previews.link(draftId).path],
    ["Index post page /de", "/de/theindex/gym-builds/doppelgarage-gym-projekt"],
    ["Index hub", "/theindex"],
    ["Index category", "/theindex/training"],
  ];
  for (const [, path] of targets) await load(`${base}${path}`, 30);
  const figures = new Map(targets.map(([label]) => [label, { samples: [] as number[], perSec: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round++)
    for (const [label, path] of round % 2 ? [...targets].reverse() : targets) {
      const r = await load(`${base}${path}`, PER_ROUND);
      const f = figures.get(label) as { samples: number[]; perSec: number[] };
      f.samples.push(...r.samples);
      f.perSec.push(r.perSec);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const rows = [...figures].map(([label, f]) => {
    const s = stats(f.samples);
    return { label, perSec: median(f.perSec), p50: s.p50, p95: s.p95 };
  });
  const baseline = rows[0]?.perSec ?? 1;
  printTable(
    ["target", "pages/s (median round)", "p50", "p95", "vs product page"],
    rows.map((r) => [r.label, r.perSec.toFixed(1), fmt.ms(r.p50), fmt.ms(r.p95), fmt.pct(r.perSec / baseline)]),
  );

  // The API (JSON, no render): the hub's first page with embeds and fields, and the preview's search.
  const api: [string, string][] = [
    [
      "posts page 1, _embed + _fields",
      "/wp-json/wp/v2/posts?per_page=20&page=1&_embed=wp:featuredmedia,wp:term&_fields=id,slug,link,title,format,date,categories,tags,featured_media,_links,_embedded",
    ],
    ["posts, full objects", "/wp-json/wp/v2/posts?per_page=20"],
    ["search, 4 a page", "/wp-json/wp/v2/search?search=barbell&per_page=4"],
    ["tags, per_page=100", "/wp-json/wp/v2/tags?per_page=100"],
  ];
  const apiRows = [];
  for (const [label, path] of api) {
    await load(`${base}${path}`, 30, {});
    const r = await load(`${base}${path}`, PER_ROUND * 2, {});
    const s = stats(r.samples);
    apiRows.push({ label, perSec: r.perSec, p50: s.p50, p95: s.p95 });
  }
  printTable(
    ["API request", "req/s", "p50", "p95"],
    apiRows.map((r) => [r.label, r.perSec.toFixed(1), fmt.ms(r.p50), fmt.ms(r.p95)]),
  );
  // The header preview at scale: 500 posts beside 10k products, in-process (issue #19 figures).
  const preview = await previewAtScale(
    Number(process.env.BENCH_POSTS ?? 500),
    Number(process.env.BENCH_PRODUCTS ?? 10_000),
  );
  console.log(
    `\nSearch preview, ${preview.posts} Index posts + ${preview.products} products, ${preview.samples} keystrokes:`,
  );
  printTable(
    ["part", "p50", "p95"],
    [
      ["products (rfkid_6, 12 + suggestions)", fmt.ms(preview.products_p.p50), fmt.ms(preview.products_p.p95)],
      ["Index articles (4 a page)", fmt.ms(preview.articles_p.p50), fmt.ms(preview.articles_p.p95)],
      ["both (one process answers both)", fmt.ms(preview.pair_p.p50), fmt.ms(preview.pair_p.p95)],
    ],
  );
  console.log(`results: ${saveResults("index", { rows, apiRows, preview })}`);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  child?.kill("SIGINT");
  remove();
}
process.exit(exitCode);
