import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The /rmaprocess pages' words and the order page's returns list (issue #21, ADR 0035). */
export const returnsCatalog = defineCatalog("returns", { en, de, fr, es, nl });
