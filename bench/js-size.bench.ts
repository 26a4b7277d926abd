// JavaScript (gzip) loaded by each route's first view, in a fresh browser context per route:
// every script response until network idle, each body gzipped here (zlib level 9) to be exact.
// Inline <script> text in the document is reported beside it (it is mostly serialized loader data).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "./lib/chromium.ts";
import { discoverCatalog } from "./lib/catalog.ts";
import { fmt, printTable, saveResults } from "./lib/report.ts";
import { type BenchServer, ROOT, startServer } from "./lib/server.ts";

const BUDGET_BYTES = 100 * 1024;
/** Issue 16 item 4: what a route adds above the framework floor, and script files in all. */
const ABOVE_FLOOR_BUDGET_BYTES = 15 * 1024;
const FILES_BUDGET = 12;
/**
 * Framework chunks (React, React DOM, React Router, the bundler runtime): React Router's own
 * entry.client, our `framework` group (apps/web/vite.config.ts), or, without that group, rolldown's
 * automatic chunk-XXXXXXXX / jsx-runtime chunks. The floor is those shared by every route.
 */
const FRAMEWORK_CHUNK =
  /^\/assets\/(entry\.client|framework|chunk-[A-Z0-9]{8}|jsx-runtime|rolldown-runtime)-[\w-]+\.js$/;
const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

interface RouteFigures {
  name: string;
  path: string;
  status: number | null;
  scripts: { url: string; status: number; raw: number; gzip: number }[];
  jsRaw: number;
  jsGzip: number;
  /** jsGzip minus the framework floor (see FRAMEWORK_CHUNK). */
  aboveFloorGzip: number;
  inlineGzip: number;
  withinBudget: boolean;
  withinItemBudget: boolean;
  error?: string;
}

