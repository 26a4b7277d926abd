// Issue #22's figures. (1) The server's time to validate and price a 200-item gym plan
// (POST /svc_zeus/price: the plan checked with the shared rules and priced from the pricing
// engine's unit prices), p50/p95 over BENCH_RUNS, plus a project save (POST /svc_zeus/projects, same
// plan), a quote request from it, support sending the quote (with its mail job), and a guest's 20
// device gyms claimed at sign-in; the parts list is warm (cached as in production after the
// first call). (2) The editor route's own JavaScript from the build (apps/web/build/client, run
// `npm run build` first): the chunks the client manifest lists for the editor route, less the entry's
// and the root route's, gzipped at level 9, against the issue's budget of 150 KB gzip "before the 3-D
// preview"; and the 3-D preview's own chunks apart (ADR 0054): what the route's code imports lazily
// and what that loads that the page has not loaded yet, fetched only on "Show the 3-D view". (3) Buying the whole build (POST /svc_zeus/buy: checked, priced, every line into the
// cart as one recipe) and the /rogue-catalog PDF: drawing it from the live edition (pdfkit, every
// run a fresh draw) and serving the kept one (GET /svc_zeus/catalog.pdf). PGlite by default; `-- --postgres` uses TEST_DATABASE_URL. Saves bench/results/zeus.json.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { ZeusPartWire } from "@ironworks/contracts";
import type { ZeusItem, ZeusPlan } from "@ironworks/domain";
import { registerCustomer, testBrowser } from "../apps/server/src/services/customer/customer.testing.ts";
import { type CatalogEdition, editionPdf } from "../apps/server/src/services/zeus/zeus.catalog.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { DEFAULT_LOCALE } from "@ironworks/domain";
import { fmt, printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { ROOT } from "./lib/server.ts";
import { stats } from "./lib/samples.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM = 5;
const ITEMS = 200;
const BUDGET_GZIP = 150 * 1024;
const engine = process.argv.includes("--postgres") ? "postgres" : "pglite";

/** A big room with racks in a grid, each carrying its own line's attachments, up to `ITEMS` items. */
function bigPlan(parts: ZeusPartWire[]): ZeusPlan {
  const rack = parts.find((p) => p.kind === "rack" && p.tag?.includes("3x3") && p.heightIn <= 100);
  if (!rack) throw new Error("no rack to place");
  const fits = parts.filter((p) => p.kind === "attachment" && p.tag === rack.tag).slice(0, 3);
  const items: ZeusItem[] = [];
  const room = { widthIn: 1200, depthIn: 1200, heightIn: 144 };
  for (let y = 0; y + rack.depthIn <= room.depthIn && items.length < ITEMS; y += rack.depthIn + 36)
    for (let x = 0; x + rack.widthIn <= room.widthIn && items.length < ITEMS; x += rack.widthIn + 36) {
      const id = `r${items.length}`;
      items.push({ id, productId: rack.productId, x, y, rotation: 0 });
      for (const f of fits)
        if (items.length < ITEMS)
          items.push({ id: `a${items.length}`, productId: f.productId, x: 0, y: 0, rotation: 0, mountedOn: id });
    }
  return { room, items };
}

async function timeEach(fn: (i: number) => Promise<void>, after?: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM; i++) {
    await fn(i);
    await after?.();
  }
  const samples: number[] = [];
  for (let i = WARM; i < WARM + RUNS; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
    await after?.();
  }
  return samples;
}

interface JsSize {
  files: number;
  raw: number;
  gzip: number;
}
/** Bytes of built client files (URLs as the manifest has them, or file names), raw and gzipped at level 9. */
function sizeOf(client: string, urls: string[]): JsSize {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(join(client, "assets", url.replace(/^.*\/assets\//, "")));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

/**
 * The editor route's own chunks (client manifest), less what every page loads; and the 3-D
 * preview's chunks: what those chunks import lazily, with the static imports of it the page has
 * not loaded yet (none of it is fetched before the shopper asks for the 3-D view).
 */
function editorJs(): { route: JsSize; preview3d: JsSize & { names: string[] } } | null {
  const client = join(ROOT, "apps/web/build/client");
  const assets = join(client, "assets");
  let file: string | undefined;
  try {
    file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  } catch {
    return null;
  }
  if (!file) return null;
  const code = readFileSync(join(assets, file), "utf8");
  type Entry = { module: string; imports?: string[] };
  const manifest = JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1)) as {
    entry: Entry;
    routes: Record<string, Entry>;
  };
  const base = (url: string) => url.replace(/^.*\/assets\//, "");
  const filesOf = (e: Entry | undefined) => (e ? [e.module, ...(e.imports ?? [])] : []);
  const shared = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root)]);
  const route = filesOf(manifest.routes["zeus-builder-edit"]);
  const own = route.filter((f) => !shared.has(f));
  const loaded = new Set([...shared, ...route].map(base));
  const read = (f: string) => readFileSync(join(assets, f), "utf8");
  const lazy = new Set<string>();
  const todo = own.flatMap((f) =>
    [...read(base(f)).matchAll(/import\(`\.\/([\w.~$-]+\.js)`\)/g)].map((m) => m[1] as string),
  );
  while (todo.length) {
    const f = todo.pop() as string;
    if (lazy.has(f) || loaded.has(f)) continue;
    lazy.add(f);
    for (const m of read(f).matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.~$-]+\.js)["'`]/g))
      todo.push(m[1] as string);
  }
  return { route: sizeOf(client, own), preview3d: { ...sizeOf(client, [...lazy]), names: [...lazy] } };
}

