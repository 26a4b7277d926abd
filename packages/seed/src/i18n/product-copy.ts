import type { Words } from "./languages.ts";

/**
 * Product copy per sub-category, written for each language's shoppers: `short` names what the
 * product is and why you would buy it, `more` adds a second sentence to the description. {name} is
 * the product's name (brand model names stay as the maker spells them), {brand} its maker.
 */
export const SUB_COPY: Record<string, { short: Words; more: Words }> = {
  "gear-apparel/mens-t-shirts": {
    short: [
      "{name} – ein robustes Trainingsshirt, das jede Wäsche mitmacht.",
      "{name} : un t-shirt d'entraînement solide qui ne craint pas les lavages.",
      "{name}: una camiseta de entrenamiento resistente que aguanta lavado tras lavado.",
      "{name}: een stevig trainingsshirt dat elke wasbeurt overleeft.",
    ],
    more: [
      "Geschnitten für Bewegungsfreiheit unter der Hantel, bedruckt mit Farben, die nicht ausbleichen.",
      "Coupé pour bouger librement sous la barre, avec une impression qui ne s'efface pas.",
      "Con un corte que te deja moverte bajo la barra y un estampado que no se borra.",
      "Gesneden om vrij te bewegen onder de stang, met een print die niet vervaagt.",
    ],
  },
  "gear-apparel/womens-apparel": {
    short: [
      "{name} – Trainingsbekleidung für Frauen, die mit dir hebt, läuft und springt.",
      "{name} : un vêtement d'entraînement femme qui suit chaque levée, course et saut.",
      "{name}: ropa de entrenamiento de mujer que te acompaña en cada levantamiento.",
      "{name}: trainingskleding voor vrouwen die meegaat bij elke lift, sprint en sprong.",
    ],
    more: [
      "Weiche, dehnbare Stoffe und Nähte, die nicht scheuern.",
      "Tissus doux et extensibles, coutures qui ne frottent pas.",
      "Tejidos suaves y elásticos, con costuras que no rozan.",
      "Zachte, rekbare stoffen en naden die niet schuren.",
    ],
  },
  "gear-apparel/hoodies": {
    short: [
      "{name} – warm fürs Aufwärmen, bequem für danach.",
      "{name} : chaud pour l'échauffement, confortable pour l'après.",
      "{name}: abriga en el calentamiento y es cómoda para después.",
      "{name}: warm tijdens de warming-up, comfortabel erna.",
    ],
    more: [
      "Schweres Material, gerippte Bündchen und ein Schnitt, der über die Schultern passt.",
      "Molleton épais, bords côtes et une coupe qui passe les épaules.",
      "Tejido grueso, puños de canalé y un corte con sitio para los hombros.",
      "Zware stof, geribde boorden en een pasvorm met ruimte voor de schouders.",
    ],
  },
  "gear-apparel/hats": {
    short: [
      "{name} – die Kopfbedeckung fürs Gym und alles danach.",
      "{name} : de quoi couvrir la tête, à la salle comme en dehors.",
      "{name}: para el gimnasio y para todo lo demás.",
      "{name}: voor in de gym en daarbuiten.",
    ],
    more: [
      "Mit gesticktem Logo, das auch nach Jahren noch sauber aussieht.",
      "Logo brodé qui reste net des années durant.",
      "Con logo bordado que sigue impecable durante años.",
      "Met een geborduurd logo dat jarenlang strak blijft.",
    ],
  },
  "gear-apparel/shorts": {
    short: [
      "{name} – Shorts, die bei tiefen Kniebeugen nicht einengen.",
      "{name} : un short qui ne gêne pas en squat profond.",
      "{name}: pantalón corto que no molesta en las sentadillas profundas.",
      "{name}: shorts die niet knellen bij diepe squats.",
    ],
    more: [
      "Leichter Stoff mit Stretch und ein Bund, der beim Training sitzt.",
      "Tissu léger et stretch, ceinture qui reste en place.",
      "Tejido ligero y elástico con una cintura que no se mueve.",
      "Lichte stretchstof en een tailleband die blijft zitten.",
    ],
  },
  "gear-apparel/accessories": {
    short: [
      "{name} – praktisches Zubehör für Gym, Reise und Alltag.",
      "{name} : un accessoire pratique pour la salle, le voyage et le quotidien.",
      "{name}: un accesorio práctico para el gimnasio, los viajes y el día a día.",
      "{name}: handige gear voor de gym, op reis en elke dag.",
    ],
    more: [
      "Gemacht, um lange zu halten, und mit dem Ironworks-Logo versehen.",
      "Fait pour durer et marqué du logo Ironworks.",
      "Hecho para durar y con el logo de Ironworks.",
      "Gemaakt om lang mee te gaan, met het Ironworks-logo.",
    ],
  },
  "shoes/weightlifting-shoes": {
    short: [
      "{name} – Gewichtheberschuhe mit festem Absatz für tiefe, stabile Kniebeugen.",
      "{name} : des chaussures d'haltérophilie à talon rigide pour des squats profonds et stables.",
      "{name}: zapatillas de halterofilia con tacón rígido para sentadillas profundas y estables.",
      "{name}: gewichthefschoenen met een stevige hak voor diepe, stabiele squats.",
    ],
    more: [
      "Die Sohle gibt unter Last nicht nach, der Mittelfußriemen hält den Fuß an Ort und Stelle.",
      "La semelle ne s'écrase pas sous la charge et la sangle maintient le pied.",
      "La suela no cede bajo carga y la tira del mediopié sujeta el pie.",
      "De zool geeft niet mee onder belasting en de middenvoetband houdt je voet op zijn plek.",
    ],
  },
  "shoes/training-shoes": {
    short: [
      "{name} – flache Trainingsschuhe für Kreuzheben, Sprünge und Conditioning.",
      "{name} : des chaussures plates pour le soulevé de terre, les sauts et le conditioning.",
      "{name}: zapatillas planas para peso muerto, saltos y acondicionamiento.",
      "{name}: platte trainingsschoenen voor deadlifts, sprongen en conditietraining.",
    ],
    more: [
      "Stabil unter der Hantel, bequem genug für den Weg nach Hause.",
      "Stables sous la barre, assez confortables pour rentrer chez soi.",
      "Estables bajo la barra y cómodas para volver a casa.",
      "Stabiel onder de stang, comfortabel genoeg voor de weg naar huis.",
    ],
  },
  "shoes/socks": {
    short: [
      "{name} – Socken, die im Schuh bleiben, wo sie hingehören.",
      "{name} : des chaussettes qui restent en place dans la chaussure.",
      "{name}: calcetines que se quedan en su sitio dentro de la zapatilla.",
      "{name}: sokken die in je schoen blijven zitten waar ze horen.",
    ],
    more: [
      "Verstärkte Ferse und Spitze für lange Trainingswochen.",
      "Talon et pointe renforcés pour les longues semaines d'entraînement.",
      "Talón y puntera reforzados para semanas largas de entrenamiento.",
      "Versterkte hiel en teen voor lange trainingsweken.",
    ],
  },
  "weightlifting-bars-plates/barbells": {
    short: [
      "{name} – eine Langhantel für Training und Wettkampf, gebaut für Jahrzehnte.",
      "{name} : une barre olympique pour l'entraînement et la compétition, faite pour durer des décennies.",
      "{name}: una barra olímpica para entrenar y competir, hecha para durar décadas.",
      "{name}: een halterstang voor training en wedstrijd, gebouwd voor decennia.",
    ],
    more: [
      "Rändelung, Hülsenrotation und Stahl sind auf schwere Sätze ausgelegt; jede Hantelstange wird in unserer Werkstatt geprüft.",
      "Moletage, rotation des manchons et acier sont pensés pour les séries lourdes ; chaque barre est contrôlée dans notre atelier.",
      "El moleteado, el giro de las camisas y el acero están pensados para series pesadas; cada barra se revisa en nuestro taller.",
      "Knurling, huls-rotatie en staal zijn gemaakt voor zware sets; elke stang wordt in onze werkplaats gecontroleerd.",
    ],
  },
  "weightlifting-bars-plates/bumper-plates": {
    short: [
      "{name} – Bumper Plates, die Drops vom Überkopf wegstecken und leise landen.",
      "{name} : des disques bumper qui encaissent les lâchers au-dessus de la tête et retombent en douceur.",
      "{name}: discos bumper que aguantan caídas desde arriba y aterrizan sin estruendo.",
      "{name}: bumperplates die drops boven het hoofd verdragen en zacht landen.",
    ],
    more: [
      "Voller Durchmesser, Stahlnabe und ein Gewicht, auf das du dich verlassen kannst.",
      "Plein diamètre, moyeu en acier et un poids fiable.",
      "Diámetro completo, buje de acero y un peso en el que puedes confiar.",
      "Volle diameter, stalen naaf en een gewicht waarop je kunt bouwen.",
    ],
  },
  "weightlifting-bars-plates/iron-plates": {
    short: [
      "{name} – Hantelscheiben aus Guss für Kraftdreikampf und klassisches Krafttraining.",
      "{name} : des disques en fonte pour la force athlétique et la musculation classique.",
      "{name}: discos de hierro fundido para powerlifting y entrenamiento de fuerza clásico.",
      "{name}: gietijzeren schijven voor powerlifting en klassieke krachttraining.",
    ],
    more: [
      "Eng toleriertes Gewicht und eine Pulverbeschichtung, die nicht abplatzt.",
      "Poids à tolérance serrée et revêtement époxy qui ne s'écaille pas.",
      "Peso de tolerancia ajustada y pintura en polvo que no salta.",
      "Nauwkeurig gewicht en een poedercoating die niet afbladdert.",
    ],
  },
  "weightlifting-bars-plates/change-plates": {
    short: [
      "{name} – kleine Scheiben für kleine Sprünge, wenn große Sprünge nicht mehr gehen.",
      "{name} : des petits disques pour progresser par petits pas quand les grands ne passent plus.",
      "{name}: discos pequeños para progresar poco a poco cuando ya no caben saltos grandes.",
      "{name}: kleine schijven voor kleine stappen als grote sprongen niet meer gaan.",
    ],
    more: [
      "Präzise kalibriert und farbcodiert, damit du die Stange schnell richtig belädst.",
      "Calibrés avec précision et codés par couleur pour charger la barre sans erreur.",
      "Calibrados con precisión y con código de color para cargar la barra rápido.",
      "Nauwkeurig gekalibreerd en met kleurcode, zodat je snel goed laadt.",
    ],
  },
  "weightlifting-bars-plates/collars": {
    short: [
      "{name} – Hantelverschlüsse, die die Scheiben festhalten, Satz für Satz.",
      "{name} : des colliers qui tiennent les disques en place, série après série.",
      "{name}: cierres que mantienen los discos en su sitio serie tras serie.",
      "{name}: sluitingen die je schijven op hun plek houden, set na set.",
    ],
    more: [
      "Schnell angelegt, schnell gelöst – passend für 50-mm-Hülsen.",
      "Rapides à poser et à retirer, pour manchons de 50 mm.",
      "Se ponen y se quitan en un momento; para camisas de 50 mm.",
      "Snel op en af, voor hulzen van 50 mm.",
    ],
  },
  "weightlifting-bars-plates/dumbbells-kettlebells": {
    short: [
      "{name} – Kurzhanteln für Drücken, Rudern, Ausfallschritte und alles dazwischen.",
      "{name} : des haltères pour les développés, les rowings, les fentes et tout le reste.",
      "{name}: mancuernas para press, remos, zancadas y todo lo demás.",
      "{name}: dumbbells voor drukken, roeien, lunges en alles daartussen.",
    ],
    more: [
      "Griffe, die gut in der Hand liegen, und Gewichte, die stimmen.",
      "Des poignées bien en main et des poids justes.",
      "Agarres cómodos y pesos exactos.",
      "Handgrepen die goed in de hand liggen en gewichten die kloppen.",
    ],
  },
  // Kettlebells share the aisle with dumbbells; their copy names what they are.
  "weightlifting-bars-plates/dumbbells-kettlebells#kettlebell": {
    short: [
      "{name} – eine Kettlebell für Swings, Cleans, Snatches und Conditioning.",
      "{name} : une kettlebell pour les swings, cleans, snatchs et le conditioning.",
      "{name}: una kettlebell para swings, cargadas, arrancadas y acondicionamiento.",
      "{name}: een kettlebell voor swings, cleans, snatches en conditie.",
    ],
    more: [
      "Der Griff liegt sauber in der Hand, das Gewicht stimmt aufs Gramm.",
      "La poignée tombe bien en main et le poids est juste.",
      "El asa se agarra bien y el peso es exacto.",
      "Het handvat ligt goed in de hand en het gewicht klopt.",
    ],
  },
  "rogue-rigs-racks/power-racks": {
    short: [
      "{name} – ein Power Rack, in dem du allein schwer trainieren kannst.",
      "{name} : une cage à squat pour s'entraîner lourd, même seul.",
      "{name}: una jaula de potencia para entrenar pesado aunque estés solo.",
      "{name}: een power rack waarin je ook alleen zwaar kunt trainen.",
    ],
    more: [
      "Stahlpfosten mit Lochraster, Sicherheitsablagen und Platz für Zubehör, wenn dein Gym wächst.",
      "Montants en acier perforés, sécurités et place pour les accessoires quand votre salle s'agrandit.",
      "Montantes de acero perforados, seguros y sitio para accesorios cuando crezca tu gimnasio.",
      "Stalen staanders met gatenpatroon, veiligheden en ruimte voor accessoires als je gym groeit.",
    ],
  },
  "rogue-rigs-racks/squat-stands": {
    short: [
      "{name} – Squat-Ständer für Kniebeugen und Bankdrücken auf wenig Platz.",
      "{name} : des supports de squat pour squatter et développer dans peu de place.",
      "{name}: soportes de sentadilla para sentadillas y press banca en poco espacio.",
      "{name}: squatstandaards voor squats en bankdrukken op weinig ruimte.",
    ],
    more: [
      "Stabiler Stand, J-Cups inklusive und schnell umgestellt.",
      "Assise stable, J-cups inclus et réglage rapide.",
      "Base estable, J-cups incluidos y ajuste rápido.",
      "Stabiele basis, J-cups inbegrepen en snel verstelbaar.",
    ],
  },
  "rogue-rigs-racks/wall-mount-racks": {
    short: [
      "{name} – ein Wand-Rack, das sich wegklappen lässt, wenn das Auto in die Garage muss.",
      "{name} : un rack mural qui se replie quand la voiture doit rentrer au garage.",
      "{name}: un rack de pared que se pliega cuando el coche tiene que entrar al garaje.",
      "{name}: een wandrek dat je inklapt als de auto de garage in moet.",
    ],
    more: [
      "An der Wand verschraubt, voll belastbar und in Sekunden eingeklappt.",
      "Fixé au mur, pleinement chargeable et replié en quelques secondes.",
      "Anclado a la pared, con carga completa y plegado en segundos.",
      "Vastgeschroefd aan de muur, volledig belastbaar en in seconden ingeklapt.",
    ],
  },
  "rogue-rigs-racks/rigs": {
    short: [
      "{name} – ein Rig für Gruppentraining, Klimmzüge und mehrere Stationen.",
      "{name} : un rig pour les cours collectifs, les tractions et plusieurs postes.",
      "{name}: un rig para clases en grupo, dominadas y varias estaciones.",
      "{name}: een rig voor groepstraining, pull-ups en meerdere stations.",
    ],
    more: [
      "Modular aufgebaut, damit es mit deinem Studio mitwächst.",
      "Modulaire, pour grandir avec votre salle.",
      "Modular, para crecer con tu gimnasio.",
      "Modulair, zodat het meegroeit met je sportschool.",
    ],
  },
  "rogue-rigs-racks/rack-accessories": {
    short: [
      "{name} – Zubehör, das mehr aus deinem Rack herausholt.",
      "{name} : un accessoire pour tirer plus de votre rack.",
      "{name}: un accesorio para sacar más partido a tu rack.",
      "{name}: een accessoire dat meer uit je rack haalt.",
    ],
    more: [
      "Passend zu den Pfosten unserer Rack-Serien und in Minuten montiert.",
      "Compatible avec les montants de nos séries de racks, monté en quelques minutes.",
      "Compatible con los montantes de nuestras series de racks y se monta en minutos.",
      "Past op de staanders van onze rackseries en is in minuten gemonteerd.",
    ],
  },
  "rogue-rigs-racks/benches": {
    short: [
      "{name} – eine Hantelbank, die unter schweren Sätzen nicht wackelt.",
      "{name} : un banc qui ne bouge pas sous les séries lourdes.",
      "{name}: un banco que no se mueve en las series pesadas.",
      "{name}: een bank die niet wiebelt onder zware sets.",
    ],
    more: [
      "Festes Polster mit griffigem Bezug und ein Rahmen aus Stahl.",
      "Rembourrage ferme avec revêtement accrocheur et cadre en acier.",
      "Acolchado firme con tapizado antideslizante y estructura de acero.",
      "Stevige bekleding met grip en een stalen frame.",
    ],
  },
  "equipment-packages/garage-gym-packages": {
    short: [
      "{name} – alles für dein Home Gym in einer Bestellung.",
      "{name} : tout votre home gym en une seule commande.",
      "{name}: todo tu home gym en un solo pedido.",
      "{name}: alles voor je thuisgym in één bestelling.",
    ],
    more: [
      "Die Teile passen zusammen, und jedes einzelne lässt sich tauschen.",
      "Tous les éléments vont ensemble, et chacun peut être échangé.",
      "Todas las piezas encajan y cada una se puede cambiar.",
      "Alle onderdelen passen bij elkaar en elk is te ruilen.",
    ],
  },
  "equipment-packages/commercial-packages": {
    short: [
      "{name} – die Grundausstattung für ein Studio, aus einer Hand.",
      "{name} : l'équipement de base d'une salle, d'un seul fournisseur.",
      "{name}: el equipamiento básico de un gimnasio de un solo proveedor.",
      "{name}: de basisinrichting voor een sportschool, uit één hand.",
    ],
    more: [
      "Für tägliche Nutzung durch viele Mitglieder ausgelegt.",
      "Conçu pour un usage quotidien par de nombreux adhérents.",
      "Pensado para el uso diario de muchos socios.",
      "Gemaakt voor dagelijks gebruik door veel leden.",
    ],
  },
  "equipment-packages/plate-sets": {
    short: [
      "{name} – ein Scheibenset, mit dem du sofort loslegen kannst.",
      "{name} : un set de disques pour démarrer tout de suite.",
      "{name}: un juego de discos para empezar ya.",
      "{name}: een schijvenset waarmee je meteen aan de slag kunt.",
    ],
    more: [
      "Die Gewichte sind so gewählt, dass du lange damit steigern kannst.",
      "Les charges sont choisies pour progresser longtemps.",
      "Los pesos están elegidos para progresar durante mucho tiempo.",
      "De gewichten zijn zo gekozen dat je er lang mee vooruit kunt.",
    ],
  },
  "equipment-packages/conditioning": {
    short: [
      "{name} – Conditioning-Equipment für Puls, Ausdauer und harte Intervalle.",
      "{name} : du matériel de conditioning pour le cardio, l'endurance et les intervalles.",
      "{name}: equipamiento de acondicionamiento para cardio, resistencia e intervalos.",
      "{name}: conditiemateriaal voor hartslag, uithouding en zware intervallen.",
    ],
    more: [
      "Robust genug für tägliche Workouts im Studio oder zu Hause.",
      "Assez robuste pour des séances quotidiennes en salle ou à la maison.",
      "Lo bastante robusto para entrenar a diario en el gimnasio o en casa.",
      "Stevig genoeg voor dagelijkse workouts in de gym of thuis.",
    ],
  },
  "strongman/logs-axles": {
    short: [
      "{name} – Log oder Achse für Strongman-Überkopfdrücken und Kreuzheben.",
      "{name} : un log ou un axle pour le développé et le soulevé strongman.",
      "{name}: un log o un eje para press por encima de la cabeza y peso muerto strongman.",
      "{name}: een log of as voor strongman-drukken en deadlifts.",
    ],
    more: [
      "Wettkampfmaße, damit du trainierst, was dich am Wettkampftag erwartet.",
      "Dimensions de compétition, pour s'entraîner à ce qui vous attend le jour J.",
      "Medidas de competición para entrenar lo que te espera el día de la prueba.",
      "Wedstrijdmaten, zodat je traint wat je op de wedstrijddag tegenkomt.",
    ],
  },
  "strongman/yokes-frames": {
    short: [
      "{name} – Yoke oder Frame für schwere Tragen und Läufe.",
      "{name} : un joug ou un frame pour les portés et marches lourdes.",
      "{name}: un yugo o un marco para cargas y recorridos pesados.",
      "{name}: een yoke of frame voor zware carries en runs.",
    ],
    more: [
      "Für den Einsatz drinnen und draußen gebaut.",
      "Conçu pour l'intérieur comme pour l'extérieur.",
      "Hecho para usar dentro y fuera.",
      "Gebouwd voor binnen en buiten.",
    ],
  },
  "strongman/stones": {
    short: [
      "{name} – Atlas-Steine und Formen für das Heben, das Strongman ausmacht.",
      "{name} : pierres d'Atlas et moules pour le mouvement roi du strongman.",
      "{name}: piedras Atlas y moldes para el levantamiento que define el strongman.",
      "{name}: atlasstenen en mallen voor de lift die strongman bepaalt.",
    ],
    more: [
      "Gleichmäßig dicht gegossen, damit jeder Stein gleich gut zu greifen ist.",
      "Coulées de densité homogène pour une prise identique à chaque pierre.",
      "Fundidas con densidad uniforme para que cada piedra se agarre igual.",
      "Gelijkmatig gegoten, zodat elke steen even goed te pakken is.",
    ],
  },
  "strongman/sandbags": {
    short: [
      "{name} – Sandsäcke für Tragen, Würfe und Odd-Object-Training.",
      "{name} : des sacs de sable pour les portés, les lancers et les objets lourds.",
      "{name}: sacos de arena para cargas, lanzamientos y objetos incómodos.",
      "{name}: zandzakken voor carries, worpen en odd-object-training.",
    ],
    more: [
      "Doppelt vernäht und mit Füllsäcken, die dicht bleiben.",
      "Double couture et sacs de remplissage qui restent étanches.",
      "Doble costura y sacos de relleno que no pierden arena.",
      "Dubbel gestikt, met vulzakken die dicht blijven.",
    ],
  },
  "strongman/implements": {
    short: [
      "{name} – Strongman-Gerät für Ziehen, Schieben und Tragen.",
      "{name} : un agrès strongman pour tirer, pousser et porter.",
      "{name}: un implemento de strongman para arrastrar, empujar y cargar.",
      "{name}: strongmanmateriaal om te trekken, duwen en dragen.",
    ],
    more: [
      "Aus dickem Stahl geschweißt und für Asphalt, Rasen und Hallenboden gemacht.",
      "Soudé en acier épais, pour l'asphalte, l'herbe et le sol de salle.",
      "Soldado en acero grueso para asfalto, césped y suelo de gimnasio.",
      "Gelast uit dik staal, voor asfalt, gras en gymvloer.",
    ],
  },
  "strongman/competitions": {
    short: [
      "{name} – dein Platz bei einem Strongman-Event.",
      "{name} : votre place pour un événement strongman.",
      "{name}: tu plaza en un evento de strongman.",
      "{name}: jouw plek bij een strongman-event.",
    ],
    more: [
      "Die Bestätigung und alle Details kommen per E-Mail.",
      "La confirmation et tous les détails arrivent par e-mail.",
      "La confirmación y todos los detalles te llegan por correo.",
      "De bevestiging en alle details krijg je per e-mail.",
    ],
  },
  "mobility-rehab/foam-rollers": {
    short: [
      "{name} – eine Faszienrolle für Aufwärmen und Regeneration.",
      "{name} : un rouleau pour l'échauffement et la récupération.",
      "{name}: un rodillo para calentar y recuperar.",
      "{name}: een foamroller voor warming-up en herstel.",
    ],
    more: [
      "Formstabil, auch nach Monaten täglicher Nutzung.",
      "Garde sa forme même après des mois d'usage quotidien.",
      "No se deforma ni tras meses de uso diario.",
      "Blijft in vorm, ook na maanden dagelijks gebruik.",
    ],
  },
  "mobility-rehab/resistance-bands": {
    short: [
      "{name} – Widerstandsbänder für Mobility, Aufwärmen und Assistenz bei Klimmzügen.",
      "{name} : des bandes élastiques pour la mobilité, l'échauffement et l'aide aux tractions.",
      "{name}: bandas elásticas para movilidad, calentamiento y asistencia en dominadas.",
      "{name}: weerstandsbanden voor mobiliteit, warming-up en hulp bij pull-ups.",
    ],
    more: [
      "Aus geschichtetem Latex, das nicht reißt, wenn es darauf ankommt.",
      "En latex multicouche qui ne lâche pas quand ça compte.",
      "De látex en capas que no se rompe cuando más importa.",
      "Van gelaagd latex dat niet knapt als het erop aankomt.",
    ],
  },
  "mobility-rehab/massage-tools": {
    short: [
      "{name} – ein Massagetool für verspannte Stellen nach harten Einheiten.",
      "{name} : un outil de massage pour les zones tendues après les grosses séances.",
      "{name}: una herramienta de masaje para las zonas cargadas tras sesiones duras.",
      "{name}: een massagetool voor gespannen plekken na zware trainingen.",
    ],
    more: [
      "Klein genug für die Sporttasche, fest genug für tiefe Punkte.",
      "Assez petit pour le sac de sport, assez ferme pour les points profonds.",
      "Cabe en la bolsa de deporte y es firme para los puntos profundos.",
      "Klein genoeg voor je sporttas, stevig genoeg voor diepe punten.",
    ],
  },
  "mobility-rehab/recovery": {
    short: [
      "{name} – für Regeneration und Versorgung zwischen den Einheiten.",
      "{name} : pour la récupération et la nutrition entre les séances.",
      "{name}: para la recuperación y la nutrición entre sesiones.",
      "{name}: voor herstel en voeding tussen de trainingen door.",
    ],
    more: [
      "Ausgewählt von unserem Team, das es selbst verwendet.",
      "Sélectionné par notre équipe, qui l'utilise elle-même.",
      "Elegido por nuestro equipo, que lo usa a diario.",
      "Gekozen door ons team, dat het zelf gebruikt.",
    ],
  },
  "mobility-rehab/training-programs": {
    short: [
      "{name} – ein Trainingsplan mit klaren Einheiten für jede Woche.",
      "{name} : un programme d'entraînement avec des séances claires chaque semaine.",
      "{name}: un programa de entrenamiento con sesiones claras cada semana.",
      "{name}: een trainingsschema met duidelijke sessies voor elke week.",
    ],
    more: [
      "Digital geliefert, jederzeit kündbar.",
      "Livré en numérique, résiliable à tout moment.",
      "Se entrega en formato digital y puedes cancelarlo cuando quieras.",
      "Digitaal geleverd, altijd opzegbaar.",
    ],
  },
  "lifting-straps-wraps/lifting-straps": {
    short: [
      "{name} – Zughilfen, damit der Griff nicht vor dem Rücken aufgibt.",
      "{name} : des sangles pour que la prise ne lâche pas avant le dos.",
      "{name}: straps para que el agarre no falle antes que la espalda.",
      "{name}: lifting straps, zodat je grip het niet eerder opgeeft dan je rug.",
    ],
    more: [
      "Reißfestes Material und Nähte, die schwere Züge aushalten.",
      "Matière résistante et coutures qui tiennent les tirages lourds.",
      "Material resistente y costuras que aguantan tirones pesados.",
      "Scheurvast materiaal en naden die zware pulls aankunnen.",
    ],
  },
  "lifting-straps-wraps/wrist-wraps": {
    short: [
      "{name} – Handgelenkbandagen für Stabilität bei schweren Drücken.",
      "{name} : des protège-poignets pour la stabilité sur les poussées lourdes.",
      "{name}: muñequeras para estabilidad en los empujes pesados.",
      "{name}: polsbandages voor stabiliteit bij zware drukoefeningen.",
    ],
    more: [
      "Fest gewickelt in Sekunden, schnell wieder gelöst.",
      "Serrés en quelques secondes, retirés tout aussi vite.",
      "Se ajustan en segundos y se quitan igual de rápido.",
      "In seconden strak gewikkeld, net zo snel weer los.",
    ],
  },
  "lifting-straps-wraps/knee-sleeves": {
    short: [
      "{name} – Kniebandagen, die warm halten und bei tiefen Kniebeugen stützen.",
      "{name} : des genouillères qui gardent au chaud et soutiennent en squat profond.",
      "{name}: rodilleras que mantienen el calor y sujetan en sentadillas profundas.",
      "{name}: kniebraces die warm houden en steunen bij diepe squats.",
    ],
    more: [
      "Aus Neopren, nach Umfang dimensioniert.",
      "En néoprène, taillées selon la circonférence.",
      "De neopreno, con tallas según el contorno.",
      "Van neopreen, op maat naar omtrek.",
    ],
  },
  "lifting-straps-wraps/lifting-belts": {
    short: [
      "{name} – ein Gewichthebergürtel für stabilen Rumpf unter schwerer Last.",
      "{name} : une ceinture de force pour gainer sous les charges lourdes.",
      "{name}: un cinturón de levantamiento para un core estable con cargas pesadas.",
      "{name}: een powerliftriem voor een stabiele romp onder zware belasting.",
    ],
    more: [
      "Gleichmäßig breit und steif genug, um dagegen zu drücken.",
      "Largeur constante et assez rigide pour pousser contre.",
      "Ancho uniforme y lo bastante rígido para empujar contra él.",
      "Overal even breed en stijf genoeg om tegenaan te drukken.",
    ],
  },
  "lifting-straps-wraps/chalk-grips": {
    short: [
      "{name} – für sicheren Griff an Stange, Ringen und Klimmzugstange.",
      "{name} : pour une prise sûre sur la barre, les anneaux et la barre de traction.",
      "{name}: para un agarre firme en la barra, las anillas y la barra de dominadas.",
      "{name}: voor een stevige grip op de stang, ringen en pull-upstang.",
    ],
    more: [
      "Gemacht für Sportler, die ihre Hände lange gesund halten wollen.",
      "Pour les athlètes qui veulent garder des mains en bon état.",
      "Para atletas que quieren cuidar sus manos a largo plazo.",
      "Voor atleten die hun handen lang gezond willen houden.",
    ],
  },
  "gift-guide/gift-cards": {
    short: [
      "{name} – das Geschenk, das immer passt.",
      "{name} : le cadeau qui tombe toujours juste.",
      "{name}: el regalo que siempre acierta.",
      "{name}: het cadeau dat altijd past.",
    ],
    more: [
      "Einlösbar für alles im Shop.",
      "Valable sur toute la boutique.",
      "Canjeable en toda la tienda.",
      "In te wisselen voor alles in de winkel.",
    ],
  },
  "replacement-parts/rack-parts": {
    short: [
      "{name} – Originalersatzteil für dein Rack.",
      "{name} : pièce d'origine pour votre rack.",
      "{name}: recambio original para tu rack.",
      "{name}: origineel onderdeel voor je rack.",
    ],
    more: [
      "Die Teilenummer findest du in deiner Anleitung; die Montageanleitung liegt bei.",
      "Le numéro de pièce figure dans votre notice ; les instructions de montage sont incluses.",
      "Encontrarás el número de pieza en tu manual; incluye instrucciones de montaje.",
      "Het onderdeelnummer staat in je handleiding; montage-instructies zijn inbegrepen.",
    ],
  },
  "replacement-parts/barbell-parts": {
    short: [
      "{name} – Originalersatzteil für deine Langhantel.",
      "{name} : pièce d'origine pour votre barre.",
      "{name}: recambio original para tu barra.",
      "{name}: origineel onderdeel voor je halterstang.",
    ],
    more: [
      "Die Teilenummer findest du in deiner Anleitung; die Montageanleitung liegt bei.",
      "Le numéro de pièce figure dans votre notice ; les instructions de montage sont incluses.",
      "Encontrarás el número de pieza en tu manual; incluye instrucciones de montaje.",
      "Het onderdeelnummer staat in je handleiding; montage-instructies zijn inbegrepen.",
    ],
  },
  "replacement-parts/conditioning-parts": {
    short: [
      "{name} – Originalersatzteil für dein Cardiogerät.",
      "{name} : pièce d'origine pour votre appareil cardio.",
      "{name}: recambio original para tu máquina de cardio.",
      "{name}: origineel onderdeel voor je cardiotoestel.",
    ],
    more: [
      "Die Teilenummer findest du in deiner Anleitung; die Montageanleitung liegt bei.",
      "Le numéro de pièce figure dans votre notice ; les instructions de montage sont incluses.",
      "Encontrarás el número de pieza en tu manual; incluye instrucciones de montaje.",
      "Het onderdeelnummer staat in je handleiding; montage-instructies zijn inbegrepen.",
    ],
  },
  "replacement-parts/hardware": {
    short: [
      "{name} – Schrauben und Kleinteile im Originalmaß.",
      "{name} : visserie aux cotes d'origine.",
      "{name}: tornillería con las medidas originales.",
      "{name}: bevestigingsmateriaal in de originele maat.",
    ],
    more: [
      "Verzinkter Stahl, passend zu unseren Racks und Rigs.",
      "Acier zingué, compatible avec nos racks et rigs.",
      "Acero galvanizado, compatible con nuestros racks y rigs.",
      "Verzinkt staal, passend bij onze racks en rigs.",
    ],
  },
};

