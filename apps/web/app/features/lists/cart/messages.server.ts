import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The cart page's words (ADR 0035): lines, quantities, totals, estimate, empty cart. What its answers
 * and line details say is the line catalog's (../line), which the product and list pages ship too.
 */
export const cartCatalog = defineCatalog("cart", { en, de, fr, es, nl });
