import type { CategoryIndex } from "../categories.ts";
import { Rng } from "../random.ts";
import type { SeedProduct } from "../types.ts";
import { isVisible, storePrice, withChildren } from "./select.ts";

/** SPEC §9 gift-guide bands: 30/60 USA/APO (USD), 50 CAN (CAD), 40/80 others (EUR). */
const BANDS = [
  { path: "gift-guide/gifts-under-30", storeId: 1, limit: 30 },
  { path: "gift-guide/gifts-under-60", storeId: 1, limit: 60 },
  { path: "gift-guide/gifts-under-50", storeId: 2, limit: 50 },
  { path: "gift-guide/gifts-under-40", storeId: 5, limit: 40 },
  { path: "gift-guide/gifts-under-80", storeId: 5, limit: 80 },
];

/** Puts about 70 affordable products in one price band each (a product keeps at most 3 categories). */
export function assignGiftGuide(products: SeedProduct[], categories: CategoryIndex): void {
  const rng = new Rng("gift-guide");
  const candidates = products.filter(
    (p) =>
      isVisible(p) &&
      (p.type === "simple" || p.type === "configurable") &&
      p.categories.length < 3 &&
      p.sites === null &&
      (storePrice(p, 1) ?? Infinity) < 8000,
  );
  let turn = 0;
  for (const p of rng.shuffle(candidates).slice(0, 70)) {
    const fitting = BANDS.filter((band) => (storePrice(p, band.storeId) ?? Infinity) < band.limit * 100);
    const band = fitting[turn++ % Math.max(1, fitting.length)];
    if (!band) continue;
    const categoryId = categories.id(band.path);
    withChildren(products, p, (x) => x.categories.push({ categoryId, position: rng.int(1, 100) }));
  }
}
