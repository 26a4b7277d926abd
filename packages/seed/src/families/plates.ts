import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder, ProductSpec } from "../catalog/builder.ts";
import { sentence } from "../text.ts";

const BUMPER = "weightlifting-bars-plates/bumper-plates";
const IRON = "weightlifting-bars-plates/iron-plates";
const CHANGE = "weightlifting-bars-plates/change-plates";
const COLLARS = "weightlifting-bars-plates/collars";

const KG_TO_LB = 2.20462;

interface PlateLine {
  line: string;
  brand: string;
  category: string;
  unit: "lb" | "kg";
  sizes: number[];
  /** USD per lb of plate. */
  perLb: number;
  blurb: string;
  features: string[];
  sites?: string[];
  /** Plates at or above this weight (lb, per pair) get Hundo pricing. */
  hundoFrom?: number;
  art?: string;
}

const LINES: PlateLine[] = [
  {
    line: "Ironworks Training Bumper Plates",
    brand: BRAND.house,
    category: BUMPER,
    unit: "lb",
    sizes: [10, 15, 25, 35, 45, 55],
    perLb: 1.65,
    blurb: "dense virgin rubber with a steel hub, sized to the standard 450 mm diameter",
    features: ["450 mm diameter", "Stainless steel hub", "Low bounce, low odour", "Weight tolerance ±1%"],
    hundoFrom: 70,
  },
  {
    line: "Ironworks Recycled Bumper Plates",
    brand: BRAND.house,
    category: BUMPER,
    unit: "lb",
    sizes: [10, 25, 35, 45],
    perLb: 1.25,
    blurb: "recycled crumb rubber, thicker than virgin rubber plates but tough and quiet",
    features: ["Made from recycled tyres", "Brass-coloured steel insert", "Dead bounce", "Matte finish"],
  },
  {
    line: "Halvard Competition Bumper Plates",
    brand: BRAND.bars,
    category: BUMPER,
    unit: "kg",
    sizes: [10, 15, 20, 25],
    perLb: 3.4,
    blurb: "calibrated competition plates in international colours, within 10 g of the stated weight",
    features: ["Calibrated to ±10 g", "IWF colour code", "Chrome-plated steel disc", "Raised lettering"],
  },
  {
    line: "Ironworks Crumb Bumper Plates",
    brand: BRAND.house,
    category: BUMPER,
    unit: "kg",
    sizes: [5, 10, 15, 20],
    perLb: 1.35,
    blurb: "recycled rubber plates in kilograms, stocked in our European warehouse",
    features: ["450 mm diameter", "Kilogram markings", "Steel insert", "Ships from the EU"],
    sites: ["EUR", "GBR"],
  },
  {
    line: "Ironworks Machined Iron Plates",
    brand: BRAND.house,
    category: IRON,
    unit: "lb",
    sizes: [2.5, 5, 10, 25, 35, 45],
    perLb: 1.15,
    blurb: "cast iron, machined to tolerance and finished in black enamel",
    features: ["Machined to ±1.5%", "Black enamel finish", "2-inch Olympic bore", "Lip for easy pickup"],
    hundoFrom: 50,
  },
  {
    line: "Ironworks Tri-Grip Olympic Plates",
    brand: BRAND.house,
    category: IRON,
    unit: "lb",
    sizes: [5, 10, 25, 35, 45],
    perLb: 1.3,
    blurb: "cast iron with three moulded grips for loading, carrying and plate work",
    features: ["Three cut-out grips", "Grey hammertone finish", "2-inch Olympic bore", "Stamped in the USA"],
    hundoFrom: 70,
    art: "tri-grip-grey",
  },
  {
    line: "Ironworks Calibrated Steel Plates",
    brand: BRAND.house,
    category: IRON,
    unit: "kg",
    sizes: [1.25, 2.5, 5, 10, 20, 25],
    perLb: 2.6,
    blurb: "thin calibrated steel plates for powerlifting meets and heavy garage training",
    features: ["Calibrated to ±10 g", "IPF colour code", "Thin profile fits more on the sleeve", "Machined steel"],
    hundoFrom: 88,
  },
  {
    line: "Halvard Competition Change Plates",
    brand: BRAND.bars,
    category: CHANGE,
    unit: "kg",
    sizes: [0.5, 1, 1.5, 2, 2.5, 5],
    perLb: 6,
    blurb: "small calibrated steel change plates in international colours",
    features: ["Calibrated to ±5 g", "IWF colour code", "Sold in pairs", "Chrome-edged steel"],
  },
  {
    line: "Ironworks Fractional Plates",
    brand: BRAND.house,
    category: CHANGE,
    unit: "lb",
    sizes: [0.25, 0.5, 0.75, 1],
    perLb: 30,
    blurb: "thin machined steel fractional plates for tiny jumps in pressing weight",
    features: ["Machined steel", "Sold in pairs", "Fits 2-inch sleeves", "Colour-coded by weight"],
  },
  {
    line: "Ironworks Change Plates",
    brand: BRAND.house,
    category: CHANGE,
    unit: "lb",
    sizes: [1.25, 2.5, 5],
    perLb: 4.2,
    blurb: "steel change plates for small jumps between working sets",
    features: ["Sold in pairs", "Zinc-plated steel", "2-inch Olympic bore"],
  },
];

