import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The equipped-gyms map's words (ADR 0035). */
export const gymsCatalog = defineCatalog("gyms", { en, de, fr, es, nl });
