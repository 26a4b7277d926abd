import type { CategoryCopy, TranslationsOf } from "@ironworks/contracts";
import type { SeedCategory } from "../types.ts";
import { byLanguage, type Words, word } from "./languages.ts";

/** Category names by url path, as a German, French, Spanish and Dutch strength shop names its aisles. */
const NAMES: Record<string, Words> = {
  "gear-apparel": ["Bekleidung & Zubehör", "Vêtements & accessoires", "Ropa y accesorios", "Kleding & accessoires"],
  "gear-apparel/mens-t-shirts": ["Herren-T-Shirts", "T-shirts homme", "Camisetas de hombre", "Herenshirts"],
  "gear-apparel/womens-apparel": ["Damenbekleidung", "Vêtements femme", "Ropa de mujer", "Dameskleding"],
  "gear-apparel/hoodies": ["Hoodies & Sweatshirts", "Sweats & hoodies", "Sudaderas", "Hoodies & sweaters"],
  "gear-apparel/hats": ["Caps & Mützen", "Casquettes & bonnets", "Gorras y gorros", "Petten & mutsen"],
  "gear-apparel/shorts": ["Shorts", "Shorts", "Pantalones cortos", "Shorts"],
  "gear-apparel/accessories": [
    "Taschen & Accessoires",
    "Sacs & accessoires",
    "Bolsas y accesorios",
    "Tassen & accessoires",
  ],
  shoes: ["Schuhe", "Chaussures", "Calzado", "Schoenen"],
  "shoes/weightlifting-shoes": [
    "Gewichtheberschuhe",
    "Chaussures d'haltérophilie",
    "Zapatillas de halterofilia",
    "Gewichthefschoenen",
  ],
  "shoes/training-shoes": [
    "Trainingsschuhe",
    "Chaussures de training",
    "Zapatillas de entrenamiento",
    "Trainingsschoenen",
  ],
  "shoes/socks": ["Socken", "Chaussettes", "Calcetines", "Sokken"],
  "weightlifting-bars-plates": [
    "Langhanteln & Hantelscheiben",
    "Barres & disques d'haltérophilie",
    "Barras y discos de halterofilia",
    "Halterstangen & halterschijven",
  ],
  "weightlifting-bars-plates/barbells": ["Langhanteln", "Barres olympiques", "Barras olímpicas", "Halterstangen"],
  "weightlifting-bars-plates/bumper-plates": ["Bumper Plates", "Disques bumper", "Discos bumper", "Bumperplates"],
  "weightlifting-bars-plates/iron-plates": [
    "Hantelscheiben aus Guss",
    "Disques en fonte",
    "Discos de hierro",
    "Gietijzeren schijven",
  ],
  "weightlifting-bars-plates/change-plates": [
    "Fractional Plates",
    "Petits disques",
    "Discos de cambio",
    "Kleine schijven",
  ],
  "weightlifting-bars-plates/collars": [
    "Hantelverschlüsse",
    "Colliers de serrage",
    "Cierres y collarines",
    "Sluitingen",
  ],
  "weightlifting-bars-plates/dumbbells-kettlebells": [
    "Kurzhanteln & Kettlebells",
    "Haltères & kettlebells",
    "Mancuernas y kettlebells",
    "Dumbbells & kettlebells",
  ],
  "rogue-rigs-racks": ["Rigs & Racks", "Rigs & racks", "Rigs y racks", "Rigs & racks"],
  "rogue-rigs-racks/power-racks": ["Power Racks", "Cages à squat", "Jaulas de potencia", "Power racks"],
  "rogue-rigs-racks/squat-stands": ["Squat-Ständer", "Supports de squat", "Soportes de sentadilla", "Squatstandaards"],
  "rogue-rigs-racks/wall-mount-racks": ["Wand-Racks", "Racks muraux", "Racks de pared", "Wandrekken"],
  "rogue-rigs-racks/rigs": ["Rigs", "Rigs", "Rigs", "Rigs"],
  "rogue-rigs-racks/rack-accessories": [
    "Rack-Zubehör & Aufbewahrung",
    "Accessoires de rack & rangement",
    "Accesorios de rack y almacenaje",
    "Rack-accessoires & opslag",
  ],
  "rogue-rigs-racks/benches": ["Hantelbänke", "Bancs de musculation", "Bancos", "Fitnessbanken"],
  "equipment-packages": ["Ausstattungspakete", "Packs d'équipement", "Paquetes de equipamiento", "Complete pakketten"],
  "equipment-packages/garage-gym-packages": [
    "Home-Gym-Pakete",
    "Packs home gym",
    "Paquetes para home gym",
    "Thuisgym-pakketten",
  ],
  "equipment-packages/commercial-packages": [
    "Pakete für Studios",
    "Packs pour salles",
    "Paquetes para gimnasios",
    "Pakketten voor sportscholen",
  ],
  "equipment-packages/plate-sets": ["Scheibensets", "Sets de disques", "Juegos de discos", "Schijvensets"],
  "equipment-packages/conditioning": [
    "Ausdauer & Conditioning",
    "Cardio & conditioning",
    "Cardio y acondicionamiento",
    "Conditietraining",
  ],
  strongman: ["Strongman", "Strongman", "Strongman", "Strongman"],
  "strongman/logs-axles": ["Logs & Achsen", "Logs & axles", "Logs y ejes", "Logs & assen"],
  "strongman/yokes-frames": ["Yokes & Frames", "Jougs & frames", "Yugos y marcos", "Yokes & frames"],
  "strongman/stones": ["Atlas-Steine", "Pierres d'Atlas", "Piedras Atlas", "Atlasstenen"],
  "strongman/sandbags": ["Sandsäcke", "Sacs de sable", "Sacos de arena", "Zandzakken"],
  "strongman/implements": ["Geräte & Schlitten", "Agrès & traîneaux", "Implementos y trineos", "Attributen & sleeën"],
  "strongman/competitions": [
    "Wettkämpfe & Events",
    "Compétitions & événements",
    "Competiciones y eventos",
    "Wedstrijden & events",
  ],
  "mobility-rehab": [
    "Mobility & Regeneration",
    "Mobilité & récupération",
    "Movilidad y recuperación",
    "Mobiliteit & herstel",
  ],
  "mobility-rehab/foam-rollers": ["Faszienrollen", "Rouleaux de massage", "Rodillos de espuma", "Foamrollers"],
  "mobility-rehab/resistance-bands": ["Widerstandsbänder", "Bandes élastiques", "Bandas elásticas", "Weerstandsbanden"],
  "mobility-rehab/massage-tools": ["Massagetools", "Outils de massage", "Herramientas de masaje", "Massagetools"],
  "mobility-rehab/recovery": [
    "Regeneration & Ernährung",
    "Récupération & nutrition",
    "Recuperación y nutrición",
    "Herstel & voeding",
  ],
  "mobility-rehab/training-programs": [
    "Trainingspläne",
    "Programmes d'entraînement",
    "Programas de entrenamiento",
    "Trainingsschema's",
  ],
  "lifting-straps-wraps": [
    "Zughilfen & Bandagen",
    "Sangles & bandes de maintien",
    "Straps y muñequeras",
    "Lifting straps & wraps",
  ],
  "lifting-straps-wraps/lifting-straps": [
    "Zughilfen",
    "Sangles de tirage",
    "Straps de levantamiento",
    "Lifting straps",
  ],
  "lifting-straps-wraps/wrist-wraps": ["Handgelenkbandagen", "Protège-poignets", "Muñequeras", "Polsbandages"],
  "lifting-straps-wraps/knee-sleeves": ["Kniebandagen", "Genouillères", "Rodilleras", "Kniebraces"],
  "lifting-straps-wraps/lifting-belts": [
    "Gewichthebergürtel",
    "Ceintures de force",
    "Cinturones de levantamiento",
    "Powerliftriemen",
  ],
  "lifting-straps-wraps/chalk-grips": [
    "Magnesia & Grips",
    "Magnésie & maniques",
    "Magnesio y calleras",
    "Magnesium & grips",
  ],
  "gift-guide": ["Geschenkideen", "Idées cadeaux", "Ideas para regalar", "Cadeau-ideeën"],
  "gift-guide/gifts-under-30": [
    "Geschenke unter 30 $",
    "Cadeaux à moins de 30 $",
    "Regalos por menos de 30 $",
    "Cadeaus onder $ 30",
  ],
  "gift-guide/gifts-under-60": [
    "Geschenke unter 60 $",
    "Cadeaux à moins de 60 $",
    "Regalos por menos de 60 $",
    "Cadeaus onder $ 60",
  ],
  "gift-guide/gifts-under-50": [
    "Geschenke unter 50 $",
    "Cadeaux à moins de 50 $",
    "Regalos por menos de 50 $",
    "Cadeaus onder $ 50",
  ],
  "gift-guide/gifts-under-40": [
    "Geschenke unter 40",
    "Cadeaux à moins de 40",
    "Regalos por menos de 40",
    "Cadeaus onder 40",
  ],
  "gift-guide/gifts-under-80": [
    "Geschenke unter 80",
    "Cadeaux à moins de 80",
    "Regalos por menos de 80",
    "Cadeaus onder 80",
  ],
  "gift-guide/gift-cards": ["Geschenkkarten", "Cartes cadeaux", "Tarjetas regalo", "Cadeaukaarten"],
  "replacement-parts": ["Ersatzteile", "Pièces détachées", "Recambios", "Onderdelen"],
  "replacement-parts/rack-parts": ["Rack-Ersatzteile", "Pièces de rack", "Recambios de rack", "Rackonderdelen"],
  "replacement-parts/barbell-parts": [
    "Langhantel-Ersatzteile",
    "Pièces de barre",
    "Recambios de barra",
    "Onderdelen voor halterstangen",
  ],
  "replacement-parts/conditioning-parts": [
    "Ersatzteile für Cardiogeräte",
    "Pièces cardio",
    "Recambios de cardio",
    "Onderdelen voor cardio",
  ],
  "replacement-parts/hardware": ["Schrauben & Kleinteile", "Visserie", "Tornillería", "Bevestigingsmateriaal"],
  "new-gear": ["Neuheiten", "Nouveautés", "Novedades", "Nieuw"],
  "3-ships-free": [
    "3 Artikel, Versand gratis",
    "3 articles, livraison offerte",
    "Envío gratis con 3",
    "3 = gratis verzending",
  ],
};

