import { artworkPath } from "../artwork/paths.ts";

type Lang = "de" | "fr" | "es" | "nl";

export interface SeedIndexCategory {
  id: number;
  slug: string;
  name: string;
  headline: string;
  headerImage: string;
  position: number;
  translations: Partial<Record<Lang, { name: string; headline: string }>>;
}

export interface SeedIndexTag {
  id: number;
  slug: string;
  name: string;
  translations: Partial<Record<Lang, { name: string }>>;
}

export interface SeedIndexAuthor {
  id: number;
  slug: string;
  name: string;
  bio: string;
  avatar: string;
  translations: Partial<Record<Lang, { bio: string }>>;
}

/** Hub categories; 101 (Training) and 330 (Athletes) are the ids SPEC §9 names. */
export const INDEX_CATEGORIES: SeedIndexCategory[] = [
  {
    id: 101,
    slug: "training",
    name: "Training",
    headline: "Programs, technique and the work that moves the bar",
    headerImage: artworkPath("banner", "barbell", "index-training", 3),
    position: 1,
    translations: {
      de: { name: "Training", headline: "Programme, Technik und die Arbeit, die die Stange bewegt" },
      fr: { name: "Entraînement", headline: "Programmes, technique et le travail qui fait bouger la barre" },
      es: { name: "Entrenamiento", headline: "Programas, técnica y el trabajo que mueve la barra" },
      nl: { name: "Training", headline: "Programma's, techniek en het werk dat de stang laat bewegen" },
    },
  },
  {
    id: 330,
    slug: "athletes",
    name: "Athletes",
    headline: "The people who lift on our gear, in their own words",
    headerImage: artworkPath("banner", "log", "index-athletes", 3),
    position: 2,
    translations: {
      de: {
        name: "Athleten",
        headline: "Die Menschen, die mit unserem Equipment trainieren – in ihren eigenen Worten",
      },
      fr: { name: "Athlètes", headline: "Celles et ceux qui s'entraînent avec notre matériel, avec leurs mots" },
      es: { name: "Atletas", headline: "Quienes entrenan con nuestro equipo, en sus propias palabras" },
      nl: { name: "Atleten", headline: "De mensen die op onze spullen trainen, in hun eigen woorden" },
    },
  },
  {
    id: 205,
    slug: "gym-builds",
    name: "Gym Builds",
    headline: "Garages, basements and boxes, from bare concrete to first lift",
    headerImage: artworkPath("banner", "rack", "index-gym-builds", 3),
    position: 3,
    translations: {
      de: { name: "Gym-Projekte", headline: "Garagen, Keller und Boxen – vom nackten Beton bis zum ersten Lift" },
      fr: { name: "Salles maison", headline: "Garages, sous-sols et box, du béton brut à la première barre" },
      es: { name: "Gimnasios", headline: "Garajes, sótanos y boxes, del hormigón desnudo al primer levantamiento" },
      nl: { name: "Gym-builds", headline: "Garages, kelders en boxen, van kaal beton tot de eerste lift" },
    },
  },
  {
    id: 212,
    slug: "gear-guides",
    name: "Gear Guides",
    headline: "How to choose, set up and look after your equipment",
    headerImage: artworkPath("banner", "plate", "index-gear-guides", 3),
    position: 4,
    translations: {
      de: { name: "Kaufberatung", headline: "Auswählen, aufbauen und pflegen: so hält dein Equipment" },
      fr: { name: "Guides d'achat", headline: "Choisir, installer et entretenir votre matériel" },
      es: { name: "Guías de compra", headline: "Cómo elegir, montar y cuidar tu equipo" },
      nl: { name: "Koopgidsen", headline: "Kiezen, opbouwen en onderhouden van je materiaal" },
    },
  },
];

/** Tags; 775 is SPEC §9's Journeyman tag. */
export const INDEX_TAGS: SeedIndexTag[] = [
  { id: 775, slug: "journeyman", name: "Journeyman", translations: {} },
  { id: 780, slug: "barbell", name: "Barbell", translations: { de: { name: "Langhantel" } } },
  { id: 781, slug: "strongman", name: "Strongman", translations: {} },
  { id: 782, slug: "garage-gym", name: "Garage gym", translations: { de: { name: "Garagen-Gym" } } },
  { id: 783, slug: "conditioning", name: "Conditioning", translations: { de: { name: "Kondition" } } },
  { id: 784, slug: "weightlifting", name: "Weightlifting", translations: { de: { name: "Gewichtheben" } } },
  { id: 785, slug: "maintenance", name: "Maintenance", translations: { de: { name: "Pflege" } } },
];

export const INDEX_AUTHORS: SeedIndexAuthor[] = [
  {
    id: 8,
    slug: "maren-holt",
    name: "Maren Holt",
    bio: "Head coach at Ironworks. Twelve years of coaching weightlifting, one bad shoulder, no patience for junk volume.",
    avatar: artworkPath("tile", "barbell", "author-maren-holt", 2),
    translations: {
      de: {
        bio: "Cheftrainerin bei Ironworks. Zwölf Jahre Gewichtheben-Coaching, eine lädierte Schulter, null Geduld für sinnloses Volumen.",
      },
    },
  },
  {
    id: 9,
    slug: "dane-okafor",
    name: "Dane Okafor",
    bio: "Product engineer on our rack line. He has bolted together more garage gyms than he can count and measured every one twice.",
    avatar: artworkPath("tile", "rack", "author-dane-okafor", 2),
    translations: {
      de: {
        bio: "Produktingenieur für unsere Racks. Er hat mehr Garagen-Gyms verschraubt, als er zählen kann – und jedes zweimal ausgemessen.",
      },
    },
  },
  {
    id: 10,
    slug: "lucia-ferrer",
    name: "Lucía Ferrer",
    bio: "Editor of The Index. Former competitive strongwoman; she writes the athlete stories and the occasional loud opinion.",
    avatar: artworkPath("tile", "stone", "author-lucia-ferrer", 2),
    translations: {
      de: {
        bio: "Redakteurin von The Index. Ehemalige Strongwoman-Athletin; sie schreibt die Athletenporträts und ab und zu eine laute Meinung.",
      },
    },
  },
];
