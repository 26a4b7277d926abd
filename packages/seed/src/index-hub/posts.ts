import type { ContentBlock } from "@ironworks/contracts";
import { type ArtFamily, artworkPath } from "../artwork/paths.ts";
import { SEED_REFERENCE_DATE } from "../dates.ts";
import { MORE_DEFS } from "./posts-more.ts";

export interface SeedIndexPostText {
  lang: "en" | "de" | "fr" | "es" | "nl";
  slug: string;
  title: string;
  excerpt: string;
  blocks: ContentBlock[];
}

export interface SeedIndexPost {
  id: number;
  categoryIds: number[];
  tagIds: number[];
  authorId: number;
  format: "standard" | "video" | "gallery";
  featuredImage: string;
  largeFeaturedImage: string;
  featuredVideo: string | null;
  skus: string[];
  sticky: boolean;
  status: "draft" | "future" | "publish";
  publishedAt: Date;
  texts: SeedIndexPostText[];
}

/** [slug, title, excerpt, paragraphs (the first may link into the store)] */
type Copy = [slug: string, title: string, excerpt: string, paragraphs: string[]];

interface Def {
  id: number;
  category: number;
  tags: number[];
  author: number;
  art: ArtFamily;
  /** Days before the seed's reference date (negative: after it, a scheduled post). */
  daysAgo: number;
  skus: string[];
  en: Copy;
  de: Copy;
  sticky?: boolean;
  status?: "draft" | "future";
  /** A featured video (apps/server/media/video): the post's format becomes "video", its image the poster. */
  video?: string;
}

const GEAR_TITLE = { en: "Gear from this story", de: "Ausrüstung aus diesem Artikel" } as const;

