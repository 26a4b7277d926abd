import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The Index pages' words (post titles and bodies are data). */
export const indexCatalog = defineCatalog("index", { en, de, fr, es, nl });
