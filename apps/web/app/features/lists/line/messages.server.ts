import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * What a list line says beyond its data (ADR 0035): the messages and refusals a cart or list answer
 * carries (by code) and a line's details (gift card, included parts, design). The product page, the
 * cart and the list pages ship it; it is small so the product page need not carry the cart's words.
 */
export const lineCatalog = defineCatalog("line", { en, de, fr, es, nl });