warnIfBusy();
const store = await createTestStore({ engine });
try {
  const browser = testBrowser(store);
  await registerCustomer(store, browser);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await browser.request(path, { method, body });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const parts = (await call("GET", "/svc_zeus/parts")).parts as ZeusPartWire[];
  const plan = bigPlan(parts);
  const price = await timeEach(async () => {
    await call("POST", "/svc_zeus/price", { plan });
  });
  const projectIds: string[] = [];
  const save = await timeEach(async (i) => {
    const p = await call("POST", "/svc_zeus/projects", { name: `Bench ${i}`, plan });
    projectIds.push(p.projectId as string);
  });
  const form = {
    contactName: "Bench",
    phone: "614-555-0100",
    facilityType: "team",
    deliveryZip: "43215",
    installation: false,
  };
  const quoteIds: string[] = [];
  const quote = await timeEach(async (i) => {
    quoteIds.push((await call("POST", "/svc_zeus/quotes", { ...form, projectId: projectIds[i] })).quoteId as string);
  });
  // Support sends each quote: prices, audit and the shopper's mail job in one transaction (the
  // service as the staff route calls it; the audit entry itself is the route's and not written here).
  const actor = { id: 0, email: "bench@ironworks.test", audit: async () => undefined };
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const offer = await timeEach(async (i) => {
    const q = await store.services.zeus.detail(quoteIds[i] as string);
    await store.services.zeus.offer(actor, q.quoteId, {
      lines: q.lines.map((l) => ({ productId: l.childId ?? l.productId, unitPrice: l.unitPrice })),
      discount: 0,
      freight: 0,
      expiresAt,
    });
  });
  // A guest's 20 device gyms of this plan saved to the account at sign-in (each claim new ids).
  const claim = await timeEach(async () => {
    const projects = Array.from({ length: 20 }, (_, n) => ({
      localId: crypto.randomUUID(),
      name: `Device ${n}`,
      plan,
    }));
    await call("POST", "/svc_zeus/projects/claim", { projects });
  });
  // Each build leaves the cart again after its sample (untimed): a cart holds at most 100 lines.
  let bought = "";
  const buy = await timeEach(
    async () => {
      const priced = await call("POST", "/svc_zeus/price", { plan });
      bought = (await call("POST", "/svc_zeus/buy", { plan, expectedTotal: priced.total })).recipeId as string;
    },
    async () => {
      await call("DELETE", `/svc_zeus/cart/recipes/${bought}`);
    },
  );
  const edition = (await call("GET", "/svc_zeus/catalog")) as unknown as CatalogEdition;
  let pdfBytes = 0;
  const pdfDraw = await timeEach(async () => {
    pdfBytes = (await editionPdf(edition, DEFAULT_LOCALE, new Date())).length;
  });
  const pdfServe = await timeEach(async () => {
    const res = await browser.request("/svc_zeus/catalog.pdf");
    await res.arrayBuffer();
  });
  const js = editorJs();

  const rows = [
    [`validate + price a ${plan.items.length}-item plan`, price],
    [`save a ${plan.items.length}-item project`, save],
    ["request a quote on it", quote],
    ["support sends it (+ mail job)", offer],
    [`claim 20 device gyms of ${plan.items.length} items`, claim],
    ["price + buy it (all lines into the cart)", buy],
    [`draw the catalog PDF (${edition.chapters.length} chapters)`, pdfDraw],
    ["serve the kept catalog PDF", pdfServe],
  ] as const;
  console.log(`\n${RUNS} runs each on ${engine} (${WARM} untimed first):\n`);
  printTable(
    ["measure", "p50", "p95", "max"],
    rows.map(([label, samples]) => {
      const s = stats([...samples]);
      return [label, fmt.ms(s.p50), fmt.ms(s.p95), fmt.ms(s.max)];
    }),
  );
  console.log(`\ncatalog PDF: ${fmt.kb(pdfBytes)}`);
  console.log(
    js
      ? `\neditor route JS (own chunks, above entry + root): ${fmt.kb(js.route.gzip)} gzip (${fmt.kb(js.route.raw)} raw, ${js.route.files} files); budget ${fmt.kb(BUDGET_GZIP)} gzip before the 3-D preview: ${js.route.gzip <= BUDGET_GZIP ? "within" : "OVER"}` +
          `\n3-D preview JS (lazy, on "Show the 3-D view" only): ${fmt.kb(js.preview3d.gzip)} gzip (${fmt.kb(js.preview3d.raw)} raw, ${js.preview3d.files} files: ${js.preview3d.names.join(", ")})`
      : "\neditor route JS: no build found (run `npm run build`)",
  );
  saveResults("zeus", {
    engine,
    runs: RUNS,
    items: plan.items.length,
    price: stats([...price]),
    save: stats([...save]),
    quote: stats([...quote]),
    offer: stats([...offer]),
    claim20: stats([...claim]),
    buy: stats([...buy]),
    pdfDraw: stats([...pdfDraw]),
    pdfServe: stats([...pdfServe]),
    pdfBytes,
    editorJs: js,
    budgetGzip: BUDGET_GZIP,
  });
} finally {
  await store.close();
}
