import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The compare button of product pages and category grids: two words, shipped with those pages. */
export const compareButtonCatalog = defineCatalog("compare-button", { en, de, fr, es, nl });
