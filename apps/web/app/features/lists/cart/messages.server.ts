import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The cart's words (ADR 0035): lines, totals, estimate, empty cart, and the messages a cart answer
 * carries (by code). The product page ships them too: its add-to-cart answer speaks them.
 */
export const cartCatalog = defineCatalog("cart", { en, de, fr, es, nl });
