// Issue 17 item 5: how long a staff price/name edit made in one process takes to show in another
// server process on the same PostgreSQL — on its product page (guest page cache), its product API and
// its search — and what the other process's ordinary requests cost meanwhile (ADR 0038 addendum).
//
// Process B is a real server (main.ts, spawned on a fresh database of TEST_DATABASE_URL's server,
// default postgres://postgres@127.0.0.1:5432/test). Process A is this one: the server's services on
// the same database, editing through the staff catalog service (the code behind
// PUT /svc_staff/products/:id: version check, catalog write seam, audit row, announce after commit).
// Two transports: Redis pub/sub (REDIS_URL, default redis://127.0.0.1:6379) and PostgreSQL
// LISTEN/NOTIFY (no Redis). Two ways the change is announced:
//   - "patch": as the write seam announces it, naming the product: B patches that product into each
//     search index built (English and German here);
//   - "rebuild": the same edit announced without naming products, as every change was before: B
//     builds its search index again (and its German one on the next German query).
// Per mode: p50/p95 over BENCH_EDITS edits (default 20) of the time from the edit's commit until B
// shows it, per surface; and p95 of ordinary requests on B (another product's API read and a German
// search, 2 at a time) without edits and during the edits. Prints figures, never fails on them.
// B runs as deployed (NODE_ENV=production; BENCH_B_ENV=test runs it with the test settings and
// React's development build, as before). BENCH_TRANSPORTS=redis,postgres and BENCH_MODES=patch,rebuild
// choose the rows. The load column is the 1-minute load average over the row (start and end averaged).
// The Index (issue #19, ADR 0055): per transport, BENCH_INDEX_PUBLISHES (default 10) posts published
// through the Index editor on A, each timed until B shows it on its post page, its WordPress API's
// first page (a 6 h data cache) and its hub, all read (and cached) on B just before; each post is
// unpublished again before the next. BENCH_MODES= (empty) leaves out the catalog rows.
// Saves bench/results/invalidation.json.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Category, MenuCategory, Product, SearchResponse, SearchTokens } from "@ironworks/contracts";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { freePort } from "./lib/server.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const EDITS = Math.max(1, Number(process.env.BENCH_EDITS ?? 20));
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 5000);
const LIMIT_MS = 30_000;

const { createDatabase } = await import("@ironworks/db");
type Db = import("@ironworks/db").Db;
const { createMemoryCache } = await import("../apps/server/src/platform/cache.ts");
const { loadConfig } = await import("../apps/server/src/platform/config.ts");
const { createLogger } = await import("../apps/server/src/platform/logger.ts");
const { createServices } = await import("../apps/server/src/services.ts");
const { startServerProcess } = await import("../apps/server/src/testing/server-process.ts");
const { auditingActor } = await import("../apps/server/src/services/staff/index.ts");
const PUBLISHES = Math.max(0, Number(process.env.BENCH_INDEX_PUBLISHES ?? 10));
type IndexSurface = "page" | "api" | "hub";
const indexRows: { transport: string; seen: Record<IndexSurface | "all", number[]>; load: number }[] = [];

type Surface = "page" | "api" | "search";
type Mode = "patch" | "rebuild";
interface Row {
  transport: string;
  mode: Mode;
  seen: Record<Surface | "all", number[]>;
  quiet: number[];
  during: number[];
  load: number;
}