let server: BenchServer | undefined;
let exitCode = 0;
try {
  server = await startServer();
  const base = server.baseUrl;
  const us = await discoverCatalog(base, { want: 1 });
  const de = await discoverCatalog(base, { site: "EUR", prefix: "/de", want: 1 });
  const gb = await discoverCatalog(base, { site: "GBR", prefix: "/gb", want: 1 });
  const routes: [string, string][] = [
    ["home", "/"],
    ["category", us.categoryUrl],
    ["product (USA)", us.products[0]?.url ?? "/"],
    ["product (/de)", de.products[0]?.url ?? "/de"],
    ["product (/gb)", gb.products[0]?.url ?? "/gb"],
    ["cart", "/cart"],
    ["search", "/search?q=bar"],
    ["checkout", "/checkout"],
  ];

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const figures: RouteFigures[] = [];
  try {
    for (const [name, path] of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const seen = new Map<string, Promise<RouteFigures["scripts"][number] | undefined>>();
      page.on("response", (res: Response) => {
        const url = res.url();
        const isJs = res.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
        if (!isJs || seen.has(url)) return;
        seen.set(
          url,
          res.body().then(
            (body) => ({ url: url.replace(base, ""), status: res.status(), raw: body.length, gzip: gz(body) }),
            () => undefined,
          ),
        );
      });
      let status: number | null = null;
      let error: string | undefined;
      try {
        const res = await page.goto(`${base}${path}`, { waitUntil: "networkidle", timeout: 60_000 });
        status = res?.status() ?? null;
      } catch (err) {
        error = (err as Error).message.split("\n")[0];
      }
      const inline = await page
        .evaluate(() =>
          [...document.querySelectorAll("script:not([src])")]
            .filter((s) => !s.getAttribute("type") || /javascript|module/.test(s.getAttribute("type") ?? ""))
            .map((s) => s.textContent ?? "")
            .join("\n"),
        )
        .catch(() => "");
      const scripts = (await Promise.all(seen.values())).filter((s) => s !== undefined);
      await context.close();
      const jsGzip = scripts.reduce((n, s) => n + s.gzip, 0);
      figures.push({
        name,
        path,
        status,
        scripts,
        jsRaw: scripts.reduce((n, s) => n + s.raw, 0),
        jsGzip,
        aboveFloorGzip: 0,
        inlineGzip: inline ? gz(inline) : 0,
        withinBudget: jsGzip <= BUDGET_BYTES,
        withinItemBudget: false,
        ...(error ? { error } : {}),
      });
    }
  } finally {
    await browser.close();
  }

  const floor = frameworkFloor(figures);
  for (const f of figures) {
    f.aboveFloorGzip = f.jsGzip - floor.gzip;
    f.withinItemBudget = f.aboveFloorGzip <= ABOVE_FLOOR_BUDGET_BYTES && f.scripts.length <= FILES_BUDGET;
  }

  console.log(
    `JS first-view bench: ${base} (${server.kind}), Chromium ${CHROME_PATH}, budget ${fmt.kb(BUDGET_BYTES)} gzip\n`,
  );
  printTable(
    ["route", "path", "status", "files", "JS raw", "JS gzip", "above floor", "inline gz", "budget", "item 4"],
    figures.map((f) => [
      f.name,
      f.path.length > 48 ? `${f.path.slice(0, 45)}...` : f.path,
      f.error ? "error" : (f.status ?? "-"),
      f.scripts.length,
      fmt.kb(f.jsRaw),
      fmt.kb(f.jsGzip),
      fmt.kb(f.aboveFloorGzip),
      fmt.kb(f.inlineGzip),
      fmt.verdict(f.withinBudget),
      fmt.verdict(f.withinItemBudget),
    ]),
  );
  for (const f of figures) {
    if (f.error) console.log(`${f.name}: ${f.error}`);
    const broken = f.scripts.filter((s) => s.status !== 200 || s.raw === 0);
    if (broken.length)
      console.log(
        `${f.name}: ${broken.length} script(s) answered non-200 or empty, so its sum is too low ` +
          `(was the build being rewritten meanwhile?): ${broken.map((s) => `${s.url} ${s.status}`).join(", ")}`,
      );
  }
  console.log("\nJS gzip = script responses (type script or *.js) until network idle; inline gz is not in it.");
  console.log(
    `framework floor = ${fmt.kb(floor.gzip)} gzip in ${floor.files.length} file(s) every route loads ` +
      `(${floor.files.join(", ") || "none found"}); item 4: above floor <= ${fmt.kb(ABOVE_FLOOR_BUDGET_BYTES)}, ` +
      `<= ${FILES_BUDGET} script files`,
  );
  const adminConsole = consoleFigures();
  console.log(
    `\nthe back office console (/admin, issue #17): ${adminConsole.files.length} chunk(s) of its own routes, ` +
      `${fmt.kb(adminConsole.gzip)} gzip (${fmt.kb(adminConsole.raw)} raw), never loaded by a storefront route; ` +
      `its first view with the entry and root chunks every page loads: ${fmt.kb(adminConsole.withSharedGzip)} gzip`,
  );
  console.log(
    `saved ${saveResults("js-size", {
      adminConsole,
      baseUrl: base,
      server: server.kind,
      budgetBytes: BUDGET_BYTES,
      aboveFloorBudgetBytes: ABOVE_FLOOR_BUDGET_BYTES,
      filesBudget: FILES_BUDGET,
      floor,
      routes: figures,
    })}`,
  );
} catch (err) {
  console.error(`js-size bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);

/**
 * The console's JavaScript from the build (apps/web/build/client): every chunk React Router's client
 * manifest lists for the admin routes (their modules and what they import), less the entry's and
 * the root route's, which every page loads; each gzipped at level 9 as above.
 */
function consoleFigures(): { files: string[]; raw: number; gzip: number; withSharedGzip: number } {
  const client = join(ROOT, "apps/web/build/client");
  const assets = join(client, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) return { files: [], raw: 0, gzip: 0, withSharedGzip: 0 };
  const code = readFileSync(join(assets, file), "utf8");
  type Entry = { module: string; imports?: string[] };
  const manifest = JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1)) as {
    entry: Entry;
    routes: Record<string, Entry>;
  };
  const filesOf = (e: Entry | undefined) => (e ? [e.module, ...(e.imports ?? [])] : []);
  const shared = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root)]);
  const admin = [
    ...new Set(
      Object.entries(manifest.routes)
        .filter(([id]) => id === "admin" || id.startsWith("admin-"))
        .flatMap(([, r]) => filesOf(r)),
    ),
  ];
  const size = (urls: string[]) =>
    urls.reduce(
      (n, url) => {
        const body = readFileSync(join(client, url));
        return { raw: n.raw + body.length, gzip: n.gzip + gz(body) };
      },
      { raw: 0, gzip: 0 },
    );
  const own = admin.filter((f) => !shared.has(f));
  const mine = size(own);
  return { files: own, ...mine, withSharedGzip: mine.gzip + size([...shared]).gzip };
}

/** The framework chunks every route loads (same URL everywhere), summed. */
function frameworkFloor(figures: RouteFigures[]): { gzip: number; files: string[] } {
  const loaded = figures.filter((f) => !f.error && f.scripts.length);
  const first = loaded[0];
  if (!first) return { gzip: 0, files: [] };
  const shared = first.scripts.filter(
    (s) => FRAMEWORK_CHUNK.test(s.url) && loaded.every((f) => f.scripts.some((t) => t.url === s.url)),
  );
  return { gzip: shared.reduce((n, s) => n + s.gzip, 0), files: shared.map((s) => s.url) };
}
