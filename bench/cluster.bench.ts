// `npm run bench:cluster`: issue #18's figures for the multi-node store (ADR 0044). For 1, 2 and 3 web
// nodes behind haproxy (pgbouncer in front of the machine's PostgreSQL, database iw_cluster_bench,
// created and seeded on first use; the machine's Redis): throughput of the mixed load (browse, search,
// cart, checkout, account), and CPU per request (the web nodes' process CPU time / requests served);
// then, at 3 nodes, invalidation latency p50/p95 (a price written and published → every node serves it).
// BENCH_SECONDS (default 20) per step, BENCH_USERS (default 12) shoppers, BENCH_CHANGES (default 20).
// Job latency (commit → delivery) is the jobs bench's (bench/jobs). Saves bench/results/cluster.json.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createChangeBus } from "../apps/server/src/platform/changes.ts";
import { closeRedis, createRedisClient } from "../apps/server/src/platform/redis.ts";
import {
  ensureDatabase,
  freshRedisDatabase,
  missingPieces,
  removeDir,
  startCluster,
  waitFor,
} from "../scripts/cluster-lib.ts";
import { loadCatalog, percentile, printSummary, startLoad, summarise } from "../scripts/cluster-load.ts";
import { printTable, saveResults, warnIfBusy } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 12);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const adminUrl = new URL(process.env.CLUSTER_PG ?? "postgres://postgres@127.0.0.1:5432/postgres");
const machineRedis = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** A Redis database of the bench's own, its throttle counters cleared before each step. */
const REDIS_DB = Number(process.env.CLUSTER_BENCH_REDIS_DB ?? 10);
let redisUrl = await freshRedisDatabase(machineRedis, REDIS_DB);
const database = "iw_cluster_bench";

const missing = missingPieces();
if (missing.length) {
  console.error(`bench:cluster needs ${missing.join(", ")}`);
  process.exit(1);
}
warnIfBusy();
await ensureDatabase(adminUrl.href, database);
const dbUrl = new URL(adminUrl.href);
dbUrl.pathname = `/${database}`;
const pool = new pg.Pool({ connectionString: dbUrl.href, max: 2 });
const catalog = loadCatalog();
const rows: (string | number)[][] = [];
const results: Record<string, unknown> = {};
const redis = createRedisClient(redisUrl, { logger: { warn: () => undefined, info: () => undefined } });

