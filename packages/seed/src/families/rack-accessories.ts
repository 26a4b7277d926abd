import { BRAND, RACK_LINES } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { sentence, capitalize } from "../text.ts";

const CAT = "rogue-rigs-racks/rack-accessories";

/** One accessory per group per rack line, so a tag+group query finds fits and non-fits. */
const GROUPED = [
  {
    type: "j-cups",
    name: "J-Cups (Pair)",
    usd: 79,
    lb: 9,
    art: "attachment",
    text: "UHMW-lined J-cups that protect your bar's knurl",
  },
  {
    type: "safeties",
    name: "Pipe Safeties",
    usd: 159,
    lb: 38,
    art: "attachment",
    text: "solid pipe safeties that catch a missed rep",
  },
  {
    type: "pull-up-bars",
    name: "Dual-Grip Pull-Up Bar",
    usd: 115,
    lb: 20,
    art: "attachment",
    text: "a dual-diameter pull-up bar with 1.25- and 2-inch grips",
  },
  {
    type: "dip-stations",
    name: "Dip Station",
    usd: 139,
    lb: 28,
    art: "attachment",
    text: "a bolt-on dip station with knurled handles",
  },
  {
    type: "landmines",
    name: "Landmine Attachment",
    usd: 99,
    lb: 15,
    art: "attachment",
    text: "a rotating landmine sleeve for presses and rows",
  },
  {
    type: "plate-storage",
    name: "Plate Storage Horns (Pair)",
    usd: 69,
    lb: 12,
    art: "attachment",
    text: "plate horns that store weight on the rack itself",
  },
] as const;

const STORAGE = [
  {
    name: "Ironworks Vertical Bar Hanger",
    usd: 115,
    lb: 22,
    art: "attachment",
    text: "wall storage for six barbells, stored sleeve-down",
  },
  {
    name: "Ironworks Plate Tree",
    usd: 245,
    lb: 65,
    art: "plate",
    text: "a free-standing plate tree with six 2-inch horns",
  },
  {
    name: "Ironworks Dumbbell Rack 2-Tier",
    usd: 395,
    lb: 110,
    art: "dumbbell",
    text: "a two-tier rack with angled shelves for ten pairs of dumbbells",
  },
  {
    name: "Ironworks Wall Ball Shelf",
    usd: 165,
    lb: 30,
    art: "ball",
    text: "a wall-mounted shelf for up to eight medicine balls",
  },
  {
    name: "Ironworks Bumper Plate Toaster Rack",
    usd: 135,
    lb: 35,
    art: "plate",
    text: "a compact slot rack for bumper plates",
  },
  {
    name: "Ironworks Kettlebell Shelf",
    usd: 289,
    lb: 70,
    art: "kettlebell",
    text: "a two-shelf kettlebell rack with UHMW-lined shelves",
  },
] as const;

export function addRackAccessories(b: CatalogBuilder): void {
  for (const line of RACK_LINES) {
    for (const acc of GROUPED) {
      const smaller = line.tag.includes("2x3");
      b.add({
        name: `${line.series} ${acc.name}`,
        art: acc.art,
        skuPrefix: "RA",
        usd: smaller ? Math.round(acc.usd * 0.85) : acc.usd,
        weight: acc.lb,
        category: CAT,
        extra: acc.usd < 100 ? "3-ships-free" : undefined,
        manufacturer: BRAND.house,
        short: `${capitalize(acc.text)}, for ${line.series} uprights.`,
        description:
          `${capitalize(acc.text)}. ` +
          `Sized for ${line.spec}; it does not fit the other rack lines. ` +
          "Check your upright size and hardware before ordering.",
        features: [`Fits ${line.series} only`, line.spec, "Hardware included", "Black powder coat"],
        attributes: { compat_tag: line.tag, compat_group: "rack-attachments", accessory_type: acc.type },
      });
    }
  }
  for (const item of STORAGE) {
    b.add({
      name: item.name,
      art: item.art,
      skuPrefix: "RA",
      usd: item.usd,
      weight: item.lb,
      category: CAT,
      manufacturer: BRAND.house,
      shipping: item.lb > 60 ? "dropship" : "standard",
      short: sentence(item.text),
      description: `${capitalize(item.text)}. Built from 11-gauge steel in our own shop and finished in black powder coat.`,
      features: ["11-gauge steel", "Black powder coat", "Hardware included"],
    });
  }
}
