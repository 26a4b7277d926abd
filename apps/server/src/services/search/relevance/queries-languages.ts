import type { Judge, RelevanceCase } from "./queries.ts";

/**
 * The per-language relevance set (issue 15 item 4): what a German, French, Spanish or Dutch shopper
 * types for the store's main aisles, judged on the seed by category (names stay the makers' own, so
 * the product's aisle is what makes it relevant). Site EUR, where these languages are spoken.
 */
const cat = (path: string): Judge => ({ category: `/${path}` });
const BARBELLS = [cat("weightlifting-bars-plates/barbells")];
const BELLS = "weightlifting-bars-plates/dumbbells-kettlebells";
const DUMBBELLS = [{ category: `/${BELLS}`, name: /dumbbell/i }];
const KETTLEBELLS = [{ category: `/${BELLS}`, name: /kettlebell/i }];
const BUMPERS = [cat("weightlifting-bars-plates/bumper-plates")];
const IRON = [cat("weightlifting-bars-plates/iron-plates")];
const COLLARS = [cat("weightlifting-bars-plates/collars")];
const BENCHES = [cat("rogue-rigs-racks/benches")];
const RACKS = [cat("rogue-rigs-racks/power-racks")];
const SHOES = [cat("shoes/weightlifting-shoes")];
const KNEE = [cat("lifting-straps-wraps/knee-sleeves")];
const WRIST = [cat("lifting-straps-wraps/wrist-wraps")];
const STRAPS = [cat("lifting-straps-wraps/lifting-straps")];
const BELTS = [cat("lifting-straps-wraps/lifting-belts")];
const ROLLERS = [cat("mobility-rehab/foam-rollers")];
const SANDBAGS = [cat("strongman/sandbags")];
const BANDS = [cat("mobility-rehab/resistance-bands")];

const c = (q: string, cls: RelevanceCase["class"], relevant: Judge[]): RelevanceCase => ({
  q,
  class: cls,
  site: "EUR",
  relevant,
  top4: "relevant",
});

export const LANGUAGE_CASES: Record<"de" | "fr" | "es" | "nl", RelevanceCase[]> = {
  de: [
    c("Langhantel", "keyword", BARBELLS),
    c("Langhanteln", "plural", BARBELLS),
    c("Langhantl", "typo", BARBELLS),
    c("Kurzhanteln", "keyword", DUMBBELLS),
    c("Kurzhantel", "plural", DUMBBELLS),
    c("Kettlebells", "keyword", KETTLEBELLS),
    c("Hantelscheiben Guss", "category", IRON),
    c("Bumper Plates", "category", BUMPERS),
    c("Hantelbank", "keyword", BENCHES),
    c("Power Rack", "category", RACKS),
    c("Gewichtheberschuhe", "category", SHOES),
    c("Kniebandagen", "category", KNEE),
    c("Handgelenkbandage", "plural", WRIST),
    c("Zughilfen", "category", STRAPS),
    c("Gewichthebergürtel", "category", BELTS),
    c("Faszienrolle", "keyword", ROLLERS),
    c("Sandsack", "keyword", SANDBAGS),
    c("Hantelverschlüsse", "category", COLLARS),
  ],
  fr: [
    c("barre olympique", "keyword", BARBELLS),
    c("barres olympiques", "plural", BARBELLS),
    c("bare olympique", "typo", BARBELLS),
    c("haltères", "keyword", DUMBBELLS),
    c("l'haltère", "plural", DUMBBELLS),
    c("kettlebell", "keyword", KETTLEBELLS),
    c("disques en fonte", "category", IRON),
    c("disques bumper", "category", BUMPERS),
    c("banc de musculation", "category", BENCHES),
    c("cage à squat", "category", RACKS),
    c("chaussures d'haltérophilie", "category", SHOES),
    c("genouillères", "category", KNEE),
    c("protège-poignets", "category", WRIST),
    c("sangles de tirage", "category", STRAPS),
    c("ceinture de force", "category", BELTS),
    c("rouleau de massage", "category", ROLLERS),
    c("sac de sable", "keyword", SANDBAGS),
  ],
  es: [
    c("barra olímpica", "keyword", BARBELLS),
    c("barras olimpicas", "plural", BARBELLS),
    c("bara olímpica", "typo", BARBELLS),
    c("mancuernas", "keyword", DUMBBELLS),
    c("mancuerna", "plural", DUMBBELLS),
    c("kettlebells", "keyword", KETTLEBELLS),
    c("discos de hierro", "category", IRON),
    c("discos bumper", "category", BUMPERS),
    c("banco", "keyword", BENCHES),
    c("jaula de potencia", "category", RACKS),
    c("zapatillas de halterofilia", "category", SHOES),
    c("rodilleras", "category", KNEE),
    c("muñequeras", "category", WRIST),
    c("straps de levantamiento", "category", STRAPS),
    c("cinturón de levantamiento", "category", BELTS),
    c("rodillo de espuma", "category", ROLLERS),
    c("saco de arena", "keyword", SANDBAGS),
  ],
  nl: [
    c("halterstang", "keyword", BARBELLS),
    c("halterstangen", "plural", BARBELLS),
    c("halterstng", "typo", BARBELLS),
    c("dumbbells", "keyword", DUMBBELLS),
    c("kettlebell", "keyword", KETTLEBELLS),
    c("gietijzeren schijven", "category", IRON),
    c("bumperplates", "category", BUMPERS),
    c("fitnessbank", "keyword", BENCHES),
    c("power rack", "category", RACKS),
    c("gewichthefschoenen", "category", SHOES),
    c("kniebraces", "category", KNEE),
    c("polsbandages", "category", WRIST),
    c("lifting straps", "category", STRAPS),
    c("powerliftriem", "category", BELTS),
    c("foamroller", "keyword", ROLLERS),
    c("zandzak", "keyword", SANDBAGS),
    c("weerstandsbanden", "category", BANDS),
  ],
};