const DEFS: Def[] = [
  {
    id: 4001,
    category: 205,
    tags: [782],
    author: 9,
    art: "rack",
    daysAgo: 2,
    sticky: true,
    skus: ["RK1001", "BB1001", "BP1003", "BN1002"],
    en: [
      "two-car-garage-gym-build",
      "A two-car garage, one weekend, one complete gym",
      "Dane measured twice, drilled once and had a full power rack, platform and bar storage ready for Monday's session.",
      [
        'Start with the ceiling, not the rack. A 90" rack needs at least 96" of clearance if you want to do pull-ups without a haircut, and most garage doors eat more headroom than you think when they are open.',
        "We laid two layers of 19 mm horse-stall mats first, staggered so the seams never line up. It is the cheapest way to protect both the slab and your plates, and it makes the whole room quieter.",
        'The rack went in against the back wall, bolted through the mats into the concrete. If you are still choosing, our <a href="/rogue-rigs-racks">racks and rigs</a> page compares footprints side by side.',
      ],
    ],
    de: [
      "doppelgarage-gym-projekt",
      "Eine Doppelgarage, ein Wochenende, ein komplettes Gym",
      "Dane hat zweimal gemessen, einmal gebohrt – und am Montag standen Power Rack, Plattform und Hantelablage bereit.",
      [
        'Fang bei der Decke an, nicht beim Rack. Ein 90"-Rack braucht mindestens 96" lichte Höhe, wenn du Klimmzüge ohne neuen Haarschnitt machen willst – und ein offenes Garagentor frisst mehr Höhe, als man denkt.',
        "Zuerst kamen zwei Lagen 19-mm-Stallmatten, versetzt verlegt, damit keine Fuge auf der anderen liegt. Das ist der günstigste Schutz für Boden und Scheiben und macht den ganzen Raum leiser.",
        'Das Rack steht an der Rückwand, durch die Matten hindurch im Beton verschraubt. Wenn du noch auswählst: Unsere Seite <a href="/rogue-rigs-racks">Racks und Rigs</a> vergleicht die Grundflächen direkt nebeneinander.',
      ],
    ],
  },
  {
    id: 4002,
    video: "/media/video/index-barbell-lift.webm",
    category: 101,
    tags: [780, 784],
    author: 8,
    art: "barbell",
    daysAgo: 4,
    skus: ["BB1016", "CP1001", "SF1003"],
    en: [
      "first-twelve-weeks-of-weightlifting",
      "Your first twelve weeks of weightlifting",
      "Snatch and clean & jerk look impossible until you break them into positions. Here is the plan Maren gives every new lifter.",
      [
        "Weeks one to four are positions only: the hang, the power position, the receiving squat. An empty bar, every day, until the movement stops surprising you.",
        "Weeks five to eight add the pull from the floor. Keep the weight where you can pause at the knee and still feel balanced over the middle of your foot.",
        "Weeks nine to twelve are where the numbers start to move. Log every session, and take a video from the side once a week – it tells you more than any mirror.",
      ],
    ],
    de: [
      "die-ersten-zwoelf-wochen-gewichtheben",
      "Deine ersten zwölf Wochen Gewichtheben",
      "Reißen und Stoßen wirken unmöglich, bis man sie in Positionen zerlegt. Das ist der Plan, den Maren jedem Neuling gibt.",
      [
        "Woche eins bis vier: nur Positionen. Hang, Power-Position, Hocke im Umsetzen. Leere Stange, jeden Tag, bis dich die Bewegung nicht mehr überrascht.",
        "Woche fünf bis acht: Jetzt kommt der Zug vom Boden dazu. Wähle das Gewicht so, dass du am Knie pausieren kannst und trotzdem stabil über der Fußmitte stehst.",
        "Woche neun bis zwölf: Jetzt bewegen sich die Zahlen. Protokolliere jede Einheit und filme dich einmal pro Woche von der Seite – das verrät mehr als jeder Spiegel.",
      ],
    ],
  },
  {
    id: 4003,
    category: 330,
    tags: [775, 781],
    author: 10,
    art: "log",
    daysAgo: 6,
    skus: ["SM1002", "LB1001", "LS1003"],
    en: [
      "journeyman-ines-log-press",
      "Journeyman: Ines and the 120 kg log",
      "A welder by trade, a strongwoman by choice. Ines trains in a shed behind her workshop and presses more than most men in her gym.",
      [
        "Ines started lifting at 34, after a shoulder injury at work. Her physio told her to get strong; she took that more literally than he expected.",
        "Her shed has no heating and one bulb. It has a log, a yoke she welded herself and a chalk bucket that has not been empty in three years.",
        '"The log is honest," she says. "It does not care how you feel that day. Either you clean it or you do not."',
      ],
    ],
    de: [
      "journeyman-ines-log-press",
      "Journeyman: Ines und der 120-kg-Log",
      "Schweißerin von Beruf, Strongwoman aus Leidenschaft. Ines trainiert in einem Schuppen hinter ihrer Werkstatt und drückt mehr als die meisten Männer in ihrem Gym.",
      [
        "Ines hat mit 34 angefangen, nach einer Schulterverletzung bei der Arbeit. Ihr Physiotherapeut sagte, sie solle stark werden – sie hat das wörtlicher genommen, als er erwartet hatte.",
        "Ihr Schuppen hat keine Heizung und eine einzige Glühbirne. Dafür einen Log, ein selbst geschweißtes Yoke und einen Magnesiaeimer, der seit drei Jahren nicht leer war.",
        "„Der Log ist ehrlich“, sagt sie. „Es ist ihm egal, wie du dich an dem Tag fühlst. Entweder du bekommst ihn hoch oder nicht.“",
      ],
    ],
  },
  {
    id: 4004,
    category: 212,
    tags: [780, 785],
    author: 9,
    art: "barbell",
    daysAgo: 8,
    skus: ["BB1001", "BB1003", "BB1002"],
    en: [
      "how-to-choose-a-barbell",
      "How to choose a barbell (and what the specs really mean)",
      "Tensile strength, whip, knurl depth, bushings or bearings: what matters for the way you train, and what is marketing.",
      [
        "For a general training bar, look for at least 190,000 PSI tensile strength, a medium knurl and a centre knurl if you squat heavy. Everything above that is preference.",
        "Bearings make a bar spin faster, which helps the turnover in the Olympic lifts. For powerlifting and general strength work, bronze bushings are quieter, tougher and cheaper.",
        'Finish matters more than most people think. Stainless and cerakote resist rust in a damp garage; bare steel feels best but needs brushing every week. Browse our <a href="/weightlifting-bars-plates">bars and plates</a>.',
      ],
    ],
    de: [
      "langhantel-kaufberatung",
      "Die richtige Langhantel wählen (und was die Daten wirklich bedeuten)",
      "Zugfestigkeit, Federung, Rändelung, Buchsen oder Lager: Was für dein Training zählt und was Marketing ist.",
      [
        "Für eine Allround-Trainingsstange: mindestens 190.000 PSI Zugfestigkeit, mittlere Rändelung und eine Mittelrändelung, wenn du schwer kniebeugst. Alles darüber hinaus ist Geschmackssache.",
        "Lager lassen die Hülsen schneller drehen, das hilft beim Umsetzen im olympischen Gewichtheben. Fürs Kraftdreikampf- und Krafttraining sind Bronzebuchsen leiser, robuster und günstiger.",
        'Die Oberfläche zählt mehr, als viele denken. Edelstahl und Cerakote trotzen der feuchten Garage; blanker Stahl fühlt sich am besten an, will aber jede Woche gebürstet werden. Stöbere bei <a href="/weightlifting-bars-plates">Stangen und Scheiben</a>.',
      ],
    ],
  },
  {
    id: 4005,
    category: 101,
    tags: [783],
    author: 8,
    art: "rower",
    daysAgo: 10,
    skus: ["CN1001", "CN1002"],
    en: [
      "conditioning-without-losing-strength",
      "Conditioning without losing your strength",
      "Two short sessions a week on the rower or the bike are enough to get fitter without stealing from your squat.",
      [
        "Keep hard conditioning away from heavy lower-body days. If you must do both, lift first and wait at least six hours.",
        "Intervals beat long steady sessions for most lifters: ten rounds of 30 seconds hard, 90 seconds easy takes twenty minutes and leaves your legs alone.",
        "Track your average watts, not calories. Watts tell you whether you actually got fitter.",
      ],
    ],
    de: [
      "kondition-ohne-kraftverlust",
      "Kondition aufbauen, ohne Kraft zu verlieren",
      "Zwei kurze Einheiten pro Woche auf Rudergerät oder Air Bike reichen, um fitter zu werden, ohne deiner Kniebeuge etwas wegzunehmen.",
      [
        "Halte harte Konditionseinheiten von schweren Beintagen fern. Wenn beides sein muss: zuerst heben und mindestens sechs Stunden warten.",
        "Intervalle schlagen lange, gleichmäßige Einheiten für die meisten Kraftsportler: zehn Runden 30 Sekunden hart, 90 Sekunden locker – zwanzig Minuten, und die Beine bleiben frisch.",
        "Miss die durchschnittlichen Watt, nicht die Kalorien. Watt zeigen dir, ob du wirklich fitter geworden bist.",
      ],
    ],
  },
  {
    id: 4006,
    category: 330,
    tags: [784],
    author: 10,
    art: "barbell",
    daysAgo: 12,
    skus: ["BB1016", "SF1003", "CP1002"],
    en: [
      "tomas-national-champion-at-19",
      "Tomás, national champion at 19",
      "He learned the snatch from videos in his parents' garage. Three years later he stood on the top step in the 81 kg class.",
      [
        "Tomás did not have a coach for his first year. He had a phone on a tripod and a stubborn streak.",
        "What changed everything was filming every single rep and comparing it with the lifters he admired, frame by frame.",
        'Today he coaches the kids at his old school twice a week. "Nobody told me the bar could be that light," he says. "I tell them."',
      ],
    ],
    de: [
      "tomas-landesmeister-mit-19",
      "Tomás, Landesmeister mit 19",
      "Das Reißen hat er sich mit Videos in der Garage seiner Eltern beigebracht. Drei Jahre später stand er in der Klasse bis 81 kg ganz oben.",
      [
        "Im ersten Jahr hatte Tomás keinen Trainer. Er hatte ein Handy auf einem Stativ und einen Dickkopf.",
        "Was alles änderte: Er filmte jede einzelne Wiederholung und verglich sie Bild für Bild mit den Hebern, die er bewunderte.",
        "Heute trainiert er zweimal pro Woche die Kinder an seiner alten Schule. „Mir hat niemand gesagt, wie leicht die Stange sein kann“, sagt er. „Ich sage es ihnen.“",
      ],
    ],
  },
  {
    id: 4007,
    category: 212,
    tags: [785],
    author: 9,
    art: "plate",
    daysAgo: 14,
    skus: ["BP1001", "BP1003", "IP1003"],
    en: [
      "bumper-plates-or-iron",
      "Bumper plates or iron? A buying guide",
      "If you drop the bar, you need bumpers. If you do not, iron is cheaper, thinner and lasts forever. Most garages need a bit of both.",
      [
        "Bumpers are for anything that leaves your hands overhead: snatches, cleans, jerks. They protect the floor, the bar and your neighbours' patience.",
        "Iron plates are thinner, so you fit more weight on the sleeve – which matters once your deadlift passes 250 kg.",
        "A sensible start: a set of training bumpers up to 100 kg and a pair of 20 kg iron plates for the days you go heavy.",
      ],
    ],
    de: [
      "bumper-oder-eisenscheiben",
      "Bumper Plates oder Eisen? Eine Kaufberatung",
      "Wenn du die Stange fallen lässt, brauchst du Bumper. Wenn nicht, ist Eisen günstiger, schmaler und hält ewig. Die meisten Garagen brauchen beides.",
      [
        "Bumper sind für alles, was dir über Kopf aus den Händen geht: Reißen, Umsetzen, Stoßen. Sie schonen Boden, Stange und die Geduld deiner Nachbarn.",
        "Eisenscheiben sind schmaler, also passt mehr Gewicht auf die Hülse – wichtig, sobald dein Kreuzheben 250 kg übersteigt.",
        "Ein vernünftiger Start: ein Satz Trainings-Bumper bis 100 kg und ein Paar 20-kg-Eisenscheiben für die schweren Tage.",
      ],
    ],
  },
  {
    id: 4008,
    category: 205,
    tags: [782],
    author: 9,
    art: "rig",
    daysAgo: 16,
    skus: ["RG1002", "RA1003", "KB1003"],
    en: [
      "basement-gym-low-ceiling",
      "A basement gym under a 7-foot ceiling",
      "Low ceilings rule out a lot, but not a serious gym. How one reader fitted a rig, a platform and a rower under 213 cm.",
      [
        "Measure the lowest point, not the average. Ducts and beams decide where the rig can stand.",
        "A short rig with a wall-mounted pull-up bar gave him every station he needed. Overhead pressing moved to seated work and the log moved outside.",
        "The platform sits in the one corner with full height, so he can still clean from the floor.",
      ],
    ],
    de: [
      "kellergym-niedrige-decke",
      "Ein Kellergym unter 2,13 Metern Decke",
      "Niedrige Decken schließen vieles aus, aber kein ernsthaftes Gym. So hat ein Leser Rig, Plattform und Rudergerät untergebracht.",
      [
        "Miss den tiefsten Punkt, nicht den Durchschnitt. Leitungen und Träger entscheiden, wo das Rig stehen kann.",
        "Ein kurzes Rig mit wandmontierter Klimmzugstange gab ihm jede Station, die er brauchte. Überkopfdrücken wurde zur Sitzvariante, der Log zog nach draußen.",
        "Die Plattform liegt in der einzigen Ecke mit voller Höhe – dort kann er weiterhin vom Boden umsetzen.",
      ],
    ],
  },
  {
    id: 4009,
    category: 101,
    tags: [780],
    author: 8,
    art: "bench",
    daysAgo: 18,
    skus: ["BN1003", "BB1001"],
    en: [
      "bench-press-setup",
      "The bench press setup that protects your shoulders",
      "Feet, back, grip, bar path: Maren walks through the setup she teaches before anyone is allowed a heavy single.",
      [
        "Set your shoulder blades before you unrack, and keep them there. The bar should touch just below the chest, not at the collarbones.",
        "Your feet push you back into the bench, not the bar up. Drive through the floor and keep your glutes down.",
        "Film from the side: a good bar path is a gentle J, not a straight line.",
      ],
    ],
    de: [
      "bankdruecken-setup",
      "Das Bankdrück-Setup, das deine Schultern schützt",
      "Füße, Rücken, Griff, Stangenweg: Maren erklärt das Setup, das sie lehrt, bevor jemand ein schweres Single versuchen darf.",
      [
        "Setze die Schulterblätter, bevor du die Stange aushebst, und halte sie dort. Die Stange berührt knapp unter der Brust, nicht am Schlüsselbein.",
        "Die Füße schieben dich in die Bank, nicht die Stange nach oben. Drück dich durch den Boden und lass das Gesäß unten.",
        "Filme von der Seite: Ein guter Stangenweg ist ein sanftes J, keine Gerade.",
      ],
    ],
  },
  {
    id: 4010,
    category: 330,
    tags: [775, 782],
    author: 10,
    art: "rack",
    daysAgo: 20,
    skus: ["RK1006", "PK1002"],
    en: [
      "journeyman-the-night-shift-lifter",
      "Journeyman: the night-shift lifter",
      "A nurse on nights, Samir trains at 7 a.m. after his shift, in a garage gym he built one payday at a time.",
      [
        "Samir bought his rack first, then a bar, then plates a pair at a time. It took him a year to finish the gym, and he trained in it the whole way.",
        "His sessions are short: three lifts, forty minutes, then sleep. Consistency beats intensity when your body clock is upside down.",
        '"The garage is the one place nobody calls me," he says.',
      ],
    ],
    de: [
      "journeyman-der-nachtschicht-heber",
      "Journeyman: der Nachtschicht-Heber",
      "Samir ist Krankenpfleger im Nachtdienst und trainiert um 7 Uhr morgens nach der Schicht – in einem Garagengym, das er Gehalt für Gehalt aufgebaut hat.",
      [
        "Zuerst kaufte Samir das Rack, dann eine Stange, dann Scheiben, Paar für Paar. Ein Jahr hat es gedauert, und er hat die ganze Zeit darin trainiert.",
        "Seine Einheiten sind kurz: drei Übungen, vierzig Minuten, dann Schlaf. Regelmäßigkeit schlägt Intensität, wenn die innere Uhr auf dem Kopf steht.",
        "„Die Garage ist der einzige Ort, an dem mich niemand anruft“, sagt er.",
      ],
    ],
  },
  {
    id: 4011,
    category: 212,
    tags: [785, 780],
    author: 9,
    art: "barbell",
    daysAgo: 22,
    skus: ["BB1003", "RP1001"],
    en: [
      "barbell-care-in-ten-minutes",
      "Barbell care in ten minutes a month",
      "A nylon brush, a rag and a few drops of oil. How to keep a bar's knurl sharp and its sleeves spinning for decades.",
      [
        "Brush the knurl after every session that used chalk. Chalk holds moisture, and moisture is what starts rust.",
        "Once a month, wipe the shaft with a light oil and wipe it off again. You want protection, not a slippery bar.",
        "Store the bar horizontally or in a vertical holder, never leaning against a wall – that is how shafts get bent.",
      ],
    ],
    de: [
      "langhantel-pflege-in-zehn-minuten",
      "Langhantelpflege in zehn Minuten pro Monat",
      "Eine Nylonbürste, ein Lappen und ein paar Tropfen Öl. So bleibt die Rändelung griffig und die Hülsen drehen sich jahrzehntelang.",
      [
        "Bürste die Rändelung nach jeder Einheit mit Magnesia. Magnesia bindet Feuchtigkeit – und Feuchtigkeit ist der Anfang von Rost.",
        "Einmal im Monat die Stange mit etwas leichtem Öl abwischen und wieder abreiben. Du willst Schutz, keine rutschige Stange.",
        "Lagere die Stange waagerecht oder in einer senkrechten Halterung, nie angelehnt an die Wand – so verbiegen sich Stangen.",
      ],
    ],
  },
  {
    id: 4012,
    video: "/media/video/index-sled-push.webm",
    category: 101,
    tags: [781],
    author: 10,
    art: "sandbag",
    daysAgo: 24,
    skus: ["SM1001", "MB1001"],
    en: [
      "strongman-for-beginners",
      "Strongman for beginners: start with a sandbag",
      "You do not need a yoke and a set of stones. A sandbag teaches most of what strongman asks of you, and it fits in a corner.",
      [
        "Shoulder it, carry it, load it over a bar. Those three movements cover the odd-object strength strongman is built on.",
        "Start lighter than your ego wants. A 50 kg sandbag feels very different from a 50 kg barbell.",
        "Once carries feel easy, a log is the natural next step for pressing.",
      ],
    ],
    de: [
      "strongman-fuer-einsteiger",
      "Strongman für Einsteiger: Fang mit einem Sandsack an",
      "Du brauchst kein Yoke und keine Steine. Ein Sandsack lehrt das meiste, was Strongman verlangt, und passt in jede Ecke.",
      [
        "Auf die Schulter, tragen, über eine Stange laden. Diese drei Bewegungen decken die Kraft mit unhandlichen Gewichten ab, auf der Strongman aufbaut.",
        "Fang leichter an, als dein Ego will. Ein 50-kg-Sandsack fühlt sich ganz anders an als eine 50-kg-Langhantel.",
        "Wenn die Carries leichtfallen, ist ein Log der natürliche nächste Schritt fürs Drücken.",
      ],
    ],
  },
  {
    id: 4013,
    category: 205,
    tags: [782, 783],
    author: 9,
    art: "bike",
    daysAgo: 26,
    skus: ["CN1003", "KB1002", "MB1002"],
    en: [
      "conditioning-corner-small-space",
      "A conditioning corner in two square metres",
      "An air bike, two kettlebells and a foam roller: a complete conditioning setup that fits beside the car.",
      [
        "An air bike takes less floor than a rower and is harder to cheat on. Put it on a mat next to an outlet-free wall.",
        "Two kettlebells – one light, one heavy – cover swings, carries and presses.",
        "Hang the roller on the wall. If it is on the floor, you will step on it.",
      ],
    ],
    de: [
      "konditionsecke-auf-zwei-quadratmetern",
      "Eine Konditionsecke auf zwei Quadratmetern",
      "Ein Air Bike, zwei Kettlebells und eine Faszienrolle: ein komplettes Konditions-Setup, das neben das Auto passt.",
      [
        "Ein Air Bike braucht weniger Fläche als ein Rudergerät, und man kann darauf schlechter schummeln. Stell es auf eine Matte an eine freie Wand.",
        "Zwei Kettlebells – eine leichte, eine schwere – decken Swings, Carries und Drücken ab.",
        "Häng die Rolle an die Wand. Liegt sie auf dem Boden, trittst du drauf.",
      ],
    ],
  },
  {
    id: 4014,
    category: 330,
    tags: [781],
    author: 10,
    art: "stone",
    daysAgo: 28,
    skus: ["SM1003"],
    en: [
      "the-stone-series-returns",
      "The Stone Series returns, and it is heavier",
      "Last year's open division topped out at 160 kg. This year the last stone is 180. We spoke to three athletes preparing for it.",
      [
        "Every one of them trains stones outdoors, on grass, because that is where the event is held.",
        "Tacky is not optional: all three use it from the first warm-up stone, so the grip feels the same on the last.",
        "And all three said the same thing: the hard part is the second rep, when your forearms are already gone.",
      ],
    ],
    de: [
      "die-stone-series-ist-zurueck",
      "Die Stone Series ist zurück – und schwerer",
      "Im vergangenen Jahr endete die offene Klasse bei 160 kg. Dieses Jahr wiegt der letzte Stein 180. Wir haben mit drei Athleten gesprochen.",
      [
        "Alle drei trainieren Steine draußen auf Rasen, weil dort auch der Wettkampf stattfindet.",
        "Harz ist Pflicht: Alle drei nutzen es ab dem ersten Aufwärmstein, damit sich der Griff am letzten genauso anfühlt.",
        "Und alle drei sagten dasselbe: Schwer ist die zweite Wiederholung, wenn die Unterarme schon aufgegeben haben.",
      ],
    ],
  },
  {
    id: 4015,
    category: 212,
    tags: [782],
    author: 8,
    art: "belt",
    daysAgo: 30,
    skus: ["LB1001", "LB1003", "LS1001"],
    en: [
      "do-you-need-a-lifting-belt",
      "Do you need a lifting belt?",
      "A belt does not make you stronger. It lets you brace harder. Here is when that helps, and which belt to buy.",
      [
        "Use a belt for your heaviest sets of squats and deadlifts, not for warm-ups. You still need to learn to brace without it.",
        "A 10 mm lever belt suits most lifters. 13 mm is stiffer and takes weeks to break in.",
        "For Olympic lifting, a narrow nylon belt supports without getting in the way of the clean.",
      ],
    ],
    de: [
      "brauchst-du-einen-gewichtheberguertel",
      "Brauchst du einen Gewichthebergürtel?",
      "Ein Gürtel macht dich nicht stärker. Er hilft dir, fester anzuspannen. Wann das hilft und welchen Gürtel du kaufen solltest.",
      [
        "Nutze den Gürtel für die schwersten Sätze Kniebeugen und Kreuzheben, nicht zum Aufwärmen. Anspannen ohne Gürtel musst du trotzdem lernen.",
        "Ein 10-mm-Hebelgürtel passt für die meisten. 13 mm ist steifer und braucht Wochen, bis er eingetragen ist.",
        "Fürs olympische Gewichtheben stützt ein schmaler Nylongürtel, ohne beim Umsetzen im Weg zu sein.",
      ],
    ],
  },
  {
    id: 4016,
    category: 101,
    tags: [784, 780],
    author: 8,
    art: "barbell",
    daysAgo: 32,
    skus: ["BB1006", "BP1002"],
    en: [
      "warm-up-that-actually-works",
      "A warm-up that actually warms you up",
      "Ten minutes, five movements, then the empty bar. The warm-up our coaches use before every lifting session.",
      [
        "Two minutes of easy rowing or biking to raise your temperature. Not a workout, just warm.",
        "Then hips, ankles and upper back: the joints that limit most lifters' positions.",
        "Finish with the empty bar, doing the day's main lift for two easy sets of five.",
      ],
    ],
    de: [
      "ein-aufwaermen-das-wirklich-waermt",
      "Ein Aufwärmen, das wirklich aufwärmt",
      "Zehn Minuten, fünf Bewegungen, dann die leere Stange. Das Aufwärmprogramm unserer Coaches vor jeder Einheit.",
      [
        "Zwei Minuten lockeres Rudern oder Radeln, um die Temperatur zu heben. Kein Workout, nur warm werden.",
        "Dann Hüfte, Sprunggelenke und oberer Rücken: die Gelenke, die die Positionen der meisten Heber begrenzen.",
        "Zum Schluss die leere Stange: die Hauptübung des Tages, zwei lockere Sätze zu fünf.",
      ],
    ],
  },
  {
    id: 4017,
    category: 205,
    tags: [782],
    author: 9,
    art: "rack",
    daysAgo: -400,
    status: "future",
    skus: ["RK1003"],
    en: [
      "six-post-rack-build-diary",
      "Build diary: a six-post rack in a barn",
      "Coming soon: a reader's barn conversion, from hay loft to lifting floor.",
      ["Scheduled for later."],
    ],
    de: [
      "bautagebuch-six-post-rack",
      "Bautagebuch: ein Six-Post-Rack in der Scheune",
      "Demnächst: der Scheunenumbau eines Lesers, vom Heuboden zur Trainingsfläche.",
      ["Für später geplant."],
    ],
  },
  {
    id: 4018,
    category: 101,
    tags: [780],
    author: 8,
    art: "barbell",
    daysAgo: 1,
    status: "draft",
    skus: [],
    en: ["draft-deadlift-variations", "Draft: deadlift variations", "Not finished yet.", ["Draft."]],
    de: ["entwurf-kreuzheben-varianten", "Entwurf: Kreuzheben-Varianten", "Noch nicht fertig.", ["Entwurf."]],
  },
];

