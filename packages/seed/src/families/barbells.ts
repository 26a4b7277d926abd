import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder, ProductSpec } from "../catalog/builder.ts";
import { CUSTOM_BAR_OPTIONS } from "./barbell-options.ts";

const CAT = "weightlifting-bars-plates/barbells";

interface BarModel {
  name: string;
  usd: number;
  lb: number;
  shaft: string;
  use: string;
  finish: string;
  brand?: string;
  extra?: ProductSpec["extra"];
  art?: string;
}

const BARS: BarModel[] = [
  {
    name: "Ironworks Foundry Bar 2.0",
    usd: 295,
    lb: 44,
    shaft: "28.5 mm",
    use: "all-round training",
    finish: "bright zinc",
  },
  {
    name: "Ironworks Foundry Bar 2.0 Black Oxide",
    usd: 325,
    lb: 44,
    shaft: "28.5 mm",
    use: "all-round training",
    finish: "black oxide",
    art: "foundry-bar-black",
  },
  {
    name: "Ironworks Foundry Bar Stainless",
    usd: 395,
    lb: 44,
    shaft: "28.5 mm",
    use: "all-round training",
    finish: "bare stainless steel",
  },
  {
    name: "Ironworks Foundry Bar Cerakote Red",
    usd: 345,
    lb: 44,
    shaft: "28.5 mm",
    use: "all-round training",
    finish: "red Cerakote shaft with bright zinc sleeves",
  },
  {
    name: "Ironworks Foundry Bar Cerakote Navy",
    usd: 345,
    lb: 44,
    shaft: "28.5 mm",
    use: "all-round training",
    finish: "navy Cerakote shaft with bright zinc sleeves",
  },
  {
    name: "Ironworks Foundry Women's Bar",
    usd: 285,
    lb: 33,
    shaft: "25 mm",
    use: "Olympic lifting and training",
    finish: "bright zinc",
  },
  {
    name: "Ironworks Foundry Women's Bar Stainless",
    usd: 375,
    lb: 33,
    shaft: "25 mm",
    use: "Olympic lifting and training",
    finish: "bare stainless steel",
  },
  {
    name: "Ironworks Power Bar",
    usd: 315,
    lb: 45,
    shaft: "29 mm",
    use: "squat, bench and deadlift",
    finish: "black zinc",
  },
  {
    name: "Ironworks Power Bar Stainless",
    usd: 395,
    lb: 45,
    shaft: "29 mm",
    use: "squat, bench and deadlift",
    finish: "bare stainless steel",
  },
  {
    name: "Ironworks Deadlift Bar",
    usd: 335,
    lb: 44,
    shaft: "27 mm",
    use: "deadlifts with extra whip",
    finish: "bright zinc",
  },
  {
    name: "Ironworks Squat Bar",
    usd: 495,
    lb: 55,
    shaft: "32 mm",
    use: "heavy squats and good mornings",
    finish: "hard chrome",
  },
  {
    name: "Ironworks Technique Bar",
    usd: 145,
    lb: 15,
    shaft: "25 mm",
    use: "teaching and warm-ups",
    finish: "anodised aluminium",
    extra: "3-ships-free",
  },
  {
    name: "Ironworks Junior Bar 10 kg",
    usd: 215,
    lb: 22,
    shaft: "25 mm",
    use: "youth athletes and smaller hands",
    finish: "bright zinc",
  },
  {
    name: "Halvard Meridian Weightlifting Bar",
    usd: 495,
    lb: 44,
    shaft: "28 mm",
    use: "Olympic lifting",
    finish: "hard chrome",
    brand: BRAND.bars,
  },
  {
    name: "Halvard Meridian 15 kg Bar",
    usd: 475,
    lb: 33,
    shaft: "25 mm",
    use: "Olympic lifting",
    finish: "hard chrome",
    brand: BRAND.bars,
  },
  {
    name: "Halvard Competition Weightlifting Bar",
    usd: 945,
    lb: 44,
    shaft: "28 mm",
    use: "national-level competition",
    finish: "hard chrome",
    brand: BRAND.bars,
    extra: "new-gear",
  },
  {
    name: "Halvard Competition Women's Bar",
    usd: 895,
    lb: 33,
    shaft: "25 mm",
    use: "national-level competition",
    finish: "hard chrome",
    brand: BRAND.bars,
  },
  {
    name: "Ironworks Multi-Grip Bar",
    usd: 285,
    lb: 40,
    shaft: "32 mm neutral handles",
    use: "shoulder-friendly pressing",
    finish: "black powder coat",
  },
  {
    name: "Ironworks Trap Bar 2.0",
    usd: 345,
    lb: 60,
    shaft: "32 mm handles",
    use: "deadlifts, shrugs and carries",
    finish: "black powder coat",
  },
  {
    name: "Ironworks Safety Squat Bar",
    usd: 465,
    lb: 65,
    shaft: "padded yoke",
    use: "squats that spare the shoulders",
    finish: "black powder coat",
    extra: "new-gear",
  },
  {
    name: "Ironworks Cambered Bar",
    usd: 425,
    lb: 70,
    shaft: "32 mm",
    use: "squats and good mornings with a lower centre of mass",
    finish: "black powder coat",
  },
  {
    name: "Ironworks EZ Curl Bar",
    usd: 165,
    lb: 25,
    shaft: "28 mm",
    use: "curls and triceps work",
    finish: "bright zinc",
    extra: "3-ships-free",
  },
];

function barSpec(bar: BarModel): ProductSpec {
  const hasKnurl = !bar.shaft.includes("handles") && !bar.shaft.includes("yoke");
  return {
    name: bar.name,
    art: "barbell",
    skuPrefix: "BB",
    usd: bar.usd,
    weight: bar.lb,
    category: CAT,
    extra: bar.extra,
    manufacturer: bar.brand ?? BRAND.house,
    artKey: bar.art,
    short: `A ${bar.shaft} bar for ${bar.use}, finished in ${bar.finish}.`,
    description:
      `The ${bar.name} is built for ${bar.use}. ` +
      `Its ${bar.shaft} ${hasKnurl ? "shaft carries a medium knurl that holds chalk without tearing hands" : "grip is knurled where your hands go and smooth everywhere else"}. ` +
      `The ${bar.finish} finish resists corrosion in a garage as well as a commercial gym. ` +
      "It is machined, assembled and inspected in our own shop.",
    features: [
      `Shaft: ${bar.shaft}`,
      `Weight: ${bar.lb} lb`,
      `Finish: ${bar.finish}`,
      "Composite bushings, snap-ring sleeves",
      "Lifetime warranty against bending",
    ],
    shipping: bar.lb > 50 ? "heavy_direct" : "standard",
  };
}

export function addBarbells(b: CatalogBuilder): void {
  for (const bar of BARS) b.add(barSpec(bar));
  b.add({
    ...barSpec({
      name: "Ironworks Custom Foundry Bar",
      usd: 365,
      lb: 44,
      shaft: "28.5 mm",
      use: "all-round training, finished to your spec",
      finish: "Cerakote of your choice",
    }),
    short: "Pick the shaft and sleeve colours, add engraving, and we build the bar to order.",
    details: { customOptions: CUSTOM_BAR_OPTIONS },
  });
}