/** Option, attribute and colour labels as each language's shoppers read them. */
export const LABELS: Record<string, Words> = {
  Color: ["Farbe", "Couleur", "Color", "Kleur"],
  Size: ["Größe", "Taille", "Talla", "Maat"],
  "US Size": ["US-Größe", "Pointure US", "Talla US", "US-maat"],
  "Waist Size": ["Taillenweite", "Tour de taille", "Talla de cintura", "Taillemaat"],
  "Flag Size": ["Flaggengröße", "Taille du drapeau", "Tamaño de la bandera", "Vlagmaat"],
  Black: ["Schwarz", "Noir", "Negro", "Zwart"],
  Red: ["Rot", "Rouge", "Rojo", "Rood"],
  Blue: ["Blau", "Bleu", "Azul", "Blauw"],
  Green: ["Grün", "Vert", "Verde", "Groen"],
  Yellow: ["Gelb", "Jaune", "Amarillo", "Geel"],
  Grey: ["Grau", "Gris", "Gris", "Grijs"],
  "Heather Grey": ["Grau meliert", "Gris chiné", "Gris jaspeado", "Grijs gemêleerd"],
  Navy: ["Marineblau", "Bleu marine", "Azul marino", "Marineblauw"],
  Charcoal: ["Anthrazit", "Anthracite", "Gris marengo", "Antraciet"],
  Sand: ["Sand", "Sable", "Arena", "Zand"],
  Olive: ["Oliv", "Olive", "Oliva", "Olijfgroen"],
  Maroon: ["Bordeaux", "Bordeaux", "Granate", "Bordeaux"],
  White: ["Weiß", "Blanc", "Blanco", "Wit"],
  Rust: ["Rost", "Rouille", "Óxido", "Roest"],
  "Forest Green": ["Tannengrün", "Vert forêt", "Verde bosque", "Bosgroen"],
  "Royal Blue": ["Königsblau", "Bleu roi", "Azul real", "Koningsblauw"],
  Teal: ["Petrol", "Bleu canard", "Verde azulado", "Petrol"],
  "Dusty Pink": ["Altrosa", "Vieux rose", "Rosa palo", "Oudroze"],
  Purple: ["Lila", "Violet", "Morado", "Paars"],
  "Shaft Colour": ["Farbe der Stange", "Couleur de la barre", "Color de la barra", "Kleur van de stang"],
  "Sleeve Colour": ["Farbe der Hülsen", "Couleur des manchons", "Color de las camisas", "Kleur van de hulzen"],
  "Black Cerakote": ["Cerakote Schwarz", "Cerakote noir", "Cerakote negro", "Cerakote zwart"],
  "Red Cerakote": ["Cerakote Rot", "Cerakote rouge", "Cerakote rojo", "Cerakote rood"],
  "OD Green Cerakote": ["Cerakote Olivgrün", "Cerakote vert olive", "Cerakote verde oliva", "Cerakote legergroen"],
  "Bright Zinc": ["Zink blank", "Zinc brillant", "Zinc brillante", "Blank zink"],
  "Black Zinc": ["Zink schwarz", "Zinc noir", "Zinc negro", "Zwart zink"],
  "Hard Chrome": ["Hartchrom", "Chrome dur", "Cromo duro", "Hardchroom"],
  "Engraving (up to 24 characters)": [
    "Gravur (bis zu 24 Zeichen)",
    "Gravure (24 caractères max.)",
    "Grabado (hasta 24 caracteres)",
    "Gravure (max. 24 tekens)",
  ],
  "Add-ons": ["Extras", "Options", "Extras", "Extra's"],
  "Engraved end caps": ["Gravierte Endkappen", "Embouts gravés", "Tapas grabadas", "Gegraveerde eindkappen"],
  "Wall bar hanger": [
    "Wandhalter für Langhantel",
    "Support mural de barre",
    "Soporte de pared para barra",
    "Wandhouder voor stang",
  ],
  "Care Kit": ["Pflegeset", "Kit d'entretien", "Kit de cuidado", "Onderhoudsset"],
  "Nylon bar brush": [
    "Nylon-Hantelbürste",
    "Brosse de barre en nylon",
    "Cepillo de nailon para barra",
    "Nylon stangborstel",
  ],
  "Sleeve oil, 4 oz": ["Hülsenöl, 4 oz", "Huile pour manchons, 4 oz", "Aceite para camisas, 4 oz", "Hulsolie, 4 oz"],
  "Microfibre cloth": ["Mikrofasertuch", "Chiffon microfibre", "Paño de microfibra", "Microvezeldoek"],
  "Gym Name (printed under the logo)": [
    "Gym-Name (unter dem Logo gedruckt)",
    "Nom de la salle (imprimé sous le logo)",
    "Nombre del gimnasio (impreso bajo el logo)",
    "Naam van de gym (onder het logo gedrukt)",
  ],
  "Buckle Finish": ["Schnallen-Finish", "Finition de la boucle", "Acabado de la hebilla", "Afwerking van de gesp"],
  "Brushed steel": ["Gebürsteter Stahl", "Acier brossé", "Acero cepillado", "Geborsteld staal"],
  "Black oxide": ["Schwarzoxid", "Oxyde noir", "Óxido negro", "Zwart oxide"],
  "Embossing (up to 16 characters)": [
    "Prägung (bis zu 16 Zeichen)",
    "Marquage (16 caractères max.)",
    "Grabado en relieve (hasta 16 caracteres)",
    "Opdruk (max. 16 tekens)",
  ],
  Rack: ["Rack", "Rack", "Rack", "Rack"],
  Barbell: ["Langhantel", "Barre", "Barra", "Halterstang"],
  Barbells: ["Langhanteln", "Barres", "Barras", "Halterstangen"],
  Plates: ["Hantelscheiben", "Disques", "Discos", "Schijven"],
  Bench: ["Hantelbank", "Banc", "Banco", "Bank"],
  "Collars (included)": [
    "Verschlüsse (inklusive)",
    "Colliers (inclus)",
    "Cierres (incluidos)",
    "Sluitingen (inbegrepen)",
  ],
  "Rack Add-ons": ["Rack-Extras", "Options de rack", "Extras de rack", "Rack-extra's"],
  Safeties: ["Sicherheitsablagen", "Sécurités", "Seguros", "Veiligheden"],
  "Power Bar": ["Power Bar", "Barre de force", "Barra de powerlifting", "Powerbar"],
  Flooring: ["Bodenbelag", "Sol", "Suelo", "Vloer"],
  "Light Bell": ["Leichte Kettlebell", "Kettlebell légère", "Kettlebell ligera", "Lichte kettlebell"],
  "Medium Bell": ["Mittlere Kettlebell", "Kettlebell moyenne", "Kettlebell media", "Middelzware kettlebell"],
  "Heavy Bell": ["Schwere Kettlebell", "Kettlebell lourde", "Kettlebell pesada", "Zware kettlebell"],
  Storage: ["Aufbewahrung", "Rangement", "Almacenaje", "Opslag"],
  "Chalk (included)": ["Magnesia (inklusive)", "Magnésie (incluse)", "Magnesio (incluido)", "Magnesium (inbegrepen)"],
  Log: ["Log", "Log", "Log", "Log"],
  Sandbag: ["Sandsack", "Sac de sable", "Saco de arena", "Zandzak"],
  Stone: ["Stein", "Pierre", "Piedra", "Steen"],
  "Stone Tack (included)": [
    "Stone Tack (inklusive)",
    "Tack pour pierre (inclus)",
    "Resina para piedras (incluida)",
    "Stone tack (inbegrepen)",
  ],
  Rower: ["Rudergerät", "Rameur", "Remo", "Roeitrainer"],
  Bike: ["Bike", "Vélo", "Bici", "Fiets"],
  "Wall Balls": ["Wall Balls", "Wall balls", "Wall balls", "Wall balls"],
  Collars: ["Verschlüsse", "Stops", "Cierres", "Sluitingen"],
  Chalk: ["Magnesia", "Magnésie", "Magnesio", "Magnesium"],
  "Stone Tack": ["Stone-Tack", "Tack pour pierres", "Tack para piedras", "Stone-tack"],
  "Speed Rope": ["Speed Rope", "Corde à sauter de vitesse", "Comba de velocidad", "Speed rope"],
  "Speed Rope (included)": [
    "Springseil (inklusive)",
    "Corde à sauter (incluse)",
    "Comba (incluida)",
    "Springtouw (inbegrepen)",
  ],
  Rig: ["Rig", "Rig", "Rig", "Rig"],
  Conditioning: ["Conditioning", "Conditioning", "Acondicionamiento", "Conditie"],
  "bare stainless steel": ["Edelstahl blank", "inox brut", "acero inoxidable desnudo", "blank rvs"],
  "anodised aluminium": ["eloxiertes Aluminium", "aluminium anodisé", "aluminio anodizado", "geanodiseerd aluminium"],
  "black powder coat": [
    "schwarz pulverbeschichtet",
    "peinture époxy noire",
    "pintura en polvo negra",
    "zwarte poedercoating",
  ],
  "red Cerakote shaft with bright zinc sleeves": [
    "Stange Cerakote Rot, Hülsen Zink blank",
    "barre Cerakote rouge, manchons zinc brillant",
    "barra Cerakote roja con camisas de zinc brillante",
    "stang Cerakote rood, hulzen blank zink",
  ],
  "navy Cerakote shaft with bright zinc sleeves": [
    "Stange Cerakote Marineblau, Hülsen Zink blank",
    "barre Cerakote bleu marine, manchons zinc brillant",
    "barra Cerakote azul marino con camisas de zinc brillante",
    "stang Cerakote marineblauw, hulzen blank zink",
  ],
  "Cerakote of your choice": ["Cerakote nach Wahl", "Cerakote au choix", "Cerakote a elegir", "Cerakote naar keuze"],
  "32 mm neutral handles": [
    "32-mm-Neutralgriffe",
    "poignées neutres de 32 mm",
    "agarres neutros de 32 mm",
    "neutrale handgrepen van 32 mm",
  ],
  "32 mm handles": ["32-mm-Griffe", "poignées de 32 mm", "agarres de 32 mm", "handgrepen van 32 mm"],
  "padded yoke": ["gepolstertes Joch", "joug rembourré", "yugo acolchado", "gepolsterd juk"],
  " — detail": [" – Detail", " – détail", " – detalle", " – detail"],
  " — in the gym": [" – im Gym", " – en salle", " – en el gimnasio", " – in de gym"],
  " — angle": [" – seitlich", " – de côté", " – en ángulo", " – van opzij"],
};

