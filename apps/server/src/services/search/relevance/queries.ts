import type { SiteCode } from "@ironworks/domain";

/**
 * The relevance set: what a shopper meant by a keyphrase, judged on the deterministic seed
 * (packages/seed). Each case names the products that must rank in the top 4 — specific skus, or
 * "relevant" when any 4 of the relevant products will do (a shopper typing "barbel" wants barbells,
 * not one particular bar). `relevant` also grades nDCG@10: must-have skus gain 2, other relevant 1.
 *
 * Judged by hand from the catalog: category uris are the product's own (type) category.
 */

export type QueryClass = "typo" | "plural" | "sku" | "brand" | "category" | "keyword";

/** A product is relevant when it matches every field given (category uri, brand, name pattern, skus). */
export interface Judge {
  category?: string;
  brand?: string;
  name?: RegExp;
  skus?: string[];
}

export interface RelevanceCase {
  q: string;
  class: QueryClass;
  /** Default GBR (/gb, where the issue was seen). */
  site?: SiteCode;
  /** Any judge matching makes a product relevant. */
  relevant: Judge[];
  /** Skus that must be in the top 4, or "relevant": the top 4 (or all, when fewer) must be relevant. */
  top4: string[] | "relevant";
  /**
   * A known gap, with its reason: counted in the figures, not asserted by the test (which fails when
   * a gap case starts to pass, so the mark is removed and the case guards the fix).
   */
  gap?: string;
}

