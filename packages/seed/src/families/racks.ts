import { BRAND, RACK_LINES, type RackLine } from "../catalog/brands.ts";
import type { CatalogBuilder, ShippingGroup } from "../catalog/builder.ts";

const ROOT = "rogue-rigs-racks";

const [KEYSTONE, BASTION, RIDGELINE] = RACK_LINES;

interface FrameModel {
  line: RackLine;
  model: string;
  category: "power-racks" | "squat-stands" | "wall-mount-racks" | "rigs";
  usd: number;
  lb: number;
  footprint: string;
  shipping: ShippingGroup;
  sites?: string[];
  extra?: "new-gear";
}

const FRAMES: FrameModel[] = [
  {
    line: KEYSTONE,
    model: 'Power Rack 90"',
    category: "power-racks",
    usd: 1195,
    lb: 380,
    footprint: "53 × 49 in",
    shipping: "dropship_freight",
  },
  {
    line: KEYSTONE,
    model: 'Power Rack 108"',
    category: "power-racks",
    usd: 1295,
    lb: 410,
    footprint: "53 × 49 in",
    shipping: "dropship_freight",
  },
  {
    line: KEYSTONE,
    model: "Six-Post Power Rack",
    category: "power-racks",
    usd: 1895,
    lb: 590,
    footprint: "53 × 77 in",
    shipping: "heavy_direct",
  },
  {
    line: BASTION,
    model: "Power Rack",
    category: "power-racks",
    usd: 795,
    lb: 290,
    footprint: "53 × 49 in",
    shipping: "dropship_freight",
  },
  {
    line: BASTION,
    model: "Short Power Rack",
    category: "power-racks",
    usd: 745,
    lb: 270,
    footprint: "53 × 49 in",
    shipping: "dropship_freight",
  },
  {
    line: RIDGELINE,
    model: "Power Rack",
    category: "power-racks",
    usd: 595,
    lb: 205,
    footprint: "48 × 48 in",
    shipping: "heavy_direct",
  },
  {
    line: RIDGELINE,
    model: "Short Power Rack",
    category: "power-racks",
    usd: 565,
    lb: 195,
    footprint: "48 × 48 in",
    shipping: "heavy_direct",
  },
  {
    line: RIDGELINE,
    model: "Flat-Foot Power Rack",
    category: "power-racks",
    usd: 645,
    lb: 215,
    footprint: "48 × 53 in",
    shipping: "no_pickup",
    extra: "new-gear",
  },
  {
    line: KEYSTONE,
    model: "Squat Stand",
    category: "squat-stands",
    usd: 595,
    lb: 190,
    footprint: "48 × 48 in",
    shipping: "dropship",
  },
  {
    line: BASTION,
    model: "Squat Stand",
    category: "squat-stands",
    usd: 445,
    lb: 150,
    footprint: "48 × 48 in",
    shipping: "dropship",
  },
  {
    line: RIDGELINE,
    model: "Squat Stand",
    category: "squat-stands",
    usd: 345,
    lb: 120,
    footprint: "48 × 48 in",
    shipping: "standard",
  },
  {
    line: KEYSTONE,
    model: "Half Rack",
    category: "squat-stands",
    usd: 895,
    lb: 300,
    footprint: "53 × 72 in",
    shipping: "dropship_freight",
  },
  {
    line: BASTION,
    model: "Half Rack",
    category: "squat-stands",
    usd: 645,
    lb: 240,
    footprint: "53 × 68 in",
    shipping: "dropship_freight",
  },
  {
    line: RIDGELINE,
    model: "Fold-Back Wall Rack",
    category: "wall-mount-racks",
    usd: 445,
    lb: 150,
    footprint: "folds to 4 in from the wall",
    shipping: "dropship",
  },
  {
    line: BASTION,
    model: "Fold-Back Wall Rack",
    category: "wall-mount-racks",
    usd: 545,
    lb: 175,
    footprint: "folds to 5 in from the wall",
    shipping: "dropship",
    extra: "new-gear",
  },
  {
    line: KEYSTONE,
    model: "Wall-Mount Rack",
    category: "wall-mount-racks",
    usd: 695,
    lb: 210,
    footprint: "21.5 in deep",
    shipping: "per_order_dropship",
  },
  {
    line: RIDGELINE,
    model: "Wall-Mount Squat Stands",
    category: "wall-mount-racks",
    usd: 295,
    lb: 70,
    footprint: "12 in deep",
    shipping: "standard",
  },
  {
    line: KEYSTONE,
    model: "Rig - 4 Station",
    category: "rigs",
    usd: 3495,
    lb: 1150,
    footprint: "16 × 7 ft",
    shipping: "dropship_freight",
  },
  {
    line: KEYSTONE,
    model: "Rig - 6 Station",
    category: "rigs",
    usd: 4995,
    lb: 1600,
    footprint: "24 × 7 ft",
    shipping: "dropship_freight",
  },
  {
    line: KEYSTONE,
    model: "Free-Standing Rig 10 ft",
    category: "rigs",
    usd: 2995,
    lb: 980,
    footprint: "10 × 7 ft",
    shipping: "heavy_direct",
  },
  {
    line: KEYSTONE,
    model: "Commercial Rig - 12 Station",
    category: "rigs",
    usd: 8995,
    lb: 3100,
    footprint: "40 × 8 ft",
    shipping: "dropship_freight",
    sites: ["USA", "CAN", "APO"],
  },
  {
    line: BASTION,
    model: "Wall-Mount Rig",
    category: "rigs",
    usd: 1495,
    lb: 520,
    footprint: "12 ft wide",
    shipping: "dropship_freight",
  },
  {
    line: BASTION,
    model: "Rig - 4 Station",
    category: "rigs",
    usd: 2495,
    lb: 900,
    footprint: "16 × 6 ft",
    shipping: "dropship_freight",
  },
  {
    line: RIDGELINE,
    model: "Garage Rig",
    category: "rigs",
    usd: 1695,
    lb: 560,
    footprint: "10 × 6 ft",
    shipping: "heavy_direct",
  },
];

export function addRacks(b: CatalogBuilder): void {
  for (const frame of FRAMES) {
    const isRig = frame.category === "rigs";
    b.add({
      name: `${frame.line.series} ${frame.model}`,
      art: isRig ? "rig" : "rack",
      skuPrefix: isRig ? "RG" : "RK",
      usd: frame.usd,
      weight: frame.lb,
      category: `${ROOT}/${frame.category}`,
      extra: frame.extra,
      manufacturer: BRAND.house,
      sites: frame.sites,
      shipping: frame.shipping,
      short: `${frame.line.series} ${frame.model.toLowerCase()} built on ${frame.line.spec}.`,
      description:
        `The ${frame.line.series} ${frame.model} is built on ${frame.line.spec}. ` +
        `It takes up ${frame.footprint} and uses laser-cut numbered holes so both sides always match. ` +
        `Every ${frame.line.series} attachment fits it, so it can grow with your gym. ` +
        (frame.shipping === "dropship_freight"
          ? "It ships by freight directly from our fabrication shop."
          : "It ships flat-packed with all hardware."),
      features: [
        frame.line.spec,
        `Footprint: ${frame.footprint}`,
        "Laser-cut numbered holes",
        isRig ? "Pull-up bars on every bay" : "Two J-cups included",
        `Weight: ${frame.lb} lb`,
      ],
      attributes: {
        compat_tag: frame.line.tag,
        compat_group: "rack-attachments",
        accessory_type: isRig ? "rig" : "rack",
      },
    });
  }
}
