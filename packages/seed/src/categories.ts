import { artworkPath, type ArtFamily } from "./artwork/paths.ts";
import type { SeedCategory, Sites } from "./types.ts";

interface SubDef {
  key: string;
  name: string;
  art: ArtFamily;
  sites?: Sites;
  /** Limits only the link-strip entry, not the category itself. */
  stripSites?: Sites;
}

interface TopDef {
  key: string;
  name: string;
  art: ArtFamily;
  description: string;
  strip: "text" | "image";
  subs: SubDef[];
}

const USA_APO = ["USA", "APO"];
const INTL_BANDS = ["EUR", "GBR", "AUS"];

/** SPEC §2 top-level paths, in menu order; ids 1..12 follow this order. */
const TREE: TopDef[] = [
  {
    key: "gear-apparel",
    name: "Gear & Apparel",
    art: "tee",
    description: "Training tees, hoodies, hats and everyday gear built to survive the gym and the wash.",
    strip: "text",
    subs: [
      { key: "mens-t-shirts", name: "Men's T-Shirts", art: "tee" },
      { key: "womens-apparel", name: "Women's Apparel", art: "tee" },
      { key: "hoodies", name: "Hoodies & Sweatshirts", art: "hoodie" },
      { key: "hats", name: "Hats", art: "hat" },
      { key: "shorts", name: "Shorts", art: "shorts" },
      { key: "accessories", name: "Bags & Accessories", art: "bag" },
    ],
  },
  {
    key: "shoes",
    name: "Shoes",
    art: "shoe",
    description: "Weightlifting shoes with a solid heel, flat trainers for the floor and socks that stay put.",
    strip: "image",
    subs: [
      { key: "weightlifting-shoes", name: "Weightlifting Shoes", art: "shoe" },
      { key: "training-shoes", name: "Training Shoes", art: "shoe" },
      { key: "socks", name: "Socks", art: "sock" },
    ],
  },
  {
    key: "weightlifting-bars-plates",
    name: "Weightlifting Bars & Plates",
    art: "barbell",
    description: "Competition and training barbells, bumper and iron plates, change plates and collars.",
    strip: "image",
    subs: [
      { key: "barbells", name: "Barbells", art: "barbell" },
      { key: "bumper-plates", name: "Bumper Plates", art: "plate" },
      { key: "iron-plates", name: "Iron Plates", art: "plate" },
      { key: "change-plates", name: "Change Plates", art: "plate" },
      { key: "collars", name: "Collars", art: "collar" },
      { key: "dumbbells-kettlebells", name: "Dumbbells & Kettlebells", art: "dumbbell" },
    ],
  },
  {
    key: "rogue-rigs-racks",
    name: "Rigs & Racks",
    art: "rack",
    description: "Power racks, squat stands, wall-mount racks and full rigs, plus the attachments that fit them.",
    strip: "image",
    subs: [
      { key: "power-racks", name: "Power Racks", art: "rack" },
      { key: "squat-stands", name: "Squat Stands", art: "rack" },
      { key: "wall-mount-racks", name: "Wall Mount Racks", art: "rack" },
      { key: "rigs", name: "Rigs", art: "rig" },
      { key: "rack-accessories", name: "Rack Attachments & Storage", art: "attachment" },
      { key: "benches", name: "Benches", art: "bench" },
    ],
  },
  {
    key: "equipment-packages",
    name: "Equipment Packages",
    art: "package",
    description: "Complete garage and commercial gym packages, plate sets and conditioning equipment.",
    strip: "image",
    subs: [
      { key: "garage-gym-packages", name: "Garage Gym Packages", art: "package" },
      { key: "commercial-packages", name: "Commercial Packages", art: "rig", sites: ["USA", "CAN", "APO"] },
      { key: "plate-sets", name: "Plate Sets", art: "plate" },
      { key: "conditioning", name: "Conditioning", art: "rower" },
    ],
  },
  {
    key: "strongman",
    name: "Strongman",
    art: "log",
    description: "Logs, axles, yokes, stones and sandbags for odd-object training and competition.",
    strip: "image",
    subs: [
      { key: "logs-axles", name: "Logs & Axles", art: "log" },
      { key: "yokes-frames", name: "Yokes & Frames", art: "yoke" },
      { key: "stones", name: "Atlas Stones", art: "stone" },
      { key: "sandbags", name: "Sandbags", art: "sandbag" },
      { key: "implements", name: "Implements & Sleds", art: "sled" },
      { key: "competitions", name: "Competitions & Events", art: "ticket" },
    ],
  },
  {
    key: "mobility-rehab",
    name: "Mobility & Rehab",
    art: "roller",
    description: "Foam rollers, bands, massage tools and programming to keep you training.",
    strip: "text",
    subs: [
      { key: "foam-rollers", name: "Foam Rollers", art: "roller" },
      { key: "resistance-bands", name: "Resistance Bands", art: "band" },
      { key: "massage-tools", name: "Massage Tools", art: "massage" },
      { key: "recovery", name: "Recovery & Nutrition", art: "tub" },
      { key: "training-programs", name: "Training Programs", art: "program" },
    ],
  },
  {
    key: "lifting-straps-wraps",
    name: "Lifting Straps & Wraps",
    art: "strap",
    description: "Straps, wrist wraps, knee sleeves, belts and chalk for heavy days.",
    strip: "text",
    subs: [
      { key: "lifting-straps", name: "Lifting Straps", art: "strap" },
      { key: "wrist-wraps", name: "Wrist Wraps", art: "wrap" },
      { key: "knee-sleeves", name: "Knee Sleeves", art: "sleeve" },
      { key: "lifting-belts", name: "Lifting Belts", art: "belt" },
      { key: "chalk-grips", name: "Chalk & Grips", art: "chalk" },
    ],
  },
  {
    key: "gift-guide",
    name: "Gift Guide",
    art: "giftcard",
    description: "Gift ideas by budget, plus gift cards delivered by email or post.",
    strip: "text",
    subs: [
      { key: "gifts-under-30", name: "Gifts Under $30", art: "giftcard", sites: USA_APO },
      { key: "gifts-under-60", name: "Gifts Under $60", art: "giftcard", sites: USA_APO },
      { key: "gifts-under-50", name: "Gifts Under $50", art: "giftcard", sites: ["CAN"] },
      { key: "gifts-under-40", name: "Gifts Under 40", art: "giftcard", sites: INTL_BANDS },
      { key: "gifts-under-80", name: "Gifts Under 80", art: "giftcard", sites: INTL_BANDS },
      { key: "gift-cards", name: "Gift Cards", art: "giftcard" },
    ],
  },
  {
    key: "replacement-parts",
    name: "Replacement Parts",
    art: "part",
    description: "Hardware, pads, pins and spares to keep older equipment in service.",
    strip: "text",
    subs: [
      { key: "rack-parts", name: "Rack Parts", art: "part" },
      { key: "barbell-parts", name: "Barbell Parts", art: "part" },
      { key: "conditioning-parts", name: "Conditioning Parts", art: "part" },
      { key: "hardware", name: "Hardware", art: "part", stripSites: ["USA"] },
    ],
  },
  {
    key: "new-gear",
    name: "New Gear",
    art: "package",
    description: "The latest releases from Ironworks and our partner makers.",
    strip: "text",
    subs: [],
  },
  {
    key: "3-ships-free",
    name: "3 Ships Free",
    art: "package",
    description: "Small gear that ships free in the contiguous US when you buy three or more.",
    strip: "text",
    subs: [],
  },
];