const DESCRIPTIONS: Record<string, Words> = {
  "gear-apparel": [
    "Trainingsshirts, Hoodies, Caps und Alltagsbegleiter, die Gym und Waschmaschine locker wegstecken.",
    "T-shirts, sweats, casquettes et accessoires du quotidien, taillés pour résister à la salle comme au lavage.",
    "Camisetas, sudaderas, gorras y accesorios para el día a día que aguantan el gimnasio y la lavadora.",
    "Trainingsshirts, hoodies, petten en dagelijkse gear die de gym én de wasmachine overleven.",
  ],
  shoes: [
    "Gewichtheberschuhe mit festem Absatz, flache Trainingsschuhe für Kreuzheben und Socken, die sitzen bleiben.",
    "Chaussures d'haltérophilie à talon rigide, chaussures plates pour le sol et chaussettes qui ne glissent pas.",
    "Zapatillas de halterofilia con tacón firme, zapatillas planas para el suelo y calcetines que no se mueven.",
    "Gewichthefschoenen met een stevige hak, platte trainers voor op de vloer en sokken die blijven zitten.",
  ],
  "weightlifting-bars-plates": [
    "Wettkampf- und Trainingslanghanteln, Bumper Plates, Gussscheiben, Fractional Plates und Hantelverschlüsse.",
    "Barres de compétition et d'entraînement, disques bumper et en fonte, petits disques et colliers de serrage.",
    "Barras de competición y entrenamiento, discos bumper y de hierro, discos de cambio y cierres.",
    "Halterstangen voor wedstrijd en training, bumperplates, gietijzeren en kleine schijven en sluitingen.",
  ],
  "rogue-rigs-racks": [
    "Power Racks, Squat-Ständer, Wand-Racks und komplette Rigs – dazu das passende Zubehör.",
    "Cages à squat, supports, racks muraux et rigs complets, avec les accessoires qui s'y montent.",
    "Jaulas de potencia, soportes de sentadilla, racks de pared y rigs completos, con sus accesorios.",
    "Power racks, squatstandaards, wandrekken en complete rigs, plus de accessoires die erop passen.",
  ],
  "equipment-packages": [
    "Komplettpakete für Home Gym und Studio, Scheibensets und Geräte fürs Conditioning.",
    "Packs complets pour home gym et salles pros, sets de disques et matériel de conditioning.",
    "Paquetes completos para home gym y gimnasios, juegos de discos y equipos de acondicionamiento.",
    "Complete pakketten voor thuisgym en sportschool, schijvensets en conditiematerialen.",
  ],
  strongman: [
    "Logs, Achsen, Yokes, Steine und Sandsäcke für Odd-Object-Training und Wettkampf.",
    "Logs, axles, jougs, pierres et sacs de sable pour l'entraînement aux objets lourds et la compétition.",
    "Logs, ejes, yugos, piedras y sacos de arena para entrenar con objetos y competir.",
    "Logs, assen, yokes, stenen en zandzakken voor odd-object-training en wedstrijden.",
  ],
  "mobility-rehab": [
    "Faszienrollen, Bänder, Massagetools und Trainingspläne, damit du dranbleiben kannst.",
    "Rouleaux, bandes, outils de massage et programmes pour continuer à vous entraîner.",
    "Rodillos, bandas, herramientas de masaje y programas para que sigas entrenando.",
    "Foamrollers, banden, massagetools en schema's zodat je kunt blijven trainen.",
  ],
  "lifting-straps-wraps": [
    "Zughilfen, Handgelenk- und Kniebandagen, Gürtel und Magnesia für die schweren Tage.",
    "Sangles, protège-poignets, genouillères, ceintures et magnésie pour les grosses séances.",
    "Straps, muñequeras, rodilleras, cinturones y magnesio para los días pesados.",
    "Straps, polsbandages, kniebraces, riemen en magnesium voor de zware dagen.",
  ],
  "gift-guide": [
    "Geschenkideen nach Budget – und Geschenkkarten per E-Mail oder Post.",
    "Des idées cadeaux par budget, et des cartes cadeaux envoyées par e-mail ou par courrier.",
    "Ideas para regalar según tu presupuesto y tarjetas regalo por correo electrónico o postal.",
    "Cadeau-ideeën per budget, plus cadeaukaarten per e-mail of per post.",
  ],
  "replacement-parts": [
    "Schrauben, Polster, Pins und Ersatzteile, mit denen älteres Equipment weiterläuft.",
    "Visserie, coussins, goupilles et pièces pour garder votre matériel en service.",
    "Tornillería, acolchados, pasadores y recambios para que tu equipo siga funcionando.",
    "Bouten, kussens, pinnen en onderdelen om ouder materiaal in gebruik te houden.",
  ],
  "new-gear": [
    "Die neuesten Releases von Ironworks und unseren Partnerherstellern.",
    "Les dernières sorties d'Ironworks et de nos fabricants partenaires.",
    "Los últimos lanzamientos de Ironworks y de nuestros fabricantes asociados.",
    "De nieuwste releases van Ironworks en onze partnermerken.",
  ],
  "3-ships-free": [
    "Kleines Equipment, das innerhalb der kontinentalen USA ab drei Artikeln versandkostenfrei kommt.",
    "Du petit matériel livré gratuitement sur le territoire continental des États-Unis dès trois articles.",
    "Material pequeño con envío gratis en los EE. UU. continentales a partir de tres artículos.",
    "Kleine gear die binnen de continentale VS gratis wordt verzonden vanaf drie stuks.",
  ],
};

/** The name of a category in a seed language (English when the table lacks it: the seed test catches that). */
export function categoryName(urlPath: string, language: Parameters<typeof word>[1]): string | undefined {
  const names = NAMES[urlPath];
  return names && word(names, language);
}

/** Adds name, description and strip labels in every seed language to every category. */
export function translateCategories(categories: SeedCategory[]): void {
  const byId = new Map(categories.map((c) => [c.id, c]));
  for (const c of categories) {
    const names = NAMES[c.urlPath];
    if (!names) continue;
    const descriptions = DESCRIPTIONS[c.urlPath];
    c.translations = byLanguage((language): Partial<CategoryCopy> => {
      const strip: Record<string, string> = {};
      for (const item of c.linkStrip?.items ?? []) {
        const target = byId.get(item.categoryId);
        const label = target && categoryName(target.urlPath, language);
        if (label) strip[String(item.categoryId)] = label;
      }
      return {
        name: word(names, language),
        ...(descriptions && { description: word(descriptions, language) }),
        ...(Object.keys(strip).length && { strip }),
      };
    }) as TranslationsOf<CategoryCopy>;
  }
}