const cat = (path: string): Judge => ({ category: `/${path}` });
const BARBELLS = cat("weightlifting-bars-plates/barbells");
const BELLS = "weightlifting-bars-plates/dumbbells-kettlebells";
const DUMBBELLS: Judge = { category: `/${BELLS}`, name: /dumbbell/i };
const KETTLEBELLS: Judge = { category: `/${BELLS}`, name: /kettlebell/i };
const SQUAT_STANDS = [cat("rogue-rigs-racks/squat-stands"), { name: /squat stands?$/i }];
const RACKS = [cat("rogue-rigs-racks/power-racks"), ...SQUAT_STANDS];

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Typos: the product type the shopper meant ranks first, above parts and apparel that mention it.
  { q: "barbel", class: "typo", relevant: [BARBELLS], top4: "relevant" },
  { q: "barbels", class: "typo", relevant: [BARBELLS], top4: "relevant" },
  { q: "barbell", class: "keyword", relevant: [BARBELLS], top4: "relevant" },
  { q: "dumbel", class: "typo", relevant: [DUMBBELLS], top4: "relevant" },
  { q: "dumbells", class: "typo", relevant: [DUMBBELLS], top4: "relevant" },
  { q: "kettlebel", class: "typo", relevant: [KETTLEBELLS], top4: "relevant" },
  { q: "kettlebels", class: "typo", relevant: [KETTLEBELLS], top4: "relevant" },
  { q: "squat rak", class: "typo", relevant: RACKS, top4: "relevant" },
  { q: "pwoer rack", class: "typo", relevant: [cat("rogue-rigs-racks/power-racks")], top4: "relevant" },
  { q: "bumper plaets", class: "typo", relevant: [cat("weightlifting-bars-plates/bumper-plates")], top4: "relevant" },
  { q: "hodie", class: "typo", relevant: [cat("gear-apparel/hoodies")], top4: "relevant" },
  {
    q: "competiton bar",
    class: "typo",
    relevant: [{ ...BARBELLS, name: /competition/i }],
    top4: ["BB1016", "BB1017"],
  },
  { q: "weightlifitng shoes", class: "typo", relevant: [cat("shoes/weightlifting-shoes")], top4: "relevant" },
  { q: "sandbagg", class: "typo", relevant: [{ category: "/strongman/sandbags", name: /sandbag/i }], top4: "relevant" },
  { q: "wrsit wraps", class: "typo", relevant: [cat("lifting-straps-wraps/wrist-wraps")], top4: "relevant" },
  { q: "foam rolers", class: "typo", relevant: [cat("mobility-rehab/foam-rollers")], top4: "relevant" },
  { q: "kettlebell 24 kgs", class: "typo", relevant: [{ ...KETTLEBELLS, name: /24 kg/ }], top4: ["KB1005", "KB1013"] },
  {
    q: "atlas stnoes",
    class: "typo",
    relevant: [{ category: "/strongman/stones", name: /atlas stone -/i }],
    top4: "relevant",
  },

  // Plurals and singulars reach the same products.
  { q: "barbells", class: "plural", relevant: [BARBELLS], top4: "relevant" },
  { q: "dumbbells", class: "plural", relevant: [DUMBBELLS], top4: "relevant" },
  { q: "kettlebells", class: "plural", relevant: [KETTLEBELLS], top4: "relevant" },
  { q: "bench", class: "plural", relevant: [cat("rogue-rigs-racks/benches")], top4: "relevant" },
  { q: "benches", class: "plural", relevant: [cat("rogue-rigs-racks/benches")], top4: "relevant" },
  { q: "plyo boxes", class: "plural", relevant: [{ skus: ["CN1010", "CN1011"] }], top4: ["CN1010", "CN1011"] },
  { q: "hoodies", class: "plural", relevant: [cat("gear-apparel/hoodies")], top4: "relevant" },
  { q: "lifting belt", class: "plural", relevant: [cat("lifting-straps-wraps/lifting-belts")], top4: "relevant" },
  { q: "collar", class: "plural", relevant: [cat("weightlifting-bars-plates/collars")], top4: "relevant" },

  // Skus: the catalog's own, the store-facing EU-/AU- form, lower case, a variant's sku.
  { q: "RP1014", class: "sku", relevant: [{ skus: ["RP1014"] }], top4: ["RP1014"] },
  { q: "EU-BB1016", class: "sku", relevant: [{ skus: ["BB1016"] }], top4: ["BB1016"] },
  { q: "bb1001", class: "sku", relevant: [{ skus: ["BB1001"] }], top4: ["BB1001"] },
  { q: "KB1005", class: "sku", relevant: [{ skus: ["KB1005"] }], top4: ["KB1005"] },
  { q: "AT1004-WHT-M", class: "sku", relevant: [{ skus: ["AT1004"] }], top4: ["AT1004"] },
  { q: "AU-SM1009", class: "sku", site: "AUS", relevant: [{ skus: ["SM1009"] }], top4: ["SM1009"] },

  // Brand words (the seed's manufacturer values), alone and with a product word.
  { q: "halvard", class: "brand", relevant: [{ brand: "Halvard Steel" }], top4: "relevant" },
  { q: "halvard bar", class: "brand", relevant: [{ ...BARBELLS, brand: "Halvard Steel" }], top4: "relevant" },
  {
    q: "halvard bumper plates",
    class: "brand",
    relevant: [{ brand: "Halvard Steel", name: /bumper/i }],
    top4: "relevant",
  },
  { q: "stonemark", class: "brand", relevant: [{ brand: "Stonemark" }], top4: "relevant" },
  {
    q: "stonemark log",
    class: "brand",
    relevant: [{ category: "/strongman/logs-axles", name: /log \d/i }],
    top4: "relevant",
  },
  {
    q: "corvane shoe",
    class: "brand",
    relevant: [
      { brand: "Corvane Athletic", category: "/shoes/weightlifting-shoes" },
      { brand: "Corvane Athletic", category: "/shoes/training-shoes" },
    ],
    top4: ["SF1003", "SF1007"],
  },
  {
    q: "oakhollow roller",
    class: "brand",
    relevant: [{ brand: "Oakhollow Recovery", category: "/mobility-rehab/foam-rollers" }],
    top4: "relevant",
  },
  { q: "tallgrass bike", class: "brand", relevant: [{ skus: ["CN1002", "CN1003"] }], top4: ["CN1002", "CN1003"] },
  { q: "saddlerock belt", class: "brand", relevant: [{ skus: ["LB1004"] }], top4: ["LB1004"] },

  // Category words: the category's own products first; a modifier word does not pull in its parts.
  { q: "bar", class: "category", relevant: [BARBELLS], top4: "relevant" },
  { q: "squat rack", class: "category", relevant: RACKS, top4: "relevant" },
  { q: "power racks", class: "category", relevant: [cat("rogue-rigs-racks/power-racks")], top4: "relevant" },
  { q: "squat stands", class: "category", relevant: SQUAT_STANDS, top4: "relevant" },
  {
    q: "bumper plates",
    class: "category",
    relevant: [cat("weightlifting-bars-plates/bumper-plates")],
    top4: "relevant",
  },
  {
    q: "knee sleeves",
    class: "category",
    relevant: [{ category: "/lifting-straps-wraps/knee-sleeves", name: /knee/i }],
    top4: "relevant",
  },
  { q: "resistance bands", class: "category", relevant: [cat("mobility-rehab/resistance-bands")], top4: "relevant" },
  { q: "socks", class: "category", relevant: [cat("shoes/socks")], top4: "relevant" },
  { q: "barbell parts", class: "category", relevant: [cat("replacement-parts/barbell-parts")], top4: "relevant" },
  { q: "replacement parts", class: "category", relevant: [{ category: "/replacement-parts" }], top4: "relevant" },

  // Product words whose parts and accessories share the name.
  { q: "rower", class: "keyword", relevant: [{ skus: ["CN1001"] }], top4: ["CN1001"] },
  { q: "air bike", class: "keyword", relevant: [{ skus: ["CN1002", "CN1003"] }], top4: ["CN1002", "CN1003"] },
  { q: "kettlebell", class: "keyword", relevant: [KETTLEBELLS], top4: "relevant" },
  {
    q: "pull up bar",
    class: "keyword",
    relevant: [{ name: /pull-up bar$/i, category: "/rogue-rigs-racks/rack-accessories" }],
    top4: "relevant",
  },
  { q: "dip station", class: "keyword", relevant: [{ name: /dip station/i }], top4: "relevant" },
  { q: "sled", class: "keyword", relevant: [{ skus: ["SM1029", "SM1030"] }], top4: ["SM1029", "SM1030"] },
  { q: "log", class: "keyword", relevant: [{ category: "/strongman/logs-axles", name: /log \d/i }], top4: "relevant" },
  { q: "yoke", class: "keyword", relevant: [{ skus: ["SM1009", "SM1010"] }], top4: ["SM1009", "SM1010"] },
  { q: "j cups", class: "keyword", relevant: [{ name: /j-cups/i }], top4: "relevant" },
  {
    q: "womens bar",
    class: "keyword",
    relevant: [{ ...BARBELLS, name: /women/i }],
    top4: ["BB1006", "BB1007", "BB1017"],
  },
  { q: "bumper plate set", class: "keyword", relevant: [{ skus: ["GS1003", "GS1004"] }], top4: ["GS1003"] },
  { q: "kettle bell", class: "typo", relevant: [KETTLEBELLS], top4: "relevant" },
  { q: "dumbell rack", class: "typo", relevant: [{ skus: ["RA1021"] }], top4: ["RA1021"] },
  {
    q: "barbell collars",
    class: "keyword",
    relevant: [cat("weightlifting-bars-plates/collars")],
    top4: "relevant",
  },
  { q: "barbell tee", class: "keyword", relevant: [{ skus: ["AT1004"] }], top4: ["AT1004"] },
  { q: "bar brush", class: "keyword", relevant: [{ skus: ["RP1015"] }], top4: ["RP1015"] },
  { q: "rower seat", class: "keyword", relevant: [{ skus: ["RP1018"] }], top4: ["RP1018"] },
  // "lifting" is not "weightlifting" to the index: a training shoe whose text says lifting ranks 4th.
  { q: "lifting shoes", class: "keyword", relevant: [cat("shoes/weightlifting-shoes")], top4: ["SF1001", "SF1003"] },
  // The gym flag is in Bags & Accessories too: the duffels must make the top 4.
  {
    q: "gym bag",
    class: "keyword",
    relevant: [{ skus: ["AC1001", "AC1002", "AC1003", "AC1004"] }],
    top4: ["AC1001", "AC1002"],
  },
  { q: "trap bar", class: "keyword", site: "USA", relevant: [{ skus: ["BB1019"] }], top4: ["BB1019"] },
  { q: "ez bar", class: "keyword", relevant: [{ skus: ["BB1022"] }], top4: ["BB1022"] },
  { q: "hex dumbbells", class: "keyword", relevant: [{ ...DUMBBELLS, name: /hex/i }], top4: "relevant" },
  { q: "belt", class: "keyword", relevant: [cat("lifting-straps-wraps/lifting-belts")], top4: "relevant" },
  {
    q: "massage ball",
    class: "keyword",
    relevant: [{ category: "/mobility-rehab/massage-tools", name: /ball/i }],
    top4: "relevant",
  },
  {
    q: "chalk",
    class: "keyword",
    relevant: [{ category: "/lifting-straps-wraps/chalk-grips", name: /chalk/i }],
    top4: "relevant",
  },
  {
    q: "weight plates",
    class: "keyword",
    relevant: [
      cat("weightlifting-bars-plates/bumper-plates"),
      cat("weightlifting-bars-plates/iron-plates"),
      cat("weightlifting-bars-plates/change-plates"),
    ],
    top4: "relevant",
  },
  { q: "olympic bar", class: "keyword", relevant: [BARBELLS], top4: "relevant" },
  {
    q: "tee",
    class: "keyword",
    relevant: [cat("gear-apparel/mens-t-shirts"), { category: "/gear-apparel/womens-apparel", name: /tee/i }],
    top4: "relevant",
  },
];
