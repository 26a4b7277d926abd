import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The names the search service gives a listing's sort choices and facets, in the page's language
 * (ADR 0035). Used by the listing loader on the server only: the page receives the translated
 * labels in its data, so this catalog never ships to the browser.
 */
export const listingCatalog = defineCatalog("listing", { en, de, fr, es, nl });
