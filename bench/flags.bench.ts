// Feature-flag streaming: how long one flag change takes to reach 1,000 open /sub streams, and the
// server memory each open stream costs. Loopback only: a spawned production server (or
// BENCH_BASE_URL with DATA_DIR), streams from 127.0.0.2… so the per-address cap (20) holds.
// Flags change through the admin door the CLI uses (token from DATA_DIR/flags-admin.json), plus one
// run of the CLI itself. Saves bench/results/flags.json.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";
import { ROOT, spawnServer, waitForReady } from "./lib/server.ts";

const STREAMS = Math.min(Number(process.env.BENCH_STREAMS ?? 1000), 5000);
const FLIPS = Math.min(Number(process.env.BENCH_FLIPS ?? 10), 100);
const PER_ADDRESS = 20;
const CLIENT_KEY = "sdk-ironworks-storefront";
const DEADLINE_MS = 30_000;

interface Admin {
  pid: number;
  url: string;
  token: string;
}

interface Stream {
  req: http.ClientRequest;
  tail: string;
  /** Called with the arrival time of each chunk that completes the marker we wait for. */
  onMarker: ((at: number) => void) | null;
  marker: string;
}

function openStream(base: URL, index: number, marker: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const localAddress = `127.0.0.${2 + Math.floor(index / PER_ADDRESS)}`;
    const stream: Stream = { req: null as unknown as http.ClientRequest, tail: "", onMarker: null, marker };
    let opened = false;
    stream.req = http.get(
      { host: base.hostname, port: base.port, path: `/sub/${CLIENT_KEY}`, localAddress, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream ${index}: HTTP ${res.statusCode}`));
          return;
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const text = stream.tail + chunk;
          if (!opened && text.includes("event: features")) {
            opened = true;
            resolve(stream);
          }
          if (stream.onMarker && text.includes(stream.marker)) {
            const done = stream.onMarker;
            stream.onMarker = null;
            done(performance.now());
          }
          stream.tail = text.slice(-200);
        });
      },
    );
    stream.req.on("error", (err) => {
      if (!opened) reject(err);
    });
  });
}

async function admin(adminInfo: Admin, method: string, path: string, body?: unknown) {
  const res = await fetch(`${adminInfo.url}/_admin${path}`, {
    method,
    headers: { authorization: `Bearer ${adminInfo.token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`admin ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

function rssOf(pid: number): number | undefined {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function memory(adminInfo: Admin) {
  const stats = (await admin(adminInfo, "GET", "/flags/stats")) as {
    streams: { open: number };
    memory: { rss: number; heapUsed: number; external: number; arrayBuffers: number };
  };
  return { open: stats.streams.open, ...stats.memory, procRss: rssOf(adminInfo.pid) };
}

/** Sets `debug` and waits until every stream has seen the payload with the new value. */
async function flip(streams: Stream[], value: boolean, change: () => Promise<unknown>) {
  const marker = `"debug":{"defaultValue":${value}}`;
  const arrivals: number[] = [];
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`only ${arrivals.length}/${streams.length} streams in time`)),
      DEADLINE_MS,
    );
    for (const s of streams) {
      s.marker = marker;
      s.onMarker = (at) => {
        arrivals.push(at);
        if (arrivals.length === streams.length) {
          clearTimeout(timer);
          resolve();
        }
      };
    }
  });
  const started = performance.now();
  await change();
  const acknowledged = performance.now();
  await all;
  return { started, acknowledged, arrivals: arrivals.map((a) => a - started) };
}

function runCli(dataDir: string, ...args: string[]): Promise<void> {
  const { DATABASE_URL: _, ...env } = process.env;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/flags.ts", ...args],
      { cwd: ROOT, env: { ...env, DATA_DIR: dataDir }, timeout: 60_000 },
      (err, _out, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve()),
    );
  });
}

async function main() {
  warnIfBusy();
  const external = process.env.BENCH_BASE_URL?.replace(/\/$/, "");
  let dataDir: string;
  let stop = async () => {};
  let ownDir: string | null = null;
  if (external) {
    if (!process.env.DATA_DIR) throw new Error("with BENCH_BASE_URL, set DATA_DIR to that server's data directory");
    dataDir = process.env.DATA_DIR;
    await waitForReady(external, undefined, 30_000);
  } else {
    ownDir = mkdtempSync(join(tmpdir(), "ironworks-bench-flags-"));
    dataDir = ownDir;
    const server = await spawnServer({ DATA_DIR: dataDir, HOST: "127.0.0.1" });
    stop = () => server.stop();
  }
  const adminInfo = JSON.parse(readFileSync(join(dataDir, "flags-admin.json"), "utf8")) as Admin;
  if (!/^http:\/\/(127\.|\[::1\]|localhost)/.test(adminInfo.url)) throw new Error("loopback servers only");
  const base = new URL(adminInfo.url);

  try {
    await admin(adminInfo, "PUT", "/flags/debug", { value: false });
    // Let the server settle (JIT, first requests) before the baseline.
    await new Promise((r) => setTimeout(r, 1000));
    const before = await memory(adminInfo);

    const streams: Stream[] = [];
    const openStarted = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => openStream(base, i + j, ""));
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openStarted;
    await new Promise((r) => setTimeout(r, 1000));
    const after = await memory(adminInfo);

    // One more stream from an address that already has PER_ADDRESS: refused.
    const refused = await new Promise<number>((resolve) => {
      http
        .get(
          { host: base.hostname, port: base.port, path: `/sub/${CLIENT_KEY}`, localAddress: "127.0.0.2", agent: false },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on("error", () => resolve(0));
    });

    const runs: { ackMs: number; first: number; p50: number; p95: number; p99: number; last: number }[] = [];
    for (let i = 0; i < FLIPS; i++) {
      const value = i % 2 === 0;
      const { acknowledged, started, arrivals } = await flip(streams, value, () =>
        admin(adminInfo, "PUT", "/flags/debug", { value }),
      );
      const s = stats(arrivals);
      runs.push({
        ackMs: acknowledged - started,
        first: Math.min(...arrivals),
        p50: s.p50,
        p95: s.p95,
        p99: s.p99,
        last: s.max,
      });
      await new Promise((r) => setTimeout(r, 200));
    }

    // The CLI end to end: process start (tsx) → write through the server → every stream.
    const lastValue = FLIPS % 2 === 1;
    const cli = await flip(streams, !lastValue, () => runCli(dataDir, "set", "debug", !lastValue ? "on" : "off"));
    const cliRun = {
      commandMs: cli.acknowledged - cli.started,
      lastAfterExitMs: Math.max(...cli.arrivals) - (cli.acknowledged - cli.started),
    };

    for (const s of streams) s.req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    const closed = await memory(adminInfo);

    const perStream = {
      rssBytes: (after.rss - before.rss) / STREAMS,
      heapBytes: (after.heapUsed - before.heapUsed) / STREAMS,
      externalBytes: (after.external - before.external) / STREAMS,
    };
    const median = (key: keyof (typeof runs)[number]) => stats(runs.map((r) => r[key])).p50;

    console.log(
      `\nFlag change → ${STREAMS} open /sub streams (${FLIPS} changes; times from the admin PUT being sent)\n`,
    );
    printTable(
      ["change", "PUT answered", "first stream", "p50 stream", "p95 stream", "p99 stream", "all streams"],
      [
        ...runs.map((r, i) => [
          `#${i + 1}`,
          fmt.ms(r.ackMs),
          fmt.ms(r.first),
          fmt.ms(r.p50),
          fmt.ms(r.p95),
          fmt.ms(r.p99),
          fmt.ms(r.last),
        ]),
        [
          "median",
          fmt.ms(median("ackMs")),
          fmt.ms(median("first")),
          fmt.ms(median("p50")),
          fmt.ms(median("p95")),
          fmt.ms(median("p99")),
          fmt.ms(median("last")),
        ],
      ],
    );
    console.log(
      `\nCLI (npm run flags -- set debug …): command ${fmt.ms(cliRun.commandMs)} (mostly tsx start-up); last stream ${fmt.ms(cliRun.lastAfterExitMs)} after it exited`,
    );
    console.log(
      `\nOpening ${STREAMS} streams took ${fmt.ms(openMs)}; stream ${STREAMS + 1} from a full address: HTTP ${refused}`,
    );
    printTable(
      ["server memory", "before", `${STREAMS} open`, "after closing", "per open stream"],
      [
        ["rss", fmt.kb(before.rss), fmt.kb(after.rss), fmt.kb(closed.rss), `${fmt.kb(perStream.rssBytes)}`],
        [
          "heap used",
          fmt.kb(before.heapUsed),
          fmt.kb(after.heapUsed),
          fmt.kb(closed.heapUsed),
          `${fmt.kb(perStream.heapBytes)}`,
        ],
        [
          "external",
          fmt.kb(before.external),
          fmt.kb(after.external),
          fmt.kb(closed.external),
          `${fmt.kb(perStream.externalBytes)}`,
        ],
      ],
    );
    console.log(`open streams after closing: ${closed.open}`);
    const path = saveResults("flags", {
      streams: STREAMS,
      flips: FLIPS,
      perAddress: PER_ADDRESS,
      runs,
      median: {
        ackMs: median("ackMs"),
        first: median("first"),
        p50: median("p50"),
        p95: median("p95"),
        last: median("last"),
      },
      cli: cliRun,
      openMs,
      refusedStatus: refused,
      memory: { before, after, closed, perStream },
    });
    console.log(`\nsaved ${path}`);
  } finally {
    await admin(adminInfo, "PUT", "/flags/debug", { value: false }).catch(() => {});
    await stop();
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
