import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The order views' words (ADR 0035): order history, an order, lookup, tracking, payment link. */
export const ordersCatalog = defineCatalog("orders", { en, de, fr, es, nl });
