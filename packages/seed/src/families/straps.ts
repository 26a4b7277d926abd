import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { type GroupItem, groupedItems, type ItemGroup } from "../catalog/groups.ts";
import { customOption } from "../catalog/options.ts";
import { sentence, capitalize } from "../text.ts";

const ROOT = "lifting-straps-wraps";

const SIMPLE: ItemGroup<GroupItem>[] = [
  {
    sub: "lifting-straps",
    art: "strap",
    items: [
      { name: "Ironworks Cotton Lifting Straps - Black", usd: 12, text: "classic cotton straps with a sewn loop" },
      { name: "Ironworks Nylon Lifting Straps - Red", usd: 14, text: "slick nylon straps that release fast on a miss" },
      {
        name: "Saddlerock Leather Lifting Straps",
        usd: 38,
        text: "oil-tanned leather straps that mould to your wrist",
      },
      {
        name: "Ironworks Figure-8 Straps - Navy",
        usd: 22,
        text: "figure-8 straps for the heaviest deadlifts and shrugs",
      },
      { name: "Ironworks Lasso Straps - Olive", usd: 16, text: "long lasso straps for snatch-grip work" },
      {
        name: "Halvard Competition Lifting Straps - Blue",
        usd: 24,
        text: "narrow weightlifting straps with a stiff tail",
      },
    ],
  },
  {
    sub: "wrist-wraps",
    art: "wrap",
    items: [
      {
        name: 'Ironworks Wrist Wraps 12" - Black',
        usd: 20,
        text: "12-inch wraps with a moderate stretch for pressing",
      },
      { name: 'Ironworks Wrist Wraps 18" - Red', usd: 24, text: "18-inch wraps for heavy benching" },
      { name: 'Ironworks Wrist Wraps 24" - Navy', usd: 28, text: "24-inch stiff wraps for max attempts" },
      {
        name: "Ironworks Olympic Wrist Wraps - Teal",
        usd: 22,
        text: "short, soft wraps for the jerk and overhead work",
      },
      { name: "Saddlerock Leather Wrist Wraps", usd: 45, text: "stiff leather wraps that support without stretching" },
      { name: "Ironworks Thumb-Loop Wraps - Purple", usd: 20, text: "wraps with a thumb loop and hook closure" },
    ],
  },
  {
    sub: "chalk-grips",
    art: "chalk",
    items: [
      { name: "Ironworks Chalk Block 1 lb", usd: 10, text: "eight blocks of pure magnesium carbonate" },
      { name: "Ironworks Loose Chalk 8 oz", usd: 9, text: "finely milled loose chalk in a resealable bag", art: "tub" },
      {
        name: "Ironworks Liquid Chalk",
        usd: 14,
        text: "alcohol-based liquid chalk that dries in seconds",
        art: "bottle",
      },
      { name: "Ironworks Chalk Bowl", usd: 129, text: "a free-standing steel chalk bowl on wheels", art: "tub" },
      {
        name: "Ironworks Gymnastics Grips",
        usd: 34,
        text: "leather grips with a dowel for the pull-up bar",
        art: "strap",
      },
      { name: "Ironworks Hand Care Kit", usd: 19, text: "a pumice stone, balm and callus file", art: "tub" },
      { name: "Ironworks Chalk Ball", usd: 8, text: "a refillable mesh chalk ball for less mess" },
    ],
  },
];

const SLEEVES = [
  { name: "Ironworks 5mm Knee Sleeves", usd: 55, text: "5 mm neoprene sleeves for warmth and light support" },
  { name: "Ironworks 7mm Knee Sleeves", usd: 75, text: "7 mm neoprene sleeves for heavy squats" },
  { name: "Ironworks 7mm Competition Knee Sleeves", usd: 95, text: "stiff 7 mm sleeves approved for raw competition" },
  { name: "Ironworks Elbow Sleeves", usd: 45, text: "5 mm elbow sleeves for pressing and grind work" },
];