for (const nodes of [1, 2, 3]) {
  const dir = mkdtempSync(join(tmpdir(), "iw-bench-cluster-"));
  chmodSync(dir, 0o755); // pgbouncer runs as the postgres user
  redisUrl = await freshRedisDatabase(machineRedis, REDIS_DB);
  const cluster = await startCluster({
    webNodes: nodes,
    postgres: { host: adminUrl.hostname, port: Number(adminUrl.port || 5432) },
    database,
    redisUrl,
    dir,
    log: (l) => console.log(`  [${nodes}] ${l}`),
    env: {
      CAPTCHA_TOKENLESS_PER_HOUR: "100000",
      // The store-wide captcha-free budget too (100 per 10 minutes): the load's checkouts carry no token.
      CAPTCHA_TOKENLESS_PER_10_MINUTES: "1000000",
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
      LIST_CREATIONS_PER_ADDRESS_PER_HOUR: "100000",
    },
  });
  const interrupted = () => void cluster.stop().then(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    await pool.query("update catalog_inventory set qoh = 1000000 where product_id = any($1)", [catalog.buyable]);
    const tag = randomBytes(4).toString("hex");
    // Warm-up (JIT, caches), then the measured window.
    const warm = startLoad({ url: cluster.url, users: USERS, catalog, customers: [], emailTag: tag });
    await waitFor("warm-up", () => warm.samples.length >= 100 * nodes, 120_000);
    await warm.stop();
    const cpuBefore = cluster.web.map((n) => n.cpuMs());
    const load = startLoad({ url: cluster.url, users: USERS, catalog, customers: [], emailTag: tag });
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    await load.stop();
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = cluster.web.reduce((sum, n, i) => sum + n.cpuMs() - (cpuBefore[i] ?? 0), 0);
    const ok = load.samples.filter((s) => s.status > 0 && s.status < 500);
    const total = summarise(load.samples).find((r) => r.node === "total");
    console.log(`\n${nodes} web node(s):`);
    printSummary(summarise(load.samples));
    if (load.anomalies.length) console.log(`  unexpected answers: ${load.anomalies.slice(0, 5).join(" | ")}`);
    const rps = ok.length / seconds;
    rows.push([
      nodes,
      ok.length,
      `${rps.toFixed(1)} req/s`,
      `${(cpuMs / Math.max(1, ok.length)).toFixed(1)} ms`,
      `${total?.p50.toFixed(0)} ms`,
      `${total?.p95.toFixed(0)} ms`,
      `${total?.p99.toFixed(0)} ms`,
      load.acknowledged.length,
      total?.errors ?? 0,
    ]);
    results[`nodes@${nodes}`] = {
      requests: ok.length,
      seconds,
      rps,
      cpuMsPerRequest: cpuMs / Math.max(1, ok.length),
      p50: total?.p50,
      p95: total?.p95,
      p99: total?.p99,
      orders: load.acknowledged.length,
      errors: total?.errors,
    };

    if (nodes === 3) {
      // Invalidation latency: a price written and published on the bus (as a node's write seam does)
      // until every node serves it, with the load running.
      const versions = {
        bump: async (topic: string) =>
          Number(
            (
              await pool.query(
                "insert into change_versions (topic, version) values ($1, 1) on conflict (topic) do update set version = change_versions.version + 1 returning version",
                [topic],
              )
            ).rows[0]?.version,
          ),
        read: async () =>
          new Map(
            (await pool.query("select topic, version from change_versions")).rows.map(
              (r: { topic: string; version: string }) => [r.topic, Number(r.version)] as const,
            ),
          ),
      };
      const bus = createChangeBus({ redis, versions });
      await bus.ready();
      const background = startLoad({ url: cluster.url, users: USERS, catalog, customers: [], emailTag: tag });
      const path = `/svc_content/catalog/product/${catalog.priced}`;
      const all: number[] = [];
      for (let i = 0; i < CHANGES; i++) {
        for (const n of cluster.web) await fetch(`${n.url}${path}`).then((r) => r.arrayBuffer());
        const price = (20_000 + Math.floor(Math.random() * 70_000)) * 10 + 3;
        await pool.query("update catalog_product_prices set price = $1 where product_id = $2 and store_id = 1", [
          price,
          catalog.priced,
        ]);
        const t = performance.now();
        bus.publish("price", { productIds: [catalog.priced] });
        const text = (price / 100).toFixed(2);
        await Promise.all(
          cluster.web.map(async (n) => {
            await waitFor(
              `${n.name} serves the price`,
              async () => {
                const r = await fetch(`${n.url}${path}`);
                return (await r.text()).includes(text);
              },
              30_000,
              5,
            );
            all.push(performance.now() - t);
          }),
        );
      }
      await background.stop();
      await bus.close();
      all.sort((a, b) => a - b);
      results.invalidation = {
        changes: CHANGES,
        samples: all.length,
        p50: percentile(all, 50),
        p95: percentile(all, 95),
        max: all.at(-1),
      };
      console.log(
        `\nInvalidation latency (publish → node serves the new price, ${all.length} node×changes under load): p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, max ${all.at(-1)?.toFixed(0)} ms`,
      );
    }
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await cluster.stop();
    removeDir(dir);
  }
}
await pool.end();
await closeRedis(redis);

console.log(
  `\nMixed load, ${USERS} shoppers, ${SECONDS} s per step (2 cores shared with the nodes, haproxy, pgbouncer, PostgreSQL and the load itself):`,
);
printTable(["web nodes", "requests", "throughput", "CPU / request", "p50", "p95", "p99", "orders", "errors"], rows);
saveResults("cluster", results);
