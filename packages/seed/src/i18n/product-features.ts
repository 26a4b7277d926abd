import type { Words } from "./languages.ts";

/**
 * Feature lines of the families whose bullets are not the apparel/bar/rack wordings of
 * product-copy.ts: conditioning, strongman, plates, kettlebells, mobility, subscriptions, gift cards,
 * event registrations and the bundle kits. Written per language as the store would say it, not word for
 * word. `$1`… are the English line's captured values; a number's decimal point becomes the language's
 * comma (featureIn in products.ts).
 */
export const MORE_FEATURES: [RegExp, Words][] = [
  // Materials and finishes
  [
    /^11-gauge steel frame$/,
    [
      "Rahmen aus 11-Gauge-Stahl",
      "Cadre en acier calibre 11",
      "Estructura de acero calibre 11",
      "Frame van 11-gauge staal",
    ],
  ],
  [/^11-gauge steel$/, ["11-Gauge-Stahl", "Acier calibre 11", "Acero calibre 11", "11-gauge staal"]],
  [
    /^Powder-coat finish$/,
    ["Pulverbeschichtet", "Finition peinture époxy", "Acabado con pintura en polvo", "Afgewerkt met poedercoating"],
  ],
  [
    /^Powder-coated steel$/,
    ["Pulverbeschichteter Stahl", "Acier peint époxy", "Acero con pintura en polvo", "Gepoedercoat staal"],
  ],
  [/^Zinc-plated steel$/, ["Verzinkter Stahl", "Acier zingué", "Acero zincado", "Verzinkt staal"]],
  [
    /^Chrome-edged steel$/,
    ["Stahl mit Chromkante", "Acier à bord chromé", "Acero con canto cromado", "Staal met chromen rand"],
  ],
  [
    /^Chrome-plated steel disc$/,
    ["Verchromte Stahlscheibe", "Disque en acier chromé", "Disco de acero cromado", "Verchroomde stalen schijf"],
  ],
  [
    /^Black enamel finish$/,
    ["Schwarz emailliert", "Finition émail noir", "Acabado esmaltado negro", "Zwart geëmailleerd"],
  ],
  [
    /^Grey hammertone finish$/,
    ["Graue Hammerschlaglackierung", "Finition martelée grise", "Acabado martelé gris", "Grijze hamerslaglak"],
  ],
  [/^Matte finish$/, ["Matte Oberfläche", "Finition mate", "Acabado mate", "Matte afwerking"]],
  [
    /^Stainless steel hub$/,
    ["Nabe aus Edelstahl", "Moyeu en inox", "Buje de acero inoxidable", "Naaf van roestvrij staal"],
  ],
  [
    /^Brass-coloured steel insert$/,
    [
      "Messingfarbener Stahleinsatz",
      "Insert en acier couleur laiton",
      "Inserto de acero color latón",
      "Messingkleurige stalen inzet",
    ],
  ],
  [
    /^Single-piece casting$/,
    ["Aus einem Stück gegossen", "Moulé d'une seule pièce", "Fundido en una sola pieza", "Uit één stuk gegoten"],
  ],
  [
    /^Urethane-encased heads$/,
    [
      "Köpfe mit Urethanmantel",
      "Têtes gainées d'uréthane",
      "Cabezas recubiertas de uretano",
      "Koppen met urethaan ommanteld",
    ],
  ],
  [
    /^Steel shell, uniform size$/,
    [
      "Stahlmantel, immer gleich groß",
      "Coque en acier, même taille à chaque poids",
      "Carcasa de acero, mismo tamaño en todos los pesos",
      "Stalen mantel, elk gewicht even groot",
    ],
  ],
  [
    /^Made from recycled tyres$/,
    [
      "Aus recycelten Reifen",
      "Fabriqué à partir de pneus recyclés",
      "Hecho con neumáticos reciclados",
      "Gemaakt van gerecyclede banden",
    ],
  ],
  [/^Rubber shell$/, ["Gummihülle", "Enveloppe en caoutchouc", "Carcasa de goma", "Rubberen mantel"]],
  [
    /^Dense foam core$/,
    ["Fester Schaumkern", "Noyau en mousse dense", "Núcleo de espuma densa", "Kern van stevig schuim"],
  ],
  [/^Waterproof foam$/, ["Wasserfester Schaum", "Mousse imperméable", "Espuma impermeable", "Waterdicht schuim"]],
  [/^Birch plywood$/, ["Birkensperrholz", "Contreplaqué de bouleau", "Contrachapado de abedul", "Berken multiplex"]],
  [/^Birch wood$/, ["Birkenholz", "Bois de bouleau", "Madera de abedul", "Berkenhout"]],
  [
    /^([\d.,]+) mm vegetable-tanned leather$/,
    [
      "$1 mm pflanzlich gegerbtes Leder",
      "Cuir à tannage végétal de $1 mm",
      "Cuero de curtido vegetal de $1 mm",
      "Plantaardig gelooid leer van $1 mm",
    ],
  ],
  [/^([\d.,]+) oz fleece$/, ["Fleece mit $1 oz", "Molleton $1 oz", "Felpa de $1 oz", "Fleece van $1 oz"]],
  [
    /^Machined to ±([\d.,]+)%$/,
    [
      "Auf ±$1 % genau gefräst",
      "Usiné à ±$1 % près",
      "Mecanizado con ±$1 % de precisión",
      "Tot op ±$1% nauwkeurig gefreesd",
    ],
  ],
  [
    /^Weight tolerance ±([\d.,]+)%$/,
    ["Gewichtstoleranz ±$1 %", "Tolérance de poids ±$1 %", "Tolerancia de peso ±$1 %", "Gewichtstolerantie ±$1%"],
  ],

  // Shape, grip and handling
  [
    /^Grippy vinyl pad$/,
    [
      "Griffiges Vinylpolster",
      "Coussin en vinyle qui accroche",
      "Acolchado de vinilo con buen agarre",
      "Stroef vinyl kussen",
    ],
  ],
  [
    /^Wide flat base$/,
    ["Breite, flache Unterseite", "Base large et plate", "Base ancha y plana", "Brede, vlakke onderkant"],
  ],
  [/^Flat base$/, ["Flache Unterseite", "Base plate", "Base plana", "Vlakke onderkant"]],
  [
    /^One-hand operation$/,
    ["Mit einer Hand bedienbar", "Se manie d'une seule main", "Se maneja con una mano", "Met één hand te bedienen"],
  ],
  [
    /^Low bounce, low odour$/,
    [
      "Springt kaum, riecht kaum",
      "Peu de rebond, peu d'odeur",
      "Poco rebote y poco olor",
      "Stuit nauwelijks, ruikt nauwelijks",
    ],
  ],
  [/^Dead bounce$/, ["Springt nicht zurück", "Aucun rebond", "Sin rebote", "Stuit niet terug"]],
  [/^Bounces true$/, ["Springt gerade zurück", "Rebond bien droit", "Rebota recto", "Stuit recht terug"]],
  [
    /^Lip for easy pickup$/,
    [
      "Greifkante zum leichten Aufheben",
      "Rebord pour le ramasser facilement",
      "Reborde para levantarlo sin esfuerzo",
      "Opstaande rand, makkelijk op te pakken",
    ],
  ],
  [
    /^Thin profile fits more on the sleeve$/,
    [
      "Schmal: mehr Gewicht passt auf die Hülse",
      "Profil fin : plus de charge sur le manchon",
      "Perfil fino: cabe más peso en la camisa",
      "Dun profiel: meer gewicht op de huls",
    ],
  ],
  [
    /^Three cut-out grips$/,
    [
      "Drei ausgeschnittene Griffe",
      "Trois poignées découpées",
      "Tres agarres troquelados",
      "Drie uitgesneden handgrepen",
    ],
  ],
  [
    /^Welded-through handle$/,
    [
      "Durchgeschweißter Griff",
      "Poignée soudée de part en part",
      "Agarre soldado de lado a lado",
      "Doorgelaste handgreep",
    ],
  ],
  [/^Knurled handle$/, ["Gerändelter Griff", "Poignée moletée", "Agarre moleteado", "Gekartelde handgreep"]],
  [/^([\d.,]+) mm handle$/, ["$1-mm-Griff", "Poignée de $1 mm", "Agarre de $1 mm", "Handgreep van $1 mm"]],
  [/^Textured grip$/, ["Strukturierte Grifffläche", "Prise texturée", "Agarre texturizado", "Grip met structuur"]],
  [/^Grippy texture$/, ["Griffige Oberfläche", "Surface qui accroche", "Textura con agarre", "Stroeve structuur"]],
  [
    /^Heat-shrunk handles$/,
    [
      "Griffe mit Schrumpfschlauch",
      "Poignées gainées thermorétractables",
      "Empuñaduras termorretráctiles",
      "Handvatten met krimpkous",
    ],
  ],
  [
    /^Ball-bearing handles$/,
    [
      "Kugelgelagerte Griffe",
      "Poignées sur roulements à billes",
      "Mangos con rodamientos",
      "Handvatten met kogellagers",
    ],
  ],
  [/^Steel handles$/, ["Stahlgriffe", "Poignées en acier", "Asas de acero", "Stalen handgrepen"]],
  [/^Holds shape$/, ["Formstabil", "Garde sa forme", "Mantiene la forma", "Blijft in vorm"]],
  [/^Sand filled$/, ["Mit Sand gefüllt", "Rempli de sable", "Relleno de arena", "Gevuld met zand"]],
  [
    /^Three heights in one$/,
    ["Drei Höhen in einer Box", "Trois hauteurs en une", "Tres alturas en uno", "Drie hoogtes in één"],
  ],
  [/^Stackable$/, ["Stapelbar", "Empilable", "Apilable", "Stapelbaar"]],
  [
    /^Non-slip vinyl cover$/,
    [
      "Rutschfester Vinylbezug",
      "Housse en vinyle antidérapante",
      "Funda de vinilo antideslizante",
      "Antislip vinyl hoes",
    ],
  ],
  [/^Removable weights$/, ["Herausnehmbare Gewichte", "Poids amovibles", "Pesos extraíbles", "Uitneembare gewichten"]],
  [/^Adjustable straps$/, ["Verstellbare Gurte", "Sangles réglables", "Correas ajustables", "Verstelbare banden"]],
  [/^Adjustable cable$/, ["Verstellbares Seil", "Câble réglable", "Cable ajustable", "Verstelbare kabel"]],
  [/^Numbered straps$/, ["Nummerierte Gurte", "Sangles numérotées", "Correas numeradas", "Genummerde banden"]],
  [/^Cam buckles$/, ["Klemmschnallen", "Boucles à came", "Hebillas de leva", "Klemgespen"]],
  [/^Single prong$/, ["Einzeldorn", "Ardillon simple", "Hebilla de una púa", "Enkele pin"]],
  [
    /^Wide wheel for stability$/,
    [
      "Breites Rad für sicheren Stand",
      "Roue large pour la stabilité",
      "Rueda ancha para más estabilidad",
      "Breed wiel voor stabiliteit",
    ],
  ],
  [
    /^Quiet rubber tread$/,
    [
      "Leise Gummilauffläche",
      "Bande de roulement silencieuse en caoutchouc",
      "Banda de goma silenciosa",
      "Stil rubberen loopvlak",
    ],
  ],
  [
    /^Contoured footbed$/,
    ["Anatomisch geformtes Fußbett", "Semelle intérieure galbée", "Plantilla anatómica", "Voorgevormd voetbed"],
  ],
  [
    /^Reinforced heel and toe$/,
    [
      "Verstärkte Ferse und Spitze",
      "Talon et pointe renforcés",
      "Talón y puntera reforzados",
      "Versterkte hiel en teen",
    ],
  ],
  [
    /^zero drop, ([\d.,]+) mm sole$/,
    [
      "Null Sprengung, $1-mm-Sohle",
      "drop zéro, semelle de $1 mm",
      "drop cero, suela de $1 mm",
      "zero drop, zool van $1 mm",
    ],
  ],
  [/^Double-stitched seams$/, ["Doppelnähte", "Coutures doubles", "Doble costura", "Dubbel gestikte naden"]],
  [/^Machine washable$/, ["Maschinenwaschbar", "Lavable en machine", "Lavable a máquina", "Wasbaar in de machine"]],
  [/^Unisex sizing$/, ["Unisex-Größen", "Tailles unisexes", "Tallas unisex", "Unisex maten"]],
  [
    /^One size fits US (\S+)$/,
    ["Einheitsgröße (US $1)", "Taille unique (US $1)", "Talla única (US $1)", "One size (US $1)"],
  ],
  [
    /^Fits chest sizes (\S+) in$/,
    ["Für $1 in Brustumfang", "Tour de poitrine $1 in", "Contorno de pecho de $1 in", "Borstomvang $1 in"],
  ],
  [
    /^Invitational sleeve print$/,
    [
      "Invitational-Print am Ärmel",
      "Impression Invitational sur la manche",
      "Estampado Invitational en la manga",
      "Invitational-print op de mouw",
    ],
  ],
  [
    /^Custom embossing$/,
    ["Individuelle Prägung", "Gaufrage personnalisé", "Grabado en relieve personalizado", "Eigen reliëfopdruk"],
  ],
  [
    /^Made to order$/,
    ["Auf Bestellung gefertigt", "Fabriqué sur commande", "Fabricado por encargo", "Op bestelling gemaakt"],
  ],

  // Plates and weights
  [/^IPF colour code$/, ["IPF-Farbcode", "Code couleur IPF", "Código de color IPF", "IPF-kleurcode"]],
  [
    /^Colour-coded by weight$/,
    ["Farbcode nach Gewicht", "Une couleur par poids", "Un color para cada peso", "Kleurcode per gewicht"],
  ],
  [/^Colour-coded (\w+)$/, ["Farbcode: $1", "Code couleur : $1", "Código de color: $1", "Kleurcode: $1"]],
  [/^Raised lettering$/, ["Erhabene Schrift", "Lettrage en relief", "Letras en relieve", "Letters in reliëf"]],
  [/^Engraved weight markings$/, ["Gewicht eingraviert", "Poids gravé", "Peso grabado", "Gewicht gegraveerd"]],
  [/^Kilogram markings$/, ["Angaben in Kilogramm", "Marquage en kilos", "Marcado en kilos", "Gewicht in kilo"]],
  [
    /^Fits ([\d.,]+) mm sleeves$/,
    ["Passt auf $1-mm-Hülsen", "Pour manchons de $1 mm", "Para camisas de $1 mm", "Past op hulzen van $1 mm"],
  ],
  [
    /^Fits ([\d.,]+)-inch sleeves$/,
    [
      "Passt auf $1-Zoll-Hülsen",
      "Pour manchons de $1 pouces",
      "Para camisas de $1 pulgadas",
      "Past op hulzen van $1 inch",
    ],
  ],
  [
    /^Takes ([\d.,]+)-inch plates$/,
    [
      "Für $1-Zoll-Hantelscheiben",
      "Accepte les disques de $1 pouces",
      "Admite discos de $1 pulgadas",
      "Voor schijven van $1 inch",
    ],
  ],
  [
    /^Spin-lock collars included$/,
    ["Schraubverschlüsse inklusive", "Stops à vis inclus", "Incluye cierres de rosca", "Schroefsluitingen inbegrepen"],
  ],
  [/^([\d.,]+) kg \(([\d.,]+) lb\)$/, ["$1 kg ($2 lb)", "$1 kg ($2 lb)", "$1 kg ($2 lb)", "$1 kg ($2 lb)"]],
  [
    /^([\d.,]+)-inch diameter$/,
    ["$1 Zoll Durchmesser", "$1 pouces de diamètre", "$1 pulgadas de diámetro", "$1 inch diameter"],
  ],
  [/^(\d+) sizes$/, ["$1 Größen", "$1 tailles", "$1 tamaños", "$1 maten"]],
  [
    /^Choose quantities per size$/,
    [
      "Stückzahl je Größe wählbar",
      "Quantité au choix pour chaque taille",
      "Elige cuántos de cada tamaño",
      "Kies het aantal per maat",
    ],
  ],
  [
    /^Each item priced individually$/,
    [
      "Jeder Artikel zum Einzelpreis",
      "Chaque article à son prix",
      "Cada artículo con su propio precio",
      "Elk artikel met een eigen prijs",
    ],
  ],

  // Racks and rigs
  [
    /^Pull-up bars on every bay$/,
    [
      "Klimmzugstangen an jedem Feld",
      "Barres de traction sur chaque travée",
      "Barras de dominadas en cada módulo",
      "Optrekstangen op elk vak",
    ],
  ],
  [
    /^Footprint: folds to ([\d.,]+) in from the wall$/,
    [
      "Stellfläche: klappt bis auf $1 in an die Wand",
      "Encombrement : se replie à $1 in du mur",
      "Superficie: se pliega a $1 in de la pared",
      "Vloeroppervlak: klapt in tot $1 in van de muur",
    ],
  ],
  [
    /^Footprint: ([\d.,]+) in deep$/,
    [
      "Stellfläche: $1 in tief",
      "Encombrement : $1 in de profondeur",
      "Superficie: $1 in de fondo",
      "Vloeroppervlak: $1 in diep",
    ],
  ],
  [
    /^Footprint: ([\d.,]+) × ([\d.,]+) ft$/,
    ["Stellfläche: $1 × $2 ft", "Encombrement : $1 × $2 ft", "Superficie: $1 × $2 ft", "Vloeroppervlak: $1 × $2 ft"],
  ],
  [
    /^Footprint: ([\d.,]+) ft wide$/,
    [
      "Stellfläche: $1 ft breit",
      "Encombrement : $1 ft de large",
      "Superficie: $1 ft de ancho",
      "Vloeroppervlak: $1 ft breed",
    ],
  ],
  [/^([\d.,]+) ft long$/, ["$1 ft lang", "$1 ft de long", "$1 ft de largo", "$1 ft lang"]],
  [
    /^Anchor strap included$/,
    ["Ankerband inklusive", "Sangle d'ancrage incluse", "Incluye correa de anclaje", "Ankerband inbegrepen"],
  ],

  // Conditioning machines
  [
    /^Air and magnetic resistance$/,
    [
      "Luft- und Magnetwiderstand",
      "Résistance à air et magnétique",
      "Resistencia por aire y magnética",
      "Lucht- en magneetweerstand",
    ],
  ],
  [/^Backlit monitor$/, ["Beleuchteter Monitor", "Écran rétroéclairé", "Monitor retroiluminado", "Verlicht display"]],
  [
    /^Performance monitor$/,
    ["Leistungsmonitor", "Moniteur de performance", "Monitor de rendimiento", "Prestatiemonitor"],
  ],
  [
    /^Splits in two for storage$/,
    [
      "Zum Verstauen zweiteilig",
      "Se sépare en deux pour le rangement",
      "Se divide en dos para guardarlo",
      "In twee delen op te bergen",
    ],
  ],
  [
    /^Belt drive, low maintenance$/,
    [
      "Riemenantrieb, wartungsarm",
      "Transmission par courroie, peu d'entretien",
      "Transmisión por correa, poco mantenimiento",
      "Riemaandrijving, weinig onderhoud",
    ],
  ],
  [
    /^Steel fan blades$/,
    [
      "Lüfterflügel aus Stahl",
      "Pales de ventilateur en acier",
      "Aspas de ventilador de acero",
      "Stalen ventilatorbladen",
    ],
  ],
  [/^Transport wheels$/, ["Transportrollen", "Roulettes de transport", "Ruedas de transporte", "Transportwieltjes"]],
  [
    /^Adjustable seat rails$/,
    ["Verstellbare Sitzschiene", "Rail de siège réglable", "Rail del asiento regulable", "Verstelbare zitrail"],
  ],
  [
    /^Wind guard included$/,
    ["Windschutz inklusive", "Pare-vent inclus", "Incluye protector contra el viento", "Windscherm inbegrepen"],
  ],
  [
    /^Floor stand included$/,
    ["Bodenständer inklusive", "Support au sol inclus", "Incluye soporte de suelo", "Vloerstandaard inbegrepen"],
  ],
  [
    /^Damper adjusts resistance$/,
    [
      "Widerstand per Luftklappe einstellbar",
      "Volet d'air pour régler la résistance",
      "Regulador de aire para ajustar la resistencia",
      "Luchtklep regelt de weerstand",
    ],
  ],
  [
    /^Self-powered$/,
    ["Ohne Stromanschluss", "Sans branchement électrique", "No necesita enchufe", "Geen stopcontact nodig"],
  ],
  [
    /^Curved slat belt$/,
    ["Gebogenes Lamellenband", "Tapis à lattes incurvé", "Cinta curva de lamas", "Gebogen lamellenband"],
  ],
  [
    /^Commercial rated$/,
    ["Fürs Studio gebaut", "Conçu pour les salles de sport", "Apto para uso en gimnasios", "Gemaakt voor sportscholen"],
  ],
  [
    /^Commercial warranty$/,
    [
      "Garantie auch im Studioeinsatz",
      "Garantie en usage professionnel",
      "Garantía para uso profesional",
      "Garantie bij professioneel gebruik",
    ],
  ],
  [
    /^Spare cable included$/,
    ["Ersatzseil inklusive", "Câble de rechange inclus", "Incluye cable de repuesto", "Reservekabel inbegrepen"],
  ],

  // Shipping, origin and quality
  [/^Ships together$/, ["Wird zusammen geliefert", "Expédiés ensemble", "Se envían juntos", "Samen verzonden"]],
  [/^Ships flat$/, ["Flach verpackt", "Livré à plat", "Se envía desmontado en plano", "Plat verpakt"]],
  [
    /^Ships from the EU$/,
    ["Versand aus der EU", "Expédié depuis l'UE", "Se envía desde la UE", "Verzonden vanuit de EU"],
  ],
  [
    /^Ships in a presentation box$/,
    ["Kommt in einer Geschenkbox", "Livré dans un coffret", "Se entrega en estuche", "Geleverd in een cadeaudoos"],
  ],
  [
    /^Made in the USA$/,
    ["Hergestellt in den USA", "Fabriqué aux États-Unis", "Fabricado en EE. UU.", "Gemaakt in de VS"],
  ],
  [
    /^Stamped in the USA$/,
    ["In den USA gestanzt", "Estampé aux États-Unis", "Estampado en EE. UU.", "Gestanst in de VS"],
  ],
  [
    /^Third-party tested$/,
    [
      "Von einem unabhängigen Labor geprüft",
      "Testé par un laboratoire indépendant",
      "Analizado por un laboratorio independiente",
      "Onafhankelijk getest",
    ],
  ],
  [
    /^No artificial colours$/,
    [
      "Ohne künstliche Farbstoffe",
      "Sans colorants artificiels",
      "Sin colorantes artificiales",
      "Zonder kunstmatige kleurstoffen",
    ],
  ],
  [
    /^Numbered limited run$/,
    [
      "Limitierte, nummerierte Auflage",
      "Série limitée numérotée",
      "Edición limitada numerada",
      "Gelimiteerde, genummerde oplage",
    ],
  ],
  [
    /^Limit one per customer$/,
    ["Maximal eins pro Kunde", "Limité à un par client", "Máximo uno por cliente", "Maximaal één per klant"],
  ],
  [
    /^Limit one per account$/,
    ["Maximal eins pro Konto", "Limité à un par compte", "Máximo uno por cuenta", "Maximaal één per account"],
  ],

  // Programmes, subscriptions, gift cards and events
  [
    /^Delivered by email every week$/,
    ["Jede Woche per E-Mail", "Chaque semaine par e-mail", "Cada semana en tu correo", "Elke week in je mailbox"],
  ],
  [
    /^Billed monthly, cancel any time$/,
    [
      "Monatlich abgerechnet, jederzeit kündbar",
      "Facturé chaque mois, résiliable à tout moment",
      "Pago mensual, cancela cuando quieras",
      "Maandelijks gefactureerd, altijd opzegbaar",
    ],
  ],
  [
    /^Video demos for every movement$/,
    [
      "Videoanleitung zu jeder Übung",
      "Une démo vidéo pour chaque mouvement",
      "Vídeo de cada ejercicio",
      "Video-uitleg bij elke oefening",
    ],
  ],
  [/^(\d+)-day trial$/, ["$1 Tage kostenlos testen", "Essai de $1 jours", "Prueba de $1 días", "$1 dagen uitproberen"]],
  [
    /^Renews monthly after the trial$/,
    [
      "Danach monatlich verlängert",
      "Renouvelé chaque mois après l'essai",
      "Se renueva cada mes tras la prueba",
      "Daarna maandelijks verlengd",
    ],
  ],
  [
    /^Cancel any time$/,
    ["Jederzeit kündbar", "Résiliable à tout moment", "Cancela cuando quieras", "Altijd opzegbaar"],
  ],
  [/^Never expires$/, ["Verfällt nie", "N'expire jamais", "No caduca", "Verloopt nooit"]],
  [
    /^Redeemable on this store$/,
    [
      "In diesem Shop einlösbar",
      "Utilisable sur cette boutique",
      "Canjeable en esta tienda",
      "In te wisselen in deze winkel",
    ],
  ],
  [
    /^Check the balance any time$/,
    [
      "Guthaben jederzeit abfragen",
      "Solde consultable à tout moment",
      "Consulta el saldo cuando quieras",
      "Saldo altijd op te vragen",
    ],
  ],
  [
    /^One registration per athlete$/,
    [
      "Eine Anmeldung pro Athlet",
      "Une inscription par athlète",
      "Una inscripción por atleta",
      "Eén inschrijving per atleet",
    ],
  ],
  [
    /^Event t-shirt included$/,
    [
      "Event-Shirt inklusive",
      "T-shirt de l'événement inclus",
      "Incluye la camiseta del evento",
      "Eventshirt inbegrepen",
    ],
  ],
  [/^Non-transferable$/, ["Nicht übertragbar", "Non transférable", "Intransferible", "Niet overdraagbaar"]],
  [
    /^Premium ticket holders only$/,
    [
      "Nur mit Premium-Ticket",
      "Réservé aux billets Premium",
      "Solo con entrada Premium",
      "Alleen met een premiumticket",
    ],
  ],
];

/** Feature lines that name one of our own models: the model keeps its spelling ($1 is not translated). */
export const MODEL_FEATURES: [RegExp, Words][] = [
  [
    /^Fits (.+) only$/,
    ["Passt nur an $1", "Compatible uniquement avec $1", "Solo compatible con $1", "Past alleen op $1"],
  ],
];

/** A kit's part in its feature list ("Bench (optional)"): the part's label, then this. */
export const PART_NOTES: Record<"optional" | "included", Words> = {
  optional: ["(optional)", "(en option)", "(opcional)", "(optioneel)"],
  included: ["(inklusive)", "(inclus)", "(incluido)", "(inbegrepen)"],
};