/** Feature lines: a pattern over the English line and its wording per language ($1… are the captured values). */
export const FEATURES: [RegExp, Words][] = [
  [/^Pre-shrunk$/, ["Vorgewaschen, läuft nicht ein", "Prérétréci", "Preencogido", "Voorgekrompen"]],
  [
    /^Tagless neck label$/,
    [
      "Etikett in den Nacken gedruckt",
      "Étiquette imprimée, sans étiquette cousue",
      "Etiqueta impresa, sin etiqueta cosida",
      "Labelloos, bedrukt in de nek",
    ],
  ],
  [
    /^Machine wash cold$/,
    ["Maschinenwäsche kalt", "Lavage en machine à froid", "Lavado a máquina en frío", "Machinewas koud"],
  ],
  [/^Sizes (\S+)–(\S+)$/, ["Größen $1–$2", "Tailles $1–$2", "Tallas $1–$2", "Maten $1–$2"]],
  [/^Weight: ([\d.,]+) lb$/, ["Gewicht: $1 lb", "Poids : $1 lb", "Peso: $1 lb", "Gewicht: $1 lb"]],
  [/^Midfoot strap$/, ["Mittelfußriemen", "Sangle médio-pied", "Tira en el mediopié", "Middenvoetband"]],
  [
    /^Non-compressible sole$/,
    ["Nicht komprimierbare Sohle", "Semelle incompressible", "Suela que no se comprime", "Niet-indrukbare zool"],
  ],
  [/^True to size$/, ["Fällt normal aus", "Taille normalement", "Talla normal", "Valt normaal"]],
  [/^Sold as a pair$/, ["Im Paar", "Vendu par paire", "Se vende por pares", "Per paar verkocht"]],
  [/^Sold in pairs$/, ["Im Paar", "Vendu par paire", "Se vende por pares", "Per paar verkocht"]],
  [/^Wide toe box$/, ["Weite Zehenbox", "Avant-pied large", "Puntera ancha", "Brede teenbox"]],
  [
    /^Non-marking outsole$/,
    ["Abriebfreie Laufsohle", "Semelle non marquante", "Suela que no marca", "Niet-afgevende zool"],
  ],
  [
    /^Breathable knit upper$/,
    [
      "Atmungsaktives Strick-Obermaterial",
      "Tige en maille respirante",
      "Empeine de punto transpirable",
      "Ademend gebreid bovenwerk",
    ],
  ],
  [/^([\d.,]+) mm drop$/, ["$1 mm Sprengung", "Drop de $1 mm", "Drop de $1 mm", "$1 mm drop"]],
  [
    /^Competition dimensions$/,
    ["Wettkampfmaße", "Dimensions de compétition", "Medidas de competición", "Wedstrijdmaten"],
  ],
  [
    /^Built for outdoor use$/,
    ["Für draußen gebaut", "Conçu pour l'extérieur", "Hecho para exterior", "Gemaakt voor buiten"],
  ],
  [/^Genuine replacement part$/, ["Originalersatzteil", "Pièce d'origine", "Recambio original", "Origineel onderdeel"]],
  [
    /^Fitting instructions included$/,
    [
      "Montageanleitung liegt bei",
      "Instructions de montage incluses",
      "Incluye instrucciones de montaje",
      "Montage-instructies inbegrepen",
    ],
  ],
  [
    /^Check your manual for the part number$/,
    [
      "Teilenummer siehe Anleitung",
      "Numéro de pièce dans votre notice",
      "Número de pieza en tu manual",
      "Onderdeelnummer staat in je handleiding",
    ],
  ],
  [/^([\d.,]+) inches wide$/, ["$1 Zoll breit", "$1 pouces de large", "$1 pulgadas de ancho", "$1 inch breed"]],
  [
    /^Measure at the navel$/,
    [
      "Auf Nabelhöhe messen",
      "Mesurer au niveau du nombril",
      "Mide a la altura del ombligo",
      "Meet ter hoogte van de navel",
    ],
  ],
  [
    /^Made in our leather shop$/,
    [
      "In unserer Lederwerkstatt gefertigt",
      "Fabriquée dans notre atelier cuir",
      "Hecho en nuestro taller de cuero",
      "Gemaakt in onze leerwerkplaats",
    ],
  ],
  [
    /^([\d.,]+)-inch TPU heel$/,
    ["$1-Zoll-Absatz aus TPU", "Talon TPU de $1 pouce", "Tacón de TPU de $1 pulgadas", "TPU-hak van $1 inch"],
  ],
  [/^Easy to clean$/, ["Leicht zu reinigen", "Facile à nettoyer", "Fácil de limpiar", "Makkelijk schoon te maken"]],
  [/^Travel friendly$/, ["Reisetauglich", "Facile à emporter", "Ideal para viajar", "Handig op reis"]],
  [/^([\d.,]+) mm diameter$/, ["$1 mm Durchmesser", "$1 mm de diamètre", "$1 mm de diámetro", "$1 mm diameter"]],
  [
    /^Laser-cut numbered holes$/,
    [
      "Lasergeschnittene, nummerierte Löcher",
      "Trous numérotés découpés au laser",
      "Agujeros numerados cortados con láser",
      "Lasergesneden, genummerde gaten",
    ],
  ],
  [
    /^Hardware included$/,
    ["Schrauben inklusive", "Visserie incluse", "Tornillería incluida", "Bevestigingsmateriaal inbegrepen"],
  ],
  [
    /^Black powder coat$/,
    ["Schwarz pulverbeschichtet", "Peinture époxy noire", "Pintura en polvo negra", "Zwarte poedercoating"],
  ],
  [/^Reinforced seams$/, ["Verstärkte Nähte", "Coutures renforcées", "Costuras reforzadas", "Versterkte naden"]],
  [
    /^Sized by circumference$/,
    ["Größe nach Umfang", "Taille selon la circonférence", "Talla según el contorno", "Maat op omtrek"],
  ],
  [
    /^Composite bushings, snap-ring sleeves$/,
    [
      "Verbundbuchsen, Hülsen mit Sprengring",
      "Bagues composites, manchons à circlip",
      "Casquillos de composite, camisas con anillo elástico",
      "Composietbussen, hulzen met borgring",
    ],
  ],
  [
    /^Lifetime warranty against bending$/,
    [
      "Lebenslange Garantie gegen Verbiegen",
      "Garantie à vie contre la déformation",
      "Garantía de por vida contra dobleces",
      "Levenslange garantie tegen verbuigen",
    ],
  ],
  [/^Shaft: (.+)$/, ["Stange: $1", "Barre : $1", "Barra: $1", "Stang: $1"]],
  [/^Finish: (.+)$/, ["Oberfläche: $1", "Finition : $1", "Acabado: $1", "Afwerking: $1"]],
  [/^Steel insert$/, ["Stahleinsatz", "Insert en acier", "Inserto de acero", "Stalen inzet"]],
  [
    /^Ironworks branded$/,
    ["Mit Ironworks-Branding", "Marqué Ironworks", "Con la marca Ironworks", "Met Ironworks-logo"],
  ],
  [
    /^Backed by our ([\d]+)-day return policy$/,
    ["$1 Tage Rückgaberecht", "Retour possible sous $1 jours", "Devolución en $1 días", "$1 dagen retourrecht"],
  ],
  [
    /^Lifetime stitching guarantee$/,
    [
      "Lebenslange Garantie auf die Nähte",
      "Coutures garanties à vie",
      "Costuras garantizadas de por vida",
      "Levenslange garantie op de naden",
    ],
  ],
  [
    /^Fits in any gym bag$/,
    [
      "Passt in jede Sporttasche",
      "Tient dans tous les sacs de sport",
      "Cabe en cualquier bolsa de deporte",
      "Past in elke sporttas",
    ],
  ],
  [
    /^Designed in our lifting room$/,
    [
      "In unserem Trainingsraum entwickelt",
      "Conçu dans notre salle d'entraînement",
      "Diseñado en nuestra sala de entrenamiento",
      "Ontworpen in onze trainingsruimte",
    ],
  ],
  [
    /^Two J-cups included$/,
    ["Zwei J-Cups inklusive", "Deux J-cups inclus", "Incluye dos J-cups", "Twee J-cups inbegrepen"],
  ],
  [
    /^Calibrated to ±([\d.,]+) g$/,
    ["Kalibriert auf ±$1 g", "Calibré à ±$1 g", "Calibrado a ±$1 g", "Gekalibreerd op ±$1 g"],
  ],
  [/^([\d.,]+) colours$/, ["$1 Farben", "$1 couleurs", "$1 colores", "$1 kleuren"]],
  [
    /^([\d.,]+)-inch Olympic bore$/,
    [
      "$1-Zoll-Olympiabohrung",
      "Alésage olympique de $1 pouces",
      "Orificio olímpico de $1 pulgadas",
      "Olympische boring van $1 inch",
    ],
  ],
  [
    /^Cast iron heads in virgin rubber$/,
    [
      "Gusseisenköpfe in Neugummi",
      "Têtes en fonte gainées de caoutchouc neuf",
      "Cabezas de hierro fundido en goma virgen",
      "Gietijzeren koppen in nieuw rubber",
    ],
  ],
  [
    /^Knurled chrome handle$/,
    ["Gerändelter Chromgriff", "Poignée chromée moletée", "Agarre cromado moleteado", "Gekartelde chromen handgreep"],
  ],
  [
    /^Hex heads do not roll$/,
    [
      "Sechskantköpfe rollen nicht weg",
      "Têtes hexagonales qui ne roulent pas",
      "Las cabezas hexagonales no ruedan",
      "Zeskantige koppen rollen niet weg",
    ],
  ],
  [
    /^Footprint: (.+) in$/,
    ["Stellfläche: $1 in", "Encombrement : $1 in", "Superficie: $1 in", "Vloeroppervlak: $1 in"],
  ],
  [/^One size fits most$/, ["Einheitsgröße", "Taille unique", "Talla única", "One size"]],
  [/^Embroidered logo$/, ["Gesticktes Logo", "Logo brodé", "Logo bordado", "Geborduurd logo"]],
  [/^Adjustable fit$/, ["Verstellbar", "Ajustable", "Ajustable", "Verstelbaar"]],
  [/^Rubber feet$/, ["Gummifüße", "Pieds en caoutchouc", "Pies de goma", "Rubberen voetjes"]],
  [/^IWF colour code$/, ["IWF-Farbcode", "Code couleur IWF", "Código de color IWF", "IWF-kleurcode"]],
  [/^Machined steel$/, ["Gefräster Stahl", "Acier usiné", "Acero mecanizado", "Gefreesd staal"]],
  [
    /^(\S+)"×(\S+)" (\S+)-gauge uprights with (\S+)" hardware$/,
    [
      'Pfosten $1"×$2", Wandstärke $3 Gauge, $4"-Schrauben',
      'Montants $1"×$2" calibre $3, visserie $4"',
      'Montantes de $1"×$2" calibre $3, tornillería de $4"',
      'Staanders $1"×$2", $3-gauge, $4"-bouten',
    ],
  ],
  [
    /^stacked ([\d.,]+)-inch heel$/,
    [
      "geschichteter $1-Zoll-Absatz",
      "talon empilé de $1 pouce",
      "tacón apilado de $1 pulgadas",
      "gestapelde hak van $1 inch",
    ],
  ],
  [
    /^([\d.,]+)-inch rubber heel$/,
    [
      "$1-Zoll-Gummiabsatz",
      "talon en caoutchouc de $1 pouce",
      "tacón de goma de $1 pulgadas",
      "rubberen hak van $1 inch",
    ],
  ],
  [
    /^leather-wrapped wooden heel$/,
    [
      "lederbezogener Holzabsatz",
      "talon en bois gainé de cuir",
      "tacón de madera forrado de cuero",
      "met leer beklede houten hak",
    ],
  ],
];