warnIfBusy();
const rows: Row[] = [];
/** What a production process needs beyond the test settings (bench/lib/server.ts serverEnv). */
function productionEnv(): { NODE_ENV: string; DATA_DIR: string; SEARCH_TOKEN_SECRET: string } {
  return {
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(join(tmpdir(), "ironworks-bench-")),
    SEARCH_TOKEN_SECRET: process.env.SEARCH_TOKEN_SECRET ?? "bench-only-search-token-secret-0123456789",
  };
}
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? "redis,postgres").split(",") as ("redis" | "postgres")[];
const MODES = (process.env.BENCH_MODES ?? "patch,rebuild").split(",").filter(Boolean) as Mode[];
for (const transport of TRANSPORTS) {
  // B runs as deployed (NODE_ENV=production: React's production build renders its pages); the
  // development build renders the same page several times slower (BENCH_B_ENV=test to compare).
  const deployed: Partial<ReturnType<typeof productionEnv>> = process.env.BENCH_B_ENV === "test" ? {} : productionEnv();
  const env = { ...deployed, ...(transport === "redis" ? { REDIS_URL } : { REDIS_URL: undefined }) };
  console.error(`[${transport}] starting the other server process (fresh database, seeded)…`);
  const b = await startServerProcess({ port: await freePort(), env, readyMs: 300_000 });
  const database = await createDatabase({ databaseUrl: b.databaseUrl, poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...(transport === "redis" ? { REDIS_URL } : {}),
  } as NodeJS.ProcessEnv);
  const a = createServices(database, createMemoryCache(), { config, logger: createLogger("silent") });
  await a.changes.ready();
  console.error(`[${transport}] ready; finding products to edit…`);
  const get = async <T>(path: string, init?: RequestInit): Promise<{ ms: number; body: T; text: string }> => {
    const t = performance.now();
    const res = await fetch(`${b.base}${path}`, init);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}\n${b.output().slice(-800)}`);
    const body = (res.headers.get("content-type") ?? "").includes("json") ? (JSON.parse(text) as T) : (text as T);
    return { ms: performance.now() - t, body, text };
  };
  const tokens = (await get<SearchTokens>("/svc_ssr/site/USA/rfktkn")).body;
  const search = (keyphrase: string, language: string) =>
    get<SearchResponse>(tokens.apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.token}` },
      body: JSON.stringify({
        data: { query: { keyphrase: { value: [keyphrase] } }, n_item: 24, context: { locale: { language } } },
      }),
    });

  // The products edited (simple ones of the first categories, sold in the US) and one that is not,
  // for the ordinary requests.
  const menu = (await get<MenuCategory[]>("/svc_content/catalog/menu")).body;
  const candidates: Product[] = [];
  for (const c of menu.flatMap((m) => m.children)) {
    const category = (await get<Category>(`/svc_content/catalog/category/${c.id}`)).body;
    for (const item of category.products) {
      const p = (await get<Product>(`/svc_content/catalog/product/${item.productId}`)).body;
      if (p.type === "simple" && p.price && !candidates.some((x) => x.productId === p.productId)) candidates.push(p);
      if (candidates.length >= 6) break;
    }
    if (candidates.length >= 6) break;
  }
  const [other, ...edited] = candidates;
  if (!other || edited.length === 0) throw new Error("no simple products found to edit");
  // B has built its German index too (a language's index is built on its first query).
  await search("Hantel", "de");

  /** Ordinary requests on B, two at a time, until stopped: their latencies. */
  const ordinary = () => {
    const samples: number[] = [];
    let running = true;
    const loop = async (i: number) => {
      while (running) {
        const r =
          i % 2 === 0 ? await get(`/svc_content/catalog/product/${other.productId}`) : await search("Kurzhantel", "de");
        samples.push(r.ms);
      }
    };
    const loops = [loop(0), loop(1)];
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return samples;
      },
    };
  };

  console.error(`[${transport}] ordinary requests without edits…`);
  const quietLoad = ordinary();
  await new Promise((r) => setTimeout(r, QUIET_MS));
  const quiet = await quietLoad.stop();

  let n = 0;
  for (const mode of MODES) {
    const seen: Row["seen"] = { page: [], api: [], search: [], all: [] };
    const loadAtStart = loadavg()[0] ?? 0;
    console.error(`[${transport}] ${EDITS} edits, announced as a ${mode}…`);
    const during = ordinary();
    for (let i = 0; i < EDITS; i++) {
      const target = edited[i % edited.length] as Product;
      const now = await a.staff.catalog.get(target.productId);
      n++;
      const name = `Ironworks Edit ${n} ${target.name.split(" - ")[0]}`.slice(0, 200);
      const price = 100_00 + n * 7; // minor units
      const edit = { version: now.version, name, prices: [{ storeId: 1, price }] };
      if (mode === "patch") {
        await a.staff.catalog.edit(
          { id: 0, email: "bench@ironworks.test", role: "merchandiser" },
          target.productId,
          edit,
        );
      } else {
        // The same write, announced as before this change: no product named, so B builds again.
        const update = await database.db.transaction((tx) =>
          a.catalog.updateProduct(
            target.productId,
            { prices: edit.prices, copy: [{ locale: "en", name }] },
            { tx: tx as unknown as Db },
          ),
        );
        a.catalog.announce(update.topics, []);
      }
      const started = performance.now();
      const expected = price / 100;
      const until = async (surface: Surface, seenNow: () => Promise<boolean>) => {
        while (!(await seenNow())) {
          if (performance.now() - started > LIMIT_MS) throw new Error(`${surface}: edit not seen in ${LIMIT_MS} ms`);
          await new Promise((r) => setTimeout(r, 10));
        }
        const ms = performance.now() - started;
        seen[surface].push(ms);
        return ms;
      };
      const times = await Promise.all([
        until("page", async () => (await get<string>(target.url)).text.includes(name)),
        until("api", async () => {
          const p = (await get<Product>(`/svc_content/catalog/product/${target.productId}`)).body;
          return p.name === name && p.price === expected;
        }),
        until("search", async () =>
          (await search(target.sku, "en")).body.content.product.value.some(
            (p) => p.name === name && p.price === expected,
          ),
        ),
      ]);
      seen.all.push(Math.max(...times));
    }
    const duringSamples = await during.stop();
    rows.push({
      transport,
      mode,
      seen,
      quiet,
      during: duringSamples,
      load: ((loadavg()[0] ?? 0) + loadAtStart) / 2,
    });
  }

  if (PUBLISHES > 0) {
    console.error(`[${transport}] ${PUBLISHES} Index posts published on A…`);
    const author = { ...auditingActor({ id: 0, email: "bench@ironworks.test" }, "index_post"), mayWriteCode: false };
    const seen: Record<IndexSurface | "all", number[]> = { page: [], api: [], hub: [], all: [] };
    const loadAtStart = loadavg()[0] ?? 0;
    const status = async (path: string) => {
      const res = await fetch(`${b.base}${path}`);
      return { status: res.status, text: await res.text() };
    };
    for (let i = 0; i < PUBLISHES; i++) {
      const slug = `bench-publish-${transport}-${Date.now().toString(36)}-${i}`;
      const title = `Bench publish ${slug}`;
      const post = await a.indexEditor.create(author, {
        categoryIds: [205],
        tagIds: [782],
        authorId: 9,
        featuredImage: "/media/banner/rack/index-test-build-1.svg",
        featuredVideo: null,
        skus: [],
        sticky: false,
        texts: [
          { lang: "en", slug, title, excerpt: "", html: '<p>Published on A.</p><div data-product-sku="RK1001"></div>' },
        ],
      });
      const page = `/theindex/gym-builds/${slug}`;
      const api = "/wp-json/wp/v2/posts?_fields=id,slug";
      // B holds all three (the page's 404 too) before the publish.
      await Promise.all([status(page), status(api), status("/theindex")]);
      await a.indexEditor.setStatus(author, post.id, { status: "publish" });
      const started = performance.now();
      const until = async (surface: IndexSurface, seenNow: () => Promise<boolean>) => {
        while (!(await seenNow())) {
          if (performance.now() - started > LIMIT_MS) throw new Error(`index ${surface}: not seen in ${LIMIT_MS} ms`);
          await new Promise((r) => setTimeout(r, 10));
        }
        const ms = performance.now() - started;
        seen[surface].push(ms);
        return ms;
      };
      const times = await Promise.all([
        until("page", async () => (await status(page)).status === 200),
        until("api", async () => (await status(api)).text.includes(slug)),
        until("hub", async () => (await status("/theindex")).text.includes(title)),
      ]);
      seen.all.push(Math.max(...times));
      await a.indexEditor.setStatus(author, post.id, { status: "draft" });
      const gone = performance.now();
      while ((await status(page)).status !== 404 && performance.now() - gone < LIMIT_MS)
        await new Promise((r) => setTimeout(r, 10));
    }
    indexRows.push({ transport, seen, load: ((loadavg()[0] ?? 0) + loadAtStart) / 2 });
  }

  await a.changes.close();
  a.flags.stop();
  await database.close();
  await b.stop();
  if (deployed.DATA_DIR) rmSync(deployed.DATA_DIR, { recursive: true, force: true });
}

