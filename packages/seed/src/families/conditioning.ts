import type { ArtFamily } from "../artwork/paths.ts";
import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder, ShippingGroup } from "../catalog/builder.ts";
import { sentence } from "../text.ts";

const CAT = "equipment-packages/conditioning";

const MACHINES: {
  name: string;
  usd: number;
  lb: number;
  art: ArtFamily;
  text: string;
  features: string[];
  shipping: ShippingGroup;
  brand?: string;
  sites?: string[];
}[] = [
  {
    name: "Tallgrass Air Rower",
    usd: 995,
    lb: 57,
    art: "rower",
    text: "an air-resistance rower with a nickel-plated chain and a backlit monitor",
    features: ["Air and magnetic resistance", "Backlit monitor", "Splits in two for storage"],
    shipping: "dropship",
    brand: BRAND.cardio,
  },
  {
    name: "Tallgrass Air Bike",
    usd: 895,
    lb: 127,
    art: "bike",
    text: "a fan bike with a steel frame, belt drive and linked arms",
    features: ["Belt drive, low maintenance", "Steel fan blades", "Transport wheels"],
    shipping: "dropship",
    brand: BRAND.cardio,
  },
  {
    name: "Tallgrass Air Bike Pro",
    usd: 1295,
    lb: 138,
    art: "bike",
    text: "our heaviest fan bike, with adjustable seat rails and a wind guard",
    features: ["Adjustable seat rails", "Wind guard included", "Commercial warranty"],
    shipping: "dropship_freight",
    brand: BRAND.cardio,
  },
  {
    name: "Tallgrass Ski Trainer",
    usd: 1095,
    lb: 60,
    art: "rower",
    text: "a standing ski trainer with a floor stand and two-handle pull",
    features: ["Floor stand included", "Damper adjusts resistance", "Performance monitor"],
    shipping: "dropship",
    brand: BRAND.cardio,
  },
  {
    name: "Tallgrass Sprint Track Treadmill",
    usd: 4495,
    lb: 305,
    art: "rower",
    text: "a curved, non-motorised treadmill for sprint intervals",
    features: ["Self-powered", "Curved slat belt", "Commercial rated"],
    shipping: "heavy_direct",
    brand: BRAND.cardio,
    sites: ["USA", "CAN", "APO"],
  },
  {
    name: "Ironworks Wall Ball - 14 lb",
    usd: 95,
    lb: 14,
    art: "ball",
    text: "a 14-inch soft-shell wall ball with double stitching",
    features: ["14-inch diameter", "Double-stitched seams", "Holds shape"],
    shipping: "standard",
  },
  {
    name: "Ironworks Wall Ball - 20 lb",
    usd: 105,
    lb: 20,
    art: "ball",
    text: "a 14-inch soft-shell wall ball with double stitching",
    features: ["14-inch diameter", "Double-stitched seams", "Holds shape"],
    shipping: "standard",
  },
  {
    name: "Ironworks Slam Ball - 30 lb",
    usd: 75,
    lb: 30,
    art: "ball",
    text: "a dead-bounce slam ball with a textured rubber shell",
    features: ["Dead bounce", "Textured grip", "Sand filled"],
    shipping: "standard",
  },
  {
    name: "Ironworks Medicine Ball - 10 lb",
    usd: 59,
    lb: 10,
    art: "ball",
    text: "a rubber medicine ball with a grippy finish",
    features: ["Rubber shell", "Bounces true", "Grippy texture"],
    shipping: "standard",
  },
  {
    name: "Ironworks Wooden Plyo Box 20/24/30",
    usd: 149,
    lb: 60,
    art: "package",
    text: "a three-height plywood plyo box that ships flat",
    features: ["Three heights in one", "Birch plywood", "Ships flat"],
    shipping: "standard",
  },
  {
    name: "Ironworks Foam Plyo Box 24 in",
    usd: 245,
    lb: 35,
    art: "package",
    text: "a soft foam plyo box that forgives a missed jump",
    features: ["Dense foam core", "Non-slip vinyl cover", "Stackable"],
    shipping: "standard",
  },
  {
    name: "Ironworks Battle Rope 40 ft",
    usd: 119,
    lb: 25,
    art: "band",
    text: "a 1.5-inch poly-dacron battle rope with heat-shrunk ends",
    features: ["40 ft long", "Heat-shrunk handles", "Anchor strap included"],
    shipping: "standard",
  },
  {
    name: "Ironworks Wooden Gymnastics Rings",
    usd: 79,
    lb: 3,
    art: "band",
    text: "birch rings with numbered straps and cam buckles",
    features: ["Birch wood", "Numbered straps", "Cam buckles"],
    shipping: "standard",
  },
  {
    name: "Ironworks Steel Parallettes",
    usd: 135,
    lb: 18,
    art: "bench",
    text: "low steel parallettes with knurl-free grips for L-sits and handstands",
    features: ["Powder-coated steel", "Rubber feet", "Sold as a pair"],
    shipping: "standard",
  },
  {
    name: "Ironworks Ab Wheel",
    usd: 35,
    lb: 2,
    art: "plate",
    text: "a wide, single-wheel roller with steel handles",
    features: ["Wide wheel for stability", "Steel handles", "Quiet rubber tread"],
    shipping: "standard",
  },
  {
    name: "Ironworks Weighted Vest 20 lb",
    usd: 149,
    lb: 20,
    art: "hoodie",
    text: "a low-profile plate-carrier vest with removable weights",
    features: ["Removable weights", "Adjustable straps", "Fits chest sizes 34–52 in"],
    shipping: "standard",
  },
  {
    name: "Ironworks Speed Rope",
    usd: 29,
    lb: 0.4,
    art: "band",
    text: "a bearing-driven speed rope with a coated steel cable",
    features: ["Adjustable cable", "Ball-bearing handles", "Spare cable included"],
    shipping: "standard",
  },
];

export function addConditioning(b: CatalogBuilder): void {
  for (const m of MACHINES) {
    b.add({
      name: m.name,
      art: m.art,
      skuPrefix: "CN",
      usd: m.usd,
      weight: m.lb,
      category: CAT,
      extra: m.usd <= 30 ? "3-ships-free" : undefined,
      manufacturer: m.brand ?? BRAND.house,
      sites: m.sites,
      shipping: m.shipping,
      short: sentence(m.text),
      description: `The ${m.name} is ${m.text}. It is built for daily use in a busy gym and backed by a multi-year warranty. Replacement parts are stocked for years after purchase.`,
      features: m.features,
    });
  }
}