function blocks(lang: "en" | "de", paragraphs: string[], skus: string[]): ContentBlock[] {
  const out: ContentBlock[] = [{ name: "RichText", props: { html: paragraphs.map((p) => `<p>${p}</p>`).join("") } }];
  if (skus.length) out.push({ name: "ProductCarousel", props: { title: GEAR_TITLE[lang], skus } });
  return out;
}

const DAY_MS = 86_400_000;

/** The Index's demo posts (issue #19), in English and German; deterministic. */
export function buildIndexPosts(): SeedIndexPost[] {
  const reference = Date.parse(`${SEED_REFERENCE_DATE}T09:30:00Z`);
  return [...DEFS, ...MORE_DEFS].map((d: Def) => ({
    id: d.id,
    categoryIds: [d.category],
    tagIds: d.tags,
    authorId: d.author,
    format: d.video ? "video" : "standard",
    featuredImage: artworkPath("banner", d.art, `index-${d.en[0]}`.slice(0, 80).replace(/-+$/, ""), 1),
    largeFeaturedImage: artworkPath("banner", d.art, `index-${d.en[0]}`.slice(0, 80).replace(/-+$/, ""), 3),
    // Two short clips made for the demo with ffmpeg (a barbell lift, a sled push; no sound, no speech).
    featuredVideo: d.video ?? null,
    skus: d.skus,
    sticky: d.sticky ?? false,
    status: d.status ?? "publish",
    publishedAt: new Date(reference - d.daysAgo * DAY_MS),
    texts: (["en", "de"] as const).map((lang) => {
      const [slug, title, excerpt, paragraphs] = d[lang];
      return { lang, slug, title, excerpt, blocks: blocks(lang, paragraphs, d.skus) };
    }),
  }));
}
