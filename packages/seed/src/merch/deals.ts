import { Rng } from "../random.ts";
import type { SeedData, SeedProduct } from "../types.ts";
import { isVisible, soldOn } from "./select.ts";

type HotDeal = SeedData["hotDeals"][number];

const HUNDO_SITES = ["USA", "APO", "CAN"];

/**
 * Hot deals across every site: hundo (heavy iron with per-lb pricing, USA/APO/CAN), clearance
 * (special-priced items), bundle deals and limited runs. Also sets each Hundo discount per lb.
 */
export function buildHotDeals(products: SeedProduct[]): HotDeal[] {
  const rng = new Rng("hot-deals");
  const deals: HotDeal[] = [];
  const nextPosition = (site: string) => deals.filter((d) => d.site === site).length + 1;
  const push = (p: SeedProduct, site: string, dealType: string, hundo = false) => {
    if (!soldOn(p, site) || deals.some((d) => d.productId === p.id && d.site === site)) return;
    deals.push({ productId: p.id, site, position: nextPosition(site), dealType, hundo });
  };
  const visible = products.filter(isVisible);
  const hundo = visible.filter((p) => p.details.hundoPricing);
  for (const p of hundo) {
    p.details = { ...p.details, hundoPricing: { ruleWeight: 100, discountPerLb: rng.pick([0.1, 0.15, 0.2, 0.25]) } };
  }
  rng.sample(hundo, 6).forEach((p, i) => {
    push(p, HUNDO_SITES[i % HUNDO_SITES.length] as string, "hundo", true);
  });
  const clearance = visible.filter((p) => p.prices.some((r) => r.specialPrice !== null));
  const clearanceSites = ["USA", "USA", "USA", "CAN", "CAN", "EUR", "EUR", "AUS", "AUS", "GBR", "GBR"];
  let i = 0;
  for (const site of clearanceSites) {
    const pick = clearance.slice(i).find((p) => soldOn(p, site));
    if (pick) {
      push(pick, site, "clearance");
      i = clearance.indexOf(pick) + 1;
    }
  }
  const bundles = visible.filter((p) => p.type === "bundle");
  for (const p of bundles.slice(0, 2)) push(p, "USA", "bundle-deal");
  for (const p of bundles.slice(2, 3)) push(p, "CAN", "bundle-deal");
  for (const p of bundles.slice(3, 4)) push(p, "AUS", "bundle-deal");
  const limited = visible.filter((p) => p.sku.startsWith("MMV"));
  for (const p of limited.slice(0, 2)) push(p, "USA", "limited");
  for (const p of limited.slice(0, 1)) push(p, "APO", "limited");
  const promos = visible.filter(
    (p) => p.attributes.rogue_promo_to_date === "2030-12-31" && !p.attributes.rogue_promo_qty_enable,
  );
  for (const p of promos.slice(0, 1)) push(p, "EUR", "limited");
  for (const p of promos.slice(1, 2)) push(p, "GBR", "limited");
  return deals;
}
