import type { CmsBlockCopy, CmsPageCopy, ContentBlock, TranslationsOf } from "@ironworks/contracts";
import type { SeedCmsPage, SeedData } from "../types.ts";
import { byLanguage, type SeedLanguage, type Words, word } from "./languages.ts";

/**
 * The CMS copy of the demo store in German, French, Spanish and Dutch, by its English text. Pages
 * and blocks are built once in English; every string of their block trees that this table (or the
 * category names, for the category tiles) knows is written in each language.
 */
const TEXT: Record<string, Words> = {
  // Blocks
  '<ul class="footer-links"><li><a href="/about-us">About Us</a></li><li><a href="/shipping-policy">Shipping</a></li><li><a href="/warranty">Warranty</a></li><li><a href="/rmaprocess">Returns</a></li><li><a href="/deals">Deals</a></li></ul>':
    [
      '<ul class="footer-links"><li><a href="/about-us">Über uns</a></li><li><a href="/shipping-policy">Versand</a></li><li><a href="/warranty">Garantie</a></li><li><a href="/rmaprocess">Rücksendungen</a></li><li><a href="/deals">Angebote</a></li></ul>',
      '<ul class="footer-links"><li><a href="/about-us">Qui sommes-nous</a></li><li><a href="/shipping-policy">Livraison</a></li><li><a href="/warranty">Garantie</a></li><li><a href="/rmaprocess">Retours</a></li><li><a href="/deals">Bons plans</a></li></ul>',
      '<ul class="footer-links"><li><a href="/about-us">Quiénes somos</a></li><li><a href="/shipping-policy">Envíos</a></li><li><a href="/warranty">Garantía</a></li><li><a href="/rmaprocess">Devoluciones</a></li><li><a href="/deals">Ofertas</a></li></ul>',
      '<ul class="footer-links"><li><a href="/about-us">Over ons</a></li><li><a href="/shipping-policy">Verzending</a></li><li><a href="/warranty">Garantie</a></li><li><a href="/rmaprocess">Retourneren</a></li><li><a href="/deals">Aanbiedingen</a></li></ul>',
    ],
  '<p>Buy any three <a href="/3-ships-free">3 Ships Free</a> items and shipping is on us.</p>': [
    '<p>Drei beliebige Artikel aus <a href="/3-ships-free">3 Artikel, Versand gratis</a> – und der Versand geht auf uns.</p>',
    '<p>Trois articles <a href="/3-ships-free">3 articles, livraison offerte</a> au choix, et la livraison est pour nous.</p>',
    '<p>Elige tres artículos de <a href="/3-ships-free">Envío gratis con 3</a> y el envío corre de nuestra cuenta.</p>',
    '<p>Kies drie artikelen uit <a href="/3-ships-free">3 = gratis verzending</a> en wij betalen de verzending.</p>',
  ],
  "<p>Free delivery across the EU on orders over €150, shipped from our European warehouse.</p>": [
    "<p>Kostenlose Lieferung in die ganze EU ab 150 € Bestellwert – direkt aus unserem europäischen Lager.</p>",
    "<p>Livraison offerte dans toute l'UE dès 150 € d'achat, expédiée depuis notre entrepôt européen.</p>",
    "<p>Envío gratis a toda la UE en pedidos de más de 150 €, desde nuestro almacén europeo.</p>",
    "<p>Gratis levering in de hele EU vanaf € 150, verzonden vanuit ons Europese magazijn.</p>",
  ],
  "<p>We use cookies to keep you signed in, remember your cart and measure how the store is used. You can change your choices at any time under Cookie Settings.</p>":
    [
      "<p>Wir verwenden Cookies, damit du angemeldet bleibst, dein Warenkorb erhalten bleibt und wir sehen, wie der Shop genutzt wird. Deine Auswahl kannst du jederzeit in den Cookie-Einstellungen ändern.</p>",
      "<p>Nous utilisons des cookies pour vous garder connecté, mémoriser votre panier et mesurer l'utilisation de la boutique. Vous pouvez modifier vos choix à tout moment dans les paramètres des cookies.</p>",
      "<p>Usamos cookies para mantener tu sesión, recordar tu carrito y medir cómo se usa la tienda. Puedes cambiar tus preferencias cuando quieras en la configuración de cookies.</p>",
      "<p>We gebruiken cookies om je ingelogd te houden, je winkelwagen te onthouden en te meten hoe de winkel wordt gebruikt. Je kunt je keuzes altijd aanpassen via de cookie-instellingen.</p>",
    ],
  "<p>Our warehouse is closed for the holidays. Orders placed now ship when we reopen.</p>": [
    "<p>Unser Lager macht Feiertagspause. Bestellungen von jetzt verschicken wir, sobald wir wieder da sind.</p>",
    "<p>Notre entrepôt est fermé pour les fêtes. Les commandes passées maintenant partiront dès notre réouverture.</p>",
    "<p>Nuestro almacén cierra por vacaciones. Los pedidos de ahora saldrán en cuanto volvamos.</p>",
    "<p>Ons magazijn is gesloten tijdens de feestdagen. Bestellingen van nu versturen we zodra we weer open zijn.</p>",
  ],
  // Home
  "Ironworks | Strength and Fitness Equipment": [
    "Ironworks | Kraftsport- und Fitnessequipment",
    "Ironworks | Matériel de musculation et de fitness",
    "Ironworks | Equipamiento de fuerza y fitness",
    "Ironworks | Kracht- en fitnessmateriaal",
  ],
  "Barbells, plates, racks, apparel and conditioning equipment, built to last.": [
    "Langhanteln, Hantelscheiben, Racks, Bekleidung und Conditioning-Equipment – gebaut für die Ewigkeit.",
    "Barres, disques, racks, vêtements et matériel de conditioning, conçus pour durer.",
    "Barras, discos, racks, ropa y equipos de acondicionamiento hechos para durar.",
    "Halterstangen, schijven, racks, kleding en conditiemateriaal, gebouwd om lang mee te gaan.",
  ],
  "Built for the Garage": [
    "Gebaut für die Garage",
    "Taillé pour le garage",
    "Hecho para tu garaje",
    "Gebouwd voor de garage",
  ],
  "Racks, bars and plates made to outlast the house they live in.": [
    "Racks, Hanteln und Scheiben, die länger halten als das Haus, in dem sie stehen.",
    "Des racks, barres et disques faits pour survivre à la maison qui les abrite.",
    "Racks, barras y discos que durarán más que la casa donde viven.",
    "Racks, stangen en schijven die langer meegaan dan het huis waar ze staan.",
  ],
  "A power rack loaded with a barbell": [
    "Ein Power Rack mit beladener Langhantel",
    "Une cage à squat avec une barre chargée",
    "Una jaula de potencia con una barra cargada",
    "Een power rack met een geladen halterstang",
  ],
  "Shop Rigs & Racks": ["Rigs & Racks ansehen", "Voir les rigs & racks", "Ver rigs y racks", "Bekijk rigs & racks"],
  "New Gear Has Landed": [
    "Neue Ausrüstung ist da",
    "Les nouveautés sont arrivées",
    "Ya llegó lo nuevo",
    "Nieuwe gear is binnen",
  ],
  "Fresh tees, new lifters and the Heritage shoe.": [
    "Frische Shirts, neue Gewichtheberschuhe und der Heritage.",
    "Nouveaux t-shirts, nouvelles chaussures d'haltéro et la Heritage.",
    "Camisetas nuevas, zapatillas de halterofilia y la Heritage.",
    "Nieuwe shirts, nieuwe gewichthefschoenen en de Heritage.",
  ],
  "An Ironworks t-shirt": [
    "Ein Ironworks-T-Shirt",
    "Un t-shirt Ironworks",
    "Una camiseta Ironworks",
    "Een Ironworks-shirt",
  ],
  "Shop New Gear": ["Neuheiten entdecken", "Voir les nouveautés", "Ver novedades", "Bekijk de nieuwe gear"],
  "The Gift Guide": ["Geschenkideen", "Idées cadeaux", "Ideas para regalar", "Cadeau-ideeën"],
  "Something for every lifter, at every budget.": [
    "Etwas für alle, die heben – für jedes Budget.",
    "Un cadeau pour chaque athlète, à chaque budget.",
    "Algo para cada levantador y cada presupuesto.",
    "Iets voor elke lifter, voor elk budget.",
  ],
  "An Ironworks gift card": [
    "Eine Ironworks-Geschenkkarte",
    "Une carte cadeau Ironworks",
    "Una tarjeta regalo Ironworks",
    "Een Ironworks-cadeaukaart",
  ],
  "Find a Gift": ["Geschenk finden", "Trouver un cadeau", "Buscar un regalo", "Vind een cadeau"],
  "Your Gym, Your Rules": [
    "Dein Gym, deine Regeln",
    "Votre salle, vos règles",
    "Tu gimnasio, tus reglas",
    "Jouw gym, jouw regels",
  ],
  "Start with a rack. We will help with the rest.": [
    "Fang mit einem Rack an. Beim Rest helfen wir.",
    "Commencez par un rack. On vous aide pour le reste.",
    "Empieza con un rack. Del resto nos encargamos.",
    "Begin met een rack. Wij helpen met de rest.",
  ],
  "A power rack": ["Ein Power Rack", "Une cage à squat", "Una jaula de potencia", "Een power rack"],
  "Build Your Gym": ["Dein Gym planen", "Composez votre salle", "Monta tu gimnasio", "Stel je gym samen"],
  "Buy any three items marked 3 Ships Free and shipping is on us.": [
    "Drei Artikel mit „3 Artikel, Versand gratis“ kaufen – der Versand geht auf uns.",
    "Trois articles marqués « 3 articles, livraison offerte » : la livraison est pour nous.",
    "Compra tres artículos marcados «Envío gratis con 3» y el envío corre de nuestra cuenta.",
    "Koop drie artikelen met ‘3 = gratis verzending’ en wij betalen de verzending.",
  ],
  "Shop by Category": [
    "Nach Kategorie stöbern",
    "Acheter par catégorie",
    "Comprar por categoría",
    "Shop per categorie",
  ],
  "New Gear": ["Neuheiten", "Nouveautés", "Novedades", "Nieuw"],
  "Hot Deals": ["Top-Angebote", "Bons plans", "Ofertas destacadas", "Topdeals"],
  "Train at Home": ["Zuhause trainieren", "S'entraîner à la maison", "Entrena en casa", "Thuis trainen"],
  '<p>Every package ships together and every item in it can be swapped. Start with a <a href="/equipment-packages/garage-gym-packages">garage gym package</a> or build your own from a <a href="/rogue-rigs-racks/power-racks">power rack</a> up.</p>':
    [
      '<p>Jedes Paket kommt in einer Lieferung, und jedes Teil darin lässt sich tauschen. Starte mit einem <a href="/equipment-packages/garage-gym-packages">Home-Gym-Paket</a> oder bau dir dein eigenes ab dem <a href="/rogue-rigs-racks/power-racks">Power Rack</a> auf.</p>',
      '<p>Chaque pack est livré en une fois et chaque élément peut être échangé. Partez d\'un <a href="/equipment-packages/garage-gym-packages">pack home gym</a> ou composez le vôtre à partir d\'une <a href="/rogue-rigs-racks/power-racks">cage à squat</a>.</p>',
      '<p>Cada paquete llega en un solo envío y puedes cambiar cualquier pieza. Empieza con un <a href="/equipment-packages/garage-gym-packages">paquete para home gym</a> o monta el tuyo a partir de una <a href="/rogue-rigs-racks/power-racks">jaula de potencia</a>.</p>',
      '<p>Elk pakket wordt in één keer geleverd en elk onderdeel is te ruilen. Begin met een <a href="/equipment-packages/garage-gym-packages">thuisgym-pakket</a> of bouw je eigen setup op vanaf een <a href="/rogue-rigs-racks/power-racks">power rack</a>.</p>',
    ],
  "Best Sellers": ["Bestseller", "Meilleures ventes", "Los más vendidos", "Bestsellers"],
  '<h2>Welcome to Ironworks {{store.name}}</h2><p>Prices on this site are shown in {{store.currency}}. New to lifting? Start with our <a href="/weightlifting-bars-plates/barbells">barbells</a> and <a href="/weightlifting-bars-plates/bumper-plates">bumper plates</a>, or read our <a href="/shipping-policy">shipping policy</a> before you order.</p>':
    [
      '<h2>Willkommen bei Ironworks {{store.name}}</h2><p>Alle Preise hier sind in {{store.currency}} angegeben. Neu im Kraftsport? Fang mit unseren <a href="/weightlifting-bars-plates/barbells">Langhanteln</a> und <a href="/weightlifting-bars-plates/bumper-plates">Bumper Plates</a> an – oder lies vor der Bestellung unsere <a href="/shipping-policy">Versandinfos</a>.</p>',
      '<h2>Bienvenue chez Ironworks {{store.name}}</h2><p>Les prix de ce site sont affichés en {{store.currency}}. Vous débutez ? Commencez par nos <a href="/weightlifting-bars-plates/barbells">barres</a> et nos <a href="/weightlifting-bars-plates/bumper-plates">disques bumper</a>, ou lisez nos <a href="/shipping-policy">conditions de livraison</a> avant de commander.</p>',
      '<h2>Bienvenido a Ironworks {{store.name}}</h2><p>Los precios de esta web se muestran en {{store.currency}}. ¿Empiezas a levantar? Echa un vistazo a nuestras <a href="/weightlifting-bars-plates/barbells">barras</a> y <a href="/weightlifting-bars-plates/bumper-plates">discos bumper</a>, o lee nuestra <a href="/shipping-policy">política de envíos</a> antes de pedir.</p>',
      '<h2>Welkom bij Ironworks {{store.name}}</h2><p>Prijzen op deze site staan in {{store.currency}}. Net begonnen met liften? Start met onze <a href="/weightlifting-bars-plates/barbells">halterstangen</a> en <a href="/weightlifting-bars-plates/bumper-plates">bumperplates</a>, of lees eerst ons <a href="/shipping-policy">verzendbeleid</a>.</p>',
    ],
  "Thank you for your service. Military pricing is applied to eligible gear at checkout.": [
    "Danke für deinen Dienst. Militärpreise werden an der Kasse automatisch auf berechtigte Artikel angewendet.",
    "Merci pour votre engagement. Le tarif militaire s'applique aux articles éligibles lors du paiement.",
    "Gracias por tu servicio. El precio militar se aplica a los artículos elegibles al pagar.",
    "Bedankt voor je inzet. De militaire prijs wordt bij het afrekenen op geschikte artikelen toegepast.",
  ],
  '<p>Create an account to save wishlists, track orders and get back-in-stock alerts. <a href="/login">Log in or sign up</a>.</p>':
    [
      '<p>Mit einem Konto speicherst du Wunschlisten, verfolgst Bestellungen und erfährst, wenn Artikel wieder da sind. <a href="/login">Anmelden oder registrieren</a>.</p>',
      '<p>Créez un compte pour enregistrer vos listes d\'envies, suivre vos commandes et être prévenu du retour en stock. <a href="/login">Se connecter ou créer un compte</a>.</p>',
      '<p>Crea una cuenta para guardar listas de deseos, seguir tus pedidos y recibir avisos de reposición. <a href="/login">Inicia sesión o regístrate</a>.</p>',
      '<p>Maak een account om verlanglijstjes te bewaren, bestellingen te volgen en een seintje te krijgen als iets weer op voorraad is. <a href="/login">Inloggen of registreren</a>.</p>',
    ],
  // Pages
  "About Ironworks": ["Über Ironworks", "À propos d'Ironworks", "Sobre Ironworks", "Over Ironworks"],
  "How a two-person welding shop became a strength equipment maker.": [
    "Wie aus einer Zwei-Mann-Schweißerei ein Hersteller von Kraftsportgeräten wurde.",
    "Comment un atelier de soudure de deux personnes est devenu fabricant de matériel de force.",
    "Cómo un taller de soldadura de dos personas se convirtió en fabricante de equipos de fuerza.",
    "Hoe een lasbedrijfje van twee man een maker van krachtmateriaal werd.",
  ],
  "<h1>About Ironworks</h1><p>Ironworks started in a rented garage with one welder, a drill press and a list of things we wanted in our own gym and could not buy. The first rack we sold went to a neighbour. The second went to his training partner.</p><p>We still design, cut, weld and powder-coat most of what we sell in our own shop, and we still test it the only way that counts: by training on it. When we partner with another maker, such as Halvard Steel for competition bars or Stonemark for strongman implements, we hold them to the same standard.</p>":
    [
      "<h1>Über Ironworks</h1><p>Ironworks begann in einer gemieteten Garage mit einem Schweißgerät, einer Ständerbohrmaschine und einer Liste von Dingen, die wir in unserem eigenen Gym haben wollten und nirgends kaufen konnten. Das erste Rack ging an einen Nachbarn, das zweite an seinen Trainingspartner.</p><p>Bis heute entwickeln, schneiden, schweißen und pulverbeschichten wir das meiste selbst – und testen es so, wie es zählt: indem wir darauf trainieren. Arbeiten wir mit anderen Herstellern zusammen, etwa Halvard Steel bei Wettkampfhanteln oder Stonemark bei Strongman-Geräten, gilt für sie derselbe Maßstab.</p>",
      "<h1>À propos d'Ironworks</h1><p>Ironworks est né dans un garage loué, avec un poste à souder, une perceuse à colonne et la liste de tout ce que nous voulions dans notre propre salle sans pouvoir l'acheter. Le premier rack vendu est parti chez un voisin, le deuxième chez son partenaire d'entraînement.</p><p>Nous concevons, découpons, soudons et thermolaquons toujours l'essentiel de nos produits dans notre atelier, et nous les testons de la seule façon qui compte : en nous entraînant dessus. Nos partenaires, comme Halvard Steel pour les barres de compétition ou Stonemark pour le strongman, respectent les mêmes exigences.</p>",
      "<h1>Sobre Ironworks</h1><p>Ironworks nació en un garaje alquilado con una soldadora, un taladro de columna y una lista de cosas que queríamos para nuestro gimnasio y no podíamos comprar. El primer rack que vendimos fue para un vecino; el segundo, para su compañero de entrenamiento.</p><p>Seguimos diseñando, cortando, soldando y pintando al horno casi todo lo que vendemos en nuestro propio taller, y lo probamos como de verdad importa: entrenando con ello. Cuando trabajamos con otros fabricantes, como Halvard Steel en barras de competición o Stonemark en strongman, les exigimos lo mismo.</p>",
      "<h1>Over Ironworks</h1><p>Ironworks begon in een gehuurde garage met één lasapparaat, een kolomboor en een lijst met dingen die we in onze eigen gym wilden maar nergens konden kopen. Het eerste rack ging naar een buurman, het tweede naar zijn trainingsmaatje.</p><p>Nog steeds ontwerpen, zagen, lassen en poedercoaten we het meeste zelf, en we testen het zoals het hoort: door erop te trainen. Werken we samen met andere makers, zoals Halvard Steel voor wedstrijdstangen of Stonemark voor strongmanmateriaal, dan geldt voor hen dezelfde lat.</p>",
    ],
  '<h2>What we believe</h2><p>Good equipment should last longer than the mortgage on the garage it lives in. It should be fixable, which is why we keep <a href="/replacement-parts">replacement parts</a> for products we stopped making years ago. And it should be sold honestly, with real lead times and real prices in {{store.currency}}.</p>':
    [
      '<h2>Woran wir glauben</h2><p>Gutes Equipment sollte länger halten als der Kredit für die Garage, in der es steht. Es sollte sich reparieren lassen – deshalb führen wir <a href="/replacement-parts">Ersatzteile</a> auch für Produkte, die wir seit Jahren nicht mehr bauen. Und es sollte ehrlich verkauft werden, mit echten Lieferzeiten und echten Preisen in {{store.currency}}.</p>',
      "<h2>Nos convictions</h2><p>Un bon équipement doit durer plus longtemps que le crédit du garage qui l'abrite. Il doit être réparable : c'est pourquoi nous gardons des <a href=\"/replacement-parts\">pièces détachées</a> pour des produits arrêtés depuis des années. Et il doit être vendu honnêtement, avec de vrais délais et de vrais prix en {{store.currency}}.</p>",
      '<h2>En qué creemos</h2><p>Un buen equipo debería durar más que la hipoteca del garaje donde vive. Debería poder repararse, por eso guardamos <a href="/replacement-parts">recambios</a> de productos que dejamos de fabricar hace años. Y debería venderse con honestidad, con plazos reales y precios reales en {{store.currency}}.</p>',
      '<h2>Waar we in geloven</h2><p>Goed materiaal hoort langer mee te gaan dan de hypotheek op de garage waarin het staat. Het moet te repareren zijn, daarom houden we <a href="/replacement-parts">onderdelen</a> op voorraad voor producten die we al jaren niet meer maken. En het moet eerlijk verkocht worden, met echte levertijden en echte prijzen in {{store.currency}}.</p>',
    ],
  "Shipping Policy": ["Versandinformationen", "Conditions de livraison", "Política de envíos", "Verzendbeleid"],
  "How and when Ironworks orders ship.": [
    "Wie und wann Ironworks-Bestellungen verschickt werden.",
    "Comment et quand les commandes Ironworks sont expédiées.",
    "Cómo y cuándo se envían los pedidos de Ironworks.",
    "Hoe en wanneer Ironworks-bestellingen worden verzonden.",
  ],
  '<h1>Shipping Policy</h1><p>Most small items leave our warehouse within two business days. Racks, rigs and other freight items ship from our fabrication shop and are delivered by a freight carrier, who will call to book a delivery window.</p><p>Items marked <a href="/3-ships-free">3 Ships Free</a> ship free in the contiguous United States when you buy three or more. Freight, heavy-direct and drop-shipped items cannot be collected from our warehouse.</p>':
    [
      '<h1>Versandinformationen</h1><p>Die meisten kleinen Artikel verlassen unser Lager innerhalb von zwei Werktagen. Racks, Rigs und andere Speditionsware kommen direkt aus unserer Fertigung; die Spedition ruft vorher an und vereinbart ein Lieferfenster.</p><p>Artikel mit <a href="/3-ships-free">3 Artikel, Versand gratis</a> verschicken wir innerhalb der kontinentalen USA ab drei Stück kostenlos. Speditions-, Schwerlast- und Streckengeschäftsartikel können nicht im Lager abgeholt werden.</p>',
      '<h1>Conditions de livraison</h1><p>La plupart des petits articles quittent notre entrepôt sous deux jours ouvrés. Les racks, rigs et autres articles volumineux partent de notre atelier et sont livrés par un transporteur, qui vous appellera pour fixer un créneau.</p><p>Les articles <a href="/3-ships-free">3 articles, livraison offerte</a> sont livrés gratuitement sur le territoire continental des États-Unis dès trois articles. Les envois en messagerie lourde ou expédiés directement par le fabricant ne peuvent pas être retirés à l\'entrepôt.</p>',
      '<h1>Política de envíos</h1><p>La mayoría de los artículos pequeños salen de nuestro almacén en dos días laborables. Los racks, rigs y demás mercancía voluminosa salen de nuestro taller y los entrega una agencia de transporte, que te llamará para acordar la franja de entrega.</p><p>Los artículos de <a href="/3-ships-free">Envío gratis con 3</a> se envían gratis a los EE. UU. continentales si compras tres o más. La mercancía voluminosa, pesada o enviada directamente por el fabricante no se puede recoger en el almacén.</p>',
      '<h1>Verzendbeleid</h1><p>De meeste kleine artikelen verlaten ons magazijn binnen twee werkdagen. Racks, rigs en ander vrachtgoed komen uit onze werkplaats en worden bezorgd door een vervoerder die vooraf belt om een levermoment af te spreken.</p><p>Artikelen met <a href="/3-ships-free">3 = gratis verzending</a> verzenden we gratis binnen de continentale VS als je er drie of meer koopt. Vrachtgoed, zware directe leveringen en dropshipartikelen kun je niet in ons magazijn ophalen.</p>',
    ],
  "<h2>Backorders and lead times</h2><p>If an item is on backorder we show the expected lead time on the product page before you buy. Orders with several items ship as each item becomes available unless you choose to ship everything together at checkout.</p>":
    [
      "<h2>Nachlieferungen und Lieferzeiten</h2><p>Ist ein Artikel nicht vorrätig, zeigen wir die erwartete Lieferzeit schon vor dem Kauf auf der Produktseite. Bestellungen mit mehreren Artikeln verschicken wir, sobald der jeweilige Artikel da ist – außer du wählst an der Kasse den Versand in einer Lieferung.</p>",
      "<h2>Réassorts et délais</h2><p>Si un article est en réassort, nous affichons le délai prévu sur sa fiche avant l'achat. Les commandes de plusieurs articles partent au fur et à mesure des disponibilités, sauf si vous choisissez un envoi groupé lors du paiement.</p>",
      "<h2>Pedidos pendientes y plazos</h2><p>Si un artículo está pendiente de reposición, mostramos el plazo previsto en su ficha antes de la compra. Los pedidos con varios artículos se envían a medida que llegan, salvo que elijas enviarlo todo junto al pagar.</p>",
      "<h2>Nabestellingen en levertijden</h2><p>Is een artikel in nabestelling, dan tonen we de verwachte levertijd al op de productpagina. Bestellingen met meerdere artikelen versturen we zodra elk artikel binnen is, tenzij je bij het afrekenen kiest om alles samen te verzenden.</p>",
    ],
  Warranty: ["Garantie", "Garantie", "Garantía", "Garantie"],
  "What the Ironworks warranty covers.": [
    "Was die Ironworks-Garantie abdeckt.",
    "Ce que couvre la garantie Ironworks.",
    "Qué cubre la garantía de Ironworks.",
    "Wat de Ironworks-garantie dekt.",
  ],
  "<h1>Warranty</h1><p>Steel frames, barbell shafts and cast iron carry a lifetime warranty against defects in materials and workmanship for the original purchaser. Rubber, upholstery and moving parts are covered for two years. Apparel is covered for 90 days.</p><p>The warranty does not cover normal wear, rust caused by storage in a damp space, or damage from dropping an empty bar. To make a claim, email us your order number and a photo of the problem; in most cases we ship a replacement part the same week.</p>":
    [
      "<h1>Garantie</h1><p>Auf Stahlrahmen, Hantelstangen und Gusseisen geben wir Erstkäufern lebenslange Garantie auf Material- und Verarbeitungsfehler. Gummi, Polster und bewegliche Teile sind zwei Jahre abgedeckt, Bekleidung 90 Tage.</p><p>Nicht abgedeckt sind normaler Verschleiß, Rost durch Lagerung in feuchten Räumen und Schäden durch das Fallenlassen einer leeren Stange. Schick uns für einen Garantiefall einfach deine Bestellnummer und ein Foto des Problems per E-Mail – meist ist das Ersatzteil noch in derselben Woche unterwegs.</p>",
      "<h1>Garantie</h1><p>Les cadres en acier, les barres et la fonte sont garantis à vie contre les défauts de matière et de fabrication pour l'acheteur d'origine. Le caoutchouc, la sellerie et les pièces mobiles sont couverts deux ans, les vêtements 90 jours.</p><p>La garantie ne couvre pas l'usure normale, la rouille due à un stockage dans un local humide ni les dégâts causés en lâchant une barre vide. Pour une réclamation, envoyez-nous par e-mail votre numéro de commande et une photo du problème : la pièce de rechange part généralement la même semaine.</p>",
      "<h1>Garantía</h1><p>Los bastidores de acero, las barras y el hierro fundido tienen garantía de por vida contra defectos de material y fabricación para el comprador original. La goma, la tapicería y las piezas móviles, dos años; la ropa, 90 días.</p><p>La garantía no cubre el desgaste normal, el óxido por guardar el equipo en un lugar húmedo ni los daños por dejar caer una barra vacía. Para reclamar, envíanos por correo tu número de pedido y una foto del problema; casi siempre mandamos el recambio esa misma semana.</p>",
      "<h1>Garantie</h1><p>Stalen frames, halterstangen en gietijzer hebben levenslange garantie op materiaal- en fabricagefouten voor de eerste koper. Rubber, bekleding en bewegende delen vallen twee jaar onder de garantie, kleding 90 dagen.</p><p>Normale slijtage, roest door opslag in een vochtige ruimte en schade door een lege stang te laten vallen vallen er niet onder. Mail ons voor een claim je bestelnummer en een foto van het probleem; meestal versturen we het onderdeel nog dezelfde week.</p>",
    ],
  "Manufacturing & Product Standards Review": [
    "Prüfung von Fertigung & Produktstandards",
    "Revue fabrication & normes produit",
    "Revisión de fabricación y estándares de producto",
    "Keuring van productie & productnormen",
  ],
  "How we review every product before it goes on sale.": [
    "Wie wir jedes Produkt prüfen, bevor es in den Verkauf geht.",
    "Comment nous examinons chaque produit avant sa mise en vente.",
    "Cómo revisamos cada producto antes de ponerlo a la venta.",
    "Hoe we elk product keuren voordat het in de verkoop gaat.",
  ],
  '<h1>Manufacturing &amp; Product Standards Review</h1><p>Every new product goes through an MPS review before it is listed. A team from engineering, quality and customer service loads it, drops it, assembles it from the box with only the printed instructions, and trains on it for at least four weeks.</p><p>The review checks weld quality, hole alignment, finish thickness, packaging and the accuracy of every claim on the product page. Products that fail go back to the shop. You can read the standards for <a href="/weightlifting-bars-plates/barbells">barbells</a> and <a href="/rogue-rigs-racks">racks</a> below.</p>':
    [
      '<h1>Prüfung von Fertigung &amp; Produktstandards</h1><p>Jedes neue Produkt durchläuft vor dem Listing eine MPS-Prüfung. Ein Team aus Entwicklung, Qualität und Kundenservice belädt es, lässt es fallen, baut es nur mit der gedruckten Anleitung aus dem Karton auf und trainiert mindestens vier Wochen damit.</p><p>Geprüft werden Schweißnähte, Lochbild, Schichtdicke, Verpackung und jede Angabe auf der Produktseite. Was durchfällt, geht zurück in die Werkstatt. Die Standards für <a href="/weightlifting-bars-plates/barbells">Langhanteln</a> und <a href="/rogue-rigs-racks">Racks</a> findest du unten.</p>',
      "<h1>Revue fabrication &amp; normes produit</h1><p>Chaque nouveau produit passe une revue MPS avant sa mise en ligne. Une équipe de l'ingénierie, de la qualité et du service client le charge, le laisse tomber, le monte à partir du carton avec la seule notice imprimée, et s'entraîne dessus au moins quatre semaines.</p><p>La revue contrôle les soudures, l'alignement des trous, l'épaisseur de la finition, l'emballage et chaque affirmation de la fiche produit. Un produit recalé retourne à l'atelier. Retrouvez ci-dessous nos normes pour les <a href=\"/weightlifting-bars-plates/barbells\">barres</a> et les <a href=\"/rogue-rigs-racks\">racks</a>.</p>",
      '<h1>Revisión de fabricación y estándares de producto</h1><p>Cada producto nuevo pasa una revisión MPS antes de publicarse. Un equipo de ingeniería, calidad y atención al cliente lo carga, lo deja caer, lo monta desde la caja solo con las instrucciones impresas y entrena con él al menos cuatro semanas.</p><p>Se revisan las soldaduras, la alineación de los agujeros, el grosor del acabado, el embalaje y cada afirmación de la ficha. Lo que no pasa vuelve al taller. Abajo tienes los estándares para <a href="/weightlifting-bars-plates/barbells">barras</a> y <a href="/rogue-rigs-racks">racks</a>.</p>',
      '<h1>Keuring van productie &amp; productnormen</h1><p>Elk nieuw product doorloopt een MPS-keuring voordat het online komt. Een team van engineering, kwaliteit en klantenservice belast het, laat het vallen, bouwt het uit de doos op met alleen de gedrukte handleiding en traint er minstens vier weken op.</p><p>We controleren lasnaden, gatenpatroon, laagdikte, verpakking en elke bewering op de productpagina. Wat afgekeurd wordt, gaat terug naar de werkplaats. Hieronder lees je de normen voor <a href="/weightlifting-bars-plates/barbells">halterstangen</a> en <a href="/rogue-rigs-racks">racks</a>.</p>',
    ],
  "<h2>What we measure</h2><ul><li>Barbells: shaft straightness after a 1,000 lb static load, sleeve spin and knurl depth.</li><li>Plates: weight tolerance, diameter and bounce height.</li><li>Racks: upright squareness and hole spacing across the full height.</li></ul>":
    [
      "<h2>Was wir messen</h2><ul><li>Langhanteln: Geradheit der Stange nach 1.000 lb statischer Last, Hülsenrotation und Rändeltiefe.</li><li>Hantelscheiben: Gewichtstoleranz, Durchmesser und Rückprallhöhe.</li><li>Racks: Rechtwinkligkeit der Pfosten und Lochabstände über die ganze Höhe.</li></ul>",
      "<h2>Ce que nous mesurons</h2><ul><li>Barres : rectitude après une charge statique de 1 000 lb, rotation des manchons et profondeur du moletage.</li><li>Disques : tolérance de poids, diamètre et hauteur de rebond.</li><li>Racks : équerrage des montants et espacement des trous sur toute la hauteur.</li></ul>",
      "<h2>Qué medimos</h2><ul><li>Barras: rectitud tras una carga estática de 1.000 lb, giro de las camisas y profundidad del moleteado.</li><li>Discos: tolerancia de peso, diámetro y altura de rebote.</li><li>Racks: escuadra de los montantes y separación de agujeros en toda la altura.</li></ul>",
      "<h2>Wat we meten</h2><ul><li>Halterstangen: rechtheid na een statische belasting van 1.000 lb, draaiing van de hulzen en diepte van de knurling.</li><li>Schijven: gewichtstolerantie, diameter en stuithoogte.</li><li>Racks: haaksheid van de staanders en gatafstand over de volle hoogte.</li></ul>",
    ],
  "Product page extras": [
    "Extras auf Produktseiten",
    "Compléments des fiches produit",
    "Extras de ficha de producto",
    "Extra's op productpagina's",
  ],
  '<h3>Bar care</h3><p>Brush the knurl after each session and wipe the sleeves with a light oil once a month. See our <a href="/warranty">warranty</a> for what is covered.</p>':
    [
      '<h3>Pflege deiner Langhantel</h3><p>Bürste die Rändelung nach jedem Training aus und reibe die Hülsen einmal im Monat leicht mit Öl ein. Was abgedeckt ist, steht in unserer <a href="/warranty">Garantie</a>.</p>',
      '<h3>Entretien de la barre</h3><p>Brossez le moletage après chaque séance et essuyez les manchons avec une huile légère une fois par mois. Consultez notre <a href="/warranty">garantie</a> pour savoir ce qui est couvert.</p>',
      '<h3>Cuidado de la barra</h3><p>Cepilla el moleteado después de cada sesión y limpia las camisas con un aceite ligero una vez al mes. Consulta nuestra <a href="/warranty">garantía</a> para ver qué cubre.</p>',
      '<h3>Onderhoud van je stang</h3><p>Borstel de knurling na elke training schoon en neem de hulzen eens per maand af met een beetje olie. In onze <a href="/warranty">garantie</a> lees je wat gedekt is.</p>',
    ],
  "Exclusive to Invitational premium ticket holders. Limit one per account.": [
    "Exklusiv für Inhaber eines Invitational-Premiumtickets. Maximal eins pro Konto.",
    "Réservé aux détenteurs d'un billet premium Invitational. Limité à un par compte.",
    "Exclusivo para titulares de entrada premium del Invitational. Máximo uno por cuenta.",
    "Exclusief voor houders van een Invitational-premiumticket. Maximaal één per account.",
  ],
};

