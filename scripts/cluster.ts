// `npm run cluster [-- --nodes 3 --port 8080]`: the multi-node store on this machine (issue #18 item 5,
// docs/operations.md): N web nodes (default 3) and one worker of the built server, on the machine's
// PostgreSQL (database `ironworks_cluster`, created if missing) through pgbouncer, and the machine's
// Redis, behind haproxy (round-robin, no stickiness). Prints the URL; Ctrl-C stops everything.
// CLUSTER_PG (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL, CLUSTER_DB override.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { ensureDatabase, missingPieces, reachable, root, startCluster } from "./cluster-lib.ts";

const { values } = parseArgs({
  options: { nodes: { type: "string", default: "3" }, port: { type: "string", default: "0" } },
});
const nodes = Number(values.nodes);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error("--nodes: 1 to 16");
const adminUrl = new URL(process.env.CLUSTER_PG ?? "postgres://postgres@127.0.0.1:5432/postgres");
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const database = process.env.CLUSTER_DB ?? "ironworks_cluster";

const missing = missingPieces().filter((m) => !m.includes("build"));
if (missing.length) {
  console.error(`Cannot start the cluster; missing: ${missing.join(", ")}`);
  process.exit(1);
}
const redis = new URL(redisUrl);
for (const [what, host, port] of [
  ["PostgreSQL", adminUrl.hostname, Number(adminUrl.port || 5432)],
  ["Redis", redis.hostname, Number(redis.port || 6379)],
] as const)
  if (!(await reachable(host, port))) {
    console.error(`Cannot start the cluster: ${what} does not answer on ${host}:${port}.`);
    process.exit(1);
  }
if (missingPieces().length) {
  console.log("Building the storefront and the server…");
  const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await ensureDatabase(adminUrl.href, database);
const cluster = await startCluster({
  webNodes: nodes,
  postgres: { host: adminUrl.hostname, port: Number(adminUrl.port || 5432) },
  database,
  redisUrl,
  port: Number(values.port),
  log: (line) => console.log(`  ${line}`),
});
console.log(`\n  Ironworks cluster: ${cluster.url}  (${nodes} web node${nodes > 1 ? "s" : ""} + 1 worker)`);
for (const n of [...cluster.web, ...(cluster.worker ? [cluster.worker] : [])])
  console.log(`    ${n.name.padEnd(7)} ${n.url}  pid ${n.pid()}`);
console.log(`  Logs and configs: ${cluster.dir}\n  Ctrl-C stops everything.\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping haproxy, the nodes and pgbouncer…`);
  await cluster.stop();
  console.log("  stopped.");
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
// A node that exits on its own is reported (the others keep serving; haproxy takes it out).
setInterval(() => {
  if (stopping) return; // Ctrl-C reaches the nodes too: their exits are the stop, not news
  for (const n of [...cluster.web, ...(cluster.worker ? [cluster.worker] : [])]) {
    const exit = n.exits.find((e) => !e.expected && !(e as { told?: boolean }).told);
    if (exit) {
      (exit as { told?: boolean }).told = true;
      console.log(`  ${n.name} exited (${exit.signal ?? exit.code}); see ${cluster.dir}/${n.name}.log`);
    }
  }
}, 1000);
