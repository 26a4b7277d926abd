import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder, ShippingGroup } from "../catalog/builder.ts";
import { sentence } from "../text.ts";

interface BenchModel {
  name: string;
  usd: number;
  lb: number;
  text: string;
  shipping: ShippingGroup;
}

const BENCHES: BenchModel[] = [
  {
    name: "Ironworks Flat Utility Bench",
    usd: 245,
    lb: 55,
    text: "an 11-gauge flat bench with a firm 2.5-inch pad",
    shipping: "standard",
  },
  {
    name: "Ironworks Adjustable Bench 3.0",
    usd: 595,
    lb: 120,
    text: "a flat-incline-decline bench with seven back angles and no pad gap",
    shipping: "dropship",
  },
  {
    name: "Ironworks Competition Bench",
    usd: 1095,
    lb: 270,
    text: "a meet-spec bench with integrated uprights and spotter deck",
    shipping: "dropship_freight",
  },
  {
    name: "Ironworks Fat Pad Flat Bench",
    usd: 325,
    lb: 60,
    text: "a flat bench with a wide 14-inch pad for a stable press",
    shipping: "standard",
  },
  {
    name: "Ironworks Ab Bench",
    usd: 195,
    lb: 40,
    text: "a curved sit-up bench with a foot anchor for weighted ab work",
    shipping: "standard",
  },
  {
    name: "Ironworks Glute-Ham Developer",
    usd: 895,
    lb: 240,
    text: "a GHD with an adjustable footplate and knurled foot rollers",
    shipping: "dropship",
  },
  {
    name: "Ironworks Folding Flat Bench",
    usd: 215,
    lb: 45,
    text: "a flat bench that folds flat to store against a wall",
    shipping: "standard",
  },
  {
    name: "Ironworks Preacher Curl Bench",
    usd: 365,
    lb: 75,
    text: "a preacher bench with an angled arm pad and adjustable seat",
    shipping: "standard",
  },
  {
    name: "Ironworks Incline Bench",
    usd: 445,
    lb: 95,
    text: "a fixed 30-degree incline bench with a seat stop",
    shipping: "standard",
  },
  {
    name: "Ironworks Reverse Hyper",
    usd: 1195,
    lb: 230,
    text: "a reverse hyperextension with a free-swinging pendulum and strap",
    shipping: "dropship_freight",
  },
];

export function addBenches(b: CatalogBuilder): void {
  for (const bench of BENCHES) {
    b.add({
      name: bench.name,
      art: "bench",
      skuPrefix: "BN",
      usd: bench.usd,
      weight: bench.lb,
      category: "rogue-rigs-racks/benches",
      manufacturer: BRAND.house,
      shipping: bench.shipping,
      short: sentence(bench.text),
      description:
        `The ${bench.name} is ${bench.text}. ` +
        "The frame is 11-gauge steel and the pad is covered in a grippy, sweat-resistant vinyl. " +
        "Rubber feet protect your floor.",
      features: ["11-gauge steel frame", "Grippy vinyl pad", "Rubber feet", `Weight: ${bench.lb} lb`],
    });
  }
}