/** Flat categories link to these instead of children. */
const FLAT_STRIP_TARGETS = [
  "weightlifting-bars-plates/barbells",
  "rogue-rigs-racks/power-racks",
  "gear-apparel/mens-t-shirts",
];

export interface CategoryIndex {
  categories: SeedCategory[];
  /** url path → id; throws for an unknown path so a typo fails the seed, not the storefront. */
  id(path: string): number;
  byId(id: number): SeedCategory | undefined;
}

export function buildCategories(): CategoryIndex {
  const categories: SeedCategory[] = [];
  const idByPath = new Map<string, number>();
  const subArt = new Map<string, ArtFamily>();
  TREE.forEach((top, index) => {
    const id = index + 1;
    idByPath.set(top.key, id);
    categories.push({
      id,
      parentId: null,
      name: top.name,
      urlKey: top.key,
      urlPath: top.key,
      position: index + 1,
      description: top.description,
      image: artworkPath("tile", top.art, top.key, 1),
      sites: null,
      inMenu: true,
      linkStrip: null,
    });
  });
  let nextId = TREE.length + 1;
  for (const top of TREE) {
    const parentId = idByPath.get(top.key) as number;
    top.subs.forEach((sub, position) => {
      const urlPath = `${top.key}/${sub.key}`;
      idByPath.set(urlPath, nextId);
      subArt.set(urlPath, sub.art);
      categories.push({
        id: nextId++,
        parentId,
        name: sub.name,
        urlKey: sub.key,
        urlPath,
        position: position + 1,
        description: null,
        image: artworkPath("tile", sub.art, sub.key, 1),
        sites: sub.sites ?? null,
        inMenu: true,
        linkStrip: null,
      });
    });
  }
  const id = (path: string): number => {
    const found = idByPath.get(path);
    if (found === undefined) throw new Error(`unknown category path ${path}`);
    return found;
  };
  const byIdMap = new Map(categories.map((c) => [c.id, c]));
  for (const top of TREE) {
    const category = byIdMap.get(id(top.key)) as SeedCategory;
    const targets = top.subs.length > 0 ? top.subs.map((s) => ({ path: `${top.key}/${s.key}`, def: s })) : [];
    const items =
      targets.length > 0
        ? targets.map(({ path, def }) => ({
            categoryId: id(path),
            label: def.name,
            image: top.strip === "image" ? artworkPath("tile", def.art, def.key, 1) : null,
            sites: def.stripSites ?? def.sites ?? null,
          }))
        : FLAT_STRIP_TARGETS.map((path) => {
            const target = byIdMap.get(id(path)) as SeedCategory;
            return { categoryId: target.id, label: target.name, image: null, sites: null };
          });
    category.linkStrip = { style: top.strip, items };
  }
  return { categories, id, byId: (catId) => byIdMap.get(catId) };
}

export const TOP_LEVEL_PATHS = TREE.map((t) => t.key);
