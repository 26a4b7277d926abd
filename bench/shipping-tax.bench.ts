// Shipping rates and tax for a 20-line cart, in-process: the pure engines (quoteShipping,
// computeTax on already-described lines), the services (pricing + catalog reads included) and
// the HTTP seams POST /svc_shipping/shipping/rates/get and /svc_tax/tax/rates/fetch.
// Prints p50/p95; saves bench/results/shipping-tax.json.
import type { BuyRequest } from "@ironworks/contracts";
import { computeTax, quoteShipping, SITES } from "@ironworks/domain";
import { generateSeed } from "@ironworks/seed";
import { loadCartLines } from "../apps/server/src/services/shipping/cart-lines.ts";
import { createTestStore } from "../apps/server/src/testing/test-store.ts";
import { printTable, saveResults } from "./lib/report.ts";
import { ms, stats, time } from "./lib/samples.ts";

const ENGINE_RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const SERVICE_RUNS = Math.max(20, Math.round(ENGINE_RUNS / 10));
const LINES = 20;

const address = { street: ["1 Main St"], city: "Austin", region: "TX", postcode: "78701", countryId: "US" };

const store = await createTestStore();
try {
  const site = SITES.USA;
  const seed = generateSeed();
  // 20 simple lines across shipping groups (standard, dropship, freight…) sold on the USA site.
  const simples = seed.products.filter(
    (p) =>
      p.type === "simple" && p.visibility === 4 && p.sites === null && !p.details.customOptions && p.inventory.qoh > 5,
  );
  const byGroup = new Map<string, typeof simples>();
  for (const p of simples) {
    const g = String(p.attributes.shipperhq_shipping_group ?? "standard");
    byGroup.set(g, [...(byGroup.get(g) ?? []), p]);
  }
  const picked = [...byGroup.values()].flatMap((list) => list.slice(0, 2));
  for (const p of simples) if (picked.length < LINES && !picked.includes(p)) picked.push(p);
  const cart: BuyRequest[] = picked.slice(0, LINES).map((p) => ({ productId: p.id, qty: 1 + (p.id % 2) }));
  if (cart.length !== LINES) throw new Error(`cart has ${cart.length} lines`);

  const { lines } = await loadCartLines(store.services, cart, site);
  const shipInput = {
    site: site.code,
    country: "US",
    region: "TX",
    items: lines.map((l) => l.ship),
    allowSplit: true,
    shippingMode: "fastest" as const,
    freeShipping: false,
  };
  const taxInput = {
    country: "US",
    region: "TX",
    pricesIncludeVat: false,
    lines: lines.map((l) => ({ amountMinor: l.amountMinor, category: l.category })),
    shippingMinor: 2500,
  };
  const rateBody = JSON.stringify({ storeId: 1, shippingAddress: address, items: cart, allowSplit: true });
  const taxBody = JSON.stringify({ storeId: 1, shippingAddress: address, shippingAmount: 25, items: cart });
  const post = (path: string, body: string) => async () => {
    const res = await store.request(path, { method: "POST", body, headers: { "content-type": "application/json" } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  };

  const results = {
    ratesEngine: stats(await time(ENGINE_RUNS, () => quoteShipping(shipInput))),
    taxEngine: stats(await time(ENGINE_RUNS, () => computeTax(taxInput))),
    ratesService: stats(
      await time(SERVICE_RUNS, () =>
        store.services.shipping.getRates({ items: cart, shippingAddress: address, allowSplit: true }, site),
      ),
    ),
    taxService: stats(
      await time(SERVICE_RUNS, () =>
        store.services.tax.fetchRates({ items: cart, shippingAddress: address, shippingAmount: 25 }, site),
      ),
    ),
    ratesHttp: stats(await time(SERVICE_RUNS, post("/svc_shipping/shipping/rates/get", rateBody))),
    taxHttp: stats(await time(SERVICE_RUNS, post("/svc_tax/tax/rates/fetch", taxBody))),
  };
  const groups = [...new Set(lines.map((l) => l.ship.groups.join(",") || "standard"))];
  console.log(`shipping-tax bench: ${LINES}-line cart (groups ${groups.join(" ")}), Texas address`);
  console.log();
  printTable(
    ["target", "runs", "p50", "p95", "min", "max"],
    Object.entries(results).map(([name, s]) => [name, s.runs, ms(s.p50), ms(s.p95), ms(s.min), ms(s.max)]),
  );
  const path = saveResults("shipping-tax", { lines: LINES, groups, ...results });
  console.log();
  console.log(`saved ${path}`);
} finally {
  await store.close();
}
