import { daysFromReference } from "../dates.ts";
import { Rng } from "../random.ts";
import type { SeedProduct } from "../types.ts";
import { discounted, type PriceStoreId } from "./prices.ts";
import { isVisible, referencedIds, withChildren } from "./select.ts";

/** Customer groups with their own prices in stores 1 and 2: 2 military (10% off), 3 gym owner (15% off). */
const GROUP_DISCOUNTS: [number, number][] = [
  [2, 0.9],
  [3, 0.85],
];

type PromoWindow = "active" | "upcoming" | "expired";

/** Dates relative to SEED_REFERENCE_DATE; active runs until end of 2030, upcoming starts 3 years out. */
const WINDOWS: Record<PromoWindow, { from: string; to: string }> = {
  active: { from: daysFromReference(-730), to: "2030-12-31" },
  upcoming: { from: daysFromReference(3 * 365), to: daysFromReference(3 * 365 + 45) },
  expired: { from: daysFromReference(-400), to: daysFromReference(-30) },
};

const PROMO_PLAN: { window: PromoWindow; qty?: number | string }[] = [
  ...Array.from({ length: 7 }, () => ({ window: "active" as const })),
  { window: "active", qty: 5 },
  { window: "active", qty: 0 },
  { window: "active", qty: "abc" },
  ...Array.from({ length: 5 }, () => ({ window: "upcoming" as const })),
  ...Array.from({ length: 5 }, () => ({ window: "expired" as const })),
];

function discountRows(p: SeedProduct, factor: number, field: "specialPrice" | "promoPrice"): void {
  p.prices = p.prices.map((row) =>
    row.price === null ? row : { ...row, [field]: discounted(row.storeId as PriceStoreId, row.price, factor) },
  );
}

function pricedCandidates(products: SeedProduct[]): SeedProduct[] {
  return products.filter(
    (p) =>
      isVisible(p) &&
      (p.type === "simple" || p.type === "configurable") &&
      p.prices.every((r) => r.price !== null && r.price > 500),
  );
}

/** Special prices (~40), promos (~20, every status), group prices (~30) and a few purchase flags. */
export function applyPricingRules(products: SeedProduct[]): void {
  const rng = new Rng("pricing-rules");
  const candidates = rng.shuffle(pricedCandidates(products).filter((p) => !p.sku.startsWith("MMV")));
  const specials = candidates.slice(0, 40);
  for (const p of specials) {
    const factor = rng.pick([0.8, 0.85, 0.9]);
    withChildren(products, p, (x) => discountRows(x, factor, "specialPrice"));
  }
  // Promos overlap specials on three products so "lowest of promo and special" has data.
  const promos = [...candidates.slice(37, 40), ...candidates.slice(40, 57)];
  promos.forEach((p, i) => {
    const plan = PROMO_PLAN[i % PROMO_PLAN.length] ?? { window: "active" as const };
    const window = WINDOWS[plan.window];
    const factor = rng.pick([0.7, 0.75]);
    withChildren(products, p, (x) => {
      discountRows(x, factor, "promoPrice");
      x.attributes = {
        ...x.attributes,
        rogue_promo_enabled: true,
        rogue_promo_from_date: window.from,
        rogue_promo_to_date: window.to,
        ...(plan.qty !== undefined ? { rogue_promo_qty_enable: true, rogue_promo_qty: plan.qty } : {}),
      };
      x.inventory = {
        ...x.inventory,
        promoQty: typeof plan.qty === "number" ? plan.qty : x.inventory.qoh > 0 ? 25 : 0,
      };
    });
  });
  for (const p of candidates.slice(57, 87)) {
    withChildren(products, p, (x) => {
      x.groupPrices = x.prices
        .filter((row) => (row.storeId === 1 || row.storeId === 2) && row.price !== null)
        .flatMap((row) =>
          GROUP_DISCOUNTS.map(([groupId, factor]) => ({
            storeId: row.storeId,
            groupId,
            price: discounted(row.storeId as PriceStoreId, row.price as number, factor),
          })),
        );
    });
  }
  applyPurchaseFlags(products, rng);
}

function applyPurchaseFlags(products: SeedProduct[], rng: Rng): void {
  const referenced = referencedIds(products);
  const heavy = products.filter(
    (p) => isVisible(p) && p.type === "simple" && (p.weight ?? 0) >= 150 && !referenced.has(p.id),
  );
  for (const p of rng.sample(heavy, 5)) p.attributes = { ...p.attributes, rogue_pickup_disabled: true };
  for (const p of rng.sample(heavy, 5)) p.attributes = { ...p.attributes, black_friday_dropship: true };
  const limited = products.filter(
    (p) => isVisible(p) && p.type === "simple" && p.attributes.manufacturer === "Halvard Steel",
  );
  for (const p of limited.slice(0, 3)) p.attributes = { ...p.attributes, purchase_limit: 2 };
}