const p = (xs: number[], q: "p50" | "p95") => fmt.ms(stats(xs)[q]);
if (rows.length) {
  console.log(`\nA staff edit on one process, seen by another on the same PostgreSQL (${EDITS} edits per row)`);
  printTable(
    [
      "transport / announce",
      "page p50",
      "page p95",
      "API p50",
      "API p95",
      "search p50",
      "search p95",
      "all p50",
      "all p95",
      "load",
    ],
    rows.map((r) => [
      `${r.transport} / ${r.mode}`,
      p(r.seen.page, "p50"),
      p(r.seen.page, "p95"),
      p(r.seen.api, "p50"),
      p(r.seen.api, "p95"),
      p(r.seen.search, "p50"),
      p(r.seen.search, "p95"),
      p(r.seen.all, "p50"),
      p(r.seen.all, "p95"),
      r.load.toFixed(1),
    ]),
  );
  console.log("\nOrdinary requests on the other process (another product's API read, a German search; 2 at a time)");
  printTable(
    ["transport / announce", "requests", "p50", "p95", "p95 without edits", "ratio p95"],
    rows.map((r) => [
      `${r.transport} / ${r.mode}`,
      String(r.during.length),
      p(r.during, "p50"),
      p(r.during, "p95"),
      p(r.quiet, "p95"),
      `×${(stats(r.during).p95 / stats(r.quiet).p95).toFixed(2)}`,
    ]),
  );
}
for (const transport of ["redis", "postgres"]) {
  const patch = rows.find((r) => r.transport === transport && r.mode === "patch");
  const rebuild = rows.find((r) => r.transport === transport && r.mode === "rebuild");
  if (patch && rebuild)
    console.log(
      `${transport}: edit seen everywhere p50/p95 ${p(patch.seen.all, "p50")}/${p(patch.seen.all, "p95")} with patches against ${p(rebuild.seen.all, "p95")} rebuilding (×${(stats(rebuild.seen.all).p95 / stats(patch.seen.all).p95).toFixed(1)})`,
    );
}
if (indexRows.length) {
  console.log(
    `\nAn Index post published on one process, seen by another (post page, WP API first page, hub; ${PUBLISHES} per row)`,
  );
  printTable(
    ["transport", "page p50", "page p95", "API p50", "API p95", "hub p50", "hub p95", "all p50", "all p95", "load"],
    indexRows.map((r) => [
      r.transport,
      p(r.seen.page, "p50"),
      p(r.seen.page, "p95"),
      p(r.seen.api, "p50"),
      p(r.seen.api, "p95"),
      p(r.seen.hub, "p50"),
      p(r.seen.hub, "p95"),
      p(r.seen.all, "p50"),
      p(r.seen.all, "p95"),
      r.load.toFixed(1),
    ]),
  );
}
console.log(
  `load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const path = saveResults("invalidation", {
  edits: EDITS,
  rows: rows.map((r) => ({
    transport: r.transport,
    mode: r.mode,
    loadAvg: Number(r.load.toFixed(2)),
    seen: Object.fromEntries(Object.entries(r.seen).map(([k, v]) => [k, stats(v)])),
    ordinaryDuringEdits: stats(r.during),
    ordinaryWithoutEdits: stats(r.quiet),
  })),
  indexPublishes: PUBLISHES,
  index: indexRows.map((r) => ({
    transport: r.transport,
    loadAvg: Number(r.load.toFixed(2)),
    seen: Object.fromEntries(Object.entries(r.seen).map(([k, v]) => [k, stats(v)])),
  })),
});
console.log(`saved ${path}`);