const COLOR_BY_KG: Record<string, string> = { "10": "green", "15": "yellow", "20": "blue", "25": "red" };

function round(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 2) / 2;
}

function plateSpec(line: PlateLine, size: number): ProductSpec {
  const pairLb = (line.unit === "kg" ? size * KG_TO_LB : size) * 2;
  const label = `${size} ${line.unit}`;
  const color = line.unit === "kg" && line.category === BUMPER ? COLOR_BY_KG[String(size)] : undefined;
  const hundo = line.hundoFrom !== undefined && pairLb >= line.hundoFrom;
  return {
    name: `${line.line} - ${label} Pair`,
    art: "plate",
    skuPrefix: line.category === IRON ? "IP" : line.category === CHANGE ? "CP" : "BP",
    usd: round(Math.max(19, pairLb * line.perLb)),
    weight: Math.round(pairLb * 10) / 10,
    category: line.category,
    manufacturer: line.brand,
    sites: line.sites,
    artKey: `${line.art ?? line.line.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${color ?? "plate"}`,
    short: `A pair of ${label} plates: ${line.blurb}.`,
    description:
      `${line.line} are ${line.blurb}. ` +
      `This listing is for a pair of ${label} plates, about ${Math.round(pairLb)} lb together. ` +
      "Every plate is weighed before it leaves the warehouse.",
    features: line.features,
    shipping: pairLb >= 90 ? "heavy_direct" : "standard",
    details: hundo ? { hundoPricing: { ruleWeight: 100, discountPerLb: 0 } } : undefined,
  };
}

/** Pairs in colours, sold as configurables. */
const COLOR_PLATES = [
  {
    name: "Ironworks Color Training Plates - 10 lb Pair",
    usd: 69,
    lb: 20,
    colors: ["black", "red", "blue", "green", "yellow"],
  },
  { name: "Ironworks Urethane Bumper Plates - 25 lb Pair", usd: 189, lb: 50, colors: ["black", "blue", "grey"] },
  { name: "Ironworks Technique Plates - 5 kg Pair", usd: 89, lb: 22, colors: ["red", "blue", "green", "yellow"] },
];

const COLLAR_MODELS = [
  { name: "Ironworks Spring Clips", usd: 9.5, lb: 0.5, text: "classic steel spring clips with vinyl grips" },
  { name: "Ironworks Quick-Lock Collars", usd: 34.95, lb: 1, text: "nylon lever collars that snap shut with one hand" },
  { name: "Ironworks Clamp Collars", usd: 59, lb: 1.5, text: "aluminium clamp collars with a steel cam" },
  {
    name: "Ironworks Magnetic Collars",
    usd: 49.5,
    lb: 1.2,
    text: "rubber-jacketed collars with a neodymium magnet core",
  },
  { name: "Ironworks Lever Collars Pro", usd: 89, lb: 2, text: "machined lever collars that lock down to the sleeve" },
  {
    name: "Halvard Competition Collars 2.5 kg",
    usd: 215,
    lb: 11,
    text: "calibrated competition collars weighing 2.5 kg each",
  },
  {
    name: "Ironworks Aluminium Competition Collars",
    usd: 129,
    lb: 3,
    text: "lightweight screw collars with a rubber-lined bore",
  },
  { name: "Ironworks Rubber Collars", usd: 19.99, lb: 0.8, text: "moulded rubber collars that slide on and stay put" },
];

export function addPlates(b: CatalogBuilder): void {
  for (const line of LINES) for (const size of line.sizes) b.add(plateSpec(line, size));
  for (const model of COLOR_PLATES) {
    b.addConfigurable(
      {
        name: model.name,
        art: "plate",
        skuPrefix: "BP",
        usd: model.usd,
        weight: model.lb,
        category: BUMPER,
        manufacturer: BRAND.house,
        short: "Full-diameter plates in your choice of colour.",
        description:
          `${model.name} come in ${model.colors.length} colours so a class can load bars by colour. ` +
          "They are full 450 mm diameter, so a light bar still sits at the right height off the floor. " +
          "Sold as a pair.",
        features: ["450 mm diameter", "Steel insert", `${model.colors.length} colours`, "Sold as a pair"],
      },
      { colors: model.colors },
    );
  }
  for (const model of COLLAR_MODELS) {
    b.add({
      name: model.name,
      art: "collar",
      skuPrefix: "CL",
      usd: model.usd,
      weight: model.lb,
      category: COLLARS,
      extra: model.usd < 60 ? "3-ships-free" : undefined,
      manufacturer: model.name.startsWith("Halvard") ? BRAND.bars : BRAND.house,
      short: sentence(model.text),
      description: `${model.name}: ${model.text}. They fit any 50 mm Olympic sleeve. Sold as a pair.`,
      features: ["Fits 50 mm sleeves", "Sold as a pair", "One-hand operation"],
    });
  }
}
