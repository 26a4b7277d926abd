import type { CategoryIndex } from "../categories.ts";
import type { SeedProduct } from "../types.ts";
import { isVisible, referencedIds, withChildren } from "./select.ts";

const USA_ONLY = ["USA", "APO"];
const NOT_AUS = ["USA", "CAN", "EUR", "GBR", "APO"];

/**
 * Region limits: freight-only frames and heavy items are USA-only, leather goods skip Australia.
 * Products inside bundles or grouped sets stay unrestricted so every package stays sellable.
 */
export function applyRegionLimits(products: SeedProduct[], categories: CategoryIndex): void {
  const referenced = referencedIds(products);
  const free = products.filter((p) => isVisible(p) && p.sites === null && !referenced.has(p.id) && p.type !== "bundle");
  const freight = free.filter((p) => {
    const group = p.attributes.shipperhq_shipping_group;
    return group === "dropship_freight" || group === "heavy_direct" || group === "per_order_dropship";
  });
  for (const p of freight.slice(0, 20)) withChildren(products, p, (x) => (x.sites = [...USA_ONLY]));
  const leather = free.filter((p) => p.attributes.manufacturer === "Saddlerock Leatherworks");
  const bands = free.filter((p) =>
    p.categories.some((c) => c.categoryId === categories.id("mobility-rehab/resistance-bands")),
  );
  for (const p of [...leather, ...bands.slice(0, 2)]) withChildren(products, p, (x) => (x.sites = [...NOT_AUS]));
}
