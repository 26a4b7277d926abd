import { BRAND } from "../catalog/brands.ts";

/** A brand page's copy in one language (issue 23 item 6); English is the row's own text. */
export interface SeedBrandCopy {
  story: string;
  pageTitle: string;
  metaDescription: string;
}

export interface SeedBrand extends SeedBrandCopy {
  slug: string;
  /** The manufacturer name the catalog's products carry (`attributes.manufacturer`). */
  name: string;
  /** An SVG document: the maker's monogram on its colour. */
  logo: string;
  translations: Partial<Record<"de" | "fr" | "es" | "nl", SeedBrandCopy>>;
}

type Copy = [story: string, tagline: string];

/** The invented makers of the demo catalog, their colours and their stories in five languages. */
const MAKERS: { name: string; slug: string; color: string; copy: Record<"en" | "de" | "fr" | "es" | "nl", Copy> }[] = [
  {
    name: BRAND.house,
    slug: "ironworks",
    color: "#1f2933",
    copy: {
      en: [
        "Ironworks started in a two-car garage with one welder and a stack of steel tube. Every rack, bench and dumbbell we make is still designed, tested and supported by the people who lift on it.",
        "Racks, rigs, benches and bars built to last a lifetime",
      ],
      de: [
        "Ironworks begann in einer Doppelgarage mit einem Schweißgerät und einem Stapel Stahlrohr. Jedes Rack, jede Bank und jede Kurzhantel entwickeln, testen und betreuen wir bis heute selbst – die Leute, die darauf trainieren.",
        "Racks, Rigs, Bänke und Stangen für ein ganzes Trainingsleben",
      ],
      fr: [
        "Ironworks est né dans un garage double avec un poste à souder et une pile de tubes d'acier. Chaque rack, banc et haltère que nous fabriquons est encore conçu, testé et suivi par des gens qui s'entraînent dessus.",
        "Racks, rigs, bancs et barres construits pour durer toute une vie",
      ],
      es: [
        "Ironworks nació en un garaje doble con una soldadora y un montón de tubo de acero. Cada rack, banco y mancuerna que fabricamos lo siguen diseñando, probando y cuidando personas que entrenan con ellos.",
        "Racks, rigs, bancos y barras hechos para toda una vida",
      ],
      nl: [
        "Ironworks begon in een dubbele garage met één lasapparaat en een stapel stalen buizen. Elk rek, elke bank en elke dumbbell die we maken, wordt nog steeds ontworpen, getest en ondersteund door mensen die er zelf op trainen.",
        "Racks, rigs, banken en stangen die een leven lang meegaan",
      ],
    },
  },
  {
    name: BRAND.bars,
    slug: "halvard-steel",
    color: "#7a2e1f",
    copy: {
      en: [
        "Halvard Steel machines barbells from bar stock it chooses heat by heat. Its sleeves spin on bronze and needle bearings, and every shaft is tested for tensile strength before it gets a knurl.",
        "Competition and training barbells machined to tight tolerances",
      ],
      de: [
        "Halvard Steel fräst Langhanteln aus Stangenmaterial, das Charge für Charge ausgewählt wird. Die Hülsen laufen auf Bronze- und Nadellagern, und jede Stange wird auf Zugfestigkeit geprüft, bevor sie ihre Rändelung bekommt.",
        "Wettkampf- und Trainingsstangen mit engen Toleranzen",
      ],
      fr: [
        "Halvard Steel usine ses barres dans un acier choisi coulée par coulée. Les manchons tournent sur bagues en bronze et roulements à aiguilles, et chaque barre est testée en traction avant de recevoir son moletage.",
        "Barres de compétition et d'entraînement usinées avec précision",
      ],
      es: [
        "Halvard Steel mecaniza sus barras a partir de acero elegido colada a colada. Las camisas giran sobre bujes de bronce y rodamientos de agujas, y cada barra pasa una prueba de tracción antes de recibir su moleteado.",
        "Barras de competición y entrenamiento con tolerancias mínimas",
      ],
      nl: [
        "Halvard Steel draait halters uit staal dat per smeltcharge wordt gekozen. De hulzen draaien op brons- en naaldlagers, en elke stang wordt op treksterkte getest voordat hij zijn kartel krijgt.",
        "Wedstrijd- en trainingsstangen met nauwe toleranties",
      ],
    },
  },
  {
    name: BRAND.strongman,
    slug: "stonemark",
    color: "#4b5563",
    copy: {
      en: [
        "Stonemark casts atlas stones and builds logs, axles and yokes for strongman gyms and contests. Its implements are sized to contest standards so what you train with is what you meet on the day.",
        "Strongman stones, logs and yokes built to contest standard",
      ],
      de: [
        "Stonemark gießt Atlas Stones und baut Logs, Achsen und Yokes für Strongman-Gyms und Wettkämpfe. Die Geräte folgen den Wettkampfmaßen – womit du trainierst, das erwartet dich auch am Wettkampftag.",
        "Strongman-Steine, Logs und Yokes nach Wettkampfmaß",
      ],
      fr: [
        "Stonemark coule des pierres d'Atlas et fabrique logs, essieux et yokes pour les salles et compétitions de strongman. Ses agrès respectent les dimensions de compétition : vous vous entraînez avec ce que vous retrouverez le jour J.",
        "Pierres, logs et yokes de strongman aux normes de compétition",
      ],
      es: [
        "Stonemark funde piedras Atlas y fabrica troncos, ejes y yugos para gimnasios y competiciones de strongman. Sus implementos siguen las medidas de competición: entrenas con lo mismo que encontrarás el día de la prueba.",
        "Piedras, troncos y yugos de strongman con medidas de competición",
      ],
      nl: [
        "Stonemark giet atlasstenen en bouwt logs, assen en yokes voor strongmangyms en wedstrijden. De attributen hebben wedstrijdmaten, dus je traint met wat je op de wedstrijddag tegenkomt.",
        "Strongmanstenen, logs en yokes op wedstrijdmaat",
      ],
    },
  },
  {
    name: BRAND.apparel,
    slug: "corvane-athletic",
    color: "#1d4ed8",
    copy: {
      en: [
        "Corvane Athletic cuts training apparel from heavyweight cotton and stretch blends that survive chalk, sweat and a hundred washes. Fits are tested in the gym, not just on a hanger.",
        "Training apparel that keeps its shape",
      ],
      de: [
        "Corvane Athletic schneidert Trainingskleidung aus schwerer Baumwolle und Stretchmischungen, die Magnesia, Schweiß und hundert Wäschen überstehen. Passformen werden im Gym getestet, nicht nur auf dem Bügel.",
        "Trainingskleidung, die in Form bleibt",
      ],
      fr: [
        "Corvane Athletic coupe ses vêtements d'entraînement dans un coton épais et des mélanges stretch qui résistent à la magnésie, à la sueur et à cent lavages. Les coupes sont testées à la salle, pas seulement sur un cintre.",
        "Des vêtements d'entraînement qui gardent leur forme",
      ],
      es: [
        "Corvane Athletic confecciona ropa de entrenamiento en algodón grueso y mezclas elásticas que aguantan magnesio, sudor y cien lavados. Los patrones se prueban en el gimnasio, no solo en la percha.",
        "Ropa de entrenamiento que mantiene su forma",
      ],
      nl: [
        "Corvane Athletic maakt trainingskleding van zwaar katoen en stretchmengsels die magnesium, zweet en honderd wasbeurten overleven. Pasvormen worden in de gym getest, niet alleen aan een hanger.",
        "Trainingskleding die haar vorm houdt",
      ],
    },
  },
  {
    name: BRAND.cardio,
    slug: "tallgrass-conditioning",
    color: "#166534",
    copy: {
      en: [
        "Tallgrass Conditioning builds air bikes, rowers and ski ergs with steel frames and fan resistance that never needs a plug. They are made for interval work in busy gyms and cold garages alike.",
        "Air bikes, rowers and ski ergs for hard intervals",
      ],
      de: [
        "Tallgrass Conditioning baut Air Bikes, Rudergeräte und Ski-Ergometer mit Stahlrahmen und Luftwiderstand, der keine Steckdose braucht. Gemacht für Intervalle im vollen Gym genauso wie in der kalten Garage.",
        "Air Bikes, Rudergeräte und Ski-Ergometer für harte Intervalle",
      ],
      fr: [
        "Tallgrass Conditioning fabrique air bikes, rameurs et ski ergs à cadre acier et résistance à air, sans prise électrique. Ils sont conçus pour le fractionné, en salle comme dans un garage froid.",
        "Air bikes, rameurs et ski ergs pour le fractionné intense",
      ],
      es: [
        "Tallgrass Conditioning fabrica air bikes, remos y ski ergs con chasis de acero y resistencia por aire que no necesita enchufe. Están hechos para intervalos, tanto en un box lleno como en un garaje frío.",
        "Air bikes, remos y ski ergs para intervalos duros",
      ],
      nl: [
        "Tallgrass Conditioning bouwt airbikes, roeitrainers en ski-ergometers met stalen frames en luchtweerstand die geen stopcontact nodig heeft. Gemaakt voor intervallen, in een drukke gym en in een koude garage.",
        "Airbikes, roeitrainers en ski-ergometers voor zware intervallen",
      ],
    },
  },
  {
    name: BRAND.recovery,
    slug: "oakhollow-recovery",
    color: "#92400e",
    copy: {
      en: [
        "Oakhollow Recovery makes foam rollers, massage balls and bands for the work between sessions. Densities are chosen with physiotherapists so they help rather than hurt.",
        "Rollers, balls and bands for recovery days",
      ],
      de: [
        "Oakhollow Recovery stellt Faszienrollen, Massagebälle und Bänder für die Arbeit zwischen den Einheiten her. Die Härtegrade sind mit Physiotherapeuten abgestimmt, damit sie helfen statt wehzutun.",
        "Rollen, Bälle und Bänder für Regenerationstage",
      ],
      fr: [
        "Oakhollow Recovery fabrique rouleaux, balles de massage et bandes pour le travail entre les séances. Les densités sont choisies avec des kinésithérapeutes pour soulager plutôt que faire mal.",
        "Rouleaux, balles et bandes pour les jours de récupération",
      ],
      es: [
        "Oakhollow Recovery fabrica rodillos, pelotas de masaje y bandas para el trabajo entre sesiones. Las durezas se eligen con fisioterapeutas para que ayuden en lugar de hacer daño.",
        "Rodillos, pelotas y bandas para los días de recuperación",
      ],
      nl: [
        "Oakhollow Recovery maakt foamrollers, massageballen en banden voor het werk tussen de trainingen door. De hardheden zijn met fysiotherapeuten gekozen, zodat ze helpen in plaats van pijn doen.",
        "Rollers, ballen en banden voor hersteldagen",
      ],
    },
  },
  {
    name: BRAND.leather,
    slug: "saddlerock-leatherworks",
    color: "#78350f",
    copy: {
      en: [
        "Saddlerock Leatherworks cuts lifting belts, wrist wraps and straps from vegetable-tanned hides and stitches them by hand. A belt is made to be broken in, not replaced.",
        "Hand-stitched leather belts and straps",
      ],
      de: [
        "Saddlerock Leatherworks schneidet Gewichthebergürtel, Handgelenkbandagen und Zughilfen aus pflanzlich gegerbtem Leder und näht sie von Hand. Ein Gürtel soll eingetragen werden, nicht ersetzt.",
        "Handgenähte Ledergürtel und Zughilfen",
      ],
      fr: [
        "Saddlerock Leatherworks découpe ceintures d'haltérophilie, protège-poignets et sangles dans un cuir tanné végétal et les coud à la main. Une ceinture se fait à votre corps, elle ne se remplace pas.",
        "Ceintures et sangles en cuir cousues main",
      ],
      es: [
        "Saddlerock Leatherworks corta cinturones de halterofilia, muñequeras y straps en cuero de curtido vegetal y los cose a mano. Un cinturón se hace a ti con el uso; no se cambia.",
        "Cinturones y straps de cuero cosidos a mano",
      ],
      nl: [
        "Saddlerock Leatherworks snijdt gewichthefriemen, polsbandages en straps uit plantaardig gelooid leer en stikt ze met de hand. Een riem is gemaakt om in te dragen, niet om te vervangen.",
        "Handgestikte leren riemen en straps",
      ],
    },
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** A square monogram logo: the maker's initials in white on its colour (no third-party artwork). */
export function brandLogo(name: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${name}">` +
    `<rect width="120" height="120" rx="16" fill="${color}"/>` +
    `<text x="60" y="76" font-family="Arial,Helvetica,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text>` +
    "</svg>"
  );
}

const copyOf = (name: string, [story, tagline]: Copy): SeedBrandCopy => ({
  story,
  pageTitle: `${name} — ${tagline}`,
  metaDescription: `${tagline}. ${story.split(". ")[0]}.`.slice(0, 160),
});

/** Every manufacturer of the demo catalog as a brand with a page. */
export function buildBrands(): SeedBrand[] {
  return MAKERS.map((m) => {
    const { en, ...others } = m.copy;
    const translations: SeedBrand["translations"] = {};
    for (const [language, copy] of Object.entries(others) as [keyof typeof others, Copy][])
      translations[language] = copyOf(m.name, copy);
    return { slug: m.slug, name: m.name, logo: brandLogo(m.name, m.color), ...copyOf(m.name, en), translations };
  });
}