/** Every string of a block tree in a language, where the table (or `extra`) has it. */
function translateTree<T>(value: T, language: SeedLanguage, extra: Map<string, string>): T {
  if (typeof value === "string") {
    const words = TEXT[value];
    return (words ? word(words, language) : (extra.get(value) ?? value)) as T;
  }
  if (Array.isArray(value)) return value.map((v) => translateTree(v, language, extra)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = k === "url" || k === "image" || k === "skus" || k === "name" ? v : translateTree(v, language, extra);
    return out as T;
  }
  return value;
}

/** True when the table writes this English text in every seed language (the seed test walks pages with it). */
export const cmsTextKnown = (english: string): boolean => english in TEXT;

/** Title, meta description and blocks of every page, and every block's content, in each seed language. */
export function translateContent(
  pages: SeedCmsPage[],
  blocks: SeedData["cmsBlocks"],
  categoryNames: (language: SeedLanguage) => Map<string, string>,
): void {
  for (const page of pages) {
    page.translations = byLanguage((language): Partial<CmsPageCopy> => {
      const names = categoryNames(language);
      return {
        title: translateTree(page.title, language, names),
        ...(page.metaDescription !== null && { metaDescription: translateTree(page.metaDescription, language, names) }),
        blocks: translateTree<ContentBlock[]>(page.blocks, language, names),
      };
    }) as TranslationsOf<CmsPageCopy>;
  }
  for (const block of blocks) {
    block.translations = byLanguage(
      (language): Partial<CmsBlockCopy> => ({ content: translateTree(block.content, language, new Map()) }),
    ) as TranslationsOf<CmsBlockCopy>;
  }
}
