import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";

const CAT = "weightlifting-bars-plates/dumbbells-kettlebells";

const HEX_SIZES = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100];
const URETHANE_SIZES = [25, 50, 75, 100, 125];
const KB_SIZES = [8, 12, 16, 20, 24, 28, 32, 40, 48];
const COMP_KB = [
  { kg: 12, color: "blue" },
  { kg: 16, color: "yellow" },
  { kg: 20, color: "purple" },
  { kg: 24, color: "green" },
  { kg: 32, color: "red" },
];

function price(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 2) / 2;
}

export function addDumbbells(b: CatalogBuilder): void {
  for (const lb of HEX_SIZES) {
    b.add({
      name: `Ironworks Rubber Hex Dumbbells - ${lb} lb Pair`,
      art: "dumbbell",
      skuPrefix: "DB",
      usd: price(Math.max(24, lb * 2 * 1.35)),
      weight: lb * 2,
      category: CAT,
      manufacturer: BRAND.house,
      artKey: `rubber-hex-dumbbell-${lb}`,
      short: `A pair of ${lb} lb rubber hex dumbbells with knurled chrome handles.`,
      description:
        `A pair of ${lb} lb dumbbells with rubber-encased cast heads and a knurled chrome handle. ` +
        "The hex shape keeps them from rolling away mid-set and lets them double as push-up handles.",
      features: [
        "Cast iron heads in virgin rubber",
        "Knurled chrome handle",
        "Hex heads do not roll",
        "Sold as a pair",
      ],
      shipping: lb * 2 >= 100 ? "heavy_direct" : "standard",
      details: lb >= 50 ? { hundoPricing: { ruleWeight: 100, discountPerLb: 0 } } : undefined,
    });
  }
  for (const lb of URETHANE_SIZES) {
    b.add({
      name: `Ironworks Urethane Dumbbells - ${lb} lb Pair`,
      art: "dumbbell",
      skuPrefix: "DB",
      usd: price(lb * 2 * 2.2),
      weight: lb * 2,
      category: CAT,
      manufacturer: BRAND.house,
      artKey: `urethane-dumbbell-${lb}-grey`,
      short: `A pair of ${lb} lb commercial urethane dumbbells with round heads.`,
      description:
        `Commercial-grade ${lb} lb dumbbells with urethane-encased round heads that will not crack, smell or chip. ` +
        "The knurled steel handle is welded through the heads, so it will never spin loose.",
      features: ["Urethane-encased heads", "Welded-through handle", "Engraved weight markings", "Sold as a pair"],
      shipping: lb * 2 >= 150 ? "heavy_direct" : "standard",
      details: lb >= 75 ? { hundoPricing: { ruleWeight: 100, discountPerLb: 0 } } : undefined,
    });
  }
  b.add({
    name: "Ironworks Loadable Dumbbell Handles",
    art: "dumbbell",
    skuPrefix: "DB",
    usd: 149,
    weight: 22,
    category: CAT,
    manufacturer: BRAND.house,
    short: "A pair of loadable handles that take standard Olympic change plates.",
    description:
      "Load these handles with change plates for heavy dumbbell work without a full rack of dumbbells. " +
      "Spin-lock collars keep plates tight, and the 1.5-inch handle is knurled for a secure grip.",
    features: ["Takes 2-inch plates", "Spin-lock collars included", "Knurled handle", "Sold as a pair"],
  });
  for (const kg of KB_SIZES) {
    const lb = Math.round(kg * 2.20462);
    b.add({
      name: `Ironworks Kettlebell - ${kg} kg`,
      art: "kettlebell",
      skuPrefix: "KB",
      usd: price(Math.max(29, lb * 1.45)),
      weight: lb,
      category: CAT,
      extra: kg <= 12 ? "3-ships-free" : undefined,
      manufacturer: BRAND.house,
      artKey: `kettlebell-${kg}-black`,
      short: `A ${kg} kg single-cast iron kettlebell with a smooth powder-coated handle.`,
      description:
        `Cast in one piece, this ${kg} kg kettlebell has no seams or welds to fail. ` +
        "The powder-coated finish holds chalk, and the flat base keeps it upright for renegade rows.",
      features: ["Single-piece casting", "Powder-coat finish", "Wide flat base", `${kg} kg (${lb} lb)`],
      details: kg >= 32 ? { hundoPricing: { ruleWeight: 100, discountPerLb: 0 } } : undefined,
    });
  }
  for (const { kg, color } of COMP_KB) {
    b.add({
      name: `Ironworks Competition Kettlebell - ${kg} kg`,
      art: "kettlebell",
      skuPrefix: "KB",
      usd: price(60 + kg * 3.2),
      weight: Math.round(kg * 2.20462),
      category: CAT,
      manufacturer: BRAND.house,
      artKey: `competition-kettlebell-${color}`,
      short: `A ${kg} kg steel competition kettlebell — every size has the same dimensions.`,
      description:
        "Competition kettlebells keep the same handle and body size at every weight, so technique carries over as the load goes up. " +
        `This ${kg} kg bell is colour-coded ${color} to the international standard.`,
      features: ["Steel shell, uniform size", "35 mm handle", `Colour-coded ${color}`, "Flat base"],
    });
  }
}
