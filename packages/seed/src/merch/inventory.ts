import { Rng } from "../random.ts";
import type { SeedProduct } from "../types.ts";
import { referencedIds } from "./select.ts";

const LEAD_TIMES = ["Ships in 2-3 weeks", "Ships in 3-4 weeks", "Ships in 4-6 weeks", "Ships in 7-10 business days"];
const RESTOCK = [
  "Expected mid-December",
  "Expected early January",
  "Expected late January",
  "Back in stock in February",
];

export const STOCK_TARGETS = { backorder: 26, bin: 26, low: 8 };

/**
 * Puts stock in every state: backorder (qoh 0, orders accepted with a lead time), out of stock with
 * back-in-stock alerts (bin), and low stock. Bundle and grouped members stay in stock so the
 * packages on the home page remain buyable; configurable children take part (a sold-out size).
 */
export function applyInventoryStates(products: SeedProduct[]): void {
  const rng = new Rng("inventory-states");
  const referenced = referencedIds(products);
  const pool = rng.shuffle(
    products.filter(
      (p) =>
        p.type === "simple" &&
        p.weight !== null &&
        !referenced.has(p.id) &&
        !p.sku.startsWith("MMV") &&
        !p.attributes.rogue_promo_enabled &&
        p.sku !== "HW1012",
    ),
  );
  let cursor = 0;
  const take = (n: number) => {
    const slice = pool.slice(cursor, cursor + n);
    cursor += n;
    return slice;
  };
  for (const p of take(STOCK_TARGETS.backorder)) {
    p.inventory = {
      ...p.inventory,
      qoh: 0,
      backorder: true,
      bin: false,
      leadTime: rng.pick(LEAD_TIMES),
      restockStatus: null,
    };
  }
  for (const p of take(STOCK_TARGETS.bin)) {
    p.inventory = {
      ...p.inventory,
      qoh: 0,
      backorder: false,
      bin: true,
      leadTime: null,
      restockStatus: rng.pick(RESTOCK),
    };
  }
  for (const p of take(STOCK_TARGETS.low)) {
    p.inventory = { ...p.inventory, qoh: rng.int(1, 3) };
  }
  // Programs and registrations: one per customer (SPEC §5); registrations min and max 1.
  for (const p of products) {
    if (p.type === "virtual") p.inventory = { ...p.inventory, min: 1, max: 1 };
  }
}
