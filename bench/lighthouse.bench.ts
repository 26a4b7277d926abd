// Lighthouse mobile (its default emulation and simulated throttling) for the storefront's key pages.
// Chromium is started here with a remote-debugging port (no chrome-launcher); Lighthouse attaches to it.
// A page whose run fails is reported and the next one is run. Full reports go to bench/results/lighthouse/.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_ARGS, CHROME_PATH } from "./lib/chromium.ts";
import { discoverCatalog } from "./lib/catalog.ts";
import { fmt, printTable, RESULTS_DIR, saveResults } from "./lib/report.ts";
import { type BenchServer, freePort, startServer } from "./lib/server.ts";

const BUDGET = { performance: 95, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

/** The slice of Lighthouse 12's result (LH.Result) read here; the module's own types are not needed. */
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        score: number | null;
        details?: { items?: { items?: { node?: { selector?: string } }[] }[] };
      }
    | undefined
  >;
}
type Lighthouse = (
  url: string,
  flags: {
    port: number;
    hostname: string;
    output: "json";
    logLevel: "error";
    onlyCategories: string[];
    extraHeaders?: Record<string, string>;
  },
) => Promise<{ lhr: Lhr } | undefined>;

async function loadLighthouse(): Promise<Lighthouse> {
  const specifier = "lighthouse"; // not a literal, so a missing package is a run-time message, not a type error
  try {
    const mod = (await import(specifier)) as { default: Lighthouse };
    return mod.default;
  } catch (err) {
    throw new Error(
      `cannot load the "lighthouse" package (DESIGN §3 pins Lighthouse 12.8 as a dev dependency): ${(err as Error).message}`,
    );
  }
}

/** Debian's Chromium, headless, with a DevTools port on loopback and a throwaway profile. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "ironworks-lh-profile-"));
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_ARGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  chrome.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const stop = async () => {
    if (chrome.exitCode === null) {
      const exited = new Promise<void>((r) => chrome.once("exit", () => r()));
      chrome.kill("SIGTERM");
      const t = setTimeout(() => chrome.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(t);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (chrome.exitCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return { port, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Chromium (${CHROME_PATH}) did not open its DevTools port:\n${stderr}`);
}

interface PageFigures {
  name: string;
  path: string;
  performance?: number;
  fcpMs?: number;
  lcpMs?: number;
  /** The LCP element's selector (its last two parts). */
  lcpElement?: string;
  tbtMs?: number;
  cls?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  withinBudget?: boolean;
  error?: string;
}

const score = (lhr: Lhr, id: string) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? undefined : Math.round(s * 100);
};

/**
 * A guest's session cookie with one product in its cart (the storefront's own cart API, as the e2e
 * support does), so checkout can be measured as a shopper sees it rather than as its redirect.
 */
async function guestCartCookie(base: string, productIds: number[]): Promise<string | undefined> {
  for (const productId of productIds) {
    const res = await fetch(`${base}/svc_list/lists`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ type: "cart", items: [{ productId, qty: 1 }] }),
    });
    if (res.status !== 201) continue;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (cookie) return cookie;
  }
  return undefined;
}

/** The newest Index post's path (`/wp-json/wp/v2/posts` gives absolute links). */
async function newestIndexPost(base: string): Promise<string> {
  const res = await fetch(`${base}/wp-json/wp/v2/posts?per_page=1&_fields=link`);
  const [post] = (await res.json()) as { link: string }[];
  return post ? new URL(post.link, base).pathname : "/theindex";
}

