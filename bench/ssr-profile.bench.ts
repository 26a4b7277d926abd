// Where an uncached page's server CPU goes (issue #16): the compiled server under `node --cpu-prof`,
// the guest page cache off, loaded by autocannon one template at a time (product pages guest and
// signed-in, a category page, home, the cart), then the profile summarised: CPU ms per page by area
// (React render, our components, i18n, turbo-stream, zlib, GC, …) and the top functions by self time.
// BENCH_PROFILE_TARGETS=product,home picks templates; BENCH_DURATION (default 8) seconds each after
// BENCH_WARMUP (2). BENCH_PROFILE_KEEP=1 keeps the .cpuprofile files (their paths are printed).
// One profile per template: the server is restarted per template, so a profile holds one kind of page.
// Prints figures; exits non-zero only when the benchmark cannot run.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { discoverCatalog } from "./lib/catalog.ts";
import { signedInCookie } from "./lib/customer.ts";
import { loadOptionsFromEnv, measure } from "./lib/load.ts";
import { warnIfBusy } from "./lib/report.ts";
import { freePort, ROOT, serverEnv, waitForReady } from "./lib/server.ts";

const opts = loadOptionsFromEnv({ duration: 8, connections: 8, pipelining: 1, warmup: 2 });
const root = process.env.BENCH_PROFILE_ROOT ?? ROOT;
const headers = {
  accept: "text/html,application/xhtml+xml",
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The area a sample is charged to: the first frame from the leaf up that belongs to one. */
const AREAS: [string, (f: ProfileNode["callFrame"]) => boolean][] = [
  ["GC", (f) => f.functionName === "(garbage collector)"],
  [
    "zlib / compression",
    (f) => /node:zlib|compression\.ts/.test(f.url) || /compressStream|brotli/i.test(f.functionName),
  ],
  [
    "i18n (translate/useT/Lingui)",
    (f) =>
      f.url.includes("lingui") ||
      /^(translate|useT|metaT|pageMessagesOf|formatterOf|formatterFor|unpack\w*|narrow\w*)$/.test(f.functionName),
  ],
  [
    "turbo-stream (loader data)",
    (f) =>
      f.url.includes("react-router") &&
      /^(flatten|flattenValue|encode|stringify|encodeViaTurboStream)$/.test(f.functionName),
  ],
  ["react-dom/server (writing HTML)", (f) => f.url.includes("react-dom")],
  ["react (elements, hooks)", (f) => /\/react\/cjs\//.test(f.url)],
  ["our web code (components, loaders)", (f) => f.url.includes("web/build/server")],
  ["react-router (matching, routes, handler)", (f) => f.url.includes("react-router")],
  ["database (drizzle, pglite)", (f) => /drizzle|pglite/.test(f.url)],
  ["http (hono, node-server)", (f) => /hono/.test(f.url)],
  ["server app (main.js)", (f) => f.url.includes("server/build/")],
  ["node internals", (f) => f.url.startsWith("node:")],
];

function summarise(profile: Profile, pages: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  const area = new Map<string, number>();
  let total = 0;
  const inclusiveFn = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000; // ms
    const id = profile.samples[i] as number;
    const leaf = byId.get(id);
    if (!leaf) continue;
    if (leaf.callFrame.functionName === "(idle)" || leaf.callFrame.functionName === "(program)") continue;
    total += dt;
    self.set(id, (self.get(id) ?? 0) + dt);
    let charged: string | undefined;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = (byId.get(cur) as ProfileNode).callFrame;
      if (!charged) for (const [name, test] of AREAS) if (test(f)) charged ??= name;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber}`;
      if (!seen.has(key)) {
        seen.add(key);
        inclusiveFn.set(key, (inclusiveFn.get(key) ?? 0) + dt);
      }
    }
    charged ??= "other (native, unattributed)";
    area.set(charged, (area.get(charged) ?? 0) + dt);
  }
  const selfFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = (byId.get(id) as ProfileNode).callFrame;
    const key = `${f.functionName || "(anon)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber}`;
    selfFn.set(key, (selfFn.get(key) ?? 0) + ms);
  }
  const per = (ms: number) => (ms / pages).toFixed(3);
  console.log(`  busy ${(total / 1000).toFixed(1)} s over ${pages} pages: ${per(total)} ms per page`);
  for (const [name, ms] of [...area].sort((a, b) => b[1] - a[1]))
    console.log(`    ${name.padEnd(32)} ${per(ms).padStart(7)} ms  ${((100 * ms) / total).toFixed(1)} %`);
  console.log("  top self time (ms per page):");
  for (const [name, ms] of [...selfFn].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${per(ms).padStart(7)}  ${name}`);
  console.log("  top inclusive, app server bundle (ms per page):");
  for (const [name, ms] of [...inclusiveFn]
    .filter(([k]) => k.includes("server/index.js") || k.includes("build/main"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40))
    console.log(`    ${per(ms).padStart(7)}  ${name}`);
}

async function profileTarget(name: string, pick: (base: string) => Promise<{ paths: string[]; cookie?: string }>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "ironworks-prof-"));
  const profDir = mkdtempSync(join(tmpdir(), "ironworks-cpuprof-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "--cpu-prof-interval=200", join(root, "apps/server/build/main.js")],
    {
      cwd: root,
      env: { ...serverEnv(port, dataDir), DEV_MAIL_VIEWER: "true", PAGE_CACHE_TTL_MS: "0" },
      stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(base, child);
    const { paths, cookie } = await pick(base);
    // The search index and other start-up work run in slices after /readyz: let them finish first.
    await new Promise((r) => setTimeout(r, Number(process.env.BENCH_PROFILE_SETTLE ?? 15) * 1000));
    const f = await measure(name, [base], paths, opts, { headers: cookie ? { ...headers, cookie } : headers });
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    const file = readdirSync(profDir).find((n) => n.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile written");
    const profile = JSON.parse(readFileSync(join(profDir, file), "utf8")) as Profile;
    // The profile's last `duration` seconds (the measured run; the shutdown after it is short) over
    // the pages measured in it.
    const pages = f.requests;
    console.log(
      `\n${name}: ${f.reqPerSec.toFixed(1)} pages/s, p50 ${f.p50} ms, ${f.non2xx} non-2xx; profile ${join(profDir, file)}`,
    );
    summarise(trimStart(profile), pages);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_PROFILE_KEEP) rmSync(profDir, { recursive: true, force: true });
  }
}

/** Keeps the measured run: the profile's last `duration` seconds. */
function trimStart(profile: Profile): Profile {
  const span = opts.duration * 1e6; // µs
  let t = profile.endTime;
  let i = profile.samples.length;
  while (i > 0 && profile.endTime - t < span) {
    i--;
    t -= profile.timeDeltas[i] ?? 0;
  }
  return { ...profile, samples: profile.samples.slice(i), timeDeltas: profile.timeDeltas.slice(i) };
}

const targets = (process.env.BENCH_PROFILE_TARGETS ?? "product,product-signed-in,category,home,cart").split(",");
console.log(
  `SSR CPU profile of ${root}: ${opts.duration}s per template after ${opts.warmup}s, ${opts.connections} connections`,
);
warnIfBusy();
const products = async (base: string) => (await discoverCatalog(base, { want: 20 })).products.map((p) => p.url);
for (const target of targets) {
  if (target === "product") await profileTarget("product pages, guest", async (b) => ({ paths: await products(b) }));
  else if (target === "product-signed-in")
    await profileTarget("product pages, signed-in", async (b) => ({
      paths: await products(b),
      cookie: await signedInCookie(b),
    }));
  else if (target === "category")
    await profileTarget("category page", async (b) => ({
      paths: [(await discoverCatalog(b, { want: 1 })).categoryUrl],
    }));
  else if (target === "home") await profileTarget("home", async () => ({ paths: ["/"] }));
  else if (target === "cart") await profileTarget("cart (guest, empty)", async () => ({ paths: ["/cart"] }));
  else throw new Error(`unknown target ${target}`);
}
