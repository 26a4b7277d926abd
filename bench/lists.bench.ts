// Add to cart (DESIGN §8: p95 ≤ 50 ms, SQL statements per call constant in cart size), in-process
// on a seeded PGlite copy: the lists service call (what SSR actions run) and POST
// /svc_list/lists/{id}/items through the app (what the browser calls), with 10 and with 100 lines
// already in the cart; and the cart page's shipping & tax estimate. Statements are counted with the database's onQuery hook. Prints p50/p95 and
// statements per call; saves bench/results/lists.json.
import type { BuyRequest } from "@ironworks/contracts";
import { createDatabase } from "@ironworks/db";
import { SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { buildApp } from "../apps/server/src/app.ts";
import { prepareDatabase } from "../apps/server/src/seeding.ts";
import { createMemoryCache } from "../apps/server/src/platform/cache.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createLogger } from "../apps/server/src/platform/logger.ts";
import { SESSION_COOKIE } from "../apps/server/src/platform/session.ts";
import { createServices } from "../apps/server/src/services.ts";
import { listOwner } from "../apps/server/src/services/lists/index.ts";
import { copySeededTemplate } from "../apps/server/src/testing/seeded-template.ts";
import { estimateCart } from "../apps/web/app/features/lists/cart/estimate.server.ts";
import { printTable, saveResults } from "./lib/report.ts";
import { stats } from "./lib/samples.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SIZES = [10, 100];
const site = SITES.USA;

let statements = 0;
const copy = await copySeededTemplate();
const database = await createDatabase({ dataDir: copy.dataDir, onQuery: () => statements++ });
try {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
  const cache = createMemoryCache();
  const logger = createLogger("silent");
  const services = createServices(database, cache, { config, logger });
  await prepareDatabase(database, services, { seed: "auto", logger });
  const app = buildApp({ config, database, services, cache, logger });

  // Distinct in-stock simple products fill the cart; a gift card (not stock-limited) is the item added.
  const seed = generateSeed();
  const fillers: BuyRequest[] = seed.products
    .filter(
      (p) =>
        p.type === "simple" &&
        p.visibility === 4 &&
        p.sites === null &&
        !p.details.customOptions &&
        !p.sku.startsWith("MMV") &&
        p.inventory.qoh > 5,
    )
    .map((p) => ({ productId: p.id, qty: 1 }));
  const card = seed.products.find((p) => p.type === "giftcard" && p.details.giftcardData?.amounts?.length);
  if (!card?.details.giftcardData) throw new Error("no gift card in the seed");
  const giftcard = (to: string): BuyRequest => ({
    productId: card.id,
    qty: 1,
    metadata: { giftcard: { amount: card.details.giftcardData?.amounts[0], recipientEmail: to } },
  });

  const rows: (string | number)[][] = [];
  const results: Record<string, unknown> = {};
  for (const size of SIZES) {
    const { token, session } = await services.session.startGuest();
    const owner = listOwner(session);
    const lines = [...fillers, ...Array.from({ length: size }, (_, i) => giftcard(`fill${i}@example.com`))].slice(
      0,
      size,
    );
    const cart = await services.lists.createList(owner, site, { type: "quote" });
    for (let i = 0; i < lines.length; i += 100)
      await services.lists.addItems(owner, site, cart._id, lines.slice(i, i + 100));
    const check = await services.lists.getList(owner, site, cart._id);
    if (check.items.length !== size || check.items.some((i) => i.error))
      throw new Error(`cart is not ${size} priced lines: ${check.items.length}`);

    const measure = async (label: string, call: () => Promise<unknown>) => {
      for (let i = 0; i < 20; i++) await call(); // warm-up (JIT, catalog cache)
      const samples: number[] = [];
      const counts: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        statements = 0;
        const t = performance.now();
        await call();
        samples.push(performance.now() - t);
        counts.push(statements);
      }
      const s = stats(samples);
      const sql = { min: Math.min(...counts), max: Math.max(...counts) };
      results[`${label}@${size}`] = { ...s, statements: sql };
      rows.push([
        label,
        size,
        s.runs,
        `${s.p50.toFixed(2)} ms`,
        `${s.p95.toFixed(2)} ms`,
        sql.min === sql.max ? sql.min : `${sql.min}–${sql.max}`,
      ]);
    };

    const item = [giftcard("bench@example.com")];
    await measure("service addItems", () => services.lists.addItems(owner, site, cart._id, item));
    const body = JSON.stringify({ items: item });
    await measure("POST /svc_list/lists/{id}/items", async () => {
      const res = await app.request(`/svc_list/lists/${cart._id}/items`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${token}` },
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
    });
    await measure("service cartQty (header icon)", () => services.lists.cartQty(owner, site));
    // The cart page's "Estimate shipping & tax": shipping then tax, in-process, from the stored cart.
    const current = await services.lists.getList(owner, site, cart._id);
    const place = { country: "US", region: "TX", postcode: "78701" };
    await measure("estimate shipping & tax (cart page)", async () => {
      const answer = await estimateCart(services, site, current, place);
      if (!answer?.ok) throw new Error(`estimate failed: ${JSON.stringify(answer)}`);
    });
  }

  console.log(`lists bench: add one item to a cart of N lines, ${RUNS} runs each, PGlite in-process`);
  console.log();
  printTable(["target", "lines", "runs", "p50", "p95", "SQL statements/call"], rows);
  const path = saveResults("lists", { runs: RUNS, results });
  console.log();
  console.log(`saved ${path}`);
} finally {
  await database.close();
  copy.remove();
}