let server: BenchServer | undefined;
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
let exitCode = 0;
try {
  const lighthouse = await loadLighthouse();
  server = await startServer();
  const base = server.baseUrl;
  const cat = await discoverCatalog(base, { want: 1 });
  // "checkout" is a new visitor's (empty cart: the 302 to /cart); "checkout-cart" is the first step
  // with one product in a guest's cart (cookie sent as a header; Lighthouse resets storage).
  const allPages: [string, string][] = [
    ["home", "/"],
    ["category", cat.categoryUrl],
    ["product", cat.products[0]?.url ?? "/"],
    ["search", "/search?q=bar"],
    ["cart", "/cart"],
    ["checkout", "/checkout"],
    ["checkout-cart", "/checkout/shipping"],
    // The Index (issue #19): the hub and its newest post, found through the content API.
    ["index", "/theindex"],
    ["index-post", await newestIndexPost(base)],
  ];
  // LIGHTHOUSE_PAGES=product,cart runs only those pages (each run takes a while on a loaded machine).
  const only = process.env.LIGHTHOUSE_PAGES?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const pages = only?.length ? allPages.filter(([name]) => only.includes(name)) : allPages;
  chrome = await launchChromium();
  const reportsDir = join(RESULTS_DIR, "lighthouse");
  mkdirSync(reportsDir, { recursive: true });

  const figures: PageFigures[] = [];
  for (const [name, path] of pages) {
    process.stderr.write(`lighthouse: ${name} ${path}\n`);
    try {
      let extraHeaders: Record<string, string> | undefined;
      if (name === "checkout-cart") {
        // Products from several categories: the first one that goes in a cart without options.
        const many = await discoverCatalog(base, { want: 60 });
        const cookie = await guestCartCookie(
          base,
          many.products.map((p) => p.productId),
        );
        if (!cookie) throw new Error("no product could go in a guest's cart");
        extraHeaders = { Cookie: cookie };
      }
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        hostname: "127.0.0.1",
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { lhr } = result;
      writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const f: PageFigures = {
        name,
        path,
        performance: score(lhr, "performance"),
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
        lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector
          ?.split(" > ")
          .slice(-2)
          .join(" > "),
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
      };
      f.withinBudget =
        (f.performance ?? 0) >= BUDGET.performance &&
        (f.lcpMs ?? Infinity) <= BUDGET.lcpMs &&
        (f.tbtMs ?? Infinity) <= BUDGET.tbtMs &&
        (f.cls ?? Infinity) <= BUDGET.cls;
      for (const w of lhr.runWarnings) process.stderr.write(`  warning: ${w}\n`);
      figures.push(f);
    } catch (err) {
      const message = (err as Error).message.split("\n")[0] ?? String(err);
      console.error(`  ${name} failed: ${message}`);
      figures.push({ name, path, error: message });
    }
  }

  const opt = (n: number | undefined, f: (n: number) => string) => (n === undefined ? "-" : f(n));
  console.log(`\nLighthouse mobile: ${base} (${server.kind}), Chromium ${CHROME_PATH}`);
  console.log(
    `budgets: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}\n`,
  );
  printTable(
    ["page", "perf", "FCP", "LCP", "TBT", "CLS", "a11y", "best-pr", "seo", "budget", "LCP element"],
    figures.map((f) => [
      f.name,
      opt(f.performance, String),
      opt(f.fcpMs, (n) => `${(n / 1000).toFixed(2)} s`),
      opt(f.lcpMs, (n) => `${(n / 1000).toFixed(2)} s`),
      opt(f.tbtMs, (n) => `${Math.round(n)} ms`),
      opt(f.cls, (n) => n.toFixed(3)),
      opt(f.accessibility, String),
      opt(f.bestPractices, String),
      opt(f.seo, String),
      f.error ? "error" : fmt.verdict(f.withinBudget === true),
      f.lcpElement ?? "-",
    ]),
  );
  for (const f of figures) if (f.error) console.log(`${f.name}: ${f.error}`);
  console.log(`\nfull reports: ${reportsDir}/<page>.json`);
  console.log(
    `saved ${saveResults("lighthouse", { baseUrl: base, server: server.kind, budget: BUDGET, pages: figures })}`,
  );
} catch (err) {
  console.error(`lighthouse bench could not run: ${(err as Error).stack ?? err}`);
  exitCode = 1;
} finally {
  await chrome?.stop();
  await server?.stop();
}
process.exit(exitCode);
