import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The pagination's words (Previous, Next, page n): CategoryPagination is on category pages and on the
 * search and deals listings, so each of those routes ships this small catalog.
 */
export const paginationCatalog = defineCatalog("category", { en, de, fr, es, nl });
