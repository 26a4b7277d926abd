import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The search and deals pages' words (ADR 0035): results, facets panel, empty states. The parts a
 * category listing shares (chips, sort, facet counts) are in the shell catalog.
 */
export const searchCatalog = defineCatalog("search", { en, de, fr, es, nl });