const BELTS = [
  {
    name: "Ironworks 10mm Lever Belt",
    usd: 125,
    colors: ["black", "red"],
    text: "a 10 mm leather belt with a quick-release steel lever",
  },
  {
    name: "Ironworks 13mm Lever Belt",
    usd: 145,
    colors: ["black", "navy"],
    text: "a 13 mm competition leather belt with a lever buckle",
  },
  {
    name: "Ironworks Nylon Training Belt",
    usd: 45,
    colors: ["black", "olive", "grey"],
    text: "a 4-inch nylon belt with a hook-and-loop closure",
  },
];

export function addStraps(b: CatalogBuilder): void {
  for (const { item, spec } of groupedItems(ROOT, SIMPLE)) {
    b.add({
      ...spec,
      skuPrefix: "LS",
      weight: item.usd > 100 ? 30 : 0.5,
      extra: item.usd <= 40 ? "3-ships-free" : undefined,
      manufacturer: item.name.startsWith("Saddlerock")
        ? BRAND.leather
        : item.name.startsWith("Halvard")
          ? BRAND.bars
          : BRAND.house,
      description: `The ${item.name} is ${item.text}. Light enough to live in your gym bag, tough enough for years of heavy sessions.`,
      features: ["Lifetime stitching guarantee", "Fits in any gym bag", "Designed in our lifting room"],
    });
  }
  for (const sleeve of SLEEVES) {
    b.addConfigurable(
      {
        name: sleeve.name,
        art: "sleeve",
        skuPrefix: "LS",
        usd: sleeve.usd,
        weight: 1,
        category: `${ROOT}/knee-sleeves`,
        manufacturer: BRAND.house,
        short: `${capitalize(sleeve.text)}. Sold as a pair.`,
        description: `${sleeve.name}: ${sleeve.text}. Sized by circumference — measure around the joint with the leg straight. Sold as a pair.`,
        features: ["Sold as a pair", "Reinforced seams", "Sized by circumference"],
      },
      { colors: ["black"], sizes: ["XS", "S", "M", "L", "XL"] },
    );
  }
  for (const belt of BELTS) {
    b.addConfigurable(
      {
        name: belt.name,
        art: "belt",
        skuPrefix: "LB",
        usd: belt.usd,
        weight: 2.5,
        category: `${ROOT}/lifting-belts`,
        manufacturer: BRAND.house,
        short: sentence(belt.text),
        description: `The ${belt.name} is ${belt.text}. Measure around your waist where you wear the belt, not your trouser size.`,
        features: ["4 inches wide", "Measure at the navel", "Made in our leather shop"],
      },
      { colors: belt.colors, sizes: ["S", "M", "L", "XL"] },
    );
  }
  b.add({
    name: "Saddlerock Custom Prong Belt",
    art: "belt",
    skuPrefix: "LB",
    usd: 185,
    weight: 2.8,
    category: `${ROOT}/lifting-belts`,
    manufacturer: BRAND.leather,
    short: "A single-prong leather belt, cut to your size and embossed to order.",
    description:
      "Saddlerock cut this 10 mm single-prong belt to your waist and emboss the back with up to 16 characters. " +
      "Choose the buckle finish and stitching colour. Custom belts take about three weeks to make.",
    features: ["10 mm vegetable-tanned leather", "Single prong", "Custom embossing", "Made to order"],
    details: {
      customOptions: [
        customOption({ id: 1, title: "Waist Size", type: "drop_down", isRequired: true, price: 0 }, [
          [11, 0, "WAIST-S", "S (26-31 in)"],
          [12, 0, "WAIST-M", "M (31-36 in)"],
          [13, 0, "WAIST-L", "L (36-41 in)"],
          [14, 0, "WAIST-XL", "XL (41-46 in)"],
        ]),
        customOption({ id: 2, title: "Buckle Finish", type: "radio", isRequired: false, price: 0 }, [
          [21, 0, "BUCKLE-STEEL", "Brushed steel"],
          [22, 20, "BUCKLE-BLACK", "Black oxide"],
        ]),
        customOption({ id: 3, title: "Embossing (up to 16 characters)", type: "area", isRequired: false, price: 30 }),
      ],
    },
  });
}
