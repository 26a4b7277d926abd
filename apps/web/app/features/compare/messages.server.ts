import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The compare page's words, its notes and its errors by the API's code (ADR 0035). */
export const compareCatalog = defineCatalog("compare", { en, de, fr, es, nl });
