import { BRAND } from "../catalog/brands.ts";

/** Configurable garments: every colour × every size becomes a child product. */
export interface Garment {
  name: string;
  usd: number;
  colors: string[];
  text: string;
  brand?: string;
  extra?: "new-gear";
}

export const TEES: Garment[] = [
  {
    name: "Ironworks Anvil Logo Tee",
    usd: 28,
    colors: ["black", "heather-grey", "navy"],
    text: "our anvil mark on a soft ringspun cotton tee",
  },
  {
    name: "Ironworks Heavy Days Tee",
    usd: 30,
    colors: ["charcoal", "sand"],
    text: "a tribute to the sessions you almost skipped",
  },
  {
    name: "Ironworks Garage Gym Tee",
    usd: 28,
    colors: ["black", "olive", "maroon"],
    text: "for everyone who trains under a single bulb",
  },
  {
    name: "Ironworks Barbell Club Tee",
    usd: 30,
    colors: ["white", "navy"],
    text: "a vintage club crest, printed with water-based ink",
  },
  {
    name: "Ironworks Strongman Tee",
    usd: 32,
    colors: ["black", "rust"],
    text: "a log-press graphic for odd-object lovers",
  },
  {
    name: "Ironworks Chalk Dust Tee",
    usd: 28,
    colors: ["heather-grey", "black"],
    text: "a distressed chalk-print graphic on a triblend tee",
  },
  {
    name: "Ironworks Made Strong Tee",
    usd: 30,
    colors: ["navy", "forest", "black"],
    text: "a simple wordmark on heavyweight cotton",
  },
  {
    name: "Ironworks Triblend Tee",
    usd: 32,
    colors: ["charcoal", "royal", "maroon"],
    text: "a lightweight triblend tee that drapes well",
  },
  {
    name: "Ironworks Pocket Tee",
    usd: 34,
    colors: ["sand", "olive", "black"],
    text: "a garment-dyed tee with a chest pocket",
  },
  {
    name: "Ironworks Long Sleeve Training Shirt",
    usd: 42,
    colors: ["black", "heather-grey"],
    text: "a long-sleeve shirt with thumb loops for cold mornings",
  },
  {
    name: "Ironworks Work Capacity Tee",
    usd: 30,
    colors: ["red", "black"],
    text: "a conditioning-day graphic on a moisture-wicking blend",
  },
  {
    name: "Ironworks Iron Game Tee",
    usd: 30,
    colors: ["white", "charcoal"],
    text: "a classic iron-game typeface on a boxy fit",
    extra: "new-gear",
  },
  {
    name: "Ironworks Lifting Club Raglan",
    usd: 36,
    colors: ["navy", "heather-grey"],
    text: "a baseball raglan with contrast sleeves",
  },
  {
    name: "Ironworks Deadlift Club Tee",
    usd: 30,
    colors: ["black", "sand"],
    text: "a members-only crest for people who pull from the floor",
  },
  {
    name: "Ironworks Plate Stack Tee",
    usd: 28,
    colors: ["royal", "heather-grey"],
    text: "a colour-coded plate stack printed across the chest",
  },
  {
    name: "Ironworks Sleeveless Training Tee",
    usd: 26,
    colors: ["black", "charcoal"],
    text: "a cut-off training tee with dropped armholes",
  },
  {
    name: "Corvane Performance Tee",
    usd: 38,
    colors: ["black", "teal", "grey"],
    text: "a quick-dry performance tee with flatlock seams",
    brand: BRAND.apparel,
  },
  {
    name: "Corvane Tech Tee",
    usd: 40,
    colors: ["navy", "charcoal"],
    text: "an anti-odour tech fabric that stays dry",
    brand: BRAND.apparel,
    extra: "new-gear",
  },
];

