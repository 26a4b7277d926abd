import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { type GroupItem, groupedItems, type ItemGroup } from "../catalog/groups.ts";

type Item = GroupItem & { lb: number; tax?: 6 };

const GROUPS: ItemGroup<Item>[] = [
  {
    sub: "foam-rollers",
    art: "roller",
    items: [
      { name: 'Oakhollow Foam Roller 18" - Black', usd: 25, lb: 1, text: "a firm EPP foam roller for daily use" },
      {
        name: 'Oakhollow Foam Roller 36" - Blue',
        usd: 35,
        lb: 2,
        text: "a full-length roller for the spine and long muscles",
      },
      {
        name: "Oakhollow Textured Roller - Orange",
        usd: 39,
        lb: 1.5,
        text: "a ridged roller that digs into tight quads and calves",
      },
      {
        name: "Oakhollow Travel Roller - Teal",
        usd: 22,
        lb: 0.6,
        text: "a hollow-core roller that packs your socks inside",
      },
      { name: "Oakhollow Dense Roller - Black", usd: 45, lb: 2.2, text: "an extra-firm roller for heavy athletes" },
      {
        name: "Ironworks Steel Core Roller - Red",
        usd: 55,
        lb: 3,
        text: "a roller built on a steel core that never flattens",
      },
    ],
  },
  {
    sub: "resistance-bands",
    art: "band",
    items: [
      {
        name: 'Ironworks Loop Band - Yellow (1/4")',
        usd: 18,
        lb: 0.4,
        text: "a light looped band for warm-ups and rehab",
      },
      {
        name: 'Ironworks Loop Band - Red (1/2")',
        usd: 22,
        lb: 0.5,
        text: "a light-medium band for assisted pull-ups",
      },
      {
        name: 'Ironworks Loop Band - Blue (1")',
        usd: 28,
        lb: 0.8,
        text: "a medium band for banded squats and presses",
      },
      {
        name: 'Ironworks Loop Band - Green (1.75")',
        usd: 36,
        lb: 1.1,
        text: "a heavy band for accommodating resistance",
      },
      {
        name: 'Ironworks Loop Band - Black (2.5")',
        usd: 46,
        lb: 1.6,
        text: "an extra-heavy band for deadlifts and stretching",
      },
      { name: "Ironworks Mini Bands 5-Pack", usd: 19, lb: 0.3, text: "five mini loops for hip and glute activation" },
      { name: "Ironworks Band Set - Purple", usd: 89, lb: 3, text: "a set of five loop bands in a mesh bag" },
      {
        name: "Ironworks Band Pegs (Pair)",
        usd: 39,
        lb: 2,
        text: "steel pegs that anchor bands to a rack or platform",
        art: "part",
      },
      { name: "Ironworks Hip Circle - Grey", usd: 25, lb: 0.4, text: "a fabric hip circle that does not roll up" },
    ],
  },
  {
    sub: "massage-tools",
    art: "massage",
    items: [
      {
        name: "Oakhollow Peanut Massage Ball - Blue",
        usd: 15,
        lb: 0.3,
        text: "a double ball that straddles the spine",
      },
      {
        name: "Oakhollow Lacrosse-Style Ball - Orange",
        usd: 8,
        lb: 0.2,
        text: "a dense rubber ball for pinpoint pressure",
      },
      {
        name: 'Oakhollow Mobility Ball 2.5" - Red',
        usd: 12,
        lb: 0.3,
        text: "a 2.5-inch ball for feet, shoulders and hips",
      },
      {
        name: "Oakhollow Massage Stick - Teal",
        usd: 35,
        lb: 0.8,
        text: "a flexible stick with spinning spindles",
        art: "roller",
      },
      {
        name: "Oakhollow Steel Scraping Tool",
        usd: 49,
        lb: 0.5,
        text: "a stainless soft-tissue scraping tool with three edges",
        art: "part",
      },
      {
        name: "Oakhollow Deep Tissue Ball - Green",
        usd: 29,
        lb: 0.6,
        text: "a 5-inch ridged ball for deep tissue work",
      },
      {
        name: "Oakhollow Trigger Point Hook - Purple",
        usd: 32,
        lb: 0.7,
        text: "a hooked cane for reaching your own back",
      },
    ],
  },
  {
    sub: "recovery",
    art: "tub",
    items: [
      {
        name: "Ironworks Electrolyte Drink Mix - Lemon",
        usd: 29,
        lb: 1.2,
        text: "30 servings of sugar-free electrolytes",
        tax: 6,
      },
      {
        name: "Ironworks Whey Protein - Chocolate",
        usd: 54,
        lb: 2.5,
        text: "2 lb of grass-fed whey isolate, 25 g protein a scoop",
        tax: 6,
      },
      {
        name: "Ironworks Garage Blend Coffee",
        usd: 18,
        lb: 0.8,
        text: "12 oz of medium-roast whole bean coffee",
        tax: 6,
      },
      {
        name: "Ironworks Creatine Monohydrate",
        usd: 34,
        lb: 1,
        text: "unflavoured micronised creatine, 100 servings",
        tax: 6,
      },
      {
        name: "Oakhollow Cold Therapy Wrap",
        usd: 39,
        lb: 1,
        text: "a reusable gel wrap for knees and shoulders",
        art: "sleeve",
      },
      {
        name: "Oakhollow Compression Boots",
        usd: 549,
        lb: 9,
        text: "sequential compression boots with five pressure levels",
        art: "sleeve",
      },
      {
        name: "Oakhollow Epsom Soak - Eucalyptus",
        usd: 16,
        lb: 2,
        text: "a 2 lb bag of Epsom salt with eucalyptus oil",
      },
      {
        name: "Oakhollow Massage Gun",
        usd: 199,
        lb: 2.4,
        text: "a quiet percussion massager with five heads",
        art: "massage",
      },
    ],
  },
];

export function addMobility(b: CatalogBuilder): void {
  for (const { item, spec } of groupedItems("mobility-rehab", GROUPS)) {
    const food = item.tax === 6;
    b.add({
      ...spec,
      skuPrefix: food ? "NU" : "MB",
      weight: item.lb,
      extra: item.usd <= 40 ? "3-ships-free" : undefined,
      manufacturer: item.name.startsWith("Oakhollow") ? BRAND.recovery : BRAND.house,
      taxClass: food ? 6 : 2,
      description: food
        ? `${item.name}: ${item.text}. Third-party tested for banned substances and made in a certified facility. Store in a cool, dry place.`
        : `The ${item.name} is ${item.text}. Use it before training to warm up or afterwards to cool down. Wipe clean with a damp cloth.`,
      features: food
        ? ["Third-party tested", "No artificial colours", "Made in the USA"]
        : ["Easy to clean", "Travel friendly", `Weight: ${item.lb} lb`],
      // Supplements are not sold in Australia (import rules); EU gets its own formulation.
      sites: food ? ["USA", "CAN", "APO"] : undefined,
    });
  }
}
