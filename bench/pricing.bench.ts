// Pricing a 50-line mixed cart in-process: the pure engine (the same code the browser runs), the
// pricing service (catalog reads included) and the HTTP seam POST /svc_content/catalog/price.
// Products come from a seeded in-memory store. Prints median and p99; saves bench/results/pricing.json.
import { PriceRequest, type ProductComplete } from "@ironworks/contracts";
import { type BuyRequest, defaultBundleChildren, priceCart, quantityLimits, SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { printTable, saveResults } from "./lib/report.ts";
import { ms, stats, time } from "./lib/samples.ts";

const ENGINE_RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const SERVICE_RUNS = Math.max(20, Math.round(ENGINE_RUNS / 10));
const LINES = 50;

/** 50 lines across every priceable type: simple, configurable, bundle, custom options, gift cards, Hundo. */
function mixedCart(products: ProductComplete[], hundoIds: number[]): BuyRequest[] {
  const of = (type: string) => products.filter((p) => p.type === type);
  const simple = of("simple").filter((p) => p.customOptions.length === 0 && !hundoIds.includes(p.productId));
  const custom = of("simple").filter((p) =>
    p.customOptions.some((o) => o.id === 1 && o.values.some((v) => v.id === 11)),
  );
  const cards = of("giftcard");
  const lines: BuyRequest[] = [];
  for (const p of of("configurable").slice(0, 8)) {
    const child = p.children[0];
    if (child) lines.push({ productId: p.productId, qty: 1, children: [{ productId: child.productId, qty: 1 }] });
  }
  for (const p of of("bundle").slice(0, 5))
    lines.push({ productId: p.productId, qty: 1, children: defaultBundleChildren(p) });
  for (const p of custom.slice(0, 1))
    for (let i = 0; i < 4; i++)
      lines.push({ productId: p.productId, qty: 1 + i, options: { "1": 11, "2": 21, "3": `NO ${i}` } });
  for (const p of cards) {
    const data = p.giftcardData;
    if (!data) continue;
    const giftcard = data.isOpenAmountAllowed
      ? { customAmount: 42.5, recipientEmail: "sam@example.com" }
      : { amount: data.amounts[0], recipientEmail: "sam@example.com" };
    lines.push({ productId: p.productId, qty: 1, metadata: { giftcard } });
  }
  for (const id of hundoIds.slice(0, 4)) lines.push({ productId: id, qty: 2 });
  for (const p of simple) {
    if (lines.length >= LINES) break;
    lines.push({ productId: p.productId, qty: Math.min(1 + (p.productId % 3), quantityLimits(p).max) });
  }
  return lines.slice(0, LINES);
}

const store = await createTestStore();
try {
  const site = SITES.USA;
  const seed = generateSeed();
  const hundoIds = seed.hotDeals.filter((d) => d.hundo && d.site === "USA").map((d) => d.productId);
  const candidates = seed.products.filter((p) => p.visibility === 4 && (p.sites === null || p.sites.includes("USA")));
  const loaded = await Promise.all(
    candidates.map((p) => store.services.catalog.getProductComplete(p.id, site).catch(() => undefined)),
  );
  const products = loaded.filter((p): p is ProductComplete => p !== undefined);
  const extra = await Promise.all(hundoIds.map((id) => store.services.catalog.getProductComplete(id, site)));
  const byId = new Map([...products, ...extra].map((p) => [p.productId, p]));
  const cart = mixedCart([...byId.values()], hundoIds);
  const ctx = { now: new Date(), hundoProductIds: new Set(hundoIds) };

  const check = priceCart(cart, (id) => byId.get(id), ctx);
  const failed = check.results.filter((r) => !r.ok);
  if (cart.length !== LINES || failed.length > 0)
    throw new Error(`cart is not ${LINES} priceable lines: ${cart.length} lines, ${failed.length} failed`);
  const kind = (l: BuyRequest) =>
    l.options ? "custom options" : hundoIds.includes(l.productId) ? "hundo" : (byId.get(l.productId)?.type ?? "?");
  const types: Record<string, number> = {};
  for (const l of cart) types[kind(l)] = (types[kind(l)] ?? 0) + 1;

  const request = PriceRequest.parse({ items: cart }); // the wire check, once: the service takes parsed input
  const engine = stats(await time(ENGINE_RUNS, () => priceCart(cart, (id) => byId.get(id), ctx)));
  const service = stats(await time(SERVICE_RUNS, () => store.services.pricing.priceItems(request, site)));
  const body = JSON.stringify({ items: cart });
  const http = stats(
    await time(SERVICE_RUNS, async () => {
      const res = await store.request("/svc_content/catalog/price", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
    }),
  );

  console.log(
    `pricing bench: ${LINES}-line mixed cart ${JSON.stringify(types)}, subtotal ${check.subtotalMinor / 100} USD`,
  );
  console.log();
  printTable(
    ["target", "runs", "median", "p99", "min", "max"],
    [
      ["engine priceCart (in-process, products loaded)", engine],
      ["pricing service (catalog reads, warm cache)", service],
      ["POST /svc_content/catalog/price (in-process app)", http],
    ].map(([name, s]) => {
      const f = s as ReturnType<typeof stats>;
      return [name as string, f.runs, ms(f.median), ms(f.p99), ms(f.min), ms(f.max)];
    }),
  );
  const path = saveResults("pricing", { lines: LINES, types, engine, service, http });
  console.log();
  console.log(`saved ${path}`);
} finally {
  await store.close();
}