export const WOMENS: Garment[] = [
  {
    name: "Ironworks Women's Cropped Tee",
    usd: 30,
    colors: ["black", "pink", "sand"],
    text: "a boxy cropped tee in soft cotton",
  },
  {
    name: "Ironworks Women's Racerback Tank",
    usd: 28,
    colors: ["black", "heather-grey", "teal"],
    text: "a racerback tank that stays out of the way overhead",
  },
  {
    name: "Ironworks Women's Training Leggings",
    usd: 64,
    colors: ["black", "navy"],
    text: "high-rise squat-proof leggings with a phone pocket",
  },
  {
    name: "Ironworks Women's Relaxed Tee",
    usd: 30,
    colors: ["white", "olive"],
    text: "a relaxed-fit tee with a small anvil mark",
  },
  {
    name: "Ironworks Women's Muscle Tank",
    usd: 28,
    colors: ["black", "maroon"],
    text: "a dropped-armhole tank for hot gym days",
  },
  {
    name: "Ironworks Women's Joggers",
    usd: 58,
    colors: ["charcoal", "black"],
    text: "tapered fleece joggers with zip pockets",
  },
  {
    name: "Ironworks Women's Crewneck Sweatshirt",
    usd: 56,
    colors: ["sand", "heather-grey"],
    text: "a relaxed crewneck in garment-dyed fleece",
  },
  {
    name: "Ironworks Women's Training Shorts",
    usd: 40,
    colors: ["black", "navy"],
    text: "lightweight training shorts with a 4-inch inseam",
  },
  {
    name: "Corvane Women's Seamless Tank",
    usd: 44,
    colors: ["purple", "black"],
    text: "a seamless knit tank with a built-in shelf bra",
    brand: BRAND.apparel,
  },
  {
    name: "Corvane Women's Biker Shorts",
    usd: 46,
    colors: ["black", "navy"],
    text: "7-inch biker shorts with a no-roll waistband",
    brand: BRAND.apparel,
    extra: "new-gear",
  },
];

export const HOODIES: Garment[] = [
  {
    name: "Ironworks Heavyweight Hoodie",
    usd: 68,
    colors: ["black", "heather-grey", "navy"],
    text: "a 14 oz fleece hoodie built to last a decade",
  },
  { name: "Ironworks Zip Hoodie", usd: 72, colors: ["charcoal", "black"], text: "a full-zip hoodie with a lined hood" },
  {
    name: "Ironworks Crewneck Sweatshirt",
    usd: 58,
    colors: ["sand", "forest", "black"],
    text: "a garment-dyed crewneck with ribbed cuffs",
  },
  {
    name: "Ironworks Anvil Hoodie",
    usd: 65,
    colors: ["maroon", "black"],
    text: "a pullover hoodie with an oversized anvil print",
  },
  {
    name: "Corvane Tech Fleece Hoodie",
    usd: 88,
    colors: ["charcoal", "navy"],
    text: "a lightweight tech fleece for warm-ups",
    brand: BRAND.apparel,
  },
  {
    name: "Ironworks Barbell Club Hoodie",
    usd: 68,
    colors: ["navy", "forest"],
    text: "a heavyweight hoodie with the Barbell Club crest",
  },
  {
    name: "Ironworks Sherpa-Lined Hoodie",
    usd: 95,
    colors: ["charcoal", "olive"],
    text: "a full-zip hoodie lined with sherpa fleece for unheated gyms",
  },
  {
    name: "Ironworks Quarter-Zip Pullover",
    usd: 74,
    colors: ["heather-grey", "navy"],
    text: "a quarter-zip midlayer with thumb holes",
  },
];

export const SHORTS: Garment[] = [
  {
    name: 'Ironworks Training Shorts 7"',
    usd: 45,
    colors: ["black", "grey", "navy"],
    text: "4-way stretch shorts with a 7-inch inseam",
  },
  {
    name: 'Ironworks Training Shorts 5"',
    usd: 45,
    colors: ["black", "olive"],
    text: "4-way stretch shorts with a 5-inch inseam",
  },
  {
    name: "Ironworks Fleece Shorts",
    usd: 42,
    colors: ["heather-grey", "charcoal"],
    text: "soft fleece shorts for rest days",
  },
  {
    name: "Corvane Lined Training Shorts",
    usd: 58,
    colors: ["black", "teal"],
    text: "shorts with a built-in compression liner",
    brand: BRAND.apparel,
  },
  {
    name: "Ironworks Ripstop Utility Shorts",
    usd: 52,
    colors: ["sand", "olive"],
    text: "ripstop cotton shorts with cargo pockets",
  },
];
