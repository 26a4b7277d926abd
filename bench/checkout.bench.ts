// Place order (ADR 0016), in-process on a seeded PGlite copy with the in-process test gateway
// (/_testpay, card 4111… → Authorised): p50/p95 of checkout.place for carts of 1 and 10 lines,
// and SQL statements per order — the store's own, and the gateway's (testpay keeps its records in
// the same database here; a real gateway's would not be ours). Cart creation, card tokenising and
// the browser's shipping/tax calls are outside the timing. Prints the figures; saves bench/results/checkout.json.
import { PlaceOrderRequest } from "@ironworks/contracts";
import { createDatabase } from "@ironworks/db";
import { SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { prepareDatabase } from "../apps/server/src/seeding.ts";
import { createMemoryCache } from "../apps/server/src/platform/cache.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createLogger } from "../apps/server/src/platform/logger.ts";
import { createServices } from "../apps/server/src/services.ts";
import { createCheckoutRepository, createCheckoutService } from "../apps/server/src/services/checkout/index.ts";
import { draftOrder } from "../apps/server/src/testing/orders.ts";
import { listOwner } from "../apps/server/src/services/lists/index.ts";
import { createTestpayProvider, type PaymentProvider } from "../apps/server/src/services/payment/index.ts";
import { copySeededTemplate } from "../apps/server/src/testing/seeded-template.ts";
import type { TestStore } from "../apps/server/src/testing/test-store.ts";
import { printTable, saveResults, warnIfBusy } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const SIZES = [1, 10];
const site = SITES.USA;

warnIfBusy();
let statements = 0;
let gatewayStatements = 0;
let inGateway = 0;
const copy = await copySeededTemplate();
const database = await createDatabase({
  dataDir: copy.dataDir,
  onQuery: () => {
    if (inGateway > 0) gatewayStatements++;
    else statements++;
  },
});
try {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
  const cache = createMemoryCache();
  const logger = createLogger("silent");
  const services = createServices(database, cache, { config, logger });
  await prepareDatabase(database, services, { seed: "auto", logger });
  const app = buildApp({ config, database, services, cache, logger });
  const store = {
    services,
    config,
    database,
    app,
    request: (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init)),
    close: async () => {},
  } as unknown as TestStore;

  // The same service as services.checkout, with the gateway calls marked so their SQL is counted apart.
  const gatewayApp = services.testpay;
  if (!gatewayApp) throw new Error("the bench needs the in-process /_testpay (TESTPAY_MOUNT)");
  const gateway = createTestpayProvider({
    baseUrl: "http://testpay.internal",
    apiKey: services.testpayKeys.apiKey,
    fetch: (url, init) => gatewayApp.request(url, init),
  });
  const marked = <T>(work: () => Promise<T>) => {
    inGateway++;
    return work().finally(() => inGateway--);
  };
  const provider: PaymentProvider = {
    ...gateway,
    authorise: (input) => marked(() => gateway.authorise(input)),
    details: (input) => marked(() => gateway.details(input)),
  };
  const checkout = createCheckoutService({
    repo: createCheckoutRepository(database.db),
    lists: services.lists,
    pricing: services.pricing,
    catalog: services.catalog,
    signer: services.shipping.signer,
    tickets: services.tickets,
    programming: services.programming,
    newsletter: services.newsletter,
    mail: services.mail,
    cards: services.payment,
    provider,
    giftcards: services.giftcards,
  });

  const seed = generateSeed();
  const products = seed.products
    .filter(
      (p) =>
        p.type === "simple" &&
        p.visibility === 4 &&
        p.sites === null &&
        !p.details.customOptions &&
        !p.sku.startsWith("MMV") &&
        !p.inventory.backorder &&
        p.inventory.qoh > 20,
    )
    .slice(0, Math.max(...SIZES));
  for (const p of products)
    await database.db.execute(sql`update catalog_inventory set qoh = 1000000 where product_id = ${p.id}`);

  const rows: (string | number)[][] = [];
  const results: Record<string, unknown> = {};
  for (const size of SIZES) {
    const samples: number[] = [];
    const own: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const { session } = await services.session.startGuest();
      const owner = listOwner(session);
      const list = await services.lists.createList(owner, site, {
        type: "quote",
        items: products.slice(0, size).map((p) => ({ productId: p.id, qty: 1 })),
      });
      const body = PlaceOrderRequest.parse(await draftOrder(store, list));
      statements = 0;
      gatewayStatements = 0;
      const t = performance.now();
      const placed = await checkout.place(body, owner, site);
      const ms = performance.now() - t;
      if (placed.status !== "published") throw new Error(`order not published: ${placed.status}`);
      if (i < 10) continue; // warm-up (JIT, catalog cache)
      samples.push(ms);
      own.push(statements);
      theirs.push(gatewayStatements);
    }
    await checkout.drain();
    const s = stats(samples);
    const range = (xs: number[]) => {
      const [min, max] = [Math.min(...xs), Math.max(...xs)];
      return min === max ? `${min}` : `${min}–${max}`;
    };
    results[`place@${size}`] = {
      ...s,
      statements: { min: Math.min(...own), max: Math.max(...own) },
      gatewayStatements: { min: Math.min(...theirs), max: Math.max(...theirs) },
    };
    rows.push([
      "checkout.place (card 4111, published)",
      size,
      s.runs,
      `${s.p50.toFixed(2)} ms`,
      `${s.p95.toFixed(2)} ms`,
      range(own),
      range(theirs),
    ]);
  }

  console.log(`checkout bench: place an order of N lines, ${RUNS} runs each, PGlite in-process, testpay in-process`);
  console.log();
  printTable(["target", "lines", "runs", "p50", "p95", "store SQL/order", "gateway SQL/order"], rows);
  const path = saveResults("checkout", { runs: RUNS, results });
  console.log();
  console.log(`saved ${path}`);
} finally {
  await database.close();
  copy.remove();
}
